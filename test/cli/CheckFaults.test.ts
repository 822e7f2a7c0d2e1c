/**
 * `./bench check` against targets that misbehave (test/run/fixtures/faultyServer.ts): no fault
 * may end in a pass. Real cue, real oha, real servers on loopback; slices of a few hundred
 * milliseconds, every test bounded in time.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { eventually, processesMatching } from "../support/Processes.ts"
import { printed, runBench, spawnUntil } from "../support/Running.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const faulty = join(root, "test/run/fixtures/faultyServer.ts")
const work = mkdtempSync(join(tmpdir(), "benchgate-faults-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))
/** The checks' TMPDIR: a SIGKILLed check's scratch folder stays in here, not in the machine's. */
const temp = join(work, "tmp")
mkdirSync(temp)

const run = (args: string[], timeoutMs?: number) =>
  runBench(bench, args, work, timeoutMs, { TMPDIR: temp })

let specCount = 0
const spec = (text: string): string => {
  const name = `faults${++specCount}.cue`
  writeFileSync(join(work, name), text)
  return name
}

/** A faulty-server target: `flags` for the server, `url` default `{port}`. */
const faultyTarget = (flags: string[], url = "http://127.0.0.1:{port}", port = "{port}") => `{
		http: url: ${JSON.stringify(url)}
		start: {
			cmd: ${JSON.stringify(["bun", faulty, `--port=${port}`, ...flags])}
			ready: http: "/health"
		}
	}`

const oneTarget = (
  target: string,
  load: string,
  thresholds = "",
  request = `path: "/work"`,
) => `package bench
targets: server: ${target}
scenarios: work: {
	request: {${request}}
	load: ${load}
	thresholds: [${thresholds}]
}
`

const SMALL_LOAD = `{concurrency: 4, duration: "300ms", rounds: 3, warmup: "100ms"}`

