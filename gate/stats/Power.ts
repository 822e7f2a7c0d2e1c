/**
 * How many rounds a comparison needs, from the spread of its rounds: for `bench calibrate`
 * and for planning adaptive rounds. All on the log scale, where `sd` is the standard deviation
 * of one round's log ratio (≈ its relative spread: 0.014 for 1.4%); results are relative
 * changes again.
 *
 * With se the standard error of the estimate after n rounds and df its degrees of freedom:
 *
 *   half-width               h(n) = t(1 − α/2, df) · se
 *   smallest detectable      δ(n) = (t(1 − α/2, df) + t(power, df)) · se
 *   rounds for a change δ    the smallest n with δ(n) ≤ δ
 *
 * "Detectable" means the (1 − α) interval clears a limit the truth lies δ beyond, which is
 * what makes a verdict fail (./Verdict.ts), with probability `power`. This is the normal-theory
 * sample-size formula n = ((z₁₋α/₂ + z_power)·σ/δ)² with t quantiles at the actual df in place
 * of z (W. C. Guenther, "Sample size formulas for normal theory t tests", The American
 * Statistician 35, 1981), accurate to a round or so for t intervals; a noncentral-t
 * calculation would be exact, and the test checks the approximation by simulation.
 *
 * Designs: "paired" (per-round ratios, se = sd/√n, df = n − 1) and "unpaired" (two samples of
 * n rounds each with the same sd, se = sd·√(2/n), df = 2n − 2). The rank-based intervals are
 * about 95% as efficient as t under normal noise (Hodges & Lehmann 1956), so for them read
 * the answers as slightly optimistic.
 */
import { DEFAULT_LEVEL } from "./Interval.ts"
import { studentTUpperQuantile } from "./StudentT.ts"

type Design = "paired" | "unpaired"

export interface PowerInput {
  /** Standard deviation of one round on the log scale. */
  readonly sd: number
  /** Confidence of the interval, default 0.95. */
  readonly level?: number
  /** Probability of detecting the change, default 0.8. */
  readonly power?: number
  readonly design?: Design
}

const DEFAULT_POWER = 0.8

/** Fewest rounds for which the formulas are defined (a spread needs two values). */
const MIN_ROUNDS = 2

const standardError = (sd: number, rounds: number, design: Design): number =>
  design === "paired" ? sd / Math.sqrt(rounds) : sd * Math.sqrt(2 / rounds)

const degreesOfFreedom = (rounds: number, design: Design): number =>
  design === "paired" ? rounds - 1 : 2 * rounds - 2

/** The log-scale shift detectable after `rounds` rounds, δ(n). */
const detectableOnLogScale = (input: PowerInput, rounds: number): number => {
  const design = input.design ?? "paired"
  const level = input.level ?? DEFAULT_LEVEL
  const power = input.power ?? DEFAULT_POWER
  if (rounds < MIN_ROUNDS) return Number.POSITIVE_INFINITY
  const df = degreesOfFreedom(rounds, design)
  const se = standardError(input.sd, rounds, design)
  const confidenceQuantile = studentTUpperQuantile((1 - level) / 2, df)
  const powerQuantile = studentTUpperQuantile(1 - power, df)
  return (confidenceQuantile + powerQuantile) * se
}

/** The smallest relative change detected with probability `power` after `rounds` rounds. */
export const minimumDetectableChange = (input: PowerInput & { readonly rounds: number }): number =>
  Math.expm1(detectableOnLogScale(input, input.rounds))

/**
 * The fewest rounds that detect a relative `change` (either sign) with probability `power`;
 * Infinity when more than `maxRounds` (default 10,000) would be needed or the change is 0.
 */
export const roundsNeeded = (
  input: PowerInput & { readonly change: number; readonly maxRounds?: number },
): number => {
  const target = Math.abs(Math.log1p(input.change))
  const maxRounds = input.maxRounds ?? 10_000
  if (!(target > 0)) return Number.POSITIVE_INFINITY
  if (input.sd === 0) return MIN_ROUNDS
  const fits = (rounds: number) => detectableOnLogScale(input, rounds) <= target
  if (!fits(maxRounds)) return Number.POSITIVE_INFINITY
  // δ(n) decreases in n: bisect between a failing and a fitting count.
  let tooFew = MIN_ROUNDS - 1
  let enough = maxRounds
  while (enough - tooFew > 1) {
    const mid = (tooFew + enough) >> 1
    if (fits(mid)) enough = mid
    else tooFew = mid
  }
  return enough
}

/**
 * How many rounds an undecided ratio interval would need to clear its limit, if the truth were
 * its estimate: the half-width shrinks as 1/√rounds, so the rounds grow with the square of
 * half-width ÷ distance (log scale). Infinity when the estimate sits on the limit: no budget
 * decides a change that equals the limit.
 */
export const roundsToDecide = (input: {
  readonly estimate: number
  readonly lower: number
  readonly upper: number
  readonly limit: number
  readonly rounds: number
}): number => {
  const halfWidth = (Math.log(input.upper) - Math.log(input.lower)) / 2
  const distance = Math.abs(Math.log(input.estimate) - Math.log(input.limit))
  if (!(halfWidth > 0) || !(distance > 0) || !Number.isFinite(halfWidth))
    return Number.POSITIVE_INFINITY
  return Math.ceil(input.rounds * (halfWidth / distance) ** 2)
}
