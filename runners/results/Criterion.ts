/**
 * criterion's `target/criterion/<id>/new/sample.json`: `{ "iters": [n…], "times": [ns…] }`,
 * the iterations and total time of each sample. Each is one sample: time_per_op =
 * times[i] ÷ iters[i] in ms, and ops_per_s. The file holds one benchmark; its name is the
 * directory's `benchmark.json` `full_id` when the caller passes it, else "".
 */
import { existsSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { Either, Schema } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { dataInvalid, decodeJson } from "../../core/OutsideData.ts"
import { documentField, Numbers, type ParseResults, type ResultsFormat } from "./Samples.ts"

const CRITERION_METRICS = ["time_per_op", "ops_per_s"] as const satisfies ReadonlyArray<MetricName>

const SAMPLE_JSON = "criterion's sample.json"

const CriterionSample = Schema.Struct({
  /** Iterations of each sample. */
  iters: documentField(Numbers, SAMPLE_JSON),
  /** Total nanoseconds of each sample. */
  times: documentField(Numbers, SAMPLE_JSON),
})

const decodeSample = decodeJson(CriterionSample)

/** The part of benchmark.json that names the benchmark (`group/function/parameter`). */
const decodeBenchmarkJson = decodeJson(Schema.Struct({ full_id: Schema.String }))

export const parseCriterion =
  (name = ""): ParseResults =>
  (text) =>
    Either.flatMap(decodeSample(text), ({ iters, times }) => {
      if (iters.length !== times.length) {
        return Either.left(
          dataInvalid(
            ["times"],
            `${times.length} samples beside ${iters.length} in iters: one of each per sample`,
          ),
        )
      }
      const samples = times.map((ns, i): MetricValues => {
        const perOpNs = ns / (iters[i] as number)
        return { time_per_op: perOpNs / 1e6, ...(perOpNs > 0 ? { ops_per_s: 1e9 / perOpNs } : {}) }
      })
      return Either.right(new Map([[name, samples]]))
    })

/** The `full_id` of criterion's benchmark.json, if readable. */
export const criterionId = (text: string): string | undefined =>
  Either.getOrUndefined(Either.map(decodeBenchmarkJson(text), (meta) => meta.full_id))

export const criterionFormat = {
  name: "criterion",
  metrics: CRITERION_METRICS,
  // target/criterion/<id>/new/sample.json beside benchmark.json, which names the benchmark.
  parse: (text, path) => {
    const meta = join(dirname(path), "benchmark.json")
    return parseCriterion(existsSync(meta) ? criterionId(readFileSync(meta, "utf8")) : undefined)(
      text,
    )
  },
} as const satisfies ResultsFormat
