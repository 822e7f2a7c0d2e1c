/**
 * The measuring engine behind the bun harness (harness.ts): calibration, warm-up, interleaved
 * samples and the retained-heap pass for one group of variants, inside one process.
 *
 * Kept apart from bun:test registration so it can be tested with fake clocks and plain
 * functions. It imports nothing but the clock and GC hooks it is given, so a benchmark process
 * loads no more than the code under test and this file.
 *
 * Method:
 * 1. setup (once per group), then per variant:
 *    - calibrate: time batches of n calls, growing n until one batch lasts at least `batchMs`
 *      (performance.now() ticks every ~0.1 µs here, so a 10 ms batch makes the clock's share of
 *      the error ~1e-5; it also amortises the loop and the `await` per batch);
 *    - warm up: run calibrated batches for `warmupMs` (JIT tiers up), then recompute n from the
 *      median time per call of the second half of the warm-up and calibrate once more from
 *      there, so timed batches still last ≥ `batchMs` once the code is hot (JavaScriptCore's
 *      optimising tier can make a tiny function 10× faster late in a short warm-up).
 * 2. samples: `samples` rounds; in round r the variants run in order rotated by r (AB, BA, AB …
 *    for two; ABC, BCA, CAB … for three), so each variant runs in each position equally often
 *    and drift within the process (GC pressure, thermal, other tenants) spreads over all of them.
 *    Each round times one batch per variant; a sample is that batch's time / n, in ms per call.
 * 3. heap (optional): per variant, a full GC, then `heapMs` worth of calls, then a full GC; the
 *    growth of the live heap divided by the calls is the heap retained per call. JavaScriptCore
 *    exposes no allocation counter: heapSize only changes at a collection (measured, bun 1.4.5),
 *    so bytes *allocated* per call cannot be known; bytes *retained* can, and they are what a
 *    leak or an unbounded cache shows up as. Noise is a few KB per pass divided by the calls.
 * 4. teardown (always, also after a failure).
 *
 * A variant returning a thenable is awaited call by call (the batch is sequential); a sync
 * variant runs in a tight loop. The first call decides which, for all calls of that variant.
 */

/** The functions of one group, already bound to the group's setup context. */
interface EngineVariant {
  readonly name: string
  readonly run: () => unknown
}

export interface EngineSettings {
  /** Timed batches per variant. */
  readonly samples: number
  /** Minimum duration of one timed batch, ms. */
  readonly batchMs: number
  /** Warm-up per variant after calibration, ms. */
  readonly warmupMs: number
  /** Duration of the retained-heap pass per variant, ms; 0 skips it. */
  readonly heapMs: number
  /** Upper bound on calls per batch (a safeguard for empty functions). */
  readonly maxBatch: number
}

export const DEFAULT_SETTINGS: EngineSettings = {
  samples: 20,
  batchMs: 10,
  warmupMs: 200,
  heapMs: 50,
  maxBatch: 1_000_000_000,
}

/** What the engine needs from the runtime; tests pass fakes. */
export interface EngineHooks {
  /** Milliseconds, monotonic. */
  readonly now: () => number
  /** A full, synchronous garbage collection. */
  readonly gc: () => void
  /** Bytes of live heap as of the last collection. */
  readonly heapSize: () => number
}

type Phase = "setup" | "calibrate" | "warmup" | "measure" | "heap" | "teardown"

interface VariantResult {
  readonly name: string
  readonly async: boolean
  /** Calls per timed batch after calibration. */
  readonly batch: number
  /** Per timed batch: ms per call, in sample order. */
  readonly samplesMs: ReadonlyArray<number>
  /** Retained heap growth per call, bytes; absent when the heap pass was off. */
  readonly heapPerOpBytes?: number
  /** Calls the heap pass made. */
  readonly heapOps?: number
}

export interface EngineError {
  readonly phase: Phase
  /** The variant that threw; absent for setup and teardown. */
  readonly variant?: string
  readonly message: string
  readonly stack?: string
}

