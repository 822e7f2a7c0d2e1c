/**
 * plan for grpc targets, pure: one ghz slice per target (and a warm-up), the scenario's call
 * with each target's service and metadata, only the first proto for ghz, the load's fields as
 * ghz's; and the preflight checks of a spec (targets/grpc/GrpcCalls.ts).
 */
import { describe, expect, test } from "bun:test"
import { planSpec } from "../../compiler/Plan.ts"
import type { GrpcCall } from "../../targets/grpc/Call.ts"
import { preflightChecks as grpcChecks, methodFor } from "../../targets/grpc/GrpcCalls.ts"
import type { GrpcTarget } from "../../targets/grpc/GrpcTarget.ts"
import type { HttpTarget } from "../../targets/http/HttpTarget.ts"
import type { Scenario, Spec } from "../../targets/Spec.ts"
import { preflightChecks } from "../../targets/SpecNeeds.ts"

const at = { call: { line: 9, column: 2, path: "scenarios.list.call" } }

const call: GrpcCall = {
  method: "tasks.strings.v1.TaskService/ListTasks",
  data: '{"limit":"{{.RequestNumber}}"}',
  smoke: '{"limit":20}',
  metadata: { "x-tag": "bench", authorization: "call's" },
  expect: { tasks: [] },
  at,
}

const strings: GrpcTarget = {
  kind: "grpc",
  name: "strings",
  address: "127.0.0.1:{port}",
  tls: { mode: "plaintext" },
  schema: { kind: "reflection" },
  metadata: { authorization: "target's", "x-target": "strings" },
}

const binary: GrpcTarget = {
  kind: "grpc",
  name: "binary",
  address: "127.0.0.1:50051",
  tls: { mode: "tls", caFile: "ca.pem" },
  schema: { kind: "protos", files: ["tasks_binary.proto", "health.proto"], importPaths: ["p"] },
  metadata: {},
  service: "tasks.binary.v1.TaskService",
  dir: "/base/worktree/specs",
}

const direct: HttpTarget = {
  kind: "http",
  name: "direct",
  url: "http://127.0.0.1:{port}",
  headers: {},
}

const LOAD: Scenario["load"] = { concurrency: 8, durationMs: 300, warmupMs: 100, rounds: 3 }

const scenario = (load: Scenario["load"]): Scenario => ({
  name: "list",
  request: { method: "GET", path: "/api/tasks", headers: {} },
  call,
  load,
  targets: ["direct", "strings", "binary"],
  baseline: "direct",
  thresholds: [],
})

const spec = (load: Scenario["load"] = LOAD): Spec => ({
  file: "specs/tasks.cue",
  name: "tasks",
  targets: { direct, strings, binary },
  services: {},
  scenarios: [scenario(load)],
})

