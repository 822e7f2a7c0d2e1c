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
import { Either } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { isRecord, type ParseResults, parseJson, type ResultsFormat } from "./Samples.ts"

const GOOGLE_BENCHMARK_METRICS = [
  "time_per_op",
  "ops_per_s",
] as const satisfies ReadonlyArray<MetricName>

/** Milliseconds per `time_unit` (benchmark::TimeUnit: kNanosecond … kSecond). */
const MS_PER: Readonly<Record<string, number>> = { ns: 1e-6, us: 1e-3, ms: 1, s: 1000 }

export const parseGoogleBenchmark: ParseResults = (text) =>
  Either.flatMap(parseJson(text), (json) => {
    const rows = isRecord(json) ? json.benchmarks : undefined
    if (!Array.isArray(rows)) {
      return Either.left('no "benchmarks" list: is it --benchmark_out_format=json?')
    }
    const samples = new Map<string, Array<MetricValues>>()
    for (const [i, row] of rows.entries()) {
      if (!isRecord(row) || typeof row.name !== "string") {
        return Either.left(`benchmarks[${i}] has no "name"`)
      }
      if (row.run_type === "aggregate") continue
      // run_name is the name without an aggregate's suffix (library 1.5 and later).
      const name = typeof row.run_name === "string" ? row.run_name : row.name
      if (row.error_occurred === true) {
        return Either.left(`${name} failed in the run: ${String(row.error_message ?? "")}`)
      }
      const unit = typeof row.time_unit === "string" ? MS_PER[row.time_unit] : undefined
      if (unit === undefined) {
        return Either.left(
          `${name} (benchmarks[${i}]) has time_unit ${JSON.stringify(row.time_unit)}; ns, us, ms or s are read`,
        )
      }
      const time = row.real_time
      if (typeof time !== "number" || !Number.isFinite(time)) {
        return Either.left(`${name} (benchmarks[${i}]) has no numeric "real_time"`)
      }
      const ms = time * unit
      samples.set(name, [
        ...(samples.get(name) ?? []),
        { time_per_op: ms, ...(ms > 0 ? { ops_per_s: 1000 / ms } : {}) },
      ])
    }
    return Either.right(samples)
  })

export const googleBenchmarkFormat = {
  name: "google-benchmark",
  metrics: GOOGLE_BENCHMARK_METRICS,
  parse: parseGoogleBenchmark,
} as const satisfies ResultsFormat
