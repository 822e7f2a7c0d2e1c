/**
 * Compaction of an old run: what a store keeps of it once it is past the newest runs, so a
 * history of years stays small (ADR 15). Pure; the store selects the run's rows and writes
 * the result in the transaction that saves a new run.
 *
 * Kept, per run:
 * - a summary (rounds, median, and for a target with a baseline its overhead — the ratio the
 *   report's overhead column and the history use, and the difference an additive limit judges)
 *   of every series a reader may follow (gate/Figure.ts): each metric a threshold judged in that
 *   run, and each target's fallback metric (p50, time_per_op or wall);
 * - every round of the series its regression thresholds judged, so a later check comparing
 *   against this run (its commit being a pull request's merge-base) decides from the same data
 *   as before compaction.
 * Everything else — the other metrics' rounds, the verdicts' reasons — goes.
 */

import type { MetricName } from "../core/Metric.ts"
import type { Threshold } from "../core/Spec.ts"
import { overheadEstimate } from "./Compare.ts"
import { FALLBACK_HISTORY_METRICS } from "./Figure.ts"
import { overheadDifference } from "./OverheadHistory.ts"
import type { RoundMeasurement, ScenarioRun } from "./Result.ts"
import { median } from "./stats/Sample.ts"

/** One stored measurement of the run being compacted. */
export interface CompactionRow {
  readonly spec: string
  readonly scenario: string
  readonly target: string
  readonly round: number
  readonly slot: number
  readonly metric: string
  readonly value: number
}

/** A verdict the run stored: which series it judged, and how. */
export interface JudgedSeries {
  readonly spec: string
  readonly scenario: string
  readonly target: string
  readonly metric: string
  readonly kind: Threshold["kind"]
}

interface Summary {
  readonly spec: string
  readonly scenario: string
  readonly target: string
  readonly metric: string
  readonly rounds: number
  readonly median: number
  /** target ÷ baseline in this run; absent for the baseline itself or without one. */
  readonly overhead?: number
  /** target − baseline in this run, in the metric's unit; absent as `overhead` is. */
  readonly difference?: number
}

interface Compacted {
  readonly summaries: ReadonlyArray<Summary>
  /** Whether a measurement row stays: the rounds regression thresholds compare against. */
  readonly keep: (row: Pick<CompactionRow, "spec" | "scenario" | "target" | "metric">) => boolean
}

const key = (...parts: ReadonlyArray<string>): string => parts.join("\u0000")

/** Rows grouped by a key, groups and their rows in order of first appearance. */
const groupBy = (
  rows: ReadonlyArray<CompactionRow>,
  keyOf: (row: CompactionRow) => string,
): Map<string, CompactionRow[]> => {
  const groups = new Map<string, CompactionRow[]>()
  for (const row of rows) {
    const k = keyOf(row)
    const group = groups.get(k)
    if (group === undefined) groups.set(k, [row])
    else group.push(row)
  }
  return groups
}

/**
 * The summaries of one scenario's rows: per target, its fallback metric and each metric a
 * threshold judged (`wanted`), with the overhead over the scenario's baseline.
 */
const scenarioSummaries = (
  rows: ReadonlyArray<CompactionRow>,
  baseline: string | undefined,
  wanted: ReadonlySet<string>,
): Summary[] => {
  const first = rows[0]
  if (first === undefined) return []
  const series = groupBy(rows, (row) => key(row.target, row.metric))
  const run = baseline === undefined ? undefined : scenarioRun(rows, baseline)
  const summaries: Summary[] = []
  for (const target of new Set(rows.map((row) => row.target))) {
    const measured = new Set(rows.filter((r) => r.target === target).map((r) => r.metric))
    const history = FALLBACK_HISTORY_METRICS.find((m) => measured.has(m))
    for (const metric of measured) {
      const follows =
        metric === history || wanted.has(key(first.spec, first.scenario, target, metric))
      if (!follows) continue
      const values = (series.get(key(target, metric)) ?? []).map((r) => r.value)
      // The baseline itself, and a scenario without one, have no overhead.
      const alone = run === undefined || baseline === undefined || baseline === target
      const overhead = alone
        ? undefined
        : overheadEstimate(run, target, baseline, metric as MetricName)
      const difference = alone
        ? undefined
        : overheadDifference(run, target, baseline, metric as MetricName)
      summaries.push({
        spec: first.spec,
        scenario: first.scenario,
        target,
        metric,
        rounds: new Set(series.get(key(target, metric))?.map((r) => r.round)).size,
        median: median(values),
        ...(overhead === undefined || !Number.isFinite(overhead) ? {} : { overhead }),
        ...(overhead === undefined || difference === undefined ? {} : { difference }),
      })
    }
  }
  return summaries
}

export const compactRun = (input: {
  readonly rows: ReadonlyArray<CompactionRow>
  /** The baseline of each scenario in this run, by `spec\0scenario`. */
  readonly baselines: ReadonlyMap<string, string | undefined>
  readonly judged: ReadonlyArray<JudgedSeries>
}): Compacted => {
  // A later regression reads these rounds back; an overhead regression, its baseline's too.
  const kept = new Set(
    input.judged.flatMap((j) => {
      if (j.kind === "regression") return [key(j.spec, j.scenario, j.target, j.metric)]
      if (j.kind !== "overhead-regression") return []
      const baseline = input.baselines.get(key(j.spec, j.scenario))
      return [j.target, ...(baseline === undefined ? [] : [baseline])].map((target) =>
        key(j.spec, j.scenario, target, j.metric),
      )
    }),
  )
  const wanted = new Set(input.judged.map((j) => key(j.spec, j.scenario, j.target, j.metric)))
  const scenarios = groupBy(input.rows, (row) => key(row.spec, row.scenario))
  const summaries = [...scenarios].flatMap(([scenarioKey, rows]) =>
    scenarioSummaries(rows, input.baselines.get(scenarioKey), wanted),
  )
  return {
    summaries,
    keep: (row) => kept.has(key(row.spec, row.scenario, row.target, row.metric)),
  }
}

/** The stored rows of one scenario as the ScenarioRun the estimators read. */
const scenarioRun = (rows: ReadonlyArray<CompactionRow>, baseline: string): ScenarioRun => {
  const slices = new Map<string, RoundMeasurement & { values: Record<string, number> }>()
  for (const row of rows) {
    // Paired by round alone, as gate/OverheadHistory.ts `overheadPoints` reads stored rounds: a run's
    // history point is the same number before and after compaction.
    const k = `${row.target}\u0000${row.round}`
    let slice = slices.get(k)
    if (slice === undefined) {
      slice = { round: row.round, slot: row.slot, target: row.target, values: {} }
      slices.set(k, slice)
    }
    slice.values[row.metric] = row.value
  }
  return {
    spec: rows[0]?.spec ?? "",
    scenario: rows[0]?.scenario ?? "",
    baseline,
    targets: [...new Set(rows.map((r) => r.target))],
    rounds: [...slices.values()],
  }
}
