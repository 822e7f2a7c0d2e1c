/**
 * The metric catalogue as specs and reports see it: the base metrics (core/Metric.ts) and one
 * `status_rate:STATUS` member for each status a target kind's calls end with (TargetKind
 * `statuses`: the grpc kind's canonical codes). Which names a spec may use, the order reports
 * list them in, and how messages show the family.
 */
import {
  BASE_METRIC_NAMES,
  isStatusRate,
  type MetricName,
  STATUS_RATE,
  type StatusRateMetric,
  statusRateMetric,
} from "../core/Metric.ts"
import { KINDS } from "./Registry.ts"

const STATUS_KINDS = KINDS.flatMap((kind) => (kind.statuses === undefined ? [] : [kind.statuses]))

/** Every status_rate member, each status once, in its kind's order (OK first for grpc). */
export const STATUS_RATE_METRICS: ReadonlyArray<StatusRateMetric> = [
  ...new Set(STATUS_KINDS.flatMap((statuses) => statuses.names)),
].map(statusRateMetric)

/** Every metric, in catalogue order: the base metrics, then the status_rate family. */
export const METRIC_NAMES: ReadonlyArray<MetricName> = [
  ...BASE_METRIC_NAMES,
  ...STATUS_RATE_METRICS,
]

const KNOWN: ReadonlySet<string> = new Set(METRIC_NAMES)

export const isMetricName = (name: string): name is MetricName => KNOWN.has(name)

/**
 * Metric names for a message: the status_rate family as one item, `status_rate:<CODE>`, when
 * every member is there; the others as they are.
 */
export const describeMetrics = (names: ReadonlyArray<MetricName>): string => {
  const family = names.filter(isStatusRate)
  const rest: ReadonlyArray<string> = names.filter((name) => !isStatusRate(name))
  return [
    ...rest,
    ...(family.length === STATUS_RATE_METRICS.length ? [`${STATUS_RATE}<CODE>`] : family),
  ].join(", ")
}

/**
 * Why `name` is not a metric, when it looks like a member of the status_rate family: a status no
 * kind reports, or one misspelt. Undefined for names outside the family.
 */
export const statusRateProblem = (name: string): string | undefined => {
  if (!isStatusRate(name) || KNOWN.has(name)) return undefined
  const status = name.slice(STATUS_RATE.length)
  const [only] = STATUS_KINDS
  return STATUS_KINDS.length === 1 && only !== undefined
    ? only.problem(status)
    : `"${status}" is not a status any target kind reports`
}