describe("bench check: faults", () => {
  test("a target that dies mid-run exits 3 naming it, its exit code and its log tail", async () => {
    const marker = `benchgate-dies-${process.pid}`
    const file = spec(
      oneTarget(
        faultyTarget(["--crash-after=500", `--marker=${marker}`]),
        SMALL_LOAD,
        `{metric: "p50", max: "1s"}`,
      ),
    )
    const db = join(work, "dies.db")
    const result = await run(["check", file, "--db", db])
    expect(result.code, printed(result)).toBe(3)
    expect(result.stderr).toContain('target "server"')
    expect(result.stderr).toContain("exited with code 1 during the run")
    expect(result.stderr).toContain("crashing after 500 requests")
    expect(await eventually(() => processesMatching(marker).length === 0)).toBe(true)
    expect(readdirSync(temp)).toEqual([])
  }, 60_000)

  test("a target that answers only errors fails, naming the error rate", async () => {
    const file = spec(
      oneTarget(faultyTarget(["--status=501"]), SMALL_LOAD, `{metric: "p50", max: "1s"}`),
    )
    const result = await run(["check", file, "--db", join(work, "errors.db")])
    expect(result.code, printed(result)).toBe(3)
    expect(result.stderr).toContain('target "server"')
    expect(result.stderr).toContain("error rate 100%")
    expect(result.stderr).toMatch(/\d+ × HTTP 501/)
  }, 60_000)

  test("errors above the default limit fail a spec without an error_rate threshold", async () => {
    // Every 10th request is a 500: 10% errors.
    const file = spec(
      oneTarget(faultyTarget(["--error-every=10"]), SMALL_LOAD, `{metric: "p50", max: "1s"}`),
    )
    const result = await run(["check", file, "--db", join(work, "some-errors.db")])
    expect(result.code, printed(result)).toBe(1)
    expect(result.stdout).toMatch(/server error_rate <= 1\.00% \(default\)/)
    // Every 10th of the server's requests, so a round's rate is 10% give or take one request
    // in its few hundred: it may print as 9.97% as well as 10.0%.
    const measured = result.stdout.match(/error_rate (\d+(?:\.\d+)?)% > 1\.00%/)?.[1]
    expect(Number(measured)).toBeGreaterThan(9)
    expect(Number(measured)).toBeLessThan(11)
  }, 60_000)

  test("a spec's own error_rate threshold replaces the default limit", async () => {
    const file = spec(
      oneTarget(
        faultyTarget(["--error-every=10"]),
        SMALL_LOAD,
        `{metric: "error_rate", max: "50%"}, {metric: "p50", max: "1s"}`,
      ),
    )
    const result = await run(["check", file, "--db", join(work, "own-limit.db")])
    expect(result.code, printed(result)).toBe(0)
    expect(result.stdout).not.toContain("(default)")
  }, 60_000)

  test("a target that never answers ends its slice in bounded time and exits 3", async () => {
    const file = spec(
      oneTarget(
        faultyTarget(["--hang"]),
        `{concurrency: 2, duration: "200ms", rounds: 2, warmup: "0s"}`,
        `{metric: "p50", max: "1s"}`,
      ),
    )
    const result = await run(["check", file, "--db", join(work, "hang.db")])
    expect(result.code, printed(result)).toBe(3)
    expect(result.stderr).toContain('target "server"')
    expect(result.stderr).toContain("no request successfully")
    expect(result.stderr).toContain("time out after 5 s")
    // One slice: 200 ms, requests in flight waited for at most 5 s, plus start-up and stop.
    expect(result.elapsedMs).toBeLessThan(15_000)
  }, 60_000)

  test("requests that never answered count: every 20th hanging fails a p99 of 1 s", async () => {
    // The spec's own request timeout, 2 s: a slice waits that long, not the default 5 s.
    const file = spec(
      oneTarget(
        faultyTarget(["--hang-every=20"]),
        `{concurrency: 4, duration: "300ms", rounds: 2, warmup: "0s"}`,
        `{metric: "p99", max: "1s"}, {metric: "error_rate", max: "10%"}`,
        `path: "/work", timeout: "2s"`,
      ),
    )
    const json = join(work, "hangs.json")
    const result = await run(
      ["check", file, "--db", join(work, "hangs.db"), "--json", json],
      120_000,
    )
    expect(result.code, printed(result)).toBe(1)
    const doc = JSON.parse(await Bun.file(json).text()) as {
      scenarios: Array<{
        verdicts: Array<{ metric: string; status: string; measured?: { value: number } }>
      }>
    }
    const verdicts = doc.scenarios[0]?.verdicts ?? []
    const p99 = verdicts.find((v) => v.metric === "p99")
    // The timed-out requests count as at least the request timeout: p99 is no longer
    // milliseconds, and it is the spec's 2 s, not the default 5 s.
    expect(p99?.status).toBe("fail")
    expect(p99?.measured?.value).toBeGreaterThanOrEqual(1990)
    expect(p99?.measured?.value).toBeLessThan(5000)
    expect(verdicts.find((v) => v.metric === "error_rate")?.status).toBe("pass")
  }, 120_000)

  test("a fixed port another server holds exits 3 instead of measuring that server", async () => {
    const other = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("ok") })
    try {
      const port = String(other.port)
      const file = spec(
        oneTarget(
          faultyTarget([], `http://127.0.0.1:${port}`, port),
          SMALL_LOAD,
          `{metric: "p50", max: "1s"}`,
        ),
      )
      const result = await run(["check", file, "--db", join(work, "taken.db")])
      expect(result.code, printed(result)).toBe(3)
      expect(result.stderr).toContain('target "server"')
      expect(result.stderr).toContain(`port ${port}`)
      expect(result.stderr).toContain("already in use")
    } finally {
      other.stop(true)
    }
  }, 60_000)

  test("SIGKILL of bench check leaves no target process behind", async () => {
    const marker = `benchgate-sigkill-${process.pid}`
    const file = spec(
      oneTarget(
        faultyTarget([`--marker=${marker}`]),
        `{concurrency: 2, duration: "500ms", rounds: 40, warmup: "0s"}`,
      ),
    )
    const child = await spawnUntil(
      [bench, "check", file, "--db", join(work, "sigkill.db")],
      work,
      "round 2/40",
      { TMPDIR: temp },
    )
    expect(processesMatching(marker).length).toBeGreaterThan(0)
    child.kill("SIGKILL")
    await child.exited
    expect(await eventually(() => processesMatching(marker).length === 0, 10_000)).toBe(true)
  }, 60_000)

  test("a target that daemonizes leaves no survivor", async () => {
    const marker = `benchgate-daemonizes-${process.pid}`
    const daemon = `${marker}.daemon`
    const file = spec(
      oneTarget(
        `{
		http: url: "http://127.0.0.1:{port}"
		start: {
			cmd: ["sh", "-c", ${JSON.stringify(`m=${marker}; setsid -f bun ${faulty} --port={port} --marker=$m.daemon >/dev/null 2>&1; exec sleep 600`)}]
			ready: http: "/health"
		}
	}`,
        SMALL_LOAD,
        `{metric: "p50", max: "1s"}`,
      ),
    )
    const result = await run(["check", file, "--db", join(work, "daemon.db")])
    expect(result.stderr).not.toContain("internal error")
    expect(result.code, printed(result)).toBe(0)
    expect(await eventually(() => processesMatching(daemon).length === 0)).toBe(true)
  }, 60_000)
})
