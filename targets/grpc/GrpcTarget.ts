/**
 * The grpc kind: a gRPC server loaded by ghz with a scenario's `call` (targets/grpc/Call.ts),
 * checked first by grpcurl (the preflight, targets/grpc/GrpcCalls.ts) and, with `ready: grpc`,
 * started until the standard health check answers SERVING (ADR 10).
 */
import { Schema } from "effect"
import type { StartCommand, TargetBase } from "../../core/Spec.ts"
import { checkPortNeedsStart, decodeServerStart, StringMap } from "../Checks.ts"
import type { IssueSink, Path } from "../IssueSink.ts"
import type { TargetKind } from "../Kind.ts"
import { SERVICE_UNCOUNTED, serverAt, startDirectory, startSecrets } from "../Server.ts"
import { callPart, type GrpcCall } from "./Call.ts"
import { type CallTarget, type PreflightCheck, preflightChecks } from "./GrpcCalls.ts"
import type { GrpcSchemaSource, GrpcTls } from "./GrpcConnection.ts"
import { GRPC_CODES, grpcCodeProblem } from "./GrpcStatus.ts"
import { grpcHealthCheck } from "./HealthCheck.ts"
import { checkMetadata } from "./Metadata.ts"
import { grpcPreflight } from "./Preflight.ts"
import SCHEMA from "./schema.cue" with { type: "text" }

export interface GrpcTarget extends TargetBase, CallTarget {
  readonly kind: "grpc"
  readonly start?: StartCommand
  /**
   * `start.ready.grpc`: once the port accepts connections, the standard health check must
   * answer SERVING for this service ("" for the whole server); absent: the port is enough.
   */
  readonly healthService?: string
}

const RawGrpc = Schema.Struct({
  address: Schema.String,
  tls: Schema.optional(
    Schema.Struct({
      ca: Schema.optional(Schema.String),
      serverName: Schema.optional(Schema.String),
      insecure: Schema.Boolean,
    }),
  ),
  protos: Schema.optional(Schema.NonEmptyArray(Schema.String)),
  importPaths: Schema.optional(Schema.Array(Schema.String)),
  protoset: Schema.optional(Schema.String),
  metadata: StringMap,
  service: Schema.optional(Schema.String),
})
type RawGrpc = typeof RawGrpc.Type

const decodeTls = (grpc: RawGrpc, path: Path, issues: IssueSink): GrpcTls => {
  if (grpc.tls?.ca === "") issues.add([...path, "tls", "ca"], "ca is empty")
  return grpc.tls === undefined
    ? { mode: "plaintext" }
    : {
        mode: "tls",
        ...(grpc.tls.ca === undefined ? {} : { caFile: grpc.tls.ca }),
        ...(grpc.tls.serverName === undefined ? {} : { serverName: grpc.tls.serverName }),
        ...(grpc.tls.insecure ? { insecure: true } : {}),
      }
}

/** Where the method's schema comes from: protos, a protoset, or (neither) server reflection. */
const decodeSchema = (grpc: RawGrpc, path: Path, issues: IssueSink): GrpcSchemaSource => {
  let schema: GrpcSchemaSource = { kind: "reflection" }
  if (grpc.protos !== undefined && grpc.protoset !== undefined) {
    issues.add(
      [...path, "protoset"],
      "set protos or protoset, not both (neither: server reflection)",
    )
  } else if (grpc.protos !== undefined) {
    grpc.protos.forEach((file, i) => {
      if (file === "") issues.add([...path, "protos", i], "the file name is empty")
    })
    schema = { kind: "protos", files: grpc.protos, importPaths: grpc.importPaths ?? [] }
  } else if (grpc.protoset !== undefined) {
    if (grpc.protoset === "") issues.add([...path, "protoset"], "protoset is empty")
    schema = { kind: "protoset", file: grpc.protoset }
  }
  if (grpc.importPaths !== undefined && grpc.protos === undefined) {
    issues.add(
      [...path, "importPaths"],
      "importPaths are where the imports of `protos` are found; without protos nothing reads them",
    )
  }
  for (const [i, dir] of (grpc.importPaths ?? []).entries()) {
    // ghz takes them comma-separated.
    if (dir === "" || dir.includes(",")) {
      issues.add([...path, "importPaths", i], "an import path cannot be empty or contain a comma")
    }
  }
  return schema
}

export const grpcKind: TargetKind<GrpcTarget, RawGrpc, PreflightCheck, GrpcCall> = {
  name: "grpc",
  schema: SCHEMA,
  raw: RawGrpc,
  decode(grpc, { name, path, start, issues }) {
    const port = /:([0-9]+)$/.exec(grpc.address)?.[1]
    if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) {
      issues.add([...path, "address"], `port ${port} is not between 1 and 65535`)
    }
    const endpoint = { value: grpc.address, path: [...path, "address"] }
    checkPortNeedsStart(endpoint, start, issues)
    const tls = decodeTls(grpc, path, issues)
    const schema = decodeSchema(grpc, path, issues)
    checkMetadata(grpc.metadata, [...path, "metadata"], issues)
    const target: GrpcTarget = {
      kind: "grpc",
      name,
      address: grpc.address,
      tls,
      schema,
      metadata: grpc.metadata,
      ...(grpc.service === undefined ? {} : { service: grpc.service }),
    }
    const decoded = decodeServerStart(endpoint, start, path.slice(0, -1), issues, "grpc")
    if (decoded === null) return undefined
    if (decoded === undefined) return target
    const healthService = start?.ready.grpc
    return { ...target, start: decoded, ...(healthService === undefined ? {} : { healthService }) }
  },
  startable: true,
  uncounted: SERVICE_UNCOUNTED,
  statuses: { names: GRPC_CODES, problem: grpcCodeProblem },
  secretPaths: [
    ["grpc", "metadata", "*"],
    ["start", "env", "*"],
  ],
  secrets: (target) => [
    { field: "grpc.metadata", value: target.metadata },
    ...startSecrets(target),
  ],
  serviceValues: () => [],
  workingDirectory: startDirectory,
  server: (target) => ({
    ...serverAt(target, target.address, "address"),
    ...(target.start === undefined || target.healthService === undefined
      ? {}
      : { health: grpcHealthCheck(target, target.healthService) }),
  }),
  scenarioPart: callPart,
  preflightChecks,
  preflight: grpcPreflight,
  tools: ["grpcurl"],
}
