/**
 * A decoded ghz report → benchgate's catalogue metrics (core/Metric.ts), in the same units
 * and with the same meanings as for HTTP, so a gRPC target can be gated against an HTTP
 * baseline.
 *
 * Definitions (ghz's own numbers are not used where they mean something else):
 * - rps: OK calls / total seconds. ghz's `rps` counts every call, failures included, so a
 *   server failing fast would look faster. `total` is the whole run's wall clock (with
 *   --duration-stop=wait it includes the in-flight calls finishing). Attempts but no OK → 0.
 * - p50, p90, p95, p99: ghz's latencyDistribution (nanoseconds → ms), which ghz computes over
 *   successful calls only (nearest rank). Omitted when there was no successful call.
 * - mean and p99.9: computed here from `details` over the same successful calls (ghz's
 *   `average` includes failures; ghz has no p99.9). p99.9 is the nearest rank
 *   ⌈0.999·n⌉, exact in integers. ghz keeps details for the first 1,000,000 calls, and its
 *   own percentiles come from the same entries, so all latencies share one population.
 * - error_rate: non-OK calls / all calls, 0..1 (every non-OK status, transport failures
 *   included: ghz reports a refused connection as Unavailable). Omitted with no call.
 * - status_rate:CODE: calls that ended with CODE / all calls, for every canonical code (0 for
 *   a code no call ended with, so every round has every member). Omitted with no call.
 * - bytes_per_response: not here — ghz does not see message sizes. The grpcurl preflight
 *   measures the response's encoded size (targets/grpc/grpcurl/Preflight.ts `responseBytes`), and
 *   the run adds it to every round of the target as a preflight figure (run/Preflight.ts
 *   `PreflightFigures`; GHZ_METRICS lists it).
 *
 * Latency over successful calls differs from oha, which includes 4xx/5xx responses: a gRPC
 * non-OK status is as likely a transport failure as an answer. error_rate flags both. Calls the
 * call timeout cut off (DeadlineExceeded) are the exception: they count at the timeout
 * (runners/Censored.ts), so every latency metric is then computed here from `details`, nearest
 * rank, over the successful and the timed-out calls.
 */
import { type MetricName, type MetricValues, statusRateMetric } from "../../core/Metric.ts"
import { GRPC_CODES, type GrpcCode, grpcCodeOf } from "../../targets/grpc/GrpcStatus.ts"
import { censoredFromSample } from "../Censored.ts"
import { LOAD_METRICS } from "../LoadLimits.ts"
import type { GhzReport } from "./GhzReport.ts"

/**
 * What a gRPC target measured with ghz has: the HTTP latency and rate metrics, the status_rate
 * family, and bytes_per_response from the preflight's smoke call.
 */
export const GHZ_METRICS: ReadonlyArray<MetricName> = [
  ...LOAD_METRICS,
  ...GRPC_CODES.map(statusRateMetric),
]

/** Nanoseconds → milliseconds (exact: integers in, one division). */
const ms = (nanos: number): number => nanos / 1e6

/** Per-status counts of one run; the basis of error_rate and of `status_rate:CODE`. */
interface GrpcStatusCounts {
  /** Every call ghz counted. */
  readonly calls: number
  /** Canonical status name → calls that ended with it; codes with no call are absent. */
  readonly byCode: Readonly<Partial<Record<GrpcCode, number>>>
  /** statusCodeDistribution keys that are no gRPC status (should not happen); counted as
   *  failures, kept so a report can show them. */
  readonly unrecognised: Readonly<Record<string, number>>
}

export const ghzStatusCounts = (report: GhzReport): GrpcStatusCounts => {
  const byCode: Partial<Record<GrpcCode, number>> = {}
  const unrecognised: Record<string, number> = {}
  let calls = 0
  for (const [name, count] of Object.entries(report.statusCodeDistribution)) {
    calls += count
    const code = grpcCodeOf(name)
    if (code === undefined) unrecognised[name] = (unrecognised[name] ?? 0) + count
    else byCode[code] = (byCode[code] ?? 0) + count
  }
  return { calls, byCode, unrecognised }
}

/** Nearest rank: the smallest value with at least `permille`/1000 of `sorted` at or below it. */
const nearestRank = (sorted: ReadonlyArray<number>, permille: number): number | undefined => {
  if (sorted.length === 0) return undefined
  const rank = Math.max(1, Math.ceil((permille * sorted.length) / 1000))
  return sorted[rank - 1]
}

/** ghz's status name for a call its timeout cut off. */
const DEADLINE_EXCEEDED = "DeadlineExceeded"

/** `timeoutMs`: the call timeout ghz ran with, at which a timed-out call counts. */
export const ghzMetrics = (report: GhzReport, timeoutMs?: number): MetricValues => {
  const counts = ghzStatusCounts(report)
  const ok = counts.byCode.OK ?? 0
  const values: MetricValues = {}

  if (counts.calls > 0 && report.total > 0) values.rps = ok / (report.total / 1e9)

  for (const { percentage, latency } of report.latencyDistribution ?? []) {
    if (latency <= 0) continue // a slot ghz left empty
    if (percentage === 50) values.p50 = ms(latency)
    else if (percentage === 90) values.p90 = ms(latency)
    else if (percentage === 95) values.p95 = ms(latency)
    else if (percentage === 99) values.p99 = ms(latency)
  }

  const okLatencies = report.details.filter((call) => call.error === "").map((c) => c.latency)
  if (okLatencies.length > 0) {
    let sum = 0
    for (const latency of okLatencies) sum += latency
    values.mean = ms(sum / okLatencies.length)
    okLatencies.sort((a, b) => a - b)
    const p999 = nearestRank(okLatencies, 999)
    if (p999 !== undefined) values["p99.9"] = ms(p999)
  }

  const timedOut = report.details.filter((call) => call.status === DEADLINE_EXCEEDED)
  if (timeoutMs !== undefined && timedOut.length > 0) {
    Object.assign(
      values,
      censoredFromSample(
        report.details.filter((call) => call.error === "").map((c) => ms(c.latency)),
        timedOut.map((c) => ms(c.latency)),
        timeoutMs,
      ),
    )
  }

  if (counts.calls > 0) {
    values.error_rate = (counts.calls - ok) / counts.calls
    for (const code of GRPC_CODES) {
      values[statusRateMetric(code)] = (counts.byCode[code] ?? 0) / counts.calls
    }
  }
  return values
}
