/**
 * benchgate's benchmark harness for Bun (bun:test has no benchmark API). A `*.bench.ts` file
 * declares groups of variants; each group is one bun:test test, so `bun test ./x.bench.ts`
 * runs them and `-t '^name$'` picks one.
 *
 * ```ts
 * import { group } from "benchgate/harness" // in this repository: "../runners/bun/harness.ts"
 *
 * group("get user", {
 *   baseline: "plain",
 *   setup: async () => ({ store: await openStore() }),
 *   teardown: ({ store }) => store.close(),
 *   variants: {
 *     plain: ({ store }) => plainHandler(store, request),
 *     micro: ({ store }) => Micro.runPromise(microHandler(store, request)),
 *   },
 * })
 * ```
 *
 * - `variants`: name → function called once per operation with the setup's value. Returning a
 *   promise makes it async (awaited per call). Names are what the spec's targets refer to.
 * - `baseline`: the variant the others are compared with (type-checked against the names).
 * - `setup` / `teardown`: once per group per process, outside every timing. `setup` is given
 *   the names of the variants this process runs: all of them, or under `measure:
 *   "instructions"` the one it counts (each in a process of its own), so a file whose variants
 *   load heavy modules can load only theirs (`await import(…)`): under callgrind, loading
 *   modules the counted variant never calls took seconds a process.
 * - `samples`, `batchMs`, `warmupMs`, `heapMs`, `timeoutMs`: defaults in Engine.ts
 *   (DEFAULT_SETTINGS) and below; BENCHGATE_SAMPLES, BENCHGATE_BATCH_MS, BENCHGATE_WARMUP_MS and
 *   BENCHGATE_HEAP_MS override the file, so a spec decides how long a run takes.
 *
 * With BENCHGATE_RESULTS set, each group appends one JSON line to that file (BunBenchRecord.ts);
 * a human summary always goes to stdout. A variant that throws fails the group's test (bun test
 * exits 1) and its error is in the record. One process measures every variant interleaved; the
 * gate repeats whole processes, because JIT decisions and memory layout differ between them.
 */
import { heapStats } from "bun:jsc"
import { test } from "bun:test"
import { appendFileSync, readFileSync } from "node:fs"
import { dirname } from "node:path"
import { type BunBenchRecord, COUNT_DUMP, ENV, RECORD_FORMAT } from "./BunBenchRecord.ts"
import { countPlan } from "./CountPlan.ts"
import {
  type CountedCalls,
  countWindows,
  DEFAULT_SETTINGS,
  type EngineError,
  type EngineResult,
  type EngineSettings,
  median,
  phaseError,
  runCounted,
  runEngine,
} from "./Engine.ts"

