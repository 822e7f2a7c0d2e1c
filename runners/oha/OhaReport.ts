/**
 * The parts of oha 1.16's `--output-format json` document that benchgate reads.
 *
 * Facts about the format (oha src/printer.rs `print_json`, src/result_data.rs, and the
 * recordings in test/fixtures/oha/):
 * - Every duration is in **seconds** (f64): summary.total/slowest/fastest/average and every
 *   latencyPercentiles entry. Only the newer `metrics.latency_ms` block is in milliseconds; we
 *   do not read it (it lacks p90 and p99.9).
 * - oha's "success" means "an HTTP response arrived", whatever its status: successRate,
 *   latencies, percentiles, totalData and sizePerRequest cover 4xx/5xx responses too. Transport
 *   failures appear only in errorDistribution, keyed by the error's text.
 * - serde_json writes NaN and ±infinity as `null`. So with no response at all (server down)
 *   slowest/fastest/average, every percentile and rps min/max/mean are `null`, sizePerRequest is
 *   `null` (an `Option`), and successRate is `null` when every attempt was aborted by the `-z`
 *   deadline (oha leaves those out of its denominator: 0/0).
 * - statusCodeDistribution keys are status codes as strings ("200"); counts are integers.
 *
 * Extra fields are ignored (Schema.Struct's default), so newer oha versions that add blocks
 * still decode.
 */
import { Schema } from "effect"
import { decodeJson } from "../../core/OutsideData.ts"

/** A finite non-negative number, or `null` where oha computed NaN/∞ (no data). */
const Seconds = Schema.NullOr(Schema.NonNegative)
const Count = Schema.NonNegativeInt

const OhaSummary = Schema.Struct({
  /** Responses (any status) / attempts not aborted by the deadline, 0..1; null when 0/0. */
  successRate: Schema.NullOr(Schema.Number.pipe(Schema.between(0, 1))),
  /** Wall-clock seconds from start until the last request finished. */
  total: Schema.NonNegative,
  slowest: Seconds,
  fastest: Seconds,
  average: Seconds,
  /** Attempts (responses and errors, incl. deadline aborts) / total. */
  requestsPerSec: Schema.NonNegative,
  /** Response body bytes summed over responses of any status. */
  totalData: Count,
  /** totalData / responses, integer-divided by oha; null with no response. */
  sizePerRequest: Schema.NullOr(Count),
  sizePerSec: Schema.NonNegative,
})

/** Latency percentiles over responses of any status, in seconds; null with no response. */
const OhaLatencyPercentiles = Schema.Struct({
  p10: Seconds,
  p25: Seconds,
  p50: Seconds,
  p75: Seconds,
  p90: Seconds,
  p95: Seconds,
  p99: Seconds,
  "p99.9": Seconds,
  "p99.99": Seconds,
})

/** Throughput sampled over ~10 ms windows of response end times; we keep it for the record. */
const OhaRps = Schema.Struct({
  mean: Schema.NullOr(Schema.Number),
  stddev: Schema.NullOr(Schema.Number),
  max: Schema.NullOr(Schema.Number),
  min: Schema.NullOr(Schema.Number),
  percentiles: Schema.Record({ key: Schema.String, value: Schema.NullOr(Schema.Number) }),
})

export const OhaReport = Schema.Struct({
  summary: OhaSummary,
  latencyPercentiles: OhaLatencyPercentiles,
  rps: OhaRps,
  /** HTTP status code ("200") → number of responses. */
  statusCodeDistribution: Schema.Record({ key: Schema.String, value: Count }),
  /** Transport error text ("connection error: Connection refused …") → count. */
  errorDistribution: Schema.Record({ key: Schema.String, value: Count }),
})

export type OhaReport = typeof OhaReport.Type

/** oha's stdout (or `-o` file) text → the report, or DataInvalid naming the field. */
export const decodeOhaJson = decodeJson(OhaReport)
