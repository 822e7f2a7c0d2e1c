import { describe, expect, test } from "bun:test"
import type { Status } from "../../gate/Result.ts"
import {
  countVerdicts,
  describeCounts,
  overallStatus,
  scenariosWorstFirst,
  targetStatus,
  verdictsWorstFirst,
  worstStatus,
} from "../../report/Summary.ts"
import { outcome, result, sampleResult, statusVerdict } from "../support/build.ts"

describe("worstStatus", () => {
  test.each<[ReadonlyArray<Status>, Status | undefined]>([
    [[], undefined],
    [["skipped"], "skipped"],
    [["skipped", "pass"], "pass"],
    [["pass", "inconclusive", "skipped"], "inconclusive"],
    [["inconclusive", "fail", "pass"], "fail"],
    [["fail", "fail"], "fail"],
  ])("%p → %p", (statuses, expected) => {
    expect(worstStatus(statuses)).toBe(expected)
  })
})

describe("counting", () => {
  test("counts every verdict of every scenario", () => {
    expect(countVerdicts(sampleResult())).toEqual({ pass: 4, fail: 1, inconclusive: 1, skipped: 1 })
    expect(overallStatus(sampleResult())).toBe("fail")
  })

  test("an empty check counts zero and has no status", () => {
    expect(countVerdicts(result([]))).toEqual({ pass: 0, fail: 0, inconclusive: 0, skipped: 0 })
    expect(overallStatus(result([]))).toBeUndefined()
  })

  test("describeCounts lists all four, zeros included", () => {
    expect(describeCounts({ pass: 3, fail: 1, inconclusive: 0, skipped: 2 })).toBe(
      "3 passed, 1 failed, 0 inconclusive, 2 skipped",
    )
  })
})

describe("ordering", () => {
  test("verdicts worst first, stable within a status", () => {
    const verdicts = [
      statusVerdict("pass", "a"),
      statusVerdict("skipped", "b"),
      statusVerdict("fail", "c"),
      statusVerdict("inconclusive", "d"),
      statusVerdict("fail", "e"),
      statusVerdict("pass", "f"),
    ]
    expect(verdictsWorstFirst(verdicts).map((v) => v.threshold.target)).toEqual([
      "c",
      "e",
      "d",
      "a",
      "f",
      "b",
    ])
  })

  test("scenarios with failures first, then inconclusive, then the rest in run order", () => {
    const scenarios = [
      outcome({ scenario: "none" }),
      outcome({ scenario: "passing", verdicts: [statusVerdict("pass")] }),
      outcome({ scenario: "unsure", verdicts: [statusVerdict("inconclusive")] }),
      outcome({ scenario: "skipped", verdicts: [statusVerdict("skipped")] }),
      outcome({ scenario: "failing", verdicts: [statusVerdict("pass"), statusVerdict("fail")] }),
    ]
    expect(scenariosWorstFirst(scenarios).map((s) => s.scenario)).toEqual([
      "failing",
      "unsure",
      "passing",
      "skipped",
      "none",
    ])
  })

  test("targetStatus looks only at that target's thresholds", () => {
    const scenario = outcome({
      scenario: "s",
      verdicts: [
        statusVerdict("fail", "a"),
        statusVerdict("pass", "b"),
        statusVerdict("skipped", "b"),
      ],
    })
    expect(targetStatus(scenario, "a")).toBe("fail")
    expect(targetStatus(scenario, "b")).toBe("pass")
    expect(targetStatus(scenario, "c")).toBeUndefined()
  })
})
