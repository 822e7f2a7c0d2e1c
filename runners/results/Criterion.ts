/**
 * criterion's `target/criterion/<id>/new/sample.json`: `{ "iters": [n…], "times": [ns…] }`,
 * the iterations and total time of each sample. Each is one sample: time_per_op =
 * times[i] ÷ iters[i] in ms, and ops_per_s. The file holds one benchmark; its name is the
 * directory's `benchmark.json` `full_id` when the caller passes it, else "".
 */
import { existsSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { Either } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { isRecord, numbers, type ParseResults, parseJson, type ResultsFormat } from "./Samples.ts"

const CRITERION_METRICS = ["time_per_op", "ops_per_s"] as const satisfies ReadonlyArray<MetricName>

export const parseCriterion =
  (name = ""): ParseResults =>
  (text) =>
    Either.flatMap(parseJson(text), (json) => {
      const iters = isRecord(json) ? numbers(json.iters) : undefined
      const times = isRecord(json) ? numbers(json.times) : undefined
      if (iters === undefined || times === undefined || iters.length !== times.length) {
        return Either.left('no "iters" and "times" of one length: is it criterion\'s sample.json?')
      }
      const samples: ReadonlyArray<MetricValues> = times.map((ns, i) => {
        const perOpNs = ns / (iters[i] as number)
        return { time_per_op: perOpNs / 1e6, ...(perOpNs > 0 ? { ops_per_s: 1e9 / perOpNs } : {}) }
      })
      return Either.right(new Map([[name, samples]]))
    })

/** The `full_id` of criterion's benchmark.json (`group/function/parameter`), if readable. */
export const criterionId = (text: string): string | undefined =>
  Either.match(parseJson(text), {
    onLeft: () => undefined,
    onRight: (json) =>
      isRecord(json) && typeof json.full_id === "string" ? json.full_id : undefined,
  })

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
