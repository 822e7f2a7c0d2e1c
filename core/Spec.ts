/**
 * The typed spec: what `decode` produces from a CUE file after defaults, quantity parsing and
 * cross-checks. Everything downstream (plan, emit, run, gate, report) reads only these types.
 * Quantities are numbers in canonical units (milliseconds, fractions, ratios).
 */
import type { CopyOf } from "./Copies.ts"
import type { GrpcSchemaSource, GrpcTls } from "./GrpcTarget.ts"
import type { MetricName } from "./Metric.ts"

export type Comparator = "<" | "<=" | ">" | ">="

export interface ReadyProbe {
  /** GET this path on the target's URL until it answers 2xx; absent: wait for the port. */
  readonly httpPath?: string
  /**
   * grpc targets: once the port accepts connections, the standard health check must answer
   * SERVING for this service ("" for the whole server); absent: the port is enough.
   */
  readonly grpcService?: string
}

export interface StartCommand {
  readonly cmd: ReadonlyArray<string>
  /** Relative to the spec file's directory; absent: that directory. */
  readonly cwd?: string
  readonly env: Readonly<Record<string, string>>
  readonly ready: ReadyProbe
  readonly timeoutMs: number
}

/** What every target kind has. */
interface TargetBase {
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

/** An HTTP service, loaded by oha unless the target names another runner. */
export interface HttpTarget extends TargetBase {
  readonly kind: "http"
  /** May contain `{port}`, replaced by the port allocated for this target at run time. */
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly start?: StartCommand
}

/** One variant of a group in a `*.bench.ts` file (runners/bun/harness.ts). */
export interface BunTarget extends TargetBase {
  readonly kind: "bun"
  /** Relative to the spec's directory (or `dir`). */
  readonly file: string
  readonly group: string
  readonly variant: string
  /** Extra environment; values may contain `{service.NAME}`. */
  readonly env: Readonly<Record<string, string>>
}

/** A command timed as a whole process. */
export interface CommandTarget extends TargetBase {
  readonly kind: "command"
  readonly cmd: ReadonlyArray<string>
  /** Relative to the spec's directory (or `dir`); absent: that directory. */
  readonly cwd?: string
  /** Extra environment; values may contain `{service.NAME}`. */
  readonly env: Readonly<Record<string, string>>
  /** Exit codes that count as a successful run; absent: only 0. */
  readonly exitCodes?: ReadonlyArray<number>
}

/** One Go benchmark of a package. */
export interface GoTarget extends TargetBase {
  readonly kind: "go"
  /** The package's directory, relative to the spec's directory (or `dir`). */
  readonly package: string
  /** As go prints it without the `-GOMAXPROCS` suffix: `BenchmarkDirect`, `BenchmarkF/n=10`. */
  readonly benchmark: string
}

/** The formats a `results` target reads; each is a runner of its own (runners/results/). */
export const RESULTS_FORMATS = [
  "hyperfine",
  "gobench",
  "pytest-benchmark",
  "criterion",
  "bmf",
  "google-benchmark",
  "vitest-bench",
  "jmh",
] as const
export type ResultsFormat = (typeof RESULTS_FORMATS)[number]

/**
 * Numbers a benchmark benchgate does not run has written: its samples, one per round, from the
 * files a glob matches (in name order), after `command` has run once when set.
 */
export interface ResultsTarget extends TargetBase {
  readonly kind: "results"
  readonly format: ResultsFormat
  /** A glob relative to the spec's directory (or `dir`): `bench/out.json`, `runs/*.json`. */
  readonly file: string
  /** The benchmark's name in the files; absent: the files hold exactly one. */
  readonly benchmark?: string
  /** Run once per check before the files are read, in the spec's directory (or `dir`). */
  readonly command?: ReadonlyArray<string>
}

/** A gRPC server loaded by ghz, checked first by grpcurl (preflight). */
export interface GrpcTarget extends TargetBase {
  readonly kind: "grpc"
  /** `host:port`; may contain `{port}`, replaced by the port allocated at run time. */
  readonly address: string
  readonly tls: GrpcTls
  /** Paths in it are relative to the spec's directory (or `dir`). */
  readonly schema: GrpcSchemaSource
  readonly metadata: Readonly<Record<string, string>>
  /** Replaces the service part of every scenario's method on this target. */
  readonly service?: string
  readonly start?: StartCommand
}

export type Target = HttpTarget | GrpcTarget | BunTarget | CommandTarget | GoTarget | ResultsTarget

export type TargetKind = Target["kind"]

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

/** The unary gRPC call of a scenario: what ghz loads and grpcurl's preflight checks. */
export interface GrpcCall {
  /** `package.Service/Method`, as written (a target's `service` may replace the service). */
  readonly method: string
  /** The request as JSON text for ghz; may contain ghz templates. */
  readonly data: string
  /** The concrete request of the preflight's smoke call, JSON text. */
  readonly smoke: string
  readonly metadata: Readonly<Record<string, string>>
  /** A JSON subset the smoke response must contain. */
  readonly expect?: unknown
  /** Where `call` and its fields are written; a preflight failure points at the closest. */
  readonly at: {
    readonly call?: SourceLocation
    readonly method?: SourceLocation
    readonly smoke?: SourceLocation
    readonly expect?: SourceLocation
  }
}

export interface Request {
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string
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
  /** Rounds per launch of the scenario's started targets. */
  readonly rounds: number
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

export interface AbsoluteThreshold extends ThresholdBase {
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

export interface OverheadThreshold extends ThresholdBase {
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

export type Threshold = AbsoluteThreshold | OverheadThreshold | RegressionThreshold

export interface Scenario {
  readonly name: string
  /** Present exactly when the scenario measures an http target. */
  readonly request?: Request
  /** Present exactly when the scenario measures a grpc target. */
  readonly call?: GrpcCall
  readonly load: Load
  /** Items one response carries (tasks in a list): present when the spec gives `items`. */
  readonly items?: number
  /** Targets measured, in declaration order; the baseline is among them. */
  readonly targets: ReadonlyArray<string>
  readonly baseline?: string
  readonly thresholds: ReadonlyArray<Threshold>
}

export interface Spec {
  /** The spec file as given on the command line (relative paths stay relative). */
  readonly file: string
  /** The file's base name without `.cue`; names the spec in reports and the store. */
  readonly name: string
  readonly targets: Readonly<Record<string, Target>>
  /** Started with the targets, stopped with them, never measured. */
  readonly services: Readonly<Record<string, Service>>
  readonly scenarios: ReadonlyArray<Scenario>
}
