import { describe, expect, test } from "bun:test"
import { studentTUpperQuantile } from "../../../gate/stats/StudentT.ts"
import { hodgesLehmannInterval, welchInterval } from "../../../gate/stats/TwoSample.ts"
import {
  headSizeToAttain,
  headsAtMost,
  unpairedRatioInterval,
} from "../../../gate/stats/UnpairedRatio.ts"

describe("welchInterval", () => {
  test("by hand: unequal variances and sizes, Welch–Satterthwaite df", () => {
    const interval = welchInterval([1, 2, 3, 4, 5], [2, 4, 6], 0.95)
    const a = 2.5 / 5
    const b = 4 / 3
    const df = (a + b) ** 2 / (a ** 2 / 4 + b ** 2 / 2)
    const half = studentTUpperQuantile(0.025, df) * Math.sqrt(a + b)
    expect(interval.estimate).toBe(-1)
    expect(interval.lower).toBeCloseTo(-1 - half, 12)
    expect(interval.upper).toBeCloseTo(-1 + half, 12)
    expect(interval).toMatchObject({ n: 5, referenceN: 3, method: "welch", attainable: true })
  })

  test("two constant samples: the difference exactly", () => {
    expect(welchInterval([3, 3], [1, 1, 1], 0.95)).toMatchObject({
      estimate: 2,
      lower: 2,
      upper: 2,
    })
  })

  test("fewer than two values a side: unbounded, not attainable", () => {
    expect(welchInterval([3], [1, 2], 0.95)).toMatchObject({
      estimate: 1.5,
      lower: Number.NEGATIVE_INFINITY,
      attainable: false,
    })
  })
})

describe("hodgesLehmannInterval", () => {
  test("4 + 4 at 95%: the extreme differences, 97.1% exact", () => {
    const interval = hodgesLehmannInterval([10, 11, 12, 13], [1, 2, 3, 4], 0.95)
    // differences 6…12, median 9
    expect(interval).toMatchObject({ estimate: 9, lower: 6, upper: 12, attainable: true })
    expect(interval.achievedLevel).toBeCloseTo(1 - 2 / 70, 14)
  })

  test("5 + 5 at 95%: the 3rd smallest and 3rd largest of 25 differences", () => {
    const xs = [0, 10, 20, 30, 40]
    const ys = [0, 1, 2, 3, 4]
    const differences = xs.flatMap((x) => ys.map((y) => x - y)).sort((a, b) => a - b)
    const interval = hodgesLehmannInterval(xs, ys, 0.95)
    expect(interval.lower).toBe(differences[2] as number)
    expect(interval.upper).toBe(differences[22] as number)
    expect(interval.estimate).toBe(differences[12] as number)
  })

  test("even count of differences: the mean of the middle two", () => {
    expect(hodgesLehmannInterval([1, 3], [0, 0], 0.5).estimate).toBe(2)
    expect(hodgesLehmannInterval([1, 2, 3, 4], [0, 10], 0.9).estimate).toBe(-2.5)
  })

  test("3 + 3 at 95%: widest interval, not attainable (90%)", () => {
    const interval = hodgesLehmannInterval([5, 6, 7], [1, 2, 3], 0.95)
    expect(interval).toMatchObject({ lower: 2, upper: 6, attainable: false })
    expect(interval.achievedLevel).toBeCloseTo(0.9, 14)
  })

  test("a disturbed round barely moves it; Welch moves with it", () => {
    const base = [100, 101, 99, 100.5, 99.5, 100.2]
    const head = [102, 103, 101, 102.5, 101.5, 102.2]
    const disturbed = [...head.slice(0, 5), 60]
    expect(hodgesLehmannInterval(disturbed, base, 0.95).estimate).toBeCloseTo(
      hodgesLehmannInterval(head, base, 0.95).estimate,
      0,
    )
    expect(welchInterval(disturbed, base, 0.95).estimate).toBeLessThan(-4)
  })
})

describe("headsAtMost", () => {
  test("the head's rounds repeated, and the base's moved to the estimate, to fifty or more", () => {
    const [head, moved] = headsAtMost([1, 2, 3], [2, 4], 1.5)
    expect(head?.length).toBe(51)
    expect(head?.filter((x) => x === 2).length).toBe(17)
    expect(moved?.length).toBe(50)
    expect([...new Set(moved)]).toEqual([3, 6])
    expect(headsAtMost([], [1], 1)[0]).toEqual([])
  })

  test("their intervals against a fixed base narrow to the base's own spread, and no further", () => {
    const base = [0.9, 1.1, 0.95, 1.05, 1, 0.92]
    const head = [1, 1.01, 0.99, 1.005, 0.995, 1]
    const now = unpairedRatioInterval(head, base, { level: 0.95 })
    for (const more of headsAtMost(head, base, now.estimate)) {
      const most = unpairedRatioInterval(more, base, { level: 0.95 })
      expect(most.upper - most.lower).toBeLessThan(now.upper - now.lower)
      // Still as wide as the base's spread puts it: more than ±2.5% around 1.
      expect(most.lower).toBeLessThan(0.975)
      expect(most.upper).toBeGreaterThan(1.025)
    }
  })
})

describe("headSizeToAttain", () => {
  test("the fewest head values whose rank interval reaches the level against a fixed base", () => {
    // At 95%: 4 + 4, 3 + 5, 2 + 8 (the widest interval covers 1 − 2 / C(n + m, m)).
    expect(headSizeToAttain(4, 0.95)).toBe(4)
    expect(headSizeToAttain(3, 0.95)).toBe(5)
    expect(headSizeToAttain(2, 0.95)).toBe(8)
    // At a third look's share of 5% (98.33%): four base rounds need five here.
    expect(headSizeToAttain(4, 1 - 0.05 / 3)).toBe(5)
    for (const [m, level] of [
      [2, 0.975],
      [3, 0.99],
      [6, 0.999],
    ] as const) {
      const n = headSizeToAttain(m, level)
      const at = (k: number) =>
        hodgesLehmannInterval(
          Array.from({ length: k }, (_, i) => i),
          [0.5, 1.5, 2.5, 3.5, 4.5, 5.5].slice(0, m),
          level,
        )
      expect(at(n).attainable).toBe(true)
      expect(at(n - 1).attainable).toBe(false)
    }
    // One base value: 2 / (n + 1) ≤ 5% from 39.
    expect(headSizeToAttain(1, 0.95)).toBe(39)
    expect(headSizeToAttain(0, 0.95)).toBe(Number.POSITIVE_INFINITY)
    // 2 / C(52, 2) ≈ 0.15%: not within fifty at 99.9%.
    expect(headSizeToAttain(2, 0.999)).toBe(Number.POSITIVE_INFINITY)
  })
})
