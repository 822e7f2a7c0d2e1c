/**
 * What a check produces: the raw rounds measured (stored as they are), and the outcome the gate
 * derives from them (estimates, ratios and one verdict per threshold). Verdicts are data; the
 * exit code is decided from them at the very end.
 */

import type { Copies } from "../core/Copies.ts"
import type { MetricName, MetricValues } from "../core/Metric.ts"
import type { Threshold } from "../core/Spec.ts"
import type { FlameNode } from "../profile/FlameTree.ts"
import type { Disturbance } from "./Disturbance.ts"
import type { Reason } from "./Reason.ts"
import type { ProfileDifferential } from "./stats/Differential.ts"
import type { Warming } from "./Warming.ts"

/** What the check measured for a profiled pair, in the profile's terms (gate/MeasuredChange.ts). */
export interface MeasuredChange {
  readonly metric: "cpu_per_request"
  /** head ÷ base − 1 over the check's rounds: 0.05 = 5% more CPU per request. */
  readonly change: number
  /** The interval of the verdict on it, when the pair has one; its rounds. */
  readonly low?: number
  readonly high?: number
  readonly rounds: number
  /** Whether the profile's total change agrees: the two intervals overlap. */
  readonly agrees: boolean
}

/** One measured slice: one target, one round, the metrics its runner produced. */
export interface RoundMeasurement {
  readonly round: number
  /** Position of this slice within its round (0 = ran first); kept to study order bias. */
  readonly slot: number
  /**
   * With `load.forks`: which launch of the scenario's targets measured it (0-based). Absent:
   * one launch for the whole scenario.
   */
  readonly fork?: number
  readonly target: string
  readonly values: MetricValues
}

export interface ScenarioRun {
  readonly spec: string
  readonly scenario: string
  readonly baseline?: string
  readonly targets: ReadonlyArray<string>
  readonly rounds: ReadonlyArray<RoundMeasurement>
  /**
   * When rounds were added adaptively: the confidence of the last look's intervals (the error
   * rate is split across looks), which the verdicts must use, and why measuring stopped.
   */
  readonly adaptive?: { readonly level: number; readonly looks: number; readonly stopped: string }
  /** Wall time of one round, measured (runner start-ups and gaps included), ms. */
  readonly roundMs?: number
  /**
   * Targets whose rounds are samples another tool recorded (results targets): more of them
   * come from recording more, not from running rounds longer.
   */
  readonly recorded?: ReadonlyArray<string>
  /** The targets that are copies (a base commit's, calibrate's twins), by name. */
  readonly copies?: Copies
  /**
   * Targets whose processes live across the scenario's rounds: the http and grpc targets
   * benchgate started, in one launch. Two launches of the same build can differ by a few
   * percent for their whole life, so a statistical failure that involves one is confirmed on
   * fresh processes before it fails (gate/Launches.ts, run/Execute.ts).
   */
  readonly launched?: ReadonlyArray<string>
  /**
   * Set when the `launched` targets were started again to confirm a failure: rounds from
   * `fromRound` on were measured on those fresh processes (their `fork` is 1).
   */
  readonly confirmation?: {
    readonly fromRound: number
    /** The confidence of the fresh launch's last look, when it made its own looks. */
    readonly level?: number
  }
}

/** The stored base-branch numbers a regression threshold compares against. */
export interface BaseReference {
  readonly runId: number
  readonly commit: string
  readonly branch: string
  /** The environment the base was measured in; a mismatch makes a comparison suspect. */
  readonly fingerprint: string
  /** Every round's value per metric, for interval estimates against the base. */
  readonly rounds: Partial<Record<MetricName, ReadonlyArray<number>>>
  /**
   * The stored run's overhead of the target over the scenario's baseline, per metric, from the
   * rounds that measured both: target ÷ baseline and target − baseline per round (overhead
   * regression thresholds). Absent when the scenario has no baseline or the run lacks it.
   */
  readonly overhead?: Partial<Record<MetricName, StoredOverhead>>
  /**
   * Per metric, the target's estimates in the branch's newest runs of the base run's
   * environment, oldest first, the base run among them: each run is one launch, so their spread
   * is what a launch moves (gate/stats/LaunchSpread.ts).
   */
  readonly history?: Partial<Record<MetricName, RunEstimates>>
}

/** One target's estimates of one metric in consecutive stored runs, oldest first. */
export interface RunEstimates {
  /** Its median per run. */
  readonly levels: ReadonlyArray<number>
  /** Its overhead over the scenario's baseline per run: ratios, and differences. */
  readonly overheads: ReadonlyArray<number>
  readonly differences: ReadonlyArray<number>
}

/** One metric's overhead per round of a stored run. */
export interface StoredOverhead {
  readonly ratios: ReadonlyArray<number>
  readonly differences: ReadonlyArray<number>
}

