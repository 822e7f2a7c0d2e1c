/**
 * The overhead history of a target: its overhead over the scenario's baseline in each stored
 * run of the base branch, and in this run. Pure; the store selects the runs and their rounds
 * (gate/store/ReadHistory.ts, `Store.history`), this module turns them into numbers.
 *
 * Each run's point is computed from that run's rounds exactly as the overhead column of a
 * report is (gate/Compare.ts `overheadEstimate`): per-round ratios target ÷ baseline, paired by
 * round, summarised by the estimate of `pairedRatioInterval` — the geometric mean of the ratios,
 * with the first-slot bias balanced out when both orders ran (crossover) — and beside it the
 * difference target − baseline an additive limit judges. Because the store keeps raw rounds, a
 * better estimator changes the history and the reports together. Which metric and form a
 * history follows is gate/Figure.ts's rule, as for every other history.
 */
import type { MetricName } from "../core/Metric.ts"
import { DEFAULT_COMPARE, overheadEstimate } from "./Compare.ts"
import { checkGates, type Figure, followedFigure, type OverheadFigureForm } from "./Figure.ts"
import { differenceEstimate, pairedRatios } from "./Paired.ts"
import type {
  LevelShift,
  OverheadHistory,
  OverheadPoint,
  RoundMeasurement,
  RunInfo,
  ScenarioOutcome,
  ScenarioRun,
  TargetSummary,
} from "./Result.ts"
import { changePoints } from "./stats/ChangePoints.ts"

/** Stored runs per history when the caller does not say. */
export const DEFAULT_HISTORY_LIMIT = 20

/** Which history to read: the runs of `branch` that measured `target` and `reference`. */
export interface HistoryQuery {
  readonly branch: string
  readonly spec: string
  readonly scenario: string
  readonly target: string
  /** The scenario's baseline. */
  readonly reference: string
  readonly metric: MetricName
  /** At most this many runs, the newest (default DEFAULT_HISTORY_LIMIT). */
  readonly limit?: number
}

/** One stored slice of the target or the reference, as the store returns it. */
interface HistoryRow {
  readonly runId: number
  readonly commit: string
  readonly startedAt: string
  readonly target: string
  readonly round: number
  readonly slot: number
  readonly value: number
}

/**
 * One point per run in `rows` (oldest first, by run id): the run's overhead of `target` over
 * `reference` in `metric`. Runs with no round that measured both are left out.
 */
export const overheadPoints = (
  rows: ReadonlyArray<HistoryRow>,
  query: Pick<HistoryQuery, "target" | "reference" | "metric">,
): ReadonlyArray<OverheadPoint> => {
  if (query.target === query.reference) return []
  const byRun = new Map<number, HistoryRow[]>()
  for (const row of rows) {
    if (row.target !== query.target && row.target !== query.reference) continue
    const slices = byRun.get(row.runId)
    if (slices === undefined) byRun.set(row.runId, [row])
    else slices.push(row)
  }
  const points: OverheadPoint[] = []
  for (const runId of [...byRun.keys()].sort((a, b) => a - b)) {
    const slices = byRun.get(runId) ?? []
    const first = slices[0]
    if (first === undefined) continue
    const run: ScenarioRun = {
      spec: "",
      scenario: "",
      baseline: query.reference,
      targets: [query.target, query.reference],
      rounds: slices.map(
        (s): RoundMeasurement => ({
          round: s.round,
          slot: s.slot,
          target: s.target,
          values: { [query.metric]: s.value },
        }),
      ),
    }
    const ratio = overheadEstimate(run, query.target, query.reference, query.metric)
    if (ratio === undefined || !Number.isFinite(ratio)) continue
    const difference = overheadDifference(run, query.target, query.reference, query.metric)
    points.push({
      runId,
      commit: first.commit,
      startedAt: first.startedAt,
      ratio,
      ...(difference === undefined ? {} : { difference }),
    })
  }
  return points
}

/**
 * target − reference as an additive overhead limit judges it, over the rounds that measured
 * both; undefined when none did or it is not finite.
 */
export const overheadDifference = (
  run: ScenarioRun,
  target: string,
  reference: string,
  metric: MetricName,
): number | undefined => {
  const difference = differenceEstimate(
    pairedRatios(run, target, reference, metric),
    DEFAULT_COMPARE.level,
  )
  return difference === undefined || !Number.isFinite(difference) ? undefined : difference
}

