/**
 * benchgate's verdict-quality benchmark, in the mode docs/action.md recommends for CI: a git
 * repository whose head commit changes a service, checked with `bench check spec.cue --base
 * HEAD~1`. How often does the gate fail when nothing changed (A/A, false alarms), pass when the
 * change is within the limit, and fail when it is past it?
 *
 * Each trial makes a fresh repository: base commit with benchmarks/cost-server.ts doing `work`
 * iterations per request, head commit doing `work × (1 + extra)`; the spec gates
 * `{metric: "rps", regression: "<= 2%"}` and `{metric: "p50", regression: "<= 2%"}` (by default)
 * with the given load. One trial is one `./bench check`; every trial starts new processes.
 *
 * The size of a change on each metric is what the trials measured, averaged over all trials of
 * the row (each trial's estimate is unbiased and the average of many has a small error); the
 * doc reports it next to the rates.
 *
 * Usage: bun benchmarks/verdict-quality.ts --extra 0,0.06 --trials 20,10 [--budget 60s]
 *          [--rounds 5] [--duration 500ms] [--concurrency 4] [--work 100000] [--limit 2%]
 *          [--hog] [--out FILE] [--args "--confidence 95%"]
 * `--hog` keeps one core busy (a spinning process) during every trial. `--server go` measures
 * benchmarks/cost-server-go (built once) instead of the Bun server; `--load "forks: 4"` adds
 * any load field. Prints a markdown table
 * with Wilson 95% intervals on every rate; with --out also every trial as JSON lines.
 */
