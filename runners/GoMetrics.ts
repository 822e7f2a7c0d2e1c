/**
 * One Go benchmark row → catalogue metrics (core/Metric.ts) in canonical units, and the
 * custom units as they are. Shared by the go runner and the gobench results runner.
 *
 * - time_per_op: ns/op ÷ 1e6 (ms). go prints ns/op with 4 significant digits or more.
 * - ops_per_s: 1e9 ÷ ns/op.
 * - bytes_per_op, allocs_per_op: B/op and allocs/op, as go prints them (-benchmem). go rounds
 *   both down to integers (total ÷ N), so they are exact and comparable run to run: the gate
 *   compares allocs_per_op exactly.
 * - custom: b.ReportMetric's units (e.g. `resp-bytes`) and `MB/s` from b.SetBytes, keyed by
 *   unit, unconverted: benchgate cannot know their meaning or direction.
 */
import type { MetricName, MetricValues } from "../core/Metric.ts"
import type { GoBenchRow } from "./GoBenchOutput.ts"

/** The catalogue metrics this runner produces (bytes and allocs: with -benchmem, always on). */
export const GO_METRICS = [
  "time_per_op",
  "ops_per_s",
  "bytes_per_op",
  "allocs_per_op",
] as const satisfies ReadonlyArray<MetricName>

type GoBenchValues = Pick<MetricValues, (typeof GO_METRICS)[number]>

interface GoRowMetrics {
  readonly values: GoBenchValues
  readonly custom: Readonly<Record<string, number>>
}

/** ns → ms without float noise from the division (go's ns/op has at most a few decimals). */
const nsToMs = (ns: number): number => Math.round(ns * 1e6) / 1e12

export const goRowMetrics = (row: GoBenchRow): GoRowMetrics => {
  const values: GoBenchValues = { time_per_op: nsToMs(row.nsPerOp) }
  if (row.nsPerOp > 0) values.ops_per_s = 1e9 / row.nsPerOp
  if (row.bytesPerOp !== undefined) values.bytes_per_op = row.bytesPerOp
  if (row.allocsPerOp !== undefined) values.allocs_per_op = row.allocsPerOp
  return { values, custom: row.custom }
}
