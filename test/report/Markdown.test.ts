import { describe, expect, test } from "bun:test"
import { join } from "node:path"
import type { CheckResult, Status } from "../../gate/Result.ts"
import { escapeMarkdown, MARKER, renderMarkdown } from "../../report/Markdown.ts"
import {
  outcome,
  overhead,
  result,
  sampleResult,
  statusVerdict,
  target,
  verdict,
} from "../support/build.ts"
import { expectGolden } from "../support/golden.ts"

/** Table cells of a GFM row: split on pipes that are not backslash-escaped. */
const cells = (row: string): ReadonlyArray<string> =>
  row
    .slice(2, -2)
    .split(/(?<!\\) \| /)
    .map((cell) => cell.trim())

const withStatuses = (...statuses: ReadonlyArray<Status>): CheckResult =>
  result([outcome({ scenario: "s", verdicts: statuses.map((s) => statusVerdict(s)) })])

describe("renderMarkdown", () => {
  test("matches the golden rendering", () => {
    expectGolden(
      join(import.meta.dir, "__golden__", "markdown.txt"),
      renderMarkdown(sampleResult()),
    )
  })

  test("starts with the hidden marker", () => {
    expect(renderMarkdown(sampleResult()).split("\n")[0]).toBe(MARKER)
    expect(MARKER).toBe("<!-- benchgate -->")
  })

  test.each<[ReadonlyArray<Status>, string]>([
    [
      ["pass", "fail", "inconclusive"],
      "❌ **benchgate: 1 threshold failed** — 1 passed, 1 failed, 1 inconclusive, 0 skipped",
    ],
    [
      ["fail", "fail"],
      "❌ **benchgate: 2 thresholds failed** — 0 passed, 2 failed, 0 inconclusive, 0 skipped",
    ],
    [
      ["pass", "inconclusive"],
      "⚠️ **benchgate: 1 threshold inconclusive** — 1 passed, 0 failed, 1 inconclusive, 0 skipped",
    ],
    [
      ["pass", "skipped"],
      "✅ **benchgate: all thresholds passed** — 1 passed, 0 failed, 0 inconclusive, 1 skipped",
    ],
    [
      ["skipped"],
      "✅ **benchgate: no threshold could be decided** — 0 passed, 0 failed, 0 inconclusive, 1 skipped",
    ],
    [
      [],
      "✅ **benchgate: no thresholds to check** — 0 passed, 0 failed, 0 inconclusive, 0 skipped",
    ],
  ])("status line for %p", (statuses, line) => {
    expect(renderMarkdown(withStatuses(...statuses)).split("\n")[2]).toBe(line)
  })

  test("scenarios with failures come first", () => {
    const headings = renderMarkdown(sampleResult())
      .split("\n")
      .filter((line) => line.startsWith("### "))
    expect(headings).toEqual(["### ❌ users › get user", "### ✅ http-clients › post \\| small"])
  })

  test("failing threshold first within a scenario", () => {
    const text = renderMarkdown(sampleResult())
    const items = text
      .slice(text.indexOf("\n### "))
      .split("\n")
      .filter((line) => line.startsWith("- "))
    // The measured value is said once, in the reason.
    expect(items[0]).toBe(
      "- ❌ **FAIL** layered p50 \\<= 2.5x — p50 ratio 3.10x > 2.5x (95% CI 2.96x–3.24x)",
    )
    expect(items[4]).toStartWith("- ⏭️ **SKIPPED** direct: rps regression")
  })

  test("a failing comment starts with what failed, before any scenario", () => {
    const text = renderMarkdown(sampleResult())
    const failed = text.indexOf(
      "**What failed:**\n- users › get user: layered p50 \\<= 2.5x — measured **3.10x**",
    )
    expect(failed).toBeGreaterThan(0)
    expect(failed).toBeLessThan(text.indexOf("### "))
    // Nothing failed, nothing to list.
    const passing = renderMarkdown({
      ...sampleResult(),
      outcomes: sampleResult().outcomes.slice(0, 1),
    })
    expect(passing).not.toContain("What failed")
  })

  test("passing scenarios are folded under a one-line summary; failing ones stay open", () => {
    const text = renderMarkdown(sampleResult())
    expect(text).toContain(
      "<details>\n<summary>✅ http-clients › post | small — 2 thresholds passed</summary>\n\n### ✅ http-clients",
    )
    // The failing scenario is not inside any <details>.
    const failing = text.indexOf("### ❌ users › get user")
    expect(text.lastIndexOf("<details>", failing)).toBe(-1)
    // A name in the summary is HTML, not markdown: escaped as HTML.
    const odd = renderMarkdown(
      result([
        outcome({
          scenario: "<b>x</b> & y",
          verdicts: [verdict(overhead("t", "p50", 2), "pass", "ok", 1)],
        }),
      ]),
    )
    expect(odd).toContain(
      "<summary>✅ users › &lt;b&gt;x&lt;/b&gt; &amp; y — 1 threshold passed</summary>",
    )
  })

  test("a measured value the reason does not state is kept", () => {
    const text = renderMarkdown(
      result([
        outcome({
          scenario: "s",
          verdicts: [verdict(overhead("t", "p50", 2), "fail", "too slow", 3)],
        }),
      ]),
    )
    expect(text).toContain("- ❌ **FAIL** t p50 \\<= 2x — measured **3.00x** — too slow")
  })

  test("a `|` or backtick in a name neither splits the row nor opens code", () => {
    const text = renderMarkdown(
      result([
        outcome({
          scenario: "s",
          baseline: "a|b",
          targets: [
            target("a|b", { p50: 1 }),
            target("`x`|y", { p50: 2 }, { overhead: { p50: 2 } }),
          ],
          verdicts: [verdict(overhead("`x`|y", "p50", 3), "pass", "ok", 2)],
        }),
      ]),
    )
    const rows = text.split("\n").filter((line) => line.startsWith("| "))
    expect(rows).toHaveLength(4)
    // target, rps, p50, p99, overhead, verdict: no "vs base" column without a base.
    for (const row of rows) expect(cells(row)).toHaveLength(6)
    expect(cells(rows[2] ?? "")[0]).toBe("a\\|b")
    expect(cells(rows[3] ?? "")[0]).toBe("\\`x\\`\\|y")
    expect(text).toContain("Baseline: a\\|b")
  })

  test("footer names commit, branch and environment", () => {
    const last = renderMarkdown(sampleResult()).trimEnd().split("\n").at(-1)
    expect(last).toBe(
      "<sub>commit 0123456789abcdef0123456789abcdef01234567 · branch feature/faster-rpc · environment env-7f3a9c (AMD EPYC 7B13, 2 cores, linux x64) · benchgate</sub>",
    )
  })

  test("no scenarios", () => {
    expect(renderMarkdown(result([]))).toContain("\n\nNo scenarios were checked.\n\n")
  })
})

