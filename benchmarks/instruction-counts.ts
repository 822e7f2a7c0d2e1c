/**
 * Verdict quality of counted scenarios (`load: measure: "instructions"`, ADR 31), in the mode
 * docs/action.md recommends for CI: a git repository whose head commit changes the code, checked
 * with `bench check spec.cue --base HEAD~1` and `{metric: "instructions", regression: "<= 1%"}`.
 * How often does it fail when nothing changed (A/A), and how often when the code does 2% more?
 * And does the profile from the same counts name the function that changed?
 *
 * Three kinds, each an operation split between two named functions, `mix` and `spread`; the head
 * commit makes `mix` do more, by as much as the whole operation's instructions should grow
 * (`--change`, divided by mix's share of them, measured here: SHARES):
 * - go: a benchmark of a module (`go test -bench`), counted per operation;
 * - bun: a harness group (runners/bun/harness.ts), counted per call;
 * - command: `bun work.ts`, counted per run (bun's start included).
 * Each trial is a fresh repository and one `./bench check`; every trial starts new processes.
 *
 * `--overhead` asks issue 33's question instead, counted: did the layer's overhead grow? Two go
 * benchmarks, `direct` (the backend's work, `backend`) and `layered` (the layer's, `layer`, then
 * the backend's), gated by `{target: "layered", metric: "instructions", overheadRegression:
 * "<= LIMIT"}` with `--base HEAD~1`; `--change` lists heads: `0` (A/A), `layer:0.1` (the layer's
 * work 10% more), `backend:0.3` (the backend's 30% more, on both paths).
 *
 * Usage: bun benchmarks/instruction-counts.ts --kinds go,bun,command --change 0,0.02 --trials 20
 *          [--rounds 4] [--limit 1%] [--min-effect SIZE] [--busy hog] [--out FILE] [--args "…"]
 *        bun benchmarks/instruction-counts.ts --overhead --change 0,layer:0.1,backend:0.3
 *          --limit 2% --trials 20 [--rounds 4] [--busy hog] [--out FILE]
 * `--min-effect` is passed to the checks when given; without it they use the gate's own for
 * `instructions` (0.1% past the limit, core/Metric.ts). `--busy hog` keeps one core busy (a spinning process) during every trial. Prints a markdown
 * table with Wilson 95% intervals on every rate and the wall time per trial; with --out also
 * every trial as JSON lines.
 */
import {
  appendFileSync,
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
    kinds: { type: "string", default: "go,bun,command" },
    change: { type: "string", default: "0,0.02" },
    trials: { type: "string", default: "10" },
    rounds: { type: "string", default: "4" },
    limit: { type: "string", default: "1%" },
    "min-effect": { type: "string" },
    busy: { type: "string", default: "" },
    args: { type: "string", default: "" },
    out: { type: "string" },
    overhead: { type: "boolean", default: false },
  },
})

type Kind = "go" | "bun" | "command"

/**
 * mix's share of each operation's instructions (base commit), measured under callgrind here
 * (2026-11-27, valgrind 3.19, go 1.26.8, bun 1.4.5): the head's extra mix iterations are the
 * change divided by it, so `--change 0.02` makes the whole operation 2% costlier. bun's since
 * 2026-11-29: 0.69 was measured under the counting of 2026-11-27; under runners/Counting.ts's
 * options a +2% head measured +1.77% in every trial since 2026-11-28, so mix is 0.61.
 */
const SHARES: Record<Kind, number> = { go: 0.426, bun: 0.61, command: 0.63 }

/** Iterations of mix and spread per operation, per kind: work of about 10k instructions. */
const SIZES: Record<Kind, { readonly mix: number; readonly spread: number }> = {
  go: { mix: 1000, spread: 560 },
  bun: { mix: 1000, spread: 560 },
  // A command's operation is a whole process: enough work that bun's start is a small part.
  command: { mix: 300_000, spread: 170_000 },
}

const mixOf = (kind: Kind, change: number) =>
  Math.round(SIZES[kind].mix * (1 + change / SHARES[kind]))

/**
 * A go test file's head and its two loops, named as the module calls them: a hash loop (`mix`,
 * or `--overhead`'s backend) and a shift loop (`spread`, or the layer), each not inlined so the
 * profile names it.
 */
const goLoops = (hash: string, shift: string) => `package work

import "testing"

var sink uint32

//go:noinline
func ${hash}(n int) uint32 {
	h := uint32(2166136261)
	for i := 0; i < n; i++ {
		h = (h ^ uint32(i)) * 16777619
	}
	return h
}

//go:noinline
func ${shift}(n int) uint32 {
	x := uint32(n) | 1
	for i := 0; i < n; i++ {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
	}
	return x
}
`

const goModule = (mix: number) => `${goLoops("mix", "spread")}
func BenchmarkWork(b *testing.B) {
	for b.Loop() {
		sink = mix(${mix}) ^ spread(${SIZES.go.spread})
	}
}
`

/**
 * `--overhead`'s module: the layer's work (the shift loop, about 1.35 times the backend's
 * instructions) in front of the backend's (the hash loop); `direct` calls the backend alone.
 */
