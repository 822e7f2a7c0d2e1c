/**
 * Where a check's wall time goes: runs `./bench check PATH… --json` and timestamps each progress
 * line it writes (one per step when stderr is not a terminal), so each step's time is the gap to
 * the next line. Prints a table per scenario — starting targets, builds, preflight, warm-ups,
 * rounds, fresh launches, profiles — and, from the JSON report, each scenario's widest interval
 * and its precision per second (the widest half-width × √seconds: a change that makes a check
 * faster by making it blinder raises it).
 *
 *   bun benchmarks/check-time.ts PATH… [--args "--no-profile"] [--out FILE.json]
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"

const root = resolve(import.meta.dir, "..")
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { args: { type: "string", default: "" }, out: { type: "string" } },
})
if (positionals.length === 0) {
  console.error('usage: check-time.ts PATH… [--args "…"] [--out FILE]')
  process.exit(2)
}

type Phase =
  | "start"
  | "build"
  | "preflight"
  | "warm-up"
  | "rounds"
  | "fresh launch"
  | "profile"
  | "report"

/** What a progress line says is happening, and for which scenario (spec › scenario). */
const classify = (line: string): { phase: Phase; scenario: string } => {
  const [path = "", rest = ""] = line.split(/ {2}(.*)/s)
  const parts = path.split(" › ")
  const scenario = parts.slice(0, 2).join(" › ")
  if (/: starting .*\(fresh, to confirm/.test(line)) return { phase: "fresh launch", scenario: "" }
  if (/: starting /.test(line)) return { phase: "start", scenario: line.split(":")[0] ?? "" }
  if (/: building /.test(line)) return { phase: "build", scenario: line.split(":")[0] ?? "" }
  if (/preflight/.test(line)) return { phase: "preflight", scenario }
  if (/^warmup/.test(rest)) return { phase: "warm-up", scenario }
  if (/^round /.test(rest)) return { phase: "rounds", scenario }
  if (/profil/i.test(line)) return { phase: "profile", scenario }
  // Anything else is the report's: warnings and notes after the last step.
  return { phase: "report", scenario: "(after measuring)" }
}

const dir = mkdtempSync(join(tmpdir(), "benchgate-check-time-"))
const json = join(dir, "report.json")
const started = performance.now()
const child = Bun.spawn(
  [
    join(root, "bench"),
    "check",
    ...positionals,
    "--db",
    join(dir, "r.db"),
    "--json",
    json,
    ...String(values.args).split(" ").filter(Boolean),
  ],
  { cwd: root, stdout: "ignore", stderr: "pipe" },
)
const lines: Array<{ at: number; line: string }> = []
let buffered = ""
for await (const chunk of child.stderr as ReadableStream<Uint8Array>) {
  buffered += new TextDecoder().decode(chunk)
  const parts = buffered.split("\n")
  buffered = parts.pop() ?? ""
  for (const line of parts) lines.push({ at: performance.now() - started, line })
}
const exitCode = await child.exited
const wall = (performance.now() - started) / 1000

// Each line's step lasts until the next line; a fresh launch's start belongs to the scenario
// whose rounds come next, a spec's start and build to the spec.
const table = new Map<string, Map<Phase, number>>()
let pendingLaunch = 0
for (const [i, { at, line }] of lines.entries()) {
  const next = lines[i + 1]?.at ?? at
  const { phase, scenario } = classify(line)
  const seconds = (next - at) / 1000
  if (phase === "fresh launch") {
    pendingLaunch += seconds
    continue
  }
  const row = table.get(scenario) ?? new Map<Phase, number>()
  row.set(phase, (row.get(phase) ?? 0) + seconds)
  if (pendingLaunch > 0 && (phase === "rounds" || phase === "warm-up")) {
    row.set("fresh launch", (row.get("fresh launch") ?? 0) + pendingLaunch)
    pendingLaunch = 0
  }
  table.set(scenario, row)
}
const lastLine = lines[lines.length - 1]?.at ?? 0
const tail = wall - lastLine / 1000

interface JsonScenario {
  readonly spec: string
  readonly scenario: string
  readonly verdicts: ReadonlyArray<{
    readonly status: string
    readonly threshold: string
    readonly reason: string
    readonly measured?: { readonly value: number }
    readonly interval?: { readonly lower: number; readonly upper: number }
    readonly kind: string
  }>
}
const report = (() => {
  try {
    return JSON.parse(readFileSync(json, "utf8")) as { scenarios: JsonScenario[] }
  } catch {
    return { scenarios: [] as JsonScenario[] }
  }
})()
rmSync(dir, { recursive: true, force: true })

/** The widest relative half-width of a scenario's statistical verdicts. */
const widest = (s: JsonScenario): number | undefined => {
  const widths = s.verdicts.flatMap((v) => {
    if (!v.interval || v.measured === undefined) return []
    const centre = v.kind === "overhead" ? v.measured.value : 1 + v.measured.value
    const half = (v.interval.upper - v.interval.lower) / 2
    return centre > 0 ? [half / centre] : []
  })
  return widths.length === 0 ? undefined : Math.max(...widths)
}

const PHASES: ReadonlyArray<Phase> = [
  "start",
  "build",
  "preflight",
  "warm-up",
  "rounds",
  "fresh launch",
  "profile",
  "report",
]
const rows: Array<Record<string, unknown>> = []
console.log(
  `| scenario | ${PHASES.join(" | ")} | total | verdicts (pass/fail/open) | widest ± | ± × √s |`,
)
console.log(`|---|${PHASES.map(() => "---").join("|")}|---|---|---|---|`)
for (const [scenario, phases] of table) {
  const total = [...phases.values()].reduce((a, b) => a + b, 0)
  const outcome = report.scenarios.find((s) => `${s.spec} › ${s.scenario}` === scenario)
  const w = outcome ? widest(outcome) : undefined
  const count = (status: string) => outcome?.verdicts.filter((v) => v.status === status).length ?? 0
  const cells = PHASES.map((p) => {
    const s = phases.get(p)
    return s === undefined ? "" : s.toFixed(1)
  })
  console.log(
    `| ${scenario} | ${cells.join(" | ")} | ${total.toFixed(1)} | ${count("pass")}/${count("fail")}/${count("inconclusive")} | ${w === undefined ? "" : `${(w * 100).toFixed(1)}%`} | ${w === undefined ? "" : `${(w * 100 * Math.sqrt(total)).toFixed(1)}`} |`,
  )
  // Why a verdict stayed open is kept: the report itself is not.
  const open = (outcome?.verdicts ?? [])
    .filter((v) => v.status === "inconclusive")
    .map((v) => ({ threshold: v.threshold, reason: v.reason }))
  rows.push({ scenario, phases: Object.fromEntries(phases), total, widest: w ?? null, open })
}
console.log(
  `\nwall ${wall.toFixed(0)} s (after the last progress line: compare, store, reports ${tail.toFixed(1)} s); exit ${exitCode}; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")}`,
)
if (values.out) writeFileSync(values.out, `${JSON.stringify({ wall, exitCode, rows }, null, 2)}\n`)
