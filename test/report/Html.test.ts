import { describe, expect, test } from "bun:test"
import { XmlDocument } from "libxml2-wasm"
import type { OverheadHistory } from "../../gate/Result.ts"
import { escapeHtml, renderHtml } from "../../report/Html.ts"
import {
  absolute,
  docExampleResult,
  everyChartResult,
  history,
  outcome,
  overhead,
  result,
  sampleResult,
  target,
  verdict,
} from "../support/build.ts"

/** Parses the document (it is well-formed XML) and gives XPath lookups. */
const parse = (html: string) => {
  const doc = XmlDocument.fromString(html)
  return {
    count: (xpath: string) => doc.find(xpath).length,
    attr: (xpath: string, name: string) =>
      doc
        .find(xpath)
        .map(
          (node) =>
            (node as unknown as { attr(n: string): { value: string } | null }).attr(name)?.value,
        ),
    texts: (xpath: string) => doc.find(xpath).map((node) => node.content),
    dispose: () => doc.dispose(),
  }
}

describe("the HTML report", () => {
  test("one section per scenario, each with its charts, a text alternative, and the numbers", () => {
    const sample = sampleResult()
    const html = parse(renderHtml(sample))
    try {
      expect(html.count("//section")).toBe(sample.outcomes.length)
      // Every chart is an image with a label; every section has its table.
      expect(html.count("//section//svg")).toBeGreaterThan(0)
      // (A history chart's tick labels beside it are hidden: its own label says its range.)
      expect(html.count("//svg[not(@aria-hidden)][not(@aria-label) or @aria-label='']")).toBe(0)
      expect(html.count("//svg[@role!='img']")).toBe(0)
      expect(html.count("//section/table")).toBe(sample.outcomes.length)
      // One verdict row (dot) per verdict with a number.
      const withNumber = sample.outcomes
        .flatMap((o) => o.verdicts)
        .filter((v) => v.measured !== undefined)
      expect(html.count("//circle[contains(@class, 'dot')]")).toBe(withNumber.length)
      // Status in words beside every colour.
      expect(
        html
          .texts("//span[contains(@class, 'badge')]")
          .every((t) => /pass|FAIL|inconclusive|skipped/.test(t)),
      ).toBe(true)
    } finally {
      html.dispose()
    }
  })

  test("a failing page starts with what failed, each linked to its scenario's section", () => {
    const text = renderHtml(sampleResult())
    const nav = text.indexOf('<nav class="failures" aria-label="What failed">')
    expect(nav).toBeGreaterThan(0)
    expect(nav).toBeLessThan(text.indexOf("<section"))
    // The failure is in the second scenario of the page.
    expect(text).toContain(
      '<a href="#scenario-2">users › get user</a>: <strong>layered p50 &lt;= 2.5x</strong> measured 3.10x',
    )
    expect(text).toContain('<section id="scenario-2">\n<h2>users › get user')
    const passing = renderHtml({ ...sampleResult(), outcomes: sampleResult().outcomes.slice(0, 1) })
    expect(passing).not.toContain("What failed")
  })

  test("self-contained: no script, no external file, nothing fetched", () => {
    for (const r of [sampleResult(), docExampleResult()]) {
      const text = renderHtml(r)
      expect(text).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i)
      // Links only within the page: what failed points at its scenario's section.
      expect(text).not.toMatch(/src=|href="(?!#scenario-\d+")/i)
      expect(text).not.toMatch(/https?:\/\//)
    }
  })

  test("a failing overhead: its dot past the dashed limit, its interval drawn, coloured and said", () => {
    const one = result([
      outcome({
        scenario: "get user",
        baseline: "direct",
        targets: [
          target("direct", { p50: 1 }),
          target("layered", { p50: 3.1 }, { overhead: { p50: 3.1 } }),
        ],
        verdicts: [
          {
            ...verdict(overhead("layered", "p50", 2.5), "fail", "too slow", 3.1),
            interval: { lower: 2.9, upper: 3.3, level: 0.95, method: "crossover-t" },
          },
        ],
      }),
    ])
    const html = parse(renderHtml(one))
    try {
      const cx = Number.parseFloat(html.attr("//circle[contains(@class, 'dot')]", "cx")[0] ?? "")
      const limit = Number.parseFloat(html.attr("//line[@class='limit']", "x1")[0] ?? "")
      const [lower, upper] = ["x1", "x2"].map((a) =>
        Number.parseFloat(html.attr("//line[contains(@class, 'ci')]", a)[0] ?? ""),
      )
      expect(cx).toBeGreaterThan(limit)
      expect(lower).toBeLessThan(cx)
      expect(upper).toBeGreaterThan(cx)
      expect(lower).toBeGreaterThan(limit)
      expect(html.attr("//circle[contains(@class, 'dot')]", "class")[0]).toBe("dot fail")
      expect(html.attr("//section//svg", "aria-label")[0]).toBe(
        "layered p50 <= 2.5x: FAIL, measured 3.10x, interval 2.90x to 3.30x, limit 2.50x",
      )
    } finally {
      html.dispose()
    }
  })

  test("rounds as strips, percentiles on a log scale, the history with its level shift", () => {
    const { result: one, runs } = everyChartResult()
    const html = parse(renderHtml(one, { runs }))
    try {
      expect(html.count("//circle[@class='round']")).toBe(8)
      expect(html.count("//circle[@class='pct']")).toBe(10)
      // Log scale: equal ratios are equal distances — direct p50 1 ms → p95 3 ms, and
      // direct p99.9 20 ms → layered p99.9 60 ms.
      const xs = html.attr("//circle[@class='pct']", "cx").map((x) => Number.parseFloat(x ?? ""))
      const at = (k: number) => xs[k] ?? Number.NaN
      expect(Math.abs(at(9) - at(4) - (at(2) - at(0)))).toBeLessThan(0.3)
      // The history: a chart on an axis, its level shift dashed and said.
      expect(html.count("//figure[@class='history']//circle[@class='point']")).toBe(10)
      expect(html.count("//figure[@class='history']//line[@class='shift']")).toBe(1)
      expect(html.texts("//figure[@class='history']/figcaption")[0]).toContain(
        "level shift 2.00x → 2.40x at c600000",
      )
    } finally {
      html.dispose()
    }
    // Without the rounds, no strips; everything else stays.
    expect(renderHtml(one)).not.toContain('class="round"')
  })

  test("the rounds follow the metric the scenario's thresholds gate, not p50", () => {
    const { result: base, runs } = everyChartResult()
    const [scenario] = base.outcomes
    if (scenario === undefined) throw new Error("no scenario")
    const gated = result([
      {
        ...scenario,
        verdicts: [verdict(overhead("layered", "cpu_per_request", 1.3), "pass", "ok", 1.13)],
      },
    ])
    const withCpu = runs.map((r) => ({
      ...r,
      rounds: r.rounds.map((slice) => ({
        ...slice,
        values: { ...slice.values, cpu_per_request: slice.target === "direct" ? 0.04 : 0.0452 },
      })),
    }))
    const html = parse(renderHtml(gated, { runs: withCpu }))
    try {
      const heading = html.texts("//h3[starts-with(., 'Rounds')]")[0] ?? ""
      expect(heading).toContain("Rounds: cpu_per_request (gated by overhead)")
      expect(heading).toContain("40.0 µs – 45.2 µs")
      expect(html.texts("//circle[@class='round']/title")[0]).toBe("round 1: 40.0 µs")
    } finally {
      html.dispose()
    }
    // Nothing gated: p50, the fallback.
    const ungated = result([{ ...scenario, verdicts: [] }])
    expect(renderHtml(ungated, { runs: withCpu })).toContain("<h3>Rounds: p50, each dot")
  })

  test("an overhead history of one or two runs is readable: its axis, and its values at its points", () => {
    const { result: base } = everyChartResult()
    const [scenario] = base.outcomes
    if (scenario === undefined) throw new Error("no scenario")
    const withHistory = (ratios: ReadonlyArray<number>) => {
      const [direct, layered] = scenario.targets
      if (direct === undefined || layered === undefined) throw new Error("no targets")
      return result([
        { ...scenario, targets: [direct, { ...layered, history: history("p50", ratios) }] },
      ])
    }
    const two = parse(renderHtml(withHistory([2.31, 2.47])))
    try {
      expect(two.texts("//figure[@class='history']/figcaption")).toEqual([
        "layered: p50 ÷ direct: 2 runs, last 2.47x, from 2.31x to 2.47x",
      ])
      // Each point's value written at it, each commit under it, this run last.
      expect(two.texts("//figure[@class='history']//text[@class='value']")).toEqual([
        "2.31x",
        "2.47x",
      ])
      expect(
        two.texts("//figure[@class='history']//svg[@class='series']/text[@class='tick']"),
      ).toEqual(["c100000", "this run"])
      // A labelled value axis beside it.
      const ticks = two.texts("//figure[@class='history']//svg[@class='y-axis']/text")
      expect(ticks.length).toBeGreaterThanOrEqual(2)
      expect(ticks.every((t) => /^\d\.\d+x$/.test(t))).toBe(true)
      // The higher value is drawn higher.
      const ys = two
        .attr("//figure[@class='history']//circle[@class='point']", "cy")
        .map((y) => Number.parseFloat(y ?? ""))
      expect(ys[1]).toBeLessThan(ys[0] ?? 0)
    } finally {
      two.dispose()
    }
    const one = parse(renderHtml(withHistory([2.4])))
    try {
      expect(one.count("//figure[@class='history']//circle[@class='point']")).toBe(1)
      expect(one.texts("//figure[@class='history']//text[@class='value']")).toEqual(["2.40x"])
      expect(one.texts("//figure[@class='history']/figcaption")[0]).toBe(
        "layered: p50 ÷ direct: 1 run, last 2.40x",
      )
    } finally {
      one.dispose()
    }
  })

  test("a history in the form its limit is written: a difference in the metric's unit", () => {
    const { result: base } = everyChartResult()
    const [scenario] = base.outcomes
    const [direct, layered] = scenario?.targets ?? []
    if (scenario === undefined || direct === undefined || layered === undefined) {
      throw new Error("no scenario")
    }
    const ratios = history("cpu_per_request", [1.1, 1.2])
    const differences: OverheadHistory = {
      ...ratios,
      form: "difference",
      points: ratios.points.map((p, i) => ({ ...p, difference: [0.004, 0.008][i] ?? 0 })),
    }
    const html = parse(
      renderHtml(
        result([{ ...scenario, targets: [direct, { ...layered, history: differences }] }]),
      ),
    )
    try {
      expect(html.texts("//figure[@class='history']/figcaption")[0]).toBe(
        "layered: cpu_per_request − direct: 2 runs, last +8.00 µs, from +4.00 µs to +8.00 µs",
      )
      expect(html.texts("//figure[@class='history']//text[@class='value']")).toEqual([
        "+4.00 µs",
        "+8.00 µs",
      ])
    } finally {
      html.dispose()
    }
  })

  test("names are escaped, and characters XML forbids replaced", () => {
    const nasty = `<script>alert("x")</script> & 'q' \u0001`
    const one = result([
      outcome({
        spec: nasty,
        scenario: nasty,
        baseline: nasty,
        targets: [target(nasty, { p50: 1 })],
        verdicts: [verdict(overhead(nasty, "p50", 2), "pass", nasty, 1.5)],
      }),
    ])
    const text = renderHtml(one)
    expect(text).not.toContain("<script>")
    expect(text).not.toContain("\u0001")
    const html = parse(text)
    try {
      expect(html.texts("//h2")[0]).toContain(`<script>alert("x")</script> & 'q'`)
    } finally {
      html.dispose()
    }
    expect(escapeHtml(`a<b>&"'`)).toBe("a&lt;b&gt;&amp;&quot;&#39;")
  })
})