export interface EngineResult {
  readonly variants: ReadonlyArray<VariantResult>
  /** The variant order of each sample round. */
  readonly order: ReadonlyArray<ReadonlyArray<string>>
  readonly error?: EngineError
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  (typeof value === "object" || typeof value === "function") &&
  value !== null &&
  typeof (value as { then?: unknown }).then === "function"

/**
 * Results are kept here so the optimiser cannot drop a call whose result is unused. A property,
 * not a variable: nothing reads it, and a variable only written is an unused local.
 */
const sink: { value: unknown } = { value: undefined }

/** Times one batch of n calls, ms. */
export type BatchTimer = (n: number) => Promise<number>

const batchTimer = (run: () => unknown, isAsync: boolean, now: () => number): BatchTimer =>
  isAsync
    ? async (n) => {
        const start = now()
        for (let i = 0; i < n; i++) sink.value = await run()
        return now() - start
      }
    : async (n) => {
        const start = now()
        for (let i = 0; i < n; i++) sink.value = run()
        return now() - start
      }

/**
 * A batch size whose batch lasts ≥ targetMs, found by growing n from `start`: each step aims 20%
 * past the target from the last measurement (at least ×2, at most ×100 per step; ×100 when the
 * clock did not move). A call slower than the target gives n = start.
 */
export const calibrate = async (
  time: BatchTimer,
  targetMs: number,
  maxBatch: number,
  start = 1,
): Promise<number> => {
  let n = Math.max(1, Math.min(maxBatch, start))
  for (;;) {
    const elapsed = await time(n)
    if (elapsed >= targetMs || n >= maxBatch) return n
    const aim = elapsed > 0 ? Math.ceil((n * targetMs * 1.2) / elapsed) : n * 100
    n = Math.min(maxBatch, Math.max(n * 2, Math.min(aim, n * 100)))
  }
}

/** Calls per batch so that a batch at `msPerCall` lasts ≥ targetMs (10% margin). */
export const batchFor = (msPerCall: number, targetMs: number, maxBatch: number): number =>
  msPerCall <= 0
    ? maxBatch
    : Math.max(1, Math.min(maxBatch, Math.ceil((targetMs * 1.1) / msPerCall)))

export const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** Round r runs the variants rotated left by r. */
const rotation = <A>(items: ReadonlyArray<A>, round: number): ReadonlyArray<A> => {
  if (items.length === 0) return []
  const k = round % items.length
  return [...items.slice(k), ...items.slice(0, k)]
}

const describeError = (cause: unknown): { message: string; stack?: string } => {
  if (cause instanceof Error) {
    return cause.stack === undefined
      ? { message: cause.message }
      : { message: cause.message, stack: cause.stack }
  }
  return { message: String(cause) }
}

class VariantFailed {
  constructor(
    readonly phase: Phase,
    readonly variant: string | undefined,
    readonly cause: unknown,
  ) {}
}

const guard = async <A>(
  phase: Phase,
  variant: string | undefined,
  body: () => Promise<A>,
): Promise<A> => {
  try {
    return await body()
  } catch (cause) {
    throw cause instanceof VariantFailed ? cause : new VariantFailed(phase, variant, cause)
  }
}

interface Prepared {
  readonly variant: EngineVariant
  readonly async: boolean
  readonly time: BatchTimer
  batch: number
}

const prepare = async (
  variant: EngineVariant,
  settings: EngineSettings,
  hooks: EngineHooks,
): Promise<Prepared> => {
  const first = variant.run()
  const async = isThenable(first)
  if (async) await first
  const time = batchTimer(variant.run, async, hooks.now)
  const batch = await calibrate(time, settings.batchMs, settings.maxBatch)
  return { variant, async, time, batch }
}

const warmUp = async (prepared: Prepared, settings: EngineSettings, hooks: EngineHooks) => {
  const perCall: Array<number> = []
  const start = hooks.now()
  while (hooks.now() - start < settings.warmupMs || perCall.length < 2) {
    perCall.push((await prepared.time(prepared.batch)) / prepared.batch)
  }
  const hot = perCall.slice(perCall.length >> 1)
  // JSC may finish its optimising compile only now: check the new size once more, from it.
  const estimate = batchFor(median(hot), settings.batchMs, settings.maxBatch)
  prepared.batch = await calibrate(prepared.time, settings.batchMs, settings.maxBatch, estimate)
}

const heapPass = async (
  prepared: Prepared,
  settings: EngineSettings,
  hooks: EngineHooks,
  msPerCall: number,
): Promise<{ heapPerOpBytes: number; heapOps: number }> => {
  const ops = Math.max(prepared.batch, batchFor(msPerCall, settings.heapMs, settings.maxBatch))
  hooks.gc()
  const before = hooks.heapSize()
  await prepared.time(ops)
  sink.value = undefined
  hooks.gc()
  const after = hooks.heapSize()
  return { heapPerOpBytes: (after - before) / ops, heapOps: ops }
}

/**
 * Measures every variant; never throws for a variant's failure — it ends the measurement and
 * comes back as `error`, with the results of whatever finished before it.
 */
export const runEngine = async (
  variants: ReadonlyArray<EngineVariant>,
  settings: EngineSettings,
  hooks: EngineHooks,
): Promise<EngineResult> => {
  const prepared: Array<Prepared> = []
  const samples = new Map<string, Array<number>>(variants.map((v) => [v.name, []]))
  const heap = new Map<string, { heapPerOpBytes: number; heapOps: number }>()
  const order: Array<ReadonlyArray<string>> = []
  const results = (): ReadonlyArray<VariantResult> =>
    prepared.map((p) => ({
      name: p.variant.name,
      async: p.async,
      batch: p.batch,
      samplesMs: samples.get(p.variant.name) ?? [],
      ...heap.get(p.variant.name),
    }))
  try {
    for (const variant of variants) {
      const p = await guard("calibrate", variant.name, () => prepare(variant, settings, hooks))
      prepared.push(p)
      await guard("warmup", variant.name, () => warmUp(p, settings, hooks))
    }
    for (let round = 0; round < settings.samples; round++) {
      const sequence = rotation(prepared, round)
      order.push(sequence.map((p) => p.variant.name))
      for (const p of sequence) {
        const elapsed = await guard("measure", p.variant.name, () => p.time(p.batch))
        samples.get(p.variant.name)?.push(elapsed / p.batch)
      }
    }
    if (settings.heapMs > 0) {
      for (const p of prepared) {
        const msPerCall = median(samples.get(p.variant.name) ?? [])
        heap.set(
          p.variant.name,
          await guard("heap", p.variant.name, () => heapPass(p, settings, hooks, msPerCall)),
        )
      }
    }
    return { variants: results(), order }
  } catch (failure) {
    if (!(failure instanceof VariantFailed)) throw failure
    const error: EngineError = {
      phase: failure.phase,
      ...(failure.variant === undefined ? {} : { variant: failure.variant }),
      ...describeError(failure.cause),
    }
    return { variants: results(), order, error }
  }
}

/** An error from setup or teardown, in the engine's error shape. */
export const phaseError = (phase: Phase, cause: unknown): EngineError => ({
  phase,
  ...describeError(cause),
})

/** A few turns of the event loop: timers due now and the microtasks they queue run. */
const settle = async (): Promise<void> => {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0))
}

