import { expect, test } from "bun:test"
import { lineDiff } from "./golden.ts"

test.each([
  ["a\nb\nc", "a\nb\nc", ["  a", "  b", "  c"]],
  ["a\nb\nc", "a\nB\nc", ["  a", "- b", "+ B", "  c"]],
  ["a\nc", "a\nb\nc", ["  a", "+ b", "  c"]],
  ["a\nb", "b", ["- a", "  b"]],
])("lineDiff %#", (expected, actual, diff) => {
  // Removals may come before or after additions; compare as kept/removed/added sets per order.
  expect([...lineDiff(expected, actual)].sort()).toEqual([...diff].sort())
})
