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
import { Data, Either, Schema } from "effect"
import { decodeJson } from "../../../core/OutsideData.ts"
import { type GrpcCode, grpcCodeOf, grpcCodeOfNumber } from "../GrpcStatus.ts"

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

/** grpcurl's `-format-error` status on stderr. */
const decodeStatusJson = decodeJson(
  Schema.Struct({
    code: Schema.Number,
    message: Schema.optionalWith(Schema.String, { default: () => "" }),
  }),
)

/** `{"code": 3, "message": "…"}` or `ERROR:\n  Code: InvalidArgument\n  Message: …`. */
export const parseStatus = (
  stderr: string,
  exitCode: number,
): { readonly code: GrpcCode; readonly message: string } | undefined => {
  const status = Either.getOrUndefined(decodeStatusJson(stderr))
  const named = status === undefined ? undefined : grpcCodeOfNumber(status.code)
  if (status !== undefined && named !== undefined) return { code: named, message: status.message }
  // Not the -format-error form: the text form, or the exit code alone.
  const text = /^\s*Code: (\S+)\s*$/m.exec(stderr)?.[1]
  const code =
    (text === undefined ? undefined : grpcCodeOf(text)) ??
    grpcCodeOfNumber(exitCode - STATUS_OFFSET)
  if (code === undefined) return undefined
  // The message runs to the end of its line; details (if any) follow on further lines.
  const message = /^\s*Message: (.*)$/m.exec(stderr)?.[1] ?? ""
  return { code, message }
}

const quoted = (pattern: RegExp, text: string): string | undefined => pattern.exec(text)?.[1]

/** How grpcurl says the server lacks a service: in a status's message or on its own. */
const EXPOSED = /target server does not expose service "([^"]+)"/

/** A call that ended with `status`, in the spec's terms. */
const statusFailure = (
  what: string,
  status: { readonly code: GrpcCode; readonly message: string },
): { readonly reason: GrpcurlFailureReason; readonly message: string } => {
  const exposed = quoted(EXPOSED, status.message)
  if (exposed !== undefined) {
    return {
      reason: "MethodNotFound",
      message: `${what}: the server does not expose service ${exposed}`,
    }
  }
  if (status.code === "UNIMPLEMENTED") {
    return {
      reason: "MethodNotFound",
      message: `${what}: the server does not implement it (UNIMPLEMENTED: ${status.message})`,
    }
  }
  return { reason: "CallFailed", message: `${what} failed with ${status.code}: ${status.message}` }
}

/** Why grpcurl could not connect: the connect timeout, the TLS error, or its last line. */
const dialFailure = (detail: string): string =>
  /context deadline exceeded/.test(detail)
    ? "nothing answered before the connect timeout (is the server running on this port?)"
    : (/: (tls: .*|.*handshake.*)$/m.exec(detail)?.[1] ?? detail.split("\n").at(-1) ?? "")

const REQUEST_DATA = /error getting request data: (.*)$/m
const PROTO_FAILURE = /^Failed to process proto (source files|descriptor sets)\./m

/** One of grpcurl's failures without a status: what in its stderr says it, and what it means. */
interface TextRule {
  readonly reason: GrpcurlFailureReason
  /**
   * The first is matched against stderr (trimmed), a second against the first's first group;
   * the groups of the last match are the rule's words.
   */
  readonly patterns: readonly [RegExp] | readonly [RegExp, RegExp]
  readonly message: (what: string, words: ReadonlyArray<string>, detail: string) => string
  /** BadRequestField: the field grpcurl could not map, and in which message type. */
  readonly field?: (words: ReadonlyArray<string>) => { name: string; messageType: string }
}

/** In order: the first rule whose patterns match says what failed. */
const TEXT_RULES: ReadonlyArray<TextRule> = [
  {
    reason: "Unreachable",
    patterns: [/^Failed to dial target host /m],
    message: (what, _, detail) =>
      `${what}: cannot connect to ${quoted(/Failed to dial target host "([^"]*)"/, detail) ?? "the target"}: ${dialFailure(detail)}`,
  },
  {
    reason: "MethodNotFound",
    patterns: [/service "([^"]+)" does not include a method named "([^"]+)"/],
    message: (what, [service, method]) => `${what}: service ${service} has no method ${method}`,
  },
  {
    reason: "MethodNotFound",
    patterns: [EXPOSED],
    message: (what, [service]) => `${what}: the server does not expose service ${service}`,
  },
  {
    reason: "MethodNotFound",
    patterns: [/Service not found: (\S+)/],
    message: (what, [service]) => `${what}: the server does not expose service ${service}`,
  },
  {
    reason: "MethodNotFound",
    patterns: [/Symbol not found: (\S+)/],
    message: (what, [symbol]) => `${what}: the server's schema has no ${symbol}`,
  },
  {
    reason: "BadRequestField",
    patterns: [REQUEST_DATA, /message type (\S+) has no known field named (\S+)/],
    field: ([messageType = "", name = ""]) => ({ name, messageType }),
    message: (what, [messageType, name]) =>
      `${what}: the request has a field ${name} that ${messageType} does not have`,
  },
  {
    reason: "BadRequestField",
    patterns: [REQUEST_DATA],
    message: (what, [data]) => `${what}: the request does not fit the method's input type: ${data}`,
  },
  {
    reason: "NoSchema",
    patterns: [/server does not support the reflection API/],
    message: (what) =>
      `${what}: the server does not support reflection; give the target protos or a protoset`,
  },
  {
    reason: "NoSchema",
    patterns: [PROTO_FAILURE],
    message: (what, _, detail) =>
      `${what}: grpcurl cannot load the schema: ${detail.replace(/^Failed to process proto (source files|descriptor sets)\.: /, "")}`,
  },
]

/** The words of a rule that matches `detail`, or undefined. */
const wordsOf = (rule: TextRule, detail: string): ReadonlyArray<string> | undefined => {
  const [outer, inner] = rule.patterns
  const match = outer.exec(detail)
  if (match === null) return undefined
  if (inner === undefined) return match.slice(1)
  const words = inner.exec(match[1] ?? "")
  return words === null ? undefined : words.slice(1)
}

/** What grpcurl said, as the tagged error; `what` names the action ("list", "call X/Y"…). */
export const classifyGrpcurlFailure = (
  what: string,
  exitCode: number,
  stderr: string,
): GrpcurlFailed => {
  const detail = stderr.trim()
  const base = { detail, exitCode }
  const called = exitCode >= STATUS_OFFSET && exitCode <= STATUS_OFFSET + 16
  const status = called ? parseStatus(detail, exitCode) : undefined
  if (status !== undefined) {
    const { reason, message } = statusFailure(what, status)
    return new GrpcurlFailed({ ...base, reason, status, message })
  }
  for (const rule of TEXT_RULES) {
    const words = wordsOf(rule, detail)
    if (words === undefined) continue
    return new GrpcurlFailed({
      ...base,
      reason: rule.reason,
      ...(rule.field === undefined ? {} : { field: rule.field(words) }),
      message: rule.message(what, words, detail),
    })
  }
  const lastLine = detail.split("\n").at(-1) ?? ""
  return new GrpcurlFailed({
    ...base,
    reason: "ToolFailed",
    message: `${what}: grpcurl exited with code ${exitCode}: ${lastLine || "(no output)"}`,
  })
}
