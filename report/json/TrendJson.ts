/**
 * `bench history --json`: every series of a branch's stored runs with its points and level
 * shifts (report/Trend.ts writes it, the GitHub Action's alerts step reads it). One schema for
 * both sides, as for the JSON report: the writer's output is its file side, the action decodes
 * through it rather than trusting a cast. Written and read alike: a value that was not finite
 * is `null`.
 */
import { Schema } from "effect"
import { decodeJson } from "../../core/OutsideData.ts"
import { field } from "./Fields.ts"
import { JsonUnit, MetricName } from "./Vocabulary.ts"

const TrendPoint = Schema.Struct({
  runId: field(Schema.Int, "the stored run"),
  commit: field(Schema.String, "its commit"),
  startedAt: field(Schema.String, "its start, ISO 8601"),
  value: field(
    Schema.NullOr(Schema.Number),
    "the run's value in the series' form; `null` when not finite",
  ),
})

const TrendShift = Schema.Struct({
  index: field(Schema.Int, "index in `points` of the first run of the new level"),
  commit: field(Schema.String, "that run's commit"),
  before: field(Schema.Number, "the median of the level it leaves"),
  after: field(Schema.Number, "the median of the level it starts"),
  pValue: field(Schema.Number, "the permutation test's p-value"),
})

const TrendSeries = Schema.Struct({
  spec: field(Schema.String, "the spec"),
  scenario: field(Schema.String, "the scenario"),
  target: field(Schema.String, "the target"),
  metric: field(MetricName, "the metric followed"),
  form: field(
    Schema.Literal("value", "ratio", "relative", "difference"),
    "how the values read, as the target's thresholds gate it (gate/Figure.ts): the target's value, or its overhead over `baseline` as a ratio, a ratio shown as a change, or a difference",
  ),
  gatedBy: field(
    Schema.NullOr(Schema.Literal("absolute", "overhead", "regression", "overhead-regression")),
    "the kind of threshold whose figure it follows; `null` when none gates it",
  ),
  baseline: field(
    Schema.NullOr(Schema.String),
    "the baseline of an overhead series; `null` for a series of values",
  ),
  unit: field(
    JsonUnit,
    "the values' unit: `ratio` for ratios (also shown as changes), else the metric's",
  ),
  points: field(Schema.Array(TrendPoint), "the stored runs, oldest first"),
  shifts: field(Schema.Array(TrendShift), "the level shifts among `points`, oldest first"),
})

export const TrendJson = Schema.Struct({
  version: field(Schema.Literal(1), "format version"),
  branch: field(Schema.String, "the branch whose runs these are"),
  limit: field(Schema.Int, "the newest runs asked for"),
  series: field(Schema.Array(TrendSeries), "one per scenario, target and metric"),
})

export type TrendJson = typeof TrendJson.Type
export type TrendJsonSeries = TrendJson["series"][number]

/** `bench history --json`'s text → the document, or DataInvalid naming the field. */
export const decodeTrendJson = decodeJson(TrendJson)
