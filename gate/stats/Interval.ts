/**
 * What every estimator here returns: a point estimate with a confidence interval, and enough
 * about how it was made (method, rounds, attained confidence) for a verdict to explain itself.
 *
 * Positive quantities (ratios, latencies, rates) are analysed on the log scale, where a ratio
 * is a difference and multiplicative noise is symmetric, then transformed back: a mean of logs
 * becomes a geometric mean, and the interval stays on the right side of zero.
 */

type IntervalMethod =
  /** Student t interval for the mean. */
  | "t-mean"
  /** Student t interval for the mean with the order effect of a counterbalanced design removed. */
  | "crossover-t"
  /** Hodges–Lehmann with its rank interval, order effect removed (cross-over, distribution-free). */
  | "crossover-hl"
  /** Distribution-free interval for the median from order statistics (sign test). */
  | "sign-median"
  /** Welch's t interval for the difference of two independent means. */
  | "welch"
  /** Hodges–Lehmann shift with its Mann–Whitney interval. */
  | "hodges-lehmann"
  /** Student t over the means of fresh launches of the targets (./Forked.ts). */
  | "forks-t"

/** The scale the analysis ran on; "log" results are reported back on the original scale. */
type Scale = "log" | "linear"

export interface Interval {
  /** Point estimate: a geometric mean, a median or a shift, on the original scale. */
  readonly estimate: number
  readonly lower: number
  readonly upper: number
  /** The confidence asked for, e.g. 0.95. */
  readonly level: number
  /**
   * The confidence the interval really has: the nominal level for t methods; for the
   * order-statistic methods the exact (discrete) level, at least `level` when attainable.
   */
  readonly achievedLevel: number
  /** False when too few rounds exist for `level`: the interval is then the widest available. */
  readonly attainable: boolean
  /** Rounds (values) behind the estimate; for two samples, of the measured side. */
  readonly n: number
  /** Rounds of the reference side, for two-sample comparisons. */
  readonly referenceN?: number
  readonly method: IntervalMethod
  readonly scale: Scale
  /**
   * Standard deviation of one round on the analysis scale (of log ratios on the log scale;
   * pooled for two samples): what power and calibration need. NaN below two rounds.
   */
  readonly sd: number
  /**
   * Crossover only: how much running first adds, on the analysis scale (on the log scale
   * about relative: 0.013 = the target gains 1.3% when it runs before the baseline).
   */
  readonly orderEffect?: number
}

export const DEFAULT_LEVEL = 0.95

/** An interval computed on logs, reported on the original scale. */
export const fromLogScale = (interval: Interval): Interval => ({
  ...interval,
  estimate: Math.exp(interval.estimate),
  lower: Math.exp(interval.lower),
  upper: Math.exp(interval.upper),
  scale: "log",
})

/** Logs of positive values. */
export const logs = (values: ReadonlyArray<number>): ReadonlyArray<number> => values.map(Math.log)

/** Throws on a level outside (0, 1): a programming error, not a measurement outcome. */
export const checkLevel = (level: number): void => {
  if (!(level > 0 && level < 1)) throw new RangeError(`confidence level ${level} is not in (0, 1)`)
}
