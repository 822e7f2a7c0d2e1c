/**
 * The history site's model and pages, pure: series and intervals from summaries and stored
 * reports, the last verdict of each scenario, and pages that are well-formed, labelled and
 * self-contained.
 */
import { describe, expect, test } from "bun:test"
import { XmlDocument } from "libxml2-wasm"
import type { CheckResult } from "../../gate/Result.ts"
import type { TrendData, TrendSummary } from "../../gate/Trend.ts"
import { scenarioPagePath, siteOf } from "../../report/SiteModel.ts"
import { renderScenarioPage, renderSiteIndex } from "../../report/SitePages.ts"
import { absolute, outcome, overhead, result, run, verdict } from "../support/build.ts"

const commitOf = (i: number) => i.toString(16).padStart(2, "0").padEnd(40, "b")

/** Ten runs of "users › get user": layered at 2x direct, then 2.5x from run 6 (commit 05…). */
const trend = (): TrendData => {
  const summaries: TrendSummary[] = []
  for (let i = 0; i < 10; i++) {
    const base = {
      runId: i + 1,
      commit: commitOf(i),
      startedAt: `2025-05-0${1 + (i % 9)}T10:00:00Z`,
      spec: "users",
      scenario: "get user",
      rounds: 8,
    }
    const wobble = 1 + ((i % 3) - 1) / 100
    summaries.push({ ...base, target: "direct", metric: "p50", median: wobble })
    summaries.push({
      ...base,
      target: "layered",
      metric: "p50",
      median: 2 * wobble,
      overhead: (i < 5 ? 2 : 2.5) * wobble,
    })
    summaries.push({
      ...base,
      scenario: "start",
      target: "cli",
      metric: "wall",
      median: 30 * wobble,
    })
  }
  const baselines = Array.from({ length: 10 }, (_, i) => [
    { runId: i + 1, spec: "users", scenario: "get user", baseline: "direct" },
    { runId: i + 1, spec: "users", scenario: "start", baseline: undefined },
  ]).flat()
  // The newest three runs kept their verdicts: what the reports below judged.
  const judgedRuns = [8, 9, 10]
  const gates = judgedRuns.flatMap((runId) => [
    {
      runId,
      spec: "users",
      scenario: "get user",
      target: "layered",
      kind: "overhead" as const,
      metric: "p50",
      form: "ratio" as const,
    },
    {
      runId,
      spec: "users",
      scenario: "start",
      target: "cli",
      kind: "absolute" as const,
      metric: "wall",
    },
  ])
  return { summaries, baselines, gates, judgedRuns }
}

/** The stored report of run `id`: an overhead verdict with its interval, and an absolute one. */
const report = (id: number, status: "pass" | "fail" = "pass"): CheckResult =>
  result(
    [
      outcome({
        scenario: "get user",
        baseline: "direct",
        verdicts: [
          {
            ...verdict(overhead("layered", "p50", 3), status, "ok", 2.5),
            interval: { lower: 2.4, upper: 2.6, level: 0.95, method: "crossover-t" },
          },
        ],
      }),
      outcome({
        scenario: "start",
        verdicts: [
          {
            ...verdict(absolute("cli", "wall", 5000, "wall <= 5s"), "pass", "ok", 30),
            interval: { lower: 28, upper: Number.POSITIVE_INFINITY, level: 0.95, method: "t-mean" },
          },
        ],
      }),
    ],
    run({ commit: commitOf(id - 1) }),
  )

/** Reports kept for the newest three runs; the newest fails. */
const reports = new Map([
  [8, report(8)],
  [9, report(9)],
  [10, report(10, "fail")],
])

const parse = (html: string) => {
  const doc = XmlDocument.fromString(html)
  return {
    count: (xpath: string) => doc.find(xpath).length,
    texts: (xpath: string) => doc.find(xpath).map((node) => node.content),
    attr: (xpath: string, name: string) =>
      doc
        .find(xpath)
        .map(
          (node) =>
            (node as unknown as { attr(n: string): { value: string } | null }).attr(name)?.value ??
            "",
        ),
    dispose: () => doc.dispose(),
  }
}

