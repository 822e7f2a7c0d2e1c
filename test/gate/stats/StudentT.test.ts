import { describe, expect, test } from "bun:test"
import { logGamma } from "../../../gate/stats/LogGamma.ts"
import { studentTUpperQuantile, studentTUpperTail } from "../../../gate/stats/StudentT.ts"

/** P(T ≤ t) and the t with P(T ≤ t) = p, the forms of the tables, from the upper tail. */
const studentTCdf = (t: number, df: number): number => studentTUpperTail(-t, df)
const studentTQuantile = (p: number, df: number): number =>
  p < 0.5 ? -studentTUpperQuantile(p, df) : studentTUpperQuantile(1 - p, df)

/** The textbook density Γ((df+1)/2) / (√(df·π)·Γ(df/2)) · (1 + t²/df)^(−(df+1)/2). */
const studentTDensity = (t: number, df: number): number =>
  Math.exp(
    logGamma((df + 1) / 2) -
      logGamma(df / 2) -
      0.5 * Math.log(df * Math.PI) -
      ((df + 1) / 2) * Math.log1p((t * t) / df),
  )

/** One-sided quantiles t(p, df) from standard tables (6 decimals). */
const TABLE: ReadonlyArray<readonly [number, ReadonlyArray<number>]> = [
  [1, [3.077684, 6.313752, 12.706205, 63.656741]],
  [2, [1.885618, 2.919986, 4.302653, 9.924843]],
  [4, [1.533206, 2.131847, 2.776445, 4.604095]],
  [9, [1.383029, 1.833113, 2.262157, 3.249836]],
  [29, [1.311434, 1.699127, 2.04523, 2.756386]],
  [1000, [1.282399, 1.646379, 1.962339, 2.580755]],
]
const PROBABILITIES = [0.9, 0.95, 0.975, 0.995] as const

const cases = TABLE.flatMap(([df, row]) =>
  PROBABILITIES.map((p, i) => [df, p, row[i] as number] as const),
)

describe("quantiles (studentTUpperQuantile)", () => {
  test.each(cases)("df %d, p %d → %d (table, 1e-4)", (df, p, expected) => {
    expect(Math.abs(studentTQuantile(p, df) - expected)).toBeLessThan(1e-4)
  })

  test.each(cases)("df %d, p %d: symmetric, t(1 − p) = −t(p)", (df, p) => {
    expect(studentTQuantile(1 - p, df)).toBeCloseTo(-studentTQuantile(p, df), 10)
  })

  test("median 0; p 0 and 1 are infinite; invalid input NaN", () => {
    expect(studentTQuantile(0.5, 7)).toBe(0)
    expect(studentTQuantile(1, 7)).toBe(Number.POSITIVE_INFINITY)
    expect(studentTQuantile(0, 7)).toBe(Number.NEGATIVE_INFINITY)
    expect(studentTQuantile(1.2, 7)).toBeNaN()
    expect(studentTQuantile(0.9, 0)).toBeNaN()
  })

  test("infinite df is the normal distribution", () => {
    expect(studentTQuantile(0.975, Number.POSITIVE_INFINITY)).toBeCloseTo(1.959963984540054, 12)
  })

  test("fractional df (Welch) lies between its integer neighbours", () => {
    const t = studentTQuantile(0.975, 7.4)
    expect(t).toBeLessThan(studentTQuantile(0.975, 7))
    expect(t).toBeGreaterThan(studentTQuantile(0.975, 8))
  })

  test.each([1, 1.5, 3, 7.25, 30, 500])("df %d: tiny tails keep their relative precision", (df) => {
    for (const tail of [1e-3, 1e-6, 1e-10]) {
      const t = studentTUpperQuantile(tail, df)
      expect(Math.abs(studentTUpperTail(t, df) / tail - 1)).toBeLessThan(1e-9)
    }
  })
})

describe("the distribution (studentTUpperTail)", () => {
  test.each(cases)("df %d: inverts the quantile at p %d", (df, p) => {
    expect(studentTCdf(studentTQuantile(p, df), df)).toBeCloseTo(p, 12)
  })

  test("closed forms: df 1 is Cauchy, df 2 is algebraic", () => {
    for (const t of [-3, -0.5, 0, 0.7, 4]) {
      expect(studentTCdf(t, 1)).toBeCloseTo(0.5 + Math.atan(t) / Math.PI, 13)
      expect(studentTCdf(t, 2)).toBeCloseTo(0.5 + t / (2 * Math.sqrt(2 + t * t)), 13)
    }
  })

  test("limits and symmetry", () => {
    expect(studentTCdf(0, 5)).toBe(0.5)
    expect(studentTCdf(Number.POSITIVE_INFINITY, 5)).toBe(1)
    expect(studentTCdf(Number.NEGATIVE_INFINITY, 5)).toBe(0)
    expect(studentTCdf(-1.3, 6) + studentTCdf(1.3, 6)).toBeCloseTo(1, 14)
  })

  test("the textbook density integrates to the distribution (trapezoid rule)", () => {
    const df = 3.5
    let area = 0
    const steps = 3000
    const step = 3 / steps
    for (let i = 0; i < steps; i++) {
      const t = -1 + i * step
      area += ((studentTDensity(t, df) + studentTDensity(t + step, df)) / 2) * step
    }
    expect(area).toBeCloseTo(studentTCdf(2, df) - studentTCdf(-1, df), 6)
  })
})