describe("plan: grpc targets", () => {
  test("one ghz slice per target and a warm-up; call, metadata and schema per target", () => {
    const [list] = planSpec(spec()).scenarios
    if (!list) throw new Error("no scenario")
    expect(list.slices.map((s) => [s.targets, s.invocation.runner])).toEqual([
      [["direct"], "oha"],
      [["strings"], "ghz"],
      [["binary"], "ghz"],
    ])
    expect(list.slices[1]?.invocation).toEqual({
      runner: "ghz",
      input: {
        target: {
          address: "127.0.0.1:{port}",
          tls: { mode: "plaintext" },
          schema: { kind: "reflection" },
          // The call's metadata wins on equal keys.
          metadata: { authorization: "call's", "x-target": "strings", "x-tag": "bench" },
        },
        call: "tasks.strings.v1.TaskService/ListTasks",
        data: '{"limit":"{{.RequestNumber}}"}',
        concurrency: 8,
        durationMs: 300,
      },
    })
    // The service override, the base copy's directory, ghz's single proto.
    expect(list.slices[2]?.invocation).toMatchObject({
      runner: "ghz",
      dir: "/base/worktree/specs",
      input: {
        call: "tasks.binary.v1.TaskService/ListTasks",
        target: {
          tls: { mode: "tls", caFile: "ca.pem" },
          schema: { kind: "protos", files: ["tasks_binary.proto"], importPaths: ["p"] },
        },
      },
    })
    expect(list.warmups.map((w) => [w.targets, w.invocation.runner])).toEqual([
      [["direct"], "oha"],
      [["strings"], "ghz"],
      [["binary"], "ghz"],
    ])
    const warmup = list.warmups[1]?.invocation
    expect(warmup?.runner === "ghz" ? warmup.input.durationMs : undefined).toBe(100)
    // Three slices of 300 ms per round, three rounds, three warm-ups of 100 ms.
    expect(list.loadMs).toBe(3 * 300 * 3 + 3 * 100)
  })

  test("requests, rate and connections become ghz's; no warm-up with 0s", () => {
    const [list] = planSpec(
      spec({ concurrency: 8, requests: 200, rate: 50, connections: 2, warmupMs: 0, rounds: 3 }),
    ).scenarios
    const slice = list?.slices[1]?.invocation
    if (slice?.runner !== "ghz") throw new Error("a ghz slice expected")
    expect(slice.input).toMatchObject({ requests: 200, rate: 50, connections: 2 })
    expect(slice.input.durationMs).toBeUndefined()
    expect(list?.warmups).toEqual([])
    // A request count has no known duration.
    expect(list?.loadMs).toBeUndefined()
  })

  test("started targets: http and grpc alike", () => {
    expect(planSpec(spec()).targets.map((t) => t.name)).toEqual(["direct", "strings", "binary"])
  })
})

describe("preflight checks", () => {
  test("a spec's: one per grpc target of each scenario, made with grpcurl", () => {
    expect(preflightChecks(spec()).map(({ run: _, ...check }) => check)).toEqual([
      { scenario: "list", target: "strings", tools: ["grpcurl"] },
      { scenario: "list", target: "binary", tools: ["grpcurl"] },
    ])
  })

  test("the grpc kind's: with its method, smoke request and location", () => {
    const kindSees = {
      name: "list",
      part: call,
      targets: [
        { name: "strings", target: strings },
        { name: "binary", target: binary },
      ],
    }
    expect(grpcChecks([kindSees])).toEqual([
      {
        scenario: "list",
        target: "strings",
        connection: {
          address: "127.0.0.1:{port}",
          tls: { mode: "plaintext" },
          schema: { kind: "reflection" },
          metadata: { authorization: "call's", "x-target": "strings", "x-tag": "bench" },
        },
        method: "tasks.strings.v1.TaskService/ListTasks",
        smoke: '{"limit":20}',
        expect: { tasks: [] },
        at,
      },
      {
        scenario: "list",
        target: "binary",
        connection: {
          address: "127.0.0.1:50051",
          tls: { mode: "tls", caFile: "ca.pem" },
          // grpcurl reads every proto.
          schema: {
            kind: "protos",
            files: ["tasks_binary.proto", "health.proto"],
            importPaths: ["p"],
          },
          metadata: { authorization: "call's", "x-tag": "bench" },
        },
        dir: "/base/worktree/specs",
        method: "tasks.binary.v1.TaskService/ListTasks",
        smoke: '{"limit":20}',
        expect: { tasks: [] },
        at,
      },
    ])
  })

  test("scenarios without a call have none", () => {
    const { call: _, ...noCall } = scenario(LOAD)
    expect(preflightChecks({ ...spec(), scenarios: [{ ...noCall, targets: ["direct"] }] })).toEqual(
      [],
    )
  })

  test("methodFor: a target's service replaces the method's service", () => {
    expect(methodFor(strings, call)).toBe("tasks.strings.v1.TaskService/ListTasks")
    expect(methodFor(binary, call)).toBe("tasks.binary.v1.TaskService/ListTasks")
  })
})
