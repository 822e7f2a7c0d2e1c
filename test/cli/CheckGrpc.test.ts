/**
 * `./bench check` end to end for gRPC targets: real cue, grpcurl (preflight, health checks),
 * ghz and oha against the tasks services of examples/tasks on loopback. A passing check with
 * an HTTP baseline and gRPC candidates; the preflight's failures, each before any load (no
 * round is started) and located in the spec: a method the server lacks and a request field its
 * message lacks (exit 2), a response that does not match `expect` (exit 2), a failed smoke call
 * (exit 3); a server that never gets ready (exit 3); and a gRPC candidate over its overhead
 * limit (exit 1, naming the threshold). Skipped when ghz or grpcurl is not installed.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { GHZ, GRPCURL, present } from "../support/grpcTools.ts"
import { eventually, processesMatching } from "../support/Processes.ts"
import { printed, type Ran, runBench } from "../support/Running.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const grpcServer = join(root, "examples/tasks/grpc-server.ts")
const httpServer = join(root, "examples/tasks/server.ts")
const work = mkdtempSync(join(tmpdir(), "benchgate-check-grpc-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const run = (args: string[], timeoutMs?: number) => runBench(bench, args, work, timeoutMs)

let specCount = 0
/** Writes a spec into the work dir; its name relative to the work dir. */
const spec = (text: string): string => {
  const name = `grpc${++specCount}.cue`
  writeFileSync(join(work, name), text)
  return name
}

const q = (value: string) => JSON.stringify(value)

/** The line of the first line of `file` that contains `text`. */
const lineOf = (file: string, text: string): number =>
  readFileSync(join(work, file), "utf8")
    .split("\n")
    .findIndex((line) => line.includes(text)) + 1

/** A tasks gRPC server target; `marker` in its argv finds its processes. */
const wire = (marker: string, extra = "") => `{
		grpc: {address: "127.0.0.1:{port}"${extra}}
		start: {
			cmd: [${q(process.execPath)}, ${q(grpcServer)}, "--port={port}", "--db=${join(work, `${marker}.db`)}"]
			ready: grpc: "tasks.strings.v1.TaskService"
		}
	}`

const SMALL_LOAD = `{concurrency: 4, duration: "200ms", warmup: "100ms", rounds: 4}`

const noLoad = (result: Ran) => {
  expect(result.stderr).not.toContain("round 1/")
  expect(result.stderr).not.toContain("warmup")
}

const tools = present("ghz", GHZ) && present("grpcurl", GRPCURL)

