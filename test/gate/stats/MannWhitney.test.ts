import { describe, expect, test } from "bun:test"
import {
  mannWhitneyDistribution,
  mannWhitneyLowerTail,
  shiftIntervalRank,
} from "../../../gate/stats/MannWhitney.ts"
import { normalCdf } from "../../../gate/stats/Normal.ts"

/** The distribution of U by enumerating every interleaving of n x's among n + m places. */
const bruteForce = (n: number, m: number): number[] => {
  const counts = new Array<number>(n * m + 1).fill(0)
  const walk = (placed: number, xs: number, ysBefore: number, u: number) => {
    if (placed === n + m) {
      if (xs === n) counts[u] = (counts[u] as number) + 1
      return
    }
    // Next smallest value is an x (it beats every y placed before it) or a y.
    if (xs < n) walk(placed + 1, xs + 1, ysBefore, u + ysBefore)
    if (placed - xs < m) walk(placed + 1, xs, ysBefore + 1, u)
  }
  walk(0, 0, 0, 0)
  const total = counts.reduce((a, b) => a + b, 0)
  return counts.map((c) => c / total)
}

describe("mannWhitneyDistribution (Harding's product)", () => {
  test.each([
    [1, 1],
    [2, 2],
    [3, 5],
    [4, 6],
    [7, 3],
    [6, 6],
  ])("%i × %i matches enumeration", (n, m) => {
    const exact = mannWhitneyDistribution(n, m)
    for (const [u, p] of bruteForce(n, m).entries()) expect(exact[u] as number).toBeCloseTo(p, 14)
  })

  test("5 × 5: the textbook tail, P(U ≤ 2) = 4/252, P(U ≤ 3) = 7/252", () => {
    expect(mannWhitneyLowerTail(2, 5, 5)).toBeCloseTo(4 / 252, 15)
    expect(mannWhitneyLowerTail(3, 5, 5)).toBeCloseTo(7 / 252, 15)
  })

  test("30 × 30 sums to 1 and is symmetric", () => {
    const p = Array.from(mannWhitneyDistribution(30, 30))
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    for (const u of [0, 17, 200, 449]) expect(p[u] as number).toBeCloseTo(p[900 - u] as number, 15)
    expect(p[0] as number).toBeCloseTo(1 / 1.1826458156486712e17, 30)
  })

  test("the normal approximation used beyond 50 a side is within 0.002 of the exact tail at 50", () => {
    const sd = Math.sqrt((50 * 50 * 101) / 12)
    for (const u of [900, 1000, 1100, 1250]) {
      const approximate = normalCdf((u + 0.5 - 1250) / sd)
      expect(Math.abs(approximate - mannWhitneyLowerTail(u, 50, 50))).toBeLessThan(0.002)
    }
    expect(mannWhitneyLowerTail(1800, 60, 60)).toBeCloseTo(
      normalCdf((1800.5 - 1800) / Math.sqrt((60 * 60 * 121) / 12)),
      15,
    )
  })
})

describe("shiftIntervalRank", () => {
  test.each([
    // n, m, level, rank, achieved, attainable
    [5, 5, 0.95, 3, 1 - 8 / 252, true],
    [4, 4, 0.95, 1, 1 - 2 / 70, true],
    [3, 5, 0.95, 1, 1 - 2 / 56, true],
    [3, 3, 0.95, 1, 1 - 2 / 20, false],
    [3, 4, 0.95, 1, 1 - 2 / 35, false],
    [2, 8, 0.95, 1, 1 - 2 / 45, true],
  ])(
    "%i × %i at %d: rank %i, level %d, attainable %p",
    (n, m, level, rank, achieved, attainable) => {
      const found = shiftIntervalRank(n, m, level)
      expect(found.rank).toBe(rank)
      expect(found.achievedLevel).toBeCloseTo(achieved, 12)
      expect(found.attainable).toBe(attainable)
    },
  )

  test("the chosen rank is the narrowest that reaches the level", () => {
    for (const [n, m] of [
      [8, 8],
      [12, 20],
      [30, 30],
      [60, 60],
    ] as const) {
      const { rank, achievedLevel } = shiftIntervalRank(n, m, 0.95)
      expect(achievedLevel).toBeGreaterThanOrEqual(0.95)
      expect(1 - 2 * mannWhitneyLowerTail(rank, n, m)).toBeLessThan(0.95)
    }
  })
})
