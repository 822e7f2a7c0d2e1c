/**
 * Noise models and coverage counting for the simulation tests. Everything is seeded, so a
 * simulation gives the same numbers on every run and every machine.
 */
import type { Interval } from "../../../gate/stats/Interval.ts"
import { type Random, seededRandom } from "../../../gate/stats/Random.ts"

/** Measured on this machine kind (../shared/DESIGN.md). */
export const PAIRED_SD = 0.014
export const SLICE_SD = 0.023
export const ORDER_BIAS = 0.013

/** Draws one round's noise on the log scale with the given standard deviation. */
export type Noise = (random: Random, sd: number) => number

export const NOISES = {
  /** Log-normal: normal noise on the log scale. */
  "log-normal": (random, sd) => sd * random.normal(),
  /** Heavy tails: Student t with 3 df, scaled to the same standard deviation (var t₃ = 3). */
  t3: (random, sd) => (sd / Math.sqrt(3)) * random.studentT(3),
  /** Disturbed slices: log-normal, but one round in 20 is off by ±10 sd (a noisy neighbour). */
  contaminated: (random, sd) =>
    sd * random.normal() + (random.uniform() < 0.05 ? (random.uniform() < 0.5 ? -10 : 10) * sd : 0),
} as const satisfies Record<string, Noise>

export type NoiseName = keyof typeof NOISES

export interface Coverage {
  /** Share of intervals that contained the true value. */
  readonly coverage: number
  /** Mean relative width (upper ÷ lower − 1) of the intervals. */
  readonly width: number
  /** Share of intervals that were not attainable. */
  readonly unattainable: number
}

/**
 * Runs `trials` simulated data sets and counts, for each method, how often its interval covers
 * `truth`. Every method sees the same data sets (common random numbers), so their widths
 * compare fairly and the draws are paid once.
 */
export const coverageOf = <Data, M extends string>(
  seed: number,
  trials: number,
  draw: (random: Random) => Data,
  methods: Readonly<Record<M, (data: Data) => Interval>>,
  truth: number,
): Readonly<Record<M, Coverage>> => {
  const random = seededRandom(seed)
  const names = Object.keys(methods) as M[]
  const tally = names.map(() => ({ covered: 0, width: 0, unattainable: 0 }))
  for (let i = 0; i < trials; i++) {
    const data = draw(random)
    names.forEach((name, k) => {
      const interval = methods[name](data)
      const t = tally[k] as { covered: number; width: number; unattainable: number }
      if (interval.lower <= truth && truth <= interval.upper) t.covered++
      t.width += interval.upper / interval.lower - 1
      if (!interval.attainable) t.unattainable++
    })
  }
  return Object.fromEntries(
    names.map((name, k) => {
      const t = tally[k] as { covered: number; width: number; unattainable: number }
      return [
        name,
        {
          coverage: t.covered / trials,
          width: t.width / trials,
          unattainable: t.unattainable / trials,
        },
      ]
    }),
  ) as Record<M, Coverage>
}

/** n independent draws from `noise` on the log scale, returned as positive factors. */
export const factors = (random: Random, noise: Noise, sd: number, n: number): number[] =>
  Array.from({ length: n }, () => Math.exp(noise(random, sd)))
