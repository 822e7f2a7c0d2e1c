/**
 * The metric catalogue: every number a runner produces has a name, a canonical unit and a
 * direction. Units are fixed per metric so values from different runners and runs compare
 * without conversion; reports convert only for display.
 */

/** Which way is better. */
export type Better = "higher" | "lower"

/**
 * Canonical units. Times are milliseconds (a nanosecond is 1e-6 ms: doubles keep it exact
 * enough); fractions are 0..1, not percent; counts are plain numbers.
 */
export type Unit = "req/s" | "op/s" | "ms" | "fraction" | "bytes" | "count"

export interface MetricInfo {
  readonly unit: Unit
  readonly better: Better
  /** Deterministic metrics (sizes, counts) are compared exactly, not statistically. */
  readonly deterministic: boolean
  readonly description: string
}

export const METRICS = {
  rps: {
    unit: "req/s",
    better: "higher",
    deterministic: false,
    description: "successful requests per second",
  },
  mean: { unit: "ms", better: "lower", deterministic: false, description: "mean latency" },
  p50: { unit: "ms", better: "lower", deterministic: false, description: "median latency" },
  p90: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    description: "90th percentile latency",
  },
  p95: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    description: "95th percentile latency",
  },
  p99: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    description: "99th percentile latency",
  },
  "p99.9": {
    unit: "ms",
    better: "lower",
    deterministic: false,
    description: "99.9th percentile latency",
  },
  error_rate: {
    unit: "fraction",
    better: "lower",
    deterministic: false,
    description: "share of requests that failed (non-2xx status or transport error)",
  },
  bytes_per_response: {
    unit: "bytes",
    better: "lower",
    deterministic: true,
    description: "mean response body size",
  },
  time_per_op: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    description: "time per operation (in-process benchmarks)",
  },
  ops_per_s: {
    unit: "op/s",
    better: "higher",
    deterministic: false,
    description: "operations per second (in-process benchmarks)",
  },
  heap_per_op: {
    unit: "bytes",
    better: "lower",
    deterministic: false,
    description: "heap growth per operation",
  },
  bytes_per_op: {
    unit: "bytes",
    better: "lower",
    deterministic: false,
    description: "bytes allocated per operation (Go B/op)",
  },
  allocs_per_op: {
    unit: "count",
    better: "lower",
    deterministic: true,
    description: "allocations per operation (Go allocs/op)",
  },
  wall: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    description: "wall-clock time of a command",
  },
  user_cpu: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    description: "user CPU time of a command",
  },
  sys_cpu: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    description: "system CPU time of a command",
  },
  peak_rss: {
    unit: "bytes",
    better: "lower",
    deterministic: false,
    description: "peak resident memory of a command",
  },
} as const satisfies Record<string, MetricInfo>

export type MetricName = keyof typeof METRICS

export const METRIC_NAMES = Object.keys(METRICS) as ReadonlyArray<MetricName>

export const isMetricName = (name: string): name is MetricName => Object.hasOwn(METRICS, name)

/** One round's values for one target: whatever subset of metrics the runner produced. */
export type MetricValues = Partial<Record<MetricName, number>>
