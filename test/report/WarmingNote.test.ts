import { expect, test } from "bun:test"
import { renderHtml } from "../../report/Html.ts"
import { renderMarkdown } from "../../report/Markdown.ts"
import { warmingNote } from "../../report/Reason.ts"
import { renderTerminal } from "../../report/Terminal.ts"
import { outcome, result, target } from "../support/build.ts"

const NOTE =
  'still warming up when the rounds began: the first round cost layered 2.31x the CPU per request of its later rounds, so its rounds are not alike; a longer warm-up, or warmup: "steady", lets it settle first'

test("a target still warming when its rounds began: its first round's ratio and the remedy", () => {
  expect(warmingNote([{ target: "layered", firstRound: 2.3124 }])).toBe(NOTE)
  expect(
    warmingNote([
      { target: "direct", firstRound: 1.58 },
      { target: "layered", firstRound: 1.91 },
    ]),
  ).toBe(
    'still warming up when the rounds began: the first round cost direct 1.58x, layered 1.91x the CPU per request of their later rounds, so their rounds are not alike; a longer warm-up, or warmup: "steady", lets them settle first',
  )
})

test("the terminal, the PR comment and the HTML report each say it under the scenario", () => {
  const warmed = result([
    outcome({
      scenario: "get user",
      warming: [{ target: "layered", firstRound: 2.3124 }],
      targets: [target("layered", { cpu_per_request: 0.19 })],
      verdicts: [],
    }),
  ])
  expect(renderTerminal(warmed, { color: false })).toContain(`\n  ${NOTE}\n`)
  expect(renderMarkdown(warmed)).toContain(`⚠️ ${NOTE.replaceAll("_", "\\_")}.`)
  expect(renderHtml(warmed)).toContain(NOTE.replaceAll("'", "&#39;").replaceAll('"', "&quot;"))
  const quiet = result([
    outcome({
      scenario: "get user",
      targets: [target("layered", { cpu_per_request: 0.19 })],
      verdicts: [],
    }),
  ])
  expect(renderTerminal(quiet, { color: false })).not.toContain("warming up")
})
