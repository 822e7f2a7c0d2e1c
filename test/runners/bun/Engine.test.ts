/**
 * The harness engine with fake clocks (exact, no timing noise) and with the real clock on
 * small functions: calibration meets the batch target, rounds are rotated, async functions are
 * awaited, and a failing variant comes back as an error with what finished before it.
 */
import { describe, expect, test } from "bun:test"
import {
  type BatchTimer,
  batchFor,
  calibrate,
  type EngineHooks,
  type EngineSettings,
  median,
  runEngine,
} from "../../../runners/bun/Engine.ts"

/** A clock that advances only when a variant "works": each call costs its declared ms. */
const fakeClock = () => {
  let t = 0
  const hooks: EngineHooks = { now: () => t, gc: () => {}, heapSize: () => 0 }
  const work = (ms: number) => () => {
    t += ms
  }
  return { hooks, work }
}

const quick: EngineSettings = {
  samples: 6,
  batchMs: 10,
  warmupMs: 20,
  heapMs: 0,
  maxBatch: 1_000_000_000,
}

describe("calibrate", () => {
  const fixed =
    (msPerCall: number): BatchTimer =>
    async (n) =>
      n * msPerCall

  test.each([
    [0.000_05, 10],
    [0.001, 10],
    [0.3, 10],
    [2.5, 10],
    [25, 10],
  ])("a call of %p ms: the batch lasts ≥ 10 ms and at most ~2.4× that", async (ms, target) => {
    const n = await calibrate(fixed(ms), target, 1e9)
    expect(n * ms).toBeGreaterThanOrEqual(target)
    // The smallest n that meets the target, or within the 20% aim plus growth steps of it.
    expect(n === 1 || (n - 1) * ms < target * 2.4).toBe(true)
  })

  test("a clock that does not move grows the batch until it does", async () => {
    // 100 ns resolution: batches under 1e-4 ms read as 0.
    const coarse: BatchTimer = async (n) => Math.floor((n * 1e-6) / 1e-4) * 1e-4
    const n = await calibrate(coarse, 1, 1e9)
    expect(n * 1e-6).toBeGreaterThanOrEqual(1)
  })

  test("stops at maxBatch for a function that costs nothing", async () => {
    expect(await calibrate(async () => 0, 10, 5000)).toBe(5000)
  })

  test("batchFor keeps a 10% margin and never goes below one call", () => {
    expect(batchFor(0.001, 10, 1e9)).toBe(11_000)
    expect(batchFor(50, 10, 1e9)).toBe(1)
    expect(batchFor(0, 10, 77)).toBe(77)
  })

  test("with the real clock, timed batches last about the target", async () => {
    let x = 0
    const result = await runEngine(
      [{ name: "stringify", run: () => JSON.stringify({ a: x++, b: [1, 2, 3] }) }],
      { ...quick, samples: 7, batchMs: 5, warmupMs: 50 },
      { now: () => performance.now(), gc: () => Bun.gc(true), heapSize: () => 0 },
    )
    const [variant] = result.variants
    expect(result.error).toBeUndefined()
    expect(variant?.batch).toBeGreaterThan(100)
    const batchMs = (variant?.samplesMs ?? []).map((perCall) => perCall * (variant?.batch ?? 0))
    // Single batches swing 2-3x on a shared 2-core machine (GC, tiering, neighbours); the
    // median batch stays near the target, far above the ~0.1 µs clock resolution.
    expect(median(batchMs)).toBeGreaterThan(2.5)
  })
})

