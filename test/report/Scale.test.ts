import { describe, expect, test } from "bun:test"
import { clipped, domainValues, scaleOf, spansDecades, tickLabels } from "../../report/Scale.ts"

describe("scaleOf", () => {
  test("values within a decade: linear, padded, round ticks inside the domain", () => {
    const scale = scaleOf([1, 1.2, 3.1])
    expect(scale.kind).toBe("linear")
    expect(scale.at(1)).toBeGreaterThan(0)
    expect(scale.at(3.1)).toBeLessThan(1)
    expect(scale.ticks).toEqual([1, 1.5, 2, 2.5, 3])
    for (const tick of scale.ticks) {
      expect(tick).toBeGreaterThanOrEqual(scale.low)
      expect(tick).toBeLessThanOrEqual(scale.high)
    }
    // Equal differences, equal distances.
    expect(scale.at(2) - scale.at(1)).toBeCloseTo(scale.at(3) - scale.at(2), 9)
  })

  test("395 ns to 809 µs: a log scale, every target readable, ticks at powers of ten", () => {
    const values = [395e-6, 2e-3, 0.05, 0.809]
    expect(spansDecades(values)).toBe(true)
    const scale = scaleOf(values)
    expect(scale.kind).toBe("log")
    expect(scale.ticks).toEqual([0.001, 0.01, 0.1, 1])
    // Equal ratios, equal distances: the fastest target is not a dot at the left edge.
    expect(scale.at(0.01) - scale.at(0.001)).toBeCloseTo(scale.at(0.1) - scale.at(0.01), 9)
    expect(scale.at(395e-6)).toBeGreaterThan(0.01)
    expect(scale.at(2e-3)).toBeGreaterThan(0.2)
  })

  test("a log scale over less than three decades also ticks at 2x and 5x", () => {
    expect(scaleOf([1, 30]).ticks).toEqual([1, 2, 5, 10, 20])
  })

  test("negative values, or log turned off, stay linear; one value gets a domain around it", () => {
    expect(scaleOf([-0.05, 0.1]).kind).toBe("linear")
    expect(scaleOf([-0.05, 0.1]).ticks).toEqual([-0.05, 0, 0.05, 0.1])
    expect(scaleOf([1, 100], { log: false }).kind).toBe("linear")
    const one = scaleOf([5])
    expect(one.at(5)).toBeCloseTo(0.5, 9)
    expect(one.ticks.length).toBeGreaterThan(1)
  })

  test("tick labels that would repeat are left out", () => {
    const scale = scaleOf([0.995, 1.004])
    const labels = tickLabels(scale, (v) => v.toFixed(2))
    expect(new Set(labels.map((l) => l.label)).size).toBe(labels.length)
    expect(labels.length).toBeLessThan(scale.ticks.length)
  })
})

describe("clipping", () => {
  test("an interval end far past the estimates and limit is pulled in, and drawn cut", () => {
    const values = domainValues([2.3, 2.5], [2.2, 50])
    expect(Math.max(...values)).toBeCloseTo(2.5 + 2 * 0.2, 9)
    const scale = scaleOf(values)
    expect(clipped(scale, 50)).toEqual({ at: 1, cut: "high" })
    expect(clipped(scale, 2.2).cut).toBeUndefined()
  })

  test("unbounded ends are cut at their side; the domain ignores them", () => {
    const scale = scaleOf(
      domainValues([1, 2], [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]),
    )
    expect(Number.isFinite(scale.low) && Number.isFinite(scale.high)).toBe(true)
    expect(clipped(scale, Number.POSITIVE_INFINITY)).toEqual({ at: 1, cut: "high" })
    expect(clipped(scale, Number.NEGATIVE_INFINITY)).toEqual({ at: 0, cut: "low" })
  })
})
