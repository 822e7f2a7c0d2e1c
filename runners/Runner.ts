/**
 * The runner interface: everything benchgate knows about one load tool or harness, in one
 * folder (runners/<kind>/). The pipeline asks runners/Registry.ts; nothing above runners/
 * names a runner. A runner plans the slices of the targets it loads, says how long a slice keeps
 * it busy, writes a slice's lines for `bench compile`, may prepare something once per run (a Go
 * test binary), runs one slice and normalises the tool's output to catalogue metrics.
 *
 * Members are methods so that a runner of one invocation type is a `Runner` of the base type in
 * the registry (method parameters are checked bivariantly).
 */
import type { Effect } from "effect"
import type { MetricName } from "../core/Metric.ts"
import type { InvocationBase, SliceOf, SliceResult } from "../core/Slice.ts"
import type { Target } from "../targets/Registry.ts"
import type { Scenario } from "../targets/Spec.ts"
import type { RunnerFailed } from "./RunnerFailed.ts"

/** A program a runner needs, found by tools/ (tools/RunnerTools.ts) before anything starts. */
export interface RunnerTool {
  /** A pinned tool of tools/pins.json, `go` or `bun`; or the name of what `find` finds. */
  readonly tool: string
  /**
   * A program of the machine that is not benchgate's to install, found by the runner itself;
   * when it is missing the runner measures less (GNU time: peak_rss).
   */
  readonly find?: () => Effect.Effect<string | undefined>
  /**
   * In compiled scripts: the shell variable holding the program (`oha` → `"$oha"`) and the
   * environment variable that overrides it (`OHA`).
   */
  readonly script?: { readonly variable: string; readonly override: string }
}

/** A slice of the scenario's measured ones and its unmeasured warm-up, if any. */
export interface PlannedSlice<I extends InvocationBase> {
  readonly measure: SliceOf<I>
  readonly warmup?: SliceOf<I>
}

/** What a running spec gives its slices. */
export interface RunContext {
  /** The spec file's directory. */
  readonly specDir: string
  /** Each tool the run resolved (RunnerTool.tool → its path); optional ones may be missing. */
  readonly tools: ReadonlyMap<string, string>
  /** The port allocated for each started target with `{port}`. */
  readonly ports: ReadonlyMap<string, number | undefined>
  /** Each service's URL, `{port}` filled in. */
  readonly services: ReadonlyMap<string, string>
  /** What each preparation produced, by `preparedKey`. */
  readonly prepared: ReadonlyMap<string, string>
  /** A private directory for result and secret files, removed when the spec ends. */
  readonly scratch: string
  /** The round a measured slice belongs to (1-based); absent for a warm-up. */
  readonly round?: number
}

/** What a compiled script gives a slice's lines. */
export interface ScriptContext {
  /** `{service.NAME}` → the shell variable of the service's URL. */
  readonly serviceVariables: Readonly<Record<string, string>>
  /** `{env.NAME}` → `NAME`: a secret is the variable itself, never its value. */
  readonly envVariables: Readonly<Record<string, string>>
  /** `{env.NAME}` → `env_json_NAME`: the value JSON-escaped, for JSON text (data, bodies). */
  readonly envJsonVariables: Readonly<Record<string, string>>
  /** A new number for a private file. */
  readonly nextFile: () => number
  /** The shell variable of a started target's port. */
  readonly portOf: (target: string) => string
  /** The shell variable holding what a preparation produced, by `Preparation.key`. */
  readonly preparedOf: (key: string) => string
  /** A resolved optional tool's path (GNU time), when the compiling machine has it. */
  readonly tools: ReadonlyMap<string, string>
}

/** Something built once per run before any slice (a Go package's test binary). */
export interface Preparation<I extends InvocationBase> {
  /** Invocations with one key share one preparation. */
  key(invocation: I): string
  /**
   * What is being prepared, for progress and errors: `the test binary of ./pkg`; undefined when
   * this invocation needs nothing (results files read as they are), so nothing is announced.
   */
  what(invocation: I): string | undefined
  /** Builds it to the file `output`. */
  run(
    invocation: I,
    context: {
      readonly tools: ReadonlyMap<string, string>
      readonly specDir: string
      readonly output: string
      readonly targets: string
    },
  ): Effect.Effect<void, RunnerFailed>
  /** The script lines that build it into the file the shell word `output` names. */
  script(invocation: I, output: string): ReadonlyArray<string>
}

