/**
 * A busy machine is not slow code, and it is not fast code either. Every slice records
 * `other_cpu`, the share of the machine's CPU that processes outside the check (and the
 * hypervisor) took while it ran (run/SliceMeter.ts). A round is disturbed when one of its slices
 * saw more than the limit.
 *
 * The gate judges a scenario on its undisturbed rounds when enough of them remain, and says how
 * many it left out. When too few remain it judges every round, and each statistical verdict's
 * interval is widened by what a neighbour's load can move that kind of comparison — measured on
 * this machine kind (docs/verdict-quality.md §9), scaled by how busy the machine was — so a
 * change far past what disturbance can explain still fails, and one within it does not
 * (ADR 29). What a neighbour cannot move is never widened: errors, statuses and exact sizes and
 * counts (core/Metric.ts `contention: "none"`).
 *
 * Pure: reads a run, returns the rounds to judge, what to say, and each verdict's allowance.
 */
import type { Contention, MetricValues } from "../core/Metric.ts"
import type { Interval } from "./stats/Interval.ts"
import { median } from "./stats/Sample.ts"

/** What the rule reads of a run: its rounds' numbers and values (gate/Result.ts ScenarioRun). */
interface Rounds {
  readonly rounds: ReadonlyArray<{ readonly round: number; readonly values: MetricValues }>
}

/**
 * The share of the machine's CPU others may take in a slice before its round counts as
 * disturbed: 15%, under a third of one core on two. Measured here (docs/verdict-quality.md
 * §6): quiet machines 0–13% (the p90 of a study's slices); one core spun by another process,
 * 38–59% (median); a second check beside it, about 45%.
 */
export const DEFAULT_BUSY_LIMIT = 0.15

/** Fewer undisturbed rounds than this, and the verdicts are made on all rounds, widened. */
export const MIN_CLEAN_ROUNDS = 4

export interface Disturbance {
  /** The limit applied, 0..1. */
  readonly limit: number
  /** Rounds measured, and those with a slice past the limit. */
  readonly rounds: number
  readonly disturbed: number
  /** Median and highest share of the machine's CPU others took, over the slices, 0..1. */
  readonly median: number
  readonly highest: number
  /**
   * What the verdicts were made on: the undisturbed rounds (`clean`), or all rounds with every
   * statistical interval widened by a busy allowance (`all`).
   */
  readonly judged: "clean" | "all"
}

/**
 * What a verdict compares, as far as a neighbour's load goes:
 * - "copies": a target against a copy of itself in the same rounds (`--base`, calibrate's
 *   twins). Both run the same code in the same busy slices, so a neighbour cannot make a change
 *   out of nothing; it can make a real change look larger or smaller (under contention the
 *   fixed cost of a request moves, so the extra work is a different share of it);
 * - "paths": a target against a different baseline in the same rounds (overhead): two paths
 *   react differently to shared cores, so the ratio itself moves;
 * - "level": a level against a limit, or against rounds measured at another time (absolute
 *   limits, a regression against a stored run): the neighbour's whole effect is in it.
 */
export type Comparison = "copies" | "paths" | "level"

/**
 * How far a neighbour taking all of the machine could move each comparison, per unit of the
 * share others took, on the log scale (for "copies": as a fraction of the change itself).
 * Measured on this machine kind, quiet against one core spun, on the bundled specs and the
 * cost servers (docs/verdict-quality.md §9): the largest move seen, so the allowance covers
 * every comparison measured.
 */
export const BUSY_SLOPES: Readonly<
  Record<Comparison, Readonly<Record<Exclude<Contention, "none">, number>>>
> = {
  // Measured for work at 0.37 and 0.95 against two quiet rows of the same +28% work (5 trials
  // each, §9.2): 1 covers both until rows of 20 trials pin it down.
  // Allocation (go's B/op, §14.4): four checks a side, one core spun (a share of 0.5), moved a
  // ratio at most 0.6% and a level 1.8%: twice the largest move, per unit of share. A copy runs
  // the same code, so its change is scaled at most as much as a level moves.
  copies: { time: 1, work: 1, allocation: 0.07 },
  paths: { time: 2.5, work: 0.6, allocation: 0.025 },
  level: { time: 2.8, work: 0.7, allocation: 0.07 },
}

