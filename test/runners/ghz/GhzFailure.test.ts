import { describe, expect, test } from "bun:test"
import { join } from "node:path"
import { classifyGhzFailure } from "../../../runners/ghz/GhzFailure.ts"

interface Recorded {
  readonly exitCode: number
  readonly stderr: string
}

const failures = (await Bun.file(
  join(import.meta.dir, "../../fixtures/ghz/failures.json"),
).json()) as Record<string, Recorded>

const expected: ReadonlyArray<{
  readonly name: string
  readonly reason: ReturnType<typeof classifyGhzFailure>["reason"]
  readonly says: string
}> = [
  { name: "refused-reflection", reason: "Unreachable", says: "connection refused" },
  { name: "tls-to-plaintext", reason: "Unreachable", says: "does not look like a TLS handshake" },
  {
    name: "unknown-method",
    reason: "MethodNotFound",
    says: "has no tasks.binary.v1.TaskService.Nope",
  },
  { name: "unknown-method-protos", reason: "MethodNotFound", says: "has no method Nope" },
  { name: "bad-field", reason: "BadRequestField", says: "has no known field named limt" },
  { name: "data-not-json", reason: "BadRequestField", says: "inside JSON strings" },
  { name: "missing-proto", reason: "NoSchema", says: "cannot read tasks.proto" },
]

describe("classifyGhzFailure on recorded ghz 0.121 stderr", () => {
  test("every recorded failure is covered here", () => {
    expect(Object.keys(failures).sort()).toEqual(expected.map((e) => e.name).sort())
  })

  test.each(expected)("$name → $reason", ({ name, reason, says }) => {
    const recorded = failures[name]
    if (recorded === undefined) throw new Error(`no fixture ${name}`)
    expect(recorded.exitCode).toBe(1)
    const failure = classifyGhzFailure("ghz tasks", recorded.exitCode, recorded.stderr)
    expect(failure.reason).toBe(reason)
    expect(failure.message).toStartWith("ghz tasks: ")
    expect(failure.message).toContain(says)
    expect(failure.detail).toBe(recorded.stderr.trim())
  })

  test("anything else is ToolFailed with ghz's last line", () => {
    const failure = classifyGhzFailure(
      "ghz x",
      2,
      "ghz: error: required flag --call not provided\n",
    )
    expect(failure.reason).toBe("ToolFailed")
    expect(failure.message).toBe(
      "ghz x: ghz exited with code 2: ghz: error: required flag --call not provided",
    )
  })
})
