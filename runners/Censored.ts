/**
 * Requests that never answered count. A load tool's latency percentiles are over the requests
 * that got a response; a request cut off by the request timeout is left out, so a service that
 * leaves one request in twenty hanging shows a p99 of milliseconds. Here each timed-out request
 * is counted at the timeout — a lower bound of its latency (right-censored) — so the
 * percentiles above the answered share read as at least the timeout and the mean rises with
 * them. Pure; with no timed-out request every figure is the tool's own.
 */
import type { MetricValues } from "../core/Metric.ts"

/** The latency metrics, with the quantile each one is. */
const QUANTILES = [
  ["p50", 0.5],
  ["p90", 0.9],
  ["p95", 0.95],
  ["p99", 0.99],
  ["p99.9", 0.999],
] as const

/** A tool's error text for a request its timeout cut off. */
export const isTimeout = (error: string): boolean =>
  /time(d)?[ -]?out|deadline exceeded/i.test(error)

/**
 * The answered requests' latency distribution as known points (quantile, ms), ascending, from
 * the fastest (0) to the slowest (1): the quantile at any rank by linear interpolation between
 * them.
 */
const quantileOf = (
  knots: ReadonlyArray<readonly [number, number]>,
  q: number,
): number | undefined => {
  const after = knots.findIndex(([at]) => at >= q)
  if (after === -1) return knots[knots.length - 1]?.[1]
  const upper = knots[after] as readonly [number, number]
  const lower = knots[after - 1]
  if (lower === undefined || upper[0] === lower[0]) return upper[1]
  return lower[1] + ((q - lower[0]) / (upper[0] - lower[0])) * (upper[1] - lower[1])
}

/**
 * The latency metrics with `timedOut` requests counted at `timeoutMs`, from the answered
 * requests' known quantiles (oha's percentile table with its fastest and slowest): the answered
 * share `answered / (answered + timedOut)` of the ranks is theirs, the rest is the timeout.
 */
export const censoredFromQuantiles = (input: {
  readonly values: MetricValues
  readonly knots: ReadonlyArray<readonly [number, number]>
  readonly answered: number
  readonly timedOut: number
  readonly timeoutMs: number
}): MetricValues => {
  const { values, knots, answered, timedOut, timeoutMs } = input
  if (timedOut <= 0) return values
  const all = answered + timedOut
  const share = answered / all
  const censored: MetricValues = { ...values }
  for (const [metric, q] of QUANTILES) {
    const within = q <= share ? quantileOf(knots, q / share) : undefined
    censored[metric] = within ?? timeoutMs
  }
  censored.mean = ((values.mean ?? 0) * answered + timeoutMs * timedOut) / all
  return censored
}

/**
 * The latency metrics from every answered request's latency and the timed-out ones at least at
 * the timeout: nearest-rank percentiles (the ⌈q·n⌉-th smallest) and the mean, in ms.
 */
export const censoredFromSample = (
  answeredMs: ReadonlyArray<number>,
  timedOutMs: ReadonlyArray<number>,
  timeoutMs: number,
): MetricValues => {
  const all = [...answeredMs, ...timedOutMs.map((ms) => Math.max(ms, timeoutMs))].sort(
    (a, b) => a - b,
  )
  if (all.length === 0) return {}
  const values: MetricValues = {}
  for (const [metric, q] of QUANTILES) {
    // In thousandths, so 0.999 · 1000 is the 999th rank, not the 1000th by float error.
    const rank = Math.ceil((Math.round(q * 1000) * all.length) / 1000)
    values[metric] = all[Math.max(1, rank) - 1] as number
  }
  values.mean = all.reduce((a, b) => a + b, 0) / all.length
  return values
}
