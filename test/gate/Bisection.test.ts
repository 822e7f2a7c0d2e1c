import { describe, expect, test } from "bun:test"
import {
  type Bisection,
  candidates,
  firstBad,
  halfwayTolerance,
  likeness,
  midpoint,
  narrow,
  type RangeCommit,
  startBisection,
  stepsFor,
} from "../../gate/Bisection.ts"

const range = (count: number): RangeCommit[] =>
  Array.from({ length: count }, (_, i) => ({ sha: `c${i + 1}`, subject: `commit ${i + 1}` }))

/** The search run to its end when commits from `slow` (0-based) on are like BAD. */
const search = (count: number, slow: number) => {
  let state: Bisection = startBisection(range(count))
  const measured: string[] = []
  for (let index = midpoint(state); index !== undefined; index = midpoint(state)) {
    measured.push(state.commits[index]?.sha ?? "")
    state = narrow(state, index, index >= slow ? "bad" : "good")
  }
  return { found: firstBad(state), measured }
}

describe("bisection", () => {
  test.each([1, 2, 3, 5, 8, 13])("among %i commits, every position is found", (count) => {
    for (let slow = 0; slow < count; slow++) {
      const { found, measured } = search(count, slow)
      expect(found?.sha).toBe(`c${slow + 1}`)
      // Never more steps than the halving bound, and never a commit twice.
      expect(measured.length).toBeLessThanOrEqual(stepsFor(count))
      expect(new Set(measured).size).toBe(measured.length)
      // BAD itself was measured when the shift was confirmed, not again.
      expect(measured).not.toContain(`c${count}`)
    }
  })

  test("the slow fifth of eight is found in three steps: c4, c6, c5", () => {
    expect(search(8, 4)).toEqual({
      found: { sha: "c5", subject: "commit 5" },
      measured: ["c4", "c6", "c5"],
    })
  })

  test("an undecided search says which commits may still hold the change", () => {
    const state = narrow(startBisection(range(8)), 3, "good")
    expect(firstBad(state)).toBeUndefined()
    expect(candidates(state).map((c) => c.sha)).toEqual(["c5", "c6", "c7", "c8"])
  })

  test("narrowing outside the open range is a bug, not a step", () => {
    const state = narrow(startBisection(range(8)), 3, "good")
    expect(() => narrow(state, 3, "bad")).toThrow(RangeError)
    expect(() => narrow(state, 7, "bad")).toThrow(RangeError)
    expect(() => startBisection([])).toThrow(RangeError)
  })

  test.each([
    [1, "lower", Math.SQRT2 - 1],
    [3, "lower", 1],
    [0.21, "lower", 0.1],
    [-0.5, "higher", 1 - Math.SQRT1_2],
    [-0.19, "higher", 0.1],
  ] as const)(
    "a shift of %d (%s is better) is halved at a tolerance of %d",
    (shift, better, tolerance) => {
      expect(halfwayTolerance(shift, better)).toBeCloseTo(tolerance, 12)
    },
  )

  test("only a decided verdict moves the search", () => {
    expect(likeness("pass")).toBe("good")
    expect(likeness("fail")).toBe("bad")
    expect(likeness("inconclusive")).toBe("undecided")
    expect(likeness("skipped")).toBe("undecided")
  })
})