const layeredModule = (backend: number, layer: number) => `${goLoops("backend", "layer")}
func BenchmarkDirect(b *testing.B) {
	for b.Loop() {
		sink = backend(${backend})
	}
}

func BenchmarkLayered(b *testing.B) {
	for b.Loop() {
		sink = layer(${layer}) ^ backend(${backend})
	}
}
`

/** A head of `--overhead`: whose work grows, and by how much (`0`: none, an A/A head). */
interface OverheadHead {
  readonly part: "layer" | "backend"
  readonly change: number
}

const overheadHead = (text: string): OverheadHead => {
  const [part, change] = text.includes(":") ? text.split(":") : ["layer", text]
  if (part !== "layer" && part !== "backend")
    throw new Error(`--change ${text}: layer:X or backend:X`)
  return { part, change: Number(change) }
}

/** `--overhead`'s files at one commit. */
const layeredFiles = (head: OverheadHead): Record<string, string> => {
  const grow = (part: OverheadHead["part"], iterations: number) =>
    Math.round(iterations * (1 + (head.part === part ? head.change : 0)))
  return {
    "work/go.mod": "module benchgate.dev/benchmarks/work\n\ngo 1.24\n",
    "work/work_test.go": layeredModule(
      grow("backend", SIZES.go.mix),
      grow("layer", SIZES.go.spread),
    ),
    "trial.cue": `package bench

targets: {
	direct: go: {package: "work", benchmark: "BenchmarkDirect"}
	layered: go: {package: "work", benchmark: "BenchmarkLayered"}
}
scenarios: trial: {
	baseline: "direct"
	load: {measure: "instructions", rounds: ${Number(values.rounds)}, warmup: "5ms"}
	thresholds: [{target: "layered", metric: "instructions", overheadRegression: "<= ${values.limit}"}]
}
`,
  }
}

const jsWork = (mix: number, spread: number) => `function mix(n) {
  let h = 0x811c9dc5
  for (let i = 0; i < n; i++) h = Math.imul(h ^ i, 0x01000193)
  return h >>> 0
}

function spread(n) {
  let x = n | 1
  for (let i = 0; i < n; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
  }
  return x >>> 0
}

export const work = () => mix(${mix}) ^ spread(${spread})
`

/** The files of a trial's repository, mix at `mix` iterations. */
const files = (kind: Kind, mix: number): Record<string, string> => {
  const harness = join(root, "runners/bun/harness.ts")
  switch (kind) {
    case "go":
      return {
        "work/go.mod": "module benchgate.dev/benchmarks/work\n\ngo 1.24\n",
        "work/work_test.go": goModule(mix),
        "trial.cue": spec(`targets: work: go: {package: "work", benchmark: "BenchmarkWork"}`),
      }
    case "bun":
      return {
        "work.ts": jsWork(mix, SIZES.bun.spread),
        "work.bench.ts": `import { group } from ${JSON.stringify(harness)}\nimport { work } from "./work.ts"\n\ngroup("work", { baseline: "work", variants: { work } })\n`,
        "trial.cue": spec(
          `targets: work: bun: {file: "work.bench.ts", group: "work", variant: "work"}`,
        ),
      }
    case "command":
      return {
        "work.ts": `${jsWork(mix, SIZES.command.spread)}\nif (work() === 42) console.log("42")\n`,
        "trial.cue": spec(`targets: work: command: cmd: ["bun", "work.ts"]`),
      }
  }
}

const spec = (targets: string) => `package bench

${targets}
scenarios: trial: {
	load: {measure: "instructions", rounds: ${Number(values.rounds)}, warmup: "5ms"}
	thresholds: [{metric: "instructions", regression: "<= ${values.limit}"}]
}
`

const write = (repo: string, content: Record<string, string>) => {
  for (const [path, text] of Object.entries(content)) {
    mkdirSync(join(repo, path, ".."), { recursive: true })
    writeFileSync(join(repo, path), text)
  }
}

interface Trial {
  readonly kind: Kind | "go, layered"
  /** The head's change: a share, or with `--overhead` `layer:X` or `backend:X`. */
  readonly change: number | string
  readonly exitCode: number
  readonly status: string
  readonly measured: number | null
  readonly lower: number | null
  readonly upper: number | null
  /** The first self row of the profile, when there is one. */
  readonly topFunction: string | null
  readonly profileSkipped: string | null
  readonly wallSeconds: number
  readonly loadAverage: string
}

/** One trial's repository: its base commit's files and its head's. */
interface Commits {
  readonly kind: Trial["kind"]
  readonly change: Trial["change"]
  readonly base: Record<string, string>
  readonly head: Record<string, string>
}

const commitsOf = (kind: Kind, change: string): Commits =>
  values.overhead
    ? {
        kind: "go, layered",
        change,
        base: layeredFiles({ part: "layer", change: 0 }),
        head: layeredFiles(overheadHead(change)),
      }
    : {
        kind,
        change: Number(change),
        base: files(kind, SIZES[kind].mix),
        head: files(kind, mixOf(kind, Number(change))),
      }

