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

/**
 * How long one oha run may take. oha has no per-request timeout by default and `-w` waits for
 * requests in flight, so a hanging target would otherwise hang the check.
 */
export const sliceTimeLimitMs = (input: OhaCommandInput): number =>
  input.durationMs === undefined ? 600_000 : input.durationMs * 2 + 30_000

/** Runs oha; interruption (Ctrl-C) or the time limit kills it. */
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
    }).pipe(
      Effect.timeoutFail({
        duration: sliceTimeLimitMs(input),
        onTimeout: () =>
          new RunnerFailed({
            runner: "oha",
            target,
            detail: `did not finish within ${sliceTimeLimitMs(input) / 1000} s; is the target hanging?`,
          }),
      }),
    )
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
