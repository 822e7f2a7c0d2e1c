/**
 * A branch's trends, for `bench history`, `bench site` and the alerts: per scenario and target,
 * one number per stored run and the level shifts among them. Pure; the store selects the runs'
 * summaries, each scenario's baseline and the thresholds the runs' verdicts judged
 * (gate/store/ReadTrend.ts, `Store.trend`). Every run is summarised when it is saved
 * (gate/Compaction.ts), so a trend reads a few numbers per run, whether or not the run's rounds
 * are still kept.
 *
 * A series follows the figure its target's thresholds gate (gate/Figure.ts), as the newest run
 * of the series that kept its verdicts judged them: an overhead over the scenario's baseline (a
 * ratio or a difference within one run, paired by round, so the machine's speed on the day
 * cancels out) or the median of the metric's rounds. Nothing gated: a target with a baseline
 * follows its overhead ratio in p50, time_per_op or wall, the baseline itself and the targets
 * of a scenario without one the median.
 */
import type { MetricName } from "../core/Metric.ts"
import { type Figure, type FigureForm, followedFigure, type Gate } from "./Figure.ts"
import { levelShifts } from "./OverheadHistory.ts"
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
  /** target − the run's baseline, in the metric's unit; absent in runs compacted before it was kept. */
  readonly difference?: number
}

/** A threshold a stored run's verdict judged. */
export interface TrendGate extends Gate {
  readonly runId: number
  readonly spec: string
  readonly scenario: string
}

interface TrendPoint {
  readonly runId: number
  readonly commit: string
  readonly startedAt: string
  /** The run's number in the series' form: a ratio, a difference, or the median of its rounds. */
  readonly value: number
}

export interface TrendSeries {
  readonly spec: string
  readonly scenario: string
  readonly target: string
  readonly metric: MetricName
  /** How the points read: the target's value, or its overhead over `baseline`. */
  readonly form: FigureForm
  /** The kind of threshold whose figure this is; absent when nothing on the target is gated. */
  readonly gatedBy?: Figure["gatedBy"]
  /** The baseline an overhead series is over; absent for a series of values. */
  readonly baseline?: string
  /** Oldest first. */
  readonly points: ReadonlyArray<TrendPoint>
  readonly shifts: ReadonlyArray<LevelShift>
}

const key = (...parts: ReadonlyArray<string | number>): string => parts.join("\u0000")

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

/** The gates the newest run of a target's series kept, among the runs that kept theirs. */
const gatesOf = (
  targetSummaries: ReadonlyArray<TrendSummary>,
  data: Pick<TrendData, "gates" | "judgedRuns">,
): ReadonlyArray<Gate> => {
  const first = targetSummaries[0]
  if (first === undefined) return []
  const judged = new Set(data.judgedRuns)
  const newest = Math.max(
    ...targetSummaries.map((s) => s.runId).filter((runId) => judged.has(runId)),
  )
  return data.gates.filter(
    (g) => g.runId === newest && g.spec === first.spec && g.scenario === first.scenario,
  )
}

/** A summary's number in a form: its overhead ratio, its difference, or its median. */
const valueIn = (form: FigureForm, summary: TrendSummary): number | undefined =>
  form === "value" ? summary.median : form === "difference" ? summary.difference : summary.overhead

/** One target's series from its summaries in one scenario; undefined when it has no points. */
const targetSeries = (
  targetSummaries: ReadonlyArray<TrendSummary>,
  baselines: Baselines,
  data: Pick<TrendData, "gates" | "judgedRuns">,
  wanted: MetricName | undefined,
): TrendSeries | undefined => {
  const first = targetSummaries[0]
  if (first === undefined) return undefined
  const baseline = baselines.newest.get(key(first.spec, first.scenario))?.baseline
  const measured = new Set(targetSummaries.map((s) => s.metric))
  const figure = followedFigure(
    gatesOf(targetSummaries, data),
    { target: first.target, baseline, has: (metric) => measured.has(metric) },
    wanted,
  )
  if (figure === undefined) return undefined
  const overhead = figure.form !== "value"
  const points = targetSummaries
    .flatMap((summary): ReadonlyArray<TrendPoint> => {
      if (summary.metric !== figure.metric) return []
      // An overhead over another baseline than the newest run's is not the same series.
      const sameBaseline =
        baselines.ofRun.get(key(summary.runId, summary.spec, summary.scenario)) === baseline
      const value = overhead && !sameBaseline ? undefined : valueIn(figure.form, summary)
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
    metric: figure.metric,
    form: figure.form,
    ...(figure.gatedBy === undefined ? {} : { gatedBy: figure.gatedBy }),
    ...(overhead && baseline !== undefined ? { baseline } : {}),
    points,
    shifts: levelShifts(points, (point) => point.value),
  }
}

/**
 * Every target's series in `data`, following what its thresholds gate (or, with `metric`, that
 * metric as they gate it): scenarios in order of first appearance, within each the series of
 * values (the baseline, or every target without one) first, then the others by name. The
 * scenario's baseline is the one the newest run recorded; runs that recorded another baseline,
 * or none, are left out of its overhead series.
 */
export const trendSeries = (data: TrendData, metric?: MetricName): ReadonlyArray<TrendSeries> => {
  const known = baselinesOf(data.baselines)
  const byTarget = new Map<string, TrendSummary[]>()
  for (const summary of data.summaries) {
    const k = key(summary.spec, summary.scenario, summary.target)
    const members = byTarget.get(k)
    if (members === undefined) byTarget.set(k, [summary])
    else members.push(summary)
  }
  const series = [...byTarget.values()].flatMap((targetSummaries) => {
    const one = targetSeries(targetSummaries, known, data, metric)
    return one === undefined ? [] : [one]
  })
  // Scenarios in order of first appearance; within one, values first, then by name.
  const scenarioOrder = [...new Set(data.summaries.map((s) => key(s.spec, s.scenario)))]
  const rank = (s: TrendSeries) => scenarioOrder.indexOf(key(s.spec, s.scenario))
  return series.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      Number(a.baseline !== undefined) - Number(b.baseline !== undefined) ||
      a.target.localeCompare(b.target),
  )
}

/** What a trend is computed from (gate/Trend.ts `trendSeries`). */
export interface TrendData {
  readonly baselines: ReadonlyArray<TrendBaseline>
  /** Every chosen run's summaries (gate/Compaction.ts), compacted or not. */
  readonly summaries: ReadonlyArray<TrendSummary>
  /**
   * The thresholds the chosen runs' verdicts judged, in each run's order, the implicit error
   * limit left out (no threshold of the spec's). Compacted runs kept no verdicts.
   */
  readonly gates: ReadonlyArray<TrendGate>
  /** The chosen runs that kept their verdicts (not compacted): only these tell their gates. */
  readonly judgedRuns: ReadonlyArray<number>
}
