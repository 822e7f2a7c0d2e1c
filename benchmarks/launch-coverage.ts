/**
 * Cross-launch coverage: does an overhead verdict's interval cover what the next launch measures?
 * Runs `./bench check SPEC --json` N times, each a fresh launch of every target (and on another
 * day or machine, appended to the same file), and for every statistical overhead verdict asks:
 * how often does one check's interval cover the median estimate of the other checks? A 95%
 * interval that knew every source of variance between launches covers it about 90% of the time
 * or more (the median of nine others has a little noise of its own); one that knew only the
 * rounds of its own launch covers it much less often when launches differ.
 *
 *   bun benchmarks/launch-coverage.ts run SPEC… [--checks 10] [--out FILE] [--args="…"]
 *        [--store FILE]
 *   bun benchmarks/launch-coverage.ts analyse FILE…
 *
 * With `--store FILE` every check writes one store, so each judges `overheadRegression` against
 * the runs before it, unpaired, and from the fifth on spanning what those runs moved between
 * launches (ADR 34): on unchanged code, how often stored mode fails, passes or stays open. Its
 * overheads against their limits are then judged spanning the stored overheads since their last
 * shift, and coverage is counted on the interval each was decided on.
 *
 * Each check's verdicts are appended to FILE as JSON lines (spec, scenario, threshold, status,
 * estimate, interval, the machine's other CPU, the load average, the date), so checks from
 * several sessions and machines can be analysed together.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"

const root = resolve(import.meta.dir, "..")
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    checks: { type: "string", default: "10" },
    out: { type: "string" },
    args: { type: "string", default: "" },
    machine: { type: "string", default: "" },
    store: { type: "string" },
  },
})
const [mode, ...paths] = positionals

interface Row {
  readonly check: string
  readonly machine: string
  readonly at: string
  readonly loadAverage: string
  readonly spec: string
  readonly scenario: string
  readonly threshold: string
  readonly kind: string
  readonly status: string
  readonly estimate: number | null
  readonly lower: number | null
  readonly upper: number | null
  readonly others: number | null
  readonly exitCode: number
  /** Against stored runs: how many, and the interval it was judged on when they widened it. */
  readonly launches: JsonLaunches | null
}

interface JsonLaunches {
  readonly runs: number
  readonly judgedBounds: { readonly lower: number; readonly upper: number }
}

interface JsonScenario {
  readonly spec: string
  readonly scenario: string
  readonly disturbance: { readonly median: number } | null
  readonly verdicts: ReadonlyArray<{
    readonly kind: string
    readonly threshold: string
    readonly status: string
    readonly measured?: { readonly value: number }
    readonly interval?: { readonly lower: number; readonly upper: number }
    readonly reasonData?: { readonly launches?: JsonLaunches } | null
  }>
}

