import { describe, expect, test } from "bun:test"
import { Either } from "effect"
import { parseCall, parseDescribe } from "../../../../targets/grpc/grpcurl/GrpcurlOutput.ts"
import { recorded } from "./fixtures.ts"

const right = <A, E>(either: Either.Either<A, E>): A => {
  if (Either.isLeft(either)) throw new Error(`expected a value, got ${String(either.left)}`)
  return either.right
}

describe("grpcurl 1.9.4 outputs, recorded", () => {
  test("describe a unary method: its types", async () => {
    expect(right(parseDescribe((await recorded("describe-method")).stdout))).toMatchObject({
      symbol: "tasks.binary.v1.TaskService.ListTasks",
      kind: "method",
      method: {
        requestType: "tasks.binary.v1.ListTasksRequest",
        responseType: "tasks.binary.v1.ListTasksResponse",
        clientStreaming: false,
        serverStreaming: false,
      },
    })
  })

  test("describe a server-streaming method", async () => {
    expect(right(parseDescribe((await recorded("describe-stream")).stdout)).method).toEqual({
      requestType: "grpc.health.v1.HealthCheckRequest",
      responseType: "grpc.health.v1.HealthCheckResponse",
      clientStreaming: false,
      serverStreaming: true,
    })
  })

  test("describe a message: a message, its source kept", async () => {
    const described = right(parseDescribe((await recorded("describe-message")).stdout))
    expect(described.kind).toBe("message")
    expect(described.method).toBeUndefined()
    expect(described.source).toContain("bytes id = 1;")
  })

  test("a call with -vv: the response and its encoded size", async () => {
    const { stdout } = await recorded("call-verbose")
    const output = right(parseCall(stdout))
    expect(output.responseBytes).toEqual([179])
    expect(output.responses).toHaveLength(1)
    expect(output.responses[0]).toMatchObject({
      tasks: [
        { id: "AAAAAAAAQACAAAAAAAAAAQ==", title: "Task 1", due_date: "0" },
        { title: "Task 2", status: "STATUS_DONE" },
      ],
    })
  })

  test("a plain call: the response, no size", async () => {
    const output = right(parseCall((await recorded("call-plain")).stdout))
    expect(output.responseBytes).toEqual([])
    expect(output.responses).toEqual([
      {
        tasks: [
          expect.objectContaining({ id: "00000000-0000-4000-8000-000000000001", due_date: "" }),
          expect.objectContaining({ id: "00000000-0000-4000-8000-000000000002" }),
        ],
      },
    ])
  })

  test("server streaming: several responses, each with its size", () => {
    const block = (n: number) =>
      `\nEstimated response size: ${n} bytes\n\nResponse contents:\n{\n  "status": "SERVING"\n}\n`
    const stdout = `\nResolved method descriptor:\nrpc Watch ( … );\n${block(2)}${block(2)}\nResponse trailers received:\n(empty)\n`
    expect(right(parseCall(stdout))).toEqual({
      responses: [{ status: "SERVING" }, { status: "SERVING" }],
      responseBytes: [2, 2],
    })
  })

  test("not grpcurl's output: GrpcurlOutputInvalid, with the text", () => {
    const bad = parseCall("Response contents:\nnot json")
    expect(Either.isLeft(bad) && bad.left.message).toContain("not JSON")
    const notDescribe = parseDescribe("hello")
    expect(Either.isLeft(notDescribe) && notDescribe.left._tag).toBe("GrpcurlOutputInvalid")
  })

  test("responses are read whole: braces and escapes inside strings do not count", () => {
    const stdout = ' {"a":"}{\\"","b":[1,{"c":"]"}]}\n[{"d":"{"}]\n'
    expect(right(parseCall(stdout)).responses).toEqual([
      { a: '}{"', b: [1, { c: "]" }] },
      [{ d: "{" }],
    ])
    expect(Either.isLeft(parseCall("  42"))).toBe(true)
    expect(Either.isLeft(parseCall('{"a":'))).toBe(true)
  })
})
