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
import { Data, Effect, ParseResult, Schema } from "effect"

/** A Go time.Duration in JSON: integer nanoseconds. */
const Nanos = Schema.NonNegativeInt
const Count = Schema.NonNegativeInt

const GhzLatencyPercentile = Schema.Struct({
  /** 10, 25, 50, 75, 90, 95, 99 (0 in a slot ghz left empty). */
  percentage: Schema.NonNegativeInt,
  latency: Nanos,
})

/**
 * One call. Decoded loosely (only what benchgate reads, checked by hand in decodeGhzReport): a
 * second of load at 20k calls/s is 20,000 entries, and a per-field Schema decode of each one
 * costs more than the rest of the run's bookkeeping.
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
  /** One entry per call, checked in decodeGhzReport (not here: see GhzCall); absent or null
   *  only when nothing ran. */
  details: Schema.optional(Schema.Unknown),
})

export interface GhzReport extends Omit<typeof GhzReport.Type, "details"> {
  readonly details: ReadonlyArray<GhzCall>
}

/** ghz's output did not parse or did not have the shape above; `field` is the path to the issue. */
class GhzOutputInvalid extends Data.TaggedError("GhzOutputInvalid")<{
  /** Dotted path of the first bad field, e.g. `latencyDistribution.0.latency`; "" for the
   *  document itself. */
  readonly field: string
  readonly message: string
}> {}

const decodeUnknown = Schema.decodeUnknown(GhzReport, { errors: "all" })

const fieldPath = (path: ReadonlyArray<PropertyKey>): string => path.map(String).join(".")

const outputInvalid = (field: string, detail: string) =>
  new GhzOutputInvalid({
    field,
    message: `ghz JSON output is not what ghz 0.121 writes: ${detail}`,
  })

/** Decode an already-parsed JSON value. */
const decodeGhzReport = (input: unknown): Effect.Effect<GhzReport, GhzOutputInvalid> =>
  decodeUnknown(input).pipe(
    Effect.mapError((error) => {
      const issues = ParseResult.ArrayFormatter.formatErrorSync(error)
      const first = issues[0]
      return outputInvalid(
        first === undefined ? "" : fieldPath(first.path),
        issues
          .map((issue) => `${fieldPath(issue.path) || "(document)"}: ${issue.message}`)
          .join("; "),
      )
    }),
    Effect.flatMap((report) => {
      const details = report.details ?? []
      if (!Array.isArray(details)) {
        return Effect.fail(outputInvalid("details", "details: expected an array or null"))
      }
      const bad = details.findIndex((call) => !isCall(call))
      if (bad >= 0) {
        return Effect.fail(
          outputInvalid(
            `details.${bad}`,
            `details.${bad}: expected {latency: integer ns, status: string, error: string}, got ${JSON.stringify(details[bad]).slice(0, 200)}`,
          ),
        )
      }
      return Effect.succeed({ ...report, details: details as ReadonlyArray<GhzCall> })
    }),
  )

/** Parse ghz's stdout (or `-o` file) text and decode it. */
export const decodeGhzJson = (text: string): Effect.Effect<GhzReport, GhzOutputInvalid> =>
  Effect.try({
    try: (): unknown => JSON.parse(text),
    catch: (cause) =>
      new GhzOutputInvalid({
        field: "",
        message: `ghz output is not JSON (${cause instanceof Error ? cause.message : String(cause)}): ${JSON.stringify(text.slice(0, 200))}`,
      }),
  }).pipe(Effect.flatMap(decodeGhzReport))
