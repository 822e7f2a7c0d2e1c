/**
 * A started target still warming up when its rounds began: its first round's CPU per request far
 * above the rest of its rounds. A JIT-compiled server gets cheaper for seconds after it starts
 * (docs/verdict-quality.md §11: a Node service's layered path +131% in the first round after the
 * default 500 ms warm-up, its interval three times as wide as with `warmup: "steady"`); its
 * rounds are then not rounds of the same thing. The verdicts are not changed — the interval
 * already carries the spread — but the reader is told why, and what lets the target settle.
 *
 * Only CPU per request, read from a process benchgate started, and only a first round the
 * machine did not disturb (gate/Disturbance.ts): a neighbour can make a round costlier too.
 * Base copies are the head's processes built from another commit; their own first rounds are
 * not reported apart. Pure.
 */
import { type Copies, isCopy } from "../core/Copies.ts"
import type { MetricValues } from "../core/Metric.ts"
import { median } from "./stats/Sample.ts"

/** What the rule reads of a run (gate/Result.ts ScenarioRun). */
interface Rounds {
  readonly targets: ReadonlyArray<string>
  readonly rounds: ReadonlyArray<{
    readonly round: number
    readonly fork?: number
    readonly target: string
    readonly values: MetricValues
  }>
  readonly copies?: Copies
  /** Rounds from here on were measured on fresh processes (gate/Launches.ts). */
  readonly confirmation?: { readonly fromRound: number }
}

/** A first round this many times the median of the later ones is a target still warming up. */
export const WARMING_RATIO = 1.5

/** Fewest rounds to tell a first round from the rest: it and two more. */
const MIN_ROUNDS = 3

export interface Warming {
  readonly target: string
  /** The first round's CPU per request over the median of the target's later rounds. */
  readonly firstRound: number
}

/** The run's head targets whose first round (of the first launch) was still warming up. */
export const warmingTargets = (run: Rounds, busyLimit: number): ReadonlyArray<Warming> => {
  const fresh = run.confirmation?.fromRound ?? Number.POSITIVE_INFINITY
  const launch = run.rounds.filter((r) => (r.fork ?? 0) === 0 && r.round < fresh)
  return run.targets.flatMap((target) => {
    if (isCopy(run.copies, target)) return []
    const rounds = launch
      .filter((r) => r.target === target && r.values.cpu_per_request !== undefined)
      .sort((a, b) => a.round - b.round)
    const [opening, ...later] = rounds
    if (opening === undefined || rounds.length < MIN_ROUNDS) return []
    if ((opening.values.other_cpu ?? 0) > busyLimit) return []
    const rest = median(later.map((r) => r.values.cpu_per_request ?? Number.NaN))
    const firstRound = (opening.values.cpu_per_request ?? Number.NaN) / rest
    return Number.isFinite(firstRound) && firstRound >= WARMING_RATIO
      ? [{ target, firstRound }]
      : []
  })
}
