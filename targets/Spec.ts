/**
 * The typed spec: what `decode` produces from a CUE file after defaults, quantity parsing and
 * cross-checks. Everything downstream (plan, emit, run, gate, report) reads only these types;
 * the parts no kind owns are in core/Spec.ts, each kind's target in its folder.
 */
import type { Load, Service, Threshold } from "../core/Spec.ts"
import type { GrpcCall } from "./grpc/Call.ts"
import type { Request } from "./http/Request.ts"
import type { Target } from "./Registry.ts"

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
