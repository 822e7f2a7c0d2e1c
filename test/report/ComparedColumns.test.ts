/**
 * The overhead and vs-base columns name the metric they show, and show the metric the
 * scenario's thresholds judge: a reader must not see p50 in the column and rps in the verdict.
 */
import { expect, test } from "bun:test"
import { scenarioTable } from "../../report/View.ts"
import { outcome, overhead, regression, target, verdict } from "../support/build.ts"

const titles = (o: Parameters<typeof scenarioTable>[0]) =>
  scenarioTable(o).columns.map((c) => c.title)

test("without thresholds of either kind, the columns say p50", () => {
  const o = outcome({
    scenario: "plain",
    baseline: "raw",
    targets: [
      target("raw", { rps: 2000, p50: 1 }),
      target("svc", { rps: 1000, p50: 2 }, { overhead: { p50: 2 }, change: { p50: 0.01 } }),
    ],
  })
  expect(titles(o)).toContain("overhead p50")
  expect(titles(o)).toContain("vs base p50")
})

test("a comparison column with no value in any row is left out", () => {
  const o = outcome({
    scenario: "plain",
    targets: [target("svc", { rps: 1000, p50: 2 })],
  })
  expect(titles(o)).toEqual(["target", "rps", "p50", "p99", "verdict"])
  const ranked = outcome({
    scenario: "ops",
    baseline: "a",
    targets: [
      target("a", { time_per_op: 1 }),
      target("b", { time_per_op: 2 }, { overhead: { time_per_op: 2 } }),
    ],
  })
  expect(titles(ranked)).toContain("vs baseline time_per_op")
  expect(titles(ranked)).not.toContain("vs base time_per_op")
})

test("the columns follow the metric the first overhead and regression thresholds judge", () => {
  const o = outcome({
    scenario: "judged",
    baseline: "raw",
    targets: [
      target("raw", { rps: 2000, p50: 1 }),
      target(
        "express",
        { rps: 1000, p50: 2 },
        { overhead: { rps: 0.5, p50: 2 }, change: { rps: 0.046, p50: -0.045 } },
      ),
    ],
    verdicts: [
      verdict(overhead("express", "rps", 0.4), "pass", "ok", 0.5),
      verdict(regression("express", "rps", 0.05), "pass", "ok", 0.046),
    ],
  })
  const table = scenarioTable(o)
  const at = (title: string) => table.columns.findIndex((c) => c.title === title)
  expect(at("overhead rps")).toBeGreaterThan(0)
  expect(at("vs base rps")).toBeGreaterThan(0)
  const express = table.rows.find((r) => r.target === "express")
  // Values start after the target column: the rps ratio and the rps change, not p50's.
  expect(express?.values[at("overhead rps") - 1]).toBe("0.50x")
  expect(express?.values[at("vs base rps") - 1]).toBe("+4.6%")
})
