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
 *          [--metrics rps,p50] [--busy hog|check] [--out FILE] [--args "--confidence 95%"]
 * `--busy hog` keeps one core busy (a spinning process) during every trial; `--busy check`
 * runs a second benchgate check (an A/A check of the Bun cost server, over and over) beside
 * it. `--server go` measures benchmarks/cost-server-go (built once) instead of the Bun server,
 * `--server go-grpc` benchmarks/cost-grpc-go under ghz; `--gomaxprocs N` sets the Go servers'
 * GOMAXPROCS; `--rate-share 0.5` loads at an open rate of that share of the server's capacity,
 * measured once before the trials (closed loop, 3 s, the trials' concurrency); `--replicas K`
 * runs each trial as K replica checks (`--replica i/K`) one after the other, merged; `--load
 * "forks: 4"` adds any load field; `--keep DIR` keeps each trial's store there (every round, for
 * a study of the rounds); `--layer L` measures an overhead regression instead: targets `direct`
 * (the backend's `--work` iterations) and `layered` (the backend's and L more, the layer's), the
 * head's `--extra` on the layer's L only and `--backend-extra Y` on the backend's work of both,
 * gated by `{target: "layered", metric: M, overheadRegression: "<= LIMIT"}` for each of
 * `--metrics`. `--stored K` judges the head against stored runs instead of `--base`, as a pull
 * request's check does without it: K checks of the base commit on main first (each a launch of
 * its own, stored), then the head on a branch of its own, compared with main's stored runs.
 * Prints a markdown table with Wilson 95% intervals on every rate; with
 * --out also every trial as JSON lines, each verdict with its reason and whether fresh
 * processes confirmed a failure or a busy machine's allowance widened it.
 */
import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { git, rate, startHog } from "./Trials.ts"

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
    busy: { type: "string", default: "" },
    hog: { type: "boolean", default: false },
    server: { type: "string", default: "bun" },
    gomaxprocs: { type: "string" },
    "rate-share": { type: "string" },
    replicas: { type: "string" },
    args: { type: "string", default: "" },
    out: { type: "string" },
    keep: { type: "string" },
    layer: { type: "string" },
    "backend-extra": { type: "string", default: "0" },
    stored: { type: "string" },
  },
})

interface Verdict {
  readonly metric: string
  readonly status: string
  readonly change: number | null
  readonly lower: number | null
  readonly upper: number | null
  readonly reason: string
  /** The fresh launch's status when a failure was measured again (gate/Launches.ts). */
  readonly confirmation: string | null
  /** The busy allowance the verdict was judged with (gate/Disturbance.ts), if any. */
  readonly allowance: number | null
}

/** The parts of a `--json` report's verdict this benchmark reads (docs/json-report.md). */
interface JsonVerdict {
  readonly metric: string
  readonly status: string
  readonly measured?: { readonly value: number }
  readonly interval?: { readonly lower: number; readonly upper: number }
  readonly reason: string
  readonly reasonData?: {
    readonly confirmation?: { readonly status: string }
    readonly busy?: { readonly allowance?: { readonly by: number } }
  }
}

/** A scenario's disturbance as the JSON report has it (gate/Disturbance.ts). */
interface Disturbance {
  readonly rounds: number
  readonly disturbed: number
  readonly median: number
  readonly highest: number
  readonly judged: string
}

interface Trial {
  readonly extra: number
  readonly exitCode: number
  readonly verdicts: ReadonlyArray<Verdict>
  readonly disturbance: Disturbance | null
  readonly wallSeconds: number
  readonly loadSeconds: number
  readonly loadAverage: string
  readonly forks?: number
}

const grpc = values.server === "go-grpc"
const goServer = (() => {
  if (values.server !== "go" && !grpc) return undefined
  const source = grpc ? "cost-grpc-go" : "cost-server-go"
  const dir = mkdtempSync(join(tmpdir(), "benchgate-quality-go-"))
  // The built server goes when the benchmark ends, however it ends.
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }))
  const binary = join(dir, source)
  const built = Bun.spawnSync(["go", "build", "-o", binary, "."], {
    cwd: join(root, "benchmarks", source),
    stderr: "inherit",
  })
  if (built.exitCode !== 0) throw new Error(`go build of benchmarks/${source} failed`)
  return binary
})()

