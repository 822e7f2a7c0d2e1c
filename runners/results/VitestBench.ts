/**
 * vitest's `vitest bench --outputJson F`: `{ "files": [{ "filepath", "groups": [{ "fullName",
 * "benchmarks": [{ "name", "mean", "hz", "samples", "sampleCount", … }] }] }] }`, times in ms.
 * vitest 2–4 write `samples` empty (only tinybench's summary of the run is kept), so a file
 * gives one sample per benchmark — the run's mean: time_per_op = mean, ops_per_s = hz — and
 * one file per run, read with a glob, gives the rounds. A benchmark whose `samples` list is
 * not empty gives each of them instead (ms per iteration). A benchmark is found by
 * "<group fullName> > <name>" ("sort.bench.ts > sort > toSorted"), or by its name alone when
 * no other group of the file has that name.
 */
import { Either } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { isRecord, numbers, type ParseResults, parseJson, type ResultsFormat } from "./Samples.ts"

const VITEST_BENCH_METRICS = [
  "time_per_op",
  "ops_per_s",
] as const satisfies ReadonlyArray<MetricName>

const perOpMs = (ms: number): MetricValues => ({
  time_per_op: ms,
  ...(ms > 0 ? { ops_per_s: 1000 / ms } : {}),
})

/** One benchmark's samples: its per-iteration times when kept, else the run's mean. */
const samplesOf = (benchmark: Record<string, unknown>): ReadonlyArray<MetricValues> | undefined => {
  const kept = numbers(benchmark.samples)
  if (kept !== undefined && kept.length > 0) return kept.map(perOpMs)
  const { mean, hz } = benchmark
  if (typeof mean !== "number" || !Number.isFinite(mean)) return undefined
  return [
    {
      time_per_op: mean,
      ...(typeof hz === "number" && Number.isFinite(hz) ? { ops_per_s: hz } : {}),
    },
  ]
}

export const parseVitestBench: ParseResults = (text) =>
  Either.flatMap(parseJson(text), (json) => {
    const files = isRecord(json) ? json.files : undefined
    if (!Array.isArray(files))
      return Either.left('no "files" list: is it vitest bench --outputJson?')
    const full = new Map<string, ReadonlyArray<MetricValues>>()
    const byName = new Map<string, Array<ReadonlyArray<MetricValues>>>()
    for (const [f, file] of files.entries()) {
      const groups = isRecord(file) ? file.groups : undefined
      if (!Array.isArray(groups)) return Either.left(`files[${f}] has no "groups" list`)
      for (const [g, group] of groups.entries()) {
        const benchmarks = isRecord(group) ? group.benchmarks : undefined
        if (!isRecord(group) || typeof group.fullName !== "string" || !Array.isArray(benchmarks)) {
          return Either.left(`files[${f}].groups[${g}] has no "fullName" and "benchmarks"`)
        }
        for (const [b, benchmark] of benchmarks.entries()) {
          if (!isRecord(benchmark) || typeof benchmark.name !== "string") {
            return Either.left(`${group.fullName}: benchmarks[${b}] has no "name"`)
          }
          const name = `${group.fullName} > ${benchmark.name}`
          const samples = samplesOf(benchmark)
          if (samples === undefined) {
            return Either.left(`${name} has neither "samples" nor a numeric "mean"`)
          }
          full.set(name, samples)
          byName.set(benchmark.name, [...(byName.get(benchmark.name) ?? []), samples])
        }
      }
    }
    // A bare name two groups share would be ambiguous: only the full names find those.
    for (const [name, lists] of byName) {
      const only = lists.length === 1 ? lists[0] : undefined
      if (only !== undefined && !full.has(name)) full.set(name, only)
    }
    return Either.right(full)
  })

export const vitestBenchFormat = {
  name: "vitest-bench",
  metrics: VITEST_BENCH_METRICS,
  parse: parseVitestBench,
} as const satisfies ResultsFormat
