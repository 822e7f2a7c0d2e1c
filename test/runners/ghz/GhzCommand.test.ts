import { describe, expect, test } from "bun:test"
import { type GhzCommandInput, ghzArgs } from "../../../runners/ghz/GhzCommand.ts"
import type { GrpcConnection } from "../../../targets/grpc/GrpcConnection.ts"

const address = "127.0.0.1:50051"
const target: GrpcConnection = {
  address,
  tls: { mode: "plaintext" },
  schema: { kind: "reflection" },
  metadata: {},
}
const call = "tasks.binary.v1.TaskService/ListTasks"
const base = { target, call, data: '{"limit":20}', concurrency: 16 } as const

const cases: ReadonlyArray<{
  readonly name: string
  readonly input: GhzCommandInput
  readonly argv: ReadonlyArray<string>
}> = [
  {
    name: "duration: Go ms, in-flight calls finish at the deadline",
    input: { ...base, durationMs: 2000 },
    argv: [
      "--format=json",
      `--call=${call}`,
      "--insecure",
      "--concurrency=16",
      "--duration=2000ms",
      "--duration-stop=wait",
      '--data={"limit":20}',
      "--",
      address,
    ],
  },
  {
    name: "a fractional millisecond stays exact (Go durations take decimals)",
    input: { ...base, durationMs: 1500.5 },
    argv: [
      "--format=json",
      `--call=${call}`,
      "--insecure",
      "--concurrency=16",
      "--duration=1500.5ms",
      "--duration-stop=wait",
      '--data={"limit":20}',
      "--",
      address,
    ],
  },
  {
    name: "count, connections, rate and per-call timeout",
    input: { ...base, requests: 500, connections: 4, rate: 1000, timeoutMs: 2500 },
    argv: [
      "--format=json",
      `--call=${call}`,
      "--insecure",
      "--concurrency=16",
      "--connections=4",
      "--total=500",
      "--rps=1000",
      "--timeout=2500ms",
      '--data={"limit":20}',
      "--",
      address,
    ],
  },
  {
    name: "the dotted method form is written as Service/Method",
    input: { ...base, call: "tasks.binary.v1.TaskService.ListTasks", requests: 1 },
    argv: [
      "--format=json",
      `--call=${call}`,
      "--insecure",
      "--concurrency=16",
      "--total=1",
      '--data={"limit":20}',
      "--",
      address,
    ],
  },
  {
    name: "TLS with CA, server name and no-verify; metadata also on reflection requests",
    input: {
      ...base,
      requests: 10,
      target: {
        ...target,
        tls: { mode: "tls", caFile: "certs/ca.pem", serverName: "tasks.local", insecure: true },
        metadata: { authorization: "Bearer t0k3n", "x-tag": "-v" },
      },
    },
    argv: [
      "--format=json",
      `--call=${call}`,
      "--cacert=certs/ca.pem",
      "--cname=tasks.local",
      "--skipTLS",
      '--metadata={"authorization":"Bearer t0k3n","x-tag":"-v"}',
      '--reflect-metadata={"authorization":"Bearer t0k3n","x-tag":"-v"}',
      "--concurrency=16",
      "--total=10",
      '--data={"limit":20}',
      "--",
      address,
    ],
  },
  {
    name: "secret metadata with reflection: from files, the reflection's through --config",
    input: {
      ...base,
      requests: 10,
      target: { ...target, metadata: { authorization: "Bearer t0k3n" } },
      metadataFile: "/private/m",
      reflectConfigFile: "/private/r.json",
    },
    argv: [
      "--format=json",
      `--call=${call}`,
      "--insecure",
      "--metadata-file=/private/m",
      "--config=/private/r.json",
      "--concurrency=16",
      "--total=10",
      '--data={"limit":20}',
      "--",
      address,
    ],
  },
  {
    name: "TLS with the system roots: no flag at all",
    input: { ...base, requests: 1, target: { ...target, tls: { mode: "tls" } } },
    argv: [
      "--format=json",
      `--call=${call}`,
      "--concurrency=16",
      "--total=1",
      '--data={"limit":20}',
      "--",
      address,
    ],
  },
  {
    name: "one proto with import paths; metadata not sent to reflection",
    input: {
      ...base,
      requests: 1,
      target: {
        ...target,
        schema: { kind: "protos", files: ["proto/tasks.proto"], importPaths: ["proto", "vendor"] },
        metadata: { "x-a": "1" },
      },
    },
    argv: [
      "--format=json",
      `--call=${call}`,
      "--insecure",
      "--proto=proto/tasks.proto",
      "--import-paths=proto,vendor",
      '--metadata={"x-a":"1"}',
      "--concurrency=16",
      "--total=1",
      '--data={"limit":20}',
      "--",
      address,
    ],
  },
  {
    name: "a protoset; data that starts with - stays one value",
    input: {
      ...base,
      data: "-1",
      requests: 1,
      target: { ...target, schema: { kind: "protoset", file: "tasks.protoset" } },
    },
    argv: [
      "--format=json",
      `--call=${call}`,
      "--insecure",
      "--protoset=tasks.protoset",
      "--concurrency=16",
      "--total=1",
      "--data=-1",
      "--",
      address,
    ],
  },
]

