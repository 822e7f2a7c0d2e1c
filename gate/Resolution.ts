/**
 * What a figure reported in whole units cannot tell. go prints B/op rounded down to a whole byte
 * (total ÷ N): every round of a target can read 7,627 while what it allocates lies anywhere in
 * [7,627, 7,628), so an interval of identical rounds has no width, and the next launch, reading
 * 7,628, falls outside it (grpc-bridge's JS direct bytes ratio: 47.667x and 47.675x in two
 * launches, each interval ±0.005%). The rounding is a bound, not a spread — the same in every
 * round, it does not average out — so it is added to the interval's ends, not to its variance.
 *
 * For a quotient of figures (a ratio, a regression, a ratio of ratios) each figure over the line
 * can be up to one step more than it read, each under it likewise: the upper end grows by
 * (1 + step ÷ smallest reading) for every figure over the line, the lower end shrinks by it for
 * every figure under. For a sum of figures (differences) each term moves its end by one step.
 */
import { type MetricName, metricInfo } from "../core/Metric.ts"
import type { Interval } from "./stats/Interval.ts"

/** The readings of each figure in a quotient, over and under the line. */
export interface Quotient {
  readonly over: ReadonlyArray<ReadonlyArray<number>>
  readonly under: ReadonlyArray<ReadonlyArray<number>>
}

/** How many figures a sum adds and how many it takes away. */
export interface Sum {
  readonly plus: number
  readonly minus: number
}

/** The factor by which rounding down can hide `figure`'s truth, from its smallest reading. */
const hidden = (figure: ReadonlyArray<number>, step: number): number =>
  1 + step / Math.min(...figure)

/**
 * A quotient's interval with what its figures' rounding hides; as it is for metrics read as
 * measured. A figure that read 0 has no relative bound (0 B/op may be 0.9): such a quotient is
 * analysed as it is, on the linear scale, and left as measured.
 */
export const quotientResolved = (
  interval: Interval,
  metric: MetricName,
  figures: Quotient,
): Interval => {
  const step = metricInfo(metric).roundedDownTo
  if (step === undefined) return interval
  const all = [...figures.over, ...figures.under]
  if (all.some((figure) => figure.length === 0 || Math.min(...figure) <= 0)) return interval
  const up = figures.over.reduce((factor, figure) => factor * hidden(figure, step), 1)
  const down = figures.under.reduce((factor, figure) => factor * hidden(figure, step), 1)
  return { ...interval, lower: interval.lower / down, upper: interval.upper * up }
}

/** A sum's (a level's, a difference's) interval with what its figures' rounding hides. */
export const sumResolved = (interval: Interval, metric: MetricName, terms: Sum): Interval => {
  const step = metricInfo(metric).roundedDownTo
  if (step === undefined) return interval
  return {
    ...interval,
    lower: interval.lower - terms.minus * step,
    upper: interval.upper + terms.plus * step,
  }
}
