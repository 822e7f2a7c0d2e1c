/**
 * benchgate's own overhead, measured on the bundled examples:
 *
 * 1. compile: wall time of `./bench compile specs/ --out DIR` as a user runs it (launcher, bun
 *    start, cue export per spec, emit), median of N runs after one warm-up run.
 * 2. check orchestration: wall time of `./bench check specs/` minus the time spent inside oha
 *    (measured around every oha process by the runner), as a share of the oha time. The
 *    wall time includes process start, cue, starting and stopping targets, the store and the
 *    reports.
 *
 * Usage: bun benchmarks/overhead.ts [--runs N] [--checks N]
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { median } from "../gate/stats/Sample.ts"

const root = resolve(import.meta.dir, "..")
const { values } = parseArgs({
  options: { runs: { type: "string" }, checks: { type: "string" } },
})
const runs = Number(values.runs ?? 10)
const checks = Number(values.checks ?? 3)
const work = mkdtempSync(join(tmpdir(), "benchgate-overhead-"))

const timed = (argv: string[]) => {
  const started = performance.now()
  const result = Bun.spawnSync(argv, { cwd: root })
  const ms = performance.now() - started
  if (result.exitCode !== 0) {
    throw new Error(`${argv.join(" ")} exited ${result.exitCode}: ${result.stderr.toString()}`)
  }
  return ms
}

const bench = join(root, "bench")
const out = join(work, "scripts")
timed([bench, "compile", "specs/", "--out", out])
const compileMs = Array.from({ length: runs }, () =>
  timed([bench, "compile", "specs/", "--out", out]),
)
const helpMs = Array.from({ length: runs }, () => timed([bench, "help"]))

const overheads: number[] = []
for (let i = 0; i < checks; i++) {
  const report = join(work, `report-${i}.json`)
  const db = join(work, `check-${i}.db`)
  const wall = timed([bench, "check", "specs/", "--quiet", "--db", db, "--json", report])
  const { loadMs } = (JSON.parse(readFileSync(report, "utf8")) as { run: { loadMs: number } }).run
  overheads.push((wall - loadMs) / loadMs)
  console.error(
    `check ${i + 1}: wall ${(wall / 1000).toFixed(2)} s, in oha ${(loadMs / 1000).toFixed(2)} s`,
  )
}
rmSync(work, { recursive: true, force: true })

const fmt = (ms: number) => `${ms.toFixed(0)} ms`
console.log(
  `compile specs/ (median of ${runs}): ${fmt(median(compileMs))}  [min ${fmt(Math.min(...compileMs))}, max ${fmt(Math.max(...compileMs))}]`,
)
console.log(`bench help, process start only (median of ${runs}): ${fmt(median(helpMs))}`)
if (checks > 0)
  console.log(
    `check orchestration overhead (median of ${checks}): ${(median(overheads) * 100).toFixed(2)}% of the time inside oha  [${overheads.map((o) => `${(o * 100).toFixed(2)}%`).join(", ")}]`,
  )
