/**
 * Google Benchmark's JSON (`--benchmark_out=F --benchmark_out_format=json`, or
 * `--benchmark_format=json` on stdout): `{ "benchmarks": [{ "name", "run_name", "run_type",
 * "real_time", "cpu_time", "time_unit", … }] }`. With `--benchmark_repetitions=N` each
 * benchmark has N `run_type: "iteration"` rows — the samples — and `aggregate` rows (_mean,
 * _median, _stddev, _cv, complexity fits) computed from them, which are skipped. A row's times
 * are per iteration in its `time_unit`; each row is one sample: time_per_op from real_time in
 * ms, and ops_per_s. cpu_time is left out: the catalogue has no CPU time per operation, and
 * user_cpu is a whole command's.
 */
import { Either, Schema } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { dataInvalid, decodeData, decodeJson } from "../../core/OutsideData.ts"
import { documentField, type ParseResults, type ResultsFormat } from "./Samples.ts"

const GOOGLE_BENCHMARK_METRICS = [
  "time_per_op",
  "ops_per_s",
] as const satisfies ReadonlyArray<MetricName>

/** Milliseconds per `time_unit` (benchmark::TimeUnit: kNanosecond … kSecond). */
const MS_PER = { ns: 1e-6, us: 1e-3, ms: 1, s: 1000 } as const

/** What every row has; an aggregate or failed row has no more that is read. */
const Row = Schema.Struct({
  name: Schema.String,
  /** The name without an aggregate's suffix (library 1.5 and later). */
  run_name: Schema.optional(Schema.String),
  run_type: Schema.optional(Schema.String),
  error_occurred: Schema.optional(Schema.Boolean),
  error_message: Schema.optional(Schema.String),
  /** A sample's, checked as Iteration once the row is known to be one. */
  real_time: Schema.optionalWith(Schema.Unknown, { exact: true }),
  time_unit: Schema.optionalWith(Schema.Unknown, { exact: true }),
})

/** A sample's row: the time of one iteration in its unit. */
const Iteration = Schema.Struct({
  real_time: Schema.Finite,
  time_unit: Schema.Literal("ns", "us", "ms", "s"),
})

const decodeRows = decodeJson(
  Schema.Struct({
    benchmarks: documentField(Schema.Array(Row), "--benchmark_out_format=json's output"),
  }),
)
const decodeIteration = decodeData(Iteration)

export const parseGoogleBenchmark: ParseResults = (text) =>
  Either.gen(function* () {
    const { benchmarks } = yield* decodeRows(text)
    const samples = new Map<string, Array<MetricValues>>()
    for (const [i, row] of benchmarks.entries()) {
      if (row.run_type === "aggregate") continue
      const name = row.run_name ?? row.name
      if (row.error_occurred === true) {
        return yield* Either.left(
          dataInvalid(["benchmarks", i], `${name} failed in the run: ${row.error_message ?? ""}`),
        )
      }
      const { real_time, time_unit } = yield* decodeIteration(row, ["benchmarks", i])
      const ms = real_time * MS_PER[time_unit]
      samples.set(name, [
        ...(samples.get(name) ?? []),
        { time_per_op: ms, ...(ms > 0 ? { ops_per_s: 1000 / ms } : {}) },
      ])
    }
    return samples
  })

export const googleBenchmarkFormat = {
  name: "google-benchmark",
  metrics: GOOGLE_BENCHMARK_METRICS,
  parse: parseGoogleBenchmark,
} as const satisfies ResultsFormat
