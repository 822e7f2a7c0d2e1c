/**
 * The report's `profiles`: where the time went in each pair profiled after the verdicts
 * (gate/Result.ts ScenarioProfile, gate/stats/Differential.ts, profile/FlameTree.ts). Every
 * number that was not finite is `null` in the file; an interval's unbounded end reads back as
 * an infinity.
 */
import { Schema } from "effect"
import { schemaOf } from "../../core/SchemaOf.ts"
import type { ScenarioProfile } from "../../gate/Result.ts"
import type { FlameNode as Flame } from "../../profile/FlameTree.ts"
import {
  absentUnless,
  DescribedElsewhere,
  field,
  JsonNumber,
  LowerEnd,
  Section,
  TypeName,
  UpperEnd,
} from "./Fields.ts"

const CHANGE =
  "head's cost minus base's, relative to the base's whole CPU per request (0.05 = 5% of it)"

const change = {
  change: field(JsonNumber, CHANGE),
  low: field(LowerEnd, "the interval's lower end across rounds; `null` when unbounded"),
  high: field(UpperEnd, "the interval's upper end; `null` when unbounded"),
}

const FunctionChange = Schema.Struct({
  name: field(Schema.String, "the function"),
  ...change,
  baseShare: field(JsonNumber, "its share of the base's samples, 0..1"),
  headShare: field(JsonNumber, "its share of the head's samples, 0..1"),
})

/** A row the reports show: a program function with the change of its self time beside. */
const ProfileRow = Schema.Struct({
  ...FunctionChange.fields,
  self: field(
    Schema.Struct({
      ...change,
      baseShare: field(JsonNumber, "its self time's share of the base's samples, 0..1"),
      headShare: field(JsonNumber, "its self time's share of the head's samples, 0..1"),
    }),
    "the change of its self time: samples where it is the innermost program function, the runtime, libc and kernel work it called counted with it",
  ),
})

const Differential = Schema.Struct({
  rounds: field(Schema.Number, "paired profiled rounds"),
  level: field(Schema.Number, "the intervals' confidence"),
  baseSamples: field(Schema.Number, "samples of the base side"),
  headSamples: field(Schema.Number, "samples of the head side"),
  total: field(Schema.Struct(change), "the change of the whole CPU per request"),
  functions: field(Schema.Number, "functions sampled on either side"),
  moved: field(Schema.Number, "how many of them have a self-time interval clear of zero"),
  self: field(
    Schema.Array(FunctionChange),
    "the top 10 functions by self time, ranked by the size of their change",
  ),
  inclusive: field(
    Schema.Array(FunctionChange),
    "the top 10 functions by total time, ranked alike",
  ),
  ranked: absentUnless(
    Schema.Array(ProfileRow),
    "the rows the reports show, top 10: the program's functions by the change of the work under them (a row's shares are of the samples with it anywhere on the stack), each caller one callee carries left out, a function the head added with a quarter of the whole change or more first (ADR 27); absent in reports written before them",
  ),
  programFunctions: absentUnless(
    Schema.Number,
    "the program's functions seen on either side; absent in reports written before `ranked`",
  ),
  programMoved: absentUnless(
    Schema.Number,
    "how many `ranked` rows, over all of them and not only the top 10, have an interval clear of zero",
  ),
})

const MeasuredChange = Schema.Struct({
  metric: field(Schema.Literal("cpu_per_request"), "the metric the check measured"),
  change: field(JsonNumber, "head ÷ base − 1 over the check's rounds"),
  low: absentUnless(
    JsonNumber,
    "the lower end of the interval of a verdict on it, when the pair has one",
  ),
  high: absentUnless(JsonNumber, "its upper end"),
  rounds: field(Schema.Number, "the rounds behind it"),
  agrees: field(
    Schema.Boolean,
    "whether it and the differential's `total` overlap; when not, the reports say both numbers and why they can differ",
  ),
})

/** A frame as written: its costs `null` where they were not finite. */
interface FlameFile {
  readonly name: string
  readonly base: number | null
  readonly head: number | null
  readonly children: ReadonlyArray<FlameFile>
}

const FlameNode: Schema.Schema<Flame, FlameFile> = Schema.Struct({
  name: Schema.String,
  base: JsonNumber,
  head: JsonNumber,
  children: Schema.Array(Schema.suspend(() => FlameNode)),
})

export const Profile = schemaOf<ScenarioProfile>()(
  Schema.Struct({
    spec: field(Schema.String, "the spec of the scenario profiled"),
    scenario: field(Schema.String, "the scenario profiled"),
    base: field(
      Schema.String,
      "the side it is compared with: the base copy (`svc@base`) or the scenario's baseline",
    ),
    head: field(Schema.String, "the side examined"),
    why: field(
      Schema.String,
      "the thresholds that asked for it with their status (`svc p50 regression <= 5% fail`), or `--profile`",
    ),
    profilers: absentUnless(
      Schema.Array(Schema.String),
      "each side's profiler: `svc: bun/node --cpu-prof`, `svc@base: perf record (cpu-clock)`",
    ),
    differential: absentUnless(
      Differential,
      "the functions that moved most; absent when `skipped` says why",
    ),
    measured: absentUnless(
      MeasuredChange,
      "what the check measured for the same pair in its rounds; absent when it did not measure the pair's CPU per request (a command, a benchmark)",
    ),
    flame: absentUnless(
      Schema.suspend(() => FlameNode).annotations({
        [TypeName]: "object",
        [DescribedElsewhere]: "profile/FlameTree.ts",
      }),
      "the merged call tree the HTML flame graph draws: `name`, `base`, `head` (cost relative to the base's whole cost), `children`; frames under 0.5% on both sides left out",
    ),
    files: field(
      Schema.Array(Schema.String),
      "the profiles written: per side `NAME.folded` (folded stacks: speedscope, inferno, flamegraph.pl), `NAME.pb.gz` (pprof) and, for bun and node, the raw `NAME.N.cpuprofile`",
    ),
    skipped: absentUnless(
      Schema.String,
      "why there is no differential (a target benchgate does not start, no profiler, the budget spent)",
    ),
    counted: absentUnless(
      Schema.Literal("run", "operation"),
      "set when the profile is callgrind's instruction counts of a counted scenario's own rounds (ADR 31), not a profiler's samples: what one count covers, a `run` of a command or an `operation` of a benchmark",
    ),
    elapsedMs: field(Schema.Number, "wall time the profile took, ms"),
  }).annotations({
    [Section]: true,
    description:
      "One entry per pair profiled after the measured rounds (docs/profiles.md): a target against its base copy when a regression or overhead regression verdict against it failed, or against the scenario's baseline for an overhead verdict (with `--profile-inconclusive`, also when one stayed inconclusive); every pair with `--profile`.",
  }),
)
