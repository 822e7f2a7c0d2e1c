import { describe, expect, test } from "bun:test"
import { resolve } from "node:path"
import { Effect } from "effect"
import { loadSpecs } from "../../cli/LoadSpecs.ts"
import { shardPlan, shardSpecs, specsFingerprint } from "../../compiler/Shard.ts"
import { parseShard, scenarioKey } from "../../core/Shard.ts"
import type { HttpTarget } from "../../targets/http/HttpTarget.ts"
import type { Scenario, Spec } from "../../targets/Spec.ts"

const root = resolve(import.meta.dir, "../..")

const http = (name: string): HttpTarget => ({
  kind: "http",
  name,
  url: "http://127.0.0.1:1/",
  headers: {},
})

const scenario = (name: string, durationMs: number, targets = ["a", "b"]): Scenario => ({
  name,
  request: { method: "GET", path: "/", headers: {} },
  load: { concurrency: 1, durationMs, warmupMs: 0, rounds: 4 },
  targets,
  thresholds: [],
})

const spec = (name: string, scenarios: ReadonlyArray<Scenario>): Spec => ({
  file: `specs/${name}.cue`,
  name,
  targets: { a: http("a"), b: http("b"), c: http("c") },
  services: {},
  scenarios,
})

describe("shards", () => {
  test("every scenario in exactly one shard, whole, with its targets", () => {
    const specs = [
      spec("one", [scenario("s1", 1000), scenario("s2", 3000), scenario("s3", 500, ["c", "a"])]),
      spec("two", [scenario("s1", 2000), scenario("s4", 800)]),
    ]
    for (const count of [1, 2, 3, 5, 8]) {
      const seen: string[] = []
      for (let index = 1; index <= count; index++) {
        for (const s of shardSpecs(specs, { index, count })) {
          for (const sc of s.scenarios) {
            seen.push(scenarioKey(s.name, sc.name))
            // A scenario keeps all its targets.
            const original = specs
              .find((o) => o.name === s.name)
              ?.scenarios.find((o) => o.name === sc.name)
            expect(sc.targets).toEqual(original?.targets ?? [])
          }
          // A spec in a shard keeps only that shard's scenarios, never none.
          expect(s.scenarios.length).toBeGreaterThan(0)
        }
      }
      expect(seen.sort()).toEqual(["one/s1", "one/s2", "one/s3", "two/s1", "two/s4"])
    }
  })

  test("longest first to the least loaded shard: costs balanced, the split deterministic", () => {
    const specs = [
      spec(
        "one",
        [3000, 2800, 1200, 1000, 900, 300].map((ms, i) => scenario(`s${i}`, ms)),
      ),
    ]
    const { assignment, costMs } = shardPlan(specs, 2)
    expect(costMs).toHaveLength(2)
    // Each costs 8 slice runs of its duration plus 8 × 300 ms of starts: 26.4, 24.8, 12, 10.4,
    // 9.6 and 4.8 s. LPT: s0 → 1, s1 → 2, s2 → 2, s3 → 1, s4 → 1 (a tie goes to the first), s5 → 2.
    expect([...assignment.entries()].sort()).toEqual([
      ["one/s0", 1],
      ["one/s1", 2],
      ["one/s2", 2],
      ["one/s3", 1],
      ["one/s4", 1],
      ["one/s5", 2],
    ])
    expect(costMs).toEqual([46_400, 41_600])
    // The same specs in another order give the same split.
    const reversed = shardPlan([spec("one", [...(specs[0]?.scenarios ?? [])].reverse())], 2)
    expect([...reversed.assignment.entries()].sort()).toEqual([...assignment.entries()].sort())
  })

  test("the cost: the budget when there is one, else the planned load, plus tool starts", () => {
    // 2 slices × 4 rounds of 1 s each, 8 tool starts.
    expect(shardPlan([spec("one", [scenario("s", 1000)])], 1).costMs).toEqual([8000 + 8 * 300])
    const budgeted = spec("one", [
      { ...scenario("s", 1000), load: { ...scenario("s", 1000).load, budgetMs: 60_000 } },
    ])
    expect(shardPlan([budgeted], 1).costMs).toEqual([60_000 + 8 * 300])
  })

  test("the bundled specs split 2 ways within 15% of each other by expected cost", async () => {
    const loaded = await Effect.runPromise(loadSpecs([resolve(root, "specs")]))
    const { costMs, assignment } = shardPlan(loaded.specs, 2)
    const [a, b] = costMs as [number, number]
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThan(0.15)
    expect(assignment.size).toBe(loaded.specs.flatMap((s) => s.scenarios).length)
  }, 60_000)

  test("the fingerprint follows the specs, not where they are checked out", () => {
    const specs = [spec("one", [scenario("s1", 1000)])]
    const moved = specs.map((s) => ({ ...s, file: `/elsewhere/${s.file}` }))
    expect(specsFingerprint(specs, ".")).toBe(specsFingerprint(moved, "/elsewhere"))
    const changed = [spec("one", [scenario("s1", 2000)])]
    expect(specsFingerprint(changed, ".")).not.toBe(specsFingerprint(specs, "."))
  })

  test.each([
    ["1/2", { index: 1, count: 2 }],
    ["2/2", { index: 2, count: 2 }],
    [" 3/8 ", { index: 3, count: 8 }],
    ["0/2", undefined],
    ["3/2", undefined],
    ["1/0", undefined],
    ["a/b", undefined],
    ["1/2/3", undefined],
  ])("parseShard(%p)", (text, expected) => {
    expect(parseShard(text)).toEqual(expected)
  })
})
