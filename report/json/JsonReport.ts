/**
 * The JSON report (`bench check --json FILE`), one schema for all it is used for: report/Json.ts
 * writes its file side, report/ReadJson.ts reads it back for `bench report` and `bench merge`,
 * the GitHub Action decodes it (action/Report.ts), and the field tables of docs/json-report.md
 * are rendered from its meanings (FieldTables.ts; a test keeps the page equal to them).
 *
 * Adding a field is one place: its line here, with its meaning — `field` when it is always
 * written, `orNull` when it may have no value, `absentUnless` when it is written only when set
 * (Fields.ts) — then the page's tables regenerated (BENCHGATE_UPDATE_GOLDEN=1 on
 * test/docs/JsonReportFields.test.ts), and the writer filling it. A field the gate carries as it
 * is (Disturbance, ShardInfo, Reason) is checked against the gate's type by schemaOf, so adding
 * it there and not here does not compile. Within version 1 a new field may only be added (one a
 * reader may not know); readers ignore what they do not know.
 */
import { Either, Schema } from "effect"
import { type DataInvalid, decodeData, decodeJson } from "../../core/OutsideData.ts"
import { schemaOf } from "../../core/SchemaOf.ts"
import type { Environment as GateEnvironment, ReplicaInfo, ShardInfo } from "../../gate/Result.ts"
import {
  absentUnless,
  DescribedElsewhere,
  field,
  JsonNumber,
  orNull,
  Section,
  since,
} from "./Fields.ts"
import { MeasuredRounds } from "./MeasuredRounds.ts"
import { Profile } from "./Profiles.ts"
import { ReasonData } from "./ReasonData.ts"
import {
  Adaptive,
  Better,
  Comparator,
  Disturbance,
  JsonUnit,
  MetricName,
  Quantities,
  Quantity,
  Status,
  Warming,
} from "./Vocabulary.ts"

/** Changes only for an incompatible change: a field removed, renamed or given another meaning. */
export const JSON_REPORT_VERSION = 1

const Environment = schemaOf<GateEnvironment>()(
  Schema.Struct({
    fingerprint: field(
      Schema.String,
      "identifies the machine kind and tool versions; regression comparisons are only made between runs with the same fingerprint",
    ),
    cpuModel: field(Schema.String, "CPU model as the OS reports it"),
    cores: field(Schema.Int, "logical cores available"),
    os: field(Schema.String, "operating system and architecture"),
    tools: field(
      Schema.Record({ key: Schema.String, value: Schema.String }),
      'tool name → version found for this run (`{"oha": "1.16.0", "go": "1.26.8"}`), whether or not its specs used it',
    ),
  }),
)

const Run = Schema.Struct({
  id: orNull(
    Schema.Int,
    "the run's id in the SQLite store (`--db`); `null` when the run was not stored",
  ),
  startedAt: field(
    Schema.String,
    "when the run started, ISO 8601 UTC (`2025-01-02T03:04:05.000Z`)",
  ),
  commit: field(Schema.String, "the commit measured (full SHA)"),
  branch: field(Schema.String, "the branch measured"),
  loadMs: orNull(
    Schema.Number,
    "milliseconds spent inside the runners (oha, ghz, bun, commands, go test binaries), warm-ups included; the rest of the wall time is benchgate's own (go builds and the gRPC preflight included); `null` when unknown",
  ),
  environment: field(Environment, "the machine and the tools found"),
}).annotations({ [Section]: true, description: "Identity and environment of this run." })

const HistoryPoint = Schema.Struct({
  runId: orNull(Schema.Int, "the stored run's id; `null` for this run's own point"),
  commit: field(Schema.String, "its full commit"),
  startedAt: field(Schema.String, "its start time, ISO 8601"),
  ratio: field(Quantity, "target ÷ baseline in that run (`ratio`)"),
})

const LevelShift = Schema.Struct({
  index: field(Schema.Int, "index in `points` of the first run of the new level"),
  commit: field(Schema.String, "that run's commit"),
  before: field(Quantity, "the median ratio of the level it leaves (`ratio`)"),
  after: field(Quantity, "the median ratio of the level it starts (`ratio`)"),
  pValue: field(Schema.Number, "the permutation test's p-value"),
})

