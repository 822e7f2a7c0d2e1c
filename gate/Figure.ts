/**
 * The figure a history follows: which number of a target each run adds to its series, and how
 * that number reads. What a spec gates is what its histories show (ADR 28): `bench history`,
 * `bench site`, the report's rounds and overhead-history charts and the alerts all ask this
 * module, so they agree with the verdicts and with each other. Pure.
 *
 * A target follows what its thresholds gate, the most telling kind first — an overhead limit,
 * then an overhead regression (both an overhead over the scenario's baseline, in the form the
 * limit is written: a ratio `1.3x`, a relative change `+10%`, a difference `+0.5ms`), then a
 * regression, then an absolute limit (both the target's own value) — and within a kind the
 * first threshold the spec lists. Only when nothing on the target is gated does it fall back to
 * FALLBACK_HISTORY_METRICS: its overhead ratio over the baseline when it has one, else its value.
 *
 * The gates come from the run's own thresholds where they are known (a check's report), and
 * from the verdicts the store kept with the newest run of the series where only the store is
 * read (gate/store/ReadTrend.ts).
 */
import type { MetricName } from "../core/Metric.ts"
import type { OverheadForm, Threshold } from "../core/Spec.ts"
import { isMetricName } from "../targets/Metrics.ts"
import type { ThresholdVerdict } from "./Result.ts"

/**
 * How a series reads its metric: the target's own value (the median of a run's rounds), or its
 * overhead over the scenario's baseline as a ratio (`1.13x`), as a relative change (the same
 * ratio shown as `+13.0%`) or as a difference in the metric's unit (`+0.42 ms`).
 */
export type FigureForm = "value" | "ratio" | "relative" | "difference"

/** The forms of an overhead over a baseline. */
export type OverheadFigureForm = Exclude<FigureForm, "value">

export interface Figure {
  readonly metric: MetricName
  readonly form: FigureForm
  /** The kind of threshold whose metric and form this is; absent when nothing is gated. */
  readonly gatedBy?: Threshold["kind"]
}

/** What a threshold gates, as the rule needs it: a check's threshold or a stored verdict's row. */
export interface Gate {
  readonly target: string
  /** A string: a stored row may name a metric this version does not know. */
  readonly metric: string
  readonly kind: Threshold["kind"]
  /** An overhead kind's form as its limit is written; absent (or unknown): a ratio. */
  readonly form?: OverheadForm | undefined
}

/**
 * When nothing on a target is gated, the first of these it measured: latency for http and grpc
 * targets, time per operation for bun and go, wall time for commands, instructions for counted
 * scenarios.
 */
export const FALLBACK_HISTORY_METRICS: ReadonlyArray<MetricName> = [
  "p50",
  "time_per_op",
  "wall",
  "instructions",
]

/** Threshold kinds, the most telling first. */
const KIND_ORDER: ReadonlyArray<Threshold["kind"]> = [
  "overhead",
  "overhead-regression",
  "regression",
  "absolute",
]

/** A series' target as the rule sees it. */
export interface FollowedTarget {
  readonly target: string
  /** The scenario's baseline; absent without one. */
  readonly baseline?: string | undefined
  /** Whether the target has numbers of `metric` (measured in the run, or summarised). */
  readonly has: (metric: MetricName) => boolean
}

/** Whether the target's series can be an overhead: it has a baseline other than itself. */
const overBaseline = (subject: FollowedTarget): boolean =>
  subject.baseline !== undefined && subject.baseline !== subject.target

const overheadFormOf = (form: OverheadForm | undefined): OverheadFigureForm =>
  form === "additive" ? "difference" : form === "relative" ? "relative" : "ratio"

/** The figure one gate draws on its target. */
const figureOfGate = (gate: Gate & { readonly metric: MetricName }, overhead: boolean): Figure => ({
  metric: gate.metric,
  form:
    overhead && (gate.kind === "overhead" || gate.kind === "overhead-regression")
      ? overheadFormOf(gate.form)
      : "value",
  gatedBy: gate.kind,
})

const rankOfKind = (kind: Threshold["kind"] | undefined): number =>
  kind === undefined ? KIND_ORDER.length : KIND_ORDER.indexOf(kind)

/**
 * The figure `subject` follows: with `metric`, how that metric reads on it (the form its most
 * telling gate on the metric writes, else the default form); without, what its most telling
 * gate gates, else the first fallback metric it has. Undefined when it has no such metric.
 */
export const followedFigure = (
  gates: ReadonlyArray<Gate>,
  subject: FollowedTarget,
  metric?: MetricName,
): Figure | undefined => {
  const overhead = overBaseline(subject)
  const gated = gates
    .filter(
      (gate): gate is Gate & { readonly metric: MetricName } =>
        gate.target === subject.target &&
        isMetricName(gate.metric) &&
        (metric === undefined || gate.metric === metric) &&
        subject.has(gate.metric),
    )
    // Stable: the spec's order within a kind.
    .sort((a, b) => rankOfKind(a.kind) - rankOfKind(b.kind))
  const first = gated[0]
  if (first !== undefined) return figureOfGate(first, overhead)
  const fallback =
    metric === undefined
      ? FALLBACK_HISTORY_METRICS.find(subject.has)
      : subject.has(metric)
        ? metric
        : undefined
  return fallback === undefined
    ? undefined
    : { metric: fallback, form: overhead ? "ratio" : "value" }
}

/**
 * How much a figure tells, for choosing the one a scenario is headed by: gated before not,
 * by the kind's order; then an overhead before a value. Lower tells more.
 */
export const figureRank = (
  figure: Pick<Figure, "form"> & { readonly gatedBy?: Figure["gatedBy"] | undefined },
): number => rankOfKind(figure.gatedBy) * 2 + (figure.form === "value" ? 1 : 0)

/**
 * The gates of a check's verdicts: each threshold the spec wrote. The implicit error limit of a
 * target without an error_rate threshold is no gate of the spec's (its verdict exists only
 * when the limit failed), so it never decides what a history follows.
 */
export const checkGates = (verdicts: ReadonlyArray<ThresholdVerdict>): ReadonlyArray<Gate> =>
  verdicts
    .filter((verdict) => verdict.reason.kind !== "default-error-rate")
    .map(({ threshold }) => ({
      target: threshold.target,
      metric: threshold.metric,
      kind: threshold.kind,
      ...(threshold.kind === "overhead" || threshold.kind === "overhead-regression"
        ? { form: threshold.form }
        : {}),
    }))
