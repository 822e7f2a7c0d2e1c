/**
 * The typed spec's parts that no target kind owns: load, thresholds, services, what every
 * target has. The whole spec, with its targets and scenarios, is targets/Spec.ts. Quantities
 * are numbers in canonical units (milliseconds, fractions, ratios).
 */
import type { CopyOf } from "./Copies.ts"
import type { MetricName } from "./Metric.ts"

export type Comparator = "<" | "<=" | ">" | ">="

/** A kind's own check beyond the port (the gRPC health check) is its server's (targets/Kind.ts). */
interface ReadyProbe {
  /** GET this path on the target's URL until it answers 2xx; absent: wait for the port. */
  readonly httpPath?: string
}

export interface StartCommand {
  /** Run once per check in the start's directory before its first start (run/Build.ts). */
  readonly build?: ReadonlyArray<string>
  readonly cmd: ReadonlyArray<string>
  /** Relative to the spec file's directory; absent: that directory. */
  readonly cwd?: string
  readonly env: Readonly<Record<string, string>>
  readonly ready: ReadyProbe
  readonly timeoutMs: number
}

/** What every target kind has. */
export interface TargetBase {
  readonly name: string
  /**
   * Directory the target's relative paths resolve against, when it is not the spec's own: the
   * base copy of a target (`check --base`) runs from the base commit's worktree.
   */
  readonly dir?: string
  /**
   * The runner that loads it (runners/Registry.ts), when not its kind's default: an http
   * target's `runner: "vegeta"`, say.
   */
  readonly runner?: string
  /** Set on a copy a transform added (a base commit's, a twin): what it copies. */
  readonly copyOf?: CopyOf
}

/** A process the spec starts and stops like an HTTP target but does not measure. */
export interface Service {
  readonly name: string
  /** May contain `{port}`, replaced by the port allocated for this service at run time. */
  readonly url: string
  readonly start: StartCommand
}

/** Where a field of the spec is written, for errors found when the plan runs (preflight). */
export interface SourceLocation {
  readonly line: number
  readonly column: number
  /** The field's CUE path, e.g. `scenarios."list".call.method`. */
  readonly path: string
}

/**
 * How hard and how long. `concurrency`, `requests` and `rate` drive oha (http targets);
 * `durationMs` is oha's slice, bun's sampling time per variant per process and go's benchtime;
 * `warmupMs` is oha's unmeasured slice, bun's warm-up per variant per process, one unmeasured
 * go process (benchtime = warmupMs) or one unmeasured command run; `rounds` counts rounds, each
 * of which measures every slice once.
 */
export interface Load {
  /** oha's connections, ghz's workers. */
  readonly concurrency: number
  /** ghz only: HTTP/2 connections the workers share; absent: ghz's 1. */
  readonly connections?: number
  /** Exactly one of durationMs and requests is set. */
  readonly durationMs?: number
  readonly requests?: number
  /** Requests per second across all connections; absent: as fast as possible. */
  readonly rate?: number
  readonly warmupMs: number
  /**
   * `warmup: "steady"`: each started target's warm-up slice (`warmupMs` long) runs again until
   * its CPU per request stops falling (gate/stats/SteadyState.ts), for at most
   * STEADY_WARMUP_MAX_MS; absent: one warm-up slice.
   */
  readonly warmupUntilSteady?: true
  /** Rounds per launch of the scenario's started targets. */
  readonly rounds: number
  /**
   * Rounds before the first look, fewer than `rounds`: decided scenarios stop there, undecided
   * ones go on (gate/stats/Adaptive.ts). Absent: the first look is after `rounds`.
   */
  readonly firstLook?: number
  /**
   * A scenario of results targets without `rounds`: every recorded sample is judged, as many
   * rounds as the files hold (counted when they are read); `rounds` is then a placeholder.
   */
  readonly allRecorded?: true
  /**
   * Launches of the scenario's started http and grpc targets, each measured for `rounds`;
   * absent: 1.
   */
  readonly forks?: number
  /** Measuring time the scenario may use, adding rounds while verdicts are inconclusive. */
  readonly budgetMs?: number
  /**
   * `instructions`: every slice counts the instructions its process executes under valgrind's
   * callgrind instead of timing it (ADR 31); absent: slices are timed.
   */
  readonly measure?: "instructions"
}

interface ThresholdBase {
  /** The threshold as the user wrote it, for reports: `layered p50 <= 2.5x`. */
  readonly text: string
  /** The target the threshold applies to (thresholds without one are expanded per target). */
  readonly target: string
  readonly metric: MetricName
  /** Where the threshold is written, for annotations: the spec file's line. */
  readonly line?: number
}

interface AbsoluteThreshold extends ThresholdBase {
  readonly kind: "absolute"
  readonly comparator: Comparator
  /** In the metric's canonical unit. */
  readonly limit: number
}

/**
 * How an overhead limit is written, and so how it is shown: `2.5x` (ratio), `+10%` (relative,
 * decided as the ratio 1.10) or `+5ms` (additive: the difference target − baseline).
 */
export type OverheadForm = "ratio" | "relative" | "additive"

interface OverheadThreshold extends ThresholdBase {
  readonly kind: "overhead"
  readonly comparator: Comparator
  readonly form: OverheadForm
  /**
   * ratio and relative: limit on target ÷ baseline for the metric; additive: limit on
   * target − baseline, in the metric's canonical unit.
   */
  readonly limit: number
}

export interface RegressionThreshold extends ThresholdBase {
  readonly kind: "regression"
  /** Largest tolerated worsening against the base branch, as a fraction (0.05 = 5%). */
  readonly tolerance: number
}

/**
 * The question a reviewer asks of a change to a layer: did its overhead grow? The target's
 * overhead over the scenario's baseline (target ÷ baseline, or target − baseline) in this run,
 * against the same overhead at the base: paired per round with `--base` (a difference in
 * differences of the logs), else against the stored run of the base branch.
 */
export interface OverheadRegressionThreshold extends ThresholdBase {
  readonly kind: "overhead-regression"
  /** "ratio": the overhead ratio's growth; "additive": the difference's, in the metric's unit. */
  readonly form: "ratio" | "additive"
  /**
   * Largest tolerated worsening: a fraction of the overhead ratio (0.05 = 5%) for "ratio", a
   * value in the metric's canonical unit for "additive".
   */
  readonly tolerance: number
}

export type Threshold =
  | AbsoluteThreshold
  | OverheadThreshold
  | RegressionThreshold
  | OverheadRegressionThreshold
