/**
 * What a warm-up sized by the target's own cost buys: a Node service (V8 compiles its hot paths
 * as it serves) direct and behind three middleware layers, `cpu_per_request` overhead of the
 * layers against a limit (5x, about twice what it measures), checked with the default warm-up (one 500 ms slice) and with
 * `warmup: "steady"` (500 ms slices until the CPU per request stops falling), alternating,
 * each check a fresh launch of both servers.
 *
 * Per check: how far the first round's overhead ratio sits from the median of the others (the
 * warm-up's leftover), the estimate and its interval's width, the verdict, the warm-up slices
 * each target took, and the check's wall time.
 *
 *   bun benchmarks/steady-warmup.ts [--checks 5] [--rounds 5] [--out FILE]
 */

import { Database } from "bun:sqlite"
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { median } from "../gate/stats/Sample.ts"

const { values } = parseArgs({
  options: {
    checks: { type: "string", default: "5" },
    rounds: { type: "string", default: "5" },
    out: { type: "string" },
  },
})
const bench = resolve(import.meta.dir, "../bench")
const work = mkdtempSync(join(tmpdir(), "benchgate-steady-warmup-"))

const SERVER = `const http = require("node:http")
const port = Number(process.argv.find((a) => a.startsWith("--port=")).slice(7))
const layered = process.argv.includes("--layered")
const users = new Map([[42, { id: 42, name: "Ada", email: "ada@example.com" }]])
const work = (n) => { let h = 0; for (let i = 0; i < n; i++) h = (h * 31 + i) | 0; return h }
const handler = (req, res) => {
  const user = users.get(Number(req.url.split("/").pop()))
  res.writeHead(user ? 200 : 404, { "content-type": "application/json" })
  res.end(JSON.stringify(user ?? { error: "not found" }))
}
const auth = (next) => (req, res) => { req.sum = work(20000); next(req, res) }
const log = (next) => (req, res) => { req.sum += work(20000); next(req, res) }
const validate = (next) => (req, res) => { req.sum += work(20000); next(req, res) }
const app = layered ? auth(log(validate(handler))) : handler
http.createServer((req, res) => (req.url === "/health" ? res.end("ok") : app(req, res))).listen(port, "127.0.0.1")
`

const spec = (warmup: string) => `package bench
targets: {
	direct: {
		http: url: "http://127.0.0.1:{port}"
		start: {cmd: ["node", "server.js", "--port={port}"], ready: http: "/health"}
	}
	layered: {
		http: url: "http://127.0.0.1:{port}"
		start: {cmd: ["node", "server.js", "--port={port}", "--layered"], ready: http: "/health"}
	}
}
scenarios: "get user": {
	baseline: "direct"
	request: path: "/users/42"
	load: {rounds: ${values.rounds}, warmup: ${JSON.stringify(warmup)}}
	thresholds: [{target: "layered", metric: "cpu_per_request", overhead: "<= 5x"}]
}
`

writeFileSync(join(work, "server.js"), SERVER)
writeFileSync(join(work, "fixed.cue"), spec("500ms"))
writeFileSync(join(work, "steady.cue"), spec("steady"))

interface Row {
  readonly mode: string
  readonly check: number
  readonly code: number
  readonly seconds: number
  readonly status?: string
  readonly estimate?: number
  readonly lower?: number
  readonly upper?: number
  readonly firstRoundOff: number
  /** Each target's first-round CPU per request against the median of its other rounds. */
  readonly firstLevelOff: Readonly<Record<string, number>>
  readonly ratios: ReadonlyArray<number>
  readonly warmupSlices: Readonly<Record<string, number>>
  readonly load: number
  readonly at: string
}

