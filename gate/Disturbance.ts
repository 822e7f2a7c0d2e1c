/**
 * A busy machine is not slow code. Every slice records `other_cpu`, the share of the machine's
 * CPU that processes outside the check (and the hypervisor) took while it ran
 * (run/SliceMeter.ts). A round is disturbed when one of its slices saw more than the limit.
 *
 * The gate judges a scenario on its undisturbed rounds when enough of them remain, and says how
 * many it left out. When too few remain, it judges every round, but a verdict that would fail
 * is reported inconclusive with the disturbance, never as a failure of the code: work that
 * other processes do makes multi-process paths slower and noisier, and a ratio measured under
 * it says more about the neighbour than about the change (docs/verdict-quality.md §6).
 * Pure: reads a run, returns the rounds to judge and what to say.
 */
import type { ScenarioRun } from "./Result.ts"

/**
 * The share of the machine's CPU others may take in a slice before its round counts as
 * disturbed: 15%, under a third of one core on two. Measured here (docs/verdict-quality.md
 * §6): quiet machines 0–13% (the p90 of a study's slices); one core spun by another process,
 * 38–59% (median); a second check beside it, about 45%.
 */
export const DEFAULT_BUSY_LIMIT = 0.15

/** Fewer undisturbed rounds than this, and the verdicts are made on all rounds (and never fail). */
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
   * What the verdicts were made on: the undisturbed rounds (`clean`), or all rounds with a
   * failure reported inconclusive (`all`).
   */
  readonly judged: "clean" | "all"
}

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 === 1 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2
}

/**
 * The run to judge and the disturbance behind it: the run itself when no slice recorded other
 * CPU past the limit (or none recorded it at all), else the undisturbed rounds when at least
 * MIN_CLEAN_ROUNDS remain.
 */
export const judgedRounds = (
  run: ScenarioRun,
  limit: number = DEFAULT_BUSY_LIMIT,
): { readonly run: ScenarioRun; readonly disturbance?: Disturbance } => {
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