export type Status = "pass" | "fail" | "inconclusive" | "skipped"

/** A confidence interval around a verdict's estimate, in the estimate's own terms. */
export interface VerdictInterval {
  readonly lower: number
  readonly upper: number
  /** The confidence asked for, e.g. 0.95 (per look, when rounds were added adaptively). */
  readonly level: number
  /** How it was computed: `t-mean`, `crossover-t`, `hodges-lehmann`, `exact`, … */
  readonly method: string
}

export interface ThresholdVerdict {
  readonly threshold: Threshold
  readonly status: Status
  /** The estimate compared against the limit: a value, a ratio, or a relative change. */
  readonly measured?: number
  /** The interval around `measured`, when the verdict is statistical. */
  readonly interval?: VerdictInterval
  /** Rounds behind the estimate. */
  readonly rounds?: number
  /** Why, as data (gate/Reason.ts); report/Reason.ts words it for reviewers. */
  readonly reason: Reason
  /**
   * Set when a reviewer accepted this threshold's failure (gate/Acceptance.ts): the status is
   * then `pass`, and `reason` still says how it failed the spec's limit.
   */
  readonly accepted?: AcceptedVerdict
}

/** Who accepted a failing verdict, and at which level (ADR 24). */
export interface AcceptedVerdict {
  /** The reviewer's login, without `@`. */
  readonly by: string
  /**
   * The measured value the reviewer accepted, in the verdict's terms (`measured`): a later
   * check of the same threshold is judged against it instead of the spec's limit.
   */
  readonly level?: number
  /** Set when the acceptance was stored with an earlier run of the base branch, not given now. */
  readonly from?: { readonly runId: number; readonly commit: string }
}

export interface TargetSummary {
  readonly target: string
  /** Estimate per metric over the rounds. */
  readonly estimates: MetricValues
  /** target ÷ baseline per metric (absent for the baseline itself or without one). */
  readonly overhead: MetricValues
  /** Relative change against the base branch per metric: +0.05 is 5% higher. */
  readonly change: MetricValues
  readonly rounds: number
  /**
   * The overhead of this target over the scenario's baseline in the stored runs of the base
   * branch, then in this run (gate/OverheadHistory.ts); absent for the baseline itself, without a
   * baseline, or when the history was not read (calibrate, interim looks).
   */
  readonly history?: OverheadHistory
}

/** One run's overhead target ÷ baseline, a point of an overhead history. */
export interface OverheadPoint {
  /** The stored run; absent for this run's own point (the history is read before it is stored). */
  readonly runId?: number
  readonly commit: string
  /** When the run started, ISO 8601. */
  readonly startedAt: string
  /** target ÷ baseline in that run: the same estimate as the overhead column (gate/Compare.ts). */
  readonly ratio: number
  /**
   * target − baseline in that run, in the metric's unit (the estimate an additive overhead limit
   * judges); absent where it was not kept (runs compacted before it was summarised).
   */
  readonly difference?: number
}

/** A target's overhead over the runs of a branch, oldest first, this run last. */
export interface OverheadHistory {
  /** The metric whose overhead it follows (gate/OverheadHistory.ts `historyFigure`). */
  readonly metric: MetricName
  /**
   * How its points read, as the target's thresholds write its overhead (gate/Figure.ts):
   * `relative` (the ratios shown as changes) or `difference` (each point's `difference`, in the
   * metric's unit); absent: ratios.
   */
  readonly form?: "relative" | "difference"
  /** The branch the stored points were measured on (`--base-branch`). */
  readonly branch: string
  /**
   * Oldest first: the newest stored runs of `branch` that measured the target and the baseline
   * in the same rounds, then this run's own point when this run has the metric's overhead.
   */
  readonly points: ReadonlyArray<OverheadPoint>
  /**
   * Level shifts of the points' ratios (gate/stats/ChangePoints.ts), oldest first; a difference
   * history's own shifts are gate/OverheadHistory.ts `historyInForm`'s.
   */
  readonly shifts: ReadonlyArray<LevelShift>
}

/** A change point of a history: from the run at `index` on, the overhead sits at a new level. */
export interface LevelShift {
  /** Index in `points` of the first run of the new level. */
  readonly index: number
  /** That run's commit. */
  readonly commit: string
  /** Median of the level before and of the new level, in the numbers it was found among. */
  readonly before: number
  readonly after: number
  /** The permutation test's p-value. */
  readonly pValue: number
}