/** A verdict's busy allowance: what it compares, how busy, and how far it widens. */
export interface BusyAllowance {
  readonly comparison: Comparison
  /** The share of the machine others took, median of the judged slices, 0..1. */
  readonly share: number
  /**
   * "shift": the interval's ends move out by `by` on the log scale; "scale": the change itself
   * may be `by` (a fraction) larger or smaller than measured.
   */
  readonly kind: "shift" | "scale"
  readonly by: number
}

/**
 * The allowance of one verdict, or undefined when the verdicts were judged on quiet rounds or
 * its metric is one a neighbour cannot move.
 */
export const busyAllowance = (
  disturbance: Disturbance | undefined,
  comparison: Comparison,
  contention: Contention,
): BusyAllowance | undefined => {
  if (disturbance?.judged !== "all" || contention === "none") return undefined
  const share = disturbance.median
  const slope = BUSY_SLOPES[comparison][contention]
  // The change's own scale cannot be moved by all of itself: a bound below 1 keeps its sign.
  return comparison === "copies"
    ? { comparison, share, kind: "scale", by: Math.min(0.9, slope * share) }
    : { comparison, share, kind: "shift", by: slope * share }
}

/**
 * An interval widened by an allowance: on the log scale for positive intervals (ratios and
 * levels), relatively otherwise. "scale" treats the log of the ratio as the change: its true
 * size lies within a factor (1 ± by) of the measured one, so 1 (no change) is never moved.
 */
export const widened = (interval: Interval, allowance: BusyAllowance | undefined): Interval => {
  if (!allowance || !(allowance.by > 0)) return interval
  const positive = interval.lower > 0 && interval.upper > 0
  const { by } = allowance
  if (allowance.kind === "scale") {
    const scaled = (x: number, outward: boolean) => {
      const change = positive ? Math.log(x) : x
      const bound = change / (outward === change > 0 ? 1 - by : 1 + by)
      return positive ? Math.exp(bound) : bound
    }
    return {
      ...interval,
      lower: scaled(interval.lower, false),
      upper: scaled(interval.upper, true),
    }
  }
  if (positive) {
    return {
      ...interval,
      lower: interval.lower * Math.exp(-by),
      upper: interval.upper * Math.exp(by),
    }
  }
  const spread = Math.expm1(by)
  const reach = Math.max(Math.abs(interval.lower), Math.abs(interval.upper))
  return {
    ...interval,
    lower: interval.lower - spread * reach,
    upper: interval.upper + spread * reach,
  }
}

/**
 * The run to judge and the disturbance behind it: the run itself when no slice recorded other
 * CPU past the limit (or none recorded it at all), else the undisturbed rounds when at least
 * MIN_CLEAN_ROUNDS remain, else every round (and the verdicts widen their intervals).
 */
export const judgedRounds = <Run extends Rounds>(
  run: Run,
  limit: number = DEFAULT_BUSY_LIMIT,
): { readonly run: Run; readonly disturbance?: Disturbance } => {
  const shares = run.rounds.flatMap((r) =>
    r.values.other_cpu === undefined ? [] : [r.values.other_cpu],
  )
  if (shares.length === 0) return { run }
  const disturbed = new Set(
    run.rounds.filter((r) => (r.values.other_cpu ?? 0) > limit).map((r) => r.round),
  )
  const rounds = new Set(run.rounds.map((r) => r.round))
  if (disturbed.size === 0) return { run }
  const clean = rounds.size - disturbed.size
  const judged = clean >= MIN_CLEAN_ROUNDS ? "clean" : "all"
  const disturbance: Disturbance = {
    limit,
    rounds: rounds.size,
    disturbed: disturbed.size,
    median: median(shares),
    highest: Math.max(...shares),
    judged,
  }
  return judged === "clean"
    ? { run: { ...run, rounds: run.rounds.filter((r) => !disturbed.has(r.round)) }, disturbance }
    : { run, disturbance }
}
