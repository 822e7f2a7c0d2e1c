/** The one rule for what a history follows (gate/Figure.ts), table by table. */
import { describe, expect, test } from "bun:test"
import type { MetricName } from "../../core/Metric.ts"
import { figureRank, followedFigure, type Gate } from "../../gate/Figure.ts"

const measuring =
  (...metrics: ReadonlyArray<MetricName>) =>
  (metric: MetricName) =>
    metrics.includes(metric)

const gin = { target: "gin", baseline: "nethttp", has: measuring("p50", "cpu_per_request", "rps") }

describe("followedFigure", () => {
  test.each<[string, ReadonlyArray<Gate>, unknown]>([
    ["nothing gated: p50 over the baseline", [], { metric: "p50", form: "ratio" }],
    [
      "an overhead before a regression and an absolute limit listed before it",
      [
        { target: "gin", metric: "rps", kind: "absolute" },
        { target: "gin", metric: "p50", kind: "regression" },
        { target: "gin", metric: "cpu_per_request", kind: "overhead", form: "ratio" },
      ],
      { metric: "cpu_per_request", form: "ratio", gatedBy: "overhead" },
    ],
    [
      "an overhead regression before a regression; its additive form a difference",
      [
        { target: "gin", metric: "p50", kind: "regression" },
        { target: "gin", metric: "cpu_per_request", kind: "overhead-regression", form: "additive" },
      ],
      { metric: "cpu_per_request", form: "difference", gatedBy: "overhead-regression" },
    ],
    [
      "a relative overhead limit reads as a change",
      [{ target: "gin", metric: "p50", kind: "overhead", form: "relative" }],
      { metric: "p50", form: "relative", gatedBy: "overhead" },
    ],
    [
      "within a kind, the spec's order",
      [
        { target: "gin", metric: "rps", kind: "regression" },
        { target: "gin", metric: "p50", kind: "regression" },
      ],
      { metric: "rps", form: "value", gatedBy: "regression" },
    ],
    [
      "another target's gates, and a metric the target lacks, do not count",
      [
        { target: "echo", metric: "cpu_per_request", kind: "overhead" },
        { target: "gin", metric: "p99", kind: "overhead" },
        { target: "gin", metric: "no_such_metric", kind: "overhead" },
      ],
      { metric: "p50", form: "ratio" },
    ],
  ])("%s", (_, gates, figure) => {
    expect(followedFigure(gates, gin)).toEqual(figure as never)
  })

  test("without a baseline, or for the baseline itself, an overhead gate reads as the value", () => {
    const gates: ReadonlyArray<Gate> = [{ target: "gin", metric: "p50", kind: "overhead" }]
    expect(followedFigure(gates, { ...gin, baseline: undefined })?.form).toBe("value")
    expect(followedFigure(gates, { ...gin, baseline: "gin" })?.form).toBe("value")
    expect(followedFigure([], { ...gin, baseline: undefined })).toEqual({
      metric: "p50",
      form: "value",
    })
  })

  test("with a metric asked for: that metric as the target's gates write it, or its default", () => {
    const gates: ReadonlyArray<Gate> = [
      { target: "gin", metric: "cpu_per_request", kind: "overhead", form: "additive" },
      { target: "gin", metric: "rps", kind: "absolute" },
    ]
    expect(followedFigure(gates, gin, "cpu_per_request")?.form).toBe("difference")
    expect(followedFigure(gates, gin, "rps")).toEqual({
      metric: "rps",
      form: "value",
      gatedBy: "absolute",
    })
    expect(followedFigure(gates, gin, "p50")).toEqual({ metric: "p50", form: "ratio" })
    expect(followedFigure(gates, gin, "wall")).toBeUndefined()
  })

  test("a target with none of the fallback metrics and nothing gated follows nothing", () => {
    expect(followedFigure([], { ...gin, has: measuring("rps") })).toBeUndefined()
  })
})

describe("figureRank", () => {
  test("gated before not, by kind; an overhead before a value", () => {
    const ranked = [
      { form: "value" as const },
      { form: "ratio" as const },
      { form: "value" as const, gatedBy: "absolute" as const },
      { form: "value" as const, gatedBy: "regression" as const },
      { form: "difference" as const, gatedBy: "overhead-regression" as const },
      { form: "ratio" as const, gatedBy: "overhead" as const },
    ].sort((a, b) => figureRank(a) - figureRank(b))
    expect(ranked.map((f) => `${f.gatedBy ?? "-"} ${f.form}`)).toEqual([
      "overhead ratio",
      "overhead-regression difference",
      "regression value",
      "absolute value",
      "- ratio",
      "- value",
    ])
  })
})
