/**
 * Decoding what one `bun test` process of the harness left behind: the results file (one JSON
 * line per group, BunBenchRecord.ts), its exit code and stderr → the group's record, or a tagged
 * error that says which variant failed and why.
 */
import { Data, Either, Schema } from "effect"
import { decodeJson } from "../../core/OutsideData.ts"
import { RECORD_FORMAT } from "./BunBenchRecord.ts"

const Phase = Schema.Literal("setup", "calibrate", "warmup", "measure", "heap", "teardown")

export const BunBenchVariant = Schema.Struct({
  name: Schema.String,
  async: Schema.Boolean,
  batch: Schema.Int.pipe(Schema.positive()),
  /** ms per call, one per timed batch. */
  samplesMs: Schema.Array(Schema.NonNegative),
  /** Retained heap per call, bytes; negative when a collection freed more than the pass kept. */
  heapPerOpBytes: Schema.optional(Schema.Finite),
  heapOps: Schema.optional(Schema.Int),
})

export const BunBenchRecord = Schema.Struct({
  format: Schema.Literal(RECORD_FORMAT),
  group: Schema.String,
  baseline: Schema.String,
  settings: Schema.Struct({
    samples: Schema.Int,
    batchMs: Schema.NonNegative,
    warmupMs: Schema.NonNegative,
    heapMs: Schema.NonNegative,
  }),
  runtime: Schema.Struct({
    bun: Schema.String,
    revision: Schema.String,
    pid: Schema.Int,
    options: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })),
  }),
  order: Schema.Array(Schema.Array(Schema.String)),
  variants: Schema.Array(BunBenchVariant),
  counted: Schema.optional(
    Schema.Array(
      Schema.Struct({
        name: Schema.String,
        warmupOps: Schema.Int.pipe(Schema.nonNegative()),
        ops: Schema.Int.pipe(Schema.positive()),
      }),
    ),
  ),
  error: Schema.optional(
    Schema.Struct({
      phase: Phase,
      variant: Schema.optional(Schema.String),
      message: Schema.String,
      stack: Schema.optional(Schema.String),
    }),
  ),
})

export type BunBenchRecord = typeof BunBenchRecord.Type
export type BunBenchVariant = typeof BunBenchVariant.Type

/**
 * Why a bun bench process gave no usable result:
 * - `variant-failed`: a variant, setup or teardown threw (record.error; `variant` names it);
 * - `no-result`: the process wrote no record for the group (the file did not load, the group
 *   name matched nothing, the process crashed) — `detail` holds the exit code and stderr tail;
 * - `unreadable`: the results file is not what the harness writes.
 */
class BunBenchFailed extends Data.TaggedError("BunBenchFailed")<{
  readonly reason: "variant-failed" | "no-result" | "unreadable"
  readonly group: string
  readonly variant?: string
  readonly message: string
}> {}

const decodeLine = decodeJson(BunBenchRecord)

/** Every record in a results file (blank lines ignored). */
const decodeBunBenchResults = (
  text: string,
  group: string,
): Either.Either<ReadonlyArray<BunBenchRecord>, BunBenchFailed> =>
  Either.all(
    text
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line, index) =>
        Either.mapLeft(
          decodeLine(line),
          (invalid) =>
            new BunBenchFailed({
              reason: "unreadable",
              group,
              message: `bun bench results line ${index + 1} is not a harness record: ${invalid.message}`,
            }),
        ),
      ),
  )

const tail = (text: string, lines = 10): string => text.trim().split("\n").slice(-lines).join("\n")

interface BunBenchProcessOutput {
  /** Contents of the results file ("" when the process never wrote it). */
  readonly results: string
  readonly exitCode: number
  readonly stderr: string
}

/**
 * The record of `group` from one process, or why there is none. A record with an error is a
 * failure even if bun exited 0; a clean record from a process that exited non-zero (another
 * test in the file failed) is still a measurement and is returned.
 */
export const bunBenchOutcome = (
  output: BunBenchProcessOutput,
  group: string,
): Either.Either<BunBenchRecord, BunBenchFailed> =>
  Either.flatMap(decodeBunBenchResults(output.results, group), (records) => {
    const record = records.find((r) => r.group === group)
    if (record === undefined) {
      const why = tail(output.stderr) || "(no stderr)"
      return Either.left(
        new BunBenchFailed({
          reason: "no-result",
          group,
          message: `bun test wrote no result for group "${group}" (exit code ${output.exitCode}): ${why}`,
        }),
      )
    }
    if (record.error !== undefined) {
      const { phase, variant, message } = record.error
      return Either.left(
        new BunBenchFailed({
          reason: "variant-failed",
          group,
          ...(variant === undefined ? {} : { variant }),
          message:
            variant === undefined
              ? `group "${group}": ${phase} failed: ${message}`
              : `group "${group}": variant "${variant}" failed during ${phase}: ${message}`,
        }),
      )
    }
    return Either.right(record)
  })
