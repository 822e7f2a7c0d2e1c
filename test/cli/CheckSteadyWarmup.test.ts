/**
 * `load.warmup: "steady"` through the real CLI: a Node service (V8 compiles its hot paths while
 * it serves) warmed in 500 ms slices of real load until its CPU per request, read from its
 * process, stops falling; each slice said on stderr with its cost, the last with how the
 * warm-up ended, then the measured rounds.
 */
import { afterAll, expect, test } from "bun:test"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { printed, runBench } from "../support/Running.ts"

const bench = resolve(import.meta.dir, "../../bench")
const work = mkdtempSync(join(tmpdir(), "benchgate-steady-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const SERVER = `const http = require("node:http")
const port = Number(process.argv.find((a) => a.startsWith("--port=")).slice(7))
const work = (n) => { let h = 0; for (let i = 0; i < n; i++) h = (h * 31 + i) | 0; return h }
http.createServer((req, res) => res.end(String(work(20000)))).listen(port, "127.0.0.1")
`

const SPEC = `package bench
targets: svc: {
	http: url: "http://127.0.0.1:{port}"
	start: {cmd: ["node", "server.js", "--port={port}"], ready: http: "/"}
}
scenarios: hello: {
	request: path: "/"
	load: {concurrency: 4, duration: "300ms", rounds: 2, warmup: "steady"}
	thresholds: [{metric: "cpu_per_request", max: "100ms"}]
}
`

test("a Node service is warmed slice by slice until its CPU per request stops falling", async () => {
  writeFileSync(join(work, "server.js"), SERVER)
  writeFileSync(join(work, "spec.cue"), SPEC)
  const ran = await runBench(bench, ["check", "spec.cue", "--db", "steady.db"], work, 120_000)
  expect(ran.code, printed(ran)).toBe(0)
  const lines = ran.stderr.split("\n")
  const warmups = lines.flatMap((line) => {
    const m = /^spec › hello › svc {2}warmup (\d+): ([\d.]+ [nµm]?s) CPU per request(.*)$/.exec(
      line,
    )
    return m ? [{ slice: Number(m[1]), ended: m[3] }] : []
  })
  // Numbered from 1, at least three (one to compare against, two with no new low), the last
  // saying how it ended and none before it.
  expect(warmups.length, printed(ran)).toBeGreaterThanOrEqual(3)
  expect(warmups.map((w) => w.slice)).toEqual(warmups.map((_, i) => i + 1))
  expect(warmups.at(-1)?.ended).toMatch(/^, (steady|still falling when the warm-up's time ran out)/)
  expect(warmups.slice(0, -1).every((w) => w.ended === "")).toBe(true)
  // The rounds come after the warm-up.
  const lastWarmup = lines.findLastIndex((line) => line.includes("  warmup "))
  const firstRound = lines.findIndex((line) => line.includes("  round 1/2"))
  expect(firstRound).toBeGreaterThan(lastWarmup)
}, 120_000)
