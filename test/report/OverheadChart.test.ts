import { describe, expect, test } from "bun:test"
import { levelShifts } from "../../gate/OverheadHistory.ts"
import type { OverheadHistory, ScenarioOutcome } from "../../gate/Result.ts"
import { renderMarkdown } from "../../report/Markdown.ts"
import {
  mermaidNumber,
  mermaidSource,
  mermaidText,
  OPEN_CHART_POINTS,
  overheadChart,
} from "../../report/OverheadChart.ts"
import { renderTerminal } from "../../report/Terminal.ts"
import { history, outcome, overhead, result, run, target, verdict } from "../support/build.ts"

/** `users › get user` with direct as baseline and the given histories on layered and rpc. */
const scenario = (
  layered: OverheadHistory | undefined,
  rpc: OverheadHistory | undefined,
  fields: Partial<ScenarioOutcome> = {},
): ScenarioOutcome =>
  outcome({
    scenario: "get user",
    baseline: "direct",
    targets: [
      target("direct", { p50: 1 }),
      target(
        "layered",
        { p50: 2.5 },
        { overhead: { p50: 2.5 }, ...(layered ? { history: layered } : {}) },
      ),
      target("rpc", { p50: 1.5 }, { overhead: { p50: 1.5 }, ...(rpc ? { history: rpc } : {}) }),
    ],
    verdicts: [verdict(overhead("layered", "p50", 3), "pass", "p50 ratio 2.50x <= 3x", 2.5)],
    ...fields,
  })

/** The lines of the first mermaid block of a markdown document (without the fences). */
const mermaidBlock = (markdown: string): ReadonlyArray<string> | undefined => {
  const match = /```mermaid\n([\s\S]*?)\n```/.exec(markdown)
  return match?.[1]?.split("\n")
}

const short = (i: number) => `c${i}`.padEnd(7, "0")

