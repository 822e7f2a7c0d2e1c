/**
 * Confidence intervals for the shift between two independent samples (a head run against a
 * stored base run, whose rounds are not paired with ours), on the caller's scale; UnpairedRatio
 * applies them to logs, where the shift is the log of the ratio.
 */
import { checkLevel, type Interval } from "./Interval.ts"
import { shiftIntervalRank } from "./MannWhitney.ts"
import { mean, medianOfSorted, variance } from "./Sample.ts"
import { studentTUpperQuantile } from "./StudentT.ts"

const pooledSd = (xs: ReadonlyArray<number>, ys: ReadonlyArray<number>): number => {
  const df = xs.length + ys.length - 2
  const squares = (v: ReadonlyArray<number>) => (v.length < 2 ? 0 : variance(v) * (v.length - 1))
  return df > 0 ? Math.sqrt((squares(xs) + squares(ys)) / df) : Number.NaN
}

const unbounded = (
  xs: ReadonlyArray<number>,
  ys: ReadonlyArray<number>,
  level: number,
  method: Interval["method"],
  estimate: number,
): Interval => ({
  estimate,
  lower: Number.NEGATIVE_INFINITY,
  upper: Number.POSITIVE_INFINITY,
  level,
  achievedLevel: 0,
  attainable: false,
  n: xs.length,
  referenceN: ys.length,
  method,
  scale: "linear",
  sd: pooledSd(xs, ys),
})

/**
 * Welch's interval for mean(x) − mean(y) without assuming equal variances (B. L. Welch, "The
 * generalization of 'Student's' problem when several different population variances are
 * involved", Biometrika 34, 1947), with the Welch–Satterthwaite degrees of freedom
 * (Satterthwaite, Biometrics Bulletin 2, 1946). Needs two values a side.
 */
export const welchInterval = (
  xs: ReadonlyArray<number>,
  ys: ReadonlyArray<number>,
  level: number,
): Interval => {
  checkLevel(level)
  const difference = mean(xs) - mean(ys)
  if (xs.length < 2 || ys.length < 2) return unbounded(xs, ys, level, "welch", difference)
  const a = variance(xs) / xs.length
  const b = variance(ys) / ys.length
  const se = Math.sqrt(a + b)
  // Both samples constant: the difference is known exactly.
  const df =
    se === 0
      ? Number.POSITIVE_INFINITY
      : (a + b) ** 2 / (a ** 2 / (xs.length - 1) + b ** 2 / (ys.length - 1))
  const halfWidth = se === 0 ? 0 : studentTUpperQuantile((1 - level) / 2, df) * se
  return {
    estimate: difference,
    lower: difference - halfWidth,
    upper: difference + halfWidth,
    level,
    achievedLevel: level,
    attainable: true,
    n: xs.length,
    referenceN: ys.length,
    method: "welch",
    scale: "linear",
    sd: pooledSd(xs, ys),
  }
}

// Simulations build thousands of these intervals; allocating n·m numbers each time costs more
// than computing them. The buffer never outlives a call, so reusing it changes no result.
let buffer = new Float64Array(1024)
const scratch = (size: number): Float64Array => {
  if (buffer.length < size) buffer = new Float64Array(Math.max(size, 2 * buffer.length))
  return buffer.subarray(0, size)
}

/**
 * The Hodges–Lehmann shift, the median of all n·m differences xᵢ − yⱼ (J. L. Hodges & E. L.
 * Lehmann, "Estimates of location based on rank tests", Ann. Math. Statist. 34, 1963), with the
 * distribution-free interval between two of those differences chosen from the Mann–Whitney
 * null distribution (D. F. Bauer, "Constructing confidence sets using rank statistics", JASA
 * 67, 1972; ./MannWhitney.ts). Exact for any continuous distribution whose shape is the same on
 * both sides; tied values (rare for rates and latencies) make the level approximate. Below the sizes that reach `level` (at 95%: 4 + 4, 3 + 5 or 2 + 8) it returns the widest interval
 * with `attainable: false`.
 */
export const hodgesLehmannInterval = (
  xs: ReadonlyArray<number>,
  ys: ReadonlyArray<number>,
  level: number,
): Interval => {
  checkLevel(level)
  const n = xs.length
  const m = ys.length
  if (n === 0 || m === 0) return unbounded(xs, ys, level, "hodges-lehmann", Number.NaN)
  const differences = scratch(n * m)
  for (let i = 0; i < n; i++)
    for (let j = 0; j < m; j++) differences[i * m + j] = (xs[i] as number) - (ys[j] as number)
  // One native sort of n·m numbers costs about what a single quickselect pass does in script,
  // and three order statistics are needed.
  differences.sort()
  const { rank, achievedLevel, attainable } = shiftIntervalRank(n, m, level)
  return {
    estimate: medianOfSorted(differences),
    lower: differences[rank - 1] as number,
    upper: differences[n * m - rank] as number,
    level,
    achievedLevel,
    attainable,
    n,
    referenceN: m,
    method: "hodges-lehmann",
    scale: "linear",
    sd: pooledSd(xs, ys),
  }
}