const command = (extra: number, work: number = Number(values.work)) =>
  goServer
    ? [goServer, "-port={port}", `-work=${work}`, `-extra=${extra}`]
    : ["bun", "server.ts", "--port={port}", `--work=${work}`, `--extra=${extra}`]

/** `--stored K`: K stored checks of the base on main, and the head judged against them. */
const stored = Number(values.stored ?? 0)

/** `--layer`: the layer's own work, on top of the backend's in the layered target. */
const layer = values.layer === undefined ? undefined : Number(values.layer)

/**
 * The server's capacity, closed loop at the trials' concurrency for 3 s, from a one-target
 * check of the base server (so the same tools measure it), times --rate-share.
 */
const probeRate = (): number | undefined => {
  if (values["rate-share"] === undefined) return undefined
  const repo = mkdtempSync(join(tmpdir(), "benchgate-quality-probe-"))
  try {
    copyFileSync(join(root, "benchmarks/cost-server.ts"), join(repo, "server.ts"))
    writeFileSync(
      join(repo, "probe.cue"),
      spec(0, false)
        .replace(/budget: "[^"]*"/, 'budget: "30s"')
        .replace(/rounds: \d+/, "rounds: 1")
        .replace(/duration: "[^"]*"/, 'duration: "3s"'),
    )
    const report = join(repo, "probe.json")
    Bun.spawnSync(
      [
        join(root, "bench"),
        "check",
        "probe.cue",
        "--quiet",
        "--db",
        join(repo, "p.db"),
        "--json",
        report,
      ],
      { cwd: repo },
    )
    const doc = JSON.parse(readFileSync(report, "utf8"))
    const rps = doc.scenarios[0].targets[0].estimates.rps.value as number
    const rate = Math.round(rps * Number(values["rate-share"]))
    console.error(
      `capacity ${rps.toFixed(0)}/s closed loop at c ${values.concurrency}: open rate ${rate}/s`,
    )
    return rate
  } finally {
    rmSync(repo, { recursive: true, force: true })
  }
}

const startOf = (extra: number, work?: number) =>
  `start: {cmd: ${JSON.stringify(command(extra, work))}${values.gomaxprocs ? `, env: GOMAXPROCS: ${JSON.stringify(values.gomaxprocs)}` : ""}${grpc ? "" : `, ready: http: "/health"`}}`

/**
 * The overhead mode's two targets at one commit: the backend's work (times 1 + the backend's
 * extra) for both, and the layer's (times 1 + the layer's extra) on top for `layered`.
 */
const layeredTargets = (layerExtra: number, backendExtra: number) => {
  const backend = Number(values.work) * (1 + backendExtra)
  const layered = backend + (layer ?? 0) * (1 + layerExtra)
  const one = (name: string, work: number) => `	${name}: {
		http: url: "http://127.0.0.1:{port}"
		${startOf(0, Math.round(work))}
	}`
  return `targets: {
${one("direct", backend)}
${one("layered", layered)}
}`
}

const target = (extra: number, backendExtra = 0) =>
  layer !== undefined
    ? layeredTargets(extra, backendExtra)
    : grpc
      ? `targets: svc: {
	grpc: address: "127.0.0.1:{port}"
	${startOf(extra)}
}`
      : `targets: svc: {
	http: url: "http://127.0.0.1:{port}"
	${startOf(extra)}
}`

/** The trials' spec; `open` false for the capacity probe (closed loop). */
const spec = (extra: number, open = true, backendExtra = 0) => {
  const rate = open ? openRate : undefined
  const condition = (m: string) =>
    layer !== undefined
      ? `{target: "layered", metric: ${JSON.stringify(m)}, overheadRegression: "<= ${values.limit}"}`
      : `{metric: ${JSON.stringify(m)}, regression: "<= ${values.limit}"}`
  return `package bench

${target(extra, backendExtra)}
scenarios: trial: {
	${grpc ? `call: method: "grpc.health.v1.Health/Check"` : `request: path: "/"`}
	load: {concurrency: ${values.concurrency}, duration: ${JSON.stringify(values.duration)}, rounds: ${values.rounds}, warmup: "200ms", budget: ${JSON.stringify(values.budget)}${rate === undefined ? "" : `, rate: ${rate}`}${values.load ? `, ${values.load}` : ""}}${layer === undefined ? "" : `\n\tbaseline: "direct"`}
	thresholds: [${String(values.metrics).split(",").map(condition).join(", ")}]
}
`
}