describe("escapeMarkdown", () => {
  test.each([
    ["plain name", "plain name"],
    ["a|b", "a\\|b"],
    ["`code`", "\\`code\\`"],
    ["*bold* _it_ ~del~", "\\*bold\\* \\_it\\_ \\~del\\~"],
    ["[link](http://x)", "\\[link\\](http://x)"],
    ["<img src=x>", "\\<img src=x>"],
    ["a\\b", "a\\\\b"],
    ["$x$ &amp; #", "\\$x\\$ \\&amp; \\#"],
    ["two\nlines\r\n", "two lines "],
    ["@octocat", "@\u200boctocat"],
    ["<!-- benchgate -->", "\\<!-- benchgate -->"],
    ["p50 <= 2.5x (95% CI)", "p50 \\<= 2.5x (95% CI)"],
  ])("%p → %p", (input, expected) => {
    expect(escapeMarkdown(input)).toBe(expected)
  })
})

describe("escaped names render literally (checked with a GFM renderer)", () => {
  const hostile = [
    "a|b",
    "`x`",
    "*em* _em_",
    "~~del~~",
    "[l](http://u)",
    "<b>z</b>",
    "$m$",
    "a\\|b",
    "&amp;",
    "# h #",
  ]
  const html = (markdown: string): string =>
    Bun.markdown.html(markdown, { tables: true, strikethrough: true, latexMath: true })
  const htmlText = (text: string): string =>
    text
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      .replaceAll('"', "&quot;")

  test.each(hostile)("%p", (name) => {
    const markdown = renderMarkdown(
      result([
        outcome({
          spec: name,
          scenario: name,
          targets: [target(name, { p50: 1 })],
          verdicts: [verdict(overhead(name, "p50", 2, `${name} p50 <= 2x`), "pass", name, 1)],
        }),
      ]),
    )
    const out = html(markdown)
    expect(out).toContain(`<td align="left">${htmlText(name)}</td>`)
    expect(out).toContain(`<h3>✅ ${htmlText(name)} › ${htmlText(name)}</h3>`)
    expect(out).toContain(`<strong>PASS</strong> ${htmlText(name)} p50 &lt;= 2x`)
    for (const tag of [
      "<em>",
      "<code>",
      "<del>",
      "<a ",
      "<b>",
      "<x-equation",
      '<span class="math',
    ]) {
      expect(out).not.toContain(tag)
    }
  })
})
