/**
 * A year of history in one store: `--per-day` runs a day for `--days` days, each a copy of a
 * real `bench check specs/` run (its every round and verdict, values jittered by 1%) saved
 * through the real Store with its default compaction. Then, on that store:
 *
 * - its size on disk (after a WAL checkpoint);
 * - `bench history`'s read: Store.trend over the newest 50 runs plus gate/Trend.ts (change
 *   points included), median of 20;
 * - the overhead history of one target (the PR chart's read, 20 runs), median of 20;
 * - the baseline lookup of a regression threshold (Store.latestBase), for the newest run and
 *   for a merge-base run long compacted, median of 20 each.
 *
 * Usage: bun benchmarks/store-year.ts [--template FILE] [--days N] [--per-day N] [--out FILE]
 * The template is a store holding a full check of the bundled specs (`./bench check specs/`
 * writes .bench/results.db); its newest run is the one copied.
 */
import { Database } from "bun:sqlite"
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { Effect } from "effect"
import type { MetricName, MetricValues } from "../core/Metric.ts"
import type { Threshold } from "../core/Spec.ts"
import { currentEnvironment } from "../gate/Environment.ts"
import type { Reason } from "../gate/Reason.ts"
import type {
  RoundMeasurement,
  ScenarioOutcome,
  ScenarioRun,
  Status,
  ThresholdVerdict,
} from "../gate/Result.ts"
import { Store } from "../gate/Store.ts"
import { seededRandom } from "../gate/stats/Random.ts"
import { median } from "../gate/stats/Sample.ts"
import { DEFAULT_KEEP_ROUNDS } from "../gate/store/Summaries.ts"
import { trendSeries } from "../gate/Trend.ts"

const root = resolve(import.meta.dir, "..")
const { values } = parseArgs({
  options: {
    template: { type: "string" },
    days: { type: "string" },
    "per-day": { type: "string" },
    out: { type: "string" },
  },
})
const templatePath = resolve(values.template ?? join(root, ".bench/results.db"))
const days = Number(values.days ?? 365)
const perDay = Number(values["per-day"] ?? 20)
const total = days * perDay

// The template: the newest run's rounds, baselines and verdicts.
const template = new Database(templatePath, { readonly: true })
const runId = (template.query("SELECT max(id) AS id FROM runs").get() as { id: number }).id
const rows = template
  .query(
    "SELECT spec, scenario, target, round, slot, fork, metric, value FROM measurements WHERE run_id = ?",
  )
  .all(runId) as Array<{
  spec: string
  scenario: string
  target: string
  round: number
  slot: number
  fork: number
  metric: string
  value: number
}>
// A store written before baselines were kept has none: its overheads are not in the history.
const hasScenarios = template
  .query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'scenarios'")
  .get()
const baselineRows = (
  hasScenarios
    ? template.query("SELECT spec, scenario, baseline FROM scenarios WHERE run_id = ?").all(runId)
    : []
) as Array<{ spec: string; scenario: string; baseline: string | null }>
// An overhead's form (schema 9 on): a history follows an additive limit's differences.
const hasForms = template
  .query("SELECT 1 FROM pragma_table_info('verdicts') WHERE name = 'form'")
  .get()
const verdictRows = template
  .query(
    `SELECT spec, scenario, target, kind, metric, ${hasForms ? "form" : "NULL AS form"}, threshold, status, measured, reason FROM verdicts WHERE run_id = ?`,
  )
  .all(runId) as Array<{
  spec: string
  scenario: string
  target: string
  kind: Threshold["kind"]
  metric: MetricName
  form: "ratio" | "relative" | "additive" | null
  threshold: string
  status: Status
  measured: number | null
  reason: string
}>
template.close()

const key = (spec: string, scenario: string) => `${spec}\u0000${scenario}`
const baselines = new Map(baselineRows.map((b) => [key(b.spec, b.scenario), b.baseline]))
const scenarioKeys = [...new Set(rows.map((r) => key(r.spec, r.scenario)))]

const thresholdOf = (v: (typeof verdictRows)[number]): Threshold => {
  const base = { text: v.threshold, target: v.target, metric: v.metric }
  switch (v.kind) {
    case "absolute":
      return { ...base, kind: "absolute", comparator: "<=", limit: 0 }
    case "overhead":
      return { ...base, kind: "overhead", comparator: "<=", form: v.form ?? "ratio", limit: 0 }
    case "regression":
      return { ...base, kind: "regression", tolerance: 0 }
    case "overhead-regression":
      return {
        ...base,
        kind: "overhead-regression",
        form: v.form === "additive" ? "additive" : "ratio",
        tolerance: 0,
      }
  }
}

const outcomes: ReadonlyArray<ScenarioOutcome> = scenarioKeys.map((k) => {
  const [spec = "", scenario = ""] = k.split("\u0000")
  const baseline = baselines.get(k)
  return {
    spec,
    specFile: `specs/${spec}.cue`,
    scenario,
    ...(baseline ? { baseline } : {}),
    targets: [],
    verdicts: verdictRows
      .filter((v) => v.spec === spec && v.scenario === scenario)
      .map(
        (v): ThresholdVerdict => ({
          threshold: thresholdOf(v),
          status: v.status,
          ...(v.measured === null ? {} : { measured: v.measured }),
          reason: JSON.parse(v.reason) as Reason,
        }),
      ),
  }
})

