import { describe, expect, test } from "bun:test"
import { binomialHalfCdf, signIntervalRank } from "../../../gate/stats/MedianBounds.ts"

describe("binomialHalfCdf", () => {
  test("exact small cases", () => {
    expect(binomialHalfCdf(0, 5)).toBeCloseTo(1 / 32, 15)
    expect(binomialHalfCdf(1, 10)).toBeCloseTo(11 / 1024, 15)
    expect(binomialHalfCdf(2, 10)).toBeCloseTo(56 / 1024, 15)
    expect(binomialHalfCdf(-1, 10)).toBe(0)
    expect(binomialHalfCdf(10, 10)).toBe(1)
  })

  test("symmetric: P(B ≤ k) + P(B ≤ n − k − 1) = 1", () => {
    for (const k of [0, 3, 7, 12])
      expect(binomialHalfCdf(k, 25) + binomialHalfCdf(24 - k, 25)).toBeCloseTo(1, 13)
  })
})

describe("signIntervalRank", () => {
  test.each([
    // n, level, rank, achieved level, attainable
    [5, 0.95, 1, 1 - 2 / 32, false],
    [6, 0.95, 1, 1 - 2 / 64, true],
    [8, 0.95, 1, 1 - 2 / 256, true],
    [10, 0.95, 2, 1 - 22 / 1024, true],
    [20, 0.95, 6, 0.9586105346679688, true],
    [10, 0.89, 3, 1 - 112 / 1024, true],
    [10, 0.9, 2, 1 - 22 / 1024, true],
  ])("n %i at %d: rank %i, level %d, attainable %p", (n, level, rank, achieved, attainable) => {
    const found = signIntervalRank(n, level)
    expect(found.rank).toBe(rank)
    expect(found.achievedLevel).toBeCloseTo(achieved, 12)
    expect(found.attainable).toBe(attainable)
    if (attainable) expect(found.achievedLevel).toBeGreaterThanOrEqual(level)
  })
})
