/**
 * pytest-benchmark's `--benchmark-json`: `{ "benchmarks": [{ "name", "fullname", "stats": {
 * "data": [s…], … } }] }`. `data` holds each round's time per iteration in seconds (the stats
 * are computed from it); each is one sample: time_per_op in ms and ops_per_s. A benchmark is
 * found by its `name` (`test_sort[100]`) or its `fullname` (`tests/test_x.py::test_sort[100]`).
 */
import { Either } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { isRecord, numbers, type ParseResults, parseJson, type ResultsFormat } from "./Samples.ts"

const PYTEST_BENCHMARK_METRICS = [
  "time_per_op",
  "ops_per_s",
] as const satisfies ReadonlyArray<MetricName>

/** One sample of a time per operation in seconds. */
const perOp = (seconds: number): MetricValues => ({
  time_per_op: seconds * 1000,
  ...(seconds > 0 ? { ops_per_s: 1 / seconds } : {}),
})

export const parsePytestBenchmark: ParseResults = (text) =>
  Either.flatMap(parseJson(text), (json) => {
    const benchmarks = isRecord(json) ? json.benchmarks : undefined
    if (!Array.isArray(benchmarks)) {
      return Either.left('no "benchmarks" list: is it pytest --benchmark-json?')
    }
    const samples = new Map<string, ReadonlyArray<MetricValues>>()
    for (const [i, benchmark] of benchmarks.entries()) {
      if (!isRecord(benchmark) || typeof benchmark.name !== "string") {
        return Either.left(`benchmarks[${i}] has no "name"`)
      }
      const data = isRecord(benchmark.stats) ? numbers(benchmark.stats.data) : undefined
      if (data === undefined) {
        return Either.left(
          `${benchmark.name} has no per-round "stats.data" (pytest-benchmark 4 or later writes it)`,
        )
      }
      const rounds = data.map(perOp)
      samples.set(benchmark.name, rounds)
      if (typeof benchmark.fullname === "string" && benchmark.fullname !== benchmark.name) {
        samples.set(benchmark.fullname, rounds)
      }
    }
    return Either.right(samples)
  })

export const pytestBenchmarkFormat = {
  name: "pytest-benchmark",
  metrics: PYTEST_BENCHMARK_METRICS,
  parse: parsePytestBenchmark,
} as const satisfies ResultsFormat
