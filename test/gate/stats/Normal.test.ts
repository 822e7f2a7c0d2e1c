import { describe, expect, test } from "bun:test"
import { normalCdf, normalUpperQuantile, normalUpperTail } from "../../../gate/stats/Normal.ts"

describe("normal distribution", () => {
  test.each([
    [0.5, 0],
    [0.8, 0.8416212335729143],
    [0.9, 1.2815515655446004],
    [0.975, 1.959963984540054],
    [0.995, 2.5758293035489004],
    [0.999, 3.090232306167813],
  ])("quantile(%d) = %d: the upper quantile of 1 − p, and −z of p", (p, z) => {
    expect(normalUpperQuantile(1 - p)).toBeCloseTo(z, 12)
    expect(normalUpperQuantile(p)).toBeCloseTo(-z, 12)
  })

  test.each([
    [0, 0.5],
    [1, 0.15865525393145707],
    [1.959963984540054, 0.025],
    [3, 0.0013498980316301],
    [5, 2.866515718791939e-7],
    [10, 7.61985302416047e-24],
  ])("upper tail(%d) = %d (relative 1e-12)", (z, tail) => {
    expect(Math.abs(normalUpperTail(z) / tail - 1)).toBeLessThan(1e-12)
  })

  test("cdf and tail are complements; quantile inverts the tail down to 1e-300", () => {
    for (const z of [-4, -1, 0.3, 2.2]) expect(normalCdf(z) + normalUpperTail(z)).toBeCloseTo(1, 15)
    for (const tail of [0.4, 1e-3, 1e-12, 1e-300]) {
      const z = normalUpperQuantile(tail)
      expect(Math.abs(normalUpperTail(z) / tail - 1)).toBeLessThan(1e-10)
    }
  })

  test("edges", () => {
    expect(normalUpperQuantile(0)).toBe(Number.POSITIVE_INFINITY)
    expect(normalUpperQuantile(1)).toBe(Number.NEGATIVE_INFINITY)
    expect(normalUpperQuantile(2)).toBeNaN()
  })
})