import {
  appendFileSync,
  copyFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"

const root = resolve(import.meta.dir, "..")
const { values } = parseArgs({
  options: {
    extra: { type: "string", default: "0" },
    trials: { type: "string", default: "10" },
    budget: { type: "string", default: "60s" },
    rounds: { type: "string", default: "5" },
    duration: { type: "string", default: "500ms" },
    concurrency: { type: "string", default: "4" },
    work: { type: "string", default: "100000" },
    limit: { type: "string", default: "2%" },
    metrics: { type: "string", default: "rps,p50" },
    load: { type: "string", default: "" },
    hog: { type: "boolean", default: false },
    server: { type: "string", default: "bun" },
    args: { type: "string", default: "" },
    out: { type: "string" },
  },
})

interface Verdict {
  readonly metric: string
  readonly status: string
  readonly change: number | null
  readonly lower: number | null
  readonly upper: number | null
}

/** The parts of a `--json` report's verdict this benchmark reads (docs/json-report.md). */
interface JsonVerdict {
  readonly metric: string
  readonly status: string
  readonly measured?: { readonly value: number }
  readonly interval?: { readonly lower: number; readonly upper: number }
}

interface Trial {
  readonly extra: number
  readonly exitCode: number
  readonly verdicts: ReadonlyArray<Verdict>
  readonly wallSeconds: number
  readonly loadSeconds: number
  readonly loadAverage: string
  readonly forks?: number
}

const goServer = (() => {
  if (values.server !== "go") return undefined
  const binary = join(mkdtempSync(join(tmpdir(), "benchgate-quality-go-")), "cost-server-go")
  const built = Bun.spawnSync(["go", "build", "-o", binary, "."], {
    cwd: join(root, "benchmarks/cost-server-go"),
    stderr: "inherit",
  })
  if (built.exitCode !== 0) throw new Error("go build of benchmarks/cost-server-go failed")
  return binary
})()

const command = (extra: number) =>
  goServer
    ? [goServer, "-port={port}", `-work=${values.work}`, `-extra=${extra}`]
    : ["bun", "server.ts", "--port={port}", `--work=${values.work}`, `--extra=${extra}`]

const spec = (extra: number) => `package bench

targets: svc: {
	http: url: "http://127.0.0.1:{port}"
	start: {cmd: ${JSON.stringify(command(extra))}, ready: http: "/health"}
}
scenarios: trial: {
	request: path: "/"
	load: {concurrency: ${values.concurrency}, duration: ${JSON.stringify(values.duration)}, rounds: ${values.rounds}, warmup: "200ms", budget: ${JSON.stringify(values.budget)}${values.load ? `, ${values.load}` : ""}}
	thresholds: [${String(values.metrics)
    .split(",")
    .map((m) => `{metric: ${JSON.stringify(m)}, regression: "<= ${values.limit}"}`)
    .join(", ")}]
}
`

const git = (dir: string, ...args: string[]) => {
  const result = Bun.spawnSync(["git", "-C", dir, ...args], {
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "bench",
      GIT_AUTHOR_EMAIL: "bench@example.invalid",
      GIT_COMMITTER_NAME: "bench",
      GIT_COMMITTER_EMAIL: "bench@example.invalid",
    },
  })
  if (result.exitCode !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`)
}

const runTrial = (extra: number): Trial => {
  const repo = mkdtempSync(join(tmpdir(), "benchgate-quality-"))
  try {
    git(repo, "init", "-q", "-b", "main")
    copyFileSync(join(root, "benchmarks/cost-server.ts"), join(repo, "server.ts"))
    writeFileSync(join(repo, "trial.cue"), spec(0))
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "base")
    writeFileSync(join(repo, "trial.cue"), spec(extra))
    git(repo, "commit", "-q", "--allow-empty", "-am", "head")
    const report = join(repo, "report.json")
    const started = performance.now()
    const loadAverage = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")
    const result = Bun.spawnSync(
      [
        join(root, "bench"),
        "check",
        "trial.cue",
        "--base",
        "HEAD~1",
        "--quiet",
        "--no-color",
        "--db",
        join(repo, ".bench/results.db"),
        "--json",
        report,
        ...String(values.args).split(" ").filter(Boolean),
      ],
      { cwd: repo, timeout: 900_000 },
    )
    const wallSeconds = (performance.now() - started) / 1000
    if (result.exitCode !== 0 && result.exitCode !== 1) {
      throw new Error(`bench check exited ${result.exitCode}: ${result.stderr.toString()}`)
    }
    const doc = JSON.parse(readFileSync(report, "utf8"))
    const scenario = doc.scenarios[0]
    return {
      extra,
      exitCode: result.exitCode,
      verdicts: (scenario.verdicts as ReadonlyArray<JsonVerdict>).map((v) => ({
        metric: v.metric,
        status: v.status,
        change: v.measured?.value ?? null,
        lower: v.interval?.lower ?? null,
        upper: v.interval?.upper ?? null,
      })),
      wallSeconds,
      loadSeconds: doc.run.loadMs / 1000,
      loadAverage,
      ...(scenario.forks === undefined ? {} : { forks: scenario.forks }),
    }
  } finally {
    rmSync(repo, { recursive: true, force: true })
  }
}

/** Wilson score interval for a proportion (E. B. Wilson, JASA 22, 1927), 95%. */
const wilson = (successes: number, n: number): [number, number] => {
  const z = 1.959964
  const p = successes / n
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n)
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n)
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}
const pct = (x: number) => `${(x * 100).toFixed(0)}%`
const rate = (k: number, n: number) => {
  const [lo, hi] = wilson(k, n)
  return `${k}/${n} ${pct(k / n)} (${pct(lo)}–${pct(hi)})`
}

const hog = values.hog
  ? Bun.spawn(["bash", "-c", "while :; do :; done"], { stdout: "ignore", stderr: "ignore" })
  : undefined
const extras = String(values.extra).split(",").map(Number)
const counts = String(values.trials).split(",").map(Number)
const rows: string[] = []
try {
  for (const [i, extra] of extras.entries()) {
    const n = counts[i] ?? counts[counts.length - 1] ?? 10
    const trials: Trial[] = []
    for (let k = 0; k < n; k++) {
      const trial = runTrial(extra)
      trials.push(trial)
      if (values.out) appendFileSync(values.out, `${JSON.stringify(trial)}\n`)
      console.error(
        `extra ${extra} trial ${k + 1}/${n}: ${trial.verdicts.map((v) => `${v.metric} ${v.status} ${v.change === null ? "?" : (v.change * 100).toFixed(2)}% [${v.lower === null ? "?" : (v.lower * 100).toFixed(2)}, ${v.upper === null ? "?" : (v.upper * 100).toFixed(2)}]`).join("; ")} ${trial.wallSeconds.toFixed(0)} s (load ${trial.loadAverage})`,
      )
    }
    for (const metric of String(values.metrics).split(",")) {
      const verdicts = trials.flatMap((t) => t.verdicts.filter((v) => v.metric === metric))
      const count = (status: string) => verdicts.filter((v) => v.status === status).length
      const changes = verdicts.flatMap((v) => (v.change === null ? [] : [v.change]))
      const mean = changes.reduce((a, b) => a + b, 0) / Math.max(1, changes.length)
      const widths = verdicts.flatMap((v) =>
        v.lower === null || v.upper === null ? [] : [v.upper - v.lower],
      )
      const wall = trials.reduce((a, t) => a + t.wallSeconds, 0) / trials.length
      rows.push(
        `| +${(extra * 100).toFixed(1)}% work | ${metric} | ${(mean * 100).toFixed(2)}% | ${rate(count("fail"), verdicts.length)} | ${rate(count("pass"), verdicts.length)} | ${rate(count("inconclusive"), verdicts.length)} | ${((widths.reduce((a, b) => a + b, 0) / Math.max(1, widths.length)) * 100).toFixed(2)}% | ${wall.toFixed(0)} s | ${trials.map((t) => t.loadAverage.split(" ")[0]).join(" ")} |`,
      )
    }
  }
} finally {
  hog?.kill()
}

console.log(
  `${values.server} server, budget ${values.budget}, rounds ${values.rounds}, ${values.duration} slices, c ${values.concurrency}, limit ${values.limit}${values.load ? `, ${values.load}` : ""}${values.hog ? ", one core hogged" : ""}${values.args ? `, ${values.args}` : ""}`,
)
console.log(
  "| change | metric | mean measured change | fail | pass | inconclusive | mean CI width | wall per trial | load average at each trial's start |",
)
console.log("|---|---|---|---|---|---|---|---|---|")
for (const row of rows) console.log(row)
