/**
 * What a scenario's `call` becomes for one grpc target, pure: the method (with the target's
 * `service` in place of the scenario's), the connection the tools use (address, TLS, schema,
 * metadata of target and call), and the preflight checks of a spec — one per grpc target of
 * every scenario, run with grpcurl before any load (run/Preflight.ts).
 *
 * Paths (CA file, protos, import paths, protoset) stay relative to the target's directory (the
 * spec's, or a base copy's `dir`); the run resolves them (run/GrpcPaths.ts), scripts `cd` there.
 */
import type { GrpcTarget as Connection } from "../../core/GrpcTarget.ts"
import { methodName, parseMethodName } from "../../core/GrpcTarget.ts"
import type { Scenario, Spec } from "../Spec.ts"
import type { GrpcCall } from "./Call.ts"
import type { GrpcTarget } from "./GrpcTarget.ts"

/** `call.method` as this target serves it: its `service` replaces the scenario's service. */
export const methodFor = (target: GrpcTarget, call: GrpcCall): string => {
  if (target.service === undefined) return call.method
  const parsed = parseMethodName(call.method)
  // decode guarantees a valid method; reaching this is a bug.
  if (!parsed) throw new Error(`plan: ${JSON.stringify(call.method)} is not a method name`)
  return methodName(target.service, parsed.method)
}

/** How the tools reach the target for this call: the call's metadata wins on equal keys. */
export const connectionFor = (target: GrpcTarget, call: GrpcCall): Connection => ({
  address: target.address,
  tls: target.tls,
  schema: target.schema,
  metadata: { ...target.metadata, ...call.metadata },
})

/** One preflight check: describe the method on the target, make one smoke call, match expect. */
export interface PreflightCheck {
  readonly scenario: string
  readonly target: string
  /** `{port}` still in the address; paths relative to `dir` (or the spec's directory). */
  readonly connection: Connection
  readonly dir?: string
  readonly method: string
  readonly smoke: string
  readonly expect?: unknown
  readonly at: GrpcCall["at"]
}

const checksOf = (spec: Spec, scenario: Scenario): ReadonlyArray<PreflightCheck> => {
  const call = scenario.call
  if (call === undefined) return []
  return scenario.targets.flatMap((name) => {
    const target = spec.targets[name]
    if (target?.kind !== "grpc") return []
    return [
      {
        scenario: scenario.name,
        target: name,
        connection: connectionFor(target, call),
        ...(target.dir === undefined ? {} : { dir: target.dir }),
        method: methodFor(target, call),
        smoke: call.smoke,
        ...(call.expect === undefined ? {} : { expect: call.expect }),
        at: call.at,
      },
    ]
  })
}

/** Every preflight check of a spec, in scenario and target order. */
export const preflightChecks = (spec: Spec): ReadonlyArray<PreflightCheck> =>
  spec.scenarios.flatMap((scenario) => checksOf(spec, scenario))
