/**
 * pytest-benchmark's `--benchmark-json`: `{ "benchmarks": [{ "name", "fullname", "stats": {
 * "data": [s…], … } }] }`. `data` holds each round's time per iteration in seconds (the stats
 * are computed from it); each is one sample: time_per_op in ms and ops_per_s. A benchmark is
 * found by its `name` (`test_sort[100]`) or its `fullname` (`tests/test_x.py::test_sort[100]`).
 */
import { Either, Schema } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { decodeJson } from "../../core/OutsideData.ts"
import { documentField, Numbers, type ParseResults, type ResultsFormat } from "./Samples.ts"

const PYTEST_BENCHMARK_METRICS = [
  "time_per_op",
  "ops_per_s",
] as const satisfies ReadonlyArray<MetricName>

const PytestBenchmarkJson = Schema.Struct({
  benchmarks: documentField(
    Schema.Array(
      Schema.Struct({
        name: Schema.String,
        fullname: Schema.optional(Schema.String),
        stats: Schema.Struct({
          /** Seconds per iteration, one per round. */
          data: Schema.propertySignature(Numbers).annotations({
            missingMessage: () => "is missing: pytest-benchmark 4 and later write the rounds",
          }),
        }),
      }),
    ),
    "pytest --benchmark-json",
  ),
})

const decodeBenchmarks = decodeJson(PytestBenchmarkJson)

/** One sample of a time per operation in seconds. */
const perOp = (seconds: number): MetricValues => ({
  time_per_op: seconds * 1000,
  ...(seconds > 0 ? { ops_per_s: 1 / seconds } : {}),
})

export const parsePytestBenchmark: ParseResults = (text) =>
  Either.map(decodeBenchmarks(text), ({ benchmarks }) => {
    const samples = new Map<string, ReadonlyArray<MetricValues>>()
    for (const { name, fullname, stats } of benchmarks) {
      const rounds = stats.data.map(perOp)
      samples.set(name, rounds)
      if (fullname !== undefined && fullname !== name) samples.set(fullname, rounds)
    }
    return samples
  })

export const pytestBenchmarkFormat = {
  name: "pytest-benchmark",
  metrics: PYTEST_BENCHMARK_METRICS,
  parse: parsePytestBenchmark,
} as const satisfies ResultsFormat
