/**
 * The interval for a paired ratio target ÷ baseline from per-round ratios rᵢ (same round, so
 * drift of the machine between rounds cancels). Analysed as log ratios, where noise that
 * multiplies is symmetric: a mean log ratio back-transforms to a geometric-mean ratio.
 *
 * Methods (chosen by coverage simulation, test/gate/stats/Coverage.test.ts):
 * - "t" (default): Student t on the mean log ratio → geometric mean with its interval. At
 *   nominal 95% it covered 94.4–97.2% for 5–30 rounds under log-normal and t₃ noise, and stays
 *   conservative (96–98%) when one round in twenty is disturbed.
 * - "crossover": the same with the order effect removed (./OneSample.ts, Hills & Armitage
 *   1979); pass `targetFirst`, whether the target ran before the baseline in each round. On this
 *   machine kind the first slot gains 0.5–2% (more for shorter slices); counterbalancing cancels
 *   that in the estimate, and this method also takes it out of the spread.
 * - "crossover-hl": the distribution-free cross-over analysis (Hodges–Lehmann, Koch 1972). A
 *   disturbed slice — a garbage collection, a neighbour on the host — moves one rank instead of
 *   the mean: with one round in twenty off by ten standard deviations its intervals are half as
 *   wide as crossover-t's at 40 rounds, at the cost of ~5% width under clean normal noise and of
 *   discreteness at few rounds (not attainable at 95% below 8 rounds).
 * - default with order flags: "crossover-hl" from ROBUST_FROM rounds on, "crossover" below —
 *   chosen by the coverage simulation (test/gate/stats/Coverage.test.ts). The switch depends on
 *   the round count only, never on the data, so each interval keeps its coverage.
 * - "sign": the distribution-free sign-test interval for the median ratio (Thompson 1936);
 *   exact but discrete, so often much wider than asked for (99.3% at 8 rounds), and not
 *   attainable below 6 rounds at 95% (then the widest interval [min, max], `attainable: false`).
 *   Narrower than t only when rounds are disturbed and many.
 *
 * - "forks": the rounds came from several fresh launches of the targets (`load.forks`); the
 *   interval is over the launches' means (./Forked.ts), so differences between processes are
 *   in it. Chosen by the caller whenever there is more than one launch.
 *
 * Ratios that are not all positive (a target with an error rate of 0) cannot be logged; they
 * are analysed as they are (scale "linear").
 */
import { forkedMeanInterval } from "./Forked.ts"
import { DEFAULT_LEVEL, fromLogScale, type Interval, logs } from "./Interval.ts"
import {
  crossoverHodgesLehmannInterval,
  crossoverMeanInterval,
  signMedianInterval,
  tMeanInterval,
} from "./OneSample.ts"
import { allPositive } from "./Sample.ts"

type PairedMethod = "t" | "crossover" | "crossover-hl" | "sign" | "forks"

export const DEFAULT_PAIRED_METHOD: PairedMethod = "t"

/** Rounds from which the default with order flags is the robust cross-over interval. */
export const ROBUST_FROM = 12

export interface PairedOptions {
  /** Confidence, default 0.95. */
  readonly level?: number
  /**
   * Default with `targetFirst`: "crossover-hl" from ROBUST_FROM rounds on, "crossover" below;
   * else "t".
   */
  readonly method?: PairedMethod
  /** Per round, in the order of the ratios: did the target run before the baseline? */
  readonly targetFirst?: ReadonlyArray<boolean>
  /** Per round: the launch of the targets' processes it was measured in (method "forks"). */
  readonly forks?: ReadonlyArray<number>
}

/** Geometric-mean (or median) ratio target ÷ baseline with its confidence interval. */
export const pairedRatioInterval = (
  ratios: ReadonlyArray<number>,
  options: PairedOptions = {},
): Interval => {
  const positive = allPositive(ratios)
  const interval = pairedMeanInterval(positive ? logs(ratios) : ratios, options)
  return positive ? fromLogScale(interval) : interval
}

/**
 * Mean (or median) difference target − baseline, in the metric's unit, with its confidence
 * interval: the same methods on the per-round differences, which are analysed as they are
 * (an additive overhead limit such as `<= +5ms` is about the difference, not a ratio).
 */
export const pairedDifferenceInterval = (
  differences: ReadonlyArray<number>,
  options: PairedOptions = {},
): Interval => pairedMeanInterval(differences, options)

/** The interval of the per-round values' centre, by the options' method. */
const pairedMeanInterval = (values: ReadonlyArray<number>, options: PairedOptions): Interval => {
  const level = options.level ?? DEFAULT_LEVEL
  const method =
    options.method ??
    (options.targetFirst
      ? values.length >= ROBUST_FROM
        ? "crossover-hl"
        : "crossover"
      : DEFAULT_PAIRED_METHOD)
  switch (method) {
    case "t":
      return tMeanInterval(values, level)
    case "sign":
      return signMedianInterval(values, level)
    case "crossover": {
      if (!options.targetFirst) throw new RangeError(`method "crossover" needs targetFirst`)
      return crossoverMeanInterval(values, options.targetFirst, level)
    }
    case "forks": {
      const { forks, targetFirst } = options
      if (!forks || !targetFirst) throw new RangeError(`method "forks" needs forks and targetFirst`)
      return forkedMeanInterval(
        values.map((value, i) => ({
          value,
          fork: forks[i] as number,
          targetFirst: targetFirst[i] as boolean,
        })),
        level,
      )
    }
    case "crossover-hl": {
      if (!options.targetFirst) throw new RangeError(`method "crossover-hl" needs targetFirst`)
      return crossoverHodgesLehmannInterval(values, options.targetFirst, level)
    }
  }
}
