import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { expectGolden, foldDiff, lineDiff } from "./golden.ts"

test.each([
  ["a\nb\nc", "a\nb\nc", ["  a", "  b", "  c"]],
  ["a\nb\nc", "a\nB\nc", ["  a", "- b", "+ B", "  c"]],
  ["a\nc", "a\nb\nc", ["  a", "+ b", "  c"]],
  ["a\nb", "b", ["- a", "  b"]],
])("lineDiff %#", (expected, actual, diff) => {
  // Removals may come before or after additions; compare as kept/removed/added sets per order.
  expect([...lineDiff(expected, actual)].sort()).toEqual([...diff].sort())
})

test("foldDiff keeps the changes and their context, and counts what it leaves out", () => {
  const kept = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `  ${from + i}`)
  const diff = [...kept(1, 10), "- 11", "+ eleven", ...kept(12, 30)]
  expect(foldDiff(diff, 2)).toEqual([
    "@@ 8 unchanged lines @@",
    "  9",
    "  10",
    "- 11",
    "+ eleven",
    "  12",
    "  13",
    "@@ 17 unchanged lines @@",
  ])
  expect(foldDiff(["  a", "  b"])).toEqual(["@@ 2 unchanged lines @@"])
})

describe("expectGolden", () => {
  const dir = mkdtempSync(join(tmpdir(), "benchgate-golden-"))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const withUpdate = (value: string | undefined, body: () => void) => {
    const before = process.env.BENCHGATE_UPDATE_GOLDEN
    if (value === undefined) delete process.env.BENCHGATE_UPDATE_GOLDEN
    else process.env.BENCHGATE_UPDATE_GOLDEN = value
    try {
      body()
    } finally {
      if (before === undefined) delete process.env.BENCHGATE_UPDATE_GOLDEN
      else process.env.BENCHGATE_UPDATE_GOLDEN = before
    }
  }

  test("the same text passes; a changed line fails with its diff and the variable to set", () => {
    const file = join(dir, "same.txt")
    writeFileSync(file, "one\ntwo\nthree\n")
    withUpdate(undefined, () => {
      expectGolden(file, "one\ntwo\nthree\n")
      expect(() => expectGolden(file, "one\n2\nthree\n")).toThrow(
        /differs from golden file .*same\.txt[\s\S]*BENCHGATE_UPDATE_GOLDEN=1[\s\S]*- two\n\+ 2/,
      )
    })
    expect(readFileSync(file, "utf8")).toBe("one\ntwo\nthree\n")
  })

  test("a missing file fails, naming the variable that creates it", () => {
    withUpdate(undefined, () => {
      expect(() => expectGolden(join(dir, "missing.txt"), "x")).toThrow(
        /missing; create it with BENCHGATE_UPDATE_GOLDEN=1/,
      )
    })
  })

  test("with BENCHGATE_UPDATE_GOLDEN=1 the file is written instead, and then matches", () => {
    const file = join(dir, "updated.txt")
    writeFileSync(file, "old\n")
    withUpdate("1", () => expectGolden(file, "new\n"))
    expect(readFileSync(file, "utf8")).toBe("new\n")
    withUpdate("1", () => expectGolden(join(dir, "created.txt"), "fresh\n"))
    expect(readFileSync(join(dir, "created.txt"), "utf8")).toBe("fresh\n")
    withUpdate(undefined, () => expectGolden(file, "new\n"))
  })

  test("only BENCHGATE_UPDATE_GOLDEN updates: the old UPDATE_GOLDEN is not read", () => {
    const file = join(dir, "only.txt")
    writeFileSync(file, "kept\n")
    process.env.UPDATE_GOLDEN = "1"
    try {
      withUpdate(undefined, () => expect(() => expectGolden(file, "changed\n")).toThrow())
    } finally {
      delete process.env.UPDATE_GOLDEN
    }
    expect(readFileSync(file, "utf8")).toBe("kept\n")
  })
})
