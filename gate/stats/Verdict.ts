/**
 * Three-way verdicts from an interval and a limit: the interval inclusion principle of
 * equivalence testing (D. J. Schuirmann, "A comparison of the two one-sided tests procedure
 * and the power approach", J. Pharmacokinet. Biopharm. 15, 1987). With a (1 − α) interval:
 *
 * - fail          the whole interval violates the limit (the violation is significant: a false
 *                 alarm when the truth sits exactly at the limit has probability α/2),
 * - pass          the whole interval satisfies it,
 * - inconclusive  it straddles the limit: more rounds would narrow it (./Adaptive.ts).
 *
 * Touching counts by the comparator: for `<= L` an upper bound of exactly L passes; for `< L`
 * it does not, and a lower bound of exactly L fails.
 *
 * `minEffect` (relative, 0.01 = 1%) states how far past the limit a change must be to matter:
 * a failing interval whose estimate is less than that past the limit passes, and so does a
 * straddling interval whose worst end is less than that past it (even the worst case is too
 * small to act on). The distance is relative to the limit, so it is undefined (never applies)
 * for a limit of 0.
 *
 * An interval that is not attainable (too few rounds for its level) never decides.
 */

import type { IntervalReason, Reason, Scale } from "../Reason.ts"
import type { Interval } from "./Interval.ts"
import { type Better, capsFromAbove, holds, type Limit } from "./Limit.ts"

export type Decided = "pass" | "fail" | "inconclusive"

/** What a verdict needs of an interval; every Interval is one. */
export type Bounds = Pick<Interval, "estimate" | "lower" | "upper"> &
  Partial<Pick<Interval, "level" | "n" | "attainable" | "achievedLevel">>

export interface Decision {
  readonly status: Decided
  /** Why, as data (gate/Reason.ts); report/Reason.ts words it. */
  readonly reason: Reason
}

interface DecideOptions {
  /** Relative distance past the limit below which a change is too small to fail. */
  readonly minEffect?: number
  /** What is measured: `p50 ratio`, `p99 of layered`. Default `estimate`. */
  readonly label?: string
  /** How the numbers read. Default: plain numbers. */
  readonly scale?: Scale
}

/** The outcome before wording, shared by every kind of verdict. */
type Classification =
  | { readonly kind: "no-estimate" }
  | { readonly kind: "unattainable" }
  | { readonly kind: "pass" | "fail" | "straddles" }
  | {
      readonly kind: "small-effect"
      readonly excess: number
      readonly wouldBe: "fail" | "straddles"
    }

/** How far past the limit a value lies, relative to the limit (negative: on the good side). */
const excessOf = (value: number, limit: Limit): number => {
  if (limit.value === 0) return Number.POSITIVE_INFINITY
  const past = capsFromAbove(limit) ? value - limit.value : limit.value - value
  return past / Math.abs(limit.value)
}

const classify = (bounds: Bounds, limit: Limit, minEffect: number): Classification => {
  if ([bounds.estimate, bounds.lower, bounds.upper].some(Number.isNaN))
    return { kind: "no-estimate" }
  const worst = capsFromAbove(limit) ? bounds.upper : bounds.lower
  const best = capsFromAbove(limit) ? bounds.lower : bounds.upper
  const kind = holds(worst, limit) ? "pass" : holds(best, limit) ? "straddles" : "fail"
  if (bounds.attainable === false) return { kind: "unattainable" }
  if (kind === "fail" && excessOf(bounds.estimate, limit) < minEffect)
    return { kind: "small-effect", excess: excessOf(bounds.estimate, limit), wouldBe: "fail" }
  if (kind === "straddles" && excessOf(worst, limit) < minEffect)
    return { kind: "small-effect", excess: excessOf(worst, limit), wouldBe: "straddles" }
  return { kind }
}

const STATUS: Record<Classification["kind"], Decided> = {
  "no-estimate": "inconclusive",
  unattainable: "inconclusive",
  pass: "pass",
  fail: "fail",
  straddles: "inconclusive",
  "small-effect": "pass",
}

/** The classification and its numbers, as the reason's data. */
const reasonOf = (
  found: Classification,
  e: {
    readonly label: string
    readonly scale: Scale
    readonly bounds: Bounds
    readonly limit: Limit
    readonly minEffect: number
  },
): IntervalReason => ({
  kind: "interval",
  outcome: found.kind,
  label: e.label,
  scale: e.scale,
  bounds: {
    estimate: e.bounds.estimate,
    lower: e.bounds.lower,
    upper: e.bounds.upper,
    ...(e.bounds.level === undefined ? {} : { level: e.bounds.level }),
    ...(e.bounds.n === undefined ? {} : { n: e.bounds.n }),
    ...(e.bounds.attainable === undefined ? {} : { attainable: e.bounds.attainable }),
    ...(e.bounds.achievedLevel === undefined ? {} : { achievedLevel: e.bounds.achievedLevel }),
  },
  limit: { comparator: e.limit.comparator, value: e.limit.value },
  minEffect: e.minEffect,
  ...(found.kind === "small-effect" ? { excess: found.excess, wouldBe: found.wouldBe } : {}),
})

/** The verdict of a limit on an estimated quantity (absolute value, overhead ratio). */
export const decide = (bounds: Bounds, limit: Limit, options: DecideOptions = {}): Decision => {
  const minEffect = options.minEffect ?? 0
  const found = classify(bounds, limit, minEffect)
  return {
    status: STATUS[found.kind],
    reason: reasonOf(found, {
      label: options.label ?? "estimate",
      scale: options.scale ?? { kind: "plain" },
      bounds,
      limit,
      minEffect,
    }),
  }
}

interface RegressionOptions {
  /** Which way is better for the metric. */
  readonly better: Better
  /** Largest tolerated worsening as a fraction: 0.05 = may get 5% worse. */
  readonly tolerance: number
  readonly minEffect?: number
  /** The metric, e.g. `rps`. Default `change`. */
  readonly label?: string
}

/**
 * The verdict of a regression limit, given an interval on the ratio head ÷ base. Worse means
 * lower for higher-is-better metrics (rps), higher for the others (latency). Reasons speak in
 * relative changes: `rps −3.1% (95% CI −7.9%…+1.6%) straddles the −5% limit after 16 rounds`.
 */
export const decideRegression = (ratio: Bounds, options: RegressionOptions): Decision => {
  const higher = options.better === "higher"
  const limit: Limit = higher
    ? { comparator: ">=", value: 1 - options.tolerance }
    : { comparator: "<=", value: 1 + options.tolerance }
  const minEffect = options.minEffect ?? 0
  const found = classify(ratio, limit, minEffect)
  return {
    status: STATUS[found.kind],
    reason: {
      ...reasonOf(found, {
        label: options.label ?? "change",
        scale: { kind: "change" },
        bounds: {
          ...ratio,
          estimate: ratio.estimate - 1,
          lower: ratio.lower - 1,
          upper: ratio.upper - 1,
        },
        limit: { comparator: limit.comparator, value: limit.value - 1 },
        minEffect,
      }),
      regression: { better: options.better, tolerance: options.tolerance },
    },
  }
}
