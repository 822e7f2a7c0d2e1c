import { describe, expect, test } from "bun:test"
import {
  alertId,
  crossesLimit,
  planAlerts,
  stillPast,
  thresholdMetrics,
} from "../../action/AlertRules.ts"
import type { JsonReport, JsonVerdict } from "../../report/json/JsonReport.ts"
import type { TrendJsonSeries } from "../../report/json/TrendJson.ts"

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
  form: baseline === null ? "value" : "ratio",
  gatedBy: null,
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

const VALUES = { form: "value" } as const
const RATIOS = { form: "ratio" } as const
const CHANGES = { form: "relative" } as const
const DIFFERENCES = { form: "difference" } as const

describe("crossesLimit", () => {
  test("regression: a worsening larger than the tolerance, in the metric's worse direction", () => {
    expect(crossesLimit(regression, VALUES, 10, 11.5)).toBe(true)
    expect(crossesLimit(regression, VALUES, 10, 10.5)).toBe(false)
    expect(crossesLimit(regression, VALUES, 10, 5)).toBe(false)
    const rps = { ...regression, metric: "rps", better: "higher" } as JsonVerdict
    expect(crossesLimit(rps, VALUES, 1000, 850)).toBe(true)
    expect(crossesLimit(rps, VALUES, 1000, 1500)).toBe(false)
  })

  test("absolute and overhead: from within the limit to past it, on the series that reads it", () => {
    expect(crossesLimit(ceiling, VALUES, 10, 13)).toBe(true)
    // Already past before the shift: not this shift's doing.
    expect(crossesLimit(ceiling, VALUES, 13, 15)).toBe(false)
    // A ratio series cannot be read against a limit in ms.
    expect(crossesLimit(ceiling, RATIOS, 1, 2)).toBeUndefined()
    const overhead = verdict({
      kind: "overhead",
      limit: { comparator: "<=", value: 1.2, unit: "ratio" },
    })
    expect(crossesLimit(overhead, RATIOS, 1.1, 1.3)).toBe(true)
    expect(crossesLimit(overhead, VALUES, 1.1, 1.3)).toBeUndefined()
    const additive = {
      ...overhead,
      limit: { comparator: "<=", value: 0.5, unit: "ms", form: "additive" },
    } as JsonVerdict
    expect(crossesLimit(additive, RATIOS, 1, 9)).toBeUndefined()
    // An additive limit reads a series of differences, as the spec gates it.
    expect(crossesLimit(additive, DIFFERENCES, 0.3, 0.7)).toBe(true)
    expect(crossesLimit(additive, DIFFERENCES, 0.3, 0.45)).toBe(false)
    // A change limit (`<= +20%`, decided as the ratio 1.2) reads the ratios under the changes.
    const relative = { ...overhead, limit: { ...overhead.limit, form: "relative" } } as JsonVerdict
    expect(crossesLimit(relative, CHANGES, 1.1, 1.3)).toBe(true)
    expect(crossesLimit(relative, DIFFERENCES, 0.1, 0.3)).toBeUndefined()
    // An absolute limit reads a target's values, a target with a baseline gated so included.
    expect(crossesLimit(ceiling, DIFFERENCES, 10, 13)).toBeUndefined()
    // A regression reads values and ratios, not differences (a change of a difference is no
    // change of the metric).
    expect(crossesLimit(regression, RATIOS, 2, 2.4)).toBe(true)
    expect(crossesLimit(regression, DIFFERENCES, 2, 2.4)).toBeUndefined()
  })

  test("overhead regression: the overhead grew past its tolerance, as a ratio or a difference", () => {
    const ratioGrowth = verdict({
      kind: "overhead-regression",
      limit: { comparator: "<=", value: 0.05, unit: "fraction" },
    })
    expect(crossesLimit(ratioGrowth, RATIOS, 2, 2.2)).toBe(true)
    expect(crossesLimit(ratioGrowth, RATIOS, 2, 2.06)).toBe(false)
    expect(crossesLimit(ratioGrowth, VALUES, 2, 2.2)).toBeUndefined()
    const rps = { ...ratioGrowth, metric: "rps", better: "higher" } as JsonVerdict
    // Throughput's overhead ratio worsens downwards.
    expect(crossesLimit(rps, RATIOS, 0.8, 0.7)).toBe(true)
    expect(crossesLimit(rps, RATIOS, 0.8, 0.9)).toBe(false)
    const amount = verdict({
      kind: "overhead-regression",
      limit: { comparator: "<=", value: 0.5, unit: "ms", form: "additive" },
    })
    expect(crossesLimit(amount, DIFFERENCES, 1, 1.7)).toBe(true)
    expect(crossesLimit(amount, DIFFERENCES, 1, 1.4)).toBe(false)
    expect(crossesLimit(amount, RATIOS, 1, 1.7)).toBeUndefined()
    // Back within the tolerance of the level before the shift that crossed it: not past.
    const back = {
      ...series(
        [1, 1, 1, 1, 1.7, 1.7, 1.7, 1.7, 1.1, 1.1, 1.1, 1.1],
        [
          { index: 4, before: 1, after: 1.7 },
          { index: 8, before: 1.7, after: 1.1 },
        ],
      ),
      form: "difference" as const,
    }
    expect(stillPast(amount, back)).toBe(false)
    expect(stillPast(amount, { ...back, points: back.points.slice(0, 8) })).toBe(true)
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
    const accepted = { ...ceiling, accepted: { by: "alice", level: 13 } }
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