const runTrial = async (extra: number): Promise<Trial> => {
  const repo = mkdtempSync(join(tmpdir(), "benchgate-quality-"))
  try {
    git(repo, "init", "-q", "-b", "main")
    copyFileSync(join(root, "benchmarks/cost-server.ts"), join(repo, "server.ts"))
    writeFileSync(join(repo, "trial.cue"), spec(0))
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "base")
    const bench = async (args: ReadonlyArray<string>) => {
      const child = Bun.spawn([join(root, "bench"), ...args], {
        cwd: repo,
        timeout: 900_000,
        stdout: "ignore",
        stderr: "pipe",
      })
      const stderr = await new Response(child.stderr).text()
      return { exitCode: await child.exited, stderr }
    }
    // --stored: the base branch's runs, each its own check, before the head exists.
    for (let k = 0; k < stored; k++) {
      const done = await bench([
        "check",
        "trial.cue",
        "--quiet",
        "--no-profile",
        "--no-color",
        "--db",
        join(repo, ".bench/results.db"),
      ])
      if (done.exitCode !== 0 && done.exitCode !== 1) {
        throw new Error(`bench check of the base exited ${done.exitCode}: ${done.stderr}`)
      }
    }
    if (stored > 0) git(repo, "checkout", "-q", "-b", "change")
    writeFileSync(join(repo, "trial.cue"), spec(extra, true, Number(values["backend-extra"])))
    git(repo, "commit", "-q", "--allow-empty", "-am", "head")
    const report = join(repo, "report.json")
    const started = performance.now()
    const loadAverage = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")
    const check = (json: string, replica?: string) =>
      bench([
        "check",
        "trial.cue",
        ...(stored > 0 ? ["--base-branch", "main"] : ["--base", "HEAD~1"]),
        "--quiet",
        // The verdicts are what is measured here; a failing trial's profile would only add time.
        "--no-profile",
        "--no-color",
        "--db",
        join(repo, ".bench/results.db"),
        "--json",
        json,
        ...(replica === undefined ? [] : ["--replica", replica]),
        ...String(values.args).split(" ").filter(Boolean),
      ])
    // With --replicas K, K checks one after the other stand for K machines, merged as a team
    // would merge its matrix jobs' reports.
    const replicas = Number(values.replicas ?? 1)
    let outcome: { exitCode: number; stderr: string }
    if (replicas > 1) {
      const parts: string[] = []
      for (let i = 1; i <= replicas; i++) {
        const part = join(repo, `replica-${i}.json`)
        const done = await check(part, `${i}/${replicas}`)
        if (done.exitCode !== 0 && done.exitCode !== 1) {
          throw new Error(`bench check --replica exited ${done.exitCode}: ${done.stderr}`)
        }
        parts.push(part)
      }
      outcome = await bench([
        "merge",
        ...parts,
        "--db",
        join(repo, ".bench/merged.db"),
        "--json",
        report,
        "--no-color",
      ])
    } else {
      outcome = await check(report)
    }
    const { exitCode, stderr } = outcome
    const wallSeconds = (performance.now() - started) / 1000
    if (exitCode !== 0 && exitCode !== 1) {
      throw new Error(`bench check exited ${exitCode}: ${stderr}`)
    }
    const doc = JSON.parse(readFileSync(report, "utf8"))
    const scenario = doc.scenarios[0]
    if (values.keep) {
      mkdirSync(values.keep, { recursive: true })
      copyFileSync(join(repo, ".bench/results.db"), join(values.keep, `trial-${Date.now()}.db`))
    }
    return {
      extra,
      exitCode,
      disturbance: scenario.disturbance ?? null,
      verdicts: (scenario.verdicts as ReadonlyArray<JsonVerdict>).map((v) => ({
        metric: v.metric,
        status: v.status,
        change: v.measured?.value ?? null,
        lower: v.interval?.lower ?? null,
        upper: v.interval?.upper ?? null,
        reason: v.reason,
        confirmation: v.reasonData?.confirmation?.status ?? null,
        allowance: v.reasonData?.busy?.allowance?.by ?? null,
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

const busy = values.hog ? "hog" : String(values.busy)

/**
 * A second benchgate check beside the trials: an A/A check of the Bun cost server with a 2%
 * rps limit, run again as soon as it ends, in a repository of its own.
 */
const besideCheck = () => {
  const repo = mkdtempSync(join(tmpdir(), "benchgate-quality-beside-"))
  copyFileSync(join(root, "benchmarks/cost-server.ts"), join(repo, "server.ts"))
  writeFileSync(
    join(repo, "beside.cue"),
    `package bench

targets: {
	a: {http: url: "http://127.0.0.1:{port}", start: {cmd: ["bun", "server.ts", "--port={port}", "--work=100000"], ready: http: "/health"}}
	b: {http: url: "http://127.0.0.1:{port}", start: {cmd: ["bun", "server.ts", "--port={port}", "--work=100000"], ready: http: "/health"}}
}
scenarios: beside: {
	request: path: "/"
	baseline: "a"
	load: {concurrency: 4, duration: "500ms", rounds: 10, warmup: "200ms"}
	thresholds: [{target: "b", metric: "rps", overhead: ">= 0.98x"}]
}
`,
  )
  let stopped = false
  let child: ReturnType<typeof Bun.spawn> | undefined
  const loop = async () => {
    while (!stopped) {
      child = Bun.spawn(
        [
          join(root, "bench"),
          "check",
          "beside.cue",
          "--quiet",
          "--no-profile",
          "--db",
          join(repo, "beside.db"),
        ],
        {
          cwd: repo,
          stdout: "ignore",
          stderr: "ignore",
        },
      )
      await child.exited
    }
  }
  const done = loop()
  return {
    stop: async () => {
      stopped = true
      child?.kill("SIGTERM")
      await done
      rmSync(repo, { recursive: true, force: true })
    },
  }
}

let openRate: number | undefined
openRate = probeRate()
const hog = busy === "hog" ? startHog() : undefined
const beside = busy === "check" ? besideCheck() : undefined
const extras = String(values.extra).split(",").map(Number)
const counts = String(values.trials).split(",").map(Number)
const rows: string[] = []
try {
  for (const [i, extra] of extras.entries()) {
    const n = counts[i] ?? counts[counts.length - 1] ?? 10
    const trials: Trial[] = []
    for (let k = 0; k < n; k++) {
      const trial = await runTrial(extra)
      trials.push(trial)
      if (values.out) appendFileSync(values.out, `${JSON.stringify(trial)}\n`)
      console.error(
        `extra ${extra} trial ${k + 1}/${n}: ${trial.verdicts.map((v) => `${v.metric} ${v.status} ${v.change === null ? "?" : (v.change * 100).toFixed(2)}% [${v.lower === null ? "?" : (v.lower * 100).toFixed(2)}, ${v.upper === null ? "?" : (v.upper * 100).toFixed(2)}]`).join("; ")} ${trial.wallSeconds.toFixed(0)} s (load ${trial.loadAverage})${trial.disturbance ? ` busy ${trial.disturbance.disturbed}/${trial.disturbance.rounds} rounds, others ${(trial.disturbance.median * 100).toFixed(0)}% (${trial.disturbance.judged})` : ""}`,
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
  await beside?.stop()
}

console.log(
  `${values.server} server, budget ${values.budget}, rounds ${values.rounds}, ${values.duration} slices, c ${values.concurrency}, limit ${values.limit}${values.load ? `, ${values.load}` : ""}${busy === "hog" ? ", one core hogged" : busy === "check" ? ", a second check beside it" : ""}${values.gomaxprocs ? `, GOMAXPROCS ${values.gomaxprocs}` : ""}${values.args ? `, ${values.args}` : ""}${stored > 0 ? `, against ${stored} stored run${stored === 1 ? "" : "s"} of the base (no --base)` : ""}`,
)
console.log(
  "| change | metric | mean measured change | fail | pass | inconclusive | mean CI width | wall per trial | load average at each trial's start |",
)
console.log("|---|---|---|---|---|---|---|---|---|")
for (const row of rows) console.log(row)
