import { describe, expect, test } from "bun:test"
import {
  crossoverMeanInterval,
  signMedianInterval,
  tMeanInterval,
} from "../../../gate/stats/OneSample.ts"

describe("tMeanInterval", () => {
  test("by hand: 1…5 → 3 ± t(0.975, 4)·√2.5/√5", () => {
    const interval = tMeanInterval([1, 2, 3, 4, 5], 0.95)
    const half = (2.7764451051977987 * Math.sqrt(2.5)) / Math.sqrt(5)
    expect(interval.estimate).toBe(3)
    expect(interval.lower).toBeCloseTo(3 - half, 12)
    expect(interval.upper).toBeCloseTo(3 + half, 12)
    expect(interval.sd).toBeCloseTo(Math.sqrt(2.5), 14)
    expect(interval).toMatchObject({
      level: 0.95,
      achievedLevel: 0.95,
      attainable: true,
      n: 5,
      method: "t-mean",
    })
  })

  test("identical rounds: a zero-width interval", () => {
    expect(tMeanInterval([2, 2, 2], 0.95)).toMatchObject({ estimate: 2, lower: 2, upper: 2 })
  })

  test("one round: the whole line, not attainable; none: no estimate", () => {
    expect(tMeanInterval([4], 0.95)).toMatchObject({
      estimate: 4,
      lower: Number.NEGATIVE_INFINITY,
      upper: Number.POSITIVE_INFINITY,
      attainable: false,
    })
    expect(tMeanInterval([], 0.95).estimate).toBeNaN()
  })

  test("a higher level is wider", () => {
    const values = [0.3, 0.1, 0.4, 0.15, 0.9, 0.2]
    const narrow = tMeanInterval(values, 0.9)
    const wide = tMeanInterval(values, 0.99)
    expect(wide.lower).toBeLessThan(narrow.lower)
    expect(wide.upper).toBeGreaterThan(narrow.upper)
  })

  test("a level outside (0, 1) is a programming error", () => {
    expect(() => tMeanInterval([1, 2], 95)).toThrow(RangeError)
  })
})

describe("signMedianInterval", () => {
  test("10 values at 95%: the 2nd and 9th order statistics, 97.85% exact", () => {
    const interval = signMedianInterval([7, 3, 9, 1, 10, 4, 2, 8, 6, 5], 0.95)
    expect(interval).toMatchObject({ estimate: 5.5, lower: 2, upper: 9, attainable: true })
    expect(interval.achievedLevel).toBeCloseTo(1 - 22 / 1024, 14)
  })

  test("5 values at 95%: the range [min, max], marked not attainable at 93.75%", () => {
    const interval = signMedianInterval([3, 1, 2, 5, 4], 0.95)
    expect(interval).toMatchObject({ estimate: 3, lower: 1, upper: 5, attainable: false })
    expect(interval.achievedLevel).toBeCloseTo(0.9375, 14)
  })

  test("one disturbed round does not move it", () => {
    const clean = signMedianInterval([1, 2, 3, 4, 5, 6, 7, 8], 0.95)
    const disturbed = signMedianInterval([1, 2, 3, 4, 5, 6, 7, 800], 0.95)
    expect(disturbed.estimate).toBe(clean.estimate)
  })
})

describe("crossoverMeanInterval", () => {
  const first = [true, false, true, false, true, false, true, false]
  const noise = [0.001, -0.002, 0.0005, 0.0015, -0.001, 0.002, -0.0005, -0.0015]

  test("removes a pure order effect from both the estimate and the spread", () => {
    const values = first.map((f, i) => 0.1 + (f ? 0.05 : -0.05) + (noise[i] as number))
    const crossover = crossoverMeanInterval(values, first, 0.95)
    expect(crossover.method).toBe("crossover-t")
    expect(crossover.estimate).toBeCloseTo(0.1, 14)
    expect(crossover.orderEffect).toBeCloseTo(0.05, 3)
    expect(crossover.upper - crossover.lower).toBeLessThan(0.01)
    // Plain t sees the order effect as noise: ten times wider here.
    const plain = tMeanInterval(values, 0.95)
    expect(plain.upper - plain.lower).toBeGreaterThan(10 * (crossover.upper - crossover.lower))
  })

  test("by hand: pooled spread, df = n − 2", () => {
    const values = [1, 4, 3, 6]
    const interval = crossoverMeanInterval(values, [true, false, true, false], 0.95)
    // groups {1, 3} and {4, 6}: means 2 and 5, pooled variance (2 + 2)/2 = 2.
    const se = (Math.sqrt(2) / 2) * Math.sqrt(1 / 2 + 1 / 2)
    expect(interval.estimate).toBe(3.5)
    expect(interval.upper - interval.estimate).toBeCloseTo(4.302652729749464 * se, 12)
    expect(interval.orderEffect).toBe(-1.5)
  })

  test("falls back to plain t when one order is missing or rounds are too few", () => {
    expect(crossoverMeanInterval([1, 2, 3], [true, true, true], 0.95).method).toBe("t-mean")
    expect(crossoverMeanInterval([1, 2], [true, false], 0.95).method).toBe("t-mean")
    expect(() => crossoverMeanInterval([1, 2], [true], 0.95)).toThrow(RangeError)
  })
})
