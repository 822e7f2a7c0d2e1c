import { describe, expect, test } from "bun:test"
import { isMetadataKey, parseMethodName } from "../../../targets/grpc/GrpcConnection.ts"
import { GRPC_CODES, grpcCodeOf, grpcCodeOfNumber } from "../../../targets/grpc/GrpcStatus.ts"

describe("parseMethodName", () => {
  test.each([
    ["tasks.v1.TaskService/ListTasks", "tasks.v1.TaskService", "ListTasks"],
    ["tasks.v1.TaskService.ListTasks", "tasks.v1.TaskService", "ListTasks"],
    ["Greeter/Hello", "Greeter", "Hello"],
    ["grpc.health.v1.Health/Check", "grpc.health.v1.Health", "Check"],
  ])("%s", (call, service, method) => {
    expect(parseMethodName(call)).toEqual({ service, method })
  })

  test.each(["ListTasks", "", "/ListTasks", "a.b/", "a b/C", "a.b/c.d", "tasks..v1/X", "1a.B/C"])(
    "rejects %p",
    (call) => {
      expect(parseMethodName(call)).toBeUndefined()
    },
  )
})

test("isMetadataKey", () => {
  expect(isMetadataKey("authorization")).toBe(true)
  expect(isMetadataKey("X-Request-Id")).toBe(true)
  expect(isMetadataKey("trace-bin")).toBe(true)
  expect(isMetadataKey("a:b")).toBe(false)
  expect(isMetadataKey("a b")).toBe(false)
  expect(isMetadataKey("")).toBe(false)
})

describe("gRPC status names", () => {
  test("numbers and canonical names, 0..16", () => {
    expect(GRPC_CODES.length).toBe(17)
    expect(grpcCodeOfNumber(14)).toBe("UNAVAILABLE")
    expect(grpcCodeOfNumber(17)).toBeUndefined()
  })

  test("Go's spellings (what ghz and grpcurl print) map back", () => {
    // grpc-go's codes.Code String(), in number order.
    const go = [
      "OK",
      "Canceled",
      "Unknown",
      "InvalidArgument",
      "DeadlineExceeded",
      "NotFound",
      "AlreadyExists",
      "PermissionDenied",
      "ResourceExhausted",
      "FailedPrecondition",
      "Aborted",
      "OutOfRange",
      "Unimplemented",
      "Internal",
      "Unavailable",
      "DataLoss",
      "Unauthenticated",
    ]
    expect(go.map(grpcCodeOf)).toEqual([...GRPC_CODES])
    expect(grpcCodeOf("UNAVAILABLE")).toBe("UNAVAILABLE")
    expect(grpcCodeOf("Code(5)")).toBe("NOT_FOUND")
    expect(grpcCodeOf("Code(99)")).toBeUndefined()
    expect(grpcCodeOf("Nope")).toBeUndefined()
  })
})
