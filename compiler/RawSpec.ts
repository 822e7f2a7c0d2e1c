/**
 * The shape of the JSON `cue export` prints for a spec, checked at the boundary (CUE checked it
 * first against schema.cue; a drift between the two fails loudly here). A target's kind field
 * and a scenario's kind part (`request`, `call`) are each checked by their kind
 * (targets/Registry.ts), so they pass here as they are.
 */
import { ParseResult, Schema } from "effect"
import { RawStart } from "../targets/Checks.ts"

/** What a kind owns: its field of a target, its part of a scenario. */
const KindOwned = Schema.Record({ key: Schema.String, value: Schema.Unknown })

export const RawTarget = Schema.Struct(
  { start: Schema.optional(RawStart), runner: Schema.optional(Schema.String) },
  KindOwned,
)
export type RawTarget = typeof RawTarget.Type

export const RawService = Schema.Struct({ url: Schema.String, start: RawStart })
export type RawService = typeof RawService.Type

export const RawThreshold = Schema.Struct({
  target: Schema.optional(Schema.String),
  metric: Schema.String,
  max: Schema.optional(Schema.Union(Schema.String, Schema.Number)),
  min: Schema.optional(Schema.Union(Schema.String, Schema.Number)),
  overhead: Schema.optional(Schema.String),
  regression: Schema.optional(Schema.String),
  overheadRegression: Schema.optional(Schema.String),
})
export type RawThreshold = typeof RawThreshold.Type

export const RawLoad = Schema.Struct({
  concurrency: Schema.optional(Schema.Int),
  connections: Schema.optional(Schema.Int),
  duration: Schema.optional(Schema.String),
  requests: Schema.optional(Schema.Int),
  rate: Schema.optional(Schema.Number),
  warmup: Schema.String,
  rounds: Schema.optional(Schema.Int),
  firstLook: Schema.optional(Schema.Int),
  forks: Schema.optionalWith(Schema.Int, { default: () => 1 }),
  budget: Schema.optional(Schema.String),
  measure: Schema.optionalWith(Schema.Literal("time", "instructions"), {
    default: () => "time" as const,
  }),
})
export type RawLoad = typeof RawLoad.Type

export const RawScenario = Schema.Struct(
  {
    targets: Schema.optional(Schema.Array(Schema.String)),
    baseline: Schema.optional(Schema.String),
    load: RawLoad,
    items: Schema.optional(Schema.Int),
    thresholds: Schema.Array(RawThreshold),
  },
  KindOwned,
)
export type RawScenario = typeof RawScenario.Type

export const RawSpec = Schema.Struct({
  targets: Schema.optionalWith(Schema.Record({ key: Schema.String, value: RawTarget }), {
    default: () => ({}),
  }),
  services: Schema.optionalWith(Schema.Record({ key: Schema.String, value: RawService }), {
    default: () => ({}),
  }),
  scenarios: Schema.optionalWith(Schema.Record({ key: Schema.String, value: RawScenario }), {
    default: () => ({}),
  }),
})

/** The value checked against `schema`, or undefined with each problem recorded under `path`. */
export const decodeOwned = <A>(
  // biome-ignore lint/suspicious/noExplicitAny: the encoded side is CUE's JSON, never used
  schema: Schema.Schema<A, any>,
  value: unknown,
  path: ReadonlyArray<string | number>,
  add: (path: ReadonlyArray<string | number>, message: string) => void,
): A | undefined => {
  const parsed = Schema.decodeUnknownEither(schema)(value, { errors: "all" })
  if (parsed._tag === "Right") return parsed.right
  for (const problem of ParseResult.ArrayFormatter.formatErrorSync(parsed.left)) {
    add([...path, ...(problem.path as ReadonlyArray<string | number>)], problem.message)
  }
  return undefined
}
