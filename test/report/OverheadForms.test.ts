/**
 * Overhead in the form its limit is written in: `+10%` reads as a change, `+5ms` as a difference
 * with the change beside it, in the verdict line, the table's overhead column and the JSON
 * report (which reads back to the same threshold); and p95 joins the HTTP table when judged.
 */

import { describe, expect, test } from "bun:test"
import { Either } from "effect"
import type { Threshold } from "../../core/Spec.ts"
import { renderJson } from "../../report/Json.ts"
import { readJsonReport } from "../../report/ReadJson.ts"
import { renderTerminal } from "../../report/Terminal.ts"
import { scenarioTable, verdictLines } from "../../report/View.ts"
import { outcome, result, target, verdict } from "../support/build.ts"

const additive: Threshold = {
  kind: "overhead",
  text: "effect p50 <= +5ms vs plain",
  target: "effect",
  metric: "p50",
  comparator: "<=",
  form: "additive",
  limit: 5,
}
const relative: Threshold = {
  kind: "overhead",
  text: "micro p95 <= +10% vs plain",
  target: "micro",
  metric: "p95",
  comparator: "<=",
  form: "relative",
  limit: 1.1,
}

const scenario = outcome({
  scenario: "query",
  baseline: "plain",
  targets: [
    target("plain", { rps: 11.2, p50: 89, p95: 97, p99: 120 }),
    target("effect", { rps: 10.6, p50: 93.7, p95: 104, p99: 125 }, { overhead: { p50: 1.053 } }),
    target(
      "micro",
      { rps: 11.1, p50: 90, p95: 98.6, p99: 121 },
      { overhead: { p50: 1.011, p95: 1.016 } },
    ),
  ],
  verdicts: [
    verdict(additive, "pass", "difference within the limit", 4.7),
    verdict(relative, "pass", "ratio within the limit", 1.016),
  ],
})

describe("overhead as written", () => {
  test("the verdict lines: a difference with its change, a change", () => {
    const lines = verdictLines(scenario)
    expect(lines.map((l) => l.measured)).toEqual(["+4.70 ms (+5.3%)", "+1.6%"])
  })

  test("the table: p95 after p50 because a threshold judges it; overhead in the threshold's form", () => {
    const table = scenarioTable(scenario)
    expect(table.columns.map((c) => c.title)).toEqual([
      "target",
      "rps",
      "p50",
      "p95",
      "p99",
      "overhead p50",
      "verdict",
    ])
    const cells = Object.fromEntries(table.rows.map((r) => [r.target, r.values]))
    expect(cells.plain?.[2]).toBe("97.0 ms")
    expect(cells.plain?.[4]).toBe("baseline")
    // The column is p50's overhead: effect's threshold on p50 is additive; micro's is on p95.
    expect(cells.effect?.[4]).toBe("+4.70 ms (+5.3%)")
    expect(cells.micro?.[4]).toBe("1.01x")
    expect(renderTerminal(result([scenario]), { color: false })).toContain("+4.70 ms (+5.3%)")
  })

  test("without a p95 threshold the table has no p95 column", () => {
    const plain = outcome({ ...scenario, verdicts: [verdict(additive, "pass", "ok", 4.7)] })
    expect(scenarioTable(plain).columns.map((c) => c.title)).not.toContain("p95")
  })

  test("the JSON report says the form and unit, and reads back to the same thresholds", () => {
    const json = JSON.parse(renderJson(result([scenario])))
    const [first, second] = json.scenarios[0].verdicts
    expect(first.limit).toEqual({ comparator: "<=", value: 5, unit: "ms", form: "additive" })
    expect(first.measured).toEqual({ value: 4.7, unit: "ms" })
    expect(second.limit).toEqual({ comparator: "<=", value: 1.1, unit: "ratio", form: "relative" })
    const read = Either.getOrThrow(readJsonReport(renderJson(result([scenario]))))
    expect(read.outcomes[0]?.verdicts.map((v) => v.threshold)).toEqual([additive, relative])
  })
})
