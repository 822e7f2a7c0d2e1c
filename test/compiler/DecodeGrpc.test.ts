/**
 * decode for grpc targets and scenario calls, on what the real `cue export` gives: the typed
 * result (TLS, schema sources, metadata, readiness, the call's request, smoke and expect with
 * their locations), and every cross-check as a located issue. Positions are marked with `‸`
 * and a digit right before the field the issue must point at.
 */
import { describe, expect, test } from "bun:test"
import { Either } from "effect"
import { decodeSpec } from "../../compiler/Decode.ts"
import { formatIssue } from "../../compiler/Issue.ts"
import type { GrpcTarget } from "../../targets/grpc/GrpcTarget.ts"
import type { Spec } from "../../targets/Spec.ts"
import { exportSource, loadSource } from "../support/load.ts"

const FILE = "specs/grpc.cue"

/** The source without markers, and where each marker was (line and column, 1-based). */
const unmark = (marked: string) => {
  const positions = new Map<string, { line: number; column: number }>()
  let source = ""
  for (const [i, part] of marked.split(/‸(\d)/).entries()) {
    if (i % 2 === 0) {
      source += part
      continue
    }
    const line = source.split("\n").length
    positions.set(part, { line, column: source.length - source.lastIndexOf("\n") })
  }
  return { source, positions }
}

const TARGETS = `targets: {
	api: {
		http: url: "http://127.0.0.1:{port}"
		start: cmd: ["bun", "server.ts", "--port={port}"]
	}
	wire: {
		grpc: address: "127.0.0.1:{port}"
		start: {cmd: ["bun", "grpc-server.ts", "--port={port}"], ready: grpc: ""}
	}
}`

const spec = (body: string) => `package bench\n\n${TARGETS}\n\n${body}\n`

type Expected = ReadonlyArray<readonly [marker: string | undefined, path: string, message: string]>

const decodeMarked = async (marked: string) => {
  const { source, positions } = unmark(marked)
  const input = await exportSource(source, FILE)
  return { result: decodeSpec(input), positions }
}

const expectIssues = async (marked: string, expected: Expected) => {
  const { result, positions } = await decodeMarked(marked)
  if (Either.isRight(result)) throw new Error("expected issues, the spec decoded")
  expect(result.left.map(formatIssue)).toEqual(
    expected.map(([marker, path, message]) => {
      const at = marker === undefined ? undefined : positions.get(marker)
      if (marker !== undefined && !at) throw new Error(`no marker ‸${marker} in the source`)
      return formatIssue({ file: FILE, ...at, path, message })
    }),
  )
}

const decoded = async (
  marked: string,
): Promise<{ spec: Spec; positions: Map<string, { line: number; column: number }> }> => {
  const { result, positions } = await decodeMarked(marked)
  if (Either.isLeft(result)) throw new Error(result.left.map(formatIssue).join("\n"))
  return { spec: result.right, positions }
}

const grpcTarget = (value: Spec, name: string): GrpcTarget => {
  const target = value.targets[name]
  if (target?.kind !== "grpc") throw new Error(`${name} is not a grpc target`)
  return target
}

describe("decode: grpc targets", () => {
  test("defaults: plaintext, reflection, no metadata; ready by the health check", async () => {
    const { spec: value } = await decoded(
      spec(`scenarios: s: {targets: ["wire"], call: method: "tasks.v1.TaskService/ListTasks"}`),
    )
    expect(grpcTarget(value, "wire")).toEqual({
      kind: "grpc",
      name: "wire",
      address: "127.0.0.1:{port}",
      tls: { mode: "plaintext" },
      schema: { kind: "reflection" },
      metadata: {},
      start: {
        cmd: ["bun", "grpc-server.ts", "--port={port}"],
        env: {},
        ready: {},
        timeoutMs: 15_000,
      },
      healthService: "",
    })
  })

  test("TLS, protos with import paths, metadata and a service override", async () => {
    const { spec: value } = await decoded(`package bench
targets: secure: grpc: {
	address: "[::1]:50051"
	tls: {ca: "certs/ca.pem", serverName: "tasks.internal", insecure: true}
	protos: ["proto/tasks.proto", "proto/common.proto"]
	importPaths: ["proto", "third_party"]
	metadata: {authorization: "Bearer t0k3n", "x-tenant": "a b"}
	service: "tasks.v2.TaskService"
}
targets: compiled: grpc: {address: "127.0.0.1:50052", protoset: "tasks.protoset"}
scenarios: s: call: method: "tasks.v1.TaskService/ListTasks"
`)
    expect(grpcTarget(value, "secure")).toEqual({
      kind: "grpc",
      name: "secure",
      address: "[::1]:50051",
      tls: { mode: "tls", caFile: "certs/ca.pem", serverName: "tasks.internal", insecure: true },
      schema: {
        kind: "protos",
        files: ["proto/tasks.proto", "proto/common.proto"],
        importPaths: ["proto", "third_party"],
      },
      metadata: { authorization: "Bearer t0k3n", "x-tenant": "a b" },
      service: "tasks.v2.TaskService",
    })
    expect(grpcTarget(value, "compiled").schema).toEqual({
      kind: "protoset",
      file: "tasks.protoset",
    })
  })
})

