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
import { Either, Schema } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { dataInvalid, decodeJson } from "../../core/OutsideData.ts"
import { documentField, Numbers, type ParseResults, type ResultsFormat } from "./Samples.ts"

const PYPERF_METRICS = ["time_per_op", "ops_per_s"] as const satisfies ReadonlyArray<MetricName>

const Metadata = Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Unknown }))

const PyperfJson = Schema.Struct({
  benchmarks: documentField(
    Schema.Array(
      Schema.Struct({
        metadata: Metadata,
        /** One per worker process; calibration runs have warmups and no values. */
        runs: Schema.Array(Schema.Struct({ values: Schema.optional(Numbers) })),
      }),
    ),
    "pyperf's JSON (-o FILE)",
  ),
  version: Schema.Literal("1.0").annotations({
    message: (issue) =>
      `is ${JSON.stringify(issue.actual)}; version "1.0" (pyperf 1.0 and later) is read`,
  }),
  metadata: Metadata,
})

const decodeSuite = decodeJson(PyperfJson)

/** One sample of a time per loop iteration in seconds. */
const perLoop = (seconds: number): MetricValues => ({
  time_per_op: seconds * 1000,
  ...(seconds > 0 ? { ops_per_s: 1 / seconds } : {}),
})

export const parsePyperf: ParseResults = (text) =>
  Either.gen(function* () {
    const suite = yield* decodeSuite(text)
    const samples = new Map<string, ReadonlyArray<MetricValues>>()
    for (const [i, benchmark] of suite.benchmarks.entries()) {
      const metadata = { ...suite.metadata, ...benchmark.metadata }
      const name = metadata.name
      if (typeof name !== "string") {
        return yield* Either.left(
          dataInvalid(
            ["benchmarks", i, "metadata", "name"],
            "is missing, here and in the file's metadata",
          ),
        )
      }
      const unit = metadata.unit ?? "second"
      if (unit !== "second") {
        const where = benchmark.metadata?.unit === undefined ? [] : ["benchmarks", i]
        return yield* Either.left(
          dataInvalid(
            [...where, "metadata", "unit"],
            `${name} has unit ${JSON.stringify(unit)} (--track-memory or --tracemalloc?); only times, unit "second", are read`,
          ),
        )
      }
      const values = benchmark.runs.flatMap((run) => run.values ?? [])
      if (values.length === 0) {
        return yield* Either.left(
          dataInvalid(
            ["benchmarks", i, "runs"],
            `${name} has no values, only warmups or calibration runs`,
          ),
        )
      }
      samples.set(name, [...(samples.get(name) ?? []), ...values.map(perLoop)])
    }
    return samples
  })

export const pyperfFormat = {
  name: "pyperf",
  metrics: PYPERF_METRICS,
  parse: (text, path) =>
    path.endsWith(".gz")
      ? Either.left(
          dataInvalid([], "pyperf wrote it compressed: write -o FILE.json, or gunzip it first"),
        )
      : parsePyperf(text),
} as const satisfies ResultsFormat