describe("ghzArgs", () => {
  test.each(cases)("$name", ({ input, argv }) => {
    expect(ghzArgs(input)).toEqual(argv)
  })

  test("is pure: the same input gives the same argv", () => {
    const input = { ...base, durationMs: 1000 }
    expect(ghzArgs(input)).toEqual(ghzArgs(input))
  })

  const invalid: ReadonlyArray<{
    readonly name: string
    readonly input: GhzCommandInput
    readonly field: string
  }> = [
    { name: "neither duration nor count", input: base, field: "durationMs/requests" },
    {
      name: "both duration and count",
      input: { ...base, durationMs: 1, requests: 1 },
      field: "durationMs/requests",
    },
    {
      name: "zero concurrency",
      input: { ...base, concurrency: 0, requests: 1 },
      field: "concurrency",
    },
    {
      name: "more connections than workers",
      input: { ...base, connections: 17, requests: 1 },
      field: "connections",
    },
    {
      name: "a fractional rate (ghz takes a uint)",
      input: { ...base, rate: 2.5, requests: 1 },
      field: "rate",
    },
    { name: "a negative duration", input: { ...base, durationMs: -5 }, field: "durationMs" },
    { name: "a zero duration", input: { ...base, durationMs: 0 }, field: "durationMs" },
    {
      name: "an infinite timeout",
      input: { ...base, requests: 1, timeoutMs: Number.POSITIVE_INFINITY },
      field: "timeoutMs",
    },
    {
      name: "not a method name",
      input: { ...base, call: "ListTasks", requests: 1 },
      field: "call",
    },
    { name: "data '@' (stdin)", input: { ...base, data: "@", requests: 1 }, field: "data" },
    {
      name: "two protos",
      input: {
        ...base,
        requests: 1,
        target: {
          ...target,
          schema: { kind: "protos", files: ["a.proto", "b.proto"], importPaths: [] },
        },
      },
      field: "protos",
    },
    {
      name: "an import path with a comma",
      input: {
        ...base,
        requests: 1,
        target: { ...target, schema: { kind: "protos", files: ["a.proto"], importPaths: ["a,b"] } },
      },
      field: "importPaths",
    },
    {
      name: "a metadata key with a space",
      input: { ...base, requests: 1, target: { ...target, metadata: { "x a": "1" } } },
      field: "metadata",
    },
  ]
  test.each(invalid)("throws GhzCommandInvalid: $name", ({ input, field }) => {
    let thrown: unknown
    try {
      ghzArgs(input)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({ _tag: "GhzCommandInvalid", field })
  })
})