export interface ScenarioOutcome {
  readonly spec: string
  readonly specFile: string
  readonly scenario: string
  readonly baseline?: string
  /** When rounds were added while verdicts were inconclusive: looks taken and why it stopped. */
  readonly adaptive?: ScenarioRun["adaptive"]
  /** When other processes or the hypervisor took more of the machine than the limit in a round. */
  readonly disturbance?: Disturbance
  /** Started targets whose first round cost far more than their later ones (gate/Warming.ts). */
  readonly warming?: ReadonlyArray<Warming>
  readonly targets: ReadonlyArray<TargetSummary>
  readonly verdicts: ReadonlyArray<ThresholdVerdict>
  /**
   * Thresholds whose statistical failure involves a launched target and was measured on one
   * launch only: the run must start those targets again and measure before they fail
   * (gate/Launches.ts). Absent when there is none.
   */
  readonly unconfirmed?: ReadonlyArray<string>
}

/** Identity and environment of one `bench check` run, as stored and reported. */
export interface RunInfo {
  readonly id?: number
  readonly startedAt: string
  readonly commit: string
  readonly branch: string
  readonly environment: Environment
}

export interface Environment {
  readonly fingerprint: string
  readonly cpuModel: string
  readonly cores: number
  readonly os: string
  readonly tools: Readonly<Record<string, string>>
}

export type { MetricName }

/** One job's share of a sharded check (`--shard i/n`): what `bench merge` needs to join them. */
export interface ShardInfo {
  /** 1-based. */
  readonly index: number
  readonly count: number
  /** Fingerprint of the specs as decoded (compiler/Shard.ts): every shard of a check agrees. */
  readonly specs: string
  /** Every scenario of the whole check, all shards, as `SPEC/SCENARIO`, in spec order. */
  readonly scenarios: ReadonlyArray<string>
  /** This shard's rounds, so the merge can store the check as one run. */
  readonly runs: ReadonlyArray<ScenarioRun>
}

/**
 * One of K replicas of a check (`--replica i/k`): every scenario measured on another machine.
 * `bench merge` pools the replicas' rounds (gate/Replicas.ts) and decides every threshold again.
 */
export interface ReplicaInfo {
  /** 1-based. */
  readonly index: number
  readonly count: number
  /** Fingerprint of the specs as decoded (compiler/Shard.ts): every replica of a check agrees. */
  readonly specs: string
  /** Every scenario of the check as `SPEC/SCENARIO`, in spec order: each replica measured all. */
  readonly scenarios: ReadonlyArray<string>
  /** This replica's rounds, which the merge pools. */
  readonly runs: ReadonlyArray<ScenarioRun>
  /** The confidence, minimum effect and busy limit its verdicts used (`--confidence`, …). */
  readonly confidence?: number
  readonly minEffect?: number
  readonly busyLimit?: number
}

/** Everything one `bench check` decided: the input of every report and of the exit code. */
export interface CheckResult {
  readonly run: RunInfo
  readonly outcomes: ReadonlyArray<ScenarioOutcome>
  /** Time spent inside the load tools (warm-ups included), when known. */
  readonly loadMs?: number
  /** Present for one shard of a sharded check. */
  readonly shard?: ShardInfo
  /** Present for one replica of a replicated check. */
  readonly replica?: ReplicaInfo
  /** Where the time went, for the scenarios whose verdicts failed or stayed undecided. */
  readonly profiles?: ReadonlyArray<ScenarioProfile>
}

/**
 * Profiles of a scenario's two sides — a target and its base copy, or a target and its
 * baseline — taken in extra paired rounds after the measured ones (run/Profile.ts), and their
 * differential (gate/stats/Differential.ts).
 */
export interface ScenarioProfile {
  readonly spec: string
  readonly scenario: string
  /** The side measured against: the base copy or the scenario's baseline. */
  readonly base: string
  readonly head: string
  /** What asked for it: the thresholds that failed or stayed inconclusive, or `--profile`. */
  readonly why: string
  /** The profiler of each side: `bun --cpu-prof`, `perf record`. */
  readonly profilers?: ReadonlyArray<string>
  /** The functions that moved most (the report's top rows). */
  readonly differential?: ProfileDifferential
  /**
   * What the check itself measured for the pair (its CPU per request change over the measured
   * rounds) and whether the differential's total agrees with it; absent when the check did not
   * measure it.
   */
  readonly measured?: MeasuredChange
  /** The merged call tree of both sides, for the differential flame graph. */
  readonly flame?: FlameNode
  /** The profiles written: folded stacks (speedscope, inferno) and pprof, per side. */
  readonly files: ReadonlyArray<string>
  /** Why there is no differential, when there is none. */
  readonly skipped?: string
  /**
   * Set when the profile is callgrind's instruction counts of counted slices (ADR 31): what
   * one count covers, so the cost reads "instructions per operation" (or run), not CPU time.
   */
  readonly counted?: "run" | "operation"
  readonly elapsedMs: number
}