/** What a counted run needs from the runtime (harness.ts gives callgrind's client requests). */
export interface CountHooks {
  /** A full, synchronous garbage collection. */
  readonly gc: () => void
  /** Counting starts (callgrind's instrumentation, off while the file was imported). */
  readonly start: () => void
  /** Counting stops (what runs after the last window is not counted). */
  readonly stop: () => void
  /** Ends the counts so far as a part named `label` (callgrind's dump). */
  readonly dump: (label: string) => void
}

/** The dump that closes a window of `calls` calls of the i-th counted variant. */
export const countDumpLabel = (dumpName: string, i: number, calls: number): string =>
  `${dumpName} ${i}: ${calls} calls`

/**
 * The calls of a variant's two counted windows: a short one of an eighth of `ops` (at least
 * one call) and one of `ops` more. Their difference is `ops` calls; what a window costs however
 * many calls it holds is in both. The short window only carries that fixed cost, so it need not
 * be long: windows of `ops` and 2·`ops` counted 3·`ops` calls under callgrind, these 1.25·`ops`
 * (docs/verdict-quality.md §8.11).
 */
export const countWindows = (ops: number): readonly [short: number, long: number] => {
  const short = Math.max(1, Math.ceil(ops / 8))
  return [short, short + ops]
}

/** One variant's calls in a counted run, as planned (CountPlan.ts). */
export interface CountedCalls {
  readonly name: string
  readonly warmupOps: number
  /** The calls a count is per: the difference between its two windows. */
  readonly ops: number
}

/**
 * Counts every variant in turn: `warmupOps` calls, then two windows (countWindows: `ops` calls
 * apart), each after a full collection (so no window pays for garbage an earlier one
 * left) and between two dumps, the second named countDumpLabel(dumpName, i, calls). What a
 * window costs however many calls it holds (the first allocations after a collection, about
 * 440K instructions for an Effect handler, measured 2026-11-28) is in both windows, so their
 * difference is `ops` calls alone (as CountGo.ts subtracts two runs). Counting starts after
 * the first variant's warm-up and first collection and stops after the last window: what runs
 * uncounted runs several times faster under callgrind, and no count read comes from it (the
 * dump before a window closes whatever ran before it). Never throws for a variant's failure:
 * the variants counted before it are returned with the error.
 */
export const runCounted = async (
  variants: ReadonlyArray<EngineVariant>,
  plan: ReadonlyArray<CountedCalls>,
  hooks: CountHooks,
  dumpName: string,
): Promise<{ readonly counted: ReadonlyArray<CountedCalls>; readonly error?: EngineError }> => {
  const counted: CountedCalls[] = []
  let started = false
  try {
    for (const [i, calls] of plan.entries()) {
      const variant = variants.find((v) => v.name === calls.name)
      if (variant === undefined) continue
      const first = await guard("warmup", variant.name, async () => {
        const value = variant.run()
        if (isThenable(value)) await value
        return isThenable(value)
      })
      const run = batchTimer(variant.run, first, () => 0)
      // The warm-up takes the windows' path too (settled, collected, the same loop), so what
      // the path costs only once (compiling the code around a window) is paid before them.
      await settle()
      hooks.gc()
      await guard("warmup", variant.name, () => run(Math.max(0, calls.warmupOps - 1)))
      for (const n of countWindows(calls.ops)) {
        const label = countDumpLabel(dumpName, i, n)
        // What earlier calls left queued (timers, a scheduler's next tick) runs now, not in the
        // counted window.
        await settle()
        hooks.gc()
        if (!started) {
          hooks.start()
          started = true
        }
        hooks.dump(`benchgate before ${label}`)
        await guard("measure", variant.name, () => run(n))
        hooks.dump(label)
      }
      counted.push(calls)
    }
    return { counted }
  } catch (failure) {
    if (!(failure instanceof VariantFailed)) throw failure
    const error: EngineError = {
      phase: failure.phase,
      ...(failure.variant === undefined ? {} : { variant: failure.variant }),
      ...describeError(failure.cause),
    }
    return { counted, error }
  } finally {
    if (started) hooks.stop()
  }
}
