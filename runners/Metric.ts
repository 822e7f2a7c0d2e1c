/**
 * The metric catalogue: every number a runner produces has a name, a canonical unit and a
 * direction. Units are fixed per metric so values from different runners and runs compare
 * without conversion; reports convert only for display.
 */

/** Which way is better. */
export type Better = "higher" | "lower"

/** Canonical units. Latencies are milliseconds; fractions are 0..1, not percent. */
export type Unit = "req/s" | "ms" | "fraction" | "bytes"

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
} as const satisfies Record<string, MetricInfo>

export type MetricName = keyof typeof METRICS

export const METRIC_NAMES = Object.keys(METRICS) as ReadonlyArray<MetricName>

export const isMetricName = (name: string): name is MetricName => Object.hasOwn(METRICS, name)

/** One round's values for one target: whatever subset of metrics the runner produced. */
export type MetricValues = Partial<Record<MetricName, number>>
