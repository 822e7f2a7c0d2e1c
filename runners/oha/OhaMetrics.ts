/**
 * A decoded oha report → benchgate's catalogue metrics (core/Metric.ts), in canonical units.
 *
 * Definitions (oha's own numbers are not used where they mean something else):
 * - rps: 2xx responses / summary.total seconds. oha's requestsPerSec counts every attempt,
 *   errors and 4xx/5xx included, so a server failing fast would look faster. summary.total is
 *   the whole run's wall clock (with `-w` it includes draining in-flight requests), so the
 *   count and the window match. A run with attempts but no 2xx gives 0 — a measured fact
 *   that a rps threshold must see, not missing data.
 * - mean, p50…p99.9: oha's summary.average and latencyPercentiles (seconds → ms, rounded to
 *   whole nanoseconds to drop float noise from the conversion). oha computes them over every
 *   response, whatever its status; error_rate is what flags a run where errors skew them.
 *   Requests the per-request timeout cut off are counted at the timeout (runners/Censored.ts):
 *   oha leaves them out, so a service hanging one request in twenty would show a p99 of
 *   milliseconds. Omitted when oha has no response to measure (it writes null).
 * - error_rate: (non-2xx responses + transport errors) / (responses + transport errors), 0..1.
 *   "aborted due to deadline" entries are not errors: they are requests `-z` cut off (only
 *   without `-w`), so they are left out of both sides, as oha does for successRate.
 *   Omitted when there was no attempt.
 * - bytes_per_response: totalData / responses, exact (oha's sizePerRequest is integer-divided).
 *   Omitted with no response.
 */
import type { MetricValues } from "../../core/Metric.ts"
import { censoredFromQuantiles, isTimeout } from "../Censored.ts"
import { LOAD_METRICS } from "../LoadLimits.ts"
import type { OhaReport } from "./OhaReport.ts"

/** The catalogue metrics this runner produces (a slice may omit some; see above). */
export const OHA_METRICS = LOAD_METRICS

/** oha's text for a request the `-z` deadline cut off (src/client.rs `ClientError::Deadline`). */
export const DEADLINE_ERROR = "aborted due to deadline"

/** Counts derived from the distributions; exported so tests and reports can show the basis. */
interface OhaCounts {
  /** Responses with a 2xx status. */
  readonly ok: number
  /** Responses with any other status (1xx, 3xx — redirects are off — 4xx, 5xx). */
  readonly notOk: number
  /** Transport failures (refused, reset, timeout …), deadline aborts excluded. */
  readonly transportErrors: number
  /** Requests the `-z` deadline aborted; neither success nor failure. */
  readonly deadlineAborted: number
  /** Of the transport failures, requests the per-request timeout (`-t`) cut off. */
  readonly timedOut: number
}

const sum = (values: Iterable<number>): number => {
  let total = 0
  for (const value of values) total += value
  return total
}

const isSuccessStatus = (code: string): boolean => {
  const status = Number(code)
  return Number.isInteger(status) && status >= 200 && status <= 299
}

export const ohaCounts = (report: OhaReport): OhaCounts => {
  const statuses = Object.entries(report.statusCodeDistribution)
  const errors = Object.entries(report.errorDistribution)
  return {
    ok: sum(statuses.filter(([code]) => isSuccessStatus(code)).map(([, n]) => n)),
    notOk: sum(statuses.filter(([code]) => !isSuccessStatus(code)).map(([, n]) => n)),
    transportErrors: sum(errors.filter(([text]) => text !== DEADLINE_ERROR).map(([, n]) => n)),
    deadlineAborted: sum(errors.filter(([text]) => text === DEADLINE_ERROR).map(([, n]) => n)),
    timedOut: sum(
      errors.filter(([text]) => text !== DEADLINE_ERROR && isTimeout(text)).map(([, n]) => n),
    ),
  }
}

/** Seconds → milliseconds, rounded to whole nanoseconds (oha's clock resolution). */
const ms = (seconds: number): number => Math.round(seconds * 1e9) / 1e6

/** The answered requests' latency as known quantiles, in ms: fastest, the table, slowest. */
const latencyKnots = (report: OhaReport): ReadonlyArray<readonly [number, number]> => {
  const { summary, latencyPercentiles: p } = report
  const knots: ReadonlyArray<readonly [number, number | null]> = [
    [0, summary.fastest],
    [0.1, p.p10],
    [0.25, p.p25],
    [0.5, p.p50],
    [0.75, p.p75],
    [0.9, p.p90],
    [0.95, p.p95],
    [0.99, p.p99],
    [0.999, p["p99.9"]],
    [0.9999, p["p99.99"]],
    [1, summary.slowest],
  ]
  return knots.flatMap(([q, seconds]) => (seconds === null ? [] : [[q, ms(seconds)] as const]))
}

/** `timeoutMs`: the per-request timeout oha ran with, at which a timed-out request counts. */
export const ohaMetrics = (report: OhaReport, timeoutMs?: number): MetricValues => {
  const counts = ohaCounts(report)
  const responses = counts.ok + counts.notOk
  const attempts = responses + counts.transportErrors
  const { summary, latencyPercentiles: p } = report
  const values: MetricValues = {}

  if (attempts > 0 && summary.total > 0) values.rps = counts.ok / summary.total

  if (summary.average !== null) values.mean = ms(summary.average)
  if (p.p50 !== null) values.p50 = ms(p.p50)
  if (p.p90 !== null) values.p90 = ms(p.p90)
  if (p.p95 !== null) values.p95 = ms(p.p95)
  if (p.p99 !== null) values.p99 = ms(p.p99)
  if (p["p99.9"] !== null) values["p99.9"] = ms(p["p99.9"])

  if (attempts > 0) values.error_rate = (counts.notOk + counts.transportErrors) / attempts
  if (responses > 0) values.bytes_per_response = summary.totalData / responses

  return timeoutMs === undefined
    ? values
    : censoredFromQuantiles({
        values,
        knots: latencyKnots(report),
        answered: responses,
        timedOut: counts.timedOut,
        timeoutMs,
      })
}
