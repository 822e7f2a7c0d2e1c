/**
 * benchgate's verdict-quality benchmark: how often the gate fails when nothing changed (A/A,
 * false alarms) and how often it catches a real slowdown (A/B, detection), with the
 * measurement time each verdict took.
 *
 * Each trial is one `./bench check` of a fresh spec with two targets, both
 * benchmarks/cost-server.ts started as new processes: `base` and `candidate`, the candidate
 * doing `extra` more work per request (0 for A/A). The gate is an overhead threshold
 * `candidate rps >= 1x vs base` at the default confidence and minimum effect, so a trial
 * "fails" when benchgate says the candidate is slower. Every trial starts new processes:
 * per-process differences (JIT, memory layout) are part of the noise a real gate sees.
 *
 * Usage: bun benchmarks/verdict-quality.ts [--aa 100] [--ab 0.02,0.05,0.10] [--ab-trials 40]
 *          [--rounds 6] [--duration 300ms] [--budget 60s] [--work 100000] [--out FILE]
 * Prints a markdown table; with --out also writes every trial as JSON lines.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"

const root = resolve(import.meta.dir, "..")
const { values } = parseArgs({
  options: {
    aa: { type: "string", default: "100" },
    ab: { type: "string", default: "0.02,0.05,0.10" },
    "ab-trials": { type: "string", default: "40" },
    rounds: { type: "string", default: "6" },
    duration: { type: "string", default: "300ms" },
    budget: { type: "string" },
    work: { type: "string", default: "100000" },
    out: { type: "string" },
  },
})

interface Trial {
  readonly extra: number
  readonly status: string
  readonly estimate: number | null
  readonly lower: number | null
  readonly upper: number | null
  readonly rounds: number | null
  readonly measureSeconds: number
}

const work = mkdtempSync(join(tmpdir(), "benchgate-quality-"))
const server = join(root, "benchmarks/cost-server.ts")

const spec = (extra: number) => {
  const target = (name: string, more: number) => `${name}: {
		http: url: "http://127.0.0.1:{port}"
		start: {cmd: ["bun", ${JSON.stringify(server)}, "--port={port}", "--work=${values.work}", "--extra=${more}"], ready: http: "/health"}
	}`
  const budget = values.budget ? `, budget: ${JSON.stringify(values.budget)}` : ""
  return `package bench
targets: {
	${target("base", 0)}
	${target("candidate", extra)}
}
scenarios: trial: {
	request: path: "/"
	load: {concurrency: 4, duration: ${JSON.stringify(values.duration)}, rounds: ${values.rounds}, warmup: "200ms"${budget}}
	baseline: "base"
	thresholds: [{target: "candidate", metric: "rps", overhead: ">= 1x"}]
}
`
}

const runTrial = (extra: number, index: number): Trial => {
  const file = join(work, "quality.cue")
  const report = join(work, `report-${index}.json`)
  writeFileSync(file, spec(extra))
  const result = Bun.spawnSync(
    [
      join(root, "bench"),
      "check",
      file,
      "--quiet",
      "--no-color",
      "--db",
      join(work, "q.db"),
      "--json",
      report,
    ],
    { cwd: root, timeout: 600_000 },
  )
  if (result.exitCode !== 0 && result.exitCode !== 1) {
    throw new Error(`bench check exited ${result.exitCode}: ${result.stderr.toString()}`)
  }
  const doc = JSON.parse(readFileSync(report, "utf8"))
  const verdict = doc.scenarios[0].verdicts[0]
  return {
    extra,
    status: verdict.status,
    estimate: verdict.measured?.value ?? null,
    lower: verdict.interval?.lower ?? null,
    upper: verdict.interval?.upper ?? null,
    rounds: verdict.rounds ?? null,
    measureSeconds: doc.run.loadMs / 1000,
  }
}

const levels: Array<{ extra: number; trials: number }> = [
  { extra: 0, trials: Number(values.aa) },
  ...String(values.ab)
    .split(",")
    .filter((x) => x.trim() !== "")
    .map((x) => ({ extra: Number(x), trials: Number(values["ab-trials"]) })),
]

const rows: string[] = []
let index = 0
for (const { extra, trials } of levels) {
  const results: Trial[] = []
  for (let i = 0; i < trials; i++) {
    const trial = runTrial(extra, index++)
    results.push(trial)
    if (values.out) appendFileSync(values.out, `${JSON.stringify(trial)}\n`)
    console.error(
      `extra ${extra}: trial ${i + 1}/${trials} ${trial.status} ratio ${trial.estimate?.toFixed(4)} [${trial.lower?.toFixed(4)}, ${trial.upper?.toFixed(4)}] ${trial.rounds} rounds, ${trial.measureSeconds.toFixed(1)} s`,
    )
  }
  const share = (status: string) =>
    results.filter((r) => r.status === status).length / results.length
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)
  const estimates = results.flatMap((r) => (r.estimate === null ? [] : [r.estimate]))
  rows.push(
    `| ${extra === 0 ? "A/A (no change)" : `A/B +${(extra * 100).toFixed(0)}% work`} | ${results.length} | ${(share("fail") * 100).toFixed(1)}% | ${(share("inconclusive") * 100).toFixed(1)}% | ${(share("pass") * 100).toFixed(1)}% | ${mean(estimates).toFixed(4)} | ${mean(results.map((r) => r.rounds ?? 0)).toFixed(1)} | ${mean(results.map((r) => r.measureSeconds)).toFixed(1)} s |`,
  )
}
rmSync(work, { recursive: true, force: true })

console.log(
  "| trials of | n | fail | inconclusive | pass | mean ratio | mean rounds | measuring per verdict |",
)
console.log("|---|---|---|---|---|---|---|---|")
for (const row of rows) console.log(row)