const History = Schema.Struct({
  metric: field(
    MetricName,
    "the metric followed: the one this target's thresholds gate most tellingly (an overhead limit, then an overhead regression, a regression, an absolute limit; ADR 28); without one, the first of `p50`, `time_per_op`, `wall` this run has an overhead for. The points are its ratios whatever form its limit is written in",
  ),
  branch: field(Schema.String, "the branch the stored points come from (`--base-branch`)"),
  points: field(
    Schema.Array(HistoryPoint),
    'oldest first. The last point is this run\'s own, with `"runId": null` (unless this run measured no overhead in `metric`). A single point means there is no stored history yet; the PR comment draws a chart from two',
  ),
  shifts: since(
    Schema.Array(LevelShift),
    () => [],
    "the level shifts among `points`, oldest first: from `points[index]` (run `commit`) on, the ratio sits at a new level. Found by E-divisive means (a permutation test at alpha 0.01, at least 4 runs on each side), so a shift is named once, at the run where it started. The PR comment stars that run on its chart",
  ),
}).annotations({
  [Section]: true,
  description:
    "Where the PR comment's chart comes from. `bench check` reads it from its store (`--db`) before saving the run: the newest 20 runs of `--base-branch` that measured this target and the baseline in the same rounds of this scenario (other branches, and runs without the baseline, are left out), whatever their environment — an overhead is a ratio within one run. Each run's ratio is computed from its stored rounds exactly as `overhead` is for this run: the per-round ratios target ÷ baseline, paired by round, summarised by their geometric mean (the order-balanced one when both orders ran). So the last point equals `overhead[metric]`.",
})

const Target = Schema.Struct({
  target: field(Schema.String, "the target's name in the spec"),
  rounds: field(Schema.Int, "measured rounds the estimates are computed from (warm-ups excluded)"),
  estimates: field(Quantities, "the estimate of each metric over the rounds, in the metric's unit"),
  overhead: field(
    Quantities,
    "target ÷ baseline per metric (`ratio`), from per-round paired ratios. Empty for the baseline itself and when the scenario has no baseline",
  ),
  change: field(
    Quantities,
    "relative change against the base per metric (`fraction`): `+0.05` means the value is 5% **higher** than on the base — whether that is better depends on the metric (`rps` higher is better, latencies lower). Empty when there is no comparable base run",
  ),
  history: orNull(
    History,
    "the overhead history of this target over the scenario's baseline: stored runs of the base branch, then this run ([below](#scenariostargetshistory)). `null` for the baseline itself, without a baseline, and when no metric applies",
  ),
}).annotations({ [Section]: true })

const Limit = Schema.Struct({
  comparator: field(
    Comparator,
    "how the measured value must compare with `value`; for regressions and overhead regressions always `<=`",
  ),
  value: field(
    Schema.Number,
    "absolute: the limit in the metric's unit; overhead: the ratio, or for a limit written as a difference (`<= +5ms`) the difference in the metric's unit; regression: the largest tolerated _worsening_ as a fraction — `0.05` on `rps` fails when rps drops more than 5%, on `p99` when p99 rises more than 5%; overhead-regression: the largest tolerated growth of the overhead, a fraction of its ratio, or for one written as a difference (`<= +0.5ms`) in the metric's unit",
  ),
  unit: field(JsonUnit, "the unit of `value`"),
  form: absentUnless(
    Schema.Literal("relative", "additive"),
    "overhead and overhead-regression limits only: `relative` for an overhead written as a change (`+10%`, `value` then the ratio 1.1), `additive` for one written as a difference (`+5ms`); absent for a limit on the ratio",
  ),
})