describe("the overhead chart in the PR comment", () => {
  test("one line per target over the runs, this run last, under the scenario's table", () => {
    const md = renderMarkdown(
      result([scenario(history("p50", [2.4, 2.45, 2.5]), history("p50", [1.6, 1.55, 1.5]))]),
    )
    expect(mermaidBlock(md)).toEqual([
      '%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "#2f81f7, #f0883e"}}}}%%',
      "xychart-beta",
      '    title "p50 overhead vs direct on main"',
      `    x-axis ["${short(1)}", "${short(2)}", "0123456"]`,
      '    y-axis "ratio" 1 --> 2.7',
      "    line [2.4, 2.45, 2.5]",
      "    line [1.6, 1.55, 1.5]",
    ])
    expect(md).toContain(
      "Overhead history: 🟦 layered (p50) · 🟧 rpc (p50). The last point is this run.",
    )
    // After the table and the verdicts, before the footer; not collapsed at 3 points.
    const table = md.indexOf("| direct |")
    const chart = md.indexOf("```mermaid")
    expect(table).toBeGreaterThan(0)
    expect(chart).toBeGreaterThan(md.indexOf("p50 ratio 2.50x"))
    expect(chart).toBeLessThan(md.indexOf("---\n<sub>"))
    // A short history is drawn open (the scenario passed, so the scenario itself is folded).
    expect(md).not.toContain("<summary>Overhead history")
  })

  test("no chart without history, or with fewer than 2 points", () => {
    for (const outcomeWithout of [
      scenario(undefined, undefined),
      scenario(history("p50", [2.5]), history("p50", [1.5])),
      scenario({ metric: "p50", branch: "main", points: [], shifts: [] }, undefined),
    ]) {
      const md = renderMarkdown(result([outcomeWithout]))
      expect(md).not.toContain("mermaid")
      expect(md).not.toContain("Overhead history")
      expect(overheadChart(outcomeWithout)).toBeUndefined()
    }
    // A target with one point (new on this branch) stays out; the other is drawn alone.
    const one = overheadChart(scenario(history("p50", [2.4, 2.5]), history("p50", [1.5])))
    expect(one?.lines.map((line) => line.target)).toEqual(["layered"])
    expect(one?.notDrawn).toEqual([])
  })

  test("the terminal report is unchanged by a history", () => {
    const plain = result([scenario(undefined, undefined)])
    const withHistory = result([scenario(history("p50", [2.4, 2.5]), history("p50", [1.6, 1.5]))])
    expect(renderTerminal(withHistory, { color: false })).toBe(
      renderTerminal(plain, { color: false }),
    )
  })

  test("names in the title are reduced to what cannot break the Mermaid string or the fence", () => {
    const evil = 'x" %%{init: {"theme":"dark"}}%% ```\n<img src=a onerror=alert(1)>&amp;#quot;'
    const outcomeEvil = scenario(
      history("p50", [2.4, 2.5], 'feat/"q"`@team`'),
      history("p50", [1.6, 1.5], 'feat/"q"`@team`'),
      { baseline: evil },
    )
    const md = renderMarkdown(result([outcomeEvil]))
    const block = mermaidBlock(md)
    const title = block?.find((line) => line.startsWith("    title "))
    expect(title).toBe(
      "    title \"p50 overhead vs x' ___init: _'theme':'dark'____ ''' _im… on feat/'q''@team'\"",
    )
    // Exactly one pair of quotes on the title line, no directive, no fence inside the block.
    expect(title?.split('"')).toHaveLength(3)
    expect(block?.filter((line) => line.includes("%%"))).toHaveLength(1)
    expect(block?.some((line) => line.includes("`"))).toBe(false)
    expect(md.split("```")).toHaveLength(3)
  })

  test.each([
    ['a"b', "a'b"],
    ["a`b", "a'b"],
    ["line\nbreak", "line break"],
    ["%%{init}%%", "___init___"],
    ["<b>&#35;;", "_b___35__"],
    ["über-naïve ÷ 2 × 3", "über-naïve ÷ 2 × 3"],
    ["x".repeat(100), `${"x".repeat(39)}…`],
    [`${"x".repeat(39)}…`, `${"x".repeat(39)}…`],
  ])("mermaidText(%p)", (input, output) => {
    expect(mermaidText(input)).toBe(output)
  })

  test("legend names are markdown-escaped", () => {
    const md = renderMarkdown(
      result([
        outcome({
          scenario: "s",
          baseline: "base",
          targets: [
            target("base", { p50: 1 }),
            target(
              "a|*b*",
              { p50: 2 },
              { overhead: { p50: 2 }, history: history("p50", [1.9, 2]) },
            ),
          ],
        }),
      ]),
    )
    expect(md).toContain("Overhead history: 🟦 a\\|\\*b\\* (p50).")
  })

  test.each([
    [2.5, "2.5"],
    [3, "3"],
    [10, "10"],
    [100, "100"],
    [1.23456, "1.235"],
    [1e-7, "0"],
    [1e21 / 1e20, "10"],
  ])("mermaidNumber(%p) has no exponent", (value, text) => {
    expect(mermaidNumber(value)).toBe(text)
  })

  test("a long history is collapsed in <details>", () => {
    const ratios = Array.from({ length: OPEN_CHART_POINTS + 1 }, (_, i) => 2 + i / 100)
    const md = renderMarkdown(result([scenario(history("p50", ratios), undefined)]))
    expect(md).toContain(
      `<details>\n<summary>Overhead history (${OPEN_CHART_POINTS + 1} runs)</summary>\n\n\`\`\`mermaid`,
    )
    expect(md).toContain("is this run.\n\n</details>")
    const short8 = Array.from({ length: OPEN_CHART_POINTS }, (_, i) => 2 + i / 100)
    expect(renderMarkdown(result([scenario(history("p50", short8), undefined)]))).not.toContain(
      "<summary>Overhead history",
    )
  })

  test("a level shift stars its first run and is named once under the chart", () => {
    const ratios = [2, 2.02, 1.99, 2.01, 2, 1.98, 2.3, 2.32, 2.29, 2.31, 2.3, 2.33]
    const base = history("p50", ratios)
    const shifted = { ...base, shifts: levelShifts(base.points, (point) => point.ratio) }
    expect(shifted.shifts.map((shift) => shift.index)).toEqual([6])
    const chart = overheadChart(scenario(shifted, undefined))
    expect(chart?.labels.filter((label) => label.startsWith("*"))).toEqual([`*${short(7)}`])
    const md = renderMarkdown(result([scenario(shifted, undefined)]))
    expect(md).toContain(`Level shift (starred): layered from 2x to 2.305x at ${short(7)}.`)
    // Without shifts, no star and no sentence.
    expect(renderMarkdown(result([scenario(base, undefined)]))).not.toContain("Level shift")
  })

  test("x labels: short commit ids, a rerun of a commit made distinct", () => {
    const base = history("p50", [2, 2.1, 2.2, 2.3])
    const points = base.points.map((p, i) =>
      i === 1
        ? { ...p, commit: base.points[0]?.commit ?? "" }
        : i === 2
          ? { ...p, commit: "unknown" }
          : p,
    )
    const chart = overheadChart(scenario({ ...base, points }, undefined))
    expect(chart?.labels).toEqual([short(1), `${short(1)} (2)`, "unknown", "0123456"])
  })

  test("targets with different runs: drawn where they share at least 2 runs, the rest named", () => {
    const layered = history("p50", [2, 2.1, 2.2, 2.3])
    // rpc was measured in runs 3 and 4 only (added later): shares run 3 and this run.
    const rpc: OverheadHistory = {
      ...layered,
      points: layered.points.slice(2).map((p) => ({ ...p, ratio: p.ratio / 2 })),
    }
    // odd shares only run 1 and this run with layered, and only this run with rpc.
    const odd: OverheadHistory = {
      ...layered,
      metric: "p99",
      points: [layered.points[0], layered.points[3]].flatMap((p) => (p ? [p] : [])),
    }
    const outcomeMixed: ScenarioOutcome = {
      ...scenario(layered, rpc),
      targets: [
        ...scenario(layered, rpc).targets,
        target("odd", { p99: 3 }, { overhead: { p99: 3 }, history: odd }),
      ],
    }
    const chart = overheadChart(outcomeMixed)
    expect(chart?.lines.map((line) => [line.target, line.values])).toEqual([
      ["layered", [2.2, 2.3]],
      ["rpc", [1.1, 1.15]],
    ])
    expect(chart?.notDrawn).toEqual(["odd"])
    // Mixed metrics would drop the metric from the title; here both drawn lines are p50.
    expect(chart?.title).toBe("p50 overhead vs direct on main")
    const md = renderMarkdown(result([outcomeMixed]))
    expect(md).toContain("Not drawn (too few runs in common): odd.")
  })

  test("the y axis starts at 1x or below the lowest ratio", () => {
    const chart = overheadChart(scenario(history("p50", [0.84, 0.9]), undefined))
    expect(chart).toBeDefined()
    if (chart) expect(mermaidSource(chart)).toContain('y-axis "ratio" 0.8 --> 1')
  })

  test("uses the run's own commit for this run's point", () => {
    const chart = overheadChart(scenario(history("p50", [2, 2.5]), undefined))
    expect(chart?.labels.at(-1)).toBe(run().commit.slice(0, 7))
    expect(chart?.current).toBe(true)
  })
})

