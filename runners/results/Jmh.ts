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
import { Either, Schema } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { dataInvalid, decodeData, decodeJson } from "../../core/OutsideData.ts"
import { Numbers, type ParseResults, type ResultsFormat } from "./Samples.ts"

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

/** One benchmark of one mode; its iterations are read once the mode and unit are known. */
const Entry = Schema.Struct({
  benchmark: Schema.String,
  mode: Schema.String,
  params: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  primaryMetric: Schema.Struct({
    scoreUnit: Schema.String,
    /** Checked by decodeIterations once the mode and unit are known to be read. */
    rawData: Schema.optionalWith(Schema.Unknown, { exact: true }),
  }),
})

const decodeEntries = decodeJson(
  Schema.Array(Entry).annotations({ identifier: "a list of benchmarks (JMH's -rf json)" }),
)
/** Per fork, the score of each measurement iteration. */
const decodeIterations = decodeData(Schema.Struct({ rawData: Schema.Array(Numbers) }))

const withParams = (name: string, params: Readonly<Record<string, unknown>> | undefined): string =>
  params !== undefined && Object.keys(params).length > 0
    ? `${name}(${Object.entries(params)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(", ")})`
    : name

export const parseJmh: ParseResults = (text) =>
  Either.gen(function* () {
    const entries = yield* decodeEntries(text)
    const samples = new Map<string, ReadonlyArray<MetricValues>>()
    const short = new Map<string, Array<ReadonlyArray<MetricValues>>>()
    for (const [i, entry] of entries.entries()) {
      const name = withParams(entry.benchmark, entry.params)
      if (entry.mode === "sample") {
        return yield* Either.left(
          dataInvalid(
            [i, "mode"],
            `${name} ran in sample mode, which records a histogram, not iterations: use -bm thrpt, avgt or ss`,
          ),
        )
      }
      const unit = entry.primaryMetric.scoreUnit
      const sample = sampleIn(unit)
      if (sample === undefined) {
        return yield* Either.left(
          dataInvalid(
            [i, "primaryMetric", "scoreUnit"],
            `${name} has ${JSON.stringify(unit)}; ops/<time> or <time>/op is read`,
          ),
        )
      }
      const { rawData } = yield* decodeIterations(entry.primaryMetric, [i, "primaryMetric"])
      if (samples.has(name)) {
        return yield* Either.left(
          dataInvalid(
            [i],
            `${name} appears twice (modes run together?): run one mode per file (-bm)`,
          ),
        )
      }
      const list = rawData.flatMap((fork) => fork.map(sample))
      samples.set(name, list)
      // bench.SortBench.sort → SortBench.sort, as JMH's own table prints it.
      const bare = withParams(entry.benchmark.split(".").slice(-2).join("."), entry.params)
      short.set(bare, [...(short.get(bare) ?? []), list])
    }
    for (const [bare, lists] of short) {
      const only = lists.length === 1 ? lists[0] : undefined
      if (only !== undefined && !samples.has(bare)) samples.set(bare, only)
    }
    return samples
  })

export const jmhFormat = {
  name: "jmh",
  metrics: JMH_METRICS,
  parse: parseJmh,
} as const satisfies ResultsFormat
