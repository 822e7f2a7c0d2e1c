/**
 * What a scenario's `call` becomes for one grpc target, pure: the method (with the target's
 * `service` in place of the scenario's), the connection the tools use (address, TLS, schema,
 * metadata of target and call), and the preflight checks of a spec — one per grpc target of
 * every scenario, run with grpcurl before any load (run/Preflight.ts).
 *
 * Paths (CA file, protos, import paths, protoset) stay relative to the target's directory (the
 * spec's, or a base copy's `dir`); the preflight resolves them (./grpcurl/Paths.ts), scripts
 * `cd` there.
 */

import type { KindScenario } from "../Kind.ts"
import type { GrpcCall } from "./Call.ts"
import type { GrpcConnection as Connection, GrpcSchemaSource, GrpcTls } from "./GrpcConnection.ts"
import { methodName, parseMethodName } from "./GrpcConnection.ts"

/** What a call reads of a grpc target (./GrpcTarget.ts extends it). */
export interface CallTarget {
  /** `host:port`; may contain `{port}`, replaced by the port allocated at run time. */
  readonly address: string
  readonly tls: GrpcTls
  /** Paths in it are relative to the spec's directory (or `dir`). */
  readonly schema: GrpcSchemaSource
  readonly metadata: Readonly<Record<string, string>>
  /** Replaces the service part of every scenario's method on this target. */
  readonly service?: string
  readonly dir?: string
}

/** `call.method` as this target serves it: its `service` replaces the scenario's service. */
export const methodFor = (target: CallTarget, call: GrpcCall): string => {
  if (target.service === undefined) return call.method
  const parsed = parseMethodName(call.method)
  // decode guarantees a valid method; reaching this is a bug.
  if (!parsed) throw new Error(`plan: ${JSON.stringify(call.method)} is not a method name`)
  return methodName(target.service, parsed.method)
}

/** How the tools reach the target for this call: the call's metadata wins on equal keys. */
export const connectionFor = (target: CallTarget, call: GrpcCall): Connection => ({
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

const checksOf = (scenario: KindScenario<CallTarget, GrpcCall>): ReadonlyArray<PreflightCheck> => {
  const call = scenario.part
  if (call === undefined) return []
  return scenario.targets.map(({ name, target }) => ({
    scenario: scenario.name,
    target: name,
    connection: connectionFor(target, call),
    ...(target.dir === undefined ? {} : { dir: target.dir }),
    method: methodFor(target, call),
    smoke: call.smoke,
    ...(call.expect === undefined ? {} : { expect: call.expect }),
    at: call.at,
  }))
}

/** Every preflight check of the scenarios, in scenario and target order. */
export const preflightChecks = (
  scenarios: ReadonlyArray<KindScenario<CallTarget, GrpcCall>>,
): ReadonlyArray<PreflightCheck> => scenarios.flatMap(checksOf)
