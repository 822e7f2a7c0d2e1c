import { describe, expect, test } from "bun:test"
import { plan, planSpec, roundSlices, type ScenarioPlan } from "../../compiler/Plan.ts"
import { goDuration } from "../../runners/go/RunGo.ts"
import type { BunTarget } from "../../targets/bun/BunTarget.ts"
import type { CommandTarget } from "../../targets/command/CommandTarget.ts"
import type { GoTarget } from "../../targets/go/GoTarget.ts"
import type { HttpTarget } from "../../targets/http/HttpTarget.ts"
import type { Target } from "../../targets/Registry.ts"
import type { Scenario, Spec } from "../../targets/Spec.ts"

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

/** The order of rounds the plan gives a scenario of n commands (one slice each): its cycle. */
const williamsRows = (n: number): ReadonlyArray<ReadonlyArray<number>> => {
  const names = range(n).map((i) => `t${i}`)
  return planSpec(
    specOf(
      [inProcess(names)],
      names.map((name) => command(name)),
    ),
  ).scenarios[0]?.cycle as ReadonlyArray<ReadonlyArray<number>>
}

/** The Williams design for three: the rows and their mirror images. */
const WILLIAMS_3 = [
  [0, 1, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
  [0, 2, 1],
  [1, 0, 2],
]

describe("the Williams design of a scenario's rounds", () => {
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
    expect(williamsRows(3)).toEqual(WILLIAMS_3)
  })
})

const target = (name: string, port: number, extra: Partial<HttpTarget> = {}): HttpTarget => ({
  kind: "http",
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
  services: {},
  scenarios,
})

/** Per round, the targets of each slice in order: `[["b"], ["a"]]`. */
const roundsOf = (planned: ScenarioPlan | undefined, rounds = planned?.rounds ?? 0) =>
  Array.from({ length: rounds }, (_, r) =>
    planned ? roundSlices(planned, r + 1).map((slice) => slice.targets) : [],
  )

