/**
 * Writes the machine-readable report of `bench check --json FILE`: a versioned document with
 * an explicit unit on every number. Its schema (report/json/JsonReport.ts) is the contract —
 * the file's type below is the schema's file side, so a field the schema lacks, or of another
 * type, does not compile here — and docs/json-report.md its reference, rendered from it.
 *
 * Numbers are the gate's values unrounded, in canonical units. A value that is not a finite
 * number (the gate divided by zero, say) is written as `null` rather than dropped, so the
 * field's presence never depends on arithmetic.
 */

import { type MetricName, type MetricValues, metricInfo } from "../core/Metric.ts"
import type { Threshold } from "../core/Spec.ts"
import type {
  CheckResult,
  ScenarioOutcome,
  ScenarioProfile,
  TargetSummary,
  ThresholdVerdict,
} from "../gate/Result.ts"
import { METRIC_NAMES } from "../targets/Metrics.ts"
import {
  JSON_REPORT_VERSION,
  type JsonReportFile,
  type JsonScenarioFile,
  type JsonTargetFile,
  type JsonVerdictFile,
} from "./json/JsonReport.ts"
import { describeReason } from "./Reason.ts"
import { countVerdicts, overallStatus, scenarioStatus } from "./Summary.ts"

type JsonUnit = JsonVerdictFile["limit"]["unit"]

interface Quantity<U extends JsonUnit> {
  readonly value: number | null
  readonly unit: U
}

/** Interval ends that are infinite (one profiled round) become null, as JSON has no infinity. */
const jsonProfile = (profile: ScenarioProfile): ScenarioProfile =>
  JSON.parse(
    JSON.stringify(profile, (_key, value) => (typeof value === "number" ? finite(value) : value)),
  )

const finite = (value: number): number | null => (Number.isFinite(value) ? value : null)

/** Metrics in catalogue order (stable output), each value paired with its unit. */
const quantities = <U extends JsonUnit>(
  values: MetricValues,
  unitOf: (metric: MetricName) => U,
): Partial<Record<MetricName, Quantity<U>>> => {
  const out: Partial<Record<MetricName, Quantity<U>>> = {}
  for (const metric of METRIC_NAMES) {
    const value = values[metric]
    if (value !== undefined) out[metric] = { value: finite(value), unit: unitOf(metric) }
  }
  return out
}

const target = (summary: TargetSummary): JsonTargetFile => ({
  target: summary.target,
  rounds: summary.rounds,
  estimates: quantities(summary.estimates, (metric) => metricInfo(metric).unit),
  overhead: quantities(summary.overhead, () => "ratio" as const),
  change: quantities(summary.change, () => "fraction" as const),
  history: summary.history
    ? {
        metric: summary.history.metric,
        branch: summary.history.branch,
        points: summary.history.points.map((point) => ({
          runId: point.runId ?? null,
          commit: point.commit,
          startedAt: point.startedAt,
          ratio: { value: finite(point.ratio), unit: "ratio" as const },
        })),
        shifts: summary.history.shifts.map((shift) => ({
          index: shift.index,
          commit: shift.commit,
          before: { value: finite(shift.before), unit: "ratio" as const },
          after: { value: finite(shift.after), unit: "ratio" as const },
          pValue: shift.pValue,
        })),
      }
    : null,
})

/** The unit of a verdict's `measured` value, which depends on the threshold kind. */
const measuredUnit = (threshold: Threshold): JsonUnit => {
  switch (threshold.kind) {
    case "absolute":
      return metricInfo(threshold.metric).unit
    case "overhead":
      return threshold.form === "additive" ? metricInfo(threshold.metric).unit : "ratio"
    case "regression":
      return "fraction"
    case "overhead-regression":
      return threshold.form === "additive" ? metricInfo(threshold.metric).unit : "fraction"
  }
}

const limit = (threshold: Threshold): JsonVerdictFile["limit"] => {
  switch (threshold.kind) {
    case "absolute":
      return {
        comparator: threshold.comparator,
        value: threshold.limit,
        unit: metricInfo(threshold.metric).unit,
      }
    case "overhead":
      return {
        comparator: threshold.comparator,
        value: threshold.limit,
        unit: measuredUnit(threshold),
        ...(threshold.form === "ratio" ? {} : { form: threshold.form }),
      }
    case "regression":
      return { comparator: "<=", value: threshold.tolerance, unit: "fraction" }
    case "overhead-regression":
      return {
        comparator: "<=",
        value: threshold.tolerance,
        unit: measuredUnit(threshold),
        ...(threshold.form === "ratio" ? {} : { form: threshold.form }),
      }
  }
}

const verdict =
  (specFile: string) =>
  (v: ThresholdVerdict): JsonVerdictFile => ({
    kind: v.threshold.kind,
    target: v.threshold.target,
    metric: v.threshold.metric,
    better: metricInfo(v.threshold.metric).better,
    threshold: v.threshold.text,
    limit: limit(v.threshold),
    status: v.status,
    measured:
      v.measured === undefined
        ? null
        : { value: finite(v.measured), unit: measuredUnit(v.threshold) },
    reason: describeReason(v.reason),
    reasonData: v.reason,
    location: v.threshold.line === undefined ? null : { file: specFile, line: v.threshold.line },
    interval: v.interval
      ? {
          lower: finite(v.interval.lower),
          upper: finite(v.interval.upper),
          level: v.interval.level,
          method: v.interval.method,
        }
      : null,
    rounds: v.rounds ?? null,
    ...(v.accepted === undefined
      ? {}
      : {
          accepted: {
            by: v.accepted.by,
            level: v.accepted.level === undefined ? null : finite(v.accepted.level),
            from: v.accepted.from ?? null,
          },
        }),
  })

const scenario = (outcome: ScenarioOutcome): JsonScenarioFile => ({
  spec: outcome.spec,
  specFile: outcome.specFile,
  scenario: outcome.scenario,
  baseline: outcome.baseline ?? null,
  adaptive: outcome.adaptive ?? null,
  disturbance: outcome.disturbance ?? null,
  warming: outcome.warming ?? null,
  status: scenarioStatus(outcome) ?? null,
  targets: outcome.targets.map(target),
  verdicts: outcome.verdicts.map(verdict(outcome.specFile)),
})

/** The report as a value (for callers that embed it rather than write it). */
export const jsonReport = (result: CheckResult): JsonReportFile => ({
  version: JSON_REPORT_VERSION,
  tool: "benchgate",
  status: overallStatus(result) ?? null,
  run: {
    id: result.run.id ?? null,
    startedAt: result.run.startedAt,
    commit: result.run.commit,
    branch: result.run.branch,
    loadMs: result.loadMs ?? null,
    environment: {
      fingerprint: result.run.environment.fingerprint,
      cpuModel: result.run.environment.cpuModel,
      cores: result.run.environment.cores,
      os: result.run.environment.os,
      tools: { ...result.run.environment.tools },
    },
  },
  summary: countVerdicts(result),
  scenarios: result.outcomes.map(scenario),
  shard: result.shard ?? null,
  replica: result.replica ?? null,
  profiles: (result.profiles ?? []).map(jsonProfile),
})

/** The report as pretty-printed JSON (2-space indent), ending with a newline. */
export const renderJson = (result: CheckResult): string =>
  `${JSON.stringify(jsonReport(result), null, 2)}\n`
