/**
 * One harness record (one process) → catalogue metrics per variant, in canonical units.
 *
 * - time_per_op: the median over the process's samples of ms per call. The median, because a
 *   batch that caught a major GC or a scheduler hiccup should not move the process's number;
 *   the gate's rounds are processes, and it estimates across them.
 * - ops_per_s: 1000 / time_per_op — the same number inverted, for "higher is better" tables.
 * - heap_per_op: bytes of live heap retained per call after a full GC (absent when the heap pass
 *   was off). Not an allocation rate; ~0 for code that keeps nothing. Noisy near 0.
 */

import type { MetricName, MetricValues } from "../../core/Metric.ts"
import type { BunBenchRecord, BunBenchVariant } from "./BunBenchReport.ts"
import { median } from "./Engine.ts"

/** The catalogue metrics this runner produces (heap_per_op only with the heap pass on). */
export const BUN_METRICS = [
  "time_per_op",
  "ops_per_s",
  "heap_per_op",
] as const satisfies ReadonlyArray<MetricName>

type BunBenchValues = Pick<MetricValues, (typeof BUN_METRICS)[number]>

const bunVariantValues = (variant: BunBenchVariant): BunBenchValues => {
  const values: BunBenchValues = {}
  if (variant.samplesMs.length > 0) {
    const ms = median(variant.samplesMs)
    values.time_per_op = ms
    if (ms > 0) values.ops_per_s = 1000 / ms
  }
  if (variant.heapPerOpBytes !== undefined) values.heap_per_op = variant.heapPerOpBytes
  return values
}

/** Variant name → values, in the file's variant order. */
export const bunBenchMetrics = (record: BunBenchRecord): ReadonlyMap<string, BunBenchValues> =>
  new Map(record.variants.map((variant) => [variant.name, bunVariantValues(variant)]))
