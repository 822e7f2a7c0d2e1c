/**
 * Specs nested deeper than anyone writes: each ends as an issue at the deepest place in the
 * file, never as cue's bare message or a failed JSON parse (both found by the fuzz campaign).
 */
import { describe, expect, test } from "bun:test"
import { Either } from "effect"
import { deepestNesting } from "../../compiler/Source.ts"
import { loadSource } from "../support/load.ts"

/** `levels` brackets, a hundred to a line, below a valid spec's lines. */
const nested = (levels: number): string => {
  const rows = (c: string) =>
    Array.from({ length: Math.ceil(levels / 100) }, (_, i) =>
      c.repeat(Math.min(100, levels - i * 100)),
    ).join("\n")
  return `package bench

targets: a: http: url: "http://127.0.0.1:9"

scenarios: s: request: path: "/x"

extra: ${rows("[")}
${rows("]")}
`
}

describe("deep nesting", () => {
  test("the deepest place skips strings and comments", () => {
    expect(deepestNesting('a: {b: "[[[["} // [[[[\nc: [[\n1]]')).toEqual({
      depth: 2,
      line: 2,
      column: 5,
    })
  })

  test("10,000 levels: cue's JSON encoder gives up without a position; the deepest nesting is it", async () => {
    const result = await loadSource(nested(10_000))
    const issues = Either.isLeft(result) ? result.left : []
    expect(issues.map((i) => [i.line, i.column, i.message])).toEqual([
      [106, 100, "invalid character '[' exceeded max depth"],
    ])
  }, 60_000)

  test("past cue's parser limit: cue's own message and position", async () => {
    const result = await loadSource(nested(12_000))
    const issues = Either.isLeft(result) ? result.left : []
    expect(issues.map((i) => i.message)).toEqual([
      "expression exceeds maximum nesting depth of 10000",
    ])
    expect(issues[0]?.line).toBeGreaterThan(0)
  }, 60_000)
})
