/**
 * A ghz run that wrote no report: ghz 0.121 exits 1 with one line on stderr when the run cannot
 * start (cmd/ghz/main.go, runner/requester.go). Classified with the same reasons as the
 * grpcurl preflight, so a failure that slipped past preflight (or a target that died in
 * between) reads the same way. Recorded texts are in test/fixtures/ghz/failures.json.
 *
 * | stderr                                                              | reason          |
 * |---------------------------------------------------------------------|-----------------|
 * | `rpc error: code = Unavailable desc = connection error: …`          | Unreachable     |
 * | (reflection: dial refused; TLS against plaintext: handshake failed) |                 |
 * | `Symbol not found: pkg.Service.Method`,                             | MethodNotFound  |
 * | `service "S" does not include a method named "M"`                   |                 |
 * | `Error creating message from data. Data: '…' Error: …`,             | BadRequestField |
 * | `ghz: error: error unmarshaling data '…': …` (not JSON)             |                 |
 * | `open F: no such file or directory` (a --proto or --protoset)       | NoSchema        |
 * | anything else                                                       | ToolFailed      |
 *
 * A report with failed calls is not a GhzFailed: it is data (error_rate, status counts).
 */
import { Data } from "effect"

type GhzFailureReason =
  | "Unreachable"
  | "MethodNotFound"
  | "BadRequestField"
  | "NoSchema"
  | "ToolFailed"

class GhzFailed extends Data.TaggedError("GhzFailed")<{
  readonly reason: GhzFailureReason
  /** One line for the report. */
  readonly message: string
  /** ghz's stderr, trimmed. */
  readonly detail: string
  readonly exitCode: number
}> {}

const RULES: ReadonlyArray<{
  readonly pattern: RegExp
  readonly reason: GhzFailureReason
  readonly say: (match: RegExpExecArray) => string
}> = [
  {
    pattern: /rpc error: code = Unavailable desc = connection error: desc = "(.*)"/,
    reason: "Unreachable",
    say: (m) => `cannot connect: ${m[1] ?? ""}`,
  },
  {
    pattern: /Symbol not found: (\S+)/,
    reason: "MethodNotFound",
    say: (m) => `the server's schema has no ${m[1] ?? ""}`,
  },
  {
    pattern: /service "([^"]+)" does not include a method named "([^"]+)"/,
    reason: "MethodNotFound",
    say: (m) => `service ${m[1] ?? ""} has no method ${m[2] ?? ""}`,
  },
  {
    pattern: /Error creating message from data\. Data: '.*' Error: (.*)$/m,
    reason: "BadRequestField",
    say: (m) => `the request does not fit the method's input type: ${m[1] ?? ""}`,
  },
  {
    pattern: /error unmarshaling data '.*': (.*)$/m,
    reason: "BadRequestField",
    say: (m) => `the request is not JSON (ghz templates go inside JSON strings): ${m[1] ?? ""}`,
  },
  {
    pattern: /^open (.+): no such file or directory$/m,
    reason: "NoSchema",
    say: (m) => `cannot read ${m[1] ?? ""}`,
  },
]

/** ghz's exit code and stderr → the tagged failure; `what` names the run (target, method). */
export const classifyGhzFailure = (what: string, exitCode: number, stderr: string): GhzFailed => {
  const detail = stderr.trim()
  for (const rule of RULES) {
    const match = rule.pattern.exec(detail)
    if (match !== null) {
      return new GhzFailed({
        reason: rule.reason,
        message: `${what}: ${rule.say(match)}`,
        detail,
        exitCode,
      })
    }
  }
  const last = detail.split("\n").at(-1) ?? ""
  return new GhzFailed({
    reason: "ToolFailed",
    message: `${what}: ghz exited with code ${exitCode}: ${last || "(no output)"}`,
    detail,
    exitCode,
  })
}
