/**
 * The target-kind interface: everything benchgate knows about one kind of target, in one folder
 * (targets/<kind>/), listed once in targets/Registry.ts. The pipeline asks the registry; nothing
 * outside a kind's folder names a kind (test/architecture.test.ts). A kind owns its spec type,
 * the shape of its field (`targets: NAME: http: {…}`) and its decoder, the fields that may hold
 * secrets, whether benchgate starts it (and where it is reached), what its copies need, and the
 * part of a scenario it is loaded with (an http target's `request`, a grpc target's `call`).
 * How a target is loaded is its runner's (runners/Registry.ts, ADR 13); ADR 26.
 */
import type { Effect, Schema } from "effect"
import type { MetricValues } from "../core/Metric.ts"
import type { SourceLocation, StartCommand, TargetBase } from "../core/Spec.ts"
import type { RawStart } from "./Checks.ts"
import type { IssueSink, Path } from "./IssueSink.ts"

/** What a kind's decoder is given besides its own field. */
export interface DecodeContext {
  /** The target's name. */
  readonly name: string
  /** The path of the kind's field: `["targets", name, kind]`. */
  readonly path: Path
  /** The target's `start`, as written, for kinds benchgate starts (`startable`). */
  readonly start?: RawStart
  /** The target's `runner`, as written. */
  readonly runner?: string
  /** The services the spec declares, for `{service.NAME}` in values. */
  readonly services: ReadonlyArray<string>
  readonly issues: IssueSink
}

/** A target benchgate reaches over the network and may start itself. */
export interface Server {
  readonly name: string
  /** The URL or `host:port` the load goes to, `{port}` not yet filled in. */
  readonly endpoint: string
  /** Whether the endpoint is a URL or a bare address (`host:port`). */
  readonly endpointForm: "url" | "address"
  readonly start?: StartCommand
  readonly dir?: string
  /** What says a started server is ready once its port accepts connections, beyond the port. */
  readonly health?: HealthCheck
}

/**
 * A readiness check beyond the port (grpc: the standard health check, by grpcurl): a tool run
 * until its answer says ready. The kind describes it; run/Readiness.ts runs it and
 * compiler/Emit.ts writes it into the scripts.
 */
export interface HealthCheck {
  /** The tool it runs, by name; in scripts, the variable holding it and the one overriding it. */
  readonly tool: { readonly name: string; readonly variable: string; readonly override: string }
  /** What readiness waits for, as a message that it did not come says it. */
  readonly waitsFor: string
  /** A file the tool reads, written once into a directory of its own. */
  readonly file: { readonly name: string; readonly content: string }
  /**
   * The tool's arguments for one check of the server at `address`, with the file in `fileDir`.
   * The tool runs in the target's directory: relative paths in them are relative to it.
   */
  args(address: string, fileDir: string): ReadonlyArray<string>
  /** Whether the output of a run that exited 0 says ready. */
  ready(stdout: string): boolean
  /**
   * How scripts run it: a shell function defined once per script that needs it and called
   * `NAME LABEL TIMEOUT_S PID LOG DIR ARGS…`, the shell word of the directory the script
   * writes the file to, and the delimiter of the here-document that writes it.
   */
  readonly script: {
    readonly name: string
    readonly definition: string
    readonly fileDir: string
    readonly delimiter: string
  }
}

/** What every preflight check names: the scenario and the target it is made on. */
export interface PreflightCheckBase {
  readonly scenario: string
  readonly target: string
}

/** What a preflight check needs of the run: the target's port and directory, the tools. */
export interface PreflightContext {
  /** The port allocated for the target's fresh start, when its endpoint has `{port}`. */
  readonly port: number | undefined
  /** The spec's directory, for a target without a `dir` of its own. */
  readonly specDir: string
  /** Each tool resolved for the check, by name (the kind's `tools`). */
  readonly tools: ReadonlyMap<string, string>
}

/** What one preflight check found: the figures it measured, or the problem. */
export type PreflightAnswer =
  | { readonly ok: true; readonly figures: MetricValues }
  | {
      readonly ok: false
      /** Whether the spec is at fault (exit 2) rather than the run (exit 3). */
      readonly invalid: boolean
      /** One line: what failed, in the spec's terms. */
      readonly message: string
      /** What the tool said, when it said something else than the message. */
      readonly detail?: string
      /** The spec field it is about. */
      readonly location?: SourceLocation
    }

/** A `{env.NAME}` field of a target: its path below the target and its value(s). */
export interface SecretField {
  readonly field: string
  readonly value: string | Readonly<Record<string, string>>
}

