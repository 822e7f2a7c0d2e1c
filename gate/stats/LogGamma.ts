/**
 * ln Γ(x) for x > 0, the building block of the beta and binomial functions here.
 *
 * Lanczos approximation (C. Lanczos, "A precision approximation of the gamma function", SIAM
 * J. Numer. Anal. B 1, 1964) with g = 7 and the nine coefficients published by P. Godfrey
 * (2001), relative error about 1e-15; below 0.5 through the reflection formula
 * Γ(x) Γ(1 − x) = π / sin(πx).
 */

const G = 7
const COEFFICIENTS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
] as const

const HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI)

export const logGamma = (x: number): number => {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x)
  const z = x - 1
  let sum = COEFFICIENTS[0]
  for (let i = 1; i < COEFFICIENTS.length; i++) sum += (COEFFICIENTS[i] as number) / (z + i)
  const t = z + G + 0.5
  return HALF_LOG_TWO_PI + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

/** ln of the binomial coefficient C(n, k). */
export const logChoose = (n: number, k: number): number =>
  logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1)
