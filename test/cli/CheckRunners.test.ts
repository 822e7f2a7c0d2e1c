/**
 * `./bench check` end to end for targets that are not HTTP services: a bun harness group, commands
 * behind a service, and Go benchmarks (test/fixtures/go/benchmod, no dependencies), each on
 * small budgets; plus the failures each runner must turn into exit 1 (a threshold) or exit 3
 * (a run that could not measure), and Ctrl-C in the middle of a slice.
 */
import { Database } from "bun:sqlite"
import { afterAll, describe, expect, test } from "bun:test"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { eventually, processesMatching } from "../support/Processes.ts"
import { printed } from "../support/Running.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const sample = join(root, "test/runners/bun/fixtures/sample.bench.ts")
const benchmod = join(root, "test/fixtures/go/benchmod")
const server = join(root, "examples/httpclients/server.ts")
const go = process.env.BENCHGATE_GO ?? Bun.which("go")
if (go === null) console.warn("skipping go check tests: no go on PATH (set BENCHGATE_GO)")
const work = mkdtempSync(join(tmpdir(), "benchgate-check-runners-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

interface Ran {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

const run = async (
  args: string[],
  env: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<Ran> => {
  const child = Bun.spawn([bench, ...args], {
    cwd: work,
    stdout: "pipe",
    stderr: "pipe",
    env: { ...process.env, NO_COLOR: "1", ...env },
    timeout: timeoutMs,
  })
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ])
  return { code, stdout, stderr }
}

let specCount = 0
const spec = (text: string): string => {
  const name = `runners${++specCount}.cue`
  writeFileSync(join(work, name), text)
  return name
}

const q = (value: string) => JSON.stringify(value)

const rowsOf = (db: string, sql: string): ReadonlyArray<Record<string, unknown>> => {
  const database = new Database(db, { readonly: true })
  try {
    return database.query(sql).all() as Array<Record<string, unknown>>
  } finally {
    database.close()
  }
}

describe("bench check: bun targets", () => {
  test("one process per round measures the group; ranked table with bars; stored per target", async () => {
    const file = spec(`package bench
targets: {
	sync: bun: {file: ${q(sample)}, group: "sync vs async", variant: "sync"}
	async: bun: {file: ${q(sample)}, group: "sync vs async", variant: "async"}
}
scenarios: calls: {
	baseline: "sync"
	load: {duration: "40ms", warmup: "20ms", rounds: 3}
	thresholds: [{target: "async", metric: "time_per_op", overhead: "<= 10000x"}]
}
`)
    const db = join(work, "bun.db")
    const markdown = join(work, "bun.md")
    const result = await run(["check", file, "--db", db, "--markdown", markdown])
    expect(result.stderr).not.toContain("internal error")
    expect(result.code, printed(result)).toBe(0)
    expect(result.stderr).toContain("calls › sync, async  round 3/3")
    const lines = result.stdout.split("\n")
    const header = lines.find((line) => line.includes("time_per_op")) ?? ""
    expect(header).toMatch(
      /#\s+target\s+time_per_op\s+ops_per_s\s+vs baseline time_per_op\s+verdict/,
    )
    // Ranked: sync is faster than async, so it comes first; the slower one has the full bar.
    const sync = lines.findIndex((line) => /^\s+1\s+sync\s/.test(line))
    const async = lines.findIndex((line) => /^\s+2\s+async\s/.test(line))
    expect(sync).toBeGreaterThan(0)
    expect(async).toBe(sync + 1)
    expect(lines[async]).toContain("█".repeat(20))
    expect(lines[sync]).toContain("baseline")
    expect(result.stdout).toContain("PASS")

    // One slice per round: both targets share the round's slot.
    const stored = rowsOf(
      db,
      "select target, round, slot from measurements where metric = 'time_per_op' order by round, target",
    )
    expect(stored).toEqual(
      [1, 2, 3].flatMap((round) => [
        { target: "async", round, slot: 0 },
        { target: "sync", round, slot: 0 },
      ]),
    )
    const md = await Bun.file(markdown).text()
    expect(md).toContain(
      "| # | target | time_per_op | ops_per_s | vs baseline time_per_op | verdict |",
    )
    expect(md).not.toContain("█")
  }, 120_000)

  test("a variant that throws exits 3 naming the group, the variant and its error", async () => {
    const file = spec(`package bench
targets: {
	fine: bun: {file: ${q(sample)}, group: "breaks", variant: "fine"}
	broken: bun: {file: ${q(sample)}, group: "breaks", variant: "broken"}
}
scenarios: s: load: {duration: "20ms", warmup: "0s", rounds: 1}
`)
    const db = join(work, "bun-broken.db")
    const result = await run(["check", file, "--db", db])
    expect(result.code, printed(result)).toBe(3)
    expect(result.stderr).toContain('bun for group "breaks"')
    expect(result.stderr).toContain('variant "broken" failed')
    expect(result.stderr).toContain("counter overflowed the fixture's patience")
    expect(existsSync(db)).toBe(false)
  }, 60_000)
})

describe("bench check: interrupting a bun slice", () => {
  test("Ctrl-C while bun measures kills the bun process and stores nothing", async () => {
    const marker = `benchgate-bun-sigint-${process.pid}`
    const harness = join(root, "runners/bun/harness.ts")
    writeFileSync(
      join(work, `${marker}.bench.ts`),
      `import { group } from ${q(harness)}
group("slow", {
  baseline: "a",
  setup: async () => { await Bun.sleep(30_000) },
  variants: { a: () => 1 },
})
`,
    )
    const file = spec(`package bench
targets: a: bun: {file: ${q(`${marker}.bench.ts`)}, group: "slow", variant: "a"}
scenarios: s: load: {duration: "10ms", warmup: "0s", rounds: 2}
`)
    const db = join(work, "bun-sigint.db")
    const child = Bun.spawn([bench, "check", file, "--db", db], {
      cwd: work,
      stdout: "pipe",
      stderr: "pipe",
      timeout: 60_000,
    })
    expect(await eventually(() => processesMatching(marker).length > 0, 20_000)).toBe(true)
    child.kill("SIGINT")
    expect(await child.exited).toBe(130)
    expect(await eventually(() => processesMatching(marker).length === 0)).toBe(true)
    expect(existsSync(db)).toBe(false)
  }, 60_000)
})

describe("bench check: command targets and a service", () => {
  test("commands reach the service through {service.NAME}; the service is stopped after", async () => {
    const marker = `benchgate-service-${process.pid}`
    const fetchOnce = `const r = await fetch(process.env.URL); if (!r.ok) process.exit(9)`
    const file = spec(`package bench
services: api: {
	url: "http://127.0.0.1:{port}"
	start: {cmd: ["bun", ${q(server)}, "--port={port}", "--fail-every=1000000"], env: MARKER: ${q(marker)}, ready: http: "/health"}
}
targets: {
	quick: command: {cmd: ["bun", "-e", ${q(fetchOnce)}], env: URL: "{service.api}/json"}
	slow: command: {cmd: ["bun", "-e", ${q(`${fetchOnce}; await Bun.sleep(40)`)}], env: URL: "{service.api}/json"}
}
scenarios: "start-up": {
	baseline: "quick"
	load: {warmup: "1ms", rounds: 4}
	thresholds: [
		{target: "slow", metric: "wall", overhead: ">= 1.01x"},
		{metric: "wall", max: "20s"},
	]
}
`)
    const db = join(work, "command.db")
    const result = await run(["check", file, "--db", db])
    expect(result.stderr).not.toContain("internal error")
    expect(result.code, printed(result)).toBe(0)
    expect(result.stderr).toContain("starting service api")
    expect(result.stderr).toContain("start-up › quick  warmup")
    expect(result.stdout).toMatch(/#\s+target\s+wall\s+user_cpu/)
    expect(result.stdout).toMatch(/1\s+quick\s/)
    // Williams order for two: AB, BA, AB, BA.
    const order = rowsOf(
      db,
      "select target from measurements where metric = 'wall' order by round, slot",
    ).map((r) => r.target)
    expect(order).toEqual(["quick", "slow", "slow", "quick", "quick", "slow", "slow", "quick"])
    expect(await eventually(() => processesMatching(server).length === 0, 10_000)).toBe(true)
  }, 120_000)

  test("a command that exits non-zero exits 3 with its exit code and stderr", async () => {
    const file = spec(`package bench
targets: bad: command: cmd: ["bash", "-c", "echo no such config >&2; exit 5"]
scenarios: s: load: {warmup: "0s", rounds: 1}
`)
    const result = await run(["check", file, "--db", join(work, "command-bad.db")])
    expect(result.code, printed(result)).toBe(3)
    expect(result.stderr).toContain('command against target "bad" failed')
    expect(result.stderr).toContain("exited with code 5")
    expect(result.stderr).toContain("no such config")
  }, 60_000)

  test("exit codes a spec lists in exitCodes are success, in checks and scripts; others still fail", async () => {
    // A linter measured on code with findings exits 1 every time.
    const lintSpec = spec(`package bench
targets: lint: command: {cmd: ["bash", "-c", "echo finding; exit 1"], exitCodes: [0, 1]}
scenarios: lint: load: {warmup: "10ms", rounds: 2}
`)
    const brokenSpec = spec(`package bench
targets: broken: command: {cmd: ["bash", "-c", "exit 2"], exitCodes: [0, 1]}
scenarios: broken: load: {warmup: "0s", rounds: 1}
`)
    const lint = await run(["check", lintSpec, "--db", join(work, "exit-codes.db")])
    expect(lint.code, printed(lint)).toBe(0)
    expect(lint.stdout).toMatch(/1\s+lint\s/)
    const broken = await run(["check", brokenSpec, "--db", join(work, "exit-codes.db")])
    expect(broken.code, printed(broken)).toBe(3)
    expect(broken.stderr).toContain("exited with code 2")
    expect(broken.stderr).toContain("`exitCodes`")
    // The compiled script runs the listed codes through and stops at the others.
    const scriptOf = async (file: string, name: string) => {
      const out = join(work, `exit-codes-${name}`)
      expect((await run(["compile", file, "--out", out])).code).toBe(0)
      const folder = join(out, readdirSync(out)[0] ?? "")
      return Bun.spawnSync(["bash", join(folder, `${name}.sh`), join(out, "results")]).exitCode
    }
    expect(await scriptOf(lintSpec, "lint")).toBe(0)
    expect(await scriptOf(brokenSpec, "broken")).toBe(2)
  }, 60_000)

  test("a service that does not start exits 3 naming it as a service", async () => {
    const file = spec(`package bench
services: db: {url: "http://127.0.0.1:{port}", start: cmd: ["bash", "-c", "echo no disk >&2; exit 6", "{port}"]}
targets: t: command: {cmd: ["true"], env: DB: "{service.db}"}
scenarios: s: load: {warmup: "0s", rounds: 1}
`)
    const result = await run(["check", file, "--db", join(work, "service-bad.db")])
    expect(result.code, printed(result)).toBe(3)
    expect(result.stderr).toContain('service "db" of spec')
    expect(result.stderr).toContain("exited with code 6")
    expect(result.stderr).toContain("no disk")
  }, 60_000)

  test("Ctrl-C during a command slice kills it and stores nothing", async () => {
    const marker = `benchgate-cmd-sigint-${process.pid}`
    const file = spec(`package bench
targets: long: command: cmd: ["bash", "-c", ${q(`exec -a ${marker} sleep 30`)}]
scenarios: s: load: {warmup: "0s", rounds: 3}
`)
    const db = join(work, "command-sigint.db")
    const child = Bun.spawn([bench, "check", file, "--db", db], {
      cwd: work,
      stdout: "pipe",
      stderr: "pipe",
      timeout: 60_000,
    })
    expect(await eventually(() => processesMatching(marker).length > 0, 20_000)).toBe(true)
    child.kill("SIGINT")
    expect(await child.exited).toBe(130)
    expect(await eventually(() => processesMatching(marker).length === 0)).toBe(true)
    expect(existsSync(db)).toBe(false)
  }, 60_000)
})

describe.skipIf(go === null)("bench check: go targets", () => {
  const goEnv: Record<string, string> = go === null ? {} : { BENCHGATE_GO: go }

  test("an allocs_per_op limit the benchmark exceeds exits 1 naming the threshold", async () => {
    const file = spec(`package bench
targets: {
	format: go: {package: ${q(benchmod)}, benchmark: "BenchmarkFormat/n=10"}
	join: go: {package: ${q(benchmod)}, benchmark: "BenchmarkJoin"}
}
scenarios: strings: {
	baseline: "format"
	load: {duration: "30ms", warmup: "5ms", rounds: 2}
	thresholds: [
		{target: "join", metric: "allocs_per_op", max: 0},
		{target: "format", metric: "allocs_per_op", max: 0},
		{metric: "time_per_op", max: "1s"},
	]
}
`)
    const db = join(work, "go.db")
    const result = await run(["check", file, "--db", db], goEnv)
    expect(result.stderr).not.toContain("internal error")
    expect(result.code, printed(result)).toBe(1)
    expect(result.stderr).toContain("building the go test binary of")
    expect(result.stdout).toMatch(/FAIL\s+join allocs_per_op <= 0\s+measured 1\b/)
    expect(result.stdout).toMatch(/PASS\s+format allocs_per_op <= 0/)
    expect(result.stdout).toMatch(/#\s+target\s+time_per_op\s+ops_per_s\s+allocs_per_op/)
    const allocs = rowsOf(
      db,
      "select target, value from measurements where metric = 'allocs_per_op' order by round, slot",
    )
    expect(allocs.map((r) => [r.target, r.value])).toEqual([
      ["format", 0],
      ["join", 1],
      ["join", 1],
      ["format", 0],
    ])
  }, 180_000)

  test("a package that does not compile exits 3 with the compiler's message", async () => {
    const dir = join(work, "broken-go")
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, "go.mod"), "module example.com/broken\n\ngo 1.22\n")
    writeFileSync(
      join(dir, "x_test.go"),
      'package broken\n\nimport "testing"\n\nfunc BenchmarkX(b *testing.B) { undefinedThing() }\n',
    )
    const file = spec(`package bench
targets: x: go: {package: "broken-go", benchmark: "BenchmarkX"}
scenarios: s: load: {duration: "10ms", warmup: "0s", rounds: 1}
`)
    const result = await run(["check", file, "--db", join(work, "go-broken.db")], goEnv)
    expect(result.code, printed(result)).toBe(3)
    expect(result.stderr).toContain("go building the test binary of broken-go failed")
    expect(result.stderr).toContain("undefined: undefinedThing")
  }, 120_000)

  test("without go, a spec with go targets exits 3 saying how to get it", async () => {
    const file = spec(`package bench
targets: x: go: {package: ${q(benchmod)}, benchmark: "BenchmarkJoin"}
scenarios: s: load: {duration: "10ms", rounds: 1}
`)
    const result = await run(["check", file, "--db", join(work, "no-go.db")], {
      BENCHGATE_GO: "/nonexistent/go",
    })
    expect(result.code, printed(result)).toBe(3)
    expect(result.stderr).toContain("go is not available")
    expect(result.stderr).toContain("BENCHGATE_GO=/nonexistent/go")
  }, 60_000)
})