const runTrial = async ({ kind, change, base, head }: Commits): Promise<Trial> => {
  const repo = mkdtempSync(join(tmpdir(), "benchgate-counts-"))
  try {
    git(repo, "init", "-q", "-b", "main")
    write(repo, base)
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "base")
    write(repo, head)
    // An A/A head differs from its base by a comment only.
    writeFileSync(join(repo, "NOTES"), `change ${change}\n`)
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "head")
    const report = join(repo, "report.json")
    const loadAverage = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")
    const started = performance.now()
    const child = Bun.spawn(
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
        ...(values["min-effect"] ? ["--min-effect", values["min-effect"]] : []),
        ...String(values.args).split(" ").filter(Boolean),
      ],
      { cwd: repo, stdout: "ignore", stderr: "pipe", timeout: 3_600_000 },
    )
    const stderr = await new Response(child.stderr).text()
    const exitCode = await child.exited
    const wallSeconds = (performance.now() - started) / 1000
    if (exitCode !== 0 && exitCode !== 1)
      throw new Error(`bench check exited ${exitCode}: ${stderr}`)
    const doc = JSON.parse(readFileSync(report, "utf8"))
    const verdict = doc.scenarios[0].verdicts[0]
    const profile = doc.profiles?.[0]
    return {
      kind,
      change,
      exitCode,
      status: verdict.status,
      measured: verdict.measured?.value ?? null,
      lower: verdict.interval?.lower ?? null,
      upper: verdict.interval?.upper ?? null,
      topFunction: profile?.differential?.self?.[0]?.name ?? null,
      profileSkipped: profile?.skipped ?? null,
      wallSeconds,
      loadAverage,
    }
  } finally {
    rmSync(repo, { recursive: true, force: true })
  }
}

const hog = values.busy === "hog" ? startHog() : undefined
const kinds = values.overhead ? (["go"] as Kind[]) : (String(values.kinds).split(",") as Kind[])
const changes = String(values.change).split(",")
const trials = Number(values.trials)
/** The function a head changed, which the profile should name first. */
const changed = (change: string) =>
  values.overhead ? (change.startsWith("backend") ? "backend" : "layer") : "mix"
const shown = (change: string) =>
  values.overhead ? change : `+${(Number(change) * 100).toFixed(1)}%`
const rows: string[] = []
try {
  for (const kind of kinds) {
    for (const change of changes) {
      const done: Trial[] = []
      for (let k = 0; k < trials; k++) {
        const trial = await runTrial(commitsOf(kind, change))
        done.push(trial)
        if (values.out) appendFileSync(values.out, `${JSON.stringify(trial)}\n`)
        const at = (x: number | null) => (x === null ? "?" : `${(x * 100).toFixed(2)}%`)
        console.error(
          `${trial.kind} ${shown(change)} trial ${k + 1}/${trials}: ${trial.status} ${at(trial.measured)} [${at(trial.lower)}, ${at(trial.upper)}] top ${trial.topFunction ?? trial.profileSkipped ?? "—"} ${trial.wallSeconds.toFixed(0)} s (load ${trial.loadAverage})`,
        )
      }
      const count = (status: string) => done.filter((t) => t.status === status).length
      const measured = done.flatMap((t) => (t.measured === null ? [] : [t.measured]))
      const mean = measured.reduce((a, b) => a + b, 0) / Math.max(1, measured.length)
      const widths = done.flatMap((t) =>
        t.lower === null || t.upper === null ? [] : [t.upper - t.lower],
      )
      const width = widths.reduce((a, b) => a + b, 0) / Math.max(1, widths.length)
      const profiled = done.filter((t) => t.topFunction !== null)
      const named = profiled.filter((t) =>
        new RegExp(`(^|\\.)${changed(change)}$`).test(t.topFunction ?? ""),
      ).length
      const wall = done.map((t) => t.wallSeconds).sort((a, b) => a - b)
      rows.push(
        `| ${done[0]?.kind ?? kind} | ${shown(change)} | ${(mean * 100).toFixed(2)}% | ${rate(count("fail"), done.length)} | ${rate(count("pass"), done.length)} | ${rate(count("inconclusive"), done.length)} | ${(width * 100).toFixed(2)}% | ${profiled.length === 0 ? "—" : `${named}/${profiled.length}`} | ${(wall.reduce((a, b) => a + b, 0) / wall.length).toFixed(0)} s (${wall[0]?.toFixed(0)}–${wall.at(-1)?.toFixed(0)}) |`,
      )
    }
  }
} finally {
  hog?.kill()
}

console.log(
  `${values.overhead ? "overheadRegression" : "regression"} <= ${values.limit} on instructions, --base HEAD~1, rounds ${values.rounds}, --min-effect ${values["min-effect"] ?? "the gate's (0.1%)"}${values.busy === "hog" ? ", one core hogged" : ""}${values.args ? `, ${values.args}` : ""}`,
)
console.log(
  "| kind | change | mean measured change | fail | pass | inconclusive | mean CI width | profile names the changed function first | wall per trial (range) |",
)
console.log("|---|---|---|---|---|---|---|---|---|")
for (const row of rows) console.log(row)
