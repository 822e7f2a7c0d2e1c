/**
 * The interval for the ratio head ÷ base of two independent samples: a regression check
 * against a stored base run, whose rounds ran at another time and pair with nothing here. On
 * the log scale the ratio is a shift between the two samples of logs.
 *
 * Methods (chosen by coverage simulation, test/gate/stats/Coverage.test.ts):
 * - "hodges-lehmann" (default): the Hodges–Lehmann shift with its Mann–Whitney interval
 *   (Hodges & Lehmann 1963; Bauer 1972) → a median-type ratio; distribution-free, and one
 *   disturbed slice moves it little. Covered 94.3–97.2% for 5–30 rounds a side under every noise
 *   simulated. Needs 4 + 4 rounds (or 3 + 5) for 95%; fewer give the widest interval, marked
 *   not attainable.
 * - "welch": Welch's t interval for the difference of mean logs (Welch 1947) → ratio of
 *   geometric means. Slightly narrower for clean normal noise, about twice as wide once a
 *   slice in twenty is disturbed, and then over-covers.
 *
 * Slices measured at different times share none of the machine's drift, so expect these
 * intervals to be wider than paired ones from the same number of rounds. Values that are not
 * all positive are compared on the linear scale: the shift (difference) divided by the base's
 * mean, treating that mean as known, so a base of 0 gives no ratio (NaN, not attainable).
 */
import { DEFAULT_LEVEL, fromLogScale, type Interval, logs } from "./Interval.ts"
import { shiftIntervalRank } from "./MannWhitney.ts"
import { allPositive, mean } from "./Sample.ts"
import { hodgesLehmannInterval, welchInterval } from "./TwoSample.ts"

export type UnpairedMethod = "welch" | "hodges-lehmann"

export const DEFAULT_UNPAIRED_METHOD: UnpairedMethod = "hodges-lehmann"

interface UnpairedOptions {
  readonly level?: number
  readonly method?: UnpairedMethod
}

export const unpairedRatioInterval = (
  head: ReadonlyArray<number>,
  base: ReadonlyArray<number>,
  options: UnpairedOptions = {},
): Interval => {
  const level = options.level ?? DEFAULT_LEVEL
  const method = options.method ?? DEFAULT_UNPAIRED_METHOD
  const shift = method === "welch" ? welchInterval : hodgesLehmannInterval
  if (allPositive(head) && allPositive(base))
    return fromLogScale(shift(logs(head), logs(base), level))
  const difference = shift(head, base, level)
  const reference = mean(base)
  if (!(reference > 0))
    return {
      ...difference,
      estimate: Number.NaN,
      lower: 0,
      upper: Number.POSITIVE_INFINITY,
      attainable: false,
    }
  return {
    ...difference,
    estimate: 1 + difference.estimate / reference,
    lower: 1 + difference.lower / reference,
    upper: 1 + difference.upper / reference,
  }
}

/**
 * Head sizes searched for one that attains a level against a fixed base: as far as the rank
 * interval's distribution is exact (gate/stats/MannWhitney.ts); past it, its normal
 * approximation misjudges the widest interval of a small base.
 */
const MAX_HEAD = 50

/**
 * The fewest head values whose interval against `baseSize` base values can reach `level` at all
 * (Infinity: none up to fifty). A stored base's rounds are fixed, so below this no number
 * of rounds here decides; Welch's interval needs only two a side.
 */
export const headSizeToAttain = (
  baseSize: number,
  level: number,
  method: UnpairedMethod = DEFAULT_UNPAIRED_METHOD,
): number => {
  if (baseSize < 1) return Number.POSITIVE_INFINITY
  if (method === "welch") return baseSize < 2 ? Number.POSITIVE_INFINITY : 2
  // The widest interval's coverage grows with the head size: search by doubling, then halving.
  const attains = (n: number) => shiftIntervalRank(n, baseSize, level).attainable
  let enough = 1
  while (!attains(enough)) {
    if (enough >= MAX_HEAD) return Number.POSITIVE_INFINITY
    enough = Math.min(MAX_HEAD, 2 * enough)
  }
  let tooFew = enough >> 1
  while (enough - tooFew > 1) {
    const mid = (tooFew + enough) >> 1
    if (attains(mid)) enough = mid
    else tooFew = mid
  }
  return enough
}

/**
 * Heads a stored base could be compared with after fifty rounds here, for a bound on what more
 * rounds decide (gate/Compare.ts): the head's rounds repeated, and the base's rounds moved to
 * the head's estimate and repeated — a head spread as the base is. A rank interval's width keeps
 * the spread of both sides however many rounds one of them has; early rounds are often the
 * noisiest, so a bound holds only where neither way of spreading the head decides.
 */
export const headsAtMost = (
  head: ReadonlyArray<number>,
  base: ReadonlyArray<number>,
  estimate: number,
): ReadonlyArray<ReadonlyArray<number>> => {
  const repeated = (values: ReadonlyArray<number>) =>
    values.length === 0
      ? []
      : Array.from({ length: Math.ceil(MAX_HEAD / values.length) }, () => values).flat()
  if (!Number.isFinite(estimate)) return [repeated(head)]
  // The estimate is a ratio: on the log scale a factor, else a shift of the base's mean.
  const moved =
    allPositive(head) && allPositive(base)
      ? base.map((value) => value * estimate)
      : base.map((value) => value + (estimate - 1) * mean(base))
  return [repeated(head), repeated(moved)]
}