const Verdict = Schema.Struct({
  kind: field(
    Schema.Literal("absolute", "overhead", "regression", "overhead-regression"),
    "absolute: the metric against a fixed limit; overhead: target ÷ baseline in the same run against a ratio; regression: change against the base against a tolerance; overhead-regression: the growth of target ÷ baseline against the same overhead at the base, against a tolerance",
  ),
  target: field(
    Schema.String,
    "the target the threshold applies to (a threshold written without a target appears once per target)",
  ),
  metric: field(MetricName, "the metric (`p50`, `rps`, …)"),
  better: field(Better, "the metric's direction"),
  threshold: field(
    Schema.String,
    "the threshold as written in the spec, e.g. `layered p50 <= 2.5x`",
  ),
  limit: field(Limit, "the limit the estimate is compared with"),
  status: field(Status, "the verdict"),
  measured: orNull(
    Quantity,
    "the estimate compared with the limit. absolute: the metric's value (metric unit); overhead: target ÷ baseline (`ratio`), or target − baseline in the metric's unit when `limit.form` is `additive`; regression: the signed relative change, as in `change` (`fraction`); overhead-regression: the overhead's relative growth over the base's (`fraction`), or the growth of the difference in the metric's unit when `limit.form` is `additive`. `null` when nothing was measured (usually `skipped`)",
  ),
  reason: field(
    Schema.String,
    "one sentence for a reviewer: the estimate, its interval and the limit, or why the threshold was skipped",
  ),
  reasonData: orNull(
    ReasonData,
    "the same reason as data (gate/Reason.ts: `kind` — `interval`, `deterministic`, `deterministic-regression`, `not-measured`, `no-baseline`, `default-error-rate`, `text` — and its numbers, `null` where not finite; with notes where they apply: `busy` (the disturbance, its allowance and the widened interval; `heldOpen` when every value within the interval, known exactly and widened, would straddle the limit: no rounds on a machine this busy decide it), `confirmation` (what fresh launches measured), `launches` (against a stored run, and an overhead with stored runs at hand: the base branch's runs the interval was widened to span, the spread of one run's estimate, the interval decided on), `overheads` (an overhead regression's head and base overheads)); the wording of `reason` may change, this does not without a note",
  ),
  location: orNull(
    Schema.Struct({
      file: field(Schema.String, "the spec file, as given on the command line"),
      line: field(Schema.Int, "the threshold's line, 1-based"),
    }),
    "where the threshold is written in its spec file, for editor links and CI annotations; `null` when it could not be located",
  ),
  interval: orNull(
    Schema.Struct({
      lower: field(JsonNumber, "its lower end, in `measured`'s unit"),
      upper: field(JsonNumber, "its upper end"),
      level: field(
        Schema.Number,
        "its confidence (0.95 = 95%; per look when rounds were added adaptively)",
      ),
      method: field(
        Schema.String,
        "how it was computed: `t-mean`, `crossover-t`, `hodges-lehmann`, `welch`, `sign-median`",
      ),
    }),
    "the confidence interval around `measured`; `null` for exact (deterministic) and skipped verdicts",
  ),
  rounds: orNull(Schema.Int, "rounds behind the estimate; `null` when nothing was measured"),
  accepted: absentUnless(
    Schema.Struct({
      by: field(Schema.String, "the reviewer's login"),
      level: orNull(
        Schema.Number,
        "the accepted level in `measured`'s unit; `null` when nothing was measured",
      ),
      from: orNull(
        Schema.Struct({
          runId: field(Schema.Int, "the stored run"),
          commit: field(Schema.String, "its commit"),
        }),
        "the stored base-branch run the acceptance was carried from; `null` when it was given to this check",
      ),
    }),
    "a failure a reviewer accepted (`bench check --accept`, ADR 24); the status is then `pass`",
  ),
}).annotations({ [Section]: true })

const Scenario = Schema.Struct({
  spec: field(Schema.String, "the spec's name (its file's base name without `.cue`)"),
  specFile: field(Schema.String, "the spec file as given on the command line"),
  scenario: field(Schema.String, "the scenario's name in the spec"),
  baseline: orNull(
    Schema.String,
    "the scenario's baseline target; `null` when it has none (then no target has `overhead`)",
  ),
  adaptive: orNull(
    Adaptive,
    "set when the verdicts were looked at before the last round the scenario could measure: a first look (`load.firstLook`) or rounds added while verdicts were inconclusive (`load.budget`); `null` when the planned rounds were all, in one look",
  ),
  disturbance: orNull(
    Disturbance,
    "set when in some rounds other processes or the hypervisor (steal) took more of the machine's CPU than `--busy-limit` (gate/Disturbance.ts); `null` on a quiet machine",
  ),
  warming: orNull(
    Schema.Array(Warming),
    "started targets whose first round cost at least 1.5 times the CPU per request of their later rounds: still warming up when the rounds began (gate/Warming.ts); `null` when none was",
  ),
  status: orNull(Status, "the worst verdict of the scenario; `null` when it has no threshold"),
  targets: field(
    Schema.Array(Target),
    "one entry per target, in run order ([below](#scenariostargets))",
  ),
  verdicts: field(
    Schema.Array(Verdict),
    "one entry per threshold and target, in the spec's threshold order ([below](#scenariosverdicts))",
  ),
}).annotations({ [Section]: true })

/** What a shard and a replica both carry; `part` is which of the two it is. */
const partFields = (part: "shard" | "replica") => ({
  index: field(Schema.Int, `this ${part}, 1-based`),
  count: field(Schema.Int, `the ${part}s the check is split into`),
  specs: field(
    Schema.String,
    `a fingerprint of the specs as decoded (paths relative to the working directory): the ${part}s of one check agree`,
  ),
  scenarios: field(
    Schema.Array(Schema.String),
    part === "shard"
      ? 'every scenario of the whole check, all shards, as `"SPEC/SCENARIO"` in spec order: the merge\'s order, and how it knows a scenario is missing'
      : 'every scenario of the check as `"SPEC/SCENARIO"` in spec order; each replica measured all of them',
  ),
})

const Shard = schemaOf<ShardInfo>()(
  Schema.Struct({
    ...partFields("shard"),
    runs: field(
      Schema.Array(MeasuredRounds),
      "this shard's rounds as measured, one entry per scenario it ran, values in canonical units. The merge stores them as one run",
    ),
  }).annotations({ [Section]: true }),
)