test("at most 7 lines; the rest are named", () => {
  const names = Array.from({ length: 9 }, (_, i) => `t${i}`)
  const many = outcome({
    scenario: "many",
    baseline: "base",
    targets: [
      target("base", { p50: 1 }),
      ...names.map((name, i) =>
        target(name, { p50: 2 }, { overhead: { p50: 2 }, history: history("p50", [2 + i, 2.5]) }),
      ),
    ],
  })
  const chart = overheadChart(many)
  expect(chart?.lines.map((line) => line.target)).toEqual(names.slice(0, 7))
  expect(chart?.tooMany).toEqual(["t7", "t8"])
  const md = renderMarkdown(result([many]))
  expect(md).toContain("Not drawn (more than 7 lines): t7, t8.")
  expect(md).toContain('"#2f81f7, #f0883e, #3fb950, #f85149, #a371f7, #d4a72c, #8b5a2b"')
  expect(mermaidBlock(md)?.filter((line) => line.startsWith("    line ["))).toHaveLength(7)
})

test("a non-finite ratio is not drawn (Mermaid has no NaN)", () => {
  const chart = overheadChart(scenario(history("p50", [2, Number.NaN, 2.2]), undefined))
  expect(chart?.lines[0]?.values).toEqual([2, 2.2])
})

