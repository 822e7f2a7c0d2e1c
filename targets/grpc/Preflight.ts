/**
 * The grpc kind's preflight check (targets/Kind.ts `preflight`): on the started target, with the
 * real grpcurl (./grpcurl/Preflight.ts), the method is described (reflection, or the target's
 * protos or protoset), one smoke call is made with the scenario's `smoke` request, and its
 * response must contain `expect`. A failure is located at the spec field it is about
 * (`call.method` for a method the server lacks, `call.smoke` for a request that does not fit,
 * `call.expect` for a mismatch, `call` otherwise) and is the spec's (exit 2) or the run's (exit
 * 3); the smoke response's encoded size (grpcurl -vv, proto.Size) is the target's
 * bytes_per_response for the scenario: deterministic, measured once.
 */
import { Effect } from "effect"
import { withSecrets } from "../../core/Secrets.ts"
import type { SourceLocation } from "../../core/Spec.ts"
import { fillPort, hasEnvRef } from "../../core/Templates.ts"
import type { PreflightAnswer, PreflightContext } from "../Kind.ts"
import type { PreflightCheck } from "./GrpcCalls.ts"
import { resolveForGrpcurl } from "./grpcurl/Paths.ts"
import { type PreflightError, preflight } from "./grpcurl/Preflight.ts"

type Field = "method" | "smoke" | "expect" | "call"

/** A failure → whether it is the spec's, the field it is about, and what to say. */
const problemOf = (
  error: PreflightError,
): {
  readonly invalid: boolean
  readonly field: Field
  readonly message: string
  readonly detail?: string
} => {
  switch (error._tag) {
    case "ExpectMismatch":
      return {
        invalid: true,
        field: "expect",
        message: error.message,
        detail: `response: ${JSON.stringify(error.response)}`,
      }
    case "GrpcurlOutputInvalid":
      return { invalid: false, field: "call", message: error.message }
    case "GrpcurlFailed": {
      const detail = error.detail === "" ? {} : { detail: `grpcurl: ${error.detail}` }
      switch (error.reason) {
        case "MethodNotFound":
          return { invalid: true, field: "method", message: error.message, ...detail }
        case "BadRequestField":
          return { invalid: true, field: "smoke", message: error.message, ...detail }
        case "NoSchema":
          return { invalid: true, field: "call", message: error.message, ...detail }
        case "Unreachable":
        case "CallFailed":
        case "ToolFailed":
          return { invalid: false, field: "call", message: error.message, ...detail }
      }
    }
  }
}

const locationOf = (at: PreflightCheck["at"], field: Field): SourceLocation | undefined =>
  field === "call" ? at.call : (at[field] ?? at.call)

const located = (at: PreflightCheck["at"], field: Field) => {
  const location = locationOf(at, field)
  return location === undefined ? {} : { location }
}

/** One check's smoke call: the problem it found, or the response's encoded size. */
export const grpcPreflight = (
  check: PreflightCheck,
  context: PreflightContext,
): Effect.Effect<PreflightAnswer> =>
  Effect.gen(function* () {
    const grpcurl = context.tools.get("grpcurl")
    if (grpcurl === undefined) {
      return { ok: false, invalid: false, message: "no grpcurl was resolved for the preflight" }
    }
    const connection = resolveForGrpcurl(
      { ...check.connection, address: fillPort(check.connection.address, context.port) },
      check.dir ?? context.specDir,
    )
    const result = yield* Effect.either(
      preflight(grpcurl, {
        target: connection,
        call: check.method,
        data: withSecrets(check.smoke),
        ...(hasEnvRef(check.smoke) ? { dataOnStdin: true } : {}),
        ...(check.expect === undefined ? {} : { expect: check.expect }),
      }),
    )
    if (result._tag === "Left") {
      const { field, ...problem } = problemOf(result.left)
      return { ok: false, ...problem, ...located(check.at, field) }
    }
    const { method, responseBytes: bytes } = result.right
    if (method.clientStreaming || method.serverStreaming) {
      return {
        ok: false,
        invalid: true,
        message: `${check.method} is a ${method.clientStreaming ? "client" : "server"}-streaming method; a scenario's call is one unary call`,
        ...located(check.at, "method"),
      }
    }
    return { ok: true, figures: bytes === undefined ? {} : { bytes_per_response: bytes } }
  })
