import { describe, expect, test } from "bun:test"
import type { Comparator } from "../../../gate/stats/Limit.ts"
import { type Bounds, type Decided, decide, decideRegression } from "../../../gate/stats/Verdict.ts"
import { describeReason } from "../../../report/Reason.ts"

const interval = (lower: number, upper: number, estimate = (lower + upper) / 2): Bounds => ({
  estimate,
  lower,
  upper,
  level: 0.95,
  n: 10,
})

describe("decide: every boundary, every comparator", () => {
  const cases: ReadonlyArray<readonly [Comparator, number, number, number, Decided]> = [
    // comparator, limit, lower, upper, status
    ["<=", 2.5, 2.0, 2.4, "pass"],
    ["<=", 2.5, 2.0, 2.5, "pass"], // upper touches: 2.5 <= 2.5 holds
    ["<=", 2.5, 2.4, 2.6, "inconclusive"],
    ["<=", 2.5, 2.5, 2.7, "inconclusive"], // lower touches: part of it still holds
    ["<=", 2.5, 2.51, 2.7, "fail"],
    ["<=", 2.5, 2.5, 2.5, "pass"],
    ["<", 2.5, 2.0, 2.4, "pass"],
    ["<", 2.5, 2.0, 2.5, "inconclusive"], // upper touches: 2.5 < 2.5 fails
    ["<", 2.5, 2.4, 2.6, "inconclusive"],
    ["<", 2.5, 2.5, 2.7, "fail"], // lower touches: nothing holds
    ["<", 2.5, 2.5, 2.5, "fail"],
    [">=", 1.0, 1.1, 1.2, "pass"],
    [">=", 1.0, 1.0, 1.2, "pass"],
    [">=", 1.0, 0.9, 1.1, "inconclusive"],
    [">=", 1.0, 0.8, 1.0, "inconclusive"],
    [">=", 1.0, 0.8, 0.99, "fail"],
    [">=", 1.0, 1.0, 1.0, "pass"],
    [">", 1.0, 1.1, 1.2, "pass"],
    [">", 1.0, 1.0, 1.2, "inconclusive"],
    [">", 1.0, 0.9, 1.1, "inconclusive"],
    [">", 1.0, 0.8, 1.0, "fail"],
    [">", 1.0, 1.0, 1.0, "fail"],
  ]
  test.each(cases)("%s %d with [%d, %d] → %s", (comparator, value, lower, upper, status) => {
    expect(decide(interval(lower, upper), { comparator, value }).status).toBe(status)
  })
})

describe("decide: minEffect", () => {
  const cases: ReadonlyArray<
    readonly [string, Comparator, number, Bounds, number | undefined, Decided]
  > = [
    ["clear but small failure", "<=", 2.5, interval(2.505, 2.515, 2.51), 0.01, "pass"],
    ["the same without minEffect", "<=", 2.5, interval(2.505, 2.515, 2.51), undefined, "fail"],
    ["the same with a smaller minEffect", "<=", 2.5, interval(2.505, 2.515, 2.51), 0.001, "fail"],
    ["effect exactly the minimum still fails", "<=", 4, interval(4.25, 4.75, 4.5), 0.125, "fail"],
    ["straddling, worst end below the minimum", "<=", 2.5, interval(2.45, 2.52), 0.01, "pass"],
    ["straddling, worst end beyond it", "<=", 2.5, interval(2.45, 2.55), 0.01, "inconclusive"],
    ["lower-bounded limit, small shortfall", ">=", 100, interval(99.2, 99.8, 99.5), 0.01, "pass"],
    ["lower-bounded limit, large shortfall", ">=", 100, interval(90, 95), 0.01, "fail"],
    ["a limit of 0 has no relative effect", "<=", 0, interval(0.001, 0.002), 0.5, "fail"],
    ["pass stays pass", "<=", 2.5, interval(2, 2.4), 0.01, "pass"],
  ]
  test.each(cases)("%s", (_, comparator, value, bounds, minEffect, status) => {
    const options = minEffect === undefined ? {} : { minEffect }
    expect(decide(bounds, { comparator, value }, options).status).toBe(status)
  })
})

describe("decide: what cannot decide", () => {
  test("no estimate", () => {
    const decision = decide(
      { estimate: Number.NaN, lower: Number.NaN, upper: Number.NaN },
      { comparator: "<=", value: 1 },
      { label: "p50 ratio" },
    )
    expect({ status: decision.status, reason: describeReason(decision.reason) }).toEqual({
      status: "inconclusive",
      reason: "no p50 ratio could be estimated",
    })
  })

  test("an unattainable interval never decides, however clear", () => {
    const bounds = { ...interval(3, 4), attainable: false, achievedLevel: 0.9375, n: 5 }
    expect(decide(bounds, { comparator: "<=", value: 2.5 }).status).toBe("inconclusive")
  })

  test("one round: an infinite interval straddles everything", () => {
    const bounds = { estimate: 3, lower: 0, upper: Number.POSITIVE_INFINITY, level: 0.95, n: 1 }
    expect(decide(bounds, { comparator: "<=", value: 2.5 }).status).toBe("inconclusive")
  })
})

