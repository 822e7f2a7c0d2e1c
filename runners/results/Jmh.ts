/**
 * JMH's `-rf json` (`-rff F`): `[{ "benchmark", "mode", "params"?, "primaryMetric": {
 * "scoreUnit", "rawData": [[…per iteration] per fork] } }]`. Each measurement iteration of
 * each fork, in fork order, is one sample, in its `scoreUnit`: a rate (`ops/s`, thrpt mode)
 * gives ops_per_s, a time (`us/op`, avgt and ss modes) time_per_op in ms; each gives the
 * other as its inverse. The score and its error are JMH's summary of these, so not read.
 * sample mode keeps a histogram, not iterations, and is refused. A benchmark is its
 * `benchmark` with its params, "bench.SortBench.sort(size=100)", or without the package,
 * "SortBench.sort(size=100)", when no other benchmark shares that.
 */
import { Either } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { isRecord, numbers, type ParseResults, parseJson, type ResultsFormat } from "./Samples.ts"

const JMH_METRICS = ["time_per_op", "ops_per_s"] as const satisfies ReadonlyArray<MetricName>

/** Seconds per TimeUnit JMH writes (`@OutputTimeUnit`, `-tu`). */
const SECONDS: Readonly<Record<string, number>> = {
  ns: 1e-9,
  us: 1e-6,
  ms: 1e-3,
  s: 1,
  min: 60,
}

/** A sample from one iteration's score in `unit` (`ops/s` or `us/op`), or undefined. */
const sampleIn = (unit: string): ((score: number) => MetricValues) | undefined => {
  const rate = /^ops\/(\w+)$/.exec(unit)
  const per = /^(\w+)\/op$/.exec(unit)
  const seconds = SECONDS[(rate ?? per)?.[1] ?? ""]
  if (seconds === undefined) return undefined
  if (rate !== null) {
    return (score) => {
      const opsPerS = score / seconds
      return { ops_per_s: opsPerS, ...(opsPerS > 0 ? { time_per_op: 1000 / opsPerS } : {}) }
    }
  }
  return (score) => {
    const ms = score * seconds * 1000
    return { time_per_op: ms, ...(ms > 0 ? { ops_per_s: 1000 / ms } : {}) }
  }
}

const withParams = (name: string, params: unknown): string =>
  isRecord(params) && Object.keys(params).length > 0
    ? `${name}(${Object.entries(params)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(", ")})`
    : name

export const parseJmh: ParseResults = (text) =>
  Either.flatMap(parseJson(text), (json) => {
    if (!Array.isArray(json)) return Either.left("not a list of benchmarks: is it JMH's -rf json?")
    const samples = new Map<string, ReadonlyArray<MetricValues>>()
    const short = new Map<string, Array<ReadonlyArray<MetricValues>>>()
    for (const [i, entry] of json.entries()) {
      if (!isRecord(entry) || typeof entry.benchmark !== "string") {
        return Either.left(`[${i}] has no "benchmark"`)
      }
      const name = withParams(entry.benchmark, entry.params)
      const metric = isRecord(entry.primaryMetric) ? entry.primaryMetric : {}
      if (entry.mode === "sample") {
        return Either.left(
          `${name} ran in sample mode, which records a histogram, not iterations: use -bm thrpt, avgt or ss`,
        )
      }
      const unit = typeof metric.scoreUnit === "string" ? metric.scoreUnit : ""
      const sample = sampleIn(unit)
      if (sample === undefined) {
        return Either.left(
          `${name} has scoreUnit ${JSON.stringify(unit)}; ops/<time> or <time>/op is read`,
        )
      }
      const forks = Array.isArray(metric.rawData) ? metric.rawData.map(numbers) : undefined
      if (forks === undefined || forks.some((fork) => fork === undefined)) {
        return Either.left(`${name} has no "primaryMetric.rawData" lists of numbers`)
      }
      if (samples.has(name)) {
        return Either.left(
          `${name} appears twice (modes run together?): run one mode per file (-bm)`,
        )
      }
      const list = forks.flatMap((fork) => (fork ?? []).map(sample))
      samples.set(name, list)
      // bench.SortBench.sort → SortBench.sort, as JMH's own table prints it.
      const bare = withParams(entry.benchmark.split(".").slice(-2).join("."), entry.params)
      short.set(bare, [...(short.get(bare) ?? []), list])
    }
    for (const [bare, lists] of short) {
      const only = lists.length === 1 ? lists[0] : undefined
      if (only !== undefined && !samples.has(bare)) samples.set(bare, only)
    }
    return Either.right(samples)
  })

export const jmhFormat = {
  name: "jmh",
  metrics: JMH_METRICS,
  parse: parseJmh,
} as const satisfies ResultsFormat
