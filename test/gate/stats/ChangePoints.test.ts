import { describe, expect, test } from "bun:test"
import { bestSplit, changePoints } from "../../../gate/stats/ChangePoints.ts"
import { seededRandom } from "../../../gate/stats/Random.ts"

/** A series of runs: level × (1 + sd·noise), the level changing at the given indices. */
const runs = (
  seed: number,
  length: number,
  levels: ReadonlyArray<readonly [from: number, level: number]>,
  sd = 0.02,
  noise: "normal" | "t3" = "normal",
): Array<number> => {
  const random = seededRandom(seed)
  return Array.from({ length }, (_, i) => {
    const level = [...levels].reverse().find(([from]) => i >= from)?.[1] ?? 1
    const z = noise === "normal" ? random.normal() : random.studentT(3)
    return level * (1 + sd * z)
  })
}

describe("bestSplit", () => {
  test("puts the split at the first point of the new level", () => {
    expect(bestSplit([1, 1, 1, 1, 1, 5, 5, 5, 5, 5], 2)?.tau).toBe(5)
    expect(bestSplit([1, 2, 1, 2, 9, 8, 9, 8], 2)?.tau).toBe(4)
  })

  test("matches the statistic computed from its definition", () => {
    const values = runs(7, 16, [[9, 1.2]])
    const naive = (tau: number) => {
      const left = values.slice(0, tau)
      const right = values.slice(tau)
      const sum = (a: ReadonlyArray<number>, b: ReadonlyArray<number>, same: boolean) => {
        let total = 0
        for (let i = 0; i < a.length; i++)
          for (let j = same ? i + 1 : 0; j < b.length; j++)
            total += Math.abs((a[i] as number) - (b[j] as number))
        return total
      }
      const m = left.length
      const n = right.length
      const energy =
        (2 * sum(left, right, false)) / (m * n) -
        sum(left, left, true) / ((m * (m - 1)) / 2) -
        sum(right, right, true) / ((n * (n - 1)) / 2)
      return ((m * n) / (m + n)) * energy
    }
    const best = bestSplit(values, 3)
    const expected = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].reduce((a, b) =>
      naive(b) > naive(a) ? b : a,
    )
    expect(best?.tau).toBe(expected)
    expect(best?.q).toBeCloseTo(naive(expected), 9)
  })

  test("a segment shorter than two sides of minSize has no split", () => {
    expect(bestSplit([1, 2, 3, 4, 5, 6, 7], 4)).toBeUndefined()
  })
})

describe("changePoints", () => {
  test("finds one 10% shift in 2% noise at its run, with both levels", () => {
    const points = changePoints(runs(11, 40, [[25, 1.1]]))
    expect(points).toHaveLength(1)
    expect(points[0]?.index).toBe(25)
    expect(points[0]?.before).toBeCloseTo(1, 1)
    expect(points[0]?.after).toBeCloseTo(1.1, 1)
    expect(points[0]?.pValue).toBeLessThanOrEqual(0.01)
  })

  test("finds a shift up and a later shift back down", () => {
    const points = changePoints(
      runs(12, 60, [
        [20, 1.15],
        [40, 1],
      ]),
    )
    expect(points.map((p) => p.index)).toEqual([20, 40])
    expect(points[0]?.after ?? 0).toBeGreaterThan(points[0]?.before ?? 0)
    expect(points[1]?.after ?? 0).toBeLessThan(points[1]?.before ?? 0)
  })

  test("finds a 5% shift in 2% noise in at least 90 of 100 series, within one run of the truth", () => {
    // 100 series of 40 runs, the shift at a random run between 10 and 30.
    const random = seededRandom(99)
    let found = 0
    for (let trial = 0; trial < 100; trial++) {
      const at = 10 + Math.floor(random.uniform() * 21)
      const points = changePoints(runs(1000 + trial, 40, [[at, 1.05]]))
      if (points.some((p) => Math.abs(p.index - at) <= 1)) found += 1
    }
    expect(found).toBeGreaterThanOrEqual(90)
  })

  test("stationary noise: a change point in at most 3% of series (alpha 0.01 per test)", () => {
    // 300 series of 40 runs, normal and heavy-tailed (t, 3 df) noise. Measured over 1,000 series
    // each: 1.5% (normal) and 0.6% (t3) of stationary series get a change point.
    let flagged = 0
    for (let trial = 0; trial < 300; trial++) {
      const noise = trial % 2 === 0 ? "normal" : "t3"
      if (changePoints(runs(5000 + trial, 40, [], 0.02, noise)).length > 0) flagged += 1
    }
    expect(flagged / 300).toBeLessThanOrEqual(0.03)
  })

  test("one outlier run is not a change point", () => {
    const values = runs(13, 40, [])
    values[20] = 3
    expect(changePoints(values)).toEqual([])
  })

  test("the same series gives the same points; too short a series gives none", () => {
    const values = runs(14, 30, [[15, 1.2]])
    expect(changePoints(values)).toEqual(changePoints(values))
    expect(changePoints([1, 2, 3, 9, 9, 9, 9])).toEqual([])
  })

  test("refuses non-finite values", () => {
    expect(() => changePoints([1, 2, Number.NaN, 4, 5, 6, 7, 8])).toThrow(RangeError)
  })
})
