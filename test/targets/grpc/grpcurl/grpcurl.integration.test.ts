/**
 * The real grpcurl against the real tasks gRPC server (examples/tasks/grpc-server.ts) on
 * loopback: the preflight's success and each failure reason, end to end. Skipped (with the
 * reason printed) when grpcurl is not installed.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { Effect, Either } from "effect"
import type { GrpcConnection } from "../../../../targets/grpc/GrpcConnection.ts"
import {
  type PreflightError,
  type PreflightInput,
  preflight,
} from "../../../../targets/grpc/grpcurl/Preflight.ts"
import {
  freePort,
  GRPCURL,
  present,
  startTasksServer,
  type TasksServer,
} from "../../../support/grpcTools.ts"

const TIMEOUT_MS = 20_000

describe.skipIf(!present("grpcurl", GRPCURL))(
  "grpcurl 1.9.4 preflight against the tasks gRPC server",
  () => {
    let server: TasksServer
    let target: GrpcConnection

    beforeAll(async () => {
      server = await startTasksServer()
      target = {
        address: server.address,
        tls: { mode: "plaintext" },
        schema: { kind: "reflection" },
        metadata: { "x-request-tag": "preflight" },
      }
    }, TIMEOUT_MS)
    afterAll(async () => {
      expect(await server.stop()).toBe(0)
    })

    const check = (input: Omit<PreflightInput, "target"> & { readonly target?: GrpcConnection }) =>
      Effect.runPromise(Effect.either(preflight(GRPCURL, { target, ...input })))

    test(
      "success: the method's types, the response, its encoded size; expect matches",
      async () => {
        const result = await check({
          call: "tasks.binary.v1.TaskService/GetTask",
          // task 42's id, 00000000-0000-4000-8000-00000000002a, as base64 bytes
          data: '{"id":"AAAAAAAAQACAAAAAAAAAKg=="}',
          expect: { title: "Task 42", status: "STATUS_TODO", priority: "PRIORITY_HIGH" },
        })
        if (Either.isLeft(result)) throw new Error(result.left.message)
        expect(result.right.method).toEqual({
          requestType: "tasks.binary.v1.GetTaskRequest",
          responseType: "tasks.binary.v1.Task",
          clientStreaming: false,
          serverStreaming: false,
        })
        expect(result.right.responseCount).toBe(1)
        expect(result.right.response).toMatchObject({ id: "AAAAAAAAQACAAAAAAAAAKg==" })
        expect(result.right.responseBytes).toBeGreaterThan(60)
      },
      TIMEOUT_MS,
    )

    test(
      "the binary schema's task is smaller on the wire than the string schema's (seed 001)",
      async () => {
        const sizes = await Promise.all(
          ["strings", "binary"].map(async (schema) => {
            const result = await check({
              call: `tasks.${schema}.v1.TaskService/ListTasks`,
              data: '{"limit":20}',
            })
            if (Either.isLeft(result)) throw new Error(result.left.message)
            return result.right.responseBytes ?? Number.NaN
          }),
        )
        const [strings = 0, binary = 0] = sizes
        expect(binary).toBeLessThan(strings * 0.75)
      },
      TIMEOUT_MS,
    )

    const failures: ReadonlyArray<{
      readonly name: string
      readonly input: Omit<PreflightInput, "target"> & { readonly target?: GrpcConnection }
      readonly tag: PreflightError["_tag"]
      readonly reason?: string
      readonly says: string
    }> = [
      {
        name: "unknown method",
        input: { call: "tasks.binary.v1.TaskService/ArchiveTask", data: "{}" },
        tag: "GrpcurlFailed",
        reason: "MethodNotFound",
        says: "has no tasks.binary.v1.TaskService.ArchiveTask",
      },
      {
        name: "bad request field",
        input: { call: "tasks.binary.v1.TaskService/ListTasks", data: '{"limt":5}' },
        tag: "GrpcurlFailed",
        reason: "BadRequestField",
        says: "field limt that tasks.binary.v1.ListTasksRequest does not have",
      },
      {
        name: "the call fails",
        input: { call: "tasks.binary.v1.TaskService/ListTasks", data: '{"limit":500}' },
        tag: "GrpcurlFailed",
        reason: "CallFailed",
        says: "failed with INVALID_ARGUMENT: limit must be an integer from 1 to 100",
      },
      {
        name: "the response does not match expect",
        input: {
          call: "tasks.strings.v1.TaskService/ListTasks",
          data: '{"limit":2}',
          expect: { tasks: [{ title: "Task 1" }, { title: "Task 3" }] },
        },
        tag: "ExpectMismatch",
        says: 'at $.tasks[1].title: expected "Task 3", got "Task 2"',
      },
    ]
    test.each(failures)(
      "$name → $tag",
      async ({ input, tag, reason, says }) => {
        const result = await check(input)
        if (Either.isRight(result)) throw new Error("preflight passed")
        expect(result.left._tag).toBe(tag)
        if (reason !== undefined) expect(result.left).toMatchObject({ reason })
        expect(result.left.message).toContain(says)
      },
      TIMEOUT_MS,
    )

    test(
      "server down → Unreachable, within the connect timeout",
      async () => {
        const started = performance.now()
        const result = await check({
          target: { ...target, address: `127.0.0.1:${freePort()}` },
          call: "tasks.binary.v1.TaskService/ListTasks",
          data: "{}",
          options: { connectTimeoutMs: 500 },
        })
        if (Either.isRight(result)) throw new Error("preflight passed")
        expect(result.left).toMatchObject({ _tag: "GrpcurlFailed", reason: "Unreachable" })
        expect(result.left.message).toContain("nothing answered before the connect timeout")
        expect(performance.now() - started).toBeLessThan(5_000)
      },
      TIMEOUT_MS,
    )
  },
)