export interface GroupDefinition<Name extends string, Ctx> {
  /** The variant the others are compared with. */
  readonly baseline: NoInfer<Name>
  /**
   * Runs once before any variant, given the names of those this process runs; its value is
   * passed to every call.
   */
  readonly setup?: (variants: ReadonlyArray<NoInfer<Name>>) => Ctx | Promise<Ctx>
  /** Runs once after the group, also when a variant failed. */
  readonly teardown?: (ctx: Ctx) => unknown
  /** One operation per call; return a promise for async work. */
  readonly variants: { readonly [K in Name]: (ctx: Ctx) => unknown }
  /** Timed batches per variant (default 20). */
  readonly samples?: number
  /** Minimum time of one timed batch in ms (default 10). */
  readonly batchMs?: number
  /** Warm-up per variant in ms (default 200). */
  readonly warmupMs?: number
  /** Retained-heap pass per variant in ms (default 50; 0 = off). */
  readonly heapMs?: number
  /** bun:test timeout for the whole group in ms (default 600 000). */
  readonly timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 600_000

const envNumber = (name: string, env: Readonly<Record<string, string | undefined>>) => {
  const text = env[name]
  if (text === undefined || text === "") return undefined
  const value = Number(text)
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name}=${JSON.stringify(text)} is not a non-negative number`)
  }
  return value
}

/** File settings, overridden by the environment, over the defaults. */
export const resolveSettings = (
  definition: Pick<GroupDefinition<string, unknown>, "samples" | "batchMs" | "warmupMs" | "heapMs">,
  env: Readonly<Record<string, string | undefined>> = process.env,
): EngineSettings => ({
  ...DEFAULT_SETTINGS,
  samples: Math.max(
    1,
    Math.round(envNumber(ENV.samples, env) ?? definition.samples ?? DEFAULT_SETTINGS.samples),
  ),
  batchMs: envNumber(ENV.batchMs, env) ?? definition.batchMs ?? DEFAULT_SETTINGS.batchMs,
  warmupMs: envNumber(ENV.warmupMs, env) ?? definition.warmupMs ?? DEFAULT_SETTINGS.warmupMs,
  heapMs: envNumber(ENV.heapMs, env) ?? definition.heapMs ?? DEFAULT_SETTINGS.heapMs,
})

/** The runtime a record was made in, the options that change what its calls execute included. */
const runtime = (): BunBenchRecord["runtime"] => ({
  bun: Bun.version,
  revision: Bun.revision,
  pid: process.pid,
  options: Object.fromEntries(
    Object.entries(process.env)
      .filter(
        (entry): entry is [string, string] =>
          /^BUN_(JSC|GC)_/.test(entry[0]) && entry[1] !== undefined,
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  ),
})

const hooks = {
  now: () => performance.now(),
  gc: () => Bun.gc(true),
  heapSize: () => heapStats().heapSize,
}

/** Measures one group in this process: setup, the engine, teardown. Never throws. */
export const measureGroup = async <Name extends string, Ctx>(
  name: string,
  definition: GroupDefinition<Name, Ctx>,
  settings: EngineSettings,
): Promise<BunBenchRecord> => {
  const names = Object.keys(definition.variants) as Array<Name>
  let result: EngineResult = { variants: [], order: [] }
  let error: EngineError | undefined
  let ctx: Ctx | undefined
  let ready = false
  try {
    ctx = definition.setup === undefined ? (undefined as Ctx) : await definition.setup(names)
    ready = true
  } catch (cause) {
    error = phaseError("setup", cause)
  }
  if (ready) {
    const bound = ctx as Ctx
    result = await runEngine(
      names.map((variant) => {
        const fn = definition.variants[variant]
        return { name: variant, run: () => fn(bound) }
      }),
      settings,
      hooks,
    )
    error = result.error
    try {
      await definition.teardown?.(bound)
    } catch (cause) {
      error ??= phaseError("teardown", cause)
    }
  }
  return {
    format: RECORD_FORMAT,
    group: name,
    baseline: definition.baseline,
    settings: {
      samples: settings.samples,
      batchMs: settings.batchMs,
      warmupMs: settings.warmupMs,
      heapMs: settings.heapMs,
    },
    runtime: runtime(),
    order: result.order,
    variants: result.variants,
    ...(error === undefined ? {} : { error }),
  }
}

/** BENCHGATE_COUNT_VARIANTS: a JSON array of names, or nothing. */
const countedVariants = (text: string | undefined): { variants?: ReadonlyArray<string> } => {
  if (text === undefined || text === "") return {}
  const names: unknown = JSON.parse(text)
  if (!Array.isArray(names) || !names.every((n) => typeof n === "string")) {
    throw new Error(`${ENV.countVariants}=${JSON.stringify(text)} is not a JSON array of names`)
  }
  return { variants: names }
}

/**
 * Counts one group in this process, under callgrind (ADR 31): each variant makes the calls the
 * native run's record says (CountPlan.ts), counted between two of callgrind's dumps; the record
 * lists them. Never throws.
 */
export const countGroup = async <Name extends string, Ctx>(
  name: string,
  definition: GroupDefinition<Name, Ctx>,
  settings: EngineSettings,
  count: {
    readonly from: string
    readonly durationMs: number
    readonly warmupMs: number
    /** Only these variants are counted; undefined: all. */
    readonly variants?: ReadonlyArray<string>
  },
): Promise<BunBenchRecord> => {
  const base: Omit<BunBenchRecord, "error"> = {
    format: RECORD_FORMAT,
    group: name,
    baseline: definition.baseline,
    settings: {
      samples: settings.samples,
      batchMs: settings.batchMs,
      warmupMs: settings.warmupMs,
      heapMs: settings.heapMs,
    },
    runtime: runtime(),
    order: [],
    variants: [],
  }
  const native = readFileSync(count.from, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as BunBenchRecord)
    .find((record) => record.group === name)
  if (native === undefined) {
    return {
      ...base,
      error: phaseError("setup", new Error(`${count.from} holds no native run of "${name}"`)),
    }
  }
  // Its calls are sized by the native run's times, which mean the duration only in the tiers
  // counted: timed in bun's optimising tiers a tight loop runs ~8x faster (CountBun.ts).
  const options = (record: Pick<BunBenchRecord, "runtime">) =>
    JSON.stringify(record.runtime.options ?? {})
  if (options(native) !== options(base)) {
    return {
      ...base,
      error: phaseError(
        "setup",
        new Error(
          `the native run of "${name}" in ${count.from} ran with JavaScriptCore options ${options(native)}, this counted process with ${options(base)}: its calls would be sized for other tiers`,
        ),
      ),
    }
  }
  const plan: ReadonlyArray<CountedCalls> = countPlan(
    native,
    count.durationMs,
    count.warmupMs,
  ).filter((calls) => count.variants === undefined || count.variants.includes(calls.name))
  let ctx: Ctx | undefined
  try {
    ctx =
      definition.setup === undefined
        ? (undefined as Ctx)
        : await definition.setup(plan.map((calls) => calls.name as Name))
  } catch (cause) {
    return { ...base, error: phaseError("setup", cause) }
  }
  const bound = ctx as Ctx
  const { callgrindRequests } = await import("./CallgrindRequests.ts")
  const requests = await callgrindRequests(dirname(count.from))
  const names = Object.keys(definition.variants) as Array<Name>
  const result = await runCounted(
    names.map((variant) => {
      const fn = definition.variants[variant]
      return { name: variant, run: () => fn(bound) }
    }),
    plan,
    { gc: () => Bun.gc(true), ...requests },
    COUNT_DUMP,
  )
  let error = result.error
  try {
    await definition.teardown?.(bound)
  } catch (cause) {
    error ??= phaseError("teardown", cause)
  }
  return { ...base, counted: result.counted, ...(error === undefined ? {} : { error }) }
}

const formatMs = (ms: number): string =>
  ms >= 1
    ? `${ms.toFixed(3)} ms`
    : ms >= 1e-3
      ? `${(ms * 1e3).toFixed(3)} µs`
      : `${(ms * 1e6).toFixed(1)} ns`

/** A few lines for a person running the bench file by hand. */
export const summary = (record: BunBenchRecord): string => {
  const base = record.variants.find((v) => v.name === record.baseline)
  const baseMs = base === undefined ? Number.NaN : median(base.samplesMs)
  const names = [...record.variants, ...(record.counted ?? [])].map((v) => v.name.length)
  const width = Math.max(...names, 7)
  const lines = [`${record.group} (${record.settings.samples} samples, bun ${record.runtime.bun})`]
  for (const v of record.variants) {
    const ms = median(v.samplesMs)
    const vs = v.name === record.baseline ? "baseline" : `${(ms / baseMs).toFixed(2)}x`
    const heap =
      v.heapPerOpBytes === undefined ? "" : `  heap ${v.heapPerOpBytes.toFixed(1)} B/op retained`
    const rate = Math.round(1000 / ms).toLocaleString("en-US")
    lines.push(
      `  ${v.name.padEnd(width)}  ${formatMs(ms).padStart(11)}  ${rate} ops/s  ${vs}${heap}`,
    )
  }
  for (const v of record.counted ?? []) {
    lines.push(
      `  ${v.name.padEnd(width)}  ${countWindows(v.ops).join(" and ")} calls counted after ${v.warmupOps} to warm up`,
    )
  }
  if (record.error !== undefined) {
    const where = record.error.variant === undefined ? "" : ` in variant "${record.error.variant}"`
    lines.push(`  failed during ${record.error.phase}${where}: ${record.error.message}`)
  }
  return lines.join("\n")
}

/** The error a failed group throws, so bun:test reports it and exits non-zero. */
export class GroupFailed extends Error {
  override readonly name = "GroupFailed"
}

/**
 * Declares a group: registers one bun:test test named `name` that measures every variant and
 * reports the result. With BENCHGATE_GROUP set to another name, the group is not registered.
 */
export const group = <const Name extends string, Ctx = undefined>(
  name: string,
  definition: GroupDefinition<Name, Ctx>,
): void => {
  if (!Object.hasOwn(definition.variants, definition.baseline)) {
    throw new Error(`group "${name}": baseline "${definition.baseline}" is not one of its variants`)
  }
  const only = process.env[ENV.group]
  if (only !== undefined && only !== "" && only !== name) return
  test(
    name,
    async () => {
      const countFrom = process.env[ENV.countFrom]
      const settings = resolveSettings(definition)
      const record =
        countFrom === undefined || countFrom === ""
          ? await measureGroup(name, definition, settings)
          : await countGroup(name, definition, settings, {
              from: countFrom,
              durationMs: Number(process.env[ENV.countMs] ?? settings.batchMs),
              warmupMs: Number(process.env[ENV.countWarmupMs] ?? settings.warmupMs),
              ...countedVariants(process.env[ENV.countVariants]),
            })
      const file = process.env[ENV.results]
      if (file !== undefined && file !== "") appendFileSync(file, `${JSON.stringify(record)}\n`)
      console.log(summary(record))
      if (record.error !== undefined) {
        const where = record.error.variant === undefined ? "" : ` "${record.error.variant}"`
        throw new GroupFailed(
          `${name}: ${record.error.phase}${where} failed: ${record.error.message}`,
        )
      }
    },
    definition.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  )
}
