/**
 * The small values the JSON report's fields are made of: statuses, metric names, units,
 * quantities, comparators; and the gate's records it carries as they are (a disturbance, the
 * adaptive looks). Each names itself for the docs' type column (TypeName).
 */
import { Schema } from "effect"
import type { MetricName as Metric, Unit } from "../../core/Metric.ts"
import { schemaOf } from "../../core/SchemaOf.ts"
import type { Disturbance as GateDisturbance } from "../../gate/Disturbance.ts"
import type { Status as GateStatus, ScenarioRun } from "../../gate/Result.ts"
import type { Warming as GateWarming } from "../../gate/Warming.ts"
import { isMetricName } from "../../targets/Metrics.ts"
import { field, JsonNumber, TypeName } from "./Fields.ts"

export const Status = schemaOf<GateStatus>()(
  Schema.Literal("pass", "fail", "inconclusive", "skipped").annotations({ [TypeName]: "status" }),
)

export const MetricName = Schema.String.pipe(
  Schema.filter((name): name is Metric => isMetricName(name)),
).annotations({ identifier: "a metric name", [TypeName]: "metric" })

export const Comparator = Schema.Literal("<", "<=", ">", ">=")

export const Better = Schema.Literal("lower", "higher")

/** The metric catalogue's units (core/Metric.ts), plus `ratio` for target ÷ baseline. */
export const JsonUnit = Schema.Union(
  schemaOf<Unit>()(Schema.Literal("req/s", "op/s", "ms", "fraction", "bytes", "count")),
  Schema.Literal("ratio"),
).annotations({ [TypeName]: "unit" })

/** A number with its unit; `value` null where it was not finite. */
export const Quantity = Schema.Struct({
  value: JsonNumber,
  unit: JsonUnit,
}).annotations({ [TypeName]: "quantity" })

/** Metric → quantity, the metrics a runner produced in catalogue order. */
export const Quantities = Schema.partialWith(Schema.Record({ key: MetricName, value: Quantity }), {
  exact: true,
})

/** Metric → number, a slice's values in canonical units. */
export const MetricValues = Schema.partialWith(
  Schema.Record({ key: MetricName, value: Schema.Number }),
  { exact: true },
)

export const Adaptive = schemaOf<NonNullable<ScenarioRun["adaptive"]>>()(
  Schema.Struct({
    level: field(
      Schema.Number,
      "the confidence of the last look's intervals (the error rate is split across looks)",
    ),
    looks: field(Schema.Number, "how many looks were taken"),
    stopped: field(Schema.String, "why measuring stopped"),
  }),
)

export const Disturbance = schemaOf<GateDisturbance>()(
  Schema.Struct({
    limit: field(Schema.Number, "the busy limit applied, a share of the machine's CPU (0..1)"),
    rounds: field(Schema.Number, "rounds measured"),
    disturbed: field(Schema.Number, "rounds with a slice past the limit"),
    median: field(Schema.Number, "the median `other_cpu` of the slices (0..1)"),
    highest: field(Schema.Number, "the highest `other_cpu` of the slices (0..1)"),
    judged: field(
      Schema.Literal("clean", "all"),
      '`"clean"` when the verdicts were made on the undisturbed rounds, `"all"` when too few remained: every statistical interval is then widened by a busy allowance (its reason\'s `busy` note says by how much)',
    ),
  }),
)

export const Warming = schemaOf<GateWarming>()(
  Schema.Struct({
    target: field(Schema.String, "the target"),
    firstRound: field(
      Schema.Number,
      "its first round's CPU per request over the median of its later rounds",
    ),
  }),
)
