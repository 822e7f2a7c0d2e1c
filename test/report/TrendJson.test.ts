/**
 * `bench history --json` has one schema (report/json/TrendJson.ts) for report/Trend.ts, which
 * writes it, and the action's alerts step, which reads it: what is written decodes and encodes
 * back to the very file, and a wrong field is refused by its path.
 */
import { describe, expect, test } from "bun:test"
import { Either, Schema } from "effect"
import { decodeTrendJson, TrendJson } from "../../report/json/TrendJson.ts"
import { renderTrendJson, type TrendReport } from "../../report/Trend.ts"

const commit = (i: number) => String(i).padStart(40, "0")

const report: TrendReport = {
  branch: "main",
  db: ".bench/results.db",
  limit: 30,
  series: [
    {
      spec: "users",
      scenario: "get user",
      target: "layered",
      metric: "p50",
      form: "ratio",
      gatedBy: "overhead",
      baseline: "direct",
      points: [1, 2, 3].map((i) => ({
        runId: i,
        commit: commit(i),
        startedAt: `2025-01-0${i}T00:00:00.000Z`,
        value: i === 2 ? Number.NaN : 2 + i / 10,
      })),
      shifts: [{ index: 2, commit: commit(3), before: 2.1, after: 2.3, pValue: 0.004 }],
    },
    {
      spec: "users",
      scenario: "get user",
      target: "direct",
      metric: "rps",
      form: "value",
      points: [],
      shifts: [],
    },
  ],
}

describe("bench history --json", () => {
  test("what is written decodes, and encodes back to the file", () => {
    const text = renderTrendJson(report)
    const read = Either.getOrThrow(decodeTrendJson(text))
    expect(read.series[0]?.points[1]?.value).toBeNull()
    expect(read.series[1]?.unit).toBe("req/s")
    expect(Schema.encodeSync(TrendJson)(read)).toEqual(JSON.parse(text))
  })

  test("a wrong field is refused by its path", () => {
    const file = JSON.parse(renderTrendJson(report))
    file.series[0].points[2].runId = "3"
    expect(decodeTrendJson(JSON.stringify(file))).toMatchObject({
      _tag: "Left",
      left: {
        field: "series[0].points[2].runId",
        message: 'series[0].points[2].runId: expected number, got "3"',
      },
    })
  })
})
