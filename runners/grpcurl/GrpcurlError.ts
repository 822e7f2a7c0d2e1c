/**
 * A grpcurl run that did not succeed, classified from its exit code and stderr into the reason
 * a spec author can act on. grpcurl 1.9.4 (cmd/grpcurl/grpcurl.go `fail`, invoke.go) writes:
 *
 * | exit   | stderr                                                        | reason          |
 * |--------|---------------------------------------------------------------|-----------------|
 * | 64+c   | `{"code": c, "message": …}` (-format-error) or                | CallFailed      |
 * |        | `ERROR:\n  Code: Name\n  Message: …`                          | (UNIMPLEMENTED: |
 * |        |                                                               | MethodNotFound) |
 * | 1      | `Failed to dial target host "A": …` (refused → context        | Unreachable     |
 * |        | deadline exceeded after -connect-timeout; TLS mismatch → tls: …) |              |
 * | 1      | `… does not include a method named "M"`,                       | MethodNotFound  |
 * |        | `… target server does not expose service "S"`, `Symbol not found`, `Service not found` | |
 * | 1      | `Error invoking method "M": error getting request data: …`    | BadRequestField |
 * |        | (`message type T has no known field named f`, a bad value, bad JSON) |          |
 * | 1      | `server does not support the reflection API`,                 | NoSchema        |
 * |        | `Failed to process proto source files.: …`, `… proto descriptor sets.` |        |
 * | 2      | usage (`Try 'grpcurl -help'`) — a bug in the argv             | ToolFailed      |
 * | other  | anything else                                                 | ToolFailed      |
 */
import { Data } from "effect"
import { type GrpcCode, grpcCodeOf, grpcCodeOfNumber } from "../../core/GrpcStatus.ts"

export type GrpcurlFailureReason =
  | "MethodNotFound"
  | "BadRequestField"
  | "CallFailed"
  | "Unreachable"
  | "NoSchema"
  | "ToolFailed"

export class GrpcurlFailed extends Data.TaggedError("GrpcurlFailed")<{
  readonly reason: GrpcurlFailureReason
  /** One line for the report: what failed, in the spec's terms. */
  readonly message: string
  /** grpcurl's own words (stderr, trimmed), for the log and the verbose report. */
  readonly detail: string
  readonly exitCode: number
  /** CallFailed (and MethodNotFound from UNIMPLEMENTED): the status the server returned. */
  readonly status?: { readonly code: GrpcCode; readonly message: string }
  /** BadRequestField: the field grpcurl could not map, and in which message type. */
  readonly field?: { readonly name: string; readonly messageType: string }
}> {}

/** grpcurl's exit code for a call that ended with status c is 64 + c (statusCodeOffset). */
const STATUS_OFFSET = 64

/** `{"code": 3, "message": "…"}` or `ERROR:\n  Code: InvalidArgument\n  Message: …`. */
export const parseStatus = (
  stderr: string,
  exitCode: number,
): { readonly code: GrpcCode; readonly message: string } | undefined => {
  const fromExit = grpcCodeOfNumber(exitCode - STATUS_OFFSET)
  try {
    const json: unknown = JSON.parse(stderr)
    if (typeof json === "object" && json !== null && "code" in json) {
      const { code, message } = json as { code: unknown; message?: unknown }
      const name = typeof code === "number" ? grpcCodeOfNumber(code) : undefined
      if (name !== undefined) {
        return { code: name, message: typeof message === "string" ? message : "" }
      }
    }
  } catch {
    // not the -format-error form; try the text form
  }
  const text = /^\s*Code: (\S+)\s*$/m.exec(stderr)?.[1]
  const code = (text === undefined ? undefined : grpcCodeOf(text)) ?? fromExit
  if (code === undefined) return undefined
  // The message runs to the end of its line; details (if any) follow on further lines.
  const message = /^\s*Message: (.*)$/m.exec(stderr)?.[1] ?? ""
  return { code, message }
}

const quoted = (pattern: RegExp, text: string): string | undefined => pattern.exec(text)?.[1]

