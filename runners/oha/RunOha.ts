/**
 * Runs oha for one slice and normalises its JSON report to catalogue metrics. The slice is
 * bounded: every request times out after REQUEST_TIMEOUT_MS, and oha is killed when it runs
 * past loadTimeLimitMs. A slice without a single successful request fails (noSuccess).
 */
import { Effect } from "effect"
import type { MetricValues } from "../../core/Metric.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { type OhaCommandInput, ohaArgs } from "./OhaCommand.ts"
import { DEADLINE_ERROR, ohaCounts, ohaMetrics } from "./OhaMetrics.ts"
import { decodeOhaJson } from "./OhaReport.ts"

export interface SliceResult {
  readonly values: MetricValues
  /** Wall time oha ran, for benchgate's own overhead accounting. */
  readonly elapsedMs: number
}

/**
 * The per-request (gRPC: per-call) timeout of every load slice. With `-w` (ghz
 * `--duration-stop=wait`) a slice waits for the requests in flight at its deadline, at most this
 * long, so a slice of duration D ends within D + REQUEST_TIMEOUT_MS; a request that takes longer
 * is an error, and a target that answers nothing fails the run (noSuccess).
 */
export const REQUEST_TIMEOUT_MS = 5000

/** What a runner may take beyond that before it is killed: its start-up and its report. */
export const RUNNER_SLACK_MS = 10_000

/** A slice of a fixed request count has no duration to bound it; this is its limit. */
export const COUNT_SLICE_LIMIT_MS = 600_000

/** How long one load slice (oha or ghz) may run before it is killed: the last resort. */
export const loadTimeLimitMs = (durationMs: number | undefined): number =>
  durationMs === undefined
    ? COUNT_SLICE_LIMIT_MS
    : durationMs + REQUEST_TIMEOUT_MS + RUNNER_SLACK_MS

export const sliceTimeLimitMs = (input: OhaCommandInput): number =>
  loadTimeLimitMs(input.durationMs)

/**
 * A slice in which no request succeeded measured nothing (latencies of errors, 0 rps): it fails
 * the run, naming what the target answered instead.
 */
export const noSuccess = (attempts: number, answers: ReadonlyArray<readonly [string, number]>) => {
  const shown = [...answers]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([what, n]) => `${n} × ${what}`)
    .join(", ")
  return `the target answered no request successfully: error rate 100% (0 of ${attempts} succeeded${shown ? `: ${shown}` : ""})`
}

/** Runs oha; interruption (Ctrl-C) or the time limit kills it. */
export const runOha = (
  oha: string,
  target: string,
  input: OhaCommandInput,
): Effect.Effect<SliceResult, RunnerFailed> =>
  Effect.gen(function* () {
    const started = performance.now()
    const bounded = { ...input, timeoutMs: input.timeoutMs ?? REQUEST_TIMEOUT_MS }
    const { stdout, stderr, code } = yield* Effect.promise((signal) => {
      const child = Bun.spawn([oha, ...ohaArgs(bounded)], { stdout: "pipe", stderr: "pipe" })
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
          ? `the target answered no request within the slice and the ${REQUEST_TIMEOUT_MS / 1000} s request timeout`
          : noSuccess(attempts, [...statuses, ...errors]) +
            (errors.some(([text]) => /time/i.test(text))
              ? `; requests time out after ${REQUEST_TIMEOUT_MS / 1000} s`
              : "")
      return yield* new RunnerFailed({ runner: "oha", target, detail })
    }
    return { values: ohaMetrics(report), elapsedMs }
  })
