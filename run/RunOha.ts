/** Runs oha for one slice and normalises its JSON report to catalogue metrics. */
import { Effect } from "effect"
import type { MetricValues } from "../runners/Metric.ts"
import { type OhaCommandInput, ohaArgs } from "../runners/oha/OhaCommand.ts"
import { ohaMetrics } from "../runners/oha/OhaMetrics.ts"
import { decodeOhaJson } from "../runners/oha/OhaReport.ts"
import { RunnerFailed } from "./RunnerFailed.ts"

export interface SliceResult {
  readonly values: MetricValues
  /** Wall time oha ran, for benchgate's own overhead accounting. */
  readonly elapsedMs: number
}

/** Runs oha; interruption (Ctrl-C) kills it. */
export const runOha = (
  oha: string,
  target: string,
  input: OhaCommandInput,
): Effect.Effect<SliceResult, RunnerFailed> =>
  Effect.gen(function* () {
    const started = performance.now()
    const { stdout, stderr, code } = yield* Effect.promise((signal) => {
      const child = Bun.spawn([oha, ...ohaArgs(input)], { stdout: "pipe", stderr: "pipe" })
      signal.addEventListener("abort", () => child.kill("SIGKILL"))
      return Promise.all([
        new Response(child.stdout).text(),
        new Response(child.stderr).text(),
        child.exited,
      ]).then(([stdout, stderr, code]) => ({ stdout, stderr, code }))
    })
    const elapsedMs = performance.now() - started
    if (code !== 0) {
      const detail = stderr.trim().split("\n").slice(-5).join("\n") || `exited with code ${code}`
      return yield* new RunnerFailed({ runner: "oha", target, detail })
    }
    const report = yield* decodeOhaJson(stdout).pipe(
      Effect.mapError(
        (error) => new RunnerFailed({ runner: "oha", target, detail: error.message }),
      ),
    )
    return { values: ohaMetrics(report), elapsedMs }
  })
