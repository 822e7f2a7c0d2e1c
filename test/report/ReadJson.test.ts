import { describe, expect, test } from "bun:test"
import { Either } from "effect"
import type { CheckResult } from "../../gate/Result.ts"
import { renderJson } from "../../report/Json.ts"
import { renderJunit } from "../../report/Junit.ts"
import { renderMarkdown } from "../../report/Markdown.ts"
import { readJsonReport } from "../../report/ReadJson.ts"
import { renderTerminal } from "../../report/Terminal.ts"
import { docExampleResult, sampleResult } from "../support/build.ts"

/** The result as the report keeps it: ids and NaN as the writer writes them (null ↔ NaN). */
const roundTrip = (result: CheckResult) => Either.getOrThrow(readJsonReport(renderJson(result)))

/** Why a document is refused; "read" when it is not. */
const refusal = (text: string) =>
  Either.match(readJsonReport(text), { onLeft: (invalid) => invalid, onRight: () => "read" })

describe("reading a JSON report back", () => {
  test.each([
    ["the sample", sampleResult()],
    ["the documented example", docExampleResult()],
  ])("%s: every report rendered from what was read is the same", (_name, result) => {
    const read = roundTrip(result)
    expect(renderJson(read)).toBe(renderJson(result))
    expect(renderMarkdown(read)).toBe(renderMarkdown(result))
    expect(renderTerminal(read, { color: false })).toBe(renderTerminal(result, { color: false }))
    expect(renderJunit(read)).toBe(renderJunit(result))
  })

  test("an accepted verdict comes back accepted, with its level and where it was accepted", () => {
    const sample = sampleResult()
    const [first, ...others] = sample.outcomes
    if (first === undefined) throw new Error("the sample has no scenario")
    const accepted = first.verdicts.map((v, i) =>
      i === 0
        ? {
            ...v,
            status: "pass" as const,
            accepted: { by: "alice", level: 3.1, from: { runId: 4, commit: "a".repeat(40) } },
          }
        : v,
    )
    const result: CheckResult = {
      ...sample,
      outcomes: [{ ...first, verdicts: accepted }, ...others],
    }
    const read = roundTrip(result)
    expect(read.outcomes[0]?.verdicts[0]?.accepted).toEqual({
      by: "alice",
      level: 3.1,
      from: { runId: 4, commit: "a".repeat(40) },
    })
    expect(renderMarkdown(read)).toBe(renderMarkdown(result))
    expect(renderMarkdown(read)).toContain("**ACCEPTED**")
  })

  test("a shard's rounds come back as they were measured", () => {
    const result: CheckResult = {
      ...sampleResult(),
      shard: {
        index: 2,
        count: 3,
        specs: "0123456789abcdef",
        scenarios: ["users/get user", "users/list"],
        runs: [
          {
            spec: "users",
            scenario: "get user",
            baseline: "direct",
            targets: ["direct", "layered"],
            rounds: [
              { round: 0, slot: 0, target: "direct", values: { p50: 1.5, rps: 900 } },
              { round: 0, slot: 1, target: "layered", fork: 1, values: { p50: 3 } },
            ],
          },
        ],
      },
    }
    expect(roundTrip(result).shard).toEqual(result.shard)
  })

  test.each([
    ["not JSON", "{", "", `not JSON (JSON Parse error: Expected '}'); it starts "{"`],
    [
      "another tool's",
      JSON.stringify({ tool: "other" }),
      "tool",
      'tool: expected "benchgate", got "other"; version: is missing',
    ],
    [
      "another version",
      JSON.stringify({ tool: "benchgate", version: 2 }),
      "version",
      "version: expected 1, got 2",
    ],
  ])("%s is refused naming what is wrong", (_name, text, field, message) => {
    expect(refusal(text)).toMatchObject({ _tag: "DataInvalid", field, message })
  })

  test("a wrong field is named by its path", () => {
    const doc = JSON.parse(renderJson(sampleResult()))
    doc.scenarios[1].verdicts[0].status = "maybe"
    expect(refusal(JSON.stringify(doc))).toMatchObject({
      field: "scenarios[1].verdicts[0].status",
      message:
        'scenarios[1].verdicts[0].status: expected "pass" or "fail" or "inconclusive" or "skipped", got "maybe"',
    })
  })
})
