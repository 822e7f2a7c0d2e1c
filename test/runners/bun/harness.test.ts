/** The harness's pieces that need no child process: settings, the record, the summary, types. */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type BunBenchRecord, RECORD_FORMAT } from "../../../runners/bun/BunBenchRecord.ts"
import {
  countGroup,
  group,
  measureGroup,
  resolveSettings,
  summary,
} from "../../../runners/bun/harness.ts"

describe("settings", () => {
  test("environment over file over defaults", () => {
    expect(resolveSettings({}, {})).toMatchObject({
      samples: 20,
      batchMs: 10,
      warmupMs: 200,
      heapMs: 50,
    })
    expect(resolveSettings({ samples: 5, batchMs: 3 }, {})).toMatchObject({
      samples: 5,
      batchMs: 3,
    })
    expect(
      resolveSettings(
        { samples: 5, heapMs: 20 },
        { BENCHGATE_SAMPLES: "9", BENCHGATE_HEAP_MS: "0", BENCHGATE_WARMUP_MS: "" },
      ),
    ).toMatchObject({ samples: 9, heapMs: 0, warmupMs: 200 })
  })

  test("a bad value names the variable", () => {
    expect(() => resolveSettings({}, { BENCHGATE_BATCH_MS: "fast" })).toThrow(
      'BENCHGATE_BATCH_MS="fast" is not a non-negative number',
    )
  })
})

describe("measureGroup", () => {
  const settings = { ...resolveSettings({}, {}), samples: 4, batchMs: 1, warmupMs: 5, heapMs: 5 }

  test("setup's value reaches every call; teardown runs once after", async () => {
    const seen = new Set<unknown>()
    let torn = 0
    const ctx = { db: "handle" }
    const record = await measureGroup(
      "ctx",
      {
        baseline: "a",
        setup: async () => ctx,
        teardown: (value) => {
          expect(value).toBe(ctx)
          torn += 1
        },
        variants: { a: (c) => seen.add(c), b: async (c) => seen.add(c) },
      },
      settings,
    )
    expect([...seen]).toEqual([ctx])
    expect(torn).toBe(1)
    expect(record).toMatchObject({
      format: RECORD_FORMAT,
      group: "ctx",
      baseline: "a",
      settings: { samples: 4, batchMs: 1, warmupMs: 5, heapMs: 5 },
      runtime: { bun: Bun.version, pid: process.pid },
    })
    expect(record.error).toBeUndefined()
    expect(JSON.parse(JSON.stringify(record))).toEqual(record)
  })

  test("teardown runs after a failing variant; the variant's error wins", async () => {
    let torn = false
    const record = await measureGroup(
      "fails",
      {
        baseline: "a",
        teardown: () => {
          torn = true
          throw new Error("teardown also failed")
        },
        variants: {
          a: () => {
            throw new Error("first")
          },
        },
      },
      settings,
    )
    expect(torn).toBe(true)
    expect(record.error).toMatchObject({ phase: "calibrate", variant: "a", message: "first" })
  })

  test("a teardown failure alone is reported", async () => {
    const record = await measureGroup(
      "teardown",
      {
        baseline: "a",
        teardown: () => Promise.reject(new Error("could not close")),
        variants: { a: () => 1 },
      },
      settings,
    )
    expect(record.error).toMatchObject({ phase: "teardown", message: "could not close" })
    expect(record.variants).toHaveLength(1)
  })
})

describe("countGroup", () => {
  const scratch = mkdtempSync(join(tmpdir(), "benchgate-count-from-"))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))
  const settings = { ...resolveSettings({}, {}), samples: 1, batchMs: 1, warmupMs: 1, heapMs: 0 }
  const definition = { baseline: "a" as const, variants: { a: () => 1 } }

  test("the record names the JavaScriptCore options the process ran with", async () => {
    process.env.BUN_JSC_benchgateTestOption = "1"
    try {
      const record = await measureGroup("opts", definition, settings)
      expect(record.runtime.options?.BUN_JSC_benchgateTestOption).toBe("1")
    } finally {
      delete process.env.BUN_JSC_benchgateTestOption
    }
  })

  test("refuses a native run timed with other options: its calls would be sized for other tiers", async () => {
    const native = await measureGroup("tiers", definition, settings)
    const from = join(scratch, "optimised.jsonl")
    const optimised: BunBenchRecord = {
      ...native,
      runtime: { ...native.runtime, options: { BUN_JSC_useDFGJIT: "1" } },
    }
    writeFileSync(from, `${JSON.stringify(optimised)}\n`)
    const record = await countGroup("tiers", definition, settings, {
      from,
      durationMs: 1,
      warmupMs: 1,
    })
    expect(record.error?.message).toContain("sized for other tiers")
    expect(record.counted).toBeUndefined()
  })

  test("setup is given the variants the process runs: every one timed, the counted one alone", async () => {
    const given: Array<ReadonlyArray<string>> = []
    const three = {
      baseline: "a" as const,
      setup: (variants: ReadonlyArray<"a" | "b" | "c">) => {
        given.push(variants)
      },
      variants: { a: () => 1, b: () => 2, c: () => 3 },
    }
    const native = await measureGroup("three", three, settings)
    const from = join(scratch, "three.jsonl")
    writeFileSync(from, `${JSON.stringify(native)}\n`)
    const record = await countGroup("three", three, settings, {
      from,
      durationMs: 1,
      warmupMs: 1,
      variants: ["b"],
    })
    expect(record.error).toBeUndefined()
    expect(record.counted?.map((c) => c.name)).toEqual(["b"])
    expect(given).toEqual([["a", "b", "c"], ["b"]])
  })
})

test("summary: ratio to the baseline, ops/s and the retained heap", () => {
  const text = summary({
    format: RECORD_FORMAT,
    group: "handler",
    baseline: "plain",
    settings: { samples: 3, batchMs: 10, warmupMs: 200, heapMs: 50 },
    runtime: { bun: "1.4.5", revision: "x", pid: 1 },
    order: [],
    variants: [
      { name: "plain", async: true, batch: 10, samplesMs: [0.001, 0.002, 0.0015] },
      {
        name: "effect",
        async: true,
        batch: 10,
        samplesMs: [0.003, 0.003, 0.003],
        heapPerOpBytes: 0.25,
        heapOps: 1000,
      },
    ],
  })
  expect(text).toBe(
    [
      "handler (3 samples, bun 1.4.5)",
      "  plain       1.500 µs  666,667 ops/s  baseline",
      "  effect      3.000 µs  333,333 ops/s  2.00x  heap 0.3 B/op retained",
    ].join("\n"),
  )
})

test("the baseline must be one of the variants (types and at run time)", () => {
  const declare = () =>
    group("typo", {
      // @ts-expect-error "plian" is not a variant name
      baseline: "plian",
      variants: { plain: () => 1 },
    })
  expect(declare).toThrow('group "typo": baseline "plian" is not one of its variants')
})