const random = seededRandom(2026)
/** The template's runs with every value times (1 + 1% noise). */
const jittered = (): ReadonlyArray<ScenarioRun> =>
  scenarioKeys.map((k) => {
    const [spec = "", scenario = ""] = k.split("\u0000")
    const slices = new Map<string, RoundMeasurement & { values: Record<string, number> }>()
    for (const row of rows) {
      if (row.spec !== spec || row.scenario !== scenario) continue
      const id = `${row.target}\u0000${row.round}`
      let slice = slices.get(id)
      if (slice === undefined) {
        slice = { round: row.round, slot: row.slot, fork: row.fork, target: row.target, values: {} }
        slices.set(id, slice)
      }
      slice.values[row.metric] = row.value * (1 + 0.01 * random.normal())
    }
    const baseline = baselines.get(k)
    return {
      spec,
      scenario,
      ...(baseline ? { baseline } : {}),
      targets: [...new Set([...slices.values()].map((s) => s.target))],
      rounds: [...slices.values()].map((s) => ({ ...s, values: s.values as MetricValues })),
    }
  })

const work = mkdtempSync(join(tmpdir(), "benchgate-store-year-"))
const dbPath = join(work, "results.db")
const environment = currentEnvironment({})
const commitOf = (i: number) => i.toString(16).padStart(40, "0")
const startOf = (i: number) =>
  new Date(Date.UTC(2025, 0, 1) + Math.floor((i / perDay) * 86_400_000)).toISOString()

const timings = <A>(n: number, f: () => A): number => {
  const ms: number[] = []
  for (let i = 0; i < n; i++) {
    const started = performance.now()
    f()
    ms.push(performance.now() - started)
  }
  return median(ms)
}

const program = Effect.gen(function* () {
  const store = yield* Store
  const started = performance.now()
  for (let i = 0; i < total; i++) {
    yield* store.saveRun(
      { startedAt: startOf(i), commit: commitOf(i), branch: "main", environment },
      jittered(),
      outcomes,
    )
    if ((i + 1) % 1000 === 0) {
      process.stderr.write(
        `${i + 1}/${total} runs, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
      )
    }
  }
  const fillSeconds = (performance.now() - started) / 1000

  // A target with a baseline and a regression-judged series to look up.
  const overheadTarget = outcomes
    .flatMap((o) => o.verdicts.map((v) => ({ o, v })))
    .find(({ v }) => v.threshold.kind === "overhead")
  const regressed = outcomes
    .flatMap((o) => o.verdicts.map((v) => ({ o, v })))
    .find(({ v }) => v.threshold.kind === "regression")
  const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(effect)
  const historyMs = overheadTarget
    ? timings(20, () =>
        run(
          store.history({
            branch: "main",
            spec: overheadTarget.o.spec,
            scenario: overheadTarget.o.scenario,
            target: overheadTarget.v.threshold.target,
            reference: overheadTarget.o.baseline ?? "",
            metric: overheadTarget.v.threshold.metric,
          }),
        ),
      )
    : Number.NaN
  const trendMs = timings(20, () => {
    // Every summarised metric and the newest runs' verdicts: what `bench history` reads.
    const data = run(store.trend({ branch: "main", limit: 50 }))
    return trendSeries(data)
  })
  const lookup = (commit?: string) =>
    regressed
      ? timings(20, () =>
          run(
            store.latestBase({
              branch: "main",
              spec: regressed.o.spec,
              scenario: regressed.o.scenario,
              target: regressed.v.threshold.target,
              ...(commit === undefined ? {} : { commit }),
            }),
          ),
        )
      : Number.NaN
  const newestBaseMs = lookup()
  const compactedBaseMs = lookup(commitOf(Math.floor(total / 2)))
  return { fillSeconds, historyMs, trendMs, newestBaseMs, compactedBaseMs }
})

const measured = await Effect.runPromise(program.pipe(Effect.provide(Store.layer(dbPath))))
const db = new Database(dbPath)
db.run("PRAGMA wal_checkpoint(TRUNCATE)")
const counts = db
  .query(
    "SELECT (SELECT count(*) FROM runs) AS runs, (SELECT count(*) FROM measurements) AS measurements, (SELECT count(*) FROM summaries) AS summaries, (SELECT count(*) FROM verdicts) AS verdicts",
  )
  .get()
db.close()
const bytes =
  statSync(dbPath).size + (statSync(`${dbPath}-wal`, { throwIfNoEntry: false })?.size ?? 0)

const result = {
  date: new Date().toISOString(),
  template: { path: templatePath, rows: rows.length, verdicts: verdictRows.length },
  runs: total,
  keepRounds: DEFAULT_KEEP_ROUNDS,
  sizeMB: bytes / 1e6,
  counts,
  ...measured,
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
if (values.out) {
  mkdirSync(dirname(values.out), { recursive: true })
  writeFileSync(values.out, `${JSON.stringify(result, null, 2)}\n`)
}
if (process.env.KEEP_STORE) process.stderr.write(`kept ${dbPath}\n`)
else rmSync(work, { recursive: true, force: true })
