/**
 * Confidence intervals for the location of one sample of per-round numbers, on whatever scale
 * the caller chose (PairedRatio and Level apply them to logs). Each returns the estimate, the
 * bounds, and how much confidence the bounds really carry.
 */
import { checkLevel, type Interval } from "./Interval.ts"
import { signIntervalRank } from "./MedianBounds.ts"
import { mean, medianOfSorted, sorted, standardDeviation, variance } from "./Sample.ts"
import { studentTUpperQuantile } from "./StudentT.ts"
import { hodgesLehmannInterval } from "./TwoSample.ts"

/** Below two values no spread is known: the whole line, explicitly not attainable. */
const unbounded = (values: ReadonlyArray<number>, level: number, method: Interval["method"]) =>
  ({
    estimate: values.length === 1 ? (values[0] as number) : Number.NaN,
    lower: Number.NEGATIVE_INFINITY,
    upper: Number.POSITIVE_INFINITY,
    level,
    achievedLevel: 0,
    attainable: false,
    n: values.length,
    method,
    scale: "linear",
    sd: Number.NaN,
  }) satisfies Interval

/**
 * Student's t interval for the mean (Student, 1908): mean ± t(1 − α/2, n − 1)·s/√n. Exact for
 * normal values, and robust to symmetric heavy tails at the sizes used here (see the coverage
 * simulation in test/gate/stats/Coverage.test.ts).
 */
export const tMeanInterval = (values: ReadonlyArray<number>, level: number): Interval => {
  checkLevel(level)
  const n = values.length
  if (n < 2) return unbounded(values, level, "t-mean")
  const center = mean(values)
  const sd = standardDeviation(values)
  const halfWidth = (studentTUpperQuantile((1 - level) / 2, n - 1) * sd) / Math.sqrt(n)
  return {
    estimate: center,
    lower: center - halfWidth,
    upper: center + halfWidth,
    level,
    achievedLevel: level,
    attainable: true,
    n,
    method: "t-mean",
    scale: "linear",
    sd,
  }
}

/**
 * The sign-test interval for the median (Thompson 1936; ./MedianBounds.ts): order statistics
 * [x₍k₎, x₍n+1−k₎], exact for any continuous distribution. Below the smallest n that reaches
 * `level` it returns the widest interval [min, max] with `attainable: false` and the lower
 * level it does have.
 */
export const signMedianInterval = (values: ReadonlyArray<number>, level: number): Interval => {
  checkLevel(level)
  const n = values.length
  if (n === 0) return unbounded(values, level, "sign-median")
  const ordered = sorted(values)
  const { rank, achievedLevel, attainable } = signIntervalRank(n, level)
  return {
    estimate: medianOfSorted(ordered),
    lower: ordered[rank - 1] as number,
    upper: ordered[n - rank] as number,
    level,
    achievedLevel,
    attainable,
    n,
    method: "sign-median",
    scale: "linear",
    sd: standardDeviation(values),
  }
}

/**
 * The rounds of a cross-over split by order: target first, target second. Undefined when one
 * order is missing or there are fewer than three rounds (the cross-over analyses then fall back
 * to the plain t interval).
 */
const byOrder = (
  values: ReadonlyArray<number>,
  targetFirst: ReadonlyArray<boolean>,
  level: number,
): { first: ReadonlyArray<number>; second: ReadonlyArray<number> } | undefined => {
  checkLevel(level)
  if (targetFirst.length !== values.length)
    throw new RangeError(`${values.length} values but ${targetFirst.length} order flags`)
  const first = values.filter((_, i) => targetFirst[i])
  const second = values.filter((_, i) => !targetFirst[i])
  return first.length === 0 || second.length === 0 || values.length < 3
    ? undefined
    : { first, second }
}

/**
 * The t interval of a counterbalanced two-period cross-over (Hills & Armitage, "The two-period
 * cross-over clinical trial", Br. J. Clin. Pharmacol. 8, 1979; after Grizzle, Biometrics 21,
 * 1965). Rounds where the target ran first and rounds where the baseline ran first form two
 * groups; the order effect shifts them in opposite directions, so the average of the two group
 * means is free of it, and the pooled within-group spread no longer contains it:
 * estimate = (m₁ + m₂)/2, se = (s_pooled/2)·√(1/n₁ + 1/n₂), df = n₁ + n₂ − 2.
 * With only one order present, or fewer than three rounds, it is the plain t interval.
 */
export const crossoverMeanInterval = (
  values: ReadonlyArray<number>,
  targetFirst: ReadonlyArray<boolean>,
  level: number,
): Interval => {
  const groups = byOrder(values, targetFirst, level)
  if (!groups) return tMeanInterval(values, level)
  const { first, second } = groups
  const df = values.length - 2
  const squares = (group: ReadonlyArray<number>) =>
    group.length < 2 ? 0 : variance(group) * (group.length - 1)
  const pooledSd = Math.sqrt((squares(first) + squares(second)) / df)
  const m1 = mean(first)
  const m2 = mean(second)
  const center = (m1 + m2) / 2
  const se = (pooledSd / 2) * Math.sqrt(1 / first.length + 1 / second.length)
  const halfWidth = studentTUpperQuantile((1 - level) / 2, df) * se
  return {
    estimate: center,
    lower: center - halfWidth,
    upper: center + halfWidth,
    level,
    achievedLevel: level,
    attainable: true,
    n: values.length,
    method: "crossover-t",
    scale: "linear",
    sd: pooledSd,
    orderEffect: (m1 - m2) / 2,
  }
}

/**
 * The distribution-free version of the cross-over analysis (G. G. Koch, "The use of
 * non-parametric methods in the statistical analysis of the two-period change-over design",
 * Biometrics 28, 1972; B. Jones & M. G. Kenward, "Design and Analysis of Cross-Over Trials",
 * ch. 2): with d the values of rounds where the target ran first (μ + order + noise) and e those
 * where it ran second (μ − order + noise), d and −e differ by a shift of exactly 2μ, whatever
 * the order effect. The Hodges–Lehmann shift between them and its Mann–Whitney interval
 * (./TwoSample.ts), halved, estimate μ. Exact for any continuous noise symmetric about zero; a
 * disturbed slice moves one rank, not the mean, so a noisy neighbour that wrecks the t interval
 * (one −46% slice among ±1% ones, measured here with Go servers) costs it almost nothing. Under
 * normal noise it is about 95% as efficient as the t version (Hodges & Lehmann 1956).
 * With one order only, or fewer than three rounds, it is the plain t interval; below the sizes
 * a rank interval needs for `level` it is not attainable (the widest interval).
 */
export const crossoverHodgesLehmannInterval = (
  values: ReadonlyArray<number>,
  targetFirst: ReadonlyArray<boolean>,
  level: number,
): Interval => {
  const groups = byOrder(values, targetFirst, level)
  if (!groups) return tMeanInterval(values, level)
  const first = groups.first
  const negatedSecond = groups.second.map((v) => -v)
  const shift = hodgesLehmannInterval(first, negatedSecond, level)
  const sd = crossoverMeanInterval(values, targetFirst, level).sd
  return {
    estimate: shift.estimate / 2,
    lower: shift.lower / 2,
    upper: shift.upper / 2,
    level,
    achievedLevel: shift.achievedLevel,
    attainable: shift.attainable,
    n: values.length,
    method: "crossover-hl",
    scale: "linear",
    sd,
    orderEffect: (medianOf(first) + medianOf(negatedSecond)) / 2,
  }
}

const medianOf = (values: ReadonlyArray<number>) => medianOfSorted(sorted(values))