describe("planSpec: http targets", () => {
  test("slices carry the target's and the scenario's headers (scenario wins), body and load", () => {
    const planned = planSpec(specOf([scenario()], [target("a", 1), target("b", 2)]))
    const [only] = planned.scenarios
    const input = (port: number, name: string, durationMs: number) => ({
      url: `http://127.0.0.1:${port}/api/users/42`,
      method: "POST",
      headers: { "x-target": name, "x-shared": "scenario" },
      body: "{}",
      concurrency: 8,
      durationMs,
    })
    expect(only?.slices).toEqual([
      { targets: ["b"], invocation: { runner: "oha", input: input(2, "b", 2000) } },
      { targets: ["a"], invocation: { runner: "oha", input: input(1, "a", 2000) } },
    ])
    expect(only?.warmups).toEqual([
      { targets: ["b"], invocation: { runner: "oha", input: input(2, "b", 500) } },
      { targets: ["a"], invocation: { runner: "oha", input: input(1, "a", 500) } },
    ])
    expect(only?.rounds).toBe(3)
    expect(roundsOf(only)).toEqual([
      [["b"], ["a"]],
      [["a"], ["b"]],
      [["b"], ["a"]],
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
    expect(planned.scenarios[0]?.slices).toEqual([
      {
        targets: ["a"],
        invocation: {
          runner: "oha",
          input: {
            url: "http://127.0.0.1:{port}/x",
            method: "GET",
            headers: { "x-target": "a", "x-shared": "target" },
            concurrency: 1,
            durationMs: 100,
            rate: 50,
          },
        },
      },
    ])
    expect(planned.scenarios[0]?.warmups).toEqual([])
  })

  test("a request count is measured as a count; the warm-up stays a duration; no loadMs", () => {
    const planned = planSpec(
      specOf(
        [scenario({ load: { concurrency: 2, requests: 300, warmupMs: 250, rounds: 2 } })],
        [target("a", 1), target("b", 2)],
      ),
    )
    const [slice] = planned.scenarios[0]?.slices ?? []
    const [warmup] = planned.scenarios[0]?.warmups ?? []
    if (slice?.invocation.runner !== "oha" || warmup?.invocation.runner !== "oha") {
      throw new Error("expected oha slices")
    }
    expect(slice.invocation.input.requests).toBe(300)
    expect(slice.invocation.input).not.toHaveProperty("durationMs")
    expect(warmup.invocation.input.durationMs).toBe(250)
    expect(warmup.invocation.input).not.toHaveProperty("requests")
    expect(planned.scenarios[0]).not.toHaveProperty("loadMs")
  })

  test("only targets some scenario uses are listed, in declaration order", () => {
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

const bun = (name: string, variant: string, extra: Partial<BunTarget> = {}): BunTarget => ({
  kind: "bun",
  name,
  file: "handlers.bench.ts",
  group: "query",
  variant,
  env: {},
  ...extra,
})
const command = (name: string, extra: Partial<CommandTarget> = {}): CommandTarget => ({
  kind: "command",
  name,
  cmd: ["bun", `import-${name}.ts`],
  env: {},
  ...extra,
})
const go = (name: string, benchmark: string, extra: Partial<GoTarget> = {}): GoTarget => ({
  kind: "go",
  name,
  package: "../grpcbridge",
  benchmark,
  ...extra,
})

const inProcess = (targets: ReadonlyArray<string>, load: Partial<Scenario["load"]> = {}) => {
  const { request: _, ...rest } = scenario({ targets })
  return {
    ...rest,
    load: { concurrency: 16, durationMs: 200, warmupMs: 100, rounds: 4, ...load },
  }
}

describe("a budget over slices of no known length", () => {
  test("commands may grow to 8 times their rounds (UNTIMED_GROWTH); the wall time decides at run time", () => {
    const planned = planSpec(
      specOf([inProcess(["a", "b"], { budgetMs: 60_000 })], [command("a"), command("b")]),
    )
    expect(planned.scenarios[0]?.rounds).toBe(4)
    expect(planned.scenarios[0]?.maxRounds).toBe(4 * 8)
    // Without a budget nothing is added.
    const fixed = planSpec(specOf([inProcess(["a", "b"])], [command("a"), command("b")]))
    expect(fixed.scenarios[0]?.maxRounds).toBe(4)
  })

  test("recorded samples cannot grow: a results scenario keeps its rounds", () => {
    const results: Target = {
      kind: "results",
      name: "r",
      format: "hyperfine",
      file: "bench.json",
      benchmark: "r",
    }
    const planned = planSpec(specOf([inProcess(["r"], { budgetMs: 60_000 })], [results]))
    expect(planned.scenarios[0]?.maxRounds).toBe(4)
  })
})

describe("planSpec: the slice model for bun, command and go", () => {
  test("bun: one slice per round measures every variant of the group; no separate warm-up", () => {
    const planned = planSpec(
      specOf(
        [inProcess(["plain", "micro", "effect"])],
        [
          bun("plain", "plain", { env: { A: "1" } }),
          bun("micro", "micro", { env: { B: "{service.api}" } }),
          bun("effect", "effect"),
        ],
      ),
    )
    const [only] = planned.scenarios
    expect(only?.slices).toEqual([
      {
        targets: ["plain", "micro", "effect"],
        invocation: {
          runner: "bun",
          file: "handlers.bench.ts",
          group: "query",
          variants: [
            { target: "plain", variant: "plain" },
            { target: "micro", variant: "micro" },
            { target: "effect", variant: "effect" },
          ],
          env: { A: "1", B: "{service.api}" },
          settings: { samples: 20, batchMs: 10, warmupMs: 100, heapMs: 0 },
        },
      },
    ])
    expect(only?.warmups).toEqual([])
    expect(roundsOf(only)).toEqual(Array(4).fill([["plain", "micro", "effect"]]))
    // 4 rounds × 3 variants × (200 ms sampling + 100 ms warm-up)
    expect(only?.loadMs).toBe(3600)
  })

  test("bun: base copies (another directory) are a slice of their own, interleaved", () => {
    const planned = planSpec(
      specOf(
        [inProcess(["plain", "micro", "plain@base", "micro@base"], { rounds: 3 })],
        [
          bun("plain", "plain"),
          bun("micro", "micro"),
          bun("plain@base", "plain", { dir: "/tmp/base/specs" }),
          bun("micro@base", "micro", { dir: "/tmp/base/specs" }),
        ],
      ),
    )
    const [only] = planned.scenarios
    expect(
      only?.slices.map((s) => [s.targets, s.invocation.runner === "bun" && s.invocation.dir]),
    ).toEqual([
      [["plain", "micro"], undefined],
      [["plain@base", "micro@base"], "/tmp/base/specs"],
    ])
    expect(roundsOf(only)).toEqual([
      [
        ["plain", "micro"],
        ["plain@base", "micro@base"],
      ],
      [
        ["plain@base", "micro@base"],
        ["plain", "micro"],
      ],
      [
        ["plain", "micro"],
        ["plain@base", "micro@base"],
      ],
    ])
  })

  test("command: one run per target per round, Williams order, one unmeasured run first", () => {
    const planned = planSpec(
      specOf(
        [inProcess(["plain", "micro", "effect"], { rounds: 6, warmupMs: 1 })],
        [command("plain"), command("micro", { cwd: "sub", env: { X: "1" } }), command("effect")],
      ),
    )
    const [only] = planned.scenarios
    expect(only?.slices[1]).toEqual({
      targets: ["micro"],
      invocation: {
        runner: "command",
        cmd: ["bun", "import-micro.ts"],
        cwd: "sub",
        env: { X: "1" },
      },
    })
    expect(only?.warmups).toEqual(only?.slices)
    expect(only?.cycle).toEqual(WILLIAMS_3)
    expect(roundsOf(only)).toEqual(
      Array.from({ length: 6 }, (_, r) =>
        (WILLIAMS_3[r % 6] ?? []).map((i) => [["plain", "micro", "effect"][i] ?? "?"]),
      ),
    )
    expect(only?.loadMs).toBe(0)
    const none = planSpec(specOf([inProcess(["plain"], { warmupMs: 0 })], [command("plain")]))
    expect(none.scenarios[0]?.warmups).toEqual([])
  })

  test("go: one benchmark per slice, duration as benchtime, warm-up with the warm-up's benchtime", () => {
    const planned = planSpec(
      specOf(
        [inProcess(["direct", "grpc"], { durationMs: 250, warmupMs: 50, rounds: 2 })],
        [go("direct", "BenchmarkDirect"), go("grpc", "BenchmarkLoopbackGRPC", { dir: "/base" })],
      ),
    )
    const [only] = planned.scenarios
    expect(only?.slices).toEqual([
      {
        targets: ["direct"],
        invocation: {
          runner: "go",
          package: "../grpcbridge",
          benchmark: "BenchmarkDirect",
          benchtimeMs: 250,
        },
      },
      {
        targets: ["grpc"],
        invocation: {
          runner: "go",
          dir: "/base",
          package: "../grpcbridge",
          benchmark: "BenchmarkLoopbackGRPC",
          benchtimeMs: 250,
        },
      },
    ])
    expect(
      only?.warmups.map((s) => s.invocation.runner === "go" && s.invocation.benchtimeMs),
    ).toEqual([50, 50])
    // 2 rounds × 2 × 250 ms + 2 × 50 ms
    expect(only?.loadMs).toBe(1100)
  })

  test("mixed kinds: a bun group takes its first variant's place among single-target slices", () => {
    const planned = planSpec(
      specOf(
        [inProcess(["direct", "plain", "boot", "micro"])],
        [
          go("direct", "BenchmarkDirect"),
          bun("plain", "plain"),
          command("boot"),
          bun("micro", "micro"),
        ],
      ),
    )
    expect(planned.scenarios[0]?.slices.map((s) => s.targets)).toEqual([
      ["direct"],
      ["plain", "micro"],
      ["boot"],
    ])
  })

  test("services are part of the spec plan", () => {
    const spec = specOf([inProcess(["plain"])], [command("plain")])
    const service = {
      name: "api",
      url: "http://127.0.0.1:{port}",
      start: { cmd: ["server"], env: {}, ready: {}, timeoutMs: 1000 },
    }
    expect(planSpec({ ...spec, services: { api: service } }).services).toEqual([service])
  })
})

describe("roundSlices", () => {
  const planned = planSpec(
    specOf([inProcess(["a", "b", "c"], { rounds: 2 })], [command("a"), command("b"), command("c")]),
  ).scenarios[0] as ScenarioPlan

  test("is defined past the planned rounds: the Williams cycle repeats", () => {
    const cycle = planned.cycle.length
    for (let round = 1; round <= 3 * cycle; round++) {
      expect(roundSlices(planned, round)).toEqual(roundSlices(planned, ((round - 1) % cycle) + 1))
    }
    // Over any full cycle each slice takes each position equally often.
    const positions = Array.from({ length: cycle }, (_, r) =>
      roundSlices(planned, 100 + r).map((s) => s.targets[0]),
    )
    for (const slot of [0, 1, 2]) {
      const counts = ["a", "b", "c"].map((t) => positions.filter((row) => row[slot] === t).length)
      expect(new Set(counts)).toEqual(new Set([cycle / 3]))
    }
  })

  test("rounds are 1-based positive integers", () => {
    expect(() => roundSlices(planned, 0)).toThrow("round must be a positive integer")
    expect(() => roundSlices(planned, 1.5)).toThrow("round must be a positive integer")
  })
})

describe("runner settings", () => {
  test("bun: the duration becomes samples of 10 ms batches, at least one", () => {
    const settings = (durationMs: number, warmupMs: number) => {
      const planned = planSpec(
        specOf([inProcess(["plain"], { durationMs, warmupMs })], [bun("plain", "plain")]),
      )
      const invocation = planned.scenarios[0]?.slices[0]?.invocation
      return invocation?.runner === "bun" ? invocation.settings : undefined
    }
    expect(settings(1000, 500)).toEqual({ samples: 100, batchMs: 10, warmupMs: 500, heapMs: 0 })
    expect(settings(3, 0)).toEqual({ samples: 1, batchMs: 10, warmupMs: 0, heapMs: 0 })
  })

  test("bun: the retained-heap pass runs only when a threshold gates heap_per_op", () => {
    const settings = (metric: "time_per_op" | "heap_per_op") => {
      const gated = {
        ...inProcess(["plain"]),
        thresholds: [
          {
            kind: "absolute" as const,
            text: `plain ${metric} <= 1`,
            target: "plain",
            metric,
            comparator: "<=" as const,
            limit: 1,
          },
        ],
      }
      const invocation = planSpec(specOf([gated], [bun("plain", "plain")])).scenarios[0]?.slices[0]
        ?.invocation
      return invocation?.runner === "bun" ? invocation.settings : undefined
    }
    expect(settings("time_per_op")?.heapMs).toBe(0)
    // Absent: the harness's default pass, so heap_per_op is measured.
    expect(settings("heap_per_op")).toEqual({ samples: 20, batchMs: 10, warmupMs: 100 })
  })

  test("go: benchtime in whole milliseconds, microseconds when fractional", () => {
    expect(goDuration(1000)).toBe("1000ms")
    expect(goDuration(0.5)).toBe("500us")
  })
})
