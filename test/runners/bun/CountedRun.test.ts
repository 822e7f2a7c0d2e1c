/**
 * The harness's counted run without valgrind: the calls each variant makes (CountPlan.ts), and
 * the order of calls, collections and dumps (Engine.ts runCounted) with hooks that record them,
 * so a dump is known to close exactly a variant's counted calls.
 */
import { describe, expect, test } from "bun:test"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { BunBenchRecord } from "../../../runners/bun/BunBenchRecord.ts"
import { nativeRunKey } from "../../../runners/bun/CountBun.ts"
import { countPlan, MIN_OPS, MIN_WARMUP_OPS } from "../../../runners/bun/CountPlan.ts"
import { countWindows, runCounted } from "../../../runners/bun/Engine.ts"

const native = (variants: ReadonlyArray<readonly [string, number]>): BunBenchRecord => ({
  format: "benchgate-bun-bench/1",
  group: "g",
  baseline: variants[0]?.[0] ?? "",
  settings: { samples: 2, batchMs: 10, warmupMs: 50, heapMs: 0 },
  runtime: { bun: "1.4.5", revision: "x", pid: 1 },
  order: [],
  variants: variants.map(([name, msPerCall]) => ({
    name,
    async: false,
    batch: 10,
    samplesMs: [msPerCall, msPerCall * 1.1, msPerCall * 0.9],
  })),
})

describe("countPlan", () => {
  test("the calls that took the duration natively, and the warm-up's, for each variant", () => {
    const plan = countPlan(
      native([
        ["fast", 0.001],
        ["slow", 0.5],
      ]),
      20,
      5,
    )
    expect(plan).toEqual([
      { name: "fast", warmupOps: 5000, ops: 20000 },
      // 40 calls in 20 ms; 10 to warm up in 5 ms, but at least MIN_WARMUP_OPS.
      { name: "slow", warmupOps: MIN_WARMUP_OPS, ops: 40 },
    ])
  })

  test("a variant slower than the duration still counts MIN_OPS calls", () => {
    expect(countPlan(native([["huge", 100]]), 20, 0)[0]?.ops).toBe(MIN_OPS)
  })

  test("the warm-up never makes more calls than are counted", () => {
    expect(countPlan(native([["fast", 0.0001]]), 20, 500)[0]).toEqual({
      name: "fast",
      warmupOps: 200000,
      ops: 200000,
    })
  })
})

describe("countWindows", () => {
  test("two windows ops calls apart, the short one an eighth of them, at least one call", () => {
    expect(countWindows(40_000)).toEqual([5_000, 45_000])
    expect(countWindows(10)).toEqual([2, 12])
    expect(countWindows(1)).toEqual([1, 2])
  })
})

describe("runCounted", () => {
  const recorder = () => {
    const events: string[] = []
    const variant = (name: string) => ({
      name,
      run: () => {
        events.push(name)
      },
    })
    const hooks = {
      gc: () => events.push("gc"),
      start: () => events.push("start"),
      stop: () => events.push("stop"),
      dump: (label: string) => events.push(`dump ${label}`),
    }
    return { events, variant, hooks }
  }

  test("counting starts once, after the first warm-up; each variant's two windows, ops calls apart, sit alone between dumps", async () => {
    const { events, variant, hooks } = recorder()
    const result = await runCounted(
      [variant("a"), variant("b")],
      [
        { name: "a", warmupOps: 3, ops: 2 },
        { name: "b", warmupOps: 1, ops: 1 },
      ],
      hooks,
      "count",
    )
    expect(result.error).toBeUndefined()
    expect(result.counted.map((c) => c.name)).toEqual(["a", "b"])
    expect(events).toEqual([
      // The warm-up runs uncounted: the first call, a collection, the rest of its calls.
      ...["a", "gc", "a", "a"],
      ...["gc", "start", "dump benchgate before count 0: 1 calls", "a", "dump count 0: 1 calls"],
      ...["gc", "dump benchgate before count 0: 3 calls", "a", "a", "a", "dump count 0: 3 calls"],
      // A later variant's warm-up is counted, but into the part its first window's dump closes.
      ...["b", "gc"],
      ...["gc", "dump benchgate before count 1: 1 calls", "b", "dump count 1: 1 calls"],
      ...["gc", "dump benchgate before count 1: 2 calls", "b", "b", "dump count 1: 2 calls"],
      "stop",
    ])
  })

  test("an async variant is awaited call by call inside its window", async () => {
    const events: string[] = []
    let pending = 0
    const result = await runCounted(
      [
        {
          name: "async",
          run: async () => {
            pending++
            await Bun.sleep(0)
            pending--
            events.push(`done ${pending}`)
          },
        },
      ],
      [{ name: "async", warmupOps: 1, ops: 3 }],
      { gc: () => {}, start: () => {}, stop: () => {}, dump: (label) => events.push(label) },
      "count",
    )
    expect(result.error).toBeUndefined()
    // No call is still running when its window's dump comes.
    expect(events).toEqual([
      "done 0",
      "benchgate before count 0: 1 calls",
      "done 0",
      "count 0: 1 calls",
      "benchgate before count 0: 4 calls",
      ...["done 0", "done 0", "done 0", "done 0"],
      "count 0: 4 calls",
    ])
  })

  test("a variant that throws ends the run; the variants counted before it are kept", async () => {
    const { events, variant, hooks } = recorder()
    const result = await runCounted(
      [
        variant("a"),
        {
          name: "b",
          run: () => {
            throw new Error("broken")
          },
        },
      ],
      [
        { name: "a", warmupOps: 1, ops: 1 },
        { name: "b", warmupOps: 1, ops: 1 },
      ],
      hooks,
      "count",
    )
    expect(result.counted.map((c) => c.name)).toEqual(["a"])
    expect(result.error).toMatchObject({ phase: "warmup", variant: "b", message: "broken" })
    // Counting is switched off however the run ends.
    expect(events.at(-1)).toBe("stop")
  })
})

describe("which slices share a native run", () => {
  const invocation = {
    file: "bench.ts",
    group: "g",
    settings: { samples: 2, batchMs: 10, warmupMs: 50, heapMs: 0 },
    variants: [{ variant: "plain", target: "plain" }],
  }
  test("a target and its base copy in the same round: the same calls", () => {
    const root = mkdtempSync(join(tmpdir(), "benchgate-native-key-"))
    for (const checkout of ["head", "base"]) {
      mkdirSync(join(root, checkout, ".git"), { recursive: true })
      mkdirSync(join(root, checkout, "specs"))
    }
    const head = nativeRunKey(join(root, "head", "specs"), invocation, 3)
    expect(nativeRunKey(join(root, "base", "specs"), invocation, 3)).toBe(head)
    rmSync(root, { recursive: true, force: true })
  })
  test("each round sizes its calls anew, so what the sizing moves is in the rounds' spread", () => {
    const keys = [1, 2, undefined].map((round) => nativeRunKey("/specs", invocation, round))
    expect(new Set(keys).size).toBe(3)
  })
})
