/**
 * A scenario's threshold: one limit (max, min, overhead, regression, overheadRegression) on one
 * catalogue metric
 * that the runners of its targets produce, expanded per target when it names none.
 */
import { type MetricName, metricInfo } from "../core/Metric.ts"
import { PER_ITEM_METRIC, PER_ITEM_SOURCE } from "../core/PerItem.ts"
import {
  parseLimit,
  parseOverheadLimit,
  parseOverheadRegressionLimit,
  parseRegressionLimit,
} from "../core/Quantity.ts"
import type { Threshold } from "../core/Spec.ts"
import {
  type AnyRunner,
  COUNTED_METRICS,
  type Measure,
  metricsOf,
  runnerOf,
  STARTED_TARGET_METRICS,
} from "../runners/Registry.ts"
import type { Path } from "../targets/IssueSink.ts"
import {
  describeMetrics,
  isMetricName,
  METRIC_NAMES,
  statusRateProblem,
} from "../targets/Metrics.ts"
import { KINDS, kindOf, type Target } from "../targets/Registry.ts"
import type { Issues } from "./Issues.ts"
import type { RawThreshold } from "./RawSpec.ts"

const LIMIT_FIELDS = ["max", "min", "overhead", "regression", "overheadRegression"] as const
type LimitField = (typeof LIMIT_FIELDS)[number]

/** The limits measured against the scenario's baseline. */
const againstBaseline = (field: LimitField): boolean =>
  field === "overhead" || field === "overheadRegression"

export interface ScenarioContext {
  readonly targets: ReadonlyArray<string>
  readonly baseline?: string
  readonly items?: number
  /** Whether the scenario's slices are timed or counted (`load.measure`). */
  readonly measure: Measure
  /** Each decoded target of the spec. */
  readonly targetOf: (target: string) => Target | undefined
}

/** The kinds benchgate starts as servers: only their processes' resources are measured. */
const servers = () =>
  KINDS.filter((k) => k.startable)
    .map((k) => k.name)
    .join(" or ")

/**
 * Targets (of `names`) whose runner does not produce `metric`, as an issue message.
 * bytes_per_item is produced wherever bytes_per_response is (core/PerItem.ts).
 */
const unproduced = (
  metric: MetricName,
  names: ReadonlyArray<string>,
  { targetOf, measure }: ScenarioContext,
): string | undefined => {
  const measured = metric === PER_ITEM_METRIC ? PER_ITEM_SOURCE : metric
  const counted = COUNTED_METRICS.some((m) => m === measured)
  if (counted && measure !== "instructions") {
    return `${metric} is counted only in a scenario whose load says measure: "instructions" (its slices then run under callgrind, 50–150 times slower, and report ${COUNTED_METRICS.join(", ")} instead of times)`
  }
  const byRunner = new Map<AnyRunner, Target[]>()
  for (const name of names) {
    const target = targetOf(name)
    if (target === undefined || metricsOf(target, measure).includes(measured)) continue
    const runner = runnerOf(target)
    byRunner.set(runner, [...(byRunner.get(runner) ?? []), target])
  }
  if (byRunner.size === 0) return undefined
  if (measure === "instructions") {
    return `${metric} is not measured in a scenario that counts instructions (load.measure): its targets give ${describeMetrics(COUNTED_METRICS)} there; time them in a scenario of their own`
  }
  const parts = [...byRunner].map(
    ([runner, targets]) =>
      `${runner.kind} target${targets.length === 1 ? "" : "s"} ${targets.map((t) => `"${t.name}"`).join(", ")} (${runner.name} gives ${describeMetrics(runner.metrics)})`,
  )
  // A service's resources are read from its processes: only one benchgate starts has them.
  const unstarted =
    STARTED_TARGET_METRICS.includes(measured) &&
    [...byRunner.values()].flat().some((t) => kindOf(t).startable)
  return `${metric} is not measured for ${parts.join("; ")}${unstarted ? `; ${metric} is read from the processes of an ${servers()} target benchgate starts: give the target \`start\`` : ""}`
}

/** The threshold's limit field and metric, when they are valid for the scenario. */
const limitAndMetric = (
  raw: RawThreshold,
  path: Path,
  scenario: ScenarioContext,
  issues: Issues,
): { readonly field: LimitField; readonly metric: MetricName } | undefined => {
  const set = LIMIT_FIELDS.filter((field) => raw[field] !== undefined)
  const [field] = set
  if (field === undefined || set.length !== 1) {
    issues.add(
      path,
      set.length === 0
        ? "set one of max, min, overhead, regression or overheadRegression"
        : set.includes("overhead") && set.includes("regression")
          ? "set only one of overhead, regression: for how much the overhead may grow against the base, write overheadRegression"
          : `set only one of ${set.join(", ")} (one threshold per condition)`,
    )
    return undefined
  }
  if (!isMetricName(raw.metric)) {
    issues.add(
      [...path, "metric"],
      statusRateProblem(raw.metric) ??
        `unknown metric "${raw.metric}"; known: ${describeMetrics(METRIC_NAMES)}`,
    )
    return undefined
  }
  if (raw.metric === PER_ITEM_METRIC && scenario.items === undefined) {
    issues.add(
      [...path, "metric"],
      "bytes_per_item needs the scenario's `items`: how many items one response carries",
    )
    return undefined
  }
  return { field, metric: raw.metric }
}

/** The targets the threshold applies to, or undefined when it names one it cannot. */
const targetsOf = (
  raw: RawThreshold,
  field: LimitField,
  path: Path,
  scenario: ScenarioContext,
  issues: Issues,
): ReadonlyArray<string> | undefined => {
  if (raw.target !== undefined && !scenario.targets.includes(raw.target)) {
    issues.add(
      [...path, "target"],
      `"${raw.target}" is not measured by this scenario (targets: ${scenario.targets.join(", ")})`,
    )
    return undefined
  }
  if (againstBaseline(field)) {
    if (scenario.baseline === undefined) {
      issues.add([...path, field], `an ${field} threshold needs the scenario's \`baseline\``)
      return undefined
    }
    if (raw.target === scenario.baseline) {
      issues.add([...path, "target"], "the baseline cannot have overhead against itself")
      return undefined
    }
  }
  if (raw.target !== undefined) return [raw.target]
  return againstBaseline(field)
    ? scenario.targets.filter((t) => t !== scenario.baseline)
    : scenario.targets
}

