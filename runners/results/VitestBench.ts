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
import { Either, Schema } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { dataInvalid, decodeJson } from "../../core/OutsideData.ts"
import { documentField, Numbers, type ParseResults, type ResultsFormat } from "./Samples.ts"

const VITEST_BENCH_METRICS = [
  "time_per_op",
  "ops_per_s",
] as const satisfies ReadonlyArray<MetricName>

const Benchmark = Schema.Struct({
  name: Schema.String,
  /** ms per iteration; vitest 2–4 keep none. */
  samples: Schema.optional(Numbers),
  /** The run's mean, ms, and its rate per second. */
  mean: Schema.optional(Schema.Finite),
  hz: Schema.optional(Schema.Finite),
})

const VitestBenchJson = Schema.Struct({
  files: documentField(
    Schema.Array(
      Schema.Struct({
        groups: Schema.Array(
          Schema.Struct({ fullName: Schema.String, benchmarks: Schema.Array(Benchmark) }),
        ),
      }),
    ),
    "vitest bench --outputJson",
  ),
})

const decodeFiles = decodeJson(VitestBenchJson)

const perOpMs = (ms: number): MetricValues => ({
  time_per_op: ms,
  ...(ms > 0 ? { ops_per_s: 1000 / ms } : {}),
})

/** One benchmark's samples: its per-iteration times when kept, else the run's mean. */
const samplesOf = ({
  samples,
  mean,
  hz,
}: typeof Benchmark.Type): ReadonlyArray<MetricValues> | undefined => {
  if (samples !== undefined && samples.length > 0) return samples.map(perOpMs)
  if (mean === undefined) return undefined
  return [{ time_per_op: mean, ...(hz === undefined ? {} : { ops_per_s: hz }) }]
}

export const parseVitestBench: ParseResults = (text) =>
  Either.gen(function* () {
    const { files } = yield* decodeFiles(text)
    const full = new Map<string, ReadonlyArray<MetricValues>>()
    const byName = new Map<string, Array<ReadonlyArray<MetricValues>>>()
    for (const [f, file] of files.entries()) {
      for (const [g, group] of file.groups.entries()) {
        for (const [b, benchmark] of group.benchmarks.entries()) {
          const name = `${group.fullName} > ${benchmark.name}`
          const samples = samplesOf(benchmark)
          if (samples === undefined) {
            return yield* Either.left(
              dataInvalid(
                ["files", f, "groups", g, "benchmarks", b, "mean"],
                `${name} has neither "samples" nor a "mean"`,
              ),
            )
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
    return full
  })

export const vitestBenchFormat = {
  name: "vitest-bench",
  metrics: VITEST_BENCH_METRICS,
  parse: parseVitestBench,
} as const satisfies ResultsFormat
