/**
 * What `bench find` follows: the spec's regression thresholds, each a target's metric in a
 * scenario, narrowed by `--scenario`, `--target` and `--metric`. A metric no regression
 * threshold of the chosen scenarios judges is followed at a tolerance of 0 (any worsening past
 * the minimum effect confirms a shift) on each of their targets whose runner measures it. Pure: a list, or why there is none.
 */
import { Either } from "effect"
import type { MetricName } from "../core/Metric.ts"
import type { RegressionThreshold } from "../core/Spec.ts"
import { metricsOf } from "../runners/Registry.ts"
import { isMetricName } from "../targets/Metrics.ts"
import type { Spec } from "../targets/Spec.ts"

export interface FindFilters {
  readonly scenario?: string
  readonly target?: string
  readonly metric?: string
}

/** One regression a find can follow: its scenario and its threshold as the spec writes it. */
export interface Criterion {
  readonly scenario: string
  readonly threshold: RegressionThreshold
}

const listed = (names: ReadonlyArray<string>) => names.map((n) => JSON.stringify(n)).join(", ")

type Scenario = Spec["scenarios"][number]

/** The regression thresholds the chosen scenarios write, narrowed by target and metric. */
const writtenCriteria = (
  scenarios: ReadonlyArray<Scenario>,
  target: string | undefined,
  metric: string | undefined,
): Criterion[] =>
  scenarios.flatMap((scenario) =>
    scenario.thresholds
      .filter(
        (t): t is RegressionThreshold =>
          t.kind === "regression" &&
          (target === undefined || t.target === target) &&
          (metric === undefined || t.metric === metric),
      )
      .map((threshold): Criterion => ({ scenario: scenario.name, threshold })),
  )

/** A metric no threshold judges, followed at a tolerance of 0 on each target that measures it. */
const zeroToleranceCriteria = (
  spec: Spec,
  scenarios: ReadonlyArray<Scenario>,
  target: string | undefined,
  metric: MetricName,
): Criterion[] =>
  scenarios.flatMap((scenario) =>
    scenario.targets
      .filter((name) => target === undefined || name === target)
      .filter((name) => {
        const measured = spec.targets[name]
        return (
          measured !== undefined &&
          metricsOf(measured, scenario.load.measure ?? "time").includes(metric)
        )
      })
      .map(
        (name): Criterion => ({
          scenario: scenario.name,
          threshold: {
            kind: "regression",
            text: `${name} ${metric} regression <= 0% (--metric)`,
            target: name,
            metric,
            tolerance: 0,
          },
        }),
      ),
  )

/** Why nothing matched the filters. */
const nothingToFollow = (filters: FindFilters, where: string): string => {
  const { metric, target } = filters
  const asked = [
    filters.scenario === undefined ? "" : ` --scenario ${filters.scenario}`,
    target === undefined ? "" : ` --target ${target}`,
    metric === undefined ? "" : ` --metric ${metric}`,
  ].join("")
  return metric === undefined
    ? `${where} has no regression threshold${asked === "" ? "" : ` matching${asked}`} to follow: name a metric with --metric`
    : `no target${asked === "" ? "" : ` matching${asked}`} in ${where} measures ${metric}`
}

/** `where` names the spec in the messages, as the user gave it. */
export const criteriaOf = (
  spec: Spec,
  filters: FindFilters,
  where: string,
): Either.Either<ReadonlyArray<Criterion>, string> => {
  const { metric, target } = filters
  if (metric !== undefined && !isMetricName(metric)) {
    return Either.left(`--metric ${metric}: no such metric (schema.cue lists them)`)
  }
  const scenarios = spec.scenarios.filter(
    (s) => filters.scenario === undefined || s.name === filters.scenario,
  )
  if (scenarios.length === 0) {
    return Either.left(
      `--scenario ${filters.scenario}: no such scenario in ${where}; it has ${listed(spec.scenarios.map((s) => s.name))}`,
    )
  }
  if (target !== undefined && !scenarios.some((s) => s.targets.includes(target))) {
    return Either.left(
      `--target ${target}: no scenario ${filters.scenario === undefined ? "" : `${JSON.stringify(filters.scenario)} `}of ${where} measures it`,
    )
  }
  const written = writtenCriteria(scenarios, target, metric)
  const criteria =
    written.length > 0 || metric === undefined || !isMetricName(metric)
      ? written
      : zeroToleranceCriteria(spec, scenarios, target, metric)
  return criteria.length > 0 ? Either.right(criteria) : Either.left(nothingToFollow(filters, where))
}
