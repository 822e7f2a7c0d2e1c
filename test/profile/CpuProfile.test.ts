import { expect, test } from "bun:test"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Either } from "effect"
import { cpuProfileStacks as decode, type Window } from "../../profile/CpuProfile.ts"
import { totalSamples } from "../../profile/Stacks.ts"

const text = readFileSync(
  join(import.meta.dir, "../fixtures/profiles/bun-server.cpuprofile"),
  "utf8",
)
const profile = JSON.parse(text) as { startTime: number; endTime: number; samples: number[] }
const all = { fromUs: 0, toUs: Number.MAX_SAFE_INTEGER }
const cpuProfileStacks = (from: string, windows: ReadonlyArray<Window>, root: string) =>
  Either.getOrThrow(decode(from, windows, root))

test("every sample of a Bun profile lands in a window that spans it, root first", () => {
  const [stacks] = cpuProfileStacks(text, [all], "/tmp/pr1")
  expect(stacks).toBeDefined()
  expect(totalSamples(stacks as Map<string, number>)).toBe(profile.samples.length)
  const keys = [...(stacks as Map<string, number>).keys()]
  // Functions are named with their file relative to the target's directory.
  expect(keys).toContain("fetch server.ts;encodeTask server.ts")
  expect(keys).toContain("fetch server.ts;respond server.ts")
  // The root is not a frame; a function without source is the engine's, marked.
  expect(keys.some((k) => k.includes("(root)"))).toBe(false)
  expect(keys).toContain("fetch server.ts;Response [native]")
})

test("windows split the samples by their time, and none outside a window is kept", () => {
  const middle = (profile.startTime + profile.endTime) / 2
  const [first, second] = cpuProfileStacks(
    text,
    [
      { fromUs: profile.startTime, toUs: middle },
      { fromUs: middle, toUs: profile.endTime + 1 },
    ],
    "/tmp/pr1",
  )
  const a = totalSamples(first as Map<string, number>)
  const b = totalSamples(second as Map<string, number>)
  expect(a).toBeGreaterThan(0)
  expect(b).toBeGreaterThan(0)
  expect(a + b).toBe(profile.samples.length)
  const [none] = cpuProfileStacks(text, [{ fromUs: 0, toUs: profile.startTime }], "/tmp/pr1")
  expect(totalSamples(none as Map<string, number>)).toBe(0)
})

test("text that is not a CPU profile is refused, naming the fields", () => {
  const problems = (from: string) =>
    Either.match(decode(from, [all], "/"), { onLeft: (e) => e.problems, onRight: () => [] })
  expect(problems('{"nodes":[]}')).toEqual([
    "startTime: is missing",
    "samples: is missing",
    "timeDeltas: is missing",
  ])
  const bad = text.replace('"functionName":"fetch"', '"functionName":7')
  expect(bad).not.toBe(text)
  expect(problems(bad)).toEqual([
    expect.stringMatching(/^nodes\[\d+\]\.callFrame\.functionName: expected string, got 7$/),
  ])
  expect(problems("")[0]).toContain("not JSON")
})