const Replica = schemaOf<ReplicaInfo>()(
  Schema.Struct({
    ...partFields("replica"),
    runs: field(
      Schema.Array(MeasuredRounds).annotations({ [DescribedElsewhere]: "`shard.runs`" }),
      "this replica's rounds as measured, one entry per scenario, as `shard.runs`. The merge renumbers them so that no two replicas share a round (replica r's rounds follow the largest round number of the replicas before it) and, when they carry `fork`, offsets the launches the same way (replica r's fork f becomes f + (r − 1) × the most forks of one replica)",
    ),
    confidence: absentUnless(
      Schema.Number,
      "the confidence of the replica's intervals (`--confidence`, 0.95 = 95%); the merge decides at it, and refuses replicas that differ. Without it, 0.95",
    ),
    minEffect: absentUnless(
      Schema.Number,
      "the minimum effect (`--min-effect`, 0.01 = 1%); without it, each metric's own (0.01; 0.001 for instructions)",
    ),
    busyLimit: absentUnless(
      Schema.Number,
      "the busy limit (`--busy-limit`, a share of the machine's CPU, 0..1); without it, the default",
    ),
  }).annotations({
    [Section]: true,
    description:
      "Written by each replica of a replicated check (`bench check --replica I/K`): every replica measures every scenario, and `bench merge` pools their rounds and decides every threshold again (docs/action.md, \"Replicated checks\"). In the merged report, verdicts rest on the pooled rounds (`rounds` counts them), except a regression against a stored base run (`reasonData.against` names a stored run): the store's base rounds are not in the replicas' reports, so the merged report carries replica 1's verdict for it, and replica 1's `change` for its target. Where a replica added rounds adaptively, the scenario's `adaptive` is that of the replica with the highest per-look confidence (the most conservative), its `stopped` prefixed with `replica I/K:`. The merged report has `replica: null`.",
  }),
)

const Summary = Schema.Struct({
  pass: field(Schema.Int, "verdicts that passed, over all scenarios"),
  fail: field(Schema.Int, "verdicts that failed"),
  inconclusive: field(Schema.Int, "verdicts left undecided"),
  skipped: field(Schema.Int, "verdicts that could not be decided"),
})

export const JsonReport = Schema.Struct({
  version: field(Schema.Literal(JSON_REPORT_VERSION), "format version (see Conventions)"),
  tool: field(
    Schema.Literal("benchgate"),
    "always `benchgate`; lets a reader check it has the right file",
  ),
  status: orNull(
    Status,
    "worst verdict of the whole run; `null` when no threshold was checked. `fail` ⇔ `bench check` exits 1 for thresholds",
  ),
  run: field(Run, "identity and environment of this run ([below](#run))"),
  summary: field(Summary, "how many verdicts of each status, over all scenarios"),
  scenarios: field(
    Schema.Array(Scenario),
    "one entry per scenario checked, in run order ([below](#scenarios))",
  ),
  shard: orNull(
    Shard,
    "written by `bench check --shard I/N`: what `bench merge` joins ([below](#shard)); `null` otherwise",
  ),
  replica: orNull(
    Replica,
    "written by `bench check --replica I/K`: what `bench merge` pools ([below](#replica)); `null` otherwise",
  ),
  profiles: since(
    Schema.Array(Profile),
    () => [],
    "where the time went in each scenario profiled after its verdicts ([below](#profiles)); empty when nothing was profiled",
  ),
}).annotations({ [Section]: true })

/** The report as read: absent keys where the file has `null`, NaN where it has a `null` number. */
export type JsonReport = typeof JsonReport.Type
/** The report as written (the file's JSON). */
export type JsonReportFile = typeof JsonReport.Encoded
export type JsonScenario = JsonReport["scenarios"][number]
export type JsonTarget = JsonScenario["targets"][number]
export type JsonVerdict = JsonScenario["verdicts"][number]
export type JsonScenarioFile = JsonReportFile["scenarios"][number]
export type JsonTargetFile = JsonScenarioFile["targets"][number]
export type JsonVerdictFile = JsonScenarioFile["verdicts"][number]

/** What says the document is a benchgate report of this version, checked before the rest. */
const Identity = Schema.Struct({
  tool: Schema.Literal("benchgate"),
  version: Schema.Literal(JSON_REPORT_VERSION),
})

const decodeText = decodeJson(Schema.Unknown)
const decodeIdentity = decodeData(Identity)
const decodeDocument = decodeData(JsonReport)

/**
 * A JSON report's text → the report, or DataInvalid naming the field: `tool` or `version`
 * first, for a file of another tool or another version; then every wrong field.
 */
export const decodeJsonReport = (text: string): Either.Either<JsonReport, DataInvalid> =>
  Either.flatMap(decodeText(text), (document) =>
    Either.flatMap(decodeIdentity(document), () => decodeDocument(document)),
  )