describe("siteOf", () => {
  const site = siteOf({ branch: "main", trend: trend(), reports })

  test("a scenario per spec and scenario, a series per target, overheads over the baseline", () => {
    expect(site.runs.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(site.scenarios.map((s) => s.scenario)).toEqual(["get user", "start"])
    const [users] = site.scenarios
    expect(users?.series.map((s) => [s.target, s.baseline])).toEqual([
      ["direct", undefined],
      ["layered", "direct"],
    ])
    const layered = users?.series[1]
    expect(layered?.points[9]?.value).toBeCloseTo(2.5 * 0.99, 9)
    expect(layered?.shifts.map((s) => s.commit)).toEqual([commitOf(5)])
  })

  test("intervals only where a kept report has a verdict on the same number", () => {
    const layered = site.scenarios[0]?.series[1]
    expect(layered?.points.filter((p) => p.interval !== undefined).map((p) => p.runId)).toEqual([
      8, 9, 10,
    ])
    expect(layered?.points[9]?.interval).toEqual({ lower: 2.4, upper: 2.6, level: 0.95 })
    // direct has no verdict of its own: its points stand alone.
    expect(site.scenarios[0]?.series[0]?.points.every((p) => p.interval === undefined)).toBe(true)
    // An absolute verdict gives the value series its interval, unbounded end included.
    expect(site.scenarios[1]?.series[0]?.points[9]?.interval?.upper).toBe(Number.POSITIVE_INFINITY)
  })

  test("the last verdict is the newest run's; a run without its report links nowhere", () => {
    expect(site.scenarios[0]?.last).toEqual({ runId: 10, kind: "judged", status: "fail" })
    expect(site.runs[9]).toMatchObject({ report: "runs/10.html", status: "fail" })
    expect(site.runs[0]?.report).toBeUndefined()
    const older = siteOf({ branch: "main", trend: trend(), reports: new Map() })
    expect(older.scenarios[0]?.last).toEqual({ runId: 10, kind: "not kept" })
  })

  test("scenario pages never share a file, whatever their names", () => {
    expect(scenarioPagePath("a-b", "c")).not.toBe(scenarioPagePath("a", "b-c"))
    expect(scenarioPagePath("users", "get user")).toMatch(
      /^scenarios\/users-get-user-[0-9a-f]{8}\.html$/,
    )
  })
})

describe("the pages", () => {
  const site = siteOf({
    branch: "main",
    trend: trend(),
    reports,
    commitUrl: "https://git.example/c/{commit}",
  })

  test("the index: a captioned table per spec, a labelled sparkline and the last verdict per scenario", () => {
    const html = parse(renderSiteIndex(site))
    try {
      expect(html.texts("//h1")[0]).toBe("Benchmark history of main")
      expect(html.count("//section[@aria-labelledby='spec-1']//table/caption")).toBe(1)
      expect(html.attr("//tbody/tr/th/a", "href")).toEqual(site.scenarios.map((s) => s.page))
      expect(html.count("//svg[@class='spark'][@role='img']")).toBe(2)
      expect(html.attr("//svg[@class='spark']", "aria-label")[0]).toBe(
        "layered: p50 ÷ direct over 10 runs, from 1.98x to 2.52x, latest 2.48x; level shifts at 05bbbbb",
      )
      expect(html.texts("//section[1]//tbody/tr[1]/td[3]")[0]).toContain("✗ FAIL")
      // The runs, newest first, each kept report linked, each commit linked to the commit URL.
      expect(html.attr("//section[@aria-labelledby='runs']//tbody/tr/td[1]/a", "href")).toEqual([
        "runs/10.html",
        "runs/9.html",
        "runs/8.html",
      ])
      expect(
        html.attr("//section[@aria-labelledby='runs']//tbody/tr[10]/td[2]//a", "href"),
      ).toEqual([`https://git.example/c/${commitOf(0)}`])
    } finally {
      html.dispose()
    }
  })

  test("a scenario page: a figure per series with its axis, bands, the level shift and every number", () => {
    const users = site.scenarios[0]
    if (users === undefined) throw new Error("no scenario")
    const text = renderScenarioPage(site, users)
    const html = parse(text)
    try {
      expect(html.count("//figure")).toBe(2)
      expect(html.count("//figure//svg[@role='img'][@aria-label]")).toBe(2)
      // Three kept reports with the overhead verdict: three bands on layered's chart.
      expect(html.count("//figure[2]//rect[@class='band']")).toBe(3)
      expect(html.count("//figure[2]//line[@class='shift']")).toBe(1)
      expect(html.texts("//figure[2]//text[@class='mark']")).toEqual(["05bbbbb"])
      expect(html.texts("//figure[2]//svg[@class='y-axis']/text").length).toBeGreaterThan(2)
      expect(html.texts("//figure[2]//ul[@class='shifts']/li")[0]).toMatch(
        /^level shift 2\.0\dx → 2\.5\dx from commit 05bbbbb \(run 6\)/,
      )
      expect(html.count("//figure[2]//table/tbody/tr")).toBe(10)
      expect(html.texts("//figure[2]//table/tbody/tr[1]/td[4]")[0]).toBe("2.40x – 2.60x")
      expect(html.attr("//nav/a", "href")).toEqual(["../index.html"])
    } finally {
      html.dispose()
    }
    expect(text).not.toMatch(/<script|<link|<img|@import|url\(/i)
  })

  test("an unbounded interval end is cut at the plot's edge and drawn open", () => {
    const start = site.scenarios[1]
    if (start === undefined) throw new Error("no scenario")
    const html = parse(renderScenarioPage(site, start))
    try {
      expect(html.count("//rect[@class='band']")).toBe(3)
      expect(html.count("//line[@class='cut']")).toBe(3)
      expect(html.texts("//table/tbody/tr[1]/td[4]")[0]).toBe("28.0 ms – —")
    } finally {
      html.dispose()
    }
  })

  test("names are escaped", () => {
    const nasty = `<b>"x" & 'y'</b>`
    const data = trend()
    const renamed: TrendData = {
      summaries: data.summaries.map((s) => ({ ...s, spec: nasty, target: nasty })),
      baselines: data.baselines.map((b) => ({
        ...b,
        spec: nasty,
        baseline: b.baseline === undefined ? undefined : nasty,
      })),
      gates: data.gates.map((g) => ({ ...g, spec: nasty, target: nasty })),
      judgedRuns: data.judgedRuns,
    }
    const odd = siteOf({ branch: nasty, trend: renamed, reports: new Map() })
    for (const html of [
      renderSiteIndex(odd),
      ...odd.scenarios.map((s) => renderScenarioPage(odd, s)),
    ]) {
      expect(html).not.toContain("<b>")
      parse(html).dispose()
    }
  })
})

describe("what the spec gates heads the site", () => {
  /** gin against net/http over `runs` runs: p50 at 1.08x, CPU per request at 1.13x. */
  const ginTrend = (
    runs: number,
    gate: { readonly metric: string; readonly form: "ratio" | "additive" },
  ): TrendData => {
    const summaries: TrendSummary[] = []
    for (let i = 0; i < runs; i++) {
      const base = {
        runId: i + 1,
        commit: commitOf(i),
        startedAt: `2025-05-0${1 + i}T10:00:00Z`,
        spec: "frameworks",
        scenario: "hello",
        rounds: 8,
      }
      summaries.push({ ...base, target: "nethttp", metric: "p50", median: 0.5 })
      summaries.push({
        ...base,
        target: "gin",
        metric: "p50",
        median: 0.54,
        overhead: 1.08,
        difference: 0.04,
      })
      summaries.push({
        ...base,
        target: "gin",
        metric: "cpu_per_request",
        median: 0.0452,
        overhead: 1.13,
        difference: 0.0052 + i / 10_000,
      })
    }
    const ids = Array.from({ length: runs }, (_, i) => i + 1)
    return {
      summaries,
      baselines: ids.map((runId) => ({
        runId,
        spec: "frameworks",
        scenario: "hello",
        baseline: "nethttp",
      })),
      gates: ids.map((runId) => ({
        runId,
        spec: "frameworks",
        scenario: "hello",
        target: "gin",
        kind: "overhead" as const,
        ...gate,
      })),
      judgedRuns: ids,
    }
  }

  test("gin gated on CPU per request: the index says 1.13x gin: cpu_per_request ÷ nethttp", () => {
    const site = siteOf({
      branch: "main",
      trend: ginTrend(2, { metric: "cpu_per_request", form: "ratio" }),
      reports: new Map(),
    })
    const [hello] = site.scenarios
    expect(hello?.headline).toMatchObject({
      target: "gin",
      metric: "cpu_per_request",
      form: "ratio",
    })
    // The gated metric's section first, then p50, where gin is its ratio and net/http its value.
    expect(hello?.series.map((s) => [s.target, s.metric, s.form, s.followed])).toEqual([
      ["gin", "cpu_per_request", "ratio", true],
      ["nethttp", "p50", "value", true],
      ["gin", "p50", "ratio", false],
    ])
    const index = parse(renderSiteIndex(site))
    try {
      expect(index.texts("//tbody/tr[1]/td[2]")[0]).toBe("1.13xgin: cpu_per_request ÷ nethttp")
      expect(index.attr("//svg[@class='spark']", "aria-label")[0]).toBe(
        "gin: cpu_per_request ÷ nethttp over 2 runs, from 1.13x to 1.13x, latest 1.13x",
      )
    } finally {
      index.dispose()
    }
    if (hello === undefined) throw new Error("no scenario")
    const page = parse(renderScenarioPage(site, hello))
    try {
      expect(page.texts("//section/h2")).toEqual(["cpu_per_request", "p50"])
      expect(page.texts("(//figure)[1]//figcaption/p")[0]).toBe(
        "cpu_per_request of gin ÷ nethttp, paired by round, as its overhead threshold gates it; latest 1.13x; no level shift.",
      )
      // Two runs: each point's value written at it, each commit under it.
      expect(page.texts("(//figure)[1]//text[@class='value']")).toEqual(["1.13x", "1.13x"])
      expect(page.texts("(//figure)[1]//svg[@class='series']/text[@class='tick']")).toEqual([
        commitOf(0).slice(0, 7),
        commitOf(1).slice(0, 7),
      ])
    } finally {
      page.dispose()
    }
  })

  test("an additive limit: the differences, in the metric's unit, with its verdicts' bands", () => {
    const additive = {
      ...verdict(
        {
          kind: "overhead",
          text: "gin cpu_per_request <= +10µs vs nethttp",
          target: "gin",
          metric: "cpu_per_request",
          comparator: "<=",
          form: "additive",
          limit: 0.01,
        },
        "pass",
        "ok",
        0.0053,
      ),
      interval: { lower: 0.0049, upper: 0.0057, level: 0.95, method: "crossover-t" },
    }
    const kept = result(
      [
        outcome({
          spec: "frameworks",
          scenario: "hello",
          baseline: "nethttp",
          verdicts: [additive],
        }),
      ],
      run({ commit: commitOf(1) }),
    )
    const site = siteOf({
      branch: "main",
      trend: ginTrend(3, { metric: "cpu_per_request", form: "additive" }),
      reports: new Map([[2, kept]]),
    })
    const gin = site.scenarios[0]?.headline
    expect(gin).toMatchObject({
      metric: "cpu_per_request",
      form: "difference",
      baseline: "nethttp",
    })
    expect(gin?.points.map((p) => p.value)).toEqual(
      [0.0052, 0.0053, 0.0054].map((v) => expect.closeTo(v, 12)),
    )
    expect(gin?.points.map((p) => p.interval)).toEqual([
      undefined,
      { lower: 0.0049, upper: 0.0057, level: 0.95 },
      undefined,
    ])
    const hello = site.scenarios[0]
    if (hello === undefined) throw new Error("no scenario")
    const page = parse(renderScenarioPage(site, hello))
    try {
      expect(page.texts("(//figure)[1]//h3")).toEqual(["gin: cpu_per_request − nethttp"])
      expect(page.texts("(//figure)[1]//text[@class='value']")).toEqual([
        "+5.20 µs",
        "+5.30 µs",
        "+5.40 µs",
      ])
      expect(page.texts("(//figure)[1]//thead/tr/th[3]")).toEqual(["ms"])
      expect(page.texts("(//figure)[1]//tbody/tr[2]/td[4]")).toEqual(["+4.90 µs – +5.70 µs"])
    } finally {
      page.dispose()
    }
  })
})
