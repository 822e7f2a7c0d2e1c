/**
 * What the history site shows (`bench site`), from what a store keeps of a branch's runs: every
 * run's summaries (gate/Compaction.ts: each metric a threshold judged and each target's history
 * metric) and, for the newest runs, the whole JSON report (ADR 15). Pure; report/SitePages.ts
 * renders it.
 *
 * Per scenario, one series per target and summarised metric, each read as the target's
 * thresholds gate that metric (gate/Figure.ts, as `bench history` follows it, gate/Trend.ts): an
 * overhead over the baseline as a ratio, a change or a difference (paired by round), or the
 * median of the rounds, with the level shifts among the runs. Each target's followed figure —
 * what its thresholds gate most tellingly — comes first, and the most telling of those heads
 * the scenario in the index. A run's point gets an interval when that run's stored report has
 * a verdict on the same number: an overhead verdict in the series' terms (`2.5x` and `+10%` on
 * ratios, `+5ms` on differences) for an overhead series, an absolute one for a series of
 * values. Compacted runs have no report, so their points stand alone.
 */

import type { MetricName } from "../core/Metric.ts"
import { injectiveSlug } from "../core/ShellQuote.ts"
import { FALLBACK_HISTORY_METRICS, type FigureForm, figureRank } from "../gate/Figure.ts"
import type { CheckResult, LevelShift, Status, ThresholdVerdict } from "../gate/Result.ts"
import { type TrendData, type TrendSeries, trendSeries } from "../gate/Trend.ts"
import { isMetricName, METRIC_NAMES } from "../targets/Metrics.ts"
import { overallStatus, scenarioStatus } from "./Summary.ts"

interface SiteInput {
  readonly branch: string
  /** The summaries and baselines of the branch's newest runs (gate/store/ReadTrend.ts, `Store.trend`). */
  readonly trend: TrendData
  /** The stored reports of those runs that keep one, by run id. */
  readonly reports: ReadonlyMap<number, CheckResult>
  /**
   * Where a commit is shown (`https://github.com/OWNER/REPO/commit/{commit}`): `{commit}` is
   * replaced by its full id. Without it, a change point links to its run's report.
   */
  readonly commitUrl?: string
}

export interface SiteRun {
  readonly id: number
  readonly commit: string
  readonly startedAt: string
  /** The page of the run's report, relative to the site's root, when the store kept it. */
  readonly report?: string
  /** The worst verdict of the run, when its report was kept and it judged something. */
  readonly status?: Status
}

export interface SitePoint {
  readonly runId: number
  readonly commit: string
  readonly startedAt: string
  /** The run's number in the series' form: an overhead, or the median of the run's rounds. */
  readonly value: number
  /** The interval of the run's verdict on this number, when it made one. */
  readonly interval?: { readonly lower: number; readonly upper: number; readonly level: number }
}

export interface SiteSeries {
  readonly target: string
  readonly metric: MetricName
  /** How its values read (gate/Figure.ts): the target's value, or an overhead over `baseline`. */
  readonly form: FigureForm
  /** The baseline of an overhead series; absent for values. */
  readonly baseline?: string
  /** Whether this is the figure the target follows (what its thresholds gate most tellingly). */
  readonly followed: boolean
  /** The kind of threshold that gates this figure; absent when none does. */
  readonly gatedBy?: TrendSeries["gatedBy"]
  /** Oldest first. */
  readonly points: ReadonlyArray<SitePoint>
  readonly shifts: ReadonlyArray<LevelShift>
}

/** The verdict of a scenario in the newest run that measured it. */
export type LastVerdict =
  | { readonly runId: number; readonly kind: "judged"; readonly status: Status }
  /** The run's report was kept, and the scenario has no thresholds. */
  | { readonly runId: number; readonly kind: "no thresholds" }
  /** The run is compacted: its verdicts are not kept. */
  | { readonly runId: number; readonly kind: "not kept" }

export interface SiteScenario {
  readonly spec: string
  readonly scenario: string
  /** The scenario's page, relative to the site's root. */
  readonly page: string
  /**
   * The series of the followed figures' metrics first (the most telling first), then the other
   * summarised metrics: the fallbacks (p50, time_per_op, wall), then the catalogue's order.
   */
  readonly series: ReadonlyArray<SiteSeries>
  /** The series the index draws for the scenario: the most telling followed figure. */
  readonly headline?: SiteSeries
  readonly last: LastVerdict
}

export interface Site {
  readonly branch: string
  /** Oldest first. */
  readonly runs: ReadonlyArray<SiteRun>
  /** In order of first appearance in the runs. */
  readonly scenarios: ReadonlyArray<SiteScenario>
  readonly commitUrl?: string
}

/** The page of a stored run's report, relative to the site's root. */
export const runReportPath = (runId: number): string => `runs/${runId}.html`

/** The page of a scenario, relative to the site's root: readable and unique. */
export const scenarioPagePath = (spec: string, scenario: string): string =>
  `scenarios/${injectiveSlug([spec, scenario])}.html`

/** Where a commit links to, when the site knows. */
export const commitHref = (site: Pick<Site, "commitUrl">, commit: string): string | undefined =>
  site.commitUrl === undefined ? undefined : site.commitUrl.replaceAll("{commit}", commit)

const key = (...parts: ReadonlyArray<string | number>): string => parts.join("\u0000")

