/**
 * The metric catalogue: every number a runner produces has a name, a canonical unit and a
 * direction. Units are fixed per metric so values from different runners and runs compare
 * without conversion; reports convert only for display.
 *
 * One family of metrics is parameterised: `status_rate:CODE`, the share of gRPC calls that
 * ended with status CODE (a canonical name, core/GrpcStatus.ts). Its 17 members are
 * ordinary catalogue entries (`status_rate:UNAVAILABLE` …), generated from the code list, so
 * decode, compare, the store and the reports treat them like any other metric; only messages
 * that list metrics show the family as one item (describeMetrics).
 */
import { GRPC_CODES, type GrpcCode } from "./GrpcStatus.ts"

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
 * - "none": what the code answered (errors, statuses) and exact sizes and counts — a busy
 *   machine never excuses them.
 */
export type Contention = "time" | "work" | "none"

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
    contention: "work",
    description: "bytes allocated per operation (Go B/op)",
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
const STATUS_RATE = "status_rate:"

type StatusRateMetric = `status_rate:${GrpcCode}`

export const statusRateMetric = (code: GrpcCode): StatusRateMetric => `${STATUS_RATE}${code}`

/**
 * Share of calls that ended with one status, 0..1. Lower is better, except for OK, whose rate
 * is 1 − error_rate.
 */
const STATUS_RATES = Object.fromEntries(
  GRPC_CODES.map((code): [StatusRateMetric, MetricInfo] => [
    statusRateMetric(code),
    {
      unit: "fraction",
      better: code === "OK" ? "higher" : "lower",
      deterministic: false,
      contention: "none",
      description: `share of gRPC calls that ended with status ${code}`,
    },
  ]),
) as Record<StatusRateMetric, MetricInfo>

export type MetricName = keyof typeof BASE_METRICS | StatusRateMetric

export const METRICS: Readonly<Record<MetricName, MetricInfo>> = {
  ...BASE_METRICS,
  ...STATUS_RATES,
}

export const METRIC_NAMES = Object.keys(METRICS) as ReadonlyArray<MetricName>

export const isMetricName = (name: string): name is MetricName => Object.hasOwn(METRICS, name)

const isStatusRate = (name: string): name is StatusRateMetric => name.startsWith(STATUS_RATE)

/** Every status_rate member, in code order (OK first). */
export const STATUS_RATE_METRICS: ReadonlyArray<StatusRateMetric> = GRPC_CODES.map(statusRateMetric)

/**
 * Metric names for a message: the status_rate family as one item, `status_rate:<CODE>`, when
 * every member is there; the others as they are.
 */
export const describeMetrics = (names: ReadonlyArray<MetricName>): string => {
  const family = names.filter(isStatusRate)
  const rest: ReadonlyArray<string> = names.filter((name) => !isStatusRate(name))
  return [
    ...rest,
    ...(family.length === STATUS_RATE_METRICS.length ? [`${STATUS_RATE}<CODE>`] : family),
  ].join(", ")
}

/**
 * Why `name` is not a metric, when it looks like a member of the status_rate family: an unknown
 * or misspelt code. Undefined for names outside the family.
 */
export const statusRateProblem = (name: string): string | undefined => {
  if (!name.startsWith(STATUS_RATE) || isMetricName(name)) return undefined
  const code = name.slice(STATUS_RATE.length)
  const upper = code.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase()
  const hint = (GRPC_CODES as ReadonlyArray<string>).includes(upper)
    ? `; write ${STATUS_RATE}${upper}`
    : upper === "CANCELED"
      ? `; write ${STATUS_RATE}CANCELLED`
      : ""
  return `"${code}" is not a canonical gRPC status code (${GRPC_CODES.join(", ")})${hint}`
}

/** One round's values for one target: whatever subset of metrics the runner produced. */
export type MetricValues = Partial<Record<MetricName, number>>

/** The minimum effect a verdict on `metric` uses: `given` (`--min-effect`), else the metric's own. */
export const minEffectOf = (metric: MetricName, given: number | undefined): number =>
  given ?? METRICS[metric].minEffect ?? DEFAULT_MIN_EFFECT
