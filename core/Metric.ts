/**
 * The metric catalogue: every number a runner produces has a name, a canonical unit and a
 * direction. Units are fixed per metric so values from different runners and runs compare
 * without conversion; reports convert only for display.
 *
 * One family of metrics is parameterised: `status_rate:STATUS`, the share of calls that ended
 * with STATUS. Which statuses exist is a target kind's to say (targets/Metrics.ts puts the
 * catalogue together: the grpc kind's canonical codes); what a member is — a fraction, lower is
 * better but for `OK`, the status of a call that succeeded — is the family's, here, so decode,
 * compare, the store and the reports treat members like any other metric.
 */

/** Which way is better. */
export type Better = "higher" | "lower"

/**
 * Canonical units. Times are milliseconds (a nanosecond is 1e-6 ms: doubles keep it exact
 * enough); fractions are 0..1, not percent; counts are plain numbers.
 */
export type Unit = "req/s" | "op/s" | "ms" | "fraction" | "bytes" | "count"

/**
 * How other work sharing the machine moves a metric (gate/Disturbance.ts):
 * - "time": latency, throughput and durations stretch as the cores are shared out;
 * - "work": what the code spent per unit of work (CPU per request, memory) moves less;
 * - "allocation": the bytes one operation asks of the allocator: a neighbour stretches the
 *   time, not the asking (go's B/op moved at most 1.8% with one core spun, docs/verdict-quality.md
 *   §14.4), though a collector's timing still moves it a little;
 * - "none": what the code answered (errors, statuses) and exact sizes and counts — a busy
 *   machine never excuses them.
 */
export type Contention = "time" | "work" | "allocation" | "none"

interface MetricInfo {
  readonly unit: Unit
  readonly better: Better
  /** Deterministic metrics (sizes, counts) are compared exactly, not statistically. */
  readonly deterministic: boolean
  readonly contention: Contention
  readonly description: string
  /**
   * The smallest change past a limit worth failing when `--min-effect` is not given, relative
   * to the limit; absent, DEFAULT_MIN_EFFECT. A nearly exact metric resolves far less than a
   * timed one, so a 1% limit on it would otherwise need a 2% change to fail.
   */
  readonly minEffect?: number
  /**
   * The tool reports the figure rounded down to a whole multiple of this, in the canonical unit
   * (go's B/op: whole bytes). Intervals then span what the rounding hides (gate/Resolution.ts).
   */
  readonly roundedDownTo?: number
  /**
   * Counted by a tool, not timed: its rounds vary by the program's own doing (a collector, a
   * scheduler), a fraction of a percent and never by a neighbour's load. Two unpaired samples of
   * it are compared by their means (gate/stats/UnpairedRatio.ts, Welch), which two rounds a side
   * can decide; a timed metric's disturbed slices need a rank interval.
   */
  readonly counted?: true
}

/** The minimum effect of a timed metric: 1% past its limit. */
export const DEFAULT_MIN_EFFECT = 0.01

