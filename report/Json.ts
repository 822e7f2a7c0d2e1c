/**
 * The machine-readable report written by `bench check --json FILE`: a versioned document with
 * an explicit unit on every number. docs/json-report.md is its reference; the `JsonReport`
 * types below are the same contract in TypeScript.
 *
 * Versioning: `version` changes only for incompatible changes (a field removed, renamed or
 * given another meaning). New fields may appear within a version; readers ignore what they do
 * not know.
 *
 * Numbers are the gate's values unrounded, in canonical units. A value that is not a finite
 * number (the gate divided by zero, say) is written as `null` rather than dropped, so the
 * field's presence never depends on arithmetic.
 */

import {
  type Better,
  METRIC_NAMES,
  METRICS,
  type MetricName,
  type MetricValues,
  type Unit,
} from "../core/Metric.ts"
import type { Comparator, Threshold } from "../core/Spec.ts"
import type { Disturbance } from "../gate/Disturbance.ts"
import type { Reason } from "../gate/Reason.ts"
import type {
  CheckResult,
  Environment,
  ReplicaInfo,
  ScenarioOutcome,
  ScenarioProfile,
  ShardInfo,
  Status,
  TargetSummary,
  ThresholdVerdict,
} from "../gate/Result.ts"
import { describeReason } from "./Reason.ts"
import { countVerdicts, overallStatus, scenarioStatus, type VerdictCounts } from "./Summary.ts"

export const JSON_REPORT_VERSION = 1

/** Metric units, plus `ratio` (target ÷ baseline) for overheads. Changes use `fraction`. */
export type JsonUnit = Unit | "ratio"

export interface Quantity<U extends JsonUnit = JsonUnit> {
  readonly value: number | null
  readonly unit: U
}

export interface JsonRun {
  readonly id: number | null
  readonly startedAt: string
  readonly commit: string
  readonly branch: string
  /** Milliseconds spent inside the load tools, warm-ups included; null when unknown. */
  readonly loadMs: number | null
  readonly environment: Environment
}

export interface JsonTarget {
  readonly target: string
  readonly rounds: number
  readonly estimates: Readonly<Partial<Record<MetricName, Quantity<Unit>>>>
  readonly overhead: Readonly<Partial<Record<MetricName, Quantity<"ratio">>>>
  readonly change: Readonly<Partial<Record<MetricName, Quantity<"fraction">>>>
  /** Overhead over the baseline in the base branch's stored runs, then this run; see the doc. */
  readonly history: JsonHistory | null
}

export interface JsonHistoryPoint {
  /** The stored run's id; null for this run's own point (always the last). */
  readonly runId: number | null
  readonly commit: string
  readonly startedAt: string
  readonly ratio: Quantity<"ratio">
}

export interface JsonHistory {
  readonly metric: MetricName
  readonly branch: string
  /** Oldest first; this run's point last. */
  readonly points: ReadonlyArray<JsonHistoryPoint>
  /** Change points of `points`: from `index` on, the ratio sits at a new level. */
  readonly shifts: ReadonlyArray<JsonLevelShift>
}

export interface JsonLevelShift {
  /** Index in `points` of the first run of the new level. */
  readonly index: number
  readonly commit: string
  /** Median ratio before and after. */
  readonly before: Quantity<"ratio">
  readonly after: Quantity<"ratio">
  readonly pValue: number
}

export interface JsonLimit {
  /** For regression thresholds always `<=`: the worsening must stay within the tolerance. */
  readonly comparator: Comparator
  readonly value: number
  readonly unit: JsonUnit
  /** Overhead limits written as a change (`+10%`) or a difference (`+5ms`); absent: a ratio. */
  readonly form?: "relative" | "additive"
}

