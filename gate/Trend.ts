/**
 * A branch's trends, for `bench history`: per scenario and target, one number per stored run and
 * the level shifts among them. Pure; the store selects the runs, their rounds and each
 * scenario's baseline (gate/Store.ts `trend`).
 *
 * A target with a baseline follows its overhead (target ÷ baseline, paired by round, the same
 * estimate as the report's overhead column, gate/History.ts `overheadPoints`): a ratio within
 * one run, so the machine's speed on the day cancels out. The baseline itself, and a scenario
 * without one, follow the median of the metric's rounds.
 */
import type { MetricName } from "../core/Metric.ts"
import {
  FALLBACK_HISTORY_METRICS,
  type HistoryRow,
  levelShifts,
  overheadPoints,
} from "./History.ts"
import type { LevelShift } from "./Result.ts"
import { median } from "./stats/Sample.ts"

/** One stored slice as the store returns it for a trend. */
export interface TrendRow extends HistoryRow {
  readonly spec: string
  readonly scenario: string
  readonly metric: string
}

/** A scenario's baseline in one stored run (runs stored before baselines were kept have none). */
export interface TrendBaseline {
  readonly runId: number
  readonly spec: string
  readonly scenario: string
  readonly baseline: string | undefined
}

export interface TrendPoint {
  readonly runId: number
  readonly commit: string
  readonly startedAt: string
  /** target ÷ baseline for an overhead series, else the median of the run's rounds. */
  readonly value: number
}

export interface TrendSeries {
  readonly spec: string
  readonly scenario: string
  readonly target: string
  readonly metric: MetricName
  /** The baseline an overhead series is a ratio over; absent for a series of values. */
  readonly baseline?: string
  /** Oldest first. */
  readonly points: ReadonlyArray<TrendPoint>
  readonly shifts: ReadonlyArray<LevelShift>
}

const key = (...parts: ReadonlyArray<string | number>): string => parts.join("\u0000")

/**
 * The metric a target's trend follows: `wanted` when the target has it, else the first of
 * FALLBACK_HISTORY_METRICS (p50, time_per_op, wall) it has; undefined when none.
 */
const metricOf = (
  measured: ReadonlySet<string>,
  wanted: MetricName | undefined,
): MetricName | undefined =>
  wanted !== undefined
    ? measured.has(wanted)
      ? wanted
      : undefined
    : FALLBACK_HISTORY_METRICS.find((metric) => measured.has(metric))

/**
 * Every series in `rows`: scenarios in order of first appearance, within each the baseline (or
 * every target, without one) first, then the others by name. The
 * scenario's baseline is the one the newest run recorded; runs that recorded another baseline,
 * or none, are left out of its overhead series.
 */
export const trendSeries = (
  rows: ReadonlyArray<TrendRow>,
  baselines: ReadonlyArray<TrendBaseline>,
  wanted?: MetricName,
): ReadonlyArray<TrendSeries> => {
  const newestBaseline = new Map<string, { runId: number; baseline: string | undefined }>()
  const baselineOfRun = new Map<string, string | undefined>()
  for (const b of baselines) {
    baselineOfRun.set(key(b.runId, b.spec, b.scenario), b.baseline)
    const current = newestBaseline.get(key(b.spec, b.scenario))
    if (current === undefined || b.runId > current.runId) {
      newestBaseline.set(key(b.spec, b.scenario), { runId: b.runId, baseline: b.baseline })
    }
  }
  const byTarget = new Map<string, TrendRow[]>()
  const byScenario = new Map<string, TrendRow[]>()
  for (const row of rows) {
    const t = key(row.spec, row.scenario, row.target)
    const s = key(row.spec, row.scenario)
    const forTarget = byTarget.get(t)
    if (forTarget === undefined) byTarget.set(t, [row])
    else forTarget.push(row)
    const forScenario = byScenario.get(s)
    if (forScenario === undefined) byScenario.set(s, [row])
    else forScenario.push(row)
  }
  const series: TrendSeries[] = []
  for (const targetRows of byTarget.values()) {
    const first = targetRows[0]
    if (first === undefined) continue
    const metric = metricOf(new Set(targetRows.map((row) => row.metric)), wanted)
    if (metric === undefined) continue
    const baseline = newestBaseline.get(key(first.spec, first.scenario))?.baseline
    const scenarioRows = byScenario.get(key(first.spec, first.scenario)) ?? []
    const points: ReadonlyArray<TrendPoint> =
      baseline !== undefined && baseline !== first.target
        ? overheadPoints(
            scenarioRows.filter(
              (row) =>
                row.metric === metric &&
                baselineOfRun.get(key(row.runId, row.spec, row.scenario)) === baseline,
            ),
            { target: first.target, reference: baseline, metric },
          ).map((point) => ({
            runId: point.runId ?? 0,
            commit: point.commit,
            startedAt: point.startedAt,
            value: point.ratio,
          }))
        : medianPoints(targetRows.filter((row) => row.metric === metric))
    if (points.length === 0) continue
    series.push({
      spec: first.spec,
      scenario: first.scenario,
      target: first.target,
      metric,
      ...(baseline !== undefined && baseline !== first.target ? { baseline } : {}),
      points,
      shifts: levelShifts(points, (point) => point.value),
    })
  }
  // Scenarios in order of first appearance; within one, the baseline first, then by name.
  const scenarioOrder = [...byScenario.keys()]
  const rank = (s: TrendSeries) => scenarioOrder.indexOf(key(s.spec, s.scenario))
  return series.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      Number(a.baseline !== undefined) - Number(b.baseline !== undefined) ||
      a.target.localeCompare(b.target),
  )
}

/** One point per run: the median of the run's rounds, oldest run first. */
const medianPoints = (rows: ReadonlyArray<TrendRow>): ReadonlyArray<TrendPoint> => {
  const byRun = new Map<number, TrendRow[]>()
  for (const row of rows) {
    const slices = byRun.get(row.runId)
    if (slices === undefined) byRun.set(row.runId, [row])
    else slices.push(row)
  }
  return [...byRun.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([runId, slices]) => {
      const first = slices[0]
      return first === undefined
        ? []
        : [
            {
              runId,
              commit: first.commit,
              startedAt: first.startedAt,
              value: median(slices.map((slice) => slice.value)),
            },
          ]
    })
}
