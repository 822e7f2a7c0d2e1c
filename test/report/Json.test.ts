import { describe, expect, test } from "bun:test"
import type { RunInfo } from "../../gate/Result.ts"
import { renderJson } from "../../report/Json.ts"
import { JSON_REPORT_VERSION, type JsonReportFile } from "../../report/json/JsonReport.ts"
import { describeReason } from "../../report/Reason.ts"
import {
  absolute,
  docExampleResult,
  history,
  outcome,
  overhead,
  regression,
  result,
  run,
  sampleResult,
  target,
  verdict,
} from "../support/build.ts"

const withoutId = (): RunInfo => {
  const { id: _, ...rest } = run()
  return rest
}

const parse = (text: string): JsonReportFile => JSON.parse(text) as JsonReportFile

/** Every object in the document that has a `value` key, with its path. */
const valued = (node: unknown, path = "$"): ReadonlyArray<[string, Record<string, unknown>]> => {
  if (Array.isArray(node)) return node.flatMap((item, i) => valued(item, `${path}[${i}]`))
  if (node === null || typeof node !== "object") return []
  const record = node as Record<string, unknown>
  const own: ReadonlyArray<[string, Record<string, unknown>]> =
    "value" in record ? [[path, record]] : []
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, child]) => valued(child, `${path}.${key}`)),
  ]
}