/**
 * The figure a target's overhead history follows (gate/Figure.ts, from this run's thresholds):
 * the metric its thresholds gate, as an overhead in the form the limit is written; a metric
 * gated as a value (a regression, an absolute limit) is followed as its overhead ratio, an
 * overhead history being one of overheads. Undefined for the baseline itself, without a
 * baseline, or when no metric applies.
 */
export const historyFigure = (
  outcome: ScenarioOutcome,
  summary: TargetSummary,
): (Figure & { readonly form: OverheadFigureForm }) | undefined => {
  if (outcome.baseline === undefined || outcome.baseline === summary.target) return undefined
  const figure = followedFigure(checkGates(outcome.verdicts), {
    target: summary.target,
    baseline: outcome.baseline,
    has: (metric) => summary.overhead[metric] !== undefined,
  })
  if (figure === undefined) return undefined
  return { ...figure, form: figure.form === "value" ? "ratio" : figure.form }
}

/** A point's number in a history's form: its difference, or its ratio. */
const historyValue = (history: Pick<OverheadHistory, "form">, point: OverheadPoint): number =>
  history.form === "difference" ? (point.difference ?? Number.NaN) : point.ratio

/**
 * A history as its form reads: the points that have a number in it, each with that number, and
 * their level shifts. A ratio or change history's shifts are its own `shifts`; a difference
 * history's are found on the differences (its `shifts` are the ratios', as the JSON report
 * gives them).
 */
export const historyInForm = (
  history: OverheadHistory,
): {
  readonly points: ReadonlyArray<OverheadPoint & { readonly value: number }>
  readonly shifts: ReadonlyArray<LevelShift>
} => {
  // Each kept point's index in `history.points`, so a stored shift's index can follow it.
  const kept = history.points.flatMap((point, index) => {
    const value = historyValue(history, point)
    return Number.isFinite(value) ? [{ index, point: { ...point, value } }] : []
  })
  const points = kept.map(({ point }) => point)
  if (history.form === "difference") {
    return { points, shifts: levelShifts(points, (point) => point.value) }
  }
  return {
    points,
    shifts: history.shifts.flatMap((shift) => {
      const index = kept.findIndex((k) => k.index === shift.index)
      return index < 0 ? [] : [{ ...shift, index }]
    }),
  }
}

/**
 * The level shifts of a history's points: a change that slipped through, or crept in over
 * several merges, is named once at the run where it started, not again on every later run.
 */
export const levelShifts = <P extends { readonly commit: string }>(
  points: ReadonlyArray<P>,
  level: (point: P) => number,
): ReadonlyArray<LevelShift> => {
  // Indices of the finite points: a run without a value is no evidence of a level.
  const finite = points.flatMap((point, index) => (Number.isFinite(level(point)) ? [index] : []))
  return changePoints(finite.map((index) => level(points[index] as P))).map((shift) => {
    const index = finite[shift.index] ?? 0
    return {
      index,
      commit: points[index]?.commit ?? "",
      before: shift.before,
      after: shift.after,
      pValue: shift.pValue,
    }
  })
}

/**
 * The stored points, then this run's own point when this run has the figure's overhead, and
 * the level shifts of their ratios (a difference history's own are `historyInForm`'s). `current`
 * is this run's rounds, for its difference.
 */
export const overheadHistory = (input: {
  readonly stored: ReadonlyArray<OverheadPoint>
  readonly summary: TargetSummary
  readonly figure: Pick<Figure, "metric"> & { readonly form: OverheadFigureForm }
  readonly branch: string
  readonly run: Pick<RunInfo, "commit" | "startedAt">
  /** This run's rounds of the scenario, when at hand: its point's difference comes from them. */
  readonly current?: ScenarioRun
}): OverheadHistory => {
  const { metric, form } = input.figure
  const ratio = input.summary.overhead[metric]
  const baseline = input.current?.baseline
  const difference =
    input.current === undefined || baseline === undefined
      ? undefined
      : overheadDifference(input.current, input.summary.target, baseline, metric)
  const current: ReadonlyArray<OverheadPoint> =
    ratio === undefined || !Number.isFinite(ratio)
      ? []
      : [
          {
            commit: input.run.commit,
            startedAt: input.run.startedAt,
            ratio,
            ...(difference === undefined ? {} : { difference }),
          },
        ]
  const points = [...input.stored, ...current]
  return {
    metric,
    ...(form === "ratio" ? {} : { form }),
    branch: input.branch,
    points,
    shifts: levelShifts(points, (point) => point.ratio),
  }
}
