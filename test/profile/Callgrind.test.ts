/**
 * callgrind's output read into totals and folded stacks: a recorded file of a known call graph
 * (test/fixtures/callgrind/calls.c, recorded by record.sh with callgrind 3.19), and the
 * format's corners callgrind writes for Go and JIT-compiled code, written out by hand.
 */
import { expect, test } from "bun:test"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import {
  callgrindStacks,
  nameOfKey,
  parseCallgrind,
  UNNAMED_CODE,
} from "../../profile/Callgrind.ts"
import { subtractStacks } from "../../profile/CountedStacks.ts"
import { functionSamples, totalSamples } from "../../profile/Stacks.ts"

const recorded = readFileSync(
  join(import.meta.dir, "../fixtures/callgrind/calls.callgrind"),
  "utf8",
)

/** A part's self counts by function name (objects merged). */
const selfByName = (text: string) => {
  const [part] = parseCallgrind(text)
  const out = new Map<string, number>()
  for (const [key, n] of part?.self ?? []) {
    out.set(nameOfKey(key), (out.get(nameOfKey(key)) ?? 0) + n)
  }
  return out
}

test("a recorded part: its total, and every function's own instructions adding up to it", () => {
  const [part, ...more] = parseCallgrind(recorded)
  expect(more).toEqual([])
  expect(part?.trigger).toBe("Program termination")
  expect(part?.instructions).toBe(27027)
  const self = selfByName(recorded)
  // calls.c: leaf runs 1000 + 500 + 3000 iterations; middle and count only call.
  expect(self.get("leaf")).toBe(27012)
  expect(self.get("middle")).toBe(10)
  expect(self.get("count")).toBe(5)
  expect([...self.values()].reduce((a, b) => a + b, 0)).toBe(27027)
})

test("the stacks give each function its self count as a leaf and its inclusive count on the stack", () => {
  const [part] = parseCallgrind(recorded)
  const stacks = callgrindStacks(part as NonNullable<typeof part>)
  expect(totalSamples(stacks)).toBe(27027)
  const { self, total } = functionSamples(stacks)
  expect(self.get("leaf")).toBe(27012)
  // middle's two calls of leaf cost 6004 and 3004 (the calls' lines in the file).
  expect(total.get("middle")).toBe(10 + 6004 + 3004)
  expect(total.get("count")).toBe(27027)
  const paths = [...stacks.keys()].map((k) => k.split(";").slice(-3).join(";"))
  expect(paths).toContain("count;middle;leaf")
  expect(paths).toContain("main;count;leaf")
  // Two functions named `(below main)` (the program's and libc's) are two frames, not a cycle
  // that would cut the stacks short.
  expect([...stacks.keys()].every((k) => k.endsWith("leaf") || k.includes("main;count"))).toBe(true)
})

/** A callgrind file by hand: the corners of the format, as callgrind writes them. */
const handWritten = `# callgrind format
version: 1
creator: callgrind-3.19.0
positions: line
events: Ir
part: 1
desc: Trigger: Client Request: benchgate count 0
summary: 700

ob=(1) /bin/prog
fl=(1) prog.go
fn=(1) main.work
10 100
cfn=(2) runtime.mallocgc
calls=2 20
11 300
fn=(2)
20 200
fn=(3) main.work'2
12 50
fn=(4) 0x000000000401000
1 350
totals: 700
part: 2
desc: Trigger: Client Request: benchgate count 1
summary: 7
ob=(1)
fl=(1)
fn=(1)
10 7
totals: 7
`

test("parts, triggers, a function callgrind marks re-entered ('2) and code without a name", () => {
  const parts = parseCallgrind(handWritten)
  expect(parts.map((p) => [p.trigger, p.instructions])).toEqual([
    ["Client Request: benchgate count 0", 700],
    ["Client Request: benchgate count 1", 7],
  ])
  const self = selfByName(handWritten)
  // main.work'2 is main.work; an address is code valgrind has no name for.
  expect(self.get("main.work")).toBe(150)
  expect(self.get(UNNAMED_CODE)).toBe(350)
  expect(self.get("runtime.mallocgc")).toBe(200)
  // The second part names its function by id only: the name of the first part's id 1.
  expect(selfByName(handWritten.split("part: 2")[1] ?? "").size).toBe(1)
  const [second] = parseCallgrind(handWritten).slice(1)
  expect([...(second?.self.keys() ?? [])].map(nameOfKey)).toEqual(["main.work"])
})

test("a call said to cost more than its callee did is placed, not counted twice", () => {
  const [part] = parseCallgrind(handWritten)
  const stacks = callgrindStacks(part as NonNullable<typeof part>)
  expect(totalSamples(stacks)).toBe(700)
  const { self } = functionSamples(stacks)
  expect(self.get("runtime.mallocgc")).toBe(200)
  expect(self.get("main.work")).toBe(150)
})

test("subtracting stacks keeps what the larger run did more of, nothing below zero", () => {
  const more = new Map([
    ["main;work", 1200],
    ["main;start", 100],
    ["main;gc", 40],
  ])
  const less = new Map([
    ["main;work", 200],
    ["main;start", 100],
    ["main;gc", 55],
  ])
  expect(subtractStacks(more, less)).toEqual(new Map([["main;work", 1000]]))
})
