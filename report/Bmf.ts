/**
 * The Bencher Metric Format report (`--bmf FILE`), so a team can send benchgate's numbers to a
 * Bencher server (`bencher run --adapter json --file FILE`). One benchmark per target,
 * `SPEC/SCENARIO/TARGET`; one measure per metric in benchgate's canonical units (ms, req/s,
 * bytes, a fraction for rates), plus `METRIC-overhead` (target ÷ baseline) and `METRIC-change`
 * (against the base, a fraction) where this run has them, and `METRIC-overhead-base` (the base's
 * overhead) with `METRIC-overhead-change` (its growth, a fraction) where an overhead regression
 * judged them. A threshold's interval, when it judged that number, becomes the measure's
 * `lower_value` and `upper_value`. Pure.
 */
import type { MetricName } from "../core/Metric.ts"
import type { CheckResult, ScenarioOutcome, VerdictInterval } from "../gate/Result.ts"

interface BmfMetric {
  readonly value: number
  readonly lower_value?: number
  readonly upper_value?: number
}

type Bmf = Readonly<Record<string, Readonly<Record<string, BmfMetric>>>>

/** Bencher's limit on a measure's name (its slug and name: 64 characters). */
export const MAX_MEASURE = 64

const interval = (
  outcome: ScenarioOutcome,
  target: string,
  kind: "absolute" | "overhead" | "regression" | "overhead-regression",
  metric: MetricName,
): VerdictInterval | undefined =>
  outcome.verdicts.find(
    (v) =>
      v.threshold.kind === kind &&
      v.threshold.target === target &&
      v.threshold.metric === metric &&
      // An additive overhead's interval is a difference in the metric's unit, not a ratio.
      !(v.threshold.kind === "overhead" && v.threshold.form === "additive"),
  )?.interval

const measure = (value: number, around: VerdictInterval | undefined): BmfMetric | undefined => {
  if (!Number.isFinite(value)) return undefined
  if (around === undefined || !Number.isFinite(around.lower) || !Number.isFinite(around.upper)) {
    return { value }
  }
  return { value, lower_value: around.lower, upper_value: around.upper }
}

/** The BMF document as an object. */
export const bmf = (result: CheckResult): Bmf => {
  const out: Record<string, Record<string, BmfMetric>> = {}
  for (const outcome of result.outcomes) {
    for (const summary of outcome.targets) {
      const measures: Record<string, BmfMetric> = {}
      const add = (name: string, value: number | undefined, around?: VerdictInterval) => {
        const metric = value === undefined ? undefined : measure(value, around)
        if (metric !== undefined) measures[name.slice(0, MAX_MEASURE)] = metric
      }
      const t = summary.target
      for (const [metric, value] of Object.entries(summary.estimates)) {
        add(metric, value, interval(outcome, t, "absolute", metric as MetricName))
      }
      for (const [metric, value] of Object.entries(summary.overhead)) {
        add(`${metric}-overhead`, value, interval(outcome, t, "overhead", metric as MetricName))
      }
      for (const [metric, value] of Object.entries(summary.change)) {
        add(`${metric}-change`, value, interval(outcome, t, "regression", metric as MetricName))
      }
      for (const v of outcome.verdicts) {
        const reason = v.reason
        if (v.threshold.kind !== "overhead-regression" || v.threshold.target !== t) continue
        if (reason.kind !== "interval" || reason.overheads === undefined) continue
        if (v.threshold.form !== "ratio") continue
        add(`${v.threshold.metric}-overhead-base`, reason.overheads.base)
        add(`${v.threshold.metric}-overhead-change`, v.measured, v.interval)
      }
      if (Object.keys(measures).length > 0) {
        out[`${outcome.spec}/${outcome.scenario}/${t}`] = measures
      }
    }
  }
  return out
}

/** The BMF file's text. */
export const renderBmf = (result: CheckResult): string =>
  `${JSON.stringify(bmf(result), null, 2)}\n`
