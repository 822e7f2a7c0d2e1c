import { expect, test } from "bun:test"
import {
  addStack,
  foldedText,
  frameName,
  functionSamples,
  mergeStacks,
  totalSamples,
} from "../../profile/Stacks.ts"

test("folded text: one line per stack, sorted, a repeated stack summed", () => {
  const stacks = new Map<string, number>()
  addStack(stacks, ["main", "handle", "encode"], 3)
  addStack(stacks, ["main", "handle"], 2)
  addStack(stacks, ["main", "handle", "encode"])
  expect(foldedText(stacks)).toBe("main;handle 2\nmain;handle;encode 4\n")
})

test("a frame name cannot break the format: no separator, no line break", () => {
  expect(frameName("a;b\nc")).toBe("a:b c")
  expect(frameName("  ")).toBe("(anonymous)")
  const stacks = new Map<string, number>()
  addStack(stacks, ["x;y", "z"])
  expect([...stacks.keys()]).toEqual(["x:y;z"])
})

test("self counts the leaf, total counts a recursive function once per sample", () => {
  const stacks = new Map([
    ["main;walk;walk;leaf", 5],
    ["main;walk", 2],
  ])
  const { self, total } = functionSamples(stacks)
  expect(self.get("leaf")).toBe(5)
  expect(self.get("walk")).toBe(2)
  expect(self.get("main")).toBeUndefined()
  expect(total.get("walk")).toBe(7)
  expect(total.get("main")).toBe(7)
  expect(totalSamples(stacks)).toBe(7)
  expect(mergeStacks([stacks, stacks]).get("main;walk")).toBe(4)
})
