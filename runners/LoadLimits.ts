/**
 * Bounds every load slice shares (oha, ghz and other load generators): a per-request timeout,
 * the time a runner may take on top of its slice, and the failure of a slice in which nothing
 * succeeded; and the plan of one slice per target.
 */
import type { MetricName } from "../core/Metric.ts"
import type { InvocationBase, SliceOf } from "../core/Slice.ts"
import type { Scenario } from "../targets/Spec.ts"
import type { PlannedSlice } from "./Runner.ts"

/**
 * The per-request (gRPC: per-call) timeout of every load slice unless the scenario's
 * `request.timeout` (`call.timeout`) sets one. With `-w` (ghz `--duration-stop=wait`) a slice
 * waits for the requests in flight at its deadline, at most the timeout, so a slice of duration
 * D ends within D + the timeout; a request that takes longer is an error, and a target that
 * answers nothing fails the run (noSuccess).
 */
export const REQUEST_TIMEOUT_MS = 5000

/** What a runner may take beyond that before it is killed: its start-up and its report. */
const RUNNER_SLACK_MS = 10_000

/** A slice of a fixed request count has no duration to bound it; this is its limit. */
const COUNT_SLICE_LIMIT_MS = 600_000

/**
 * How long one load slice (oha, vegeta or ghz) may run before it is killed, with requests that
 * time out after `timeoutMs`: the last resort.
 */
export const loadTimeLimitMs = (
  durationMs: number | undefined,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): number =>
  durationMs === undefined ? COUNT_SLICE_LIMIT_MS : durationMs + timeoutMs + RUNNER_SLACK_MS

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

/** What one load slice sends: for a duration, or a fixed number of requests. */
export interface LoadAmount {
  readonly durationMs?: number
  readonly requests?: number
}

/**
 * A load runner's plan: per target, one measured slice of the scenario's amount (its request
 * count, else its duration) and, with a warm-up, an unmeasured slice of the warm-up's duration.
 */
export const perTargetSlices = <I extends InvocationBase, T extends { readonly name: string }>(
  targets: ReadonlyArray<T>,
  scenario: Scenario,
  invocation: (target: T, amount: LoadAmount) => I,
): ReadonlyArray<PlannedSlice<I>> => {
  const { load } = scenario
  const measured: LoadAmount =
    load.requests === undefined ? { durationMs: load.durationMs ?? 0 } : { requests: load.requests }
  return targets.map((target) => {
    const slice = (amount: LoadAmount): SliceOf<I> => ({
      targets: [target.name],
      invocation: invocation(target, amount),
    })
    return {
      measure: slice(measured),
      ...(load.warmupMs > 0 ? { warmup: slice({ durationMs: load.warmupMs }) } : {}),
    }
  })
}

/**
 * What every load generator measures of the requests it sends: throughput, latency
 * percentiles, the error rate and the response size.
 */
export const LOAD_METRICS = [
  "rps",
  "mean",
  "p50",
  "p90",
  "p95",
  "p99",
  "p99.9",
  "error_rate",
  "bytes_per_response",
] as const satisfies ReadonlyArray<MetricName>