describe("renderJson", () => {
  test("round-trips as version 1 with the run, summary and scenarios", () => {
    const text = renderJson(sampleResult())
    expect(text.endsWith("}\n")).toBe(true)
    const doc = parse(text)
    expect(doc.version).toBe(1)
    expect(JSON_REPORT_VERSION).toBe(1)
    expect(doc.tool).toBe("benchgate")
    expect(doc.status).toBe("fail")
    expect(doc.run.commit).toBe("0123456789abcdef0123456789abcdef01234567")
    expect(doc.run.id).toBe(42)
    expect(doc.run.environment.tools).toEqual({ oha: "1.16.0", bun: "1.4.5" })
    expect(doc.summary).toEqual({ pass: 4, fail: 1, inconclusive: 1, skipped: 1 })
    expect(doc.scenarios.map((s) => [s.spec, s.scenario, s.status])).toEqual([
      ["http-clients", "post | small", "pass"],
      ["users", "get user", "fail"],
    ])
    expect(renderJson(sampleResult())).toBe(text)
  })

  test("every value carries a unit", () => {
    const all = valued(parse(renderJson(sampleResult())))
    expect(all.length).toBeGreaterThan(20)
    for (const [path, quantity] of all) {
      expect({ path, unit: typeof quantity.unit }).toEqual({ path, unit: "string" })
    }
  })

  test("target estimates, overheads and changes", () => {
    const users = parse(renderJson(sampleResult())).scenarios[1]
    const layered = users?.targets[1]
    expect(layered).toEqual({
      target: "layered",
      rounds: 8,
      estimates: {
        rps: { value: 4012.2, unit: "req/s" },
        p50: { value: 2.604, unit: "ms" },
        p99: { value: 9.8, unit: "ms" },
      },
      overhead: { p50: { value: 3.1, unit: "ratio" }, p99: { value: 4.667, unit: "ratio" } },
      change: { rps: { value: -0.031, unit: "fraction" }, p50: { value: 0.042, unit: "fraction" } },
      history: null,
    })
  })

  test("an overhead history: metric, branch, points oldest first, this run's id null", () => {
    const doc = parse(
      renderJson(
        result([
          outcome({
            scenario: "s",
            baseline: "direct",
            targets: [
              target("direct", { p50: 1 }),
              target(
                "layered",
                { p50: 2.5 },
                { overhead: { p50: 2.5 }, history: history("p50", [2.4, Number.NaN, 2.5]) },
              ),
            ],
          }),
        ]),
      ),
    )
    const [direct, layered] = doc.scenarios[0]?.targets ?? []
    expect(direct?.history).toBeNull()
    expect(layered?.history).toEqual({
      metric: "p50",
      branch: "main",
      points: [
        {
          runId: 1,
          commit: "c1".padEnd(40, "0"),
          startedAt: "2025-01-01T00:00:00.000Z",
          ratio: { value: 2.4, unit: "ratio" },
        },
        {
          runId: 2,
          commit: "c2".padEnd(40, "0"),
          startedAt: "2025-01-01T00:01:00.000Z",
          ratio: { value: null, unit: "ratio" },
        },
        {
          runId: null,
          commit: "0123456789abcdef0123456789abcdef01234567",
          startedAt: "2025-01-02T03:04:05.000Z",
          ratio: { value: 2.5, unit: "ratio" },
        },
      ],
      shifts: [],
    })
  })

  test.each([
    [
      verdict(absolute("a", "p99", 15, "a p99 <= 15ms"), "pass", "ok", 9.8),
      { comparator: "<=", value: 15, unit: "ms" },
      { value: 9.8, unit: "ms" },
    ],
    [
      verdict(absolute("a", "bytes_per_response", 2048, "a bytes <= 2KiB"), "pass", "ok", 512),
      { comparator: "<=", value: 2048, unit: "bytes" },
      { value: 512, unit: "bytes" },
    ],
    [
      verdict(overhead("a", "p50", 2.5), "fail", "too slow", 3.1),
      { comparator: "<=", value: 2.5, unit: "ratio" },
      { value: 3.1, unit: "ratio" },
    ],
    [
      verdict(regression("a", "rps", 0.05), "inconclusive", "straddles", -0.031),
      { comparator: "<=", value: 0.05, unit: "fraction" },
      { value: -0.031, unit: "fraction" },
    ],
    [
      verdict(regression("a", "rps", 0.05), "skipped", "no base"),
      { comparator: "<=", value: 0.05, unit: "fraction" },
      null,
    ],
  ])("verdict %# has limit and measured in the kind's unit", (v, limit, measured) => {
    const doc = parse(renderJson(result([outcome({ scenario: "s", verdicts: [v] })])))
    const out = doc.scenarios[0]?.verdicts[0]
    expect(out).toEqual({
      kind: v.threshold.kind,
      target: "a",
      metric: v.threshold.metric,
      better: v.threshold.metric === "rps" ? "higher" : "lower",
      threshold: v.threshold.text,
      limit: limit as never,
      status: v.status,
      measured: measured as never,
      reason: describeReason(v.reason),
      reasonData: v.reason,
      location: null,
      interval: null,
      rounds: null,
    })
  })

  test("a statistical verdict carries its interval and rounds", () => {
    const v = {
      ...verdict(overhead("a", "p50", 2.5), "fail", "ratio too high", 3.1),
      interval: { lower: 2.9, upper: 3.3, level: 0.95, method: "crossover-t" },
      rounds: 12,
    }
    const doc = parse(renderJson(result([outcome({ scenario: "s", verdicts: [v] })])))
    expect(doc.scenarios[0]?.verdicts[0]?.interval).toEqual({
      lower: 2.9,
      upper: 3.3,
      level: 0.95,
      method: "crossover-t",
    })
    expect(doc.scenarios[0]?.verdicts[0]?.rounds).toBe(12)
  })

  test("a located threshold carries its spec file and line", () => {
    const v = verdict({ ...overhead("a", "p50", 2.5), line: 33 }, "fail", "ratio too high", 3.1)
    const doc = parse(renderJson(result([outcome({ scenario: "s", verdicts: [v] })])))
    expect(doc.scenarios[0]?.verdicts[0]?.location).toEqual({ file: "specs/users.cue", line: 33 })
  })

  test("absent optionals are null, non-finite numbers are null", () => {
    const doc = parse(
      renderJson(
        result(
          [
            outcome({
              scenario: "s",
              targets: [target("t", { p50: Number.NaN, rps: Number.POSITIVE_INFINITY })],
            }),
          ],
          withoutId(),
        ),
      ),
    )
    expect(doc.run.id).toBeNull()
    expect(doc.status).toBeNull()
    const scenario = doc.scenarios[0]
    expect(scenario?.baseline).toBeNull()
    expect(scenario?.status).toBeNull()
    expect(scenario?.targets[0]?.estimates).toEqual({
      rps: { value: null, unit: "req/s" },
      p50: { value: null, unit: "ms" },
    })
  })
})

test("the example in docs/json-report.md is what renderJson produces", async () => {
  const doc = await Bun.file(new URL("../../docs/json-report.md", import.meta.url)).text()
  const example = /## Example\n[\s\S]*?```json\n([\s\S]*?)```/.exec(doc)?.[1]
  expect(example).toBe(renderJson(docExampleResult()))
})