/** A part of a scenario that targets of a kind are loaded with (`request`, `call`). */
export interface ScenarioPart<P, Raw = P> {
  /** The scenario's field. */
  readonly field: string
  /** Why the targets need it: `it is what oha sends to`. */
  readonly needed: string
  /** Why others do not: `is only sent to`. */
  readonly only: string
  // biome-ignore lint/suspicious/noExplicitAny: the encoded side is CUE's JSON, never used
  readonly raw: Schema.Schema<Raw, any>
  decode(raw: Raw, path: Path, issues: IssueSink): P | undefined
  /** Paths below the part whose values may hold `{env.NAME}` (`*` any key, `**` all below). */
  readonly secretPaths: ReadonlyArray<ReadonlyArray<string>>
  /** The values of those fields in a decoded part. */
  secrets(part: P): ReadonlyArray<SecretField>
}

/** A scenario as one kind sees it: its name, its part of the kind (`call`), its targets of the kind. */
export interface KindScenario<T, Part = unknown> {
  readonly name: string
  /** The scenario's `scenarioPart` field, as decoded; absent when the scenario has none. */
  readonly part: Part | undefined
  readonly targets: ReadonlyArray<{ readonly name: string; readonly target: T }>
}

/** What a scenario's targets of one kind must agree on, when they must (bun groups). */
export type ScenarioCheck<T> = (targets: ReadonlyArray<T>, path: Path, issues: IssueSink) => boolean

/**
 * Members are methods so that a kind of one target type is a `TargetKind` of the union in the
 * registry (method parameters are checked bivariantly), as runners are.
 */
export interface TargetKind<
  T extends TargetOfAnyKind,
  Raw = unknown,
  Check extends PreflightCheckBase = never,
  Part = unknown,
> {
  /** Its field in a target, and its `kind` in the typed spec. */
  readonly name: T["kind"]
  /**
   * Its part of the CUE schema (targets/<kind>/schema.cue): its field of #Target, the
   * definition of that field, and its scenario part's; added after schema.cue when specs load.
   */
  readonly schema: string
  /** The shape of its field, checked at the boundary (CUE checked it first, schema.cue). */
  // biome-ignore lint/suspicious/noExplicitAny: the encoded side is CUE's JSON, never used
  readonly raw: Schema.Schema<Raw, any>
  /** The typed target, or undefined with the issues recorded. */
  decode(raw: Raw, context: DecodeContext): T | undefined
  /**
   * Why instructions are not counted for targets of this kind, when its runners cannot count
   * (`load: measure: "instructions"`, ADR 31): said at the spec line that asks for counts.
   */
  readonly uncounted?: string
  /** Whether a target of this kind may have `start`: benchgate launches it (ADR 10). */
  readonly startable: boolean
  /**
   * The runner a target chooses by a field of its own rather than `runner` (results: its
   * format), as that field's path below the kind's; decode checks it against the registry.
   */
  readonly runnerField?: string
  /** Paths below the target (`*` any key) whose values may hold `{env.NAME}`. */
  readonly secretPaths: ReadonlyArray<ReadonlyArray<string>>
  /** The values of those fields in a typed target. */
  secrets(target: T): ReadonlyArray<SecretField>
  /** Values that may refer to services (`{service.NAME}`): a base copy needs them on head. */
  serviceValues(target: T): ReadonlyArray<string>
  /** The working directory a target of this kind may name, with its path below the target. */
  workingDirectory?(target: T): { readonly field: ReadonlyArray<string>; readonly cwd?: string }
  /** Set when benchgate reaches the target over the network (and may start it). */
  server?(target: T): Server
  /** The scenario part its targets are loaded with. */
  // biome-ignore lint/suspicious/noExplicitAny: the encoded side is CUE's JSON, never used
  readonly scenarioPart?: ScenarioPart<Part, any>
  /** What the scenario's targets of this kind must agree on. */
  readonly checkScenario?: ScenarioCheck<T>
  /** Why a calibration twin cannot be interleaved with a target of this kind, if it cannot. */
  readonly noTwin?: string
  /** Its samples were recorded before the check: a scenario without `rounds` judges them all. */
  readonly recorded?: boolean
  /**
   * The statuses its calls end with, by their names in specs and reports: each is a member of
   * the `status_rate:STATUS` family (targets/Metrics.ts). grpc: the 17 canonical codes.
   */
  readonly statuses?: {
    readonly names: ReadonlyArray<string>
    /** Why `name` is none of them, with the spelling meant when one is (`Canceled`). */
    readonly problem: (name: string) => string
  }
  /**
   * Checks made on its targets before any load of any spec, each against a fresh start of the
   * target (grpc: the method described and one smoke call, by grpcurl; run/Preflight.ts).
   */
  preflightChecks?(scenarios: ReadonlyArray<KindScenario<T, Part>>): ReadonlyArray<Check>
  /** Makes one of those checks against the started target (grpc: targets/grpc/Preflight.ts). */
  preflight?(check: Check, context: PreflightContext): Effect.Effect<PreflightAnswer>
  /** Programs benchgate needs for it besides its runner's (grpc: grpcurl, preflight and health). */
  readonly tools: ReadonlyArray<string>
}

/** A target of some kind, as the interface sees it. */
export type TargetOfAnyKind = TargetBase & { readonly kind: string }