const BASE_METRICS = {
  rps: {
    unit: "req/s",
    better: "higher",
    deterministic: false,
    contention: "time",
    description: "successful requests per second",
  },
  mean: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "mean latency",
  },
  p50: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "median latency",
  },
  p90: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "90th percentile latency",
  },
  p95: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "95th percentile latency",
  },
  p99: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "99th percentile latency",
  },
  "p99.9": {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "99.9th percentile latency",
  },
  error_rate: {
    unit: "fraction",
    better: "lower",
    deterministic: false,
    contention: "none",
    description: "share of requests that failed (non-2xx status or transport error)",
  },
  bytes_per_response: {
    unit: "bytes",
    better: "lower",
    deterministic: true,
    contention: "none",
    description: "mean response body size",
  },
  bytes_per_item: {
    unit: "bytes",
    better: "lower",
    deterministic: true,
    contention: "none",
    description: "response body size per item (bytes_per_response / the scenario's items)",
  },
  time_per_op: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "time per operation (in-process benchmarks)",
  },
  ops_per_s: {
    unit: "op/s",
    better: "higher",
    deterministic: false,
    contention: "time",
    description: "operations per second (in-process benchmarks)",
  },
  heap_per_op: {
    unit: "bytes",
    better: "lower",
    deterministic: false,
    contention: "work",
    description: "heap growth per operation",
  },
  bytes_per_op: {
    unit: "bytes",
    better: "lower",
    deterministic: false,
    contention: "allocation",
    description: "bytes allocated per operation (Go B/op)",
    roundedDownTo: 1,
  },
  allocs_per_op: {
    unit: "count",
    better: "lower",
    deterministic: true,
    contention: "none",
    description: "allocations per operation (Go allocs/op)",
  },
  wall: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "time",
    description: "wall-clock time of a command",
  },
  user_cpu: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "work",
    description: "user CPU time of a command",
  },
  sys_cpu: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "work",
    description: "system CPU time of a command",
  },
  peak_rss: {
    unit: "bytes",
    better: "lower",
    deterministic: false,
    contention: "work",
    description:
      "peak resident memory of a command, or of a started target's processes during the slice",
  },
  mean_rss: {
    unit: "bytes",
    better: "lower",
    deterministic: false,
    contention: "work",
    description: "mean resident memory of a started target's processes during the slice",
  },
  cpu_per_request: {
    unit: "ms",
    better: "lower",
    deterministic: false,
    contention: "work",
    description:
      "CPU time (user + system, every thread) a started target spent per successful request",
  },
  switches_per_request: {
    unit: "count",
    better: "lower",
    deterministic: false,
    contention: "work",
    description: "times a started target's threads were put on a CPU, per successful request",
  },
  instructions: {
    unit: "count",
    better: "lower",
    // Nearly exact, not exact: a garbage collector's and a scheduler's timing move a count by
    // ~0.1–1% between runs, so counts are compared with intervals like times are. A busy
    // machine does not move them: no allowance (gate/Disturbance.ts).
    deterministic: false,
    contention: "none",
    // Counts move ~0.1–1% between runs (docs/verdict-quality.md §8): a tenth of a percent past
    // a limit is a change they resolve.
    minEffect: 0.001,
    counted: true,
    description:
      'instructions executed, counted by valgrind\'s callgrind: per run of a command, per operation of a go or bun benchmark (scenarios with load.measure "instructions")',
  },
  other_cpu: {
    unit: "fraction",
    better: "lower",
    deterministic: false,
    contention: "none",
    description:
      "share of the machine's CPU that processes outside the check (and the hypervisor) took during the slice",
  },
} as const satisfies Record<string, MetricInfo>

/** The prefix of the per-status family: `status_rate:UNAVAILABLE`. */
export const STATUS_RATE = "status_rate:"

/** The share of calls that ended with one status; the statuses are the kinds' (targets/Metrics.ts). */
export type StatusRateMetric = `status_rate:${string}`

export const statusRateMetric = (status: string): StatusRateMetric => `${STATUS_RATE}${status}`

export const isStatusRate = (name: string): name is StatusRateMetric => name.startsWith(STATUS_RATE)

/** The status of a call that succeeded, whose share is better higher. */
const SUCCESS_STATUS = "OK"

/** Share of calls that ended with one status, 0..1: lower is better, but for OK. */
const statusRateInfo = (name: StatusRateMetric): MetricInfo => {
  const status = name.slice(STATUS_RATE.length)
  return {
    unit: "fraction",
    better: status === SUCCESS_STATUS ? "higher" : "lower",
    deterministic: false,
    contention: "none",
    description: `share of calls that ended with status ${status}`,
  }
}

export type BaseMetricName = keyof typeof BASE_METRICS

export type MetricName = BaseMetricName | StatusRateMetric

/** The metrics that are not a family's, in catalogue order. */
export const BASE_METRIC_NAMES = Object.keys(BASE_METRICS) as ReadonlyArray<BaseMetricName>

const isBaseMetric = (name: MetricName): name is BaseMetricName => Object.hasOwn(BASE_METRICS, name)

/** What a metric is: its unit, direction, how contention moves it. */
export const metricInfo = (name: MetricName): MetricInfo =>
  isBaseMetric(name) ? BASE_METRICS[name] : statusRateInfo(name)

/** One round's values for one target: whatever subset of metrics the runner produced. */
export type MetricValues = Partial<Record<MetricName, number>>

/** The minimum effect a verdict on `metric` uses: `given` (`--min-effect`), else the metric's own. */
export const minEffectOf = (metric: MetricName, given: number | undefined): number =>
  given ?? metricInfo(metric).minEffect ?? DEFAULT_MIN_EFFECT
