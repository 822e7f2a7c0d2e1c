/**
 * Where the time went, the same in every output: a head that wraps its handler in an access
 * log (test/support/build.ts `profiledResult`, made-up Go stacks with kernel and runtime
 * frames) is named first by the terminal, the PR comment, the HTML report and the JSON report,
 * with its change with callees and its self time beside; the machinery is no row; a profile
 * that disagrees with the check's own measurement says why.
 */
import { describe, expect, test } from "bun:test"
import { Either } from "effect"
import { renderHtml } from "../../report/Html.ts"
import { renderJson } from "../../report/Json.ts"
import { renderMarkdown } from "../../report/Markdown.ts"
import { readJsonReport } from "../../report/ReadJson.ts"
import { renderTerminal } from "../../report/Terminal.ts"
import { profiledResult } from "../support/build.ts"

const WRAPPER = "main.accessLog.func1"
const MACHINERY = /finish_task_switch|_\[k\]|runtime\.|internal\/poll|syscall\./

describe("the profile of a change spread over callees", () => {
  const result = profiledResult()

  test("the terminal names the wrapper first, its self time beside, no machinery row", () => {
    const text = renderTerminal(result, { color: false })
    const block = text.slice(text.indexOf("where the time went"))
    const lines = block.split("\n")
    expect(lines[1]).toMatch(
      /^ {2}main\.accessLog\.func1: \+\d+\.\d% \[\+\d+\.\d%, \+\d+\.\d%\] of the \+\d+\.\d% change in CPU per request \(self \+\d+\.\d%\)$/,
    )
    expect(lines[2]).toMatch(/^ {2}function +change with callees +self +samples with callees$/)
    expect(lines[3]).toMatch(
      /^ {2}main\.accessLog\.func1 +\+[\d.]+% \[.*\] +\+[\d.]+% \[.*\] +0\.0% → /,
    )
    const rows = lines.slice(3).filter((l) => l.startsWith("  ") && !l.startsWith("  profiles:"))
    expect(rows.length).toBeGreaterThan(2)
    for (const row of rows) expect(row).not.toMatch(MACHINERY)
    // The check and the profile agree here: no note.
    expect(block).not.toContain("note:")
  })

  test("the PR comment says it before its folded table", () => {
    const markdown = renderMarkdown(result)
    const section = markdown.slice(markdown.indexOf("#### Where the time went"))
    const headline = section.indexOf(`${WRAPPER}: +`)
    const details = section.indexOf("<details>")
    expect(headline).toBeGreaterThan(0)
    expect(details).toBeGreaterThan(headline)
    expect(section).toContain("<summary>the functions whose cost moved</summary>")
    expect(section).toContain(
      "| function | change with callees, of the base's CPU per request | self | samples with callees |",
    )
    const firstRow = section.split("\n").find((l) => l.startsWith("| `"))
    expect(firstRow).toStartWith(`| \`${WRAPPER}\` | +`)
    expect(section.indexOf("</details>")).toBeGreaterThan(section.indexOf(firstRow ?? "?"))
  })

  test("the HTML report: the rows, and the wrapper's frame outlined with its change", () => {
    const html = renderHtml(result)
    const table = html.slice(html.indexOf('<div class="profile">'))
    expect(table).toContain(
      '<th class="right">change with callees, of the base&#39;s CPU per request</th>',
    )
    expect(table.indexOf(`<code>${WRAPPER}</code>`)).toBeLessThan(
      table.indexOf("<code>fmt.Fprintf</code>"),
    )
    const frame = html.split("<g>").find((g) => g.startsWith(`<title>${WRAPPER}:`)) ?? ""
    expect(frame).toContain('class="shown"')
    expect(frame).toMatch(/<text [^>]*>main\.accessLog\.func1 \+\d+\.\d%<\/text>/)
    expect(html).toContain('<div class="flamebox">')
  })

  test("the JSON report carries the ranked rows and the check's measurement, and reads back", () => {
    const json = JSON.parse(renderJson(result))
    const profile = json.profiles[0]
    expect(profile.differential.ranked[0].name).toBe(WRAPPER)
    expect(profile.differential.ranked[0].self.change).toBeGreaterThan(0)
    expect(profile.differential.programFunctions).toBeGreaterThan(5)
    expect(profile.measured).toEqual({
      metric: "cpu_per_request",
      change: 0.25,
      low: 0.2,
      high: 0.3,
      rounds: 8,
      agrees: true,
    })
    const read = Either.getOrThrow(readJsonReport(renderJson(result)))
    expect(renderTerminal(read, { color: false })).toBe(renderTerminal(result, { color: false }))
    expect(renderMarkdown(read)).toBe(renderMarkdown(result))
  })
})

test("a profile whose total the check's measurement contradicts says both, and why", () => {
  const result = profiledResult({ change: -0.042, low: -0.109, high: 0.032 })
  const text = renderTerminal(result, { color: false })
  expect(text).toMatch(
    /note: the check measured cpu_per_request −4\.2% \[−10\.9%, \+3\.2%\] over 8 rounds; the profile's \+\d+\.\d% comes from its own 6 rounds, in new launches of both sides under the profiler/,
  )
  expect(renderMarkdown(result)).toContain("⚠️ the check measured cpu\\_per\\_request −4.2%")
  expect(renderHtml(result)).toContain("the check measured cpu_per_request −4.2%")
})

test("a report written before the ranking shows its self-time rows", () => {
  const result = profiledResult()
  const [profile] = result.profiles ?? []
  if (!profile?.differential) throw new Error("no differential")
  const { ranked: _, ...older } = profile.differential
  const text = renderTerminal(
    { ...result, profiles: [{ ...profile, differential: older }] },
    { color: false },
  )
  expect(text).toMatch(/ {2}function \(self time\) +self +samples/)
  expect(text).toMatch(/: self [+−]\d/)
})
