/**
 * The regularized incomplete beta function I_x(a, b), from which the Student t distribution
 * function follows.
 *
 * Continued fraction (Abramowitz & Stegun 26.5.8) evaluated with the modified Lentz method
 * (W. J. Lentz, 1976; modified by Thompson & Barnett, J. Comput. Phys. 64, 1986), arranged as
 * `betai`/`betacf` in Press, Teukolsky, Vetterling & Flannery, "Numerical Recipes", 3rd ed.
 * (2007), §6.4: the fraction converges quickly for x < (a + 1)/(a + b + 2), and the symmetry
 * I_x(a, b) = 1 − I_{1−x}(b, a) covers the other side, so both tails keep relative precision.
 */
import { logGamma } from "./LogGamma.ts"

const EPSILON = 1e-15
const TINY = 1e-300
const MAX_ITERATIONS = 10_000

const continuedFraction = (a: number, b: number, x: number): number => {
  const qab = a + b
  const qap = a + 1
  const qam = a - 1
  let c = 1
  let d = 1 - (qab * x) / qap
  if (Math.abs(d) < TINY) d = TINY
  d = 1 / d
  let h = d
  for (let m = 1; m <= MAX_ITERATIONS; m++) {
    const m2 = 2 * m
    // Even step of the fraction.
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2))
    d = 1 + aa * d
    if (Math.abs(d) < TINY) d = TINY
    c = 1 + aa / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    h *= d * c
    // Odd step.
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2))
    d = 1 + aa * d
    if (Math.abs(d) < TINY) d = TINY
    c = 1 + aa / c
    if (Math.abs(c) < TINY) c = TINY
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < EPSILON) break
  }
  return h
}

/** ln B(a, b) = ln Γ(a) + ln Γ(b) − ln Γ(a + b). */
export const logBeta = (a: number, b: number): number => logGamma(a) + logGamma(b) - logGamma(a + b)

/**
 * I_x(a, b) for a, b > 0 and 0 ≤ x ≤ 1. Root finders that evaluate it many times for the same
 * a and b pass `lnBeta` = logBeta(a, b) once.
 */
export const regularizedIncompleteBeta = (
  x: number,
  a: number,
  b: number,
  lnBeta: number = logBeta(a, b),
): number => {
  if (x <= 0) return 0
  if (x >= 1) return 1
  const front = Math.exp(a * Math.log(x) + b * Math.log1p(-x) - lnBeta)
  return x < (a + 1) / (a + b + 2)
    ? (front * continuedFraction(a, b, x)) / a
    : 1 - (front * continuedFraction(b, a, 1 - x)) / b
}
