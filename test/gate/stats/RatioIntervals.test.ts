import { describe, expect, test } from "bun:test"
import { levelInterval } from "../../../gate/stats/Level.ts"
import { pairedRatioInterval } from "../../../gate/stats/PairedRatio.ts"
import { unpairedRatioInterval } from "../../../gate/stats/UnpairedRatio.ts"

const geometricMean = (values: ReadonlyArray<number>) =>
  Math.exp(values.reduce((sum, v) => sum + Math.log(v), 0) / values.length)

describe("pairedRatioInterval", () => {
  const ratios = [2.31, 2.28, 2.35, 2.3, 2.26, 2.33, 2.29, 2.32]

  test("default: t on log ratios → geometric mean, interval around it, on the ratio scale", () => {
    const interval = pairedRatioInterval(ratios)
    expect(interval.method).toBe("t-mean")
    expect(interval.scale).toBe("log")
    expect(interval.estimate).toBeCloseTo(geometricMean(ratios), 14)
    expect(interval.lower).toBeLessThan(interval.estimate)
    expect(interval.upper).toBeGreaterThan(interval.estimate)
    // Symmetric on the log scale.
    expect(Math.log(interval.upper / interval.estimate)).toBeCloseTo(
      Math.log(interval.estimate / interval.lower),
      12,
    )
    expect(interval.level).toBe(0.95)
  })

  test("a ratio and its reciprocal give mirrored intervals", () => {
    const forward = pairedRatioInterval(ratios)
    const backward = pairedRatioInterval(ratios.map((r) => 1 / r))
    expect(backward.estimate).toBeCloseTo(1 / forward.estimate, 12)
    expect(backward.lower).toBeCloseTo(1 / forward.upper, 12)
  })

  test("sign: the median ratio; level and method are options", () => {
    const interval = pairedRatioInterval(ratios, { method: "sign", level: 0.9 })
    expect(interval).toMatchObject({ method: "sign-median", level: 0.9 })
    expect(interval.estimate).toBeCloseTo(Math.sqrt(2.3 * 2.31), 12)
  })

  test("order flags select the crossover analysis by default", () => {
    const targetFirst = ratios.map((_, i) => i % 2 === 0)
    expect(pairedRatioInterval(ratios, { targetFirst }).method).toBe("crossover-t")
    expect(pairedRatioInterval(ratios, { targetFirst, method: "t" }).method).toBe("t-mean")
    expect(() => pairedRatioInterval(ratios, { method: "crossover" })).toThrow(RangeError)
  })

  test("ratios that are not all positive are analysed linearly", () => {
    const interval = pairedRatioInterval([0, 0.5, 1, 0.5])
    expect(interval.scale).toBe("linear")
    expect(interval.estimate).toBe(0.5)
  })

  test("one round: ratio known, interval (0, ∞), not attainable", () => {
    expect(pairedRatioInterval([1.2])).toMatchObject({
      lower: 0,
      upper: Number.POSITIVE_INFINITY,
      attainable: false,
    })
  })
})

describe("levelInterval", () => {
  test("positive values: geometric mean with a log-scale interval", () => {
    const p99 = [12.1, 12.6, 11.9, 12.4, 12.2]
    const interval = levelInterval(p99)
    expect(interval.scale).toBe("log")
    expect(interval.estimate).toBeCloseTo(geometricMean(p99), 12)
    expect(interval.lower).toBeGreaterThan(11.5)
    expect(interval.upper).toBeLessThan(13)
  })

  test("values with zeros (an error rate): mean on the linear scale", () => {
    const interval = levelInterval([0, 0, 0.01, 0])
    expect(interval).toMatchObject({ scale: "linear", estimate: 0.0025 })
    expect(interval.lower).toBeLessThan(0)
  })

  test("all zeros: exactly zero", () => {
    expect(levelInterval([0, 0, 0])).toMatchObject({ estimate: 0, lower: 0, upper: 0 })
  })

  test("sign: the median", () => {
    expect(levelInterval([5, 1, 4, 2, 3, 100], { method: "sign" }).estimate).toBeCloseTo(
      Math.sqrt(12),
      12,
    )
  })
})

describe("unpairedRatioInterval", () => {
  const base = [1000, 1010, 990, 1005, 995, 1002]
  const head = base.map((v) => v * 0.95)

  test("default Hodges–Lehmann on logs: an exact 5% drop is 0.95", () => {
    const interval = unpairedRatioInterval(head, base)
    expect(interval.method).toBe("hodges-lehmann")
    expect(interval.estimate).toBeCloseTo(0.95, 12)
    expect(interval.lower).toBeLessThan(0.95)
    expect(interval.upper).toBeGreaterThan(0.95)
    expect(interval).toMatchObject({ n: 6, referenceN: 6, scale: "log" })
  })

  test("welch: ratio of geometric means", () => {
    const interval = unpairedRatioInterval(head, base, { method: "welch" })
    expect(interval.estimate).toBeCloseTo(geometricMean(head) / geometricMean(base), 12)
  })

  test("non-positive values: difference relative to the base mean", () => {
    const interval = unpairedRatioInterval([0.02, 0.03, 0.01, 0.02], [0.01, 0, 0.02, 0.01], {
      method: "welch",
    })
    expect(interval.scale).toBe("linear")
    expect(interval.estimate).toBeCloseTo(2, 12)
  })

  test("a base of zero gives no ratio", () => {
    const interval = unpairedRatioInterval([0, 0.01, 0, 0], [0, 0, 0, 0])
    expect(interval.estimate).toBeNaN()
    expect(interval.attainable).toBe(false)
  })
})