describe("decide: reasons", () => {
  const ratio = { scale: { kind: "ratio" } as const, label: "p50 ratio" }
  test.each([
    [interval(2.96, 3.24, 3.1), {}, "p50 ratio 3.10x (95% CI 2.96x–3.24x) > 2.5x"],
    [interval(2.05, 2.16, 2.1), {}, "p50 ratio 2.10x (95% CI 2.05x–2.16x) <= 2.5x"],
    [
      { ...interval(2.41, 2.57, 2.49), n: 8 },
      {},
      "p50 ratio 2.49x (95% CI 2.41x–2.57x) straddles the 2.5x limit after 8 rounds",
    ],
    [
      interval(2.505, 2.515, 2.51),
      { minEffect: 0.01 },
      "p50 ratio 2.51x (95% CI 2.50x–2.52x) is 0.4% past the 2.5x limit, below the 1% minimum effect",
    ],
    [
      { ...interval(2.55, 2.64, 2.6), n: 5, attainable: false, achievedLevel: 0.9375 },
      {},
      "p50 ratio 2.60x (93.75% CI 2.55x–2.64x): 5 rounds cannot give a 95% interval; run more rounds",
    ],
    [
      {
        estimate: 2.6,
        lower: 0,
        upper: Number.POSITIVE_INFINITY,
        level: 0.95,
        n: 1,
        attainable: false,
        achievedLevel: 0,
      },
      {},
      "p50 ratio 2.60x: 1 round cannot give a 95% interval; run more rounds",
    ],
  ] as const)("%#", (bounds, options, reason) => {
    expect(
      describeReason(
        decide(bounds, { comparator: "<=", value: 2.5 }, { ...ratio, ...options }).reason,
      ),
    ).toBe(reason)
  })

  test("absolute limits with units", () => {
    const decision = decide(
      interval(11.9, 12.8, 12.3),
      { comparator: "<=", value: 15 },
      {
        label: "p99",
        scale: { kind: "metric", metric: "p99" },
      },
    )
    expect(describeReason(decision.reason)).toBe("p99 12.3 ms (95% CI 11.9 ms–12.8 ms) <= 15.0 ms")
  })

  test("default wording: three significant digits, no level when unknown", () => {
    expect(
      describeReason(
        decide({ estimate: 1.234, lower: 1.2, upper: 1.3 }, { comparator: ">", value: 1 }).reason,
      ),
    ).toBe("estimate 1.23 (CI 1.20–1.30) > 1.00")
  })
})

describe("decideRegression: directions, tolerance, boundaries", () => {
  const cases: ReadonlyArray<readonly ["higher" | "lower", number, number, number, Decided]> = [
    // better, tolerance, lower, upper (ratio head ÷ base), status
    ["higher", 0.05, 0.96, 1.02, "pass"],
    ["higher", 0.05, 0.95, 1.0, "pass"], // 5% worse is still tolerated
    ["higher", 0.05, 0.93, 0.99, "inconclusive"],
    ["higher", 0.05, 0.9, 0.95, "inconclusive"],
    ["higher", 0.05, 0.9, 0.94, "fail"],
    ["higher", 0.05, 0.95, 0.95, "pass"],
    ["higher", 0, 0.99, 0.995, "fail"],
    ["higher", 0, 1.0, 1.01, "pass"],
    ["lower", 0.05, 0.98, 1.04, "pass"],
    ["lower", 0.05, 1.0, 1.05, "pass"],
    ["lower", 0.05, 1.02, 1.08, "inconclusive"],
    ["lower", 0.05, 1.05, 1.1, "inconclusive"],
    ["lower", 0.05, 1.06, 1.1, "fail"],
    ["lower", 0.05, 0.5, 0.6, "pass"], // much better
    ["higher", 0.05, 1.5, 1.6, "pass"],
  ]
  test.each(cases)(
    "%s is better, tolerance %d, ratio [%d, %d] → %s",
    (better, tolerance, lower, upper, status) => {
      expect(decideRegression(interval(lower, upper), { better, tolerance }).status).toBe(status)
    },
  )

  test("minEffect with no tolerance: a clear but tiny regression passes", () => {
    const tiny = interval(0.993, 0.997, 0.995)
    expect(decideRegression(tiny, { better: "higher", tolerance: 0 }).status).toBe("fail")
    expect(decideRegression(tiny, { better: "higher", tolerance: 0, minEffect: 0.01 }).status).toBe(
      "pass",
    )
  })

  test.each([
    [
      { ...interval(0.921, 1.016, 0.969), n: 16 },
      "higher",
      "rps −3.1% (95% CI −7.9%…+1.6%) straddles the −5% limit after 16 rounds",
    ],
    [
      interval(0.911, 0.944, 0.929),
      "higher",
      "rps −7.1% (95% CI −8.9%…−5.6%) is worse than the −5% limit",
    ],
    [interval(0.979, 1.002, 0.99), "higher", "rps −1.0% (95% CI −2.1%…+0.2%) within the −5% limit"],
    [
      interval(1.09, 1.15, 1.12),
      "lower",
      "rps +12.0% (95% CI +9.0%…+15.0%) is worse than the +5% limit",
    ],
  ] as const)("reason: %#", (bounds, better, reason) => {
    expect(
      describeReason(decideRegression(bounds, { better, tolerance: 0.05, label: "rps" }).reason),
    ).toBe(reason)
  })
})
