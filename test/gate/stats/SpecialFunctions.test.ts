import { describe, expect, test } from "bun:test"
import { logBeta, regularizedIncompleteBeta } from "../../../gate/stats/IncompleteBeta.ts"
import { logChoose, logGamma } from "../../../gate/stats/LogGamma.ts"

describe("logGamma", () => {
  test("factorials", () => {
    let factorial = 1
    for (let n = 1; n <= 30; n++) {
      factorial *= n
      expect(logGamma(n + 1)).toBeCloseTo(Math.log(factorial), 10)
    }
  })

  test("Γ(½) = √π, Γ(0.1) through the reflection formula", () => {
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 13)
    expect(Math.exp(logGamma(0.1))).toBeCloseTo(9.513507698668732, 10)
  })

  test("ln C(n, k)", () => {
    expect(Math.exp(logChoose(10, 3))).toBeCloseTo(120, 9)
    expect(Math.abs(Math.exp(logChoose(60, 30)) / 1.1826458156486712e17 - 1)).toBeLessThan(1e-12)
  })
})

describe("regularizedIncompleteBeta", () => {
  test("closed forms: I_x(a, 1) = xᵃ and I_x(1, b) = 1 − (1 − x)ᵇ", () => {
    for (const x of [0.01, 0.3, 0.5, 0.9, 0.999]) {
      expect(regularizedIncompleteBeta(x, 2.5, 1)).toBeCloseTo(x ** 2.5, 13)
      expect(regularizedIncompleteBeta(x, 1, 3.5)).toBeCloseTo(1 - (1 - x) ** 3.5, 13)
    }
  })

  test("symmetry I_x(a, b) = 1 − I_{1−x}(b, a), and the ends", () => {
    for (const [x, a, b] of [
      [0.2, 3, 7],
      [0.7, 0.5, 12],
      [0.95, 500, 0.5],
    ] as const)
      expect(
        regularizedIncompleteBeta(x, a, b) + regularizedIncompleteBeta(1 - x, b, a),
      ).toBeCloseTo(1, 13)
    expect(regularizedIncompleteBeta(0, 2, 3)).toBe(0)
    expect(regularizedIncompleteBeta(1, 2, 3)).toBe(1)
  })

  test("binomial link: P(Bin(n, p) ≥ k) = I_p(k, n − k + 1)", () => {
    // P(Bin(10, 0.3) ≥ 4) = 0.35038…
    expect(regularizedIncompleteBeta(0.3, 4, 7)).toBeCloseTo(0.3503892816, 9)
  })

  test("logBeta(a, b) = ln(Γ(a)Γ(b)/Γ(a + b))", () => {
    expect(Math.exp(logBeta(2, 3))).toBeCloseTo(1 / 12, 14)
  })
})
