/**
 * Which level shifts of the base branch's history deserve an alert (ADR 25). Pure: the trends
 * come from `bench history --json` (report/Trend.ts), the thresholds from this run's JSON report.
 * Each series reads the metric as the target's thresholds gate it (gate/Figure.ts, ADR 28): its
 * value, or its overhead over the baseline as a ratio (also when the limit writes it as a
 * change) or as a difference.
 *
 * A series (spec, scenario, target, metric) alerts when its newest shift moved it past a
 * threshold on that target and metric, in the worse direction:
 * - regression: the change from the old level to the new one is a worsening larger than the
 *   tolerance (on a series of values or of overhead ratios);
 * - overhead regression: the overhead grew past its tolerance from the old level to the new one
 *   (its ratio by more than the fraction, or its difference by more than the amount);
 * - overhead (a ratio series for a ratio or change limit, a difference series for an additive
 *   one) and absolute (a series of values): the old level met the limit and the new one does not.
 * A threshold that cannot be read on its series' form is not used. Only the newest shift counts:
 * an older one has been superseded by the level the series sits at now. A scenario and metric a
 * reviewer accepted (ADR 24) in this run never alerts.
 */
import type { Comparator } from "../core/Spec.ts"
import type { FigureForm } from "../gate/Figure.ts"
import { median } from "../gate/stats/Sample.ts"
import type { JsonReport, JsonScenario, JsonVerdict } from "../report/json/JsonReport.ts"
import type { TrendJsonSeries } from "../report/json/TrendJson.ts"

export interface AlertKey {
  readonly spec: string
  readonly scenario: string
  readonly target: string
  readonly metric: string
}

/** The text that names a series in an issue's marker; each part URI-encoded, so no `-->`. */
export const alertId = (key: AlertKey): string =>
  [key.spec, key.scenario, key.target, key.metric].map(encodeURIComponent).join("/")

export interface Alert {
  readonly key: AlertKey
  readonly specFile: string
  /** The threshold the new level is past. */
  readonly verdict: JsonVerdict
  readonly series: TrendJsonSeries
  readonly shift: TrendJsonSeries["shifts"][number]
  /** The newest commit of the old level, when the series has it: the base to re-measure. */
  readonly lastBefore?: string
}

/** A series that was examined and does not alert, and why: an open issue for it is closed. */
interface Clear {
  readonly key: AlertKey
  readonly why: string
  readonly series?: TrendJsonSeries
}

interface AlertPlan {
  readonly alerts: ReadonlyArray<Alert>
  readonly clear: ReadonlyArray<Clear>
}

const holds = (value: number, comparator: Comparator, limit: number): boolean => {
  switch (comparator) {
    case "<":
      return value < limit
    case "<=":
      return value <= limit
    case ">":
      return value > limit
    case ">=":
      return value >= limit
  }
}

/** The worsening from `before` to `after` as a fraction (negative for an improvement). */
export const worsening = (verdict: JsonVerdict, before: number, after: number): number =>
  verdict.better === "lower" ? after / before - 1 : 1 - after / before

/** The worsening from `before` to `after` as an amount in their unit (negative: better). */
export const worseningBy = (verdict: JsonVerdict, before: number, after: number): number =>
  verdict.better === "lower" ? after - before : before - after

/** Whether the series' numbers are overhead ratios (a ratio limit's, or a change limit's). */
const ratios = (form: FigureForm): boolean => form === "ratio" || form === "relative"

/**
 * Whether moving from level `before` to level `after` crosses `verdict`'s limit the wrong way;
 * undefined when the threshold cannot be read on this series' form (an absolute limit on an
 * overhead, an overhead limit on values, a ratio limit on differences or the other way round).
 */
export const crossesLimit = (
  verdict: JsonVerdict,
  series: Pick<TrendJsonSeries, "form">,
  before: number,
  after: number,
): boolean | undefined => {
  const additive = verdict.limit.form === "additive"
  switch (verdict.kind) {
    case "regression":
      if (series.form === "difference") return undefined
      return before > 0 && worsening(verdict, before, after) > verdict.limit.value
    case "overhead-regression":
      if (additive) {
        if (series.form !== "difference") return undefined
        return worseningBy(verdict, before, after) > verdict.limit.value
      }
      if (!ratios(series.form)) return undefined
      return before > 0 && worsening(verdict, before, after) > verdict.limit.value
    case "overhead":
      if (additive ? series.form !== "difference" : !ratios(series.form)) return undefined
      break
    case "absolute":
      if (series.form !== "value") return undefined
      break
  }
  const { comparator, value } = verdict.limit
  return holds(before, comparator, value) && !holds(after, comparator, value)
}