const check = async (mode: "fixed" | "steady", n: number): Promise<Row> => {
  const db = join(work, `${mode}-${n}.db`)
  const json = join(work, `${mode}-${n}.json`)
  const started = performance.now()
  const child = Bun.spawn(
    [bench, "check", `${mode}.cue`, "--db", db, "--json", json, "--no-profile"],
    { cwd: work, stdout: "pipe", stderr: "pipe", env: { ...process.env, NO_COLOR: "1" } },
  )
  const [stderr, code] = await Promise.all([new Response(child.stderr).text(), child.exited])
  const seconds = (performance.now() - started) / 1000
  const warmupSlices: Record<string, number> = {}
  for (const m of stderr.matchAll(/› (\w+) {2}warmup(?: (\d+))?/g)) {
    warmupSlices[m[1] as string] = Math.max(warmupSlices[m[1] as string] ?? 0, Number(m[2] ?? 1))
  }
  const store = new Database(db, { readonly: true })
  const rows = store
    .query<{ round: number; target: string; value: number }, []>(
      "SELECT round, target, value FROM measurements WHERE metric = 'cpu_per_request' ORDER BY round",
    )
    .all()
  store.close()
  const byRound = new Map<number, Record<string, number>>()
  for (const r of rows) byRound.set(r.round, { ...byRound.get(r.round), [r.target]: r.value })
  const ratios = [...byRound.values()].map((v) => (v.layered ?? Number.NaN) / (v.direct ?? 1))
  const firstLevelOff = (target: string) => {
    const levels = [...byRound.values()].map((v) => v[target] ?? Number.NaN)
    return (levels[0] ?? Number.NaN) / median(levels.slice(1)) - 1
  }
  const report = JSON.parse(await Bun.file(json).text())
  const verdict = report.scenarios[0]?.verdicts[0]
  return {
    mode,
    check: n,
    code,
    seconds,
    ...(verdict
      ? {
          status: verdict.status,
          estimate: verdict.measured?.value,
          lower: verdict.interval?.lower,
          upper: verdict.interval?.upper,
        }
      : {}),
    firstRoundOff: (ratios[0] ?? Number.NaN) / median(ratios.slice(1)) - 1,
    firstLevelOff: { direct: firstLevelOff("direct"), layered: firstLevelOff("layered") },
    ratios,
    warmupSlices,
    load: loadavg()[0] ?? 0,
    at: new Date().toISOString(),
  }
}

const rows: Row[] = []
for (let n = 1; n <= Number(values.checks); n++) {
  for (const mode of n % 2 ? (["fixed", "steady"] as const) : (["steady", "fixed"] as const)) {
    const row = await check(mode, n)
    rows.push(row)
    if (values.out) appendFileSync(values.out, `${JSON.stringify(row)}\n`)
    console.log(
      `${mode.padEnd(6)} ${n}: exit ${row.code}, ${row.seconds.toFixed(1)} s, ${row.status} ${row.estimate?.toFixed(2)}x [${row.lower?.toFixed(2)}, ${row.upper?.toFixed(2)}], first round's ratio ${(100 * row.firstRoundOff).toFixed(0)}% off the others' median (direct ${(100 * (row.firstLevelOff.direct ?? Number.NaN)).toFixed(0)}%, layered ${(100 * (row.firstLevelOff.layered ?? Number.NaN)).toFixed(0)}%), warm-up slices ${JSON.stringify(row.warmupSlices)}`,
    )
  }
}
for (const mode of ["fixed", "steady"]) {
  const mine = rows.filter((r) => r.mode === mode)
  const widths = mine.map((r) => (r.upper ?? Number.NaN) / (r.lower ?? Number.NaN))
  console.log(
    `${mode}: first round's ratio off by a median ${(100 * median(mine.map((r) => r.firstRoundOff))).toFixed(0)}% (|off| ${(100 * median(mine.map((r) => Math.abs(r.firstRoundOff)))).toFixed(0)}%; direct's level ${(100 * median(mine.map((r) => r.firstLevelOff.direct ?? Number.NaN))).toFixed(0)}%, layered's ${(100 * median(mine.map((r) => r.firstLevelOff.layered ?? Number.NaN))).toFixed(0)}%); estimate median ${median(mine.map((r) => r.estimate ?? Number.NaN)).toFixed(2)}x; interval upper/lower median ${median(widths).toFixed(2)}; decided ${mine.filter((r) => r.status !== "inconclusive").length}/${mine.length}; wall median ${median(mine.map((r) => r.seconds)).toFixed(1)} s`,
  )
}
rmSync(work, { recursive: true, force: true })
