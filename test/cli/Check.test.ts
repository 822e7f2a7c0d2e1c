/**
 * `./bench check` end to end: real cue, real oha, real users service on loopback, real SQLite.
 * Loads are tiny (a few hundred milliseconds per slice) and every test is bounded in time.
 */
import { Database } from "bun:sqlite"
import { afterAll, describe, expect, test } from "bun:test"
import {
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { eventually, processesMatching } from "../support/Processes.ts"
import { printed, runBench, spawnUntil } from "../support/Running.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const server = join(root, "examples/users/server.ts")
const work = mkdtempSync(join(tmpdir(), "benchgate-check-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))
/** The checks' TMPDIR: what they leave behind is there, and nowhere else. */
const temp = join(work, "tmp")
mkdirSync(temp)

const run = (args: string[], timeoutMs?: number) =>
  runBench(bench, args, work, timeoutMs, { TMPDIR: temp })

let specCount = 0
/** Writes a spec file into the work dir; its path relative to the work dir. */
const spec = (text: string): string => {
  const name = `spec${++specCount}.cue`
  writeFileSync(join(work, name), text)
  return name
}

/** A users-service target whose command line carries `marker`, to find its processes. */
const usersTarget = (mode: string, marker: string) => `{
		http: url: "http://127.0.0.1:{port}"
		start: {
			cmd: ["bun", ${JSON.stringify(server)}, "--mode=${mode}", "--port={port}", "--db=${join(work, `${marker}-${mode}.db`)}"]
			ready: http: "/health"
		}
	}`

const directVsLayered = (marker: string, load: string, thresholds: string) => `package bench
targets: {
	direct: ${usersTarget("direct", marker)}
	layered: ${usersTarget("layered", marker)}
}
scenarios: "get user": {
	request: path: "/users/42"
	load: ${load}
	baseline: "direct"
	thresholds: [${thresholds}]
}
`

const SMALL_LOAD = `{concurrency: 4, duration: "300ms", rounds: 4, warmup: "100ms"}`

const countRows = (db: string, table: string): number => {
  const database = new Database(db, { readonly: true })
  try {
    return (database.query(`select count(*) as n from ${table}`).get() as { n: number }).n
  } finally {
    database.close()
  }
}

describe("bench check", () => {
  test("a candidate over its overhead limit exits 1, names the threshold, and is stored", async () => {
    const file = spec(
      directVsLayered(
        "breach",
        // Six rounds: enough for the interval to clear the limit even on a loaded machine.
        `{concurrency: 4, duration: "300ms", rounds: 6, warmup: "100ms"}`,
        `{target: "layered", metric: "p50", overhead: "<= 1.05x"}, {metric: "error_rate", max: "1%"}`,
      ),
    )
    const db = join(work, "breach.db")
    const json = join(work, "breach.json")
    const markdown = join(work, "breach.md")
    const junit = join(work, "breach.xml")
    const bmf = join(work, "breach.bmf.json")
    const html = join(work, "breach.html")
    const result = await run([
      "check",
      file,
      // Profiles of a failed verdict: test/cli/CheckProfile.test.ts.
      "--no-profile",
      "--db",
      db,
      "--json",
      json,
      "--markdown",
      markdown,
      "--junit",
      junit,
      "--bmf",
      bmf,
      "--html",
      html,
    ])
    expect(result.stderr).not.toContain("internal error")
    expect(result.code, printed(result)).toBe(1)
    expect(result.stdout).toContain("FAIL")
    expect(result.stdout).toMatch(/layered p50 <= 1\.05x vs direct\s+measured \d+\.\d+x/)
    // A started target's failure holds only when fresh processes fail it too (gate/Launches.ts).
    expect(result.stdout).toContain("confirmed on fresh processes")

    const report = JSON.parse(readFileSync(json, "utf8"))
    expect(report.version).toBe(1)
    const verdicts = report.scenarios[0].verdicts as Array<{ status: string; metric: string }>
    expect(verdicts.find((v) => v.metric === "p50")?.status).toBe("fail")
    expect(readFileSync(markdown, "utf8")).toStartWith("<!-- benchgate -->")
    // The failing threshold is a failing test case; the measured numbers go to Bencher.
    expect(readFileSync(junit, "utf8")).toMatch(
      /<testcase name="layered p50 &lt;= 1\.05x vs direct"[^>]*>\s*<failure type="overhead" message="FAIL measured \d+\.\d+x/,
    )
    const measures = JSON.parse(readFileSync(bmf, "utf8"))
    const benchmark = `${report.scenarios[0].spec}/get user`
    expect(measures[`${benchmark}/layered`]["p50-overhead"].value).toBeGreaterThan(1.05)
    expect(measures[`${benchmark}/direct`].p50.value).toBeGreaterThan(0)
    // The HTML report: the failing verdict's dot, and every round of both targets as a strip:
    // 6 rounds on the first launch and 6 on the fresh one that confirmed the failure.
    const page = readFileSync(html, "utf8")
    expect(page).toContain('class="dot fail"')
    expect(page.match(/class="round"/g)).toHaveLength(24)

    expect(countRows(db, "runs")).toBe(1)
    // Every slice is kept: 2 targets × 12 rounds (both launches), several metrics each.
    const database = new Database(db, { readonly: true })
    const slices = database
      .query("select count(distinct target || '/' || round) as n from measurements")
      .get() as { n: number }
    database.close()
    expect(slices.n).toBe(24)
    expect(processesMatching(join(work, "breach-"))).toEqual([])
  }, 120_000)

  test("a generous limit passes with exit 0", async () => {
    const file = spec(
      directVsLayered("pass", SMALL_LOAD, `{target: "layered", metric: "p50", overhead: "<= 50x"}`),
    )
    const result = await run(["check", file, "--db", join(work, "pass.db")])
    expect(result.code, printed(result)).toBe(0)
    expect(result.stdout).toContain("1 passed, 0 failed")
  }, 120_000)

  test("a check leaves nothing in its TMPDIR, its targets' temporary databases included", async () => {
    // Without --db the users service keeps its database in a folder of TMPDIR it removes when
    // it stops; the layered front's backend too, which a front stopped in haste would kill.
    const temporary = (mode: string) => `{
		http: url: "http://127.0.0.1:{port}"
		start: {cmd: ["bun", ${JSON.stringify(server)}, "--mode=${mode}", "--port={port}"], ready: http: "/health"}
	}`
    const file = spec(`package bench
targets: {
	direct: ${temporary("direct")}
	layered: ${temporary("layered")}
	"layered again": ${temporary("layered")}
}
scenarios: s: {request: path: "/users/42", load: ${SMALL_LOAD}, baseline: "direct"}
`)
    const result = await run(["check", file, "--db", join(work, "temporary.db")])
    expect(result.stderr).not.toContain("internal error")
    expect(result.code, printed(result)).toBe(0)
    expect(readdirSync(temp)).toEqual([])
  }, 120_000)

  test("a syntax error exits 2 naming file:line", async () => {
    const file = spec(`package bench\ntargets: a: {http: url: "http://x"\nscenarios: {}\n`)
    const result = await run(["check", file, "--db", join(work, "syntax.db")])
    expect(result.code, printed(result)).toBe(2)
    expect(result.stderr).toMatch(new RegExp(`${file}:\\d+:\\d+: `))
    expect(existsSync(join(work, "syntax.db"))).toBe(false)
  })

  test("a cross-check error exits 2 naming file:line and the field", async () => {
    const file = spec(
      directVsLayered("cross", SMALL_LOAD, `{target: "layerd", metric: "p50", overhead: "<= 2x"}`),
    )
    const result = await run(["check", file, "--db", join(work, "cross.db")])
    expect(result.code, printed(result)).toBe(2)
    expect(result.stderr).toMatch(
      new RegExp(`${file}:\\d+:\\d+: scenarios\\."get user"\\.thresholds\\.0\\.target: "layerd"`),
    )
  })

  test("a target whose command exits at once exits 3 naming it, with its log tail", async () => {
    const marker = `benchgate-crash-${process.pid}`
    const file = spec(`package bench
targets: {
	ok: ${usersTarget("direct", marker)}
	broken: {
		http: url: "http://127.0.0.1:{port}"
		start: cmd: ["bash", "-c", "echo cannot open database >&2; exit 4", ${JSON.stringify(marker)}, "--port={port}"]
	}
}
scenarios: s: {request: path: "/health", load: ${SMALL_LOAD}}
`)
    const db = join(work, "crash.db")
    const result = await run(["check", file, "--db", db])
    expect(result.code, printed(result)).toBe(3)
    expect(result.stderr).toContain('target "broken"')
    expect(result.stderr).toContain("exited with code 4")
    expect(result.stderr).toContain("cannot open database")
    expect(await eventually(() => processesMatching(marker).length === 0)).toBe(true)
    expect(existsSync(db)).toBe(false)
    expect(readdirSync(temp)).toEqual([])
  })

  test("Ctrl-C stops every target and leaves the database as it was", async () => {
    const marker = `benchgate-sigint-${process.pid}`
    const file = spec(
      directVsLayered(marker, `{concurrency: 2, duration: "500ms", rounds: 40, warmup: "0s"}`, ""),
    )
    const db = join(work, "sigint.db")
    // A first, complete run so there is something the interrupted one must not disturb.
    const quick = spec(directVsLayered(`${marker}-first`, SMALL_LOAD, ""))
    expect((await run(["check", quick, "--db", db])).code).toBe(0)
    expect(countRows(db, "runs")).toBe(1)
    const measurementsBefore = countRows(db, "measurements")

    const child = await spawnUntil([bench, "check", file, "--db", db], work, "round 2/40", {
      TMPDIR: temp,
    })
    expect(processesMatching(marker).length).toBeGreaterThan(0)
    child.kill("SIGINT")
    expect(await child.exited).toBe(130)
    expect(await eventually(() => processesMatching(marker).length === 0)).toBe(true)
    expect(countRows(db, "runs")).toBe(1)
    expect(countRows(db, "measurements")).toBe(measurementsBefore)
    expect(readdirSync(temp)).toEqual([])
  }, 120_000)

  test("a SIGTERM before the command's first wait interrupts it, never kills it outright", async () => {
    // `bench merge` reads its reports synchronously; a FIFO holds that read until the test
    // writes. The moment the merge opens it for reading, the test's non-blocking open for
    // writing succeeds: the command is running, the signal lands inside its synchronous start.
    const fifo = join(work, "held.json")
    expect(Bun.spawnSync(["mkfifo", fifo]).exitCode).toBe(0)
    const child = Bun.spawn([bench, "merge", fifo, "--db", join(work, "held.db")], {
      cwd: work,
      stdout: "pipe",
      stderr: "pipe",
      env: { ...process.env, NO_COLOR: "1", TMPDIR: temp },
      timeout: 60_000,
    })
    let writer: number | undefined
    const deadline = Date.now() + 30_000
    while (writer === undefined && Date.now() < deadline) {
      try {
        writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK)
      } catch {
        await Bun.sleep(5) // No reader yet.
      }
    }
    expect(writer).toBeDefined()
    child.kill("SIGTERM")
    await Bun.sleep(200)
    writeSync(writer as number, "[]")
    closeSync(writer as number)
    const code = await child.exited
    const stderr = await new Response(child.stderr).text()
    // Killed outright, the process would have no exit code, only the signal.
    expect(child.signalCode, stderr).toBeNull()
    expect([2, 130]).toContain(code)
    expect(stderr).toContain("interrupted")
  }, 60_000)

  test("an unknown flag is a usage error", async () => {
    const result = await run(["check", "--frobnicate", "x.cue"])
    expect(result.code, printed(result)).toBe(2)
    expect(result.stderr).toContain("frobnicate")
    expect(result.stderr).toContain("usage:")
  })
})