/** A tolerance from a level: a regression's or an overhead regression's, not a limit's. */
const isTolerance = (verdict: JsonVerdict): boolean =>
  verdict.kind === "regression" || verdict.kind === "overhead-regression"

/** One threshold's reading of its series: an alert, or a reason the series is clear. */
type Finding =
  | {
      readonly key: AlertKey
      readonly trend: TrendJsonSeries
      readonly alert: Alert
      readonly clear?: undefined
    }
  | {
      readonly key: AlertKey
      readonly trend: TrendJsonSeries
      readonly clear: string
      readonly alert?: undefined
    }

/** Runs the newest level is read over: the fewest a change point needs on either side. */
const SETTLED_RUNS = 4

/**
 * Whether the series still sits past the threshold although its newest shift is not past it
 * (or no shift is found any more): the median of its newest runs is past an overhead or
 * absolute limit, or worse than a regression's (or overhead regression's) tolerance allows
 * from the level before the newest shift that crossed it. A level is only called back when it
 * is back for several runs.
 */
export const stillPast = (verdict: JsonVerdict, trend: TrendJsonSeries): boolean => {
  const values = trend.points.flatMap((p) => (p.value === null ? [] : [p.value]))
  if (values.length === 0) return false
  const settled = median(values.slice(-SETTLED_RUNS))
  if (!isTolerance(verdict)) {
    return !holds(settled, verdict.limit.comparator, verdict.limit.value)
  }
  const crossed = [...trend.shifts]
    .reverse()
    .find((shift) => crossesLimit(verdict, trend, shift.before, shift.after))
  return crossed !== undefined && crossesLimit(verdict, trend, crossed.before, settled) === true
}

const sameKey = (a: AlertKey, b: AlertKey): boolean => alertId(a) === alertId(b)

/**
 * What one threshold's verdict says of its series: an alert when the newest shift crossed its
 * limit, a clear when it was accepted or its level is back, nothing when it cannot tell.
 */
const findingOf = (
  scenario: JsonScenario,
  verdict: JsonVerdict,
  series: ReadonlyArray<TrendJsonSeries>,
  acceptedBy: string | undefined,
): ReadonlyArray<Finding> => {
  const key: AlertKey = {
    spec: scenario.spec,
    scenario: scenario.scenario,
    target: verdict.target,
    metric: verdict.metric,
  }
  const trend = series.find((s) => sameKey(s, key))
  if (trend === undefined) return []
  if (acceptedBy !== undefined) {
    return [
      {
        key,
        trend,
        clear: `${verdict.metric} was accepted by @\u200b${acceptedBy}, so it does not alert`,
      },
    ]
  }
  const shift = trend.shifts.at(-1)
  const crosses =
    shift === undefined ? false : crossesLimit(verdict, trend, shift.before, shift.after)
  if (crosses === undefined) return []
  if (!crosses || shift === undefined) {
    // No new shift past the limit; the issue stays open while the level is still past it.
    return stillPast(verdict, trend)
      ? []
      : [{ key, trend, clear: `The shift is gone: the level is back within ${verdict.threshold}` }]
  }
  const lastBefore = trend.points[shift.index - 1]?.commit
  const alert: Alert = {
    key,
    specFile: scenario.specFile,
    verdict,
    series: trend,
    shift,
    ...(lastBefore === undefined ? {} : { lastBefore }),
  }
  return [{ key, trend, alert }]
}

/** The alerts and the cleared series of a base-branch run. */
export const planAlerts = (
  report: JsonReport,
  series: ReadonlyArray<TrendJsonSeries>,
): AlertPlan => {
  const alerts: Alert[] = []
  const clear: Clear[] = []
  const examined = (key: AlertKey) =>
    alerts.some((a) => sameKey(a.key, key)) || clear.some((c) => sameKey(c.key, key))
  for (const scenario of report.scenarios) {
    const accepted = new Map<string, string>()
    for (const verdict of scenario.verdicts) {
      if (verdict.accepted) accepted.set(verdict.metric, verdict.accepted.by)
    }
    // Alerting thresholds first, so a series is named by the threshold it is past.
    const found = scenario.verdicts.flatMap((verdict) =>
      findingOf(scenario, verdict, series, accepted.get(verdict.metric)),
    )
    for (const item of found) {
      if (item.alert === undefined || examined(item.key)) continue
      alerts.push(item.alert)
    }
    for (const item of found) {
      if (item.clear === undefined || examined(item.key)) continue
      clear.push({ key: item.key, why: item.clear, series: item.trend })
    }
  }
  return { alerts, clear }
}

/** The metrics whose trends the plan needs: one `bench history --metric` each. */
export const thresholdMetrics = (report: JsonReport): ReadonlyArray<string> => [
  ...new Set(report.scenarios.flatMap((s) => s.verdicts.map((v) => v.metric))),
]