/** The fallback metrics first, then the catalogue's order. */
const catalogueRank = (metric: MetricName): number => {
  const fallback = FALLBACK_HISTORY_METRICS.indexOf(metric)
  return fallback >= 0 ? fallback : FALLBACK_HISTORY_METRICS.length + metricOrder.indexOf(metric)
}
const metricOrder: ReadonlyArray<string> = METRIC_NAMES

/** The verdict of `report` on the number a series follows, when it has an interval. */
const verdictOn = (
  report: CheckResult | undefined,
  series: TrendSeries,
): ThresholdVerdict | undefined => {
  const outcome = report?.outcomes.find(
    (o) => o.spec === series.spec && o.scenario === series.scenario,
  )
  return outcome?.verdicts.find((v) => {
    const t = v.threshold
    if (v.interval === undefined || t.target !== series.target || t.metric !== series.metric) {
      return false
    }
    // A ratio series takes ratio and relative limits' intervals; a difference, additive ones'.
    switch (series.form) {
      case "value":
        return t.kind === "absolute"
      case "difference":
        return t.kind === "overhead" && t.form === "additive"
      default:
        return t.kind === "overhead" && t.form !== "additive"
    }
  })
}

const lastVerdict = (
  runId: number,
  report: CheckResult | undefined,
  spec: string,
  scenario: string,
): LastVerdict => {
  const outcome = report?.outcomes.find((o) => o.spec === spec && o.scenario === scenario)
  if (outcome === undefined) return { runId, kind: "not kept" }
  const status = scenarioStatus(outcome)
  return status === undefined ? { runId, kind: "no thresholds" } : { runId, kind: "judged", status }
}

type Reports = SiteInput["reports"]

/** Each run once, with its overall status and report page when its report was kept. */
const siteRuns = (summaries: TrendData["summaries"], reports: Reports): SiteRun[] => {
  const runsById = new Map<number, SiteRun>()
  for (const s of summaries) {
    if (runsById.has(s.runId)) continue
    const report = reports.get(s.runId)
    const status = report === undefined ? undefined : overallStatus(report)
    runsById.set(s.runId, {
      id: s.runId,
      commit: s.commit,
      startedAt: s.startedAt,
      ...(report === undefined ? {} : { report: runReportPath(s.runId) }),
      ...(status === undefined ? {} : { status }),
    })
  }
  return [...runsById.values()].sort((a, b) => a.id - b.id)
}

/** A series as the site shows it: each point with its run's interval, when a verdict gives one. */
const siteSeries = (series: TrendSeries, reports: Reports, followed: boolean): SiteSeries => ({
  target: series.target,
  metric: series.metric,
  form: series.form,
  ...(series.baseline === undefined ? {} : { baseline: series.baseline }),
  followed,
  ...(series.gatedBy === undefined ? {} : { gatedBy: series.gatedBy }),
  shifts: series.shifts,
  points: series.points.map((point) => {
    const interval = verdictOn(reports.get(point.runId), series)?.interval
    return {
      ...point,
      ...(interval === undefined
        ? {}
        : { interval: { lower: interval.lower, upper: interval.upper, level: interval.level } }),
    }
  }),
})

const sameSeries = (a: TrendSeries, b: TrendSeries): boolean =>
  key(a.spec, a.scenario, a.target, a.metric) === key(b.spec, b.scenario, b.target, b.metric)

export const siteOf = (input: SiteInput): Site => {
  const { summaries } = input.trend
  // What each target follows, and each summarised metric of it as its thresholds gate it.
  const followed = trendSeries(input.trend)
  const metrics = [...new Set(summaries.map((s) => s.metric))].filter(isMetricName)
  const all = metrics.flatMap((metric) => trendSeries(input.trend, metric))
  const scenarioKeys = [...new Set(summaries.map((s) => key(s.spec, s.scenario)))]
  const scenarios = scenarioKeys.flatMap((k): ReadonlyArray<SiteScenario> => {
    const own = all.filter((s) => key(s.spec, s.scenario) === k)
    const first = own[0]
    if (first === undefined) return []
    const heads = followed
      .filter((s) => key(s.spec, s.scenario) === k)
      .sort((a, b) => figureRank(a) - figureRank(b))
    // The followed figures' metrics first, the most telling first; then the others.
    const rankOf = (metric: MetricName) => {
      const head = heads.findIndex((s) => s.metric === metric)
      return head >= 0 ? head : heads.length + catalogueRank(metric)
    }
    const ordered = [...own].sort((a, b) => rankOf(a.metric) - rankOf(b.metric))
    const shown = ordered.map((series) =>
      siteSeries(
        series,
        input.reports,
        heads.some((head) => sameSeries(head, series)),
      ),
    )
    const head = heads[0]
    const headline =
      head === undefined ? undefined : shown.find((s) => s.followed && s.target === head.target)
    const newestRun = Math.max(
      ...summaries.filter((s) => key(s.spec, s.scenario) === k).map((s) => s.runId),
    )
    return [
      {
        spec: first.spec,
        scenario: first.scenario,
        page: scenarioPagePath(first.spec, first.scenario),
        series: shown,
        ...(headline === undefined ? {} : { headline }),
        last: lastVerdict(newestRun, input.reports.get(newestRun), first.spec, first.scenario),
      },
    ]
  })
  return {
    branch: input.branch,
    runs: siteRuns(summaries, input.reports),
    scenarios,
    ...(input.commitUrl === undefined ? {} : { commitUrl: input.commitUrl }),
  }
}
