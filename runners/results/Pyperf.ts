/**
 * pyperf's JSON (`python -m pyperf timeit -o F`, `--append F`, or a script's `pyperf.Runner`
 * with `-o F`), format version "1.0": `{ "version", "metadata"?, "benchmarks": [{ "metadata"?,
 * "runs": [{ "metadata"?, "warmups"?, "values"? }] }] }`. Metadata common to every benchmark
 * is kept at the top, common to every run in the benchmark's, so a benchmark's `name` and
 * `unit` (default "second") are read from both. Each worker process is a run; each of its
 * `values` — seconds per loop iteration, pyperf having divided by `loops` and `inner_loops` —
 * is one sample, runs in order: time_per_op in ms and ops_per_s. Warmups and calibration runs
 * (no `values`) are left out; a unit other than seconds (`--track-memory`, `--tracemalloc`
 * write bytes) is refused. A benchmark is its name ("timeit" unless `--name` says otherwise).
 */
import { Either } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { isRecord, numbers, type ParseResults, parseJson, type ResultsFormat } from "./Samples.ts"

const PYPERF_METRICS = ["time_per_op", "ops_per_s"] as const satisfies ReadonlyArray<MetricName>

/** One sample of a time per loop iteration in seconds. */
const perLoop = (seconds: number): MetricValues => ({
  time_per_op: seconds * 1000,
  ...(seconds > 0 ? { ops_per_s: 1 / seconds } : {}),
})

const metadataOf = (value: Record<string, unknown>): Record<string, unknown> =>
  isRecord(value.metadata) ? value.metadata : {}

export const parsePyperf: ParseResults = (text) =>
  Either.flatMap(parseJson(text), (json) => {
    const benchmarks = isRecord(json) ? json.benchmarks : undefined
    if (!isRecord(json) || !Array.isArray(benchmarks)) {
      return Either.left('no "benchmarks" list: is it pyperf\'s JSON (-o FILE)?')
    }
    if (json.version !== "1.0") {
      return Either.left(
        `pyperf JSON version ${JSON.stringify(json.version)}; version "1.0" (pyperf 1.0 and later) is read`,
      )
    }
    const suite = metadataOf(json)
    const samples = new Map<string, ReadonlyArray<MetricValues>>()
    for (const [i, benchmark] of benchmarks.entries()) {
      if (!isRecord(benchmark) || !Array.isArray(benchmark.runs)) {
        return Either.left(`benchmarks[${i}] has no "runs" list`)
      }
      const metadata = { ...suite, ...metadataOf(benchmark) }
      const name = metadata.name
      if (typeof name !== "string") {
        return Either.left(`benchmarks[${i}] has no "name" in its metadata`)
      }
      const unit = metadata.unit ?? "second"
      if (unit !== "second") {
        return Either.left(
          `${name} has unit ${JSON.stringify(unit)} (--track-memory or --tracemalloc?); only times, unit "second", are read`,
        )
      }
      const values: number[] = []
      for (const [r, run] of benchmark.runs.entries()) {
        if (!isRecord(run) || run.values === undefined) continue
        const own = numbers(run.values)
        if (own === undefined)
          return Either.left(`${name}: runs[${r}] has "values" that are not numbers`)
        values.push(...own)
      }
      if (values.length === 0) {
        return Either.left(`${name} has no values, only warmups or calibration runs`)
      }
      samples.set(name, [...(samples.get(name) ?? []), ...values.map(perLoop)])
    }
    return Either.right(samples)
  })

export const pyperfFormat = {
  name: "pyperf",
  metrics: PYPERF_METRICS,
  parse: (text, path) =>
    path.endsWith(".gz")
      ? Either.left("pyperf wrote it compressed: write -o FILE.json, or gunzip it first")
      : parsePyperf(text),
} as const satisfies ResultsFormat
