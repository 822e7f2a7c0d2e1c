/**
 * A branch's trends, for `bench history`: per scenario and target, one number per stored run and
 * the level shifts among them. Pure; the store selects the runs' summaries and each scenario's
 * baseline (gate/store/ReadTrend.ts, `Store.trend`). Every run is summarised when it is saved (gate/Compaction.ts),
 * so a trend reads a few numbers per run, whether or not the run's rounds are still kept.
 *
 * A target with a baseline follows its overhead (target ÷ baseline, paired by round, the same
 * estimate as the overhead history, gate/History.ts `overheadPoints`): a ratio within one run,
 * so the machine's speed on the day cancels out. The baseline itself, and a scenario without
 * one, follow the median of the metric's rounds. The metrics summarised are the ones a
 * threshold judged and each target's history metric (p50, time_per_op or wall).
 */
import type { MetricName } from "../core/Metric.ts"
import { FALLBACK_HISTORY_METRICS, levelShifts } from "./History.ts"
import type { LevelShift } from "./Result.ts"

/** A scenario's baseline in one stored run (runs stored before baselines were kept have none). */
export interface TrendBaseline {
  readonly runId: number
  readonly spec: string
  readonly scenario: string
  readonly baseline: string | undefined
}

/** A run's summary of one series, written when the run is saved (gate/Compaction.ts). */
export interface TrendSummary {
  readonly runId: number
  readonly commit: string
  readonly startedAt: string
  readonly spec: string
  readonly scenario: string
  readonly target: string
  readonly metric: string
  readonly rounds: number
  readonly median: number
  /** target ÷ the run's baseline, when the target had one. */
  readonly overhead?: number
}

interface TrendPoint {
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

/** Each scenario's newest baseline, and the baseline each run recorded. */
interface Baselines {
  readonly newest: ReadonlyMap<string, { runId: number; baseline: string | undefined }>
  readonly ofRun: ReadonlyMap<string, string | undefined>
}

const baselinesOf = (baselines: ReadonlyArray<TrendBaseline>): Baselines => {
  const newest = new Map<string, { runId: number; baseline: string | undefined }>()
  const ofRun = new Map<string, string | undefined>()
  for (const b of baselines) {
    ofRun.set(key(b.runId, b.spec, b.scenario), b.baseline)
    const current = newest.get(key(b.spec, b.scenario))
    if (current === undefined || b.runId > current.runId) {
      newest.set(key(b.spec, b.scenario), { runId: b.runId, baseline: b.baseline })
    }
  }
  return { newest, ofRun }
}

/** One target's series from its summaries in one scenario; undefined when it has no points. */
const targetSeries = (
  targetSummaries: ReadonlyArray<TrendSummary>,
  baselines: Baselines,
  wanted: MetricName | undefined,
): TrendSeries | undefined => {
  const first = targetSummaries[0]
  if (first === undefined) return undefined
  const metric = metricOf(new Set(targetSummaries.map((s) => s.metric)), wanted)
  if (metric === undefined) return undefined
  const baseline = baselines.newest.get(key(first.spec, first.scenario))?.baseline
  const overhead = baseline !== undefined && baseline !== first.target
  const points = targetSummaries
    .flatMap((summary): ReadonlyArray<TrendPoint> => {
      if (summary.metric !== metric) return []
      // An overhead over another baseline than the newest run's is not the same series.
      const sameBaseline =
        baselines.ofRun.get(key(summary.runId, summary.spec, summary.scenario)) === baseline
      const value = overhead ? (sameBaseline ? summary.overhead : undefined) : summary.median
      return value === undefined
        ? []
        : [{ runId: summary.runId, commit: summary.commit, startedAt: summary.startedAt, value }]
    })
    .sort((a, b) => a.runId - b.runId)
  if (points.length === 0) return undefined
  return {
    spec: first.spec,
    scenario: first.scenario,
    target: first.target,
    metric,
    ...(overhead ? { baseline } : {}),
    points,
    shifts: levelShifts(points, (point) => point.value),
  }
}

/**
 * Every series in `summaries`: scenarios in order of first appearance, within each the baseline (or
 * every target, without one) first, then the others by name. The
 * scenario's baseline is the one the newest run recorded; runs that recorded another baseline,
 * or none, are left out of its overhead series.
 */
export const trendSeries = (
  summaries: ReadonlyArray<TrendSummary>,
  baselines: ReadonlyArray<TrendBaseline>,
  wanted?: MetricName,
): ReadonlyArray<TrendSeries> => {
  const known = baselinesOf(baselines)
  const byTarget = new Map<string, TrendSummary[]>()
  for (const summary of summaries) {
    const k = key(summary.spec, summary.scenario, summary.target)
    const members = byTarget.get(k)
    if (members === undefined) byTarget.set(k, [summary])
    else members.push(summary)
  }
  const series = [...byTarget.values()].flatMap((targetSummaries) => {
    const one = targetSeries(targetSummaries, known, wanted)
    return one === undefined ? [] : [one]
  })
  // Scenarios in order of first appearance; within one, the baseline first, then by name.
  const scenarioOrder = [...new Set(summaries.map((s) => key(s.spec, s.scenario)))]
  const rank = (s: TrendSeries) => scenarioOrder.indexOf(key(s.spec, s.scenario))
  return series.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      Number(a.baseline !== undefined) - Number(b.baseline !== undefined) ||
      a.target.localeCompare(b.target),
  )
}
