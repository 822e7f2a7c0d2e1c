/**
 * Progress on stderr while measuring: one line rewritten in place on a terminal, one line per
 * step otherwise (CI logs keep them). stdout stays for the report.
 */
import { progressLine, scenarioPath } from "../report/Terminal.ts"
import type { ProgressEvent } from "../run/Execute.ts"
import type { PreflightProgress } from "../run/Preflight.ts"

export const progressReporter = (stream: NodeJS.WriteStream, quiet: boolean) => {
  const live = stream.isTTY === true
  let shown = false
  const write = (line: string) => {
    if (quiet) return
    if (live) {
      stream.write(`\r\x1b[2K${line}`)
      shown = true
    } else stream.write(`${line}\n`)
  }
  return {
    onProgress: (event: ProgressEvent) => {
      switch (event.kind) {
        case "starting":
          return write(`${event.spec}: starting ${event.targets.join(", ")}`)
        case "build":
          return write(`${event.spec}: building ${event.what}`)
        case "warmup":
          return write(progressLine({ ...event, round: 0, rounds: 0, warmup: true }))
        case "round":
          return write(progressLine(event))
        case "recorded":
          return write(
            `${scenarioPath(event.spec, event.scenario)}  reading ${event.samples} recorded sample${event.samples === 1 ? "" : "s"} per target (${event.chosen ? "load.rounds" : "every sample the files hold"})`,
          )
      }
    },
    onPreflight: (event: PreflightProgress) => {
      switch (event.kind) {
        case "starting":
          return write(`${event.spec}: preflight: starting ${event.targets.join(", ")}`)
        case "check":
          return write(
            `${scenarioPath(event.spec, event.scenario, event.target)}  preflight (${event.tools.join(", ")})`,
          )
      }
    },
    /** A step outside the measured rounds (a profiled round). */
    step: (line: string) => write(line),
    /** Clears the live line before the report is printed. */
    done: () => {
      if (live && shown) stream.write("\r\x1b[2K")
      shown = false
    },
    note: (text: string) => {
      if (live && shown) stream.write("\r\x1b[2K")
      shown = false
      if (!quiet) stream.write(`${text}\n`)
    },
    scenarioPath,
  }
}
