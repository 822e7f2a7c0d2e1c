import { describe, expect, test } from "bun:test"
import {
  consensus,
  decideDeterministic,
  decideDeterministicRegression,
} from "../../../gate/stats/Deterministic.ts"
import { describeReason } from "../../../report/Reason.ts"

const BYTES = { kind: "metric", metric: "bytes_per_response" } as const

describe("consensus", () => {
  test("all rounds agree", () => {
    expect(consensus([512, 512, 512])).toEqual({ value: 512, consistent: true, disagreeing: [] })
  })

  test("the most common value; the other rounds are named", () => {
    expect(consensus([512, 530, 512, 512, 540])).toEqual({
      value: 512,
      consistent: false,
      disagreeing: [2, 5],
    })
    expect(consensus([1, 2], [7, 8]).disagreeing).toEqual([8])
  })

  test("floating-point rounding is not disagreement", () => {
    expect(consensus([0.1 + 0.2, 0.3]).consistent).toBe(true)
  })

  test("no rounds", () => {
    expect(consensus([]).value).toBeNaN()
  })
})

describe("decideDeterministic", () => {
  test.each([
    [[512, 512, 512], "<=", 512, "pass", "bytes_per_response 512 B <= 512 B"],
    [[512, 512, 512], "<", 512, "fail", "bytes_per_response 512 B >= 512 B"],
    [[513, 513], "<=", 512, "fail", "bytes_per_response 513 B > 512 B"],
    [[100, 100], ">=", 100, "pass", "bytes_per_response 100 B >= 100 B"],
    [
      [500, 510, 500],
      "<=",
      512,
      "pass",
      "bytes_per_response 500 B <= 512 B; not deterministic: round 2 measured 510 B",
    ],
    [
      [500, 530, 500, 540],
      "<=",
      512,
      "inconclusive",
      "bytes_per_response 500 B in most rounds, but the rounds fall on both sides of <= 512 B; not deterministic: rounds 2, 4 measured 530 B, 540 B",
    ],
  ] as const)("%p %s %d → %s", (values, comparator, value, status, reason) => {
    const decision = decideDeterministic(
      values,
      { comparator, value },
      { label: "bytes_per_response", scale: BYTES },
    )
    expect(decision.status).toBe(status)
    expect(describeReason(decision.reason)).toBe(reason)
  })

  test("reports the disagreeing rounds as data", () => {
    expect(decideDeterministic([7, 7, 8], { comparator: "<=", value: 10 }).disagreeing).toEqual([3])
  })

  test("no rounds: inconclusive", () => {
    expect(decideDeterministic([], { comparator: "<=", value: 1 }).status).toBe("inconclusive")
  })
})

describe("decideDeterministicRegression", () => {
  const options = { label: "bytes_per_response", scale: BYTES, better: "lower" as const }
  test.each([
    [
      [512, 512],
      [512, 512],
      0,
      "pass",
      "bytes_per_response 512 B vs 512 B on the base (0.0%) within the 0% limit",
    ],
    [
      [513],
      [512],
      0,
      "fail",
      "bytes_per_response 513 B vs 512 B on the base (+0.2%) is worse than the 0% limit",
    ],
    [
      [530],
      [512],
      0.05,
      "pass",
      "bytes_per_response 530 B vs 512 B on the base (+3.5%) within the +5% limit",
    ],
    [
      [480],
      [512],
      0,
      "pass",
      "bytes_per_response 480 B vs 512 B on the base (\u22126.3%) within the 0% limit",
    ],
    [
      [512, 520, 512],
      [512],
      0,
      "inconclusive",
      "bytes_per_response 512 B vs 512 B on the base (0.0%) has rounds on both sides of the 0% limit; not deterministic: round 2 measured 520 B",
    ],
  ] as const)("%p vs %p, tolerance %d → %s", (head, base, tolerance, status, reason) => {
    const decision = decideDeterministicRegression(head, base, { ...options, tolerance })
    expect(decision.status).toBe(status)
    expect(describeReason(decision.reason)).toBe(reason)
  })

  test("higher is better: a drop beyond the tolerance fails exactly", () => {
    const higher = { better: "higher" as const, tolerance: 0.1 }
    expect(decideDeterministicRegression([90], [100], higher).status).toBe("pass")
    expect(decideDeterministicRegression([89], [100], higher).status).toBe("fail")
  })

  test("a base that varies is reported", () => {
    const decision = decideDeterministicRegression([5], [5, 5, 6], {
      better: "lower",
      tolerance: 0,
    })
    expect(describeReason(decision.reason)).toContain(
      "the base is not deterministic either: its round 3 differs",
    )
  })

  test("nothing measured", () => {
    expect(decideDeterministicRegression([], [1], { better: "lower", tolerance: 0 }).status).toBe(
      "inconclusive",
    )
  })
})