/** The fields of a scenario's `load` that a runner may use (warm-up and rounds are everyone's). */
export type LoadField = "concurrency" | "connections" | "rate" | "requests" | "duration"

/** The load settings as written, for a runner's own checks. */
export interface LoadSettings {
  readonly concurrency: number
  readonly connections?: number
  readonly rate?: number
}

export interface Runner<I extends InvocationBase, T extends Target = Target> {
  readonly name: I["runner"]
  /** The kind of target this runner loads. */
  readonly kind: T["kind"]
  /** The catalogue metrics its slices report; decode checks thresholds against them. */
  readonly metrics: ReadonlyArray<MetricName>
  readonly tools: ReadonlyArray<RunnerTool>
  /** Result files in scripts: their extension, and a few words on what they hold. */
  readonly results: { readonly extension: string; readonly description: string }
  /**
   * The `load` fields its slices use: decode rejects a field no runner of a scenario uses, and
   * `requests` when a runner of the scenario needs `duration` instead.
   */
  readonly loadFields: ReadonlyArray<LoadField>
  /**
   * Set when the runner can count instructions instead of timing (`load: measure:
   * "instructions"`, ADR 31): it then plans `counted` invocations, whose slices run under
   * callgrind and report runners/Counting.ts COUNTED_METRICS. `per` says what one count covers.
   * Absent: a scenario of its targets cannot count (a spec error at `load.measure`).
   */
  readonly counts?: { readonly per: "run" | "operation" }
  /** What this runner cannot take of a scenario's load, as the field and why. */
  checkLoad?(load: LoadSettings): ReadonlyArray<readonly [LoadField, string]>
  /**
   * The slices measuring `targets` (this runner's, in the scenario's order) in `scenario`; a
   * slice that measures several targets takes the place of its first.
   */
  plan(targets: ReadonlyArray<T>, scenario: Scenario): ReadonlyArray<PlannedSlice<I>>
  /** The least time one slice keeps the runner busy; undefined when not known in advance. */
  sliceMs(invocation: I): number | undefined
  /** A short name for the slice's result files in scripts. */
  label(slice: SliceOf<I>): string
  /** The lines of one slice; `result` is the quoted file it writes, undefined for a warm-up. */
  script(
    slice: SliceOf<I>,
    context: ScriptContext,
    result: string | undefined,
  ): ReadonlyArray<string>
  readonly prepare?: Preparation<I>
  /**
   * For a runner that reads samples recorded before the check (results): how many rounds the
   * invocation's files hold, so a scenario without `rounds` judges all of them.
   */
  recorded?(slice: SliceOf<I>, context: RunContext): Effect.Effect<number, RunnerFailed>
  run(slice: SliceOf<I>, context: RunContext): Effect.Effect<SliceResult, RunnerFailed>
  /**
   * For a runner whose slice starts the process it measures (a command): the invocation that
   * runs it under a profiler, and which one (run/Profile.ts, ADR 19) — bun and node with the
   * environment `profilers.jsEnv` (their own --cpu-prof), anything else behind
   * `profilers.perf` (`perf record … --`), when perf is there. Undefined: not profiled.
   */
  profiled?(
    invocation: I,
    profilers: ProfilerChoice,
  ): { readonly invocation: I; readonly profiler: "js" | "perf" } | undefined
}

/** The profilers a runner may put its process under (Runner.profiled). */
export interface ProfilerChoice {
  /** The environment that makes bun and node write --cpu-prof profiles. */
  readonly jsEnv: Readonly<Record<string, string>>
  /** The words that run a command under `perf record`, ending with `--`; absent without perf. */
  readonly perf?: ReadonlyArray<string>
}

/** The key under which a preparation's output is found (RunContext.prepared, preparedOf). */
export const preparedKey = (runner: string, key: string): string => JSON.stringify([runner, key])