export const decodeThreshold = (
  raw: RawThreshold,
  path: Path,
  scenario: ScenarioContext,
  issues: Issues,
): Threshold[] => {
  const chosen = limitAndMetric(raw, path, scenario, issues)
  if (chosen === undefined) return []
  const { field, metric } = chosen
  const targets = targetsOf(raw, field, path, scenario, issues)
  if (targets === undefined) return []
  const involved =
    againstBaseline(field) && scenario.baseline !== undefined
      ? [...targets, scenario.baseline]
      : targets
  const notProduced = unproduced(metric, involved, scenario)
  if (notProduced !== undefined) {
    issues.add([...path, "metric"], notProduced)
    return []
  }
  return limitedTargets(raw, { field, metric }, targets, path, scenario, issues)
}

/** The threshold per target once its limit parses: its text, kind and limit. */
const limitedTargets = (
  raw: RawThreshold,
  { field, metric }: { readonly field: LimitField; readonly metric: MetricName },
  targets: ReadonlyArray<string>,
  path: Path,
  scenario: ScenarioContext,
  issues: Issues,
): Threshold[] => {
  const line = issues.lineOf(path)
  const base = (target: string, condition: string) => ({
    text: `${target} ${metric} ${condition}`,
    ...(line === undefined ? {} : { line }),
    target,
    metric,
  })
  switch (field) {
    case "max":
    case "min": {
      const value = raw[field] ?? ""
      const limit = issues.take([...path, field], parseLimit(value, metricInfo(metric).unit))
      if (limit === undefined) return []
      const comparator = field === "max" ? "<=" : ">="
      return targets.map((target) => ({
        ...base(target, `${comparator} ${value}`),
        kind: "absolute" as const,
        comparator,
        limit,
      }))
    }
    case "overhead": {
      const text = raw.overhead ?? ""
      const limit = issues.take(
        [...path, "overhead"],
        parseOverheadLimit(text, metricInfo(metric).unit),
      )
      if (limit === undefined) return []
      return targets.map((target) => ({
        ...base(target, `${text} vs ${scenario.baseline}`),
        kind: "overhead" as const,
        ...limit,
      }))
    }
    case "regression": {
      const text = raw.regression ?? ""
      const tolerance = issues.take([...path, "regression"], parseRegressionLimit(text))
      if (tolerance === undefined) return []
      return targets.map((target) => ({
        ...base(target, `regression ${text.startsWith("<") ? text : `<= ${text}`}`),
        kind: "regression" as const,
        tolerance,
      }))
    }
    case "overheadRegression": {
      const text = raw.overheadRegression ?? ""
      const limit = issues.take(
        [...path, "overheadRegression"],
        parseOverheadRegressionLimit(text, metricInfo(metric).unit),
      )
      if (limit === undefined) return []
      const written = text.trim().startsWith("<") ? text.trim() : `<= ${text.trim()}`
      return targets.map((target) => ({
        ...base(target, `overhead regression ${written} vs ${scenario.baseline}`),
        kind: "overhead-regression" as const,
        ...limit,
      }))
    }
  }
}