describe("decode: a scenario's call", () => {
  test("a struct request is JSON; smoke defaults to it; expect and locations kept", async () => {
    const { spec: value, positions } = await decoded(
      spec(`scenarios: s: {
	targets: ["wire"]
	‸1call: {
		‸2method: "tasks.binary.v1.TaskService/GetTask"
		‸3data: {id: "AAAAAAAAQACAAAAAAAAAKg=="}
		metadata: "x-request-tag": "bench"
		‸4expect: {title: "Task 42"}
	}
}`),
    )
    const [scenario] = value.scenarios
    const at = (marker: string, path: string) => {
      const position = positions.get(marker)
      if (!position) throw new Error(`no marker ‸${marker}`)
      return { ...position, path }
    }
    expect(scenario?.call).toEqual({
      method: "tasks.binary.v1.TaskService/GetTask",
      data: '{"id":"AAAAAAAAQACAAAAAAAAAKg=="}',
      smoke: '{"id":"AAAAAAAAQACAAAAAAAAAKg=="}',
      metadata: { "x-request-tag": "bench" },
      expect: { title: "Task 42" },
      at: {
        call: at("1", "scenarios.s.call"),
        method: at("2", "scenarios.s.call.method"),
        smoke: at("3", "scenarios.s.call.data"),
        expect: at("4", "scenarios.s.call.expect"),
      },
    })
  })

  test("templated data with a concrete smoke request; no data means {}", async () => {
    const { spec: value } = await decoded(
      spec(`scenarios: {
	create: {
		targets: ["wire"]
		call: {
			method: "tasks.strings.v1.TaskService/CreateTask"
			data: "{\\"title\\": \\"load {{.RequestNumber}}\\"}"
			smoke: {title: "smoke"}
		}
	}
	empty: {targets: ["wire"], call: method: "grpc.health.v1.Health/Check"}
}`),
    )
    const [create, empty] = value.scenarios
    expect(create?.call?.data).toBe('{"title": "load {{.RequestNumber}}"}')
    expect(create?.call?.smoke).toBe('{"title":"smoke"}')
    expect(empty?.call?.data).toBe("{}")
    expect(empty?.call?.smoke).toBe("{}")
  })

  test("a call's timeout is kept in ms; without one ghz's default applies", async () => {
    const { spec: value } = await decoded(
      spec(`scenarios: {
	slow: {targets: ["wire"], call: {method: "grpc.health.v1.Health/Check", timeout: "750ms"}}
	plain: {targets: ["wire"], call: method: "grpc.health.v1.Health/Check"}
}`),
    )
    const [slow, plain] = value.scenarios
    expect(slow?.call?.timeoutMs).toBe(750)
    expect(plain?.call).not.toHaveProperty("timeoutMs")
  })

  test("an HTTP and a gRPC target in one scenario: request and call, load shared", async () => {
    const { spec: value } = await decoded(
      spec(`scenarios: s: {
	request: path: "/api/tasks"
	call: {method: "tasks.v1.TaskService/ListTasks", data: {limit: 20}}
	baseline: "api"
	load: {concurrency: 8, connections: 2, rate: 500, duration: "300ms"}
	thresholds: [
		{target: "wire", metric: "p50", overhead: "<= 2x"},
		{target: "wire", metric: "status_rate:UNAVAILABLE", max: "0.1%"},
		{target: "wire", metric: "status_rate:OK", min: "99%"},
		{metric: "bytes_per_response", max: "4KiB"},
	]
}`),
    )
    const [scenario] = value.scenarios
    expect(scenario?.load).toMatchObject({ concurrency: 8, connections: 2, rate: 500 })
    expect(scenario?.thresholds.map((t) => t.text)).toEqual([
      "wire p50 <= 2x vs api",
      "wire status_rate:UNAVAILABLE <= 0.1%",
      "wire status_rate:OK >= 99%",
      "api bytes_per_response <= 4KiB",
      "wire bytes_per_response <= 4KiB",
    ])
    expect(scenario?.thresholds[1]).toMatchObject({ kind: "absolute", limit: 0.001 })
  })
})