describe("the charts' axes", () => {
  const x = (value: string | undefined) => Number.parseFloat(value ?? "")

  test("verdicts in the same terms share one scale, with ticks under them", () => {
    const limit = 2
    const one = result([
      outcome({
        scenario: "two",
        baseline: "base",
        targets: [target("base", { p50: 1 }), target("a", { p50: 1.2 }), target("b", { p50: 2.5 })],
        verdicts: [
          {
            ...verdict(overhead("a", "p50", limit), "pass", "ok", 1.2),
            interval: { lower: 1.1, upper: 1.3, level: 0.95, method: "crossover-t" },
          },
          {
            ...verdict(overhead("b", "p50", limit), "fail", "slower", 2.5),
            interval: { lower: 2.4, upper: 2.6, level: 0.95, method: "crossover-t" },
          },
          verdict(absolute("a", "p99", 10, "a p99 <= 10ms"), "pass", "ok", 4),
        ],
      }),
    ])
    const html = parse(renderHtml(one))
    try {
      // Both ratio verdicts draw the same limit at the same place; the absolute one its own.
      const limits = html.attr("//line[@class='limit']", "x1")
      expect(limits).toHaveLength(3)
      expect(limits[0]).toBe(limits[1])
      // A ratio axis, then a latency axis: ticks labelled in each one's terms.
      // (The third: the percentiles' latency axis.)
      const axes = html.attr("//svg[@class='axis']", "aria-label")
      expect(axes).toHaveLength(3)
      expect(axes[0]).toMatch(/^axis of ratio: 1\.\d0x, .*2\.\d0x/)
      expect(axes[1]).toMatch(/^axis of value ms: .* ms/)
      // The ticks sit where the rows put the same values.
      const ticks = html.texts("(//svg[@class='axis'])[1]/text")
      const tickXs = html.attr("(//svg[@class='axis'])[1]/text", "x").map(x)
      const twoAt = tickXs[ticks.indexOf("2.00x")]
      expect(twoAt).toBeCloseTo(x(limits[0]), 1)
    } finally {
      html.dispose()
    }
  })

  test("an interval far past its limit and estimate is cut at the edge, with an arrow, and said", () => {
    const one = result([
      outcome({
        scenario: "wide",
        baseline: "base",
        targets: [target("base", { p50: 1 }), target("a", { p50: 2.4 })],
        verdicts: [
          {
            ...verdict(overhead("a", "p50", 2.5), "inconclusive", "undecided", 2.4),
            interval: { lower: 2.3, upper: 40, level: 0.95, method: "crossover-t" },
          },
        ],
      }),
    ])
    const html = parse(renderHtml(one))
    try {
      expect(html.attr("//line[contains(@class, 'ci')]", "x2")).toEqual(["100%"])
      expect(html.count("//svg[@x='100%']/path[@class='cut inconclusive']")).toBe(1)
      expect(html.attr("//section//svg[@class='chart']", "aria-label")[0]).toContain(
        "interval 2.30x to 40.00x (its upper end past the axis, drawn cut with an arrow)",
      )
      // The estimate and the limit keep the width: not squeezed into the left edge.
      const dot = x(html.attr("//circle[contains(@class, 'dot')]", "cx")[0])
      const limit = x(html.attr("//line[@class='limit']", "x1")[0])
      expect(limit - dot).toBeGreaterThan(5)
    } finally {
      html.dispose()
    }
  })

  test("rounds from 395 ns to 809 µs: a log scale, the fast target spread out, not one dot", () => {
    const one = result([
      outcome({ scenario: "span", targets: [target("fast", {}), target("slow", {})] }),
    ])
    const runs = [
      {
        spec: "users",
        scenario: "span",
        targets: ["fast", "slow"],
        rounds: [0, 1, 2, 3].flatMap((round) => [
          { round, slot: 0, target: "fast", values: { time_per_op: 395e-6 * (1 + round / 10) } },
          { round, slot: 1, target: "slow", values: { time_per_op: 0.809 * (1 + round / 10) } },
        ]),
      },
    ]
    const html = parse(renderHtml(one, { runs }))
    try {
      expect(html.texts("//h3")[0]).toContain("log scale")
      const fast = html.attr("//circle[@class='round']", "cx").slice(0, 4).map(x)
      // Four rounds 10% apart: on a linear axis to 809 µs they would all be within 0.1%.
      expect(Math.max(...fast) - Math.min(...fast)).toBeGreaterThan(3)
      expect(html.texts("//svg[@class='axis']/text")).toContain("1.00 µs")
    } finally {
      html.dispose()
    }
  })
})

test("the verdict chart lists failures first, as the verdict lines do", () => {
  const passing = verdict(overhead("a", "p50", 3), "pass", "ok", 1.2)
  const failing = verdict(overhead("b", "p50", 2), "fail", "slower", 2.5)
  const html = renderHtml(
    result([
      outcome({
        scenario: "order",
        baseline: "base",
        targets: [target("base", { p50: 1 }), target("a", { p50: 1.2 }), target("b", { p50: 2.5 })],
        verdicts: [passing, failing],
      }),
    ]),
  )
  const chart = html.slice(html.indexOf("Verdicts: estimate"))
  expect(chart.indexOf("b p50 &lt;= 2x")).toBeGreaterThan(-1)
  expect(chart.indexOf("b p50 &lt;= 2x")).toBeLessThan(chart.indexOf("a p50 &lt;= 3x"))
})
