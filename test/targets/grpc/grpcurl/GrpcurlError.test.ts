import { describe, expect, test } from "bun:test"
import {
  classifyGrpcurlFailure,
  type GrpcurlFailureReason,
  parseStatus,
} from "../../../../targets/grpc/grpcurl/GrpcurlError.ts"
import { recorded } from "./fixtures.ts"

const cases: ReadonlyArray<{
  readonly name: string
  readonly reason: GrpcurlFailureReason
  readonly message: string
}> = [
  {
    name: "unknown-method",
    reason: "MethodNotFound",
    message: "call X: service tasks.binary.v1.TaskService has no method Nope",
  },
  {
    name: "protos-unknown-method",
    reason: "MethodNotFound",
    message: "call X: service tasks.binary.v1.TaskService has no method Nope",
  },
  {
    name: "unknown-service",
    reason: "MethodNotFound",
    message: "call X: the server does not expose service tasks.v9.TaskService",
  },
  {
    name: "describe-unknown",
    reason: "MethodNotFound",
    message: "call X: the server's schema has no tasks.binary.v1.TaskService.Nope",
  },
  {
    name: "unimplemented",
    reason: "MethodNotFound",
    message:
      "call X: the server does not implement it (UNIMPLEMENTED: The server does not implement the method /tasks.binary.v1.TaskService/ArchiveTask)",
  },
  {
    name: "bad-field",
    reason: "BadRequestField",
    message:
      "call X: the request has a field limt that tasks.binary.v1.ListTasksRequest does not have",
  },
  {
    name: "bad-value",
    reason: "BadRequestField",
    message:
      'call X: the request does not fit the method\'s input type: enum "tasks.binary.v1.Priority" does not have value named "PRIORITY_SOON"',
  },
  {
    name: "call-failed",
    reason: "CallFailed",
    message: "call X failed with NOT_FOUND: task 00000000-0000-4000-8000-00000000ffff not found",
  },
  {
    name: "call-failed-text",
    reason: "CallFailed",
    message: "call X failed with INVALID_ARGUMENT: limit must be an integer from 1 to 100",
  },
  {
    name: "unreachable",
    reason: "Unreachable",
    message:
      "call X: cannot connect to 127.0.0.1:DOWNPORT: nothing answered before the connect timeout (is the server running on this port?)",
  },
  {
    name: "tls-to-plaintext",
    reason: "Unreachable",
    message:
      "call X: cannot connect to 127.0.0.1:PORT: tls: first record does not look like a TLS handshake",
  },
  {
    name: "protos-missing-file",
    reason: "NoSchema",
    message:
      "call X: grpcurl cannot load the schema: nope.proto does not reside in any import path",
  },
]

describe("classifyGrpcurlFailure on recorded grpcurl 1.9.4 failures", () => {
  test.each(cases)("$name → $reason", async ({ name, reason, message }) => {
    const run = await recorded(name)
    expect(run.exitCode).not.toBe(0)
    const failure = classifyGrpcurlFailure("call X", run.exitCode, run.stderr)
    expect(failure.reason).toBe(reason)
    expect(failure.message).toBe(message)
    expect(failure.detail).toBe(run.stderr.trim())
    expect(failure.exitCode).toBe(run.exitCode)
  })

  test("CallFailed carries the status: code and message", async () => {
    const run = await recorded("call-failed")
    expect(run.exitCode).toBe(64 + 5)
    expect(classifyGrpcurlFailure("x", run.exitCode, run.stderr).status).toEqual({
      code: "NOT_FOUND",
      message: "task 00000000-0000-4000-8000-00000000ffff not found",
    })
  })

  test("BadRequestField carries the field and its message type", async () => {
    const run = await recorded("bad-field")
    expect(classifyGrpcurlFailure("x", run.exitCode, run.stderr).field).toEqual({
      name: "limt",
      messageType: "tasks.binary.v1.ListTasksRequest",
    })
  })

  test("no reflection on the server → NoSchema, with what to do", () => {
    const failure = classifyGrpcurlFailure(
      "list",
      1,
      "Failed to list services: server does not support the reflection API\n",
    )
    expect(failure.reason).toBe("NoSchema")
    expect(failure.message).toContain("give the target protos or a protoset")
  })

  test("a status from reflection itself, e.g. a service it does not know → MethodNotFound", () => {
    const failure = classifyGrpcurlFailure(
      "call X",
      64 + 5,
      '{\n  "code": 5,\n  "message": "target server does not expose service \\"a.B\\": not found"\n}',
    )
    expect(failure.reason).toBe("MethodNotFound")
    expect(failure.message).toBe("call X: the server does not expose service a.B")
  })

  test("anything else → ToolFailed with grpcurl's last line", () => {
    const failure = classifyGrpcurlFailure(
      "list",
      2,
      "Too many arguments.\nTry 'grpcurl -help' for more details.\n",
    )
    expect(failure.reason).toBe("ToolFailed")
    expect(failure.message).toBe(
      "list: grpcurl exited with code 2: Try 'grpcurl -help' for more details.",
    )
  })

  test("parseStatus: JSON form, text form, and the exit code as a fallback", () => {
    expect(parseStatus('{"code": 14, "message": "down"}', 78)).toEqual({
      code: "UNAVAILABLE",
      message: "down",
    })
    expect(parseStatus("ERROR:\n  Code: DeadlineExceeded\n  Message: slow\n", 68)).toEqual({
      code: "DEADLINE_EXCEEDED",
      message: "slow",
    })
    expect(parseStatus("", 64 + 16)).toEqual({ code: "UNAUTHENTICATED", message: "" })
    expect(parseStatus("", 1)).toBeUndefined()
  })
})
