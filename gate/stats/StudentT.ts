/**
 * Student's t distribution (W. S. Gosset as "Student", "The probable error of a mean",
 * Biometrika 6, 1908) for any real df > 0: the distribution of a mean's standardized error when
 * the spread is estimated from the same few rounds.
 *
 * - Tail: P(T > t) = ½ I_x(df/2, ½) with x = df / (df + t²), the regularized incomplete beta
 *   function (Abramowitz & Stegun 26.7.1; ./IncompleteBeta.ts). Computed as a tail, so small
 *   tail probabilities keep their relative precision.
 * - Quantile: closed forms for df = 1 (Cauchy) and df = 2; otherwise a safeguarded Newton
 *   iteration (Newton steps that would leave the bracket of the root bisect instead, as `rtsafe`
 *   in Press et al., "Numerical Recipes", 3rd ed., 2007, §9.4), started from the Cornish–Fisher
 *   expansion (A&S 26.7.5) around Hastings' rough normal quantile.
 */
import { logBeta, regularizedIncompleteBeta } from "./IncompleteBeta.ts"
import { memoize2 } from "./Memo.ts"
import { normalUpperQuantile, normalUpperTail, roughNormalUpperQuantile } from "./Normal.ts"

/** ln B(df/2, ½): the normalizing constant of both the tail and the density. */
const logBetaOf = (df: number): number => logBeta(df / 2, 0.5)

const upperTail = (t: number, df: number, lnBeta: number): number => {
  const tail = 0.5 * regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5, lnBeta)
  return t >= 0 ? tail : 1 - tail
}

/** f(t) = (1 + t²/df)^(−(df+1)/2) / (√df · B(df/2, ½)). */
const density = (t: number, df: number, lnBeta: number): number =>
  Math.exp(-0.5 * Math.log(df) - lnBeta - ((df + 1) / 2) * Math.log1p((t * t) / df))

/** P(T > t) with `df` degrees of freedom. */
export const studentTUpperTail = (t: number, df: number): number => {
  if (Number.isNaN(t) || !(df > 0)) return Number.NaN
  if (t === Number.POSITIVE_INFINITY) return 0
  if (t === Number.NEGATIVE_INFINITY) return 1
  if (df === Number.POSITIVE_INFINITY) return normalUpperTail(t)
  return upperTail(t, df, logBetaOf(df))
}

const cachedUpperQuantile = memoize2((tail: number, df: number) => solveUpperQuantile(tail, df))

/** The t with P(T > t) = tail, for 0 < tail < 1; precise for tiny tails. */
export const studentTUpperQuantile = (tail: number, df: number): number =>
  // Welch's degrees of freedom are fractional and rarely repeat: only integers are cached.
  Number.isInteger(df) ? cachedUpperQuantile(tail, df) : solveUpperQuantile(tail, df)

const solveUpperQuantile = (tail: number, df: number): number => {
  if (!(df > 0) || Number.isNaN(tail)) return Number.NaN
  if (tail <= 0) return tail === 0 ? Number.POSITIVE_INFINITY : Number.NaN
  if (tail >= 1) return tail === 1 ? Number.NEGATIVE_INFINITY : Number.NaN
  if (tail > 0.5) return -solveUpperQuantile(1 - tail, df)
  if (tail === 0.5) return 0
  if (df === Number.POSITIVE_INFINITY) return normalUpperQuantile(tail)
  // tan(π(½ − tail)) written as 1/tan(π·tail), which keeps tiny tails precise.
  if (df === 1) return 1 / Math.tan(Math.PI * tail)
  if (df === 2) {
    const p = 1 - tail
    return (2 * p - 1) / Math.sqrt(2 * p * tail)
  }

  // The tail is decreasing and convex for t > 0, so once a Newton step lands left of the root
  // every later step stays left and climbs to it; steps that would leave the bracket bisect.
  const z = roughNormalUpperQuantile(tail)
  const guess = z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df)
  const lnBeta = logBetaOf(df)
  let low = 0
  let high = Number.POSITIVE_INFINITY
  let t = guess > 0 && Number.isFinite(guess) ? guess : 1
  for (let i = 0; i < 500; i++) {
    const excess = upperTail(t, df, lnBeta) - tail
    if (excess === 0) return t
    if (excess > 0) low = t
    else high = t
    const newton = t + excess / density(t, df, lnBeta)
    if (Math.abs(newton - t) <= 1e-14 * Math.max(1, t)) return newton
    t =
      newton > low && newton < high
        ? newton
        : high === Number.POSITIVE_INFINITY
          ? 2 * t
          : (low + high) / 2
  }
  return t
}
