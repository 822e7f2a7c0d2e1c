/**
 * The parts of ghz 0.121's `--format json` document that benchgate reads.
 *
 * Facts about the format (ghz runner/reporter.go `Report`, `Finalize`, and the recordings in
 * test/fixtures/ghz/):
 * - Every duration is an **integer number of nanoseconds** (Go's time.Duration): total,
 *   average, fastest, slowest, latencyDistribution[].latency, details[].latency. Only
 *   histogram marks are float seconds; we do not read them.
 * - `count` is every call counted, whatever its status; `rps` is count / total, so it counts
 *   failures too (we do not use it).
 * - `statusCodeDistribution` keys are Go's status names (`OK`, `Unavailable`,
 *   `DeadlineExceeded` …, core/GrpcStatus.ts); `errorDistribution` keys are the
 *   error texts (`rpc error: code = Unavailable desc = …`).
 * - `average` is over every call, failures included; fastest, slowest, latencyDistribution
 *   (p10 p25 p50 p75 p90 p95 p99, no p99.9) and histogram are over successful calls only
 *   (error == ""), unless ghz ran with --count-errors, which we never pass. With no successful
 *   call, latencyDistribution and histogram are `null` and fastest/slowest are 0.
 * - `details` has one entry per call (latency, status, error, timestamp) up to ghz's
 *   maxResult, 1,000,000 calls; ghz's own percentiles are computed from the same entries.
 * - `endReason` is "normal" (all calls done), "timeout" (duration reached) or "cancel".
 * - A run that cannot start at all (reflection against a dead server, unknown method) writes
 *   no document: ghz exits 1 with the reason on stderr (see GhzFailure.ts).
 *
 * Extra fields are ignored (Schema.Struct's default), so newer ghz versions that add fields
 * still decode.
 */
import { ParseResult, Schema } from "effect"
import { decodeJson } from "../../core/OutsideData.ts"

/** A Go time.Duration in JSON: integer nanoseconds. */
const Nanos = Schema.NonNegativeInt
const Count = Schema.NonNegativeInt

const GhzLatencyPercentile = Schema.Struct({
  /** 10, 25, 50, 75, 90, 95, 99 (0 in a slot ghz left empty). */
  percentage: Schema.NonNegativeInt,
  latency: Nanos,
})

/**
 * One call. Checked by hand inside the schema (GhzCalls): a second of load at 20k calls/s is
 * 20,000 entries, and a per-field Schema decode of each one costs more than the rest of the
 * run's bookkeeping.
 */
interface GhzCall {
  /** Nanoseconds. */
  readonly latency: number
  /** Go's status name, "OK" for success. */
  readonly status: string
  /** "" for success, else the error text. */
  readonly error: string
}

/** The GhzCall check, by hand: what Schema.Struct({latency: NonNegativeInt, status: String,
 *  error: String}) would accept, at a fraction of the cost per entry. */
const isCall = (value: unknown): value is GhzCall => {
  if (typeof value !== "object" || value === null) return false
  const { latency, status, error } = value as Record<string, unknown>
  return (
    typeof latency === "number" &&
    Number.isSafeInteger(latency) &&
    latency >= 0 &&
    typeof status === "string" &&
    typeof error === "string"
  )
}

const CALL = "{latency: integer ns, status: string, error: string}"

/** Every call, one isCall each; a bad entry is named by its index like any other field. */
const GhzCalls = Schema.declare([], {
  decode: () => (input, _options, ast) => {
    if (!Array.isArray(input)) return ParseResult.fail(new ParseResult.Type(ast, input))
    const bad = input.findIndex((call) => !isCall(call))
    if (bad < 0) return ParseResult.succeed(input as ReadonlyArray<GhzCall>)
    const got = JSON.stringify(input[bad]).slice(0, 200)
    return ParseResult.fail(
      new ParseResult.Pointer(
        bad,
        input,
        new ParseResult.Type(ast, input[bad], `Expected ${CALL}, actual ${got}`),
      ),
    )
  },
  encode: () => (input) => ParseResult.succeed(input),
}).annotations({ identifier: `ReadonlyArray<${CALL}>` })

export const GhzReport = Schema.Struct({
  /** Why the run ended: "normal", "timeout" or "cancel". */
  endReason: Schema.optional(Schema.String),
  count: Count,
  /** Wall-clock nanoseconds of the whole run (with --duration-stop=wait: until in-flight calls
   *  have finished). */
  total: Nanos,
  /** Mean over every call, failures included. */
  average: Nanos,
  fastest: Nanos,
  slowest: Nanos,
  rps: Schema.NonNegative,
  /** Error text → count. */
  errorDistribution: Schema.Record({ key: Schema.String, value: Count }),
  /** Go status name → count; sums to `count`. */
  statusCodeDistribution: Schema.Record({ key: Schema.String, value: Count }),
  /** Percentiles over successful calls; null when there was none. */
  latencyDistribution: Schema.NullOr(Schema.Array(GhzLatencyPercentile)),
  /** One entry per call; absent or null only when nothing ran. */
  details: Schema.optionalWith(GhzCalls, { nullable: true, default: () => [] }),
})

export type GhzReport = typeof GhzReport.Type

/** ghz's stdout (or `-o` file) text → the report, or DataInvalid naming the field. */
export const decodeGhzJson = decodeJson(GhzReport)
