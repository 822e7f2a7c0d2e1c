/**
 * compare: measured rounds (+ the base branch's stored numbers) → per-target summaries and one
 * verdict per threshold. Pure. Overhead is estimated from per-round paired ratios (target ÷
 * baseline in the same round), so drift of the machine between rounds cancels out.
 */
import type { Comparator, Scenario, Threshold } from "../compiler/Spec.ts"
import { BASE_SUFFIX } from "../compiler/WithBase.ts"
import { METRIC_NAMES, METRICS, type MetricName, type MetricValues } from "../runners/Metric.ts"
import { estimate } from "./Estimate.ts"
import type {
  BaseReference,
  ScenarioOutcome,
  ScenarioRun,
  TargetSummary,
  ThresholdVerdict,
} from "./Result.ts"

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

const valuesOf = (run: ScenarioRun, target: string, metric: MetricName): number[] =>
  run.rounds.flatMap((r) => {
    const value = r.target === target ? r.values[metric] : undefined
    return value === undefined ? [] : [value]
  })

/** target ÷ baseline per round, for the rounds in which both produced the metric. */
export const pairedRatios = (
  run: ScenarioRun,
  target: string,
  baseline: string,
  metric: MetricName,
): number[] => {
  const rounds = new Set(run.rounds.map((r) => r.round))
  return [...rounds].flatMap((round) => {
    const of = (name: string) =>
      run.rounds.find((r) => r.round === round && r.target === name)?.values[metric]
    const a = of(target)
    const b = of(baseline)
    return a === undefined || b === undefined || b === 0 ? [] : [a / b]
  })
}

const collect = (fn: (metric: MetricName) => number | undefined): MetricValues =>
  Object.fromEntries(
    METRIC_NAMES.flatMap((metric) => {
      const value = fn(metric)
      return value === undefined || Number.isNaN(value) ? [] : [[metric, value]]
    }),
  )

/**
 * What a target's regression is measured against: its base-commit copy measured in the same
 * rounds (paired, `--base REF`), or the stored run of the base branch (unpaired).
 */
export type RegressionBase =
  | { readonly kind: "paired"; readonly target: string; readonly label: string }
  | { readonly kind: "stored"; readonly base: BaseReference; readonly label: string }

const relativeChange = (
  run: ScenarioRun,
  target: string,
  estimates: MetricValues,
  base: RegressionBase | undefined,
): MetricValues => {
  if (!base) return {}
  if (base.kind === "paired") {
    return collect((metric) => {
      const ratio = estimate(pairedRatios(run, target, base.target, metric))
      return Number.isNaN(ratio) ? undefined : ratio - 1
    })
  }
  return collect((metric) => {
    const now = estimates[metric]
    const then = base.base.values[metric]
    return now === undefined || then === undefined || then === 0 ? undefined : now / then - 1
  })
}

export const summarise = (
  run: ScenarioRun,
  target: string,
  base: RegressionBase | undefined,
): TargetSummary => {
  const estimates = collect((metric) => estimate(valuesOf(run, target, metric)))
  const baseline = run.baseline
  return {
    target,
    estimates,
    overhead:
      baseline === undefined || baseline === target
        ? {}
        : collect((metric) => estimate(pairedRatios(run, target, baseline, metric))),
    change: relativeChange(run, target, estimates, base),
    rounds: new Set(run.rounds.filter((r) => r.target === target).map((r) => r.round)).size,
  }
}

const missing = (threshold: Threshold, what: string): ThresholdVerdict => ({
  threshold,
  status: "fail",
  reason: `no ${threshold.metric} measured for ${what}`,
})

export const decide = (
  threshold: Threshold,
  summary: TargetSummary,
  base: RegressionBase | undefined,
  noBase: string,
): ThresholdVerdict => {
  const { metric } = threshold
  switch (threshold.kind) {
    case "absolute": {
      const value = summary.estimates[metric]
      if (value === undefined) return missing(threshold, threshold.target)
      const ok = holds(value, threshold.comparator, threshold.limit)
      return {
        threshold,
        status: ok ? "pass" : "fail",
        measured: value,
        reason: `median of ${summary.rounds} rounds ${ok ? "within" : "outside"} the limit`,
      }
    }
    case "overhead": {
      const ratio = summary.overhead[metric]
      if (ratio === undefined) return missing(threshold, `${threshold.target} and its baseline`)
      const ok = holds(ratio, threshold.comparator, threshold.ratio)
      return {
        threshold,
        status: ok ? "pass" : "fail",
        measured: ratio,
        reason: `median of ${summary.rounds} paired per-round ratios ${ok ? "within" : "outside"} the limit`,
      }
    }
    case "regression": {
      if (!base) return { threshold, status: "skipped", reason: `no baseline: ${noBase}` }
      const change = summary.change[metric]
      if (change === undefined) return missing(threshold, `${threshold.target} on both sides`)
      // Worsening is positive: a drop for higher-is-better metrics, a rise for the others.
      const worsening = METRICS[metric].better === "higher" ? -change : change
      const ok = worsening <= threshold.tolerance
      return {
        threshold,
        status: ok ? "pass" : "fail",
        measured: change,
        reason: `vs ${base.label}`,
      }
    }
  }
}

/**
 * Summaries and verdicts for one scenario. Base-commit copies (`x@base`) are measured like any
 * target but reported through their head target's change, not as rows of their own.
 */
export const compareScenario = (input: {
  readonly spec: string
  readonly specFile: string
  readonly scenario: Scenario
  readonly run: ScenarioRun
  /** The regression base of each head target, when it has one. */
  readonly bases: ReadonlyMap<string, RegressionBase>
  /** Why a target without a base has none, e.g. `no stored run of main`. */
  readonly noBase: (target: string) => string
}): ScenarioOutcome => {
  const heads = input.scenario.targets.filter((t) => !t.endsWith(BASE_SUFFIX))
  const targets = heads.map((target) => summarise(input.run, target, input.bases.get(target)))
  const verdicts = input.scenario.thresholds.map((threshold) => {
    const summary = targets.find((t) => t.target === threshold.target)
    return summary
      ? decide(
          threshold,
          summary,
          input.bases.get(threshold.target),
          input.noBase(threshold.target),
        )
      : missing(threshold, threshold.target)
  })
  return {
    spec: input.spec,
    specFile: input.specFile,
    scenario: input.scenario.name,
    ...(input.run.baseline === undefined ? {} : { baseline: input.run.baseline }),
    targets,
    verdicts,
  }
}
