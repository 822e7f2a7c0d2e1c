/**
 * The overhead history of a target: its overhead over the scenario's baseline in each stored
 * run of the base branch, and in this run. Pure; the store selects the runs and their rounds
 * (gate/store/ReadHistory.ts, `Store.history`), this module turns them into numbers.
 *
 * Each run's point is computed from that run's rounds exactly as the overhead column of a
 * report is (gate/Compare.ts `overheadEstimate`): per-round ratios target ÷ baseline, paired by
 * round, summarised by the estimate of `pairedRatioInterval` — the geometric mean of the ratios,
 * with the first-slot bias balanced out when both orders ran (crossover). Because the store keeps
 * raw rounds, a better estimator changes the history and the reports together.
 */
import type { MetricName } from "../core/Metric.ts"
import { overheadEstimate } from "./Compare.ts"
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
    points.push({ runId, commit: first.commit, startedAt: first.startedAt, ratio })
  }
  return points
}

/**
 * Without an overhead threshold on the target, the first of these that this run measured an
 * overhead for: latency for http and grpc targets, time per operation for bun and go, wall
 * time for commands, instructions for counted scenarios.
 */
export const FALLBACK_HISTORY_METRICS: ReadonlyArray<MetricName> = [
  "p50",
  "time_per_op",
  "wall",
  "instructions",
]

/**
 * The metric a target's history follows: the one its scenario's first overhead threshold for
 * that target judges (the number the reviewer cares about), else the first of
 * FALLBACK_HISTORY_METRICS in this run's overheads. Undefined for the baseline itself, without a
 * baseline, or when none applies.
 */
export const historyMetric = (
  outcome: ScenarioOutcome,
  summary: TargetSummary,
): MetricName | undefined => {
  if (outcome.baseline === undefined || outcome.baseline === summary.target) return undefined
  const threshold = outcome.verdicts.find(
    (v) => v.threshold.kind === "overhead" && v.threshold.target === summary.target,
  )?.threshold
  if (threshold !== undefined) return threshold.metric
  return FALLBACK_HISTORY_METRICS.find((metric) => summary.overhead[metric] !== undefined)
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
 * The stored points, then this run's own point when this run has the metric's overhead, and
 * the level shifts among them.
 */
export const overheadHistory = (input: {
  readonly stored: ReadonlyArray<OverheadPoint>
  readonly summary: TargetSummary
  readonly metric: MetricName
  readonly branch: string
  readonly run: Pick<RunInfo, "commit" | "startedAt">
}): OverheadHistory => {
  const ratio = input.summary.overhead[input.metric]
  const current: ReadonlyArray<OverheadPoint> =
    ratio === undefined || !Number.isFinite(ratio)
      ? []
      : [{ commit: input.run.commit, startedAt: input.run.startedAt, ratio }]
  const points = [...input.stored, ...current]
  return {
    metric: input.metric,
    branch: input.branch,
    points,
    shifts: levelShifts(points, (point) => point.ratio),
  }
}
