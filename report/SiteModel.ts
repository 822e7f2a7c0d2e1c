/**
 * What the history site shows (`bench site`), from what a store keeps of a branch's runs: every
 * run's summaries (gate/Compaction.ts: each metric a threshold judged and each target's history
 * metric) and, for the newest runs, the whole JSON report (ADR 15). Pure; report/SitePages.ts
 * renders it.
 *
 * Per scenario, one series per target and summarised metric, as `bench history` follows it
 * (gate/Trend.ts): a target with a baseline its overhead (target ÷ baseline, paired by round),
 * the baseline and targets of scenarios without one the median of their rounds, with the level
 * shifts among the runs. A run's point gets an interval when that run's stored report has a
 * verdict on the same number: an overhead verdict in ratio terms (`2.5x`, `+10%`) for an
 * overhead series, an absolute one for a series of values. Compacted runs have no report, so
 * their points stand alone.
 */

import { METRICS, type MetricName } from "../core/Metric.ts"
import { injectiveSlug } from "../core/ShellQuote.ts"
import { FALLBACK_HISTORY_METRICS } from "../gate/History.ts"
import type { CheckResult, LevelShift, Status, ThresholdVerdict } from "../gate/Result.ts"
import type { TrendData } from "../gate/store/ReadTrend.ts"
import { type TrendSeries, trendSeries } from "../gate/Trend.ts"
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
  /** target ÷ baseline for an overhead series, else the median of the run's rounds. */
  readonly value: number
  /** The interval of the run's verdict on this number, when it made one. */
  readonly interval?: { readonly lower: number; readonly upper: number; readonly level: number }
}

export interface SiteSeries {
  readonly target: string
  readonly metric: MetricName
  /** The baseline of an overhead series (its values are ratios); absent for values. */
  readonly baseline?: string
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
  /** The history metric's series first (p50, time_per_op or wall), then the others. */
  readonly series: ReadonlyArray<SiteSeries>
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

/** History metrics first, then the catalogue's order. */
const metricRank = (metric: MetricName): number => {
  const fallback = FALLBACK_HISTORY_METRICS.indexOf(metric)
  return fallback >= 0 ? fallback : FALLBACK_HISTORY_METRICS.length + metricOrder.indexOf(metric)
}
const metricOrder = Object.keys(METRICS)

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
    // An overhead series is a ratio; an additive limit's interval is a difference.
    return series.baseline !== undefined
      ? t.kind === "overhead" && t.form !== "additive"
      : t.kind === "absolute"
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
const siteSeries = (series: TrendSeries, reports: Reports): SiteSeries => ({
  target: series.target,
  metric: series.metric,
  ...(series.baseline === undefined ? {} : { baseline: series.baseline }),
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

export const siteOf = (input: SiteInput): Site => {
  const { summaries, baselines } = input.trend
  const metrics = [...new Set(summaries.map((s) => s.metric))]
    .filter((m): m is MetricName => Object.hasOwn(METRICS, m))
    .sort((a, b) => metricRank(a) - metricRank(b))
  const all = metrics.flatMap((metric) => trendSeries(summaries, baselines, metric))
  const scenarioKeys = [...new Set(summaries.map((s) => key(s.spec, s.scenario)))]
  const scenarios = scenarioKeys.flatMap((k): ReadonlyArray<SiteScenario> => {
    const own = all.filter((s) => key(s.spec, s.scenario) === k)
    const first = own[0]
    if (first === undefined) return []
    const newestRun = Math.max(
      ...summaries.filter((s) => key(s.spec, s.scenario) === k).map((s) => s.runId),
    )
    return [
      {
        spec: first.spec,
        scenario: first.scenario,
        page: scenarioPagePath(first.spec, first.scenario),
        series: own.map((series) => siteSeries(series, input.reports)),
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
