/**
 * The bytes/resp column of rps | p50 | p99 tables (report/View.ts): shown, exact to the byte,
 * when the targets' response sizes differ (seed 001: JSON beside two protobuf schemas) or a
 * threshold gates them; left out when every target answers the same bytes. And the B/op column
 * of benchmark tables (seed 004 reports ns/op, B/op, allocs/op): shown when a threshold judges it.
 */
import { describe, expect, test } from "bun:test"
import { renderMarkdown } from "../../report/Markdown.ts"
import { renderTerminal } from "../../report/Terminal.ts"
import { scenarioTable } from "../../report/View.ts"
import { absolute, outcome, overhead, result, target, verdict } from "../support/build.ts"

const seed001 = outcome({
  scenario: "list tasks",
  baseline: "direct",
  targets: [
    target("direct", { rps: 8000, p50: 1.6, p99: 7, bytes_per_response: 5877.000000000004 }),
    target(
      "wire strings",
      { rps: 700, p50: 18, p99: 40, bytes_per_response: 3805.9999999999986 },
      { overhead: { p50: 11.2 } },
    ),
    target(
      "wire binary",
      { rps: 650, p50: 20, p99: 45, bytes_per_response: 1812 },
      { overhead: { p50: 12.5 } },
    ),
  ],
  verdicts: [],
})

describe("bytes/resp", () => {
  test("sizes that differ: a column after p99, whole bytes with separators", () => {
    const view = scenarioTable(seed001)
    expect(view.columns.map((c) => c.title)).toEqual([
      "target",
      "rps",
      "p50",
      "p99",
      "bytes/resp",
      "overhead p50",
      "verdict",
    ])
    expect(view.rows.map((row) => row.values[3])).toEqual(["5,877 B", "3,806 B", "1,812 B"])
    expect(view.rows[1]?.values[4]).toBe("11.20x")
    const terminal = renderTerminal(result([seed001]), { color: false })
    expect(terminal).toMatch(/wire binary\s+650\/s\s+20\.0 ms\s+45\.0 ms\s+1,812 B\s+12\.50x/)
    expect(renderMarkdown(result([seed001]))).toContain("| bytes/resp |")
  })

  test("one size for every target: no column", () => {
    const same = outcome({
      scenario: "get user",
      baseline: "direct",
      targets: [
        target("direct", { rps: 9000, p50: 1, bytes_per_response: 94 }),
        target("layered", { rps: 3000, p50: 3, bytes_per_response: 94 }, { overhead: { p50: 3 } }),
      ],
      verdicts: [],
    })
    expect(scenarioTable(same).columns.map((c) => c.title)).not.toContain("bytes/resp")
  })

  test("a threshold on bytes_per_response shows it even when the sizes agree", () => {
    const gated = outcome({
      scenario: "get user",
      targets: [target("direct", { rps: 9000, p50: 1, bytes_per_response: 94 })],
      verdicts: [
        verdict(
          absolute("direct", "bytes_per_response", 100, "bytes_per_response <= 100"),
          "pass",
          "ok",
          94,
        ),
      ],
    })
    const view = scenarioTable(gated)
    expect(view.columns.map((c) => c.title)).toContain("bytes/resp")
    expect(view.rows[0]?.values[3]).toBe("94 B")
  })
})

describe("bytes_per_op in benchmark tables", () => {
  const bridge = (judged: boolean) =>
    outcome({
      scenario: "GetUser from JS",
      baseline: "direct",
      targets: [
        target("direct", {
          time_per_op: 0.0001,
          ops_per_s: 1e7,
          bytes_per_op: 160,
          allocs_per_op: 2,
        }),
        target(
          "JS direct",
          { time_per_op: 0.008, ops_per_s: 125_000, bytes_per_op: 7626, allocs_per_op: 108 },
          { overhead: { time_per_op: 80, bytes_per_op: 47.66 } },
        ),
      ],
      verdicts: judged
        ? [verdict(overhead("JS direct", "bytes_per_op", 70), "pass", "ok", 47.66)]
        : [],
    })

  test("judged by a threshold: a column between ops_per_s and allocs_per_op", () => {
    const view = scenarioTable(bridge(true))
    expect(view.columns.map((c) => c.title).slice(2, 6)).toEqual([
      "time_per_op",
      "ops_per_s",
      "bytes_per_op",
      "allocs_per_op",
    ])
    expect(view.rows.map((row) => row.values[2])).toEqual(["160 B", "7.4 KiB"])
  })

  test("not judged: no column (allocations say enough)", () => {
    expect(scenarioTable(bridge(false)).columns.map((c) => c.title)).not.toContain("bytes_per_op")
  })
})

describe("bytes/item", () => {
  test("with items: the size per item beside the response size, to a tenth of a byte", () => {
    const perItem = outcome({
      ...seed001,
      targets: seed001.targets.map((t) => ({
        ...t,
        estimates: { ...t.estimates, bytes_per_item: (t.estimates.bytes_per_response ?? 0) / 20 },
      })),
    })
    const view = scenarioTable(perItem)
    expect(view.columns.map((c) => c.title).slice(3, 6)).toEqual([
      "p99",
      "bytes/resp",
      "bytes/item",
    ])
    expect(view.rows.map((row) => row.values.slice(3, 5))).toEqual([
      ["5,877 B", "293.9 B"],
      ["3,806 B", "190.3 B"],
      ["1,812 B", "90.6 B"],
    ])
  })

  test("sizes that agree leave bytes/resp out, not the size per item", () => {
    const same = outcome({
      scenario: "list users",
      targets: [
        target("direct", { rps: 9000, p50: 1, bytes_per_response: 940, bytes_per_item: 94 }),
      ],
      verdicts: [],
    })
    const titles = scenarioTable(same).columns.map((c) => c.title)
    expect(titles).not.toContain("bytes/resp")
    expect(titles.slice(3, 5)).toEqual(["p99", "bytes/item"])
  })

  test("without items: no column", () => {
    expect(scenarioTable(seed001).columns.map((c) => c.title)).not.toContain("bytes/item")
  })
})