/** What grpcurl said, as the tagged error; `what` names the action ("list", "call X/Y"…). */
export const classifyGrpcurlFailure = (
  what: string,
  exitCode: number,
  stderr: string,
): GrpcurlFailed => {
  const detail = stderr.trim()
  const lastLine = detail.split("\n").at(-1) ?? ""
  const base = { detail, exitCode }

  if (exitCode >= STATUS_OFFSET && exitCode <= STATUS_OFFSET + 16) {
    const status = parseStatus(detail, exitCode)
    if (status !== undefined) {
      const exposed = quoted(/target server does not expose service "([^"]+)"/, status.message)
      if (exposed !== undefined) {
        return new GrpcurlFailed({
          ...base,
          reason: "MethodNotFound",
          status,
          message: `${what}: the server does not expose service ${exposed}`,
        })
      }
      if (status.code === "UNIMPLEMENTED") {
        return new GrpcurlFailed({
          ...base,
          reason: "MethodNotFound",
          status,
          message: `${what}: the server does not implement it (UNIMPLEMENTED: ${status.message})`,
        })
      }
      return new GrpcurlFailed({
        ...base,
        reason: "CallFailed",
        status,
        message: `${what} failed with ${status.code}: ${status.message}`,
      })
    }
  }

  if (/^Failed to dial target host /m.test(detail)) {
    const address = quoted(/Failed to dial target host "([^"]*)"/, detail) ?? "the target"
    const why = /context deadline exceeded/.test(detail)
      ? "nothing answered before the connect timeout (is the server running on this port?)"
      : (/: (tls: .*|.*handshake.*)$/m.exec(detail)?.[1] ?? lastLine)
    return new GrpcurlFailed({
      ...base,
      reason: "Unreachable",
      message: `${what}: cannot connect to ${address}: ${why}`,
    })
  }

  const missingMethod = /service "([^"]+)" does not include a method named "([^"]+)"/.exec(detail)
  if (missingMethod !== null) {
    return new GrpcurlFailed({
      ...base,
      reason: "MethodNotFound",
      message: `${what}: service ${missingMethod[1]} has no method ${missingMethod[2]}`,
    })
  }
  const missingService =
    quoted(/target server does not expose service "([^"]+)"/, detail) ??
    quoted(/Service not found: (\S+)/, detail)
  if (missingService !== undefined) {
    return new GrpcurlFailed({
      ...base,
      reason: "MethodNotFound",
      message: `${what}: the server does not expose service ${missingService}`,
    })
  }
  const missingSymbol = quoted(/Symbol not found: (\S+)/, detail)
  if (missingSymbol !== undefined) {
    return new GrpcurlFailed({
      ...base,
      reason: "MethodNotFound",
      message: `${what}: the server's schema has no ${missingSymbol}`,
    })
  }

  const requestData = /error getting request data: (.*)$/m.exec(detail)?.[1]
  if (requestData !== undefined) {
    const unknown = /message type (\S+) has no known field named (\S+)/.exec(requestData)
    if (unknown?.[1] !== undefined && unknown[2] !== undefined) {
      return new GrpcurlFailed({
        ...base,
        reason: "BadRequestField",
        field: { name: unknown[2], messageType: unknown[1] },
        message: `${what}: the request has a field ${unknown[2]} that ${unknown[1]} does not have`,
      })
    }
    return new GrpcurlFailed({
      ...base,
      reason: "BadRequestField",
      message: `${what}: the request does not fit the method's input type: ${requestData}`,
    })
  }

  if (/server does not support the reflection API/.test(detail)) {
    return new GrpcurlFailed({
      ...base,
      reason: "NoSchema",
      message: `${what}: the server does not support reflection; give the target protos or a protoset`,
    })
  }
  if (/^Failed to process proto (source files|descriptor sets)\./m.test(detail)) {
    return new GrpcurlFailed({
      ...base,
      reason: "NoSchema",
      message: `${what}: grpcurl cannot load the schema: ${detail.replace(/^Failed to process proto (source files|descriptor sets)\.: /, "")}`,
    })
  }

  return new GrpcurlFailed({
    ...base,
    reason: "ToolFailed",
    message: `${what}: grpcurl exited with code ${exitCode}: ${lastLine || "(no output)"}`,
  })
}
