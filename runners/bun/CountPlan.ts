/**
 * How many calls a counted bun process makes of each variant (`load: measure:
 * "instructions"`, ADR 31): as many as took the scenario's duration in a native run of the
 * group just before, so a variant of a microsecond and one of a millisecond both get a count
 * far above the process's noise; and as many to warm up as took its warm-up, at least
 * MIN_WARMUP_OPS (JavaScriptCore compiles a function to its baseline tier after 10 calls in a
 * counted process, runners/Counting.ts) and at most the counted calls. Pure: the harness
 * computes it from the native run's record, so the runner and a compiled script agree.
 */
import type { BunBenchRecord, CountedVariant } from "./BunBenchRecord.ts"
import { median } from "./Engine.ts"

/** Fewest counted calls of a variant, however slow. */
export const MIN_OPS = 10
/** Fewest warm-up calls of a variant: twice what the baseline JIT waits for when counting. */
export const MIN_WARMUP_OPS = 20

export const countPlan = (
  native: BunBenchRecord,
  durationMs: number,
  warmupMs: number,
): ReadonlyArray<CountedVariant> =>
  native.variants.map((variant) => {
    const msPerCall = median(variant.samplesMs)
    const calls = (ms: number) =>
      msPerCall > 0 && Number.isFinite(msPerCall) ? Math.ceil(ms / msPerCall) : variant.batch
    const ops = Math.max(MIN_OPS, calls(durationMs))
    const warmupOps = Math.max(MIN_WARMUP_OPS, Math.min(ops, calls(warmupMs)))
    return { name: variant.name, warmupOps, ops }
  })
