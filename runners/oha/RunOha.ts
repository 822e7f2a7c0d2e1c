/**
 * Runs oha for one slice and normalises its JSON report to catalogue metrics. The slice is
 * bounded: every request times out after REQUEST_TIMEOUT_MS, and oha is killed when it runs
 * past loadTimeLimitMs. A slice without a single successful request fails (noSuccess).
 */
import { Effect, Either } from "effect"
import { programName } from "../../core/ProgramName.ts"
import type { TargetValues } from "../../core/Slice.ts"
import { spawnCollect } from "../../core/Spawn.ts"
import { loadTimeLimitMs, noSuccess, REQUEST_TIMEOUT_MS } from "../LoadLimits.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { type OhaCommandInput, ohaArgs } from "./OhaCommand.ts"
import { DEADLINE_ERROR, ohaCounts, ohaMetrics } from "./OhaMetrics.ts"
import { decodeOhaJson } from "./OhaReport.ts"

/** A timeout as the messages say it: "5 s", "0.5 s". */
const seconds = (ms: number): string => `${ms / 1000} s`

/** Runs oha; interruption (Ctrl-C) or the time limit kills its process group. */
export const runOha = (
  oha: string,
  target: string,
  input: OhaCommandInput,
): Effect.Effect<TargetValues, RunnerFailed> =>
  Effect.gen(function* () {
    const bounded = { ...input, timeoutMs: input.timeoutMs ?? REQUEST_TIMEOUT_MS }
    const failed = (detail: string) => new RunnerFailed({ runner: "oha", target, detail })
    const limitMs = loadTimeLimitMs(input.durationMs, bounded.timeoutMs)
    const { stdout, stderr, code, elapsedMs } = yield* spawnCollect(
      [oha, ...ohaArgs(bounded)],
      { cwd: process.cwd(), env: process.env, timeoutMs: limitMs },
      () => failed(`did not finish within ${limitMs / 1000} s; is the target hanging?`),
      (cause) => failed(`could not start ${oha}: ${String(cause)}`),
    )
    if (code !== 0) {
      const detail = stderr.includes("'--header-file'")
        ? `${oha} cannot read headers from a file (--header-file), and a secret header must not go on its argv; use benchgate's oha build (${programName()} setup installs it; unset BENCHGATE_OHA)`
        : stderr.trim().split("\n").slice(-5).join("\n") || `exited with code ${code}`
      return yield* new RunnerFailed({ runner: "oha", target, detail })
    }
    const report = yield* decodeOhaJson(stdout).pipe(
      Either.mapLeft(
        (invalid) =>
          new RunnerFailed({
            runner: "oha",
            target,
            detail: `its JSON output is not what oha 1.16 writes: ${invalid.message}`,
          }),
      ),
    )
    const counts = ohaCounts(report)
    if (counts.ok === 0) {
      const attempts = counts.notOk + counts.transportErrors
      const statuses = Object.entries(report.statusCodeDistribution).map(
        ([status, n]) => [`HTTP ${status}`, n] as const,
      )
      const errors = Object.entries(report.errorDistribution).filter(
        ([text]) => text !== DEADLINE_ERROR,
      )
      const detail =
        attempts === 0
          ? `the target answered no request within the slice and the ${seconds(bounded.timeoutMs)} request timeout`
          : noSuccess(attempts, [...statuses, ...errors]) +
            (errors.some(([text]) => /time/i.test(text))
              ? `; requests time out after ${seconds(bounded.timeoutMs)}`
              : "")
      return yield* new RunnerFailed({ runner: "oha", target, detail })
    }
    return { values: ohaMetrics(report, bounded.timeoutMs), elapsedMs, requests: counts.ok }
  })
