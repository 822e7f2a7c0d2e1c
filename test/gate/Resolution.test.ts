import { describe, expect, test } from "bun:test"
import type { Threshold } from "../../core/Spec.ts"
import { compareScenario, type RegressionBase } from "../../gate/Compare.ts"
import { quotientResolved, sumResolved } from "../../gate/Resolution.ts"
import type { ScenarioRun } from "../../gate/Result.ts"
import type { Interval } from "../../gate/stats/Interval.ts"
import { alternatingRun } from "../support/AlternatingRun.ts"

/** An interval of rounds that all read the same: no width. */
const point = (estimate: number): Interval => ({
  estimate,
  lower: estimate,
  upper: estimate,
  level: 0.95,
  achievedLevel: 0.95,
  attainable: true,
  n: 5,
  method: "t-mean",
  scale: "log",
  sd: 0,
})

describe("the bound on what rounding down hides", () => {
  test("a quotient of B/op readings spans every truth they could round down from", () => {
    const resolved = quotientResolved(point(7627 / 160), "bytes_per_op", {
      over: [[7627, 7627, 7627]],
      under: [[160, 160, 160]],
    })
    expect(resolved.lower).toBeCloseTo(7627 / 161, 9)
    expect(resolved.upper).toBeCloseTo(7628 / 160, 9)
    expect(resolved.estimate).toBe(7627 / 160)
  })

  test("each figure over the line raises the upper end, each under it lowers the lower", () => {
    const resolved = quotientResolved(point(1), "bytes_per_op", {
      over: [[100], [50]],
      under: [[100, 200], [50]],
    })
    // The smallest reading of each figure bounds it.
    expect(resolved.upper).toBeCloseTo(1.01 * 1.02, 12)
    expect(resolved.lower).toBeCloseTo(1 / (1.01 * 1.02), 12)
  })

  test("sums move each end by one step a term", () => {
    expect(sumResolved(point(10), "bytes_per_op", { plus: 1, minus: 0 })).toMatchObject({
      lower: 10,
      upper: 11,
    })
    expect(sumResolved(point(10), "bytes_per_op", { plus: 2, minus: 2 })).toMatchObject({
      lower: 8,
      upper: 12,
    })
  })

  test("a figure that read 0 has no relative bound: the quotient is left as measured", () => {
    const interval = { ...point(0), scale: "linear" as const }
    const resolved = quotientResolved(interval, "bytes_per_op", { over: [[0, 0]], under: [[160]] })
    expect(resolved).toBe(interval)
  })

  test("metrics reported as they are measured are left alone", () => {
    const interval = point(2)
    expect(quotientResolved(interval, "p50", { over: [[1]], under: [[1]] })).toBe(interval)
    expect(sumResolved(interval, "time_per_op", { plus: 1, minus: 1 })).toBe(interval)
  })
})

/** Six rounds in alternating order; every round of a target reads what `reading` says. */
const run = (reading: Readonly<Record<string, number>>, baseline?: string): ScenarioRun =>
  alternatingRun(
    Object.keys(reading),
    6,
    (target) => ({ bytes_per_op: reading[target] as number }),
    baseline,
  )

const compare = (
  scenarioRun: ScenarioRun,
  threshold: Threshold,
  bases: ReadonlyMap<string, RegressionBase> = new Map(),
) =>
  compareScenario({
    spec: "s",
    specFile: "specs/s.cue",
    run: scenarioRun,
    thresholds: [threshold],
    bases,
    noBase: () => "no stored run of main",
  }).verdicts[0]

describe("verdicts on figures go rounds down", () => {
  test("an overhead's interval covers the next launch's reading one byte higher", () => {
    const verdict = compare(run({ direct: 160, js: 7627 }, "direct"), {
      kind: "overhead",
      text: "js bytes_per_op <= 62x",
      target: "js",
      metric: "bytes_per_op",
      comparator: "<=",
      form: "ratio",
      limit: 62,
    })
    expect(verdict?.status).toBe("pass")
    const interval = verdict?.interval
    expect(interval?.lower).toBeLessThanOrEqual(7627 / 161 + 1e-9)
    expect(interval?.upper).toBeGreaterThanOrEqual(7628 / 160 - 1e-9)
  })

  test("a byte more on a small figure is not a failed 1% regression", () => {
    // 100 B against 99 B reads +1.01%; the truths could be 99.9 and 99.1, or 100 and 99.9.
    const bases = new Map<string, RegressionBase>([
      ["svc", { kind: "paired", target: "svc@base", label: "base abc, same rounds" }],
    ])
    const threshold: Threshold = {
      kind: "regression",
      text: "svc bytes_per_op regression <= 1%",
      target: "svc",
      metric: "bytes_per_op",
      tolerance: 0.01,
    }
    const oneByte = compare(run({ svc: 100, "svc@base": 99 }), threshold, bases)
    expect(oneByte?.status).toBe("inconclusive")
    // Ten bytes more is past anything the rounding hides.
    const tenBytes = compare(run({ svc: 110, "svc@base": 99 }), threshold, bases)
    expect(tenBytes?.status).toBe("fail")
  })

  test("an absolute limit is not passed by a reading a byte under it that may be over it", () => {
    // 9 B read: the truth is in [9, 10), past 9.5 by more than the 1% minimum effect.
    const verdict = compare(run({ svc: 9 }), {
      kind: "absolute",
      text: "svc bytes_per_op <= 9.5",
      target: "svc",
      metric: "bytes_per_op",
      comparator: "<=",
      limit: 9.5,
    })
    expect(verdict?.status).toBe("inconclusive")
  })

  test("a layer's overhead a byte up on small figures is not a failed overhead regression", () => {
    // 20 B over 10 B against the base's 19 B over 10 B reads +5.3%: four figures, each rounded.
    const bases = new Map<string, RegressionBase>([
      ["layered", { kind: "paired", target: "layered@base", label: "base, same rounds" }],
      ["direct", { kind: "paired", target: "direct@base", label: "base, same rounds" }],
    ])
    const threshold = (tolerance: number): Threshold => ({
      kind: "overhead-regression",
      text: `layered bytes_per_op overhead regression <= ${tolerance * 100}% vs direct`,
      target: "layered",
      metric: "bytes_per_op",
      form: "ratio",
      tolerance,
    })
    const readings = (layered: number) =>
      run({ direct: 10, layered, "direct@base": 10, "layered@base": 19 }, "direct")
    expect(compare(readings(20), threshold(0.02), bases)?.status).toBe("inconclusive")
    expect(compare(readings(30), threshold(0.02), bases)?.status).toBe("fail")
  })
})