describe("interleaving", () => {
  test("two variants alternate which goes first", async () => {
    const { hooks, work } = fakeClock()
    const result = await runEngine(
      [
        { name: "a", run: work(0.5) },
        { name: "b", run: work(1) },
      ],
      quick,
      hooks,
    )
    expect(result.order.map((round) => round.join(""))).toEqual([
      "ab",
      "ba",
      "ab",
      "ba",
      "ab",
      "ba",
    ])
  })

  test("samples run in rotated rounds, each variant once per round, each first equally often", async () => {
    const { hooks, work } = fakeClock()
    const log: Array<string> = []
    const variant = (name: string, ms: number) => {
      const spend = work(ms)
      return {
        name,
        run: () => {
          log.push(name)
          spend()
        },
      }
    }
    const result = await runEngine(
      [variant("a", 0.5), variant("b", 1), variant("c", 2)],
      quick,
      hooks,
    )
    expect(result.order).toEqual([
      ["a", "b", "c"],
      ["b", "c", "a"],
      ["c", "a", "b"],
      ["a", "b", "c"],
      ["b", "c", "a"],
      ["c", "a", "b"],
    ])
    // The log agrees: in the measured phase, calls come in whole batches in that order.
    const batches = new Map(result.variants.map((v) => [v.name, v.batch]))
    const measured = log.slice(log.length - 6 * [...batches.values()].reduce((s, n) => s + n, 0))
    const runs: Array<string> = []
    for (const name of measured) if (runs.at(-1) !== name) runs.push(name)
    expect(runs.join("")).toBe("abcbcacababcbcacab")
    // Fake costs come back exactly as ms per call.
    expect(result.variants.map((v) => [v.name, median(v.samplesMs)])).toEqual([
      ["a", 0.5],
      ["b", 1],
      ["c", 2],
    ])
  })
})

describe("async and failures", () => {
  test("async variants are awaited call by call", async () => {
    let inFlight = 0
    let maxInFlight = 0
    const result = await runEngine(
      [
        {
          name: "tick",
          run: async () => {
            inFlight += 1
            maxInFlight = Math.max(maxInFlight, inFlight)
            await Promise.resolve()
            inFlight -= 1
          },
        },
      ],
      { ...quick, samples: 3, batchMs: 2, warmupMs: 5 },
      { now: () => performance.now(), gc: () => {}, heapSize: () => 0 },
    )
    expect(result.variants[0]?.async).toBe(true)
    expect(maxInFlight).toBe(1)
    expect(result.variants[0]?.samplesMs).toHaveLength(3)
  })

  test("a variant that throws mid-run ends the run with its name, phase and message", async () => {
    const { hooks, work } = fakeClock()
    let calls = 0
    const spend = work(1)
    const result = await runEngine(
      [
        { name: "ok", run: work(1) },
        {
          name: "flaky",
          run: () => {
            spend()
            calls += 1
            if (calls > 60) throw new TypeError("no such user")
          },
        },
      ],
      quick,
      hooks,
    )
    expect(result.error).toMatchObject({
      phase: "measure",
      variant: "flaky",
      message: "no such user",
    })
    expect(result.error?.stack).toContain("TypeError")
    expect(result.variants.map((v) => v.name)).toEqual(["ok", "flaky"])
  })

  test("a rejected promise on the first call fails calibration", async () => {
    const result = await runEngine(
      [{ name: "down", run: () => Promise.reject(new Error("connection refused")) }],
      quick,
      { now: () => performance.now(), gc: () => {}, heapSize: () => 0 },
    )
    expect(result.error).toMatchObject({ phase: "calibrate", variant: "down" })
    expect(result.error?.message).toBe("connection refused")
  })
})

describe("heap pass", () => {
  test("retained bytes per call: growth between two full GCs over the pass's calls", async () => {
    const { hooks: base, work } = fakeClock()
    const kept: Array<number> = []
    const hooks: EngineHooks = { ...base, heapSize: () => kept.length * 64 }
    const spend = work(0.01)
    const result = await runEngine(
      [
        {
          name: "leaky",
          run: () => {
            spend()
            kept.push(1)
          },
        },
      ],
      { ...quick, heapMs: 20 },
      hooks,
    )
    expect(result.variants[0]?.heapPerOpBytes).toBe(64)
    expect(result.variants[0]?.heapOps).toBe(2200)
  })
})
