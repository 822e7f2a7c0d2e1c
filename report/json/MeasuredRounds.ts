/**
 * A scenario's rounds as measured (gate/Result.ts ScenarioRun), as a shard or a replica carries
 * them in its JSON report for `bench merge` to store, join or pool. Written as the gate holds
 * them: a field without a value is left out.
 */
import { Schema } from "effect"
import { schemaOf } from "../../core/SchemaOf.ts"
import type { ScenarioRun } from "../../gate/Result.ts"
import { absentUnless, field } from "./Fields.ts"
import { Adaptive, MetricValues } from "./Vocabulary.ts"

const Round = Schema.Struct({
  round: field(Schema.Int, "the round, 0-based"),
  slot: field(Schema.Int, "the slice's position within its round (0 ran first)"),
  fork: absentUnless(
    Schema.Int,
    "with `load.forks`: which launch of the scenario's targets measured it, 0-based",
  ),
  target: field(Schema.String, "the target measured"),
  values: field(MetricValues, "each metric the slice produced, in canonical units"),
})

export const MeasuredRounds = schemaOf<ScenarioRun>()(
  Schema.Struct({
    spec: field(Schema.String, "the spec's name"),
    scenario: field(Schema.String, "the scenario's name"),
    baseline: absentUnless(Schema.String, "the scenario's baseline target"),
    targets: field(Schema.Array(Schema.String), "the scenario's targets"),
    rounds: field(Schema.Array(Round), "every slice measured, one entry each"),
    adaptive: absentUnless(Adaptive, "when rounds were added adaptively: as in `scenarios[]`"),
    roundMs: absentUnless(Schema.Number, "the wall time of one round, ms"),
    recorded: absentUnless(
      Schema.Array(Schema.String),
      "targets whose rounds another tool recorded (results targets)",
    ),
    launched: absentUnless(
      Schema.Array(Schema.String),
      "targets whose processes lived across the scenario's rounds (the http and grpc targets benchgate started, in one launch): a statistical failure involving one is confirmed on fresh processes before it fails",
    ),
    confirmation: absentUnless(
      Schema.Struct({
        fromRound: field(
          Schema.Int,
          "the first round measured on the fresh processes (their `fork` is 1)",
        ),
        level: absentUnless(
          Schema.Number,
          "the confidence of the fresh launch's last look: its own looks split its error rate",
        ),
      }),
      "set when the `launched` targets were started again to confirm a failure",
    ),
    copies: absentUnless(
      Schema.Record({
        key: Schema.String,
        value: Schema.Struct({
          of: field(Schema.String, "the target it is a copy of"),
          kind: field(
            Schema.Literal("base", "twin"),
            "`base` (the base commit's, `--base`) or `twin` (calibrate's)",
          ),
        }),
      }),
      'targets that are copies, by name: `{ "svc@base": { "of": "svc", "kind": "base" } }`',
    ),
  }),
)