const runChecks = () => {
  const checks = Number(values.checks)
  const out = values.out
  if (!out || paths.length === 0) throw new Error("run needs SPEC… and --out FILE")
  const extra = values.args.split(" ").filter((a) => a !== "")
  for (let i = 0; i < checks; i++) {
    const dir = mkdtempSync(join(tmpdir(), "benchgate-coverage-"))
    const json = join(dir, "report.json")
    const check = `${Date.now().toString(36)}-${i}`
    const started = performance.now()
    const ran = Bun.spawnSync(
      [
        join(root, "bench"),
        "check",
        ...paths,
        "--db",
        values.store ?? join(dir, "r.db"),
        "--json",
        json,
        ...extra,
      ],
      { cwd: root, stdout: "ignore", stderr: "pipe" },
    )
    const report = (() => {
      try {
        return JSON.parse(readFileSync(json, "utf8")) as { scenarios: JsonScenario[] }
      } catch {
        return undefined
      }
    })()
    rmSync(dir, { recursive: true, force: true })
    if (!report) {
      console.error(
        `check ${i + 1}: no report (exit ${ran.exitCode}): ${ran.stderr.toString().slice(-400)}`,
      )
      continue
    }
    const at = new Date().toISOString()
    const load = loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")
    for (const s of report.scenarios) {
      for (const v of s.verdicts) {
        const row: Row = {
          check,
          machine: values.machine,
          at,
          loadAverage: load,
          spec: s.spec,
          scenario: s.scenario,
          threshold: v.threshold,
          kind: v.kind,
          status: v.status,
          estimate: v.measured?.value ?? null,
          lower: v.interval?.lower ?? null,
          upper: v.interval?.upper ?? null,
          others: s.disturbance?.median ?? null,
          exitCode: ran.exitCode ?? -1,
          launches: v.reasonData?.launches ?? null,
        }
        appendFileSync(out, `${JSON.stringify(row)}\n`)
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(0)
    console.error(`check ${i + 1}/${checks}: exit ${ran.exitCode}, ${seconds} s, load ${load}`)
  }
}

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}

/** Each overhead verdict's coverage over the checks: one row of the table. */
const analyse = () => {
  const rows = paths.flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as Row),
  )
  const byVerdict = new Map<string, Row[]>()
  for (const row of rows) {
    if (row.kind !== "overhead" || row.estimate === null || row.lower === null) continue
    const key = `${row.spec} › ${row.scenario} › ${row.threshold}`
    byVerdict.set(key, [...(byVerdict.get(key) ?? []), row])
  }
  console.log(
    "| verdict | checks | covered | by its rounds alone | estimates (min–median–max) | median half-width | fail | inconclusive |",
  )
  console.log("|---|---|---|---|---|---|---|---|")
  let worst = 1
  const totals = { checks: 0, covered: 0, byRounds: 0, widened: 0, widenedCovered: 0 }
  for (const [key, list] of byVerdict) {
    // Covered by the interval the verdict was decided on: widened to the stored runs' spread
    // where it was (ADR 34), else the rounds' own; and by the rounds' own alone.
    let covered = 0
    let byRounds = 0
    for (const [i, row] of list.entries()) {
      const others = list.filter((_, j) => j !== i).map((r) => r.estimate as number)
      if (others.length === 0) continue
      const m = median(others)
      const lower = row.launches?.judgedBounds.lower ?? (row.lower as number)
      const upper = row.launches?.judgedBounds.upper ?? (row.upper as number)
      const hit = lower <= m && m <= upper
      if (hit) covered++
      if ((row.lower as number) <= m && m <= (row.upper as number)) byRounds++
      if (row.launches) {
        totals.widened++
        if (hit) totals.widenedCovered++
      }
    }
    totals.checks += list.length
    totals.covered += covered
    totals.byRounds += byRounds
    const share = list.length > 1 ? covered / list.length : Number.NaN
    worst = Math.min(worst, share)
    const estimates = list.map((r) => r.estimate as number)
    const halfWidths = list.map(
      (r) => ((r.upper as number) - (r.lower as number)) / 2 / Math.abs(r.estimate as number),
    )
    const fmt = (x: number) => x.toPrecision(3)
    console.log(
      `| ${key} | ${list.length} | ${covered}/${list.length} | ${byRounds}/${list.length} | ${fmt(Math.min(...estimates))}–${fmt(median(estimates))}–${fmt(Math.max(...estimates))} | ±${(median(halfWidths) * 100).toFixed(1)}% | ${list.filter((r) => r.status === "fail").length} | ${list.filter((r) => r.status === "inconclusive").length} |`,
    )
  }
  console.log(`\nlowest coverage: ${(worst * 100).toFixed(0)}%`)
  console.log(
    `all: ${totals.covered}/${totals.checks} covered (by the rounds alone ${totals.byRounds}); widened to the stored runs: ${totals.widened}, of which ${totals.widenedCovered} covered`,
  )
  const regressions = rows.filter((r) => r.kind === "overhead-regression" && r.status !== "skipped")
  if (regressions.length > 0) {
    const count = (list: ReadonlyArray<Row>, status: string) =>
      list.filter((r) => r.status === status).length
    const widened = regressions.filter((r) => r.launches !== null)
    console.log(
      `overhead regressions against stored runs: ${regressions.length}: ${count(regressions, "fail")} fail, ${count(regressions, "pass")} pass, ${count(regressions, "inconclusive")} inconclusive; judged widened to the stored runs' spread: ${widened.length} (${count(widened, "fail")} fail, ${count(widened, "pass")} pass, ${count(widened, "inconclusive")} inconclusive)`,
    )
  }
  const checks = new Map(rows.map((r) => [r.check, r.exitCode]))
  const exits = [...checks.values()]
  console.log(
    `checks: ${checks.size}, exit 0: ${exits.filter((c) => c === 0).length}, exit 1: ${exits.filter((c) => c === 1).length}`,
  )
}

if (mode === "run") runChecks()
else if (mode === "analyse") analyse()
else {
  console.error("usage: launch-coverage.ts run SPEC… --out FILE [--checks N] | analyse FILE…")
  process.exit(2)
}
