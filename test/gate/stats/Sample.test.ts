import { describe, expect, test } from "bun:test"
import { robustStandardDeviation, standardDeviation } from "../../../gate/stats/Sample.ts"

describe("robustStandardDeviation", () => {
  test("estimates a normal spread, and one wild value does not inflate it", () => {
    const clean = [-2, -1, -0.5, 0, 0.5, 1, 2, -1.5, 1.5, 0.2]
    const disturbed = [...clean.slice(0, -1), 40]
    expect(robustStandardDeviation(clean)).toBeGreaterThan(0.5)
    expect(robustStandardDeviation(clean)).toBeLessThan(2)
    expect(robustStandardDeviation(disturbed) / robustStandardDeviation(clean)).toBeLessThan(1.3)
    expect(standardDeviation(disturbed) / standardDeviation(clean)).toBeGreaterThan(5)
  })

  test("1.4826 × the median absolute deviation", () => {
    expect(robustStandardDeviation([1, 2, 3, 4, 5])).toBeCloseTo(1.4826, 10)
    expect(robustStandardDeviation([7])).toBeNaN()
  })
})
