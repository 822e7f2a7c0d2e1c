import { describe, expect, test } from "bun:test"
import type { GrpcConnection } from "../../../../targets/grpc/GrpcConnection.ts"
import {
  describeSymbolOf,
  grpcurlCallArgs,
  grpcurlDescribeArgs,
  grpcurlListArgs,
} from "../../../../targets/grpc/grpcurl/GrpcurlCommand.ts"

const address = "127.0.0.1:50051"
const target: GrpcConnection = {
  address,
  tls: { mode: "plaintext" },
  schema: { kind: "reflection" },
  metadata: {},
}
const call = "tasks.binary.v1.TaskService/ListTasks"

describe("grpcurl argv", () => {
  test("list, by reflection (no schema flag), dial limit 5 s by default", () => {
    expect(grpcurlListArgs(target)).toEqual([
      "-plaintext",
      "-connect-timeout=5",
      "--",
      address,
      "list",
    ])
    expect(grpcurlListArgs(target, "tasks.binary.v1.TaskService")).toEqual([
      "-plaintext",
      "-connect-timeout=5",
      "--",
      address,
      "list",
      "tasks.binary.v1.TaskService",
    ])
  })

  test("describe, with TLS (CA, server name, no-verify), metadata and time limits", () => {
    const tls: GrpcConnection = {
      ...target,
      tls: { mode: "tls", caFile: "certs/ca.pem", serverName: "tasks.local", insecure: true },
      metadata: { authorization: "Bearer t0k3n", "x-tag": "-v" },
    }
    expect(
      grpcurlDescribeArgs(tls, "tasks.binary.v1.Task", {
        connectTimeoutMs: 1500,
        maxTimeMs: 10_000,
      }),
    ).toEqual([
      "-cacert=certs/ca.pem",
      "-servername=tasks.local",
      "-insecure",
      "-H=authorization: Bearer t0k3n",
      "-H=x-tag: -v",
      "-connect-timeout=1.5",
      "-max-time=10",
      "--",
      address,
      "describe",
      "tasks.binary.v1.Task",
    ])
  })

  test("TLS with the system roots: no TLS flag at all", () => {
    expect(grpcurlListArgs({ ...target, tls: { mode: "tls" } })).toEqual([
      "-connect-timeout=5",
      "--",
      address,
      "list",
    ])
  })

  test("a call: errors as JSON, zero values printed, sizes (-vv), the request attached", () => {
    expect(grpcurlCallArgs({ target, call, data: '{"limit":2}' })).toEqual([
      "-plaintext",
      "-connect-timeout=5",
      "-format-error",
      "-emit-defaults",
      "-vv",
      '-d={"limit":2}',
      "--",
      address,
      call,
    ])
  })

  test("protos with import paths (import paths first), or a protoset", () => {
    const protos: GrpcConnection = {
      ...target,
      schema: { kind: "protos", files: ["tasks.proto", "common.proto"], importPaths: ["proto"] },
    }
    expect(grpcurlCallArgs({ target: protos, call, data: "{}", verbose: false })).toEqual([
      "-plaintext",
      "-import-path=proto",
      "-proto=tasks.proto",
      "-proto=common.proto",
      "-connect-timeout=5",
      "-format-error",
      "-emit-defaults",
      "-d={}",
      "--",
      address,
      call,
    ])
    const protoset: GrpcConnection = { ...target, schema: { kind: "protoset", file: "tasks.pb" } }
    expect(grpcurlListArgs(protoset)).toEqual([
      "-plaintext",
      "-protoset=tasks.pb",
      "-connect-timeout=5",
      "--",
      address,
      "list",
    ])
  })

  test("the dotted method form is normalised; describe takes the dotted symbol", () => {
    const args = grpcurlCallArgs({
      target,
      call: "tasks.binary.v1.TaskService.ListTasks",
      data: "{}",
    })
    expect(args.at(-1)).toBe(call)
    expect(describeSymbolOf(call)).toBe("tasks.binary.v1.TaskService.ListTasks")
  })

  test("time limits: float seconds, exact", () => {
    expect(
      grpcurlDescribeArgs(target, "tasks.binary.v1.Task", {
        connectTimeoutMs: 5000,
        maxTimeMs: 250,
      }),
    ).toEqual([
      "-plaintext",
      "-connect-timeout=5",
      "-max-time=0.25",
      "--",
      address,
      "describe",
      "tasks.binary.v1.Task",
    ])
  })

  const invalid: ReadonlyArray<{
    readonly name: string
    readonly run: () => unknown
    readonly field: string
  }> = [
    {
      name: "not a method",
      run: () => grpcurlCallArgs({ target, call: "ListTasks", data: "{}" }),
      field: "call",
    },
    {
      name: "no proto file",
      run: () =>
        grpcurlListArgs({ ...target, schema: { kind: "protos", files: [], importPaths: [] } }),
      field: "protos",
    },
    {
      name: "an absolute proto without import paths (grpcurl refuses it)",
      run: () =>
        grpcurlListArgs({
          ...target,
          schema: { kind: "protos", files: ["/x/a.proto"], importPaths: [] },
        }),
      field: "protos",
    },
    {
      name: "a time limit of zero",
      run: () => grpcurlDescribeArgs(target, "tasks.binary.v1.Task", { maxTimeMs: 0 }),
      field: "maxTimeMs",
    },
    {
      name: "a metadata key with a colon",
      run: () => grpcurlListArgs({ ...target, metadata: { "a:b": "1" } }),
      field: "metadata",
    },
  ]
  test.each(invalid)("throws GrpcurlCommandInvalid: $name", ({ run, field }) => {
    let thrown: unknown
    try {
      run()
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({ _tag: "GrpcurlCommandInvalid", field })
  })
})