describe("the overhead chart in other forms", () => {
  test("a history in another form: differences in a readable unit, changes in percent", () => {
    const ratios = history("cpu_per_request", [1.1, 1.12, 1.13])
    const differences: OverheadHistory = {
      ...ratios,
      form: "difference",
      points: ratios.points.map((p, i) => ({ ...p, difference: [0.004, 0.0048, 0.0052][i] ?? 0 })),
    }
    const md = renderMarkdown(result([scenario(differences, undefined)]))
    // A difference of a few microseconds per request, in µs (Mermaid keeps 3 decimals).
    expect(mermaidBlock(md)).toEqual([
      '%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "#2f81f7"}}}}%%',
      "xychart-beta",
      '    title "cpu_per_request overhead vs direct on main (difference, µs)"',
      `    x-axis ["${short(1)}", "${short(2)}", "0123456"]`,
      '    y-axis "µs" 0 --> 5.5',
      "    line [4, 4.8, 5.2]",
    ])
    const changes: OverheadHistory = { ...ratios, form: "relative" }
    const chart = overheadChart(scenario(changes, undefined))
    expect(chart?.plot.axis).toBe("percent")
    expect(chart?.lines[0]?.values.map((v) => Math.round(v * 10) / 10)).toEqual([10, 12, 13])
  })

  test("a difference history's level shift is found on its differences, not its ratios", () => {
    const micros = [4, 4.1, 3.9, 4, 4, 8, 8.1, 7.9, 8, 8]
    // Flat ratios (no shift among them), differences that double from the sixth run on.
    const ratios = history(
      "cpu_per_request",
      micros.map(() => 1.1),
    )
    const differences: OverheadHistory = {
      ...ratios,
      form: "difference",
      points: ratios.points.map((p, i) => ({ ...p, difference: (micros[i] ?? 0) / 1000 })),
    }
    expect(differences.shifts).toEqual([])
    const md = renderMarkdown(result([scenario(differences, undefined)]))
    expect(md).toContain(`Level shift (starred): layered from +4.00 µs to +8.00 µs at ${short(6)}.`)
  })

  test("one y-axis reads one form: a target whose history reads in another is named, not drawn", () => {
    const ratios = history("p50", [2.4, 2.45, 2.5])
    const differences: OverheadHistory = {
      ...history("p50", [1.5, 1.5]),
      form: "difference",
      points: history("p50", [1.5, 1.5]).points.map((p) => ({ ...p, difference: 0.5 })),
    }
    const chart = overheadChart(scenario(ratios, differences))
    expect(chart?.lines.map((line) => line.target)).toEqual(["layered"])
    expect(chart?.otherForm).toEqual(["rpc"])
    expect(renderMarkdown(result([scenario(ratios, differences)]))).toContain(
      "Not drawn (its overhead reads in another form): rpc.",
    )
  })
})