describe("decode: gRPC cross-checks, each located", () => {
  const cases: ReadonlyArray<readonly [string, string, Expected]> = [
    [
      "a grpc target needs a call",
      `scenarios: ‸1s: {targets: ["wire"]}`,
      [["1", "scenarios.s", 'call is required: it is what ghz calls on the grpc target "wire"']],
    ],
    [
      "a call without grpc targets",
      `scenarios: s: {targets: ["api"], request: path: "/", ‸1call: method: "a.S/M"}`,
      [
        [
          "1",
          "scenarios.s.call",
          "call is only made to grpc targets, and this scenario has none (http); remove it",
        ],
      ],
    ],
    [
      "a call's timeout of 0",
      `scenarios: s: {targets: ["wire"], call: {method: "a.S/M", ‸1timeout: "0ms"}}`,
      [["1", "scenarios.s.call.timeout", 'a timeout is more than 0, got "0ms"']],
    ],
    [
      "templated data without a smoke request",
      `scenarios: s: {
	targets: ["wire"]
	call: {method: "a.S/M", ‸1data: "{\\"n\\": \\"{{.RequestNumber}}\\"}"}
}`,
      [
        [
          "1",
          "scenarios.s.call.data",
          "data holds ghz templates ({{…}}), which the preflight's smoke call (grpcurl) would send as written; add `smoke`, one concrete request",
        ],
      ],
    ],
    [
      "data that is not JSON, smoke with a template",
      `scenarios: s: {
	targets: ["wire"]
	call: {method: "a.S/M", ‸1data: "{\\"n\\": {{.RequestNumber}}}", ‸2smoke: "{\\"n\\": \\"{{x}}\\"}"}
}`,
      [
        [
          "1",
          "scenarios.s.call.data",
          'not JSON (JSON Parse error: Expected \'}\'); ghz templates go inside JSON strings: {"title": "task {{.RequestNumber}}"}',
        ],
        [
          "2",
          "scenarios.s.call.smoke",
          "smoke is sent as written (grpcurl renders no templates); give one concrete request",
        ],
      ],
    ],
    [
      "metadata keys and values the tools cannot send",
      `scenarios: s: {
	targets: ["wire"]
	call: {method: "a.S/M", metadata: {‸1"bad key": "x", ‸2"grpc-timeout": "1S", ‸3ok: "line\\nbreak"}}
}`,
      [
        [
          "1",
          'scenarios.s.call.metadata."bad key"',
          '"bad key" is not a metadata key: letters, digits, -, _ and .',
        ],
        [
          "2",
          'scenarios.s.call.metadata."grpc-timeout"',
          '"grpc-" metadata keys are reserved for gRPC itself',
        ],
        [
          "3",
          "scenarios.s.call.metadata.ok",
          "a metadata value cannot hold control characters (newlines, tabs, …)",
        ],
      ],
    ],
    [
      "connections only for grpc, and not more than the workers",
      `scenarios: {
	a: {targets: ["api"], request: path: "/", load: ‸1connections: 2}
	b: {targets: ["wire"], call: method: "a.S/M", load: {concurrency: 2, ‸2connections: 4, ‸3rate: 10.5}}
}`,
      [
        [
          "1",
          "scenarios.a.load.connections",
          "connections only applies to targets loaded by ghz; this scenario's targets are loaded by oha",
        ],
        [
          "2",
          "scenarios.b.load.connections",
          "4 connections for 2 workers (concurrency): ghz needs connections <= concurrency",
        ],
        ["3", "scenarios.b.load.rate", "ghz takes a whole number of calls per second, not 10.5"],
      ],
    ],
    [
      "a metric ghz does not produce, and an unknown status code",
      `scenarios: s: {
	targets: ["wire"]
	call: method: "a.S/M"
	thresholds: [
		{‸1metric: "time_per_op", max: "1ms"},
		{‸2metric: "status_rate:Unavailable", max: "1%"},
		{‸3metric: "status_rate:SOON", max: "1%"},
	]
}`,
      [
        [
          "1",
          "scenarios.s.thresholds.0.metric",
          'time_per_op is not measured for grpc target "wire" (ghz gives rps, mean, p50, p90, p95, p99, p99.9, error_rate, bytes_per_response, status_rate:<CODE>)',
        ],
        [
          "2",
          "scenarios.s.thresholds.1.metric",
          '"Unavailable" is not a canonical gRPC status code (OK, CANCELLED, UNKNOWN, INVALID_ARGUMENT, DEADLINE_EXCEEDED, NOT_FOUND, ALREADY_EXISTS, PERMISSION_DENIED, RESOURCE_EXHAUSTED, FAILED_PRECONDITION, ABORTED, OUT_OF_RANGE, UNIMPLEMENTED, INTERNAL, UNAVAILABLE, DATA_LOSS, UNAUTHENTICATED); write status_rate:UNAVAILABLE',
        ],
        [
          "3",
          "scenarios.s.thresholds.2.metric",
          '"SOON" is not a canonical gRPC status code (OK, CANCELLED, UNKNOWN, INVALID_ARGUMENT, DEADLINE_EXCEEDED, NOT_FOUND, ALREADY_EXISTS, PERMISSION_DENIED, RESOURCE_EXHAUSTED, FAILED_PRECONDITION, ABORTED, OUT_OF_RANGE, UNIMPLEMENTED, INTERNAL, UNAVAILABLE, DATA_LOSS, UNAUTHENTICATED)',
        ],
      ],
    ],
    [
      "status_rate against an HTTP baseline: oha has no gRPC status",
      `scenarios: s: {
	request: path: "/"
	call: method: "a.S/M"
	baseline: "api"
	thresholds: [{target: "wire", ‸1metric: "status_rate:OK", overhead: ">= 0.9x"}]
}`,
      [
        [
          "1",
          "scenarios.s.thresholds.0.metric",
          'status_rate:OK is not measured for http target "api" (oha gives rps, mean, p50, p90, p95, p99, p99.9, error_rate, bytes_per_response)',
        ],
      ],
    ],
  ]

  test.each(cases.map((c) => [c[0], c]))("%s", async (_, [, body, expected]) => {
    await expectIssues(spec(body), expected)
  })

  test("target fields: schema sources, readiness, {port} without start", async () => {
    await expectIssues(
      `package bench
targets: {
	a: grpc: {‸1address: "127.0.0.1:{port}", protos: ["x.proto"], ‸2protoset: "x.protoset"}
	b: grpc: {address: "127.0.0.1:1", ‸3importPaths: ["p"], metadata: ‸4"Bad Key!": "v"}
	c: {
		grpc: ‸5address: "127.0.0.1:70000"
		start: {cmd: ["x"], ready: ‸6http: "/health"}
	}
	d: {
		http: url: "http://127.0.0.1:{port}"
		start: {cmd: ["x", "{port}"], ready: ‸7grpc: ""}
	}
}
scenarios: s: {targets: ["b"], call: method: "a.S/M"}
`,
      [
        [
          "1",
          "targets.a.grpc.address",
          "{port} is only known when benchgate starts the target; add `start` or write the port",
        ],
        [
          "2",
          "targets.a.grpc.protoset",
          "set protos or protoset, not both (neither: server reflection)",
        ],
        [
          "3",
          "targets.b.grpc.importPaths",
          "importPaths are where the imports of `protos` are found; without protos nothing reads them",
        ],
        [
          "4",
          'targets.b.grpc.metadata."Bad Key!"',
          '"Bad Key!" is not a metadata key: letters, digits, -, _ and .',
        ],
        ["5", "targets.c.grpc.address", "port 70000 is not between 1 and 65535"],
        [
          "6",
          "targets.c.start.ready.http",
          'ready.http probes an HTTP path; a grpc target is ready by the gRPC health check: ready: grpc: "" (or a service name)',
        ],
        [
          "7",
          "targets.d.start.ready.grpc",
          "ready.grpc is the gRPC health check of grpc targets; an HTTP server is ready when ready.http answers 2xx",
        ],
      ],
    )
  })

  test("schema.cue rejects a method, address or service that is not one, located", async () => {
    const result = await loadSource(`package bench
targets: w: grpc: {address: "http://127.0.0.1:1", service: "tasks v2"}
scenarios: s: {targets: ["w"], call: method: "tasks.TaskService.ListTasks; rm -rf ~"}
`)
    if (Either.isRight(result)) throw new Error("cue accepted the spec")
    const lines = result.left.map(formatIssue).join("\n")
    expect(lines).toMatch(/specs\/demo\.cue:2:\d+: targets\.w\.grpc\.address: /)
    expect(lines).toMatch(/specs\/demo\.cue:2:\d+: targets\.w\.grpc\.service: /)
    expect(lines).toMatch(/specs\/demo\.cue:3:\d+: scenarios\.s\.call\.method: /)
  })
})
