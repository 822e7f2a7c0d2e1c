import { describe, expect, test } from "bun:test"
import {
  alertId,
  crossesLimit,
  planAlerts,
  stillPast,
  type TrendJsonSeries,
  thresholdMetrics,
} from "../../action/AlertRules.ts"
import type { JsonReport, JsonVerdict } from "../../report/Json.ts"

const verdict = (fields: Partial<JsonVerdict> & Pick<JsonVerdict, "kind" | "limit">) =>
  ({
    target: "api",
    metric: "p99",
    better: "lower",
    threshold: "api p99 threshold",
    status: "pass",
    ...fields,
  }) as JsonVerdict

const report = (verdicts: ReadonlyArray<JsonVerdict>): JsonReport =>
  ({
    scenarios: [{ spec: "svc", specFile: "specs/svc.cue", scenario: "get", verdicts }],
  }) as unknown as JsonReport

/** A series of `values` whose only shift starts at `index`. */
const series = (
  values: ReadonlyArray<number>,
  shifts: ReadonlyArray<{ index: number; before: number; after: number }>,
  baseline: string | null = null,
): TrendJsonSeries => ({
  spec: "svc",
  scenario: "get",
  target: "api",
  metric: "p99",
  baseline,
  unit: baseline === null ? "ms" : "ratio",
  points: values.map((value, i) => ({
    runId: i + 1,
    commit: `${i}`.padStart(40, "a"),
    startedAt: "2026-01-01T00:00:00Z",
    value,
  })),
  shifts: shifts.map((s) => ({ ...s, commit: `${s.index}`.padStart(40, "a"), pValue: 0.005 })),
})

const regression = verdict({
  kind: "regression",
  limit: { comparator: "<=", value: 0.1, unit: "fraction" },
})
const ceiling = verdict({ kind: "absolute", limit: { comparator: "<=", value: 12, unit: "ms" } })

describe("crossesLimit", () => {
  test("regression: a worsening larger than the tolerance, in the metric's worse direction", () => {
    expect(crossesLimit(regression, { baseline: null }, 10, 11.5)).toBe(true)
    expect(crossesLimit(regression, { baseline: null }, 10, 10.5)).toBe(false)
    expect(crossesLimit(regression, { baseline: null }, 10, 5)).toBe(false)
    const rps = { ...regression, metric: "rps", better: "higher" } as JsonVerdict
    expect(crossesLimit(rps, { baseline: null }, 1000, 850)).toBe(true)
    expect(crossesLimit(rps, { baseline: null }, 1000, 1500)).toBe(false)
  })

  test("absolute and overhead: from within the limit to past it, on the series that reads it", () => {
    expect(crossesLimit(ceiling, { baseline: null }, 10, 13)).toBe(true)
    // Already past before the shift: not this shift's doing.
    expect(crossesLimit(ceiling, { baseline: null }, 13, 15)).toBe(false)
    // A ratio series cannot be read against a limit in ms.
    expect(crossesLimit(ceiling, { baseline: "direct" }, 1, 2)).toBeUndefined()
    const overhead = verdict({
      kind: "overhead",
      limit: { comparator: "<=", value: 1.2, unit: "ratio" },
    })
    expect(crossesLimit(overhead, { baseline: "direct" }, 1.1, 1.3)).toBe(true)
    expect(crossesLimit(overhead, { baseline: null }, 1.1, 1.3)).toBeUndefined()
    const additive = { ...overhead, limit: { ...overhead.limit, form: "additive" } } as JsonVerdict
    expect(crossesLimit(additive, { baseline: "direct" }, 1, 9)).toBeUndefined()
  })
})

describe("planAlerts", () => {
  const up = series([10, 10, 10, 10, 13, 13, 13, 13, 13], [{ index: 4, before: 10, after: 13 }])

  test("the newest shift past a threshold alerts, with the commit before it as the base", () => {
    const plan = planAlerts(report([regression, ceiling]), [up])
    expect(plan.alerts).toHaveLength(1)
    // Named by the first threshold it is past, once per series.
    expect(plan.alerts[0]?.verdict.kind).toBe("regression")
    expect(plan.alerts[0]?.lastBefore).toBe(up.points[3]?.commit)
    expect(plan.alerts[0]?.specFile).toBe("specs/svc.cue")
    expect(plan.clear).toEqual([])
  })

  test("an acceptance of the scenario's metric clears the series instead", () => {
    const accepted = { ...ceiling, accepted: { by: "alice", level: 13, from: null } }
    const plan = planAlerts(report([regression, accepted]), [up])
    expect(plan.alerts).toEqual([])
    expect(plan.clear.map((c) => c.why)).toEqual([
      "p99 was accepted by @\u200balice, so it does not alert",
    ])
  })

  test("a series back within the limit clears; one still past it neither alerts nor clears", () => {
    const back = series(
      [10, 10, 10, 10, 13, 13, 13, 13, 10, 10, 10, 10],
      [
        { index: 4, before: 10, after: 13 },
        { index: 8, before: 13, after: 10 },
      ],
    )
    expect(planAlerts(report([ceiling]), [back]).clear.map((c) => c.why)).toEqual([
      "The shift is gone: the level is back within api p99 threshold",
    ])
    // The shift is no longer found, but the newest runs still sit past the limit.
    const lost = series([10, 10, 10, 10, 13, 13, 13, 13, 13, 10], [])
    expect(stillPast(ceiling, lost)).toBe(true)
    expect(planAlerts(report([ceiling]), [lost])).toEqual({ alerts: [], clear: [] })
    expect(stillPast(regression, back)).toBe(false)
  })

  test("series without a threshold are not examined; one history call per metric", () => {
    const other = { ...up, target: "db" }
    expect(planAlerts(report([ceiling]), [other])).toEqual({ alerts: [], clear: [] })
    expect(thresholdMetrics(report([regression, ceiling, { ...ceiling, metric: "p50" }]))).toEqual([
      "p99",
      "p50",
    ])
    expect(alertId({ spec: "a b", scenario: "x/y", target: "-->", metric: "p99" })).toBe(
      "a%20b/x%2Fy/--%3E/p99",
    )
  })
})
