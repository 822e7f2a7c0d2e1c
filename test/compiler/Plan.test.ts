import { describe, expect, test } from "bun:test"
import { plan, planSpec, roundOrder, williamsRows } from "../../compiler/Plan.ts"
import type { Scenario, Spec, Target } from "../../compiler/Spec.ts"

const range = (n: number) => Array.from({ length: n }, (_, i) => i)

/** How often each ordered pair (a directly followed by b) occurs over all rows. */
const adjacentPairs = (rows: ReadonlyArray<ReadonlyArray<number>>): Map<string, number> => {
  const counts = new Map<string, number>()
  for (const row of rows) {
    for (let i = 0; i + 1 < row.length; i++) {
      const key = `${row[i]}>${row[i + 1]}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  return counts
}

describe("williamsRows", () => {
  test.each(range(6).map((i) => [i + 1]))("n = %i: every row is a permutation of 0..n-1", (n) => {
    for (const row of williamsRows(n)) expect([...row].sort((a, b) => a - b)).toEqual(range(n))
  })

  test.each(range(6).map((i) => [i + 1]))("n = %i: n rows for even n, 2n for odd n > 1", (n) => {
    expect(williamsRows(n).length).toBe(n === 1 || n % 2 === 0 ? n : 2 * n)
  })

  test.each(range(6).map((i) => [i + 1]))(
    "n = %i: each target takes each position equally often",
    (n) => {
      const rows = williamsRows(n)
      for (const position of range(n)) {
        const counts = range(n).map((t) => rows.filter((row) => row[position] === t).length)
        expect(new Set(counts)).toEqual(new Set([rows.length / n]))
      }
    },
  )

  test.each([[2], [4], [6]])("n = %i: every ordered pair is adjacent exactly once", (n) => {
    const counts = adjacentPairs(williamsRows(n))
    const expected = new Map<string, number>()
    for (const a of range(n)) for (const b of range(n)) if (a !== b) expected.set(`${a}>${b}`, 1)
    expect(counts).toEqual(expected)
  })

  test.each([[3], [5]])("n = %i (odd, with mirrored rows): every ordered pair twice", (n) => {
    const counts = adjacentPairs(williamsRows(n))
    expect(counts.size).toBe(n * (n - 1))
    expect(new Set(counts.values())).toEqual(new Set([2]))
  })

  test("small cases spelled out", () => {
    expect(williamsRows(1)).toEqual([[0]])
    expect(williamsRows(2)).toEqual([
      [0, 1],
      [1, 0],
    ])
    expect(williamsRows(4)).toEqual([
      [0, 1, 3, 2],
      [1, 2, 0, 3],
      [2, 3, 1, 0],
      [3, 0, 2, 1],
    ])
  })
})

describe("roundOrder", () => {
  test("two targets alternate AB, BA, AB, …", () => {
    expect(roundOrder(["a", "b"], 5)).toEqual([
      ["a", "b"],
      ["b", "a"],
      ["a", "b"],
      ["b", "a"],
      ["a", "b"],
    ])
  })

  test("rounds cycle through the rows once they run out", () => {
    const rows = williamsRows(3)
    const names = ["x", "y", "z"]
    const order = roundOrder(names, 14)
    expect(order.length).toBe(14)
    order.forEach((round, r) => {
      expect(round).toEqual((rows[r % rows.length] ?? []).map((i) => names[i] ?? "?"))
    })
  })

  test("fewer rounds than rows take the first rows", () => {
    expect(roundOrder(["a", "b", "c", "d"], 2)).toEqual([
      ["a", "b", "d", "c"],
      ["b", "c", "a", "d"],
    ])
  })

  test("one target runs alone every round", () => {
    expect(roundOrder(["only"], 3)).toEqual([["only"], ["only"], ["only"]])
  })
})

const target = (name: string, port: number, extra: Partial<Target> = {}): Target => ({
  name,
  url: `http://127.0.0.1:${port}/api/`,
  headers: { "x-target": name, "x-shared": "target" },
  ...extra,
})

const scenario = (extra: Partial<Scenario> = {}): Scenario => ({
  name: "get user",
  request: { method: "POST", path: "/users/42", headers: { "x-shared": "scenario" }, body: "{}" },
  load: { concurrency: 8, durationMs: 2000, warmupMs: 500, rounds: 3 },
  targets: ["b", "a"],
  thresholds: [],
  ...extra,
})

const specOf = (scenarios: ReadonlyArray<Scenario>, targets: ReadonlyArray<Target>): Spec => ({
  file: "specs/sub/users.cue",
  name: "users",
  targets: Object.fromEntries(targets.map((t) => [t.name, t])),
  scenarios,
})

describe("planSpec", () => {
  test("loads carry the target's and the scenario's headers (scenario wins), body and load", () => {
    const planned = planSpec(specOf([scenario()], [target("a", 1), target("b", 2)]))
    const [only] = planned.scenarios
    expect(only?.loads).toEqual([
      {
        target: "b",
        warmup: {
          url: "http://127.0.0.1:2/api/users/42",
          method: "POST",
          headers: { "x-target": "b", "x-shared": "scenario" },
          body: "{}",
          concurrency: 8,
          durationMs: 500,
        },
        measure: {
          url: "http://127.0.0.1:2/api/users/42",
          method: "POST",
          headers: { "x-target": "b", "x-shared": "scenario" },
          body: "{}",
          concurrency: 8,
          durationMs: 2000,
        },
      },
      {
        target: "a",
        warmup: {
          url: "http://127.0.0.1:1/api/users/42",
          method: "POST",
          headers: { "x-target": "a", "x-shared": "scenario" },
          body: "{}",
          concurrency: 8,
          durationMs: 500,
        },
        measure: {
          url: "http://127.0.0.1:1/api/users/42",
          method: "POST",
          headers: { "x-target": "a", "x-shared": "scenario" },
          body: "{}",
          concurrency: 8,
          durationMs: 2000,
        },
      },
    ])
    expect(only?.rounds).toEqual([
      ["b", "a"],
      ["a", "b"],
      ["b", "a"],
    ])
    // 2 targets × (3 rounds × 2 s + 0.5 s warm-up)
    expect(only?.loadMs).toBe(13_000)
    expect(planned.dir).toBe("specs/sub")
  })

  test("no warm-up when it is 0; {port} stays in the URL; rate is carried", () => {
    const planned = planSpec(
      specOf(
        [
          scenario({
            targets: ["a"],
            request: { method: "GET", path: "/x", headers: {} },
            load: { concurrency: 1, durationMs: 100, warmupMs: 0, rounds: 1, rate: 50 },
          }),
        ],
        [target("a", 1, { url: "http://127.0.0.1:{port}" })],
      ),
    )
    expect(planned.scenarios[0]?.loads).toEqual([
      {
        target: "a",
        measure: {
          url: "http://127.0.0.1:{port}/x",
          method: "GET",
          headers: { "x-target": "a", "x-shared": "target" },
          concurrency: 1,
          durationMs: 100,
          rate: 50,
        },
      },
    ])
    expect(planned.scenarios[0]?.loads[0]).not.toHaveProperty("warmup")
  })

  test("a request count is measured as a count; the warm-up stays a duration; no loadMs", () => {
    const planned = planSpec(
      specOf(
        [scenario({ load: { concurrency: 2, requests: 300, warmupMs: 250, rounds: 2 } })],
        [target("a", 1), target("b", 2)],
      ),
    )
    const [load] = planned.scenarios[0]?.loads ?? []
    expect(load?.measure.requests).toBe(300)
    expect(load?.measure).not.toHaveProperty("durationMs")
    expect(load?.warmup?.durationMs).toBe(250)
    expect(load?.warmup).not.toHaveProperty("requests")
    expect(planned.scenarios[0]).not.toHaveProperty("loadMs")
  })

  test("only targets some scenario uses are started, in declaration order", () => {
    const planned = planSpec(
      specOf(
        [scenario({ targets: ["c", "a"] }), scenario({ name: "other", targets: ["a"] })],
        [target("a", 1), target("b", 2), target("c", 3)],
      ),
    )
    expect(planned.targets.map((t) => t.name)).toEqual(["a", "c"])
  })

  test("a scenario naming an undeclared target is a bug, not a plan", () => {
    expect(() => planSpec(specOf([scenario({ targets: ["ghost"] })], []))).toThrow(
      'plan: scenario "get user" names unknown target "ghost"',
    )
  })

  test("plan maps every spec", () => {
    const a = specOf([scenario({ targets: ["a"] })], [target("a", 1)])
    expect(plan([a, a]).specs.length).toBe(2)
  })
})
