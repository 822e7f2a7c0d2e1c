/**
 * Paired measurements: a target and its reference (a baseline, a base-commit copy, a twin) in
 * the same rounds, as per-round ratios and differences, and their intervals: over launches
 * when the targets were launched several times (forks), else the crossover analysis over
 * rounds when both orders ran, else the plain paired t (gate/stats/PairedRatio.ts).
 */
import type { MetricName } from "../core/Metric.ts"
import type { ScenarioRun } from "./Result.ts"
import type { Interval } from "./stats/Interval.ts"
import {
  type PairedOptions,
  pairedDifferenceInterval,
  pairedRatioInterval,
} from "./stats/PairedRatio.ts"

export interface Paired {
  readonly ratios: number[]
  /** Per round, target − reference (additive overhead limits). */
  readonly differences: number[]
  /** Per ratio: did the target run before its reference in that round? */
  readonly targetFirst: boolean[]
  readonly rounds: number[]
  /** Per ratio: the launch of the targets that measured it (0 for runs without forks). */
  readonly forks: number[]
  /** Per ratio, what the target and its reference read (gate/Resolution.ts: their rounding). */
  readonly readings: { readonly target: number[]; readonly reference: number[] }
}

/** target ÷ reference per round, for the rounds in which both produced the metric. */
export const pairedRatios = (
  run: ScenarioRun,
  target: string,
  reference: string,
  metric: MetricName,
): Paired => {
  const paired: Paired = {
    ratios: [],
    differences: [],
    targetFirst: [],
    rounds: [],
    forks: [],
    readings: { target: [], reference: [] },
  }
  for (const round of new Set(run.rounds.map((r) => r.round))) {
    const of = (name: string) => run.rounds.find((r) => r.round === round && r.target === name)
    const a = of(target)
    const b = of(reference)
    const x = a?.values[metric]
    const y = b?.values[metric]
    if (a && b && x !== undefined && y !== undefined && y !== 0) {
      paired.ratios.push(x / y)
      paired.differences.push(x - y)
      paired.targetFirst.push(a.slot < b.slot)
      paired.rounds.push(round)
      paired.forks.push(a.fork ?? 0)
      paired.readings.target.push(x)
      paired.readings.reference.push(y)
    }
  }
  return paired
}

/**
 * Rounds from several launches of the targets: the interval over launches, so differences
 * between processes are in it. One launch: the crossover analysis over rounds, which needs both
 * orders; with one order only, the plain paired t.
 */
export const pairedInterval = (paired: Paired, level: number): Interval =>
  pairedRatioInterval(paired.ratios, pairedOptions(paired, level))

/** The same analysis of target − reference, for additive limits. */
export const differenceInterval = (paired: Paired, level: number): Interval =>
  pairedDifferenceInterval(paired.differences, pairedOptions(paired, level))

const pairedOptions = (paired: Paired, level: number): PairedOptions => {
  if (new Set(paired.forks).size > 1) {
    const { targetFirst, forks } = paired
    return { level, method: "forks", targetFirst, forks }
  }
  const orders = new Set(paired.targetFirst)
  return orders.size === 2 ? { level, targetFirst: paired.targetFirst } : { level }
}

export const ratioEstimate = (paired: Paired, level: number): number | undefined =>
  paired.ratios.length === 0 ? undefined : pairedInterval(paired, level).estimate

/** The centre of target − reference over the rounds, as an additive overhead limit judges it. */
export const differenceEstimate = (paired: Paired, level: number): number | undefined =>
  paired.differences.length === 0 ? undefined : differenceInterval(paired, level).estimate