describe.skipIf(!tools)("bench check: gRPC targets", () => {
  test("an HTTP baseline and gRPC candidates pass; sizes and status rates reported", async () => {
    const marker = `benchgate-grpc-pass-${process.pid}`
    const file = spec(`package bench
targets: {
	direct: {
		http: url: "http://127.0.0.1:{port}"
		start: {
			cmd: [${q(process.execPath)}, ${q(httpServer)}, "--backend=direct", "--port={port}"]
			ready: http: "/health"
		}
	}
	strings: ${wire(`${marker}-strings`)}
	binary: ${wire(`${marker}-binary`, `, service: "tasks.binary.v1.TaskService"`)}
}
scenarios: "list tasks": {
	request: path: "/api/tasks?limit=5"
	call: {method: "tasks.strings.v1.TaskService/ListTasks", data: {limit: 5}}
	baseline: "direct"
	items: 5
	load: ${SMALL_LOAD}
	thresholds: [
		{target: "strings", metric: "p50", overhead: "<= 1000x"},
		{target: "binary", metric: "bytes_per_response", max: 444},
		{target: "binary", metric: "bytes_per_item", max: 88.8},
		{target: "strings", metric: "status_rate:OK", min: "99%"},
		{metric: "error_rate", max: "0%"},
	]
}
scenarios: "get task": {
	targets: ["binary"]
	call: {
		method: "tasks.binary.v1.TaskService/GetTask"
		// task 42, 00000000-0000-4000-8000-00000000002a, as protobuf JSON bytes (base64)
		data: {id: "AAAAAAAAQACAAAAAAAAAKg=="}
		expect: {title: "Task 42", status: "STATUS_TODO"}
	}
	load: {requests: 50, concurrency: 2, connections: 2, warmup: "0s", rounds: 2}
	thresholds: [{metric: "status_rate:NOT_FOUND", max: "0%"}]
}
`)
    const json = join(work, "pass.json")
    const result = await run(["check", file, "--db", join(work, "pass.db"), "--json", json])
    expect(result.stderr).not.toContain("internal error")
    expect({ code: result.code, stderr: result.stderr }).toEqual({
      code: 0,
      stderr: expect.stringContaining("preflight") as unknown as string,
    })
    // Exact sizes from the preflight: 5 tasks, strings 936 B and binary 444 B (seed 001's
    // saving); the HTTP JSON is another size again, so the table shows the column. With
    // `items: 5`, each size per task beside it.
    const header = result.stdout.split("\n").find((line) => line.includes("bytes/resp")) ?? ""
    expect(header).toMatch(/target\s+rps\s+p50\s+p99\s+bytes\/resp\s+bytes\/item\s+overhead/)
    expect(result.stdout).toMatch(/strings\s.*\s936 B\s+187\.2 B\s/)
    expect(result.stdout).toMatch(/binary\s.*\s444 B\s+88\.8 B\s/)
    expect(result.stdout).toContain("binary bytes_per_item <= 88.8")
    expect(result.stdout).toContain("strings status_rate:OK >= 99%")

    const report = JSON.parse(readFileSync(json, "utf8"))
    const list = report.scenarios.find((s: { scenario: string }) => s.scenario === "list tasks")
    const binary = list.targets.find((t: { target: string }) => t.target === "binary")
    expect(Math.round(binary.estimates.bytes_per_response.value)).toBe(444)
    expect(binary.estimates.bytes_per_item).toEqual({ value: 444 / 5, unit: "bytes" })
    const direct = list.targets.find((t: { target: string }) => t.target === "direct")
    expect(direct.estimates.bytes_per_item.value).toBeCloseTo(
      direct.estimates.bytes_per_response.value / 5,
      9,
    )
    expect(binary.estimates["status_rate:OK"]).toEqual({ value: 1, unit: "fraction" })
    expect(await eventually(() => processesMatching(marker).length === 0)).toBe(true)
  }, 120_000)

  test("a method the server lacks: exit 2 at call.method, before any load", async () => {
    const marker = `benchgate-grpc-nomethod-${process.pid}`
    const file = spec(`package bench
targets: wire: ${wire(marker)}
scenarios: archive: {
	call: {
		method: "tasks.strings.v1.TaskService/ArchiveTask"
		data: {id: "x"}
	}
	load: ${SMALL_LOAD}
}
`)
    const db = join(work, "nomethod.db")
    const result = await run(["check", file, "--db", db])
    expect(result.code, printed(result)).toBe(2)
    const line = lineOf(file, "method:")
    expect(result.stderr).toContain(
      `${file}:${line}:3: scenarios.archive.call.method: target "wire": method tasks.strings.v1.TaskService/ArchiveTask: `,
    )
    expect(result.stderr).toContain(
      "the server's schema has no tasks.strings.v1.TaskService.ArchiveTask",
    )
    // grpcurl's own words follow.
    expect(result.stderr).toMatch(/\| grpcurl: .*ArchiveTask/)
    expect(result.stderr).toContain("the gRPC preflight failed (1 call); nothing was measured")
    noLoad(result)
    expect(existsSync(db)).toBe(false)
    expect(await eventually(() => processesMatching(marker).length === 0)).toBe(true)
  }, 60_000)

  test("a request field the message lacks: exit 2 at call.data; every problem at once", async () => {
    const marker = `benchgate-grpc-badfield-${process.pid}`
    const file = spec(`package bench
targets: wire: ${wire(marker)}
scenarios: list: {
	call: {
		method: "tasks.strings.v1.TaskService/ListTasks"
		data: {limt: 5}
	}
	load: ${SMALL_LOAD}
}
scenarios: get: {
	call: {
		method: "tasks.strings.v1.TaskService/GetTask"
		data: {id: "00000000-0000-4000-8000-00000000002a"}
		expect: {title: "Task 41"}
	}
	load: ${SMALL_LOAD}
}
`)
    const result = await run(["check", file, "--db", join(work, "badfield.db")])
    expect(result.code, printed(result)).toBe(2)
    expect(result.stderr).toContain(
      `${file}:${lineOf(file, "limt")}:3: scenarios.list.call.data: target "wire": call tasks.strings.v1.TaskService/ListTasks: the request has a field limt that tasks.strings.v1.ListTasksRequest does not have`,
    )
    expect(result.stderr).toContain(
      `${file}:${lineOf(file, "expect:")}:3: scenarios.get.call.expect: target "wire": call tasks.strings.v1.TaskService/GetTask: the response does not match expect at $.title: expected "Task 41", got "Task 42"`,
    )
    expect(result.stderr).toContain("(2 calls)")
    noLoad(result)
  }, 60_000)

  test("a failed smoke call (a non-OK status) is exit 3", async () => {
    const marker = `benchgate-grpc-callfailed-${process.pid}`
    const file = spec(`package bench
targets: wire: ${wire(marker)}
scenarios: list: {
	call: {method: "tasks.strings.v1.TaskService/ListTasks", data: {limit: 500}}
	load: ${SMALL_LOAD}
}
`)
    const result = await run(["check", file, "--db", join(work, "callfailed.db")])
    expect(result.code, printed(result)).toBe(3)
    expect(result.stderr).toContain(
      `${file}:${lineOf(file, "call:")}:2: scenarios.list.call: target "wire": call tasks.strings.v1.TaskService/ListTasks failed with INVALID_ARGUMENT`,
    )
    noLoad(result)
  }, 60_000)

  test("a server that never gets ready: exit 3 naming it and its health check", async () => {
    const marker = `benchgate-grpc-notready-${process.pid}`
    const file = spec(`package bench
targets: wire: {
	grpc: address: "127.0.0.1:{port}"
	start: {
		cmd: [${q(process.execPath)}, ${q(grpcServer)}, "--port={port}", ${q(`--db=${join(work, `${marker}.db`)}`)}]
		// The server knows no such service: its health check answers NOT_FOUND.
		ready: grpc: "tasks.v9.TaskService"
		timeout: "2s"
	}
}
scenarios: list: {
	call: method: "tasks.strings.v1.TaskService/ListTasks"
	load: ${SMALL_LOAD}
}
`)
    const result = await run(["check", file, "--db", join(work, "notready.db")])
    expect(result.code, printed(result)).toBe(3)
    expect(result.stderr).toContain('target "wire" of spec')
    expect(result.stderr).toContain(
      "was not ready within 2000 ms (waiting until the gRPC health check answered SERVING for service tasks.v9.TaskService",
    )
    expect(result.stderr).toContain("Health status unknown for service tasks.v9.TaskService")
    noLoad(result)
    expect(await eventually(() => processesMatching(marker).length === 0)).toBe(true)
  }, 60_000)

  test("a server that is down (no start, nothing listening): exit 3", async () => {
    const listener = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } })
    const port = listener.port
    listener.stop(true)
    const file = spec(`package bench
targets: wire: grpc: address: "127.0.0.1:${port}"
scenarios: list: {call: method: "tasks.strings.v1.TaskService/ListTasks", load: ${SMALL_LOAD}}
`)
    const result = await run(["check", file, "--db", join(work, "down.db")])
    expect(result.code, printed(result)).toBe(3)
    expect(result.stderr).toContain(
      `target "wire" of spec ${file} is not reachable at 127.0.0.1:${port} (it has no start command)`,
    )
    noLoad(result)
  }, 60_000)

  test("a gRPC candidate over its overhead limit: exit 1 naming the threshold", async () => {
    const marker = `benchgate-grpc-breach-${process.pid}`
    const file = spec(`package bench
targets: {
	direct: {
		http: url: "http://127.0.0.1:{port}"
		start: {
			cmd: [${q(process.execPath)}, ${q(httpServer)}, "--backend=direct", "--port={port}"]
			ready: http: "/health"
		}
	}
	wire: ${wire(marker)}
}
scenarios: list: {
	request: path: "/api/tasks?limit=20"
	call: {method: "tasks.strings.v1.TaskService/ListTasks", data: {limit: 20}}
	baseline: "direct"
	load: ${SMALL_LOAD}
	thresholds: [{target: "wire", metric: "p50", overhead: "<= 1.05x"}]
}
`)
    const result = await run(["check", file, "--db", join(work, "breach.db")])
    expect(result.stderr).not.toContain("internal error")
    expect(result.code, printed(result)).toBe(1)
    expect(result.stdout).toMatch(/FAIL\s+wire p50 <= 1\.05x vs direct\s+measured \d+\.\d+x/)
  }, 120_000)
})