export interface JsonVerdict {
  readonly kind: Threshold["kind"]
  readonly target: string
  readonly metric: MetricName
  readonly better: Better
  readonly threshold: string
  readonly limit: JsonLimit
  readonly status: Status
  readonly measured: Quantity | null
  readonly reason: string
  /** The same reason as data (gate/Reason.ts), for tools that word it their own way. */
  readonly reasonData: Reason
  /** Where the threshold is written (for annotations); null when it could not be located. */
  readonly location: { readonly file: string; readonly line: number } | null
  /** The confidence interval around `measured`, same unit; null for exact or skipped verdicts. */
  readonly interval: {
    readonly lower: number | null
    readonly upper: number | null
    readonly level: number
    readonly method: string
  } | null
  /** Rounds behind the estimate; null when nothing was measured. */
  readonly rounds: number | null
  /**
   * Present only when a reviewer accepted this failure (status `pass`): who, the accepted level
   * in `measured`'s unit, and the stored run it was accepted with when carried from there.
   */
  readonly accepted?: {
    readonly by: string
    readonly level: number | null
    readonly from: { readonly runId: number; readonly commit: string } | null
  }
}

export interface JsonScenario {
  readonly spec: string
  readonly specFile: string
  readonly scenario: string
  readonly baseline: string | null
  /** Rounds added while verdicts were inconclusive: the last look's interval confidence. */
  readonly adaptive: {
    readonly level: number
    readonly looks: number
    readonly stopped: string
  } | null
  /** Rounds in which other processes took more of the machine than the limit (gate/Disturbance.ts). */
  readonly disturbance: Disturbance | null
  readonly status: Status | null
  readonly targets: ReadonlyArray<JsonTarget>
  readonly verdicts: ReadonlyArray<JsonVerdict>
}

export interface JsonReport {
  readonly version: typeof JSON_REPORT_VERSION
  readonly tool: "benchgate"
  /** Worst verdict of the run; `null` when no threshold was checked. */
  readonly status: Status | null
  readonly run: JsonRun
  readonly summary: VerdictCounts
  readonly scenarios: ReadonlyArray<JsonScenario>
  /** For one shard of a sharded check (`--shard i/n`), what `bench merge` joins; else null. */
  readonly shard: ShardInfo | null
  /** For one replica of a replicated check (`--replica i/k`), what `bench merge` pools; else null. */
  readonly replica: ReplicaInfo | null
  /**
   * Where the time went in the scenarios profiled after the verdicts (run/Profile.ts): each
   * side's profiler, the top functions of the differential with their intervals (an unbounded
   * end is null), the merged call tree and the profile files written.
   */
  readonly profiles: ReadonlyArray<ScenarioProfile>
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

const target = (summary: TargetSummary): JsonTarget => ({
  target: summary.target,
  rounds: summary.rounds,
  estimates: quantities(summary.estimates, (metric) => METRICS[metric].unit),
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
      return METRICS[threshold.metric].unit
    case "overhead":
      return threshold.form === "additive" ? METRICS[threshold.metric].unit : "ratio"
    case "regression":
      return "fraction"
    case "overhead-regression":
      return threshold.form === "additive" ? METRICS[threshold.metric].unit : "fraction"
  }
}

const limit = (threshold: Threshold): JsonLimit => {
  switch (threshold.kind) {
    case "absolute":
      return {
        comparator: threshold.comparator,
        value: threshold.limit,
        unit: METRICS[threshold.metric].unit,
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
  (v: ThresholdVerdict): JsonVerdict => ({
    kind: v.threshold.kind,
    target: v.threshold.target,
    metric: v.threshold.metric,
    better: METRICS[v.threshold.metric].better,
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

const scenario = (outcome: ScenarioOutcome): JsonScenario => ({
  spec: outcome.spec,
  specFile: outcome.specFile,
  scenario: outcome.scenario,
  baseline: outcome.baseline ?? null,
  adaptive: outcome.adaptive ?? null,
  disturbance: outcome.disturbance ?? null,
  status: scenarioStatus(outcome) ?? null,
  targets: outcome.targets.map(target),
  verdicts: outcome.verdicts.map(verdict(outcome.specFile)),
})

/** The report as a value (for callers that embed it rather than write it). */
export const jsonReport = (result: CheckResult): JsonReport => ({
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
