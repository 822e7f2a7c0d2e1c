/**
 * The standard normal distribution: needed for power calculations, alpha-spending schedules and
 * large-sample rank statistics.
 *
 * - Upper tail Q(z) = ½ Γ(½, z²/2) / Γ(½), the regularized incomplete gamma function computed by
 *   its series below z = √3 and by its continued fraction (modified Lentz) above, as `gser` and
 *   `gcf` in Press et al., "Numerical Recipes", 3rd ed. (2007), §6.2. The tail is computed
 *   directly, so tiny tail probabilities keep their relative precision.
 * - Quantile: the rational approximation of Hastings (1955), Abramowitz & Stegun 26.2.23
 *   (|error| < 4.5e-4), refined by Newton steps on the exact tail until it stops moving.
 */

const EPSILON = Number.EPSILON
const TINY = 1e-300
const MAX_ITERATIONS = 1000
const LOG_SQRT_PI = 0.5 * Math.log(Math.PI)

/** P(a, x) for a = ½ by the series (x < 1.5). */
const lowerSeries = (x: number): number => {
  let term = 2
  let sum = term
  for (let ap = 0.5, i = 0; i < MAX_ITERATIONS; i++) {
    ap += 1
    term *= x / ap
    sum += term
    if (Math.abs(term) < Math.abs(sum) * EPSILON) break
  }
  return sum * Math.exp(-x + 0.5 * Math.log(x) - LOG_SQRT_PI)
}

/** Q(a, x) = 1 − P(a, x) for a = ½ by the continued fraction (x ≥ 1.5). */
const upperFraction = (x: number): number => {
  let b = x + 0.5
  let c = 1 / TINY
  let d = 1 / b
  let h = d
  for (let i = 1; i <= MAX_ITERATIONS; i++) {
    const an = -i * (i - 0.5)
    b += 2
    d = an * d + b
    if (Math.abs(d) < TINY) d = TINY
    c = b + an / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) <= EPSILON) break
  }
  return Math.exp(-x + 0.5 * Math.log(x) - LOG_SQRT_PI) * h
}

/** P(Z > z). */
export const normalUpperTail = (z: number): number => {
  if (z < 0) return 1 - normalUpperTail(-z)
  if (z === 0) return 0.5
  const x = (z * z) / 2
  return x < 1.5 ? 0.5 * (1 - lowerSeries(x)) : 0.5 * upperFraction(x)
}

/** P(Z ≤ z). */
export const normalCdf = (z: number): number => normalUpperTail(-z)

/** The density φ(z). */
const normalDensity = (z: number): number => Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI)

/** Hastings' approximation of the z with P(Z > z) = tail ≤ ½ (|error| < 4.5e-4): a start. */
export const roughNormalUpperQuantile = (tail: number): number => {
  const t = Math.sqrt(-2 * Math.log(tail))
  return (
    t -
    (2.515517 + 0.802853 * t + 0.010328 * t * t) /
      (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t)
  )
}

/** The z with P(Z > z) = tail, for 0 < tail < 1; precise for tiny tails. */
export const normalUpperQuantile = (tail: number): number => {
  if (!(tail > 0 && tail < 1)) {
    if (tail === 0) return Number.POSITIVE_INFINITY
    if (tail === 1) return Number.NEGATIVE_INFINITY
    return Number.NaN
  }
  if (tail > 0.5) return -normalUpperQuantile(1 - tail)
  let z = roughNormalUpperQuantile(tail)
  for (let i = 0; i < 8; i++) {
    const step = (normalUpperTail(z) - tail) / normalDensity(z)
    z += step
    if (Math.abs(step) <= 1e-15 * Math.max(1, Math.abs(z))) break
  }
  return z
}
