/**
 * `./bench compile` writes scripts that run on their own: real bash, real oha, real service; and
 * for the other runners real commands, a real go toolchain and real bun processes; for gRPC real
 * ghz and grpcurl (its health check) against the tasks gRPC server.
 */
import { afterAll, expect, test } from "bun:test"
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Effect, Either } from "effect"
import { bunBenchOutcome } from "../../runners/bun/BunBenchReport.ts"
import { parseGoBenchOutput } from "../../runners/GoBenchOutput.ts"
import { ghzMetrics } from "../../runners/ghz/GhzMetrics.ts"
import { decodeGhzJson } from "../../runners/ghz/GhzReport.ts"
import { ohaMetrics } from "../../runners/oha/OhaMetrics.ts"
import { decodeOhaJson } from "../../runners/oha/OhaReport.ts"
import { resolveTool } from "../../tools/Toolchain.ts"
import { parseCommandTiming } from "../support/CommandTiming.ts"
import { eventually, processesMatching } from "../support/Processes.ts"

const root = resolve(import.meta.dir, "../..")
const work = mkdtempSync(join(tmpdir(), "benchgate-compile-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

test("a compiled scenario script starts its targets, runs every round with oha, and cleans up", async () => {
  const marker = join(work, "users-db")
  writeFileSync(
    join(work, "shop.cue"),
    `package bench
targets: direct: {
	http: url: "http://127.0.0.1:{port}"
	start: {
		cmd: ["bun", ${JSON.stringify(join(root, "examples/users/server.ts"))}, "--mode=direct", "--port={port}", "--db=${marker}"]
		ready: http: "/health"
	}
}
scenarios: "get user": {
	request: path: "/users/42"
	load: {concurrency: 2, duration: "200ms", rounds: 2, warmup: "100ms"}
}
`,
  )
  const out = join(work, "scripts")
  const compiled = Bun.spawnSync([join(root, "bench"), "compile", "shop.cue", "--out", out], {
    cwd: work,
  })
  expect(compiled.stderr.toString()).not.toContain("error")
  expect(compiled.exitCode).toBe(0)
  const script = join(out, "shop", "get-user.sh")
  expect(compiled.stdout.toString().trim()).toBe(script)

  const oha = await Effect.runPromise(resolveTool("oha"))
  const results = join(work, "results")
  // Run from an unrelated directory: the script finds the spec directory by itself.
  const ran = Bun.spawnSync(["bash", script, results], {
    cwd: tmpdir(),
    env: { ...process.env, OHA: oha.path },
    timeout: 60_000,
  })
  expect(ran.stderr.toString()).toContain("round 2/2")
  expect(ran.exitCode).toBe(0)

  const reports = readdirSync(results)
    .filter((f) => f.endsWith(".json"))
    .sort()
  expect(reports).toEqual(["round-1-direct.json", "round-2-direct.json"])
  for (const report of reports) {
    const decoded = Either.getOrThrow(decodeOhaJson(readFileSync(join(results, report), "utf8")))
    expect(ohaMetrics(decoded).rps ?? 0).toBeGreaterThan(0)
  }
  expect(await eventually(() => processesMatching(marker).length === 0)).toBe(true)
}, 90_000)

test("compiled scripts for command, go and bun slices run on their own and leave readable results", async () => {
  const go = process.env.BENCHGATE_GO ?? Bun.which("go")
  const sample = join(root, "test/runners/bun/fixtures/sample.bench.ts")
  const benchmod = join(root, "test/fixtures/go/benchmod")
  writeFileSync(
    join(work, "kinds.cue"),
    `package bench
targets: {
	quick: command: cmd: ["bun", "-e", "1"]
	sleepy: command: cmd: ["bun", "-e", "await Bun.sleep(20)"]
	join: go: {package: ${JSON.stringify(benchmod)}, benchmark: "BenchmarkJoin"}
	format: go: {package: ${JSON.stringify(benchmod)}, benchmark: "BenchmarkFormat/n=10"}
	sync: bun: {file: ${JSON.stringify(sample)}, group: "sync vs async", variant: "sync"}
	async: bun: {file: ${JSON.stringify(sample)}, group: "sync vs async", variant: "async"}
}
scenarios: {
	commands: {targets: ["quick", "sleepy"], load: {warmup: "1ms", rounds: 2}}
	benchmarks: {targets: ["join", "format"], load: {duration: "20ms", warmup: "5ms", rounds: 2}}
	calls: {targets: ["sync", "async"], load: {duration: "30ms", warmup: "10ms", rounds: 2}}
}
`,
  )
  const out = join(work, "kinds-scripts")
  const compiled = Bun.spawnSync([join(root, "bench"), "compile", "kinds.cue", "--out", out], {
    cwd: work,
  })
  expect(compiled.stderr.toString()).toBe("")
  expect(compiled.exitCode).toBe(0)
  const runScript = (name: string) => {
    const results = join(work, "kinds-results", name)
    const ran = Bun.spawnSync(["bash", join(out, "kinds", `${name}.sh`), results], {
      cwd: tmpdir(),
      env: { ...process.env, BUN: process.execPath, ...(go === null ? {} : { GO: go }) },
      timeout: 120_000,
    })
    expect({
      name,
      code: ran.exitCode,
      stderr: ran.exitCode === 0 ? "" : ran.stderr.toString(),
    }).toEqual({
      name,
      code: 0,
      stderr: "",
    })
    return { results, stderr: ran.stderr.toString() }
  }

  const commands = runScript("commands")
  const timings = readdirSync(commands.results)
    .filter((f) => f.endsWith(".timing"))
    .sort()
  expect(timings).toEqual([
    "round-1-quick.timing",
    "round-1-sleepy.timing",
    "round-2-quick.timing",
    "round-2-sleepy.timing",
  ])
  for (const timing of timings) {
    const values = parseCommandTiming(readFileSync(join(commands.results, timing), "utf8"))
    expect(values.wall ?? 0).toBeGreaterThan(timing.includes("sleepy") ? 15 : 0)
  }

  if (go !== null) {
    const benchmarks = runScript("benchmarks")
    expect(benchmarks.stderr).toContain("building the go test binary of")
    const outputs = readdirSync(benchmarks.results)
      .filter((f) => f.endsWith(".txt"))
      .sort()
    expect(outputs).toEqual([
      "round-1-format.txt",
      "round-1-join.txt",
      "round-2-format.txt",
      "round-2-join.txt",
    ])
    for (const output of outputs) {
      const parsed = Either.getOrThrow(
        parseGoBenchOutput(readFileSync(join(benchmarks.results, output), "utf8")),
      )
      const name = output.includes("join") ? "BenchmarkJoin" : "BenchmarkFormat/n=10"
      expect(parsed.rows.map((row) => row.name)).toEqual([name])
      expect(parsed.rows[0]?.allocsPerOp).toBe(name === "BenchmarkJoin" ? 1 : 0)
    }
  }

  const calls = runScript("calls")
  const records = readdirSync(calls.results)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()
  expect(records).toEqual(["round-1-sync-vs-async.jsonl", "round-2-sync-vs-async.jsonl"])
  for (const record of records) {
    const results = readFileSync(join(calls.results, record), "utf8")
    const decoded = Either.getOrThrow(
      bunBenchOutcome({ results, exitCode: 0, stderr: "" }, "sync vs async"),
    )
    expect(decoded.variants.map((v) => v.name)).toEqual(["sync", "async"])
    expect(decoded.settings).toMatchObject({ samples: 3, batchMs: 10, warmupMs: 10 })
  }
}, 180_000)

test("a compiled gRPC scenario script waits for the health check and runs ghz every round", async () => {
  const marker = join(work, "tasks-grpc-db")
  writeFileSync(
    join(work, "wire.cue"),
    `package bench
targets: wire: {
	grpc: {address: "127.0.0.1:{port}", service: "tasks.binary.v1.TaskService"}
	start: {
		cmd: ["bun", ${JSON.stringify(join(root, "examples/tasks/grpc-server.ts"))}, "--port={port}", "--db=${marker}"]
		ready: grpc: "tasks.binary.v1.TaskService"
	}
}
scenarios: "list tasks": {
	call: {method: "tasks.strings.v1.TaskService/ListTasks", data: {limit: 5}}
	load: {concurrency: 2, duration: "200ms", rounds: 2, warmup: "100ms"}
}
`,
  )
  const out = join(work, "grpc-scripts")
  const compiled = Bun.spawnSync([join(root, "bench"), "compile", "wire.cue", "--out", out], {
    cwd: work,
  })
  expect(compiled.exitCode).toBe(0)
  const script = join(out, "wire", "list-tasks.sh")
  const [ghz, grpcurl] = await Promise.all(
    (["ghz", "grpcurl"] as const).map((tool) => Effect.runPromise(resolveTool(tool))),
  )
  const results = join(work, "grpc-results")
  const ran = Bun.spawnSync(["bash", script, results], {
    cwd: tmpdir(),
    env: { ...process.env, GHZ: ghz?.path ?? "", GRPCURL: grpcurl?.path ?? "" },
    timeout: 60_000,
  })
  expect(ran.stderr.toString()).toContain("round 2/2")
  expect(ran.exitCode).toBe(0)
  const reports = readdirSync(results)
    .filter((name) => name.endsWith(".ghz.json"))
    .sort()
  expect(reports).toEqual(["round-1-wire.ghz.json", "round-2-wire.ghz.json"])
  for (const name of reports) {
    const report = Either.getOrThrow(decodeGhzJson(readFileSync(join(results, name), "utf8")))
    const metrics = ghzMetrics(report)
    expect(metrics.error_rate).toBe(0)
    expect(metrics["status_rate:OK"]).toBe(1)
    expect(metrics.rps).toBeGreaterThan(0)
  }
  expect(await eventually(() => processesMatching(marker).length === 0)).toBe(true)
}, 90_000)
