/**
 * A verdict's `reasonData`: gate/Reason.ts's Reason as the JSON report writes it, every number
 * `null` where it was not finite. schemaOf keeps this schema and the Reason type one: a field
 * added to either alone does not compile.
 */
import { Schema } from "effect"
import { schemaOf } from "../../core/SchemaOf.ts"
import type { Reason } from "../../gate/Reason.ts"
import { DescribedElsewhere, JsonNumber, TypeName, UpperEnd } from "./Fields.ts"
import { Better, Comparator, Disturbance, MetricName } from "./Vocabulary.ts"

const optional = <S extends Schema.Schema.All>(schema: S) =>
  Schema.optionalWith(schema, { exact: true })

const Scale = Schema.Union(
  Schema.Struct({ kind: Schema.Literal("metric"), metric: MetricName }),
  Schema.Struct({ kind: Schema.Literal("plain") }),
  Schema.Struct({ kind: Schema.Literal("ratio") }),
  Schema.Struct({ kind: Schema.Literal("relative") }),
  Schema.Struct({ kind: Schema.Literal("difference"), metric: MetricName }),
  Schema.Struct({ kind: Schema.Literal("change") }),
)

const Bounds = Schema.Struct({
  estimate: JsonNumber,
  lower: JsonNumber,
  upper: JsonNumber,
  level: optional(JsonNumber),
  n: optional(Schema.Number),
  attainable: optional(Schema.Boolean),
  achievedLevel: optional(JsonNumber),
})

const RegressionLimit = Schema.Struct({ better: Better, tolerance: Schema.Number })

const Limit = Schema.Struct({ comparator: Comparator, value: Schema.Number })

/** A verdict judged on busy rounds: the disturbance, its allowance, the widened interval. */
const BusyNote = Schema.Struct({
  ...Disturbance.fields,
  allowance: optional(
    Schema.Struct({
      comparison: Schema.Literal("copies", "paths", "level"),
      share: Schema.Number,
      kind: Schema.Literal("shift", "scale"),
      by: Schema.Number,
    }),
  ),
  judgedBounds: optional(Schema.Struct({ lower: JsonNumber, upper: JsonNumber })),
  heldOpen: optional(Schema.Literal(true)),
})

/** What every reason may carry beside its own numbers. */
const notes = {
  against: optional(Schema.String),
  undecided: optional(
    Schema.Struct({
      resolved: JsonNumber,
      rounds: optional(Schema.Number),
      ms: optional(JsonNumber),
      recorded: optional(Schema.Literal(true)),
      busy: optional(Schema.Literal(true)),
      launches: optional(Schema.Literal(true)),
      storedRounds: optional(Schema.Struct({ base: Schema.Number, attainableAt: UpperEnd })),
      baseBound: optional(
        Schema.Struct({ base: Schema.Number, lower: JsonNumber, upper: JsonNumber }),
      ),
    }),
  ),
  otherEnvironment: optional(Schema.String),
  busy: optional(BusyNote),
  confirmation: optional(
    Schema.Struct({
      status: Schema.Literal("pass", "fail", "inconclusive"),
      bounds: optional(Bounds),
      rounds: optional(Schema.Number),
    }),
  ),
  launches: optional(
    Schema.Struct({
      runs: Schema.Number,
      spread: JsonNumber,
      scale: Schema.Literal("log", "unit"),
      judgedBounds: Schema.Struct({ lower: JsonNumber, upper: JsonNumber }),
    }),
  ),
  overheads: optional(
    Schema.Struct({
      head: JsonNumber,
      base: JsonNumber,
      form: Schema.Literal("ratio", "additive"),
      metric: MetricName,
    }),
  ),
}

const IntervalReason = Schema.Struct({
  kind: Schema.Literal("interval"),
  outcome: Schema.Literal(
    "no-estimate",
    "unattainable",
    "pass",
    "fail",
    "straddles",
    "small-effect",
  ),
  label: Schema.String,
  scale: Scale,
  bounds: Bounds,
  limit: Limit,
  regression: optional(RegressionLimit),
  minEffect: Schema.Number,
  excess: optional(JsonNumber),
  wouldBe: optional(Schema.Literal("fail", "straddles")),
  ...notes,
})

const DeterministicStatus = Schema.Literal("pass", "fail", "inconclusive")

const DeterministicReason = Schema.Struct({
  kind: Schema.Literal("deterministic"),
  status: DeterministicStatus,
  label: Schema.String,
  scale: Scale,
  value: JsonNumber,
  limit: Limit,
  disagreeing: Schema.Array(JsonNumber),
  others: Schema.Array(JsonNumber),
  ...notes,
})

const DeterministicRegressionReason = Schema.Struct({
  kind: Schema.Literal("deterministic-regression"),
  status: DeterministicStatus,
  label: Schema.String,
  scale: Scale,
  value: JsonNumber,
  base: JsonNumber,
  missing: optional(Schema.Literal("here", "on the base")),
  regression: RegressionLimit,
  disagreeing: Schema.Array(JsonNumber),
  others: Schema.Array(JsonNumber),
  baseDisagreeing: Schema.Array(JsonNumber),
  ...notes,
})

export const ReasonData = schemaOf<Reason>()(
  Schema.Union(
    IntervalReason,
    DeterministicReason,
    DeterministicRegressionReason,
    Schema.Struct({
      kind: Schema.Literal("not-measured"),
      metric: MetricName,
      what: Schema.String,
    }),
    Schema.Struct({ kind: Schema.Literal("no-baseline"), why: Schema.String }),
    Schema.Struct({
      kind: Schema.Literal("default-error-rate"),
      target: Schema.String,
      mean: JsonNumber,
      limit: Schema.Number,
      rounds: Schema.Number,
    }),
    Schema.Struct({ kind: Schema.Literal("text"), text: Schema.String }),
  ).annotations({ [TypeName]: "object", [DescribedElsewhere]: "gate/Reason.ts" }),
)
