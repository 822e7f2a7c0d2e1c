/**
 * Bencher Metric Format: `{ "<benchmark>": { "<measure>": { "value", "lower_value"?,
 * "upper_value"? } } }`, one value per benchmark and measure, so one file is one sample (a glob
 * over one file per run gives the rounds). Bencher's `latency` (ns) is time_per_op and
 * `throughput` (operations per second) ops_per_s; a measure named after a catalogue metric
 * (what benchgate's own `--bmf` writes) is taken as it is, in that metric's canonical unit.
 * Other measures are left out unread.
 */
import { Either, Schema } from "effect"
import type { MetricValues } from "../../core/Metric.ts"
import { decodeData, decodeJson } from "../../core/OutsideData.ts"
import { isMetricName, METRIC_NAMES } from "../../targets/Metrics.ts"
import type { ParseResults, ResultsFormat } from "./Samples.ts"

const BMF_METRICS = METRIC_NAMES

/** Benchmark → measure → whatever it holds: only the measures read are decoded further. */
const BmfDocument = Schema.Record({
  key: Schema.String,
  value: Schema.Record({ key: Schema.String, value: Schema.Unknown }).annotations({
    identifier: "an object of measures",
  }),
}).annotations({ identifier: "a Bencher Metric Format object" })

const decodeDocument = decodeJson(BmfDocument)
const decodeMeasure = decodeData(Schema.Struct({ value: Schema.Finite }))

/** The catalogue metric a measure gives, and what to divide by for its canonical unit. */
const metricOf = (measure: string) =>
  measure === "latency"
    ? ({ metric: "time_per_op", per: 1e6 } as const)
    : measure === "throughput"
      ? ({ metric: "ops_per_s", per: 1 } as const)
      : isMetricName(measure)
        ? ({ metric: measure, per: 1 } as const)
        : undefined

export const parseBmf: ParseResults = (text) =>
  Either.gen(function* () {
    const document = yield* decodeDocument(text)
    const samples = new Map<string, ReadonlyArray<MetricValues>>()
    for (const [name, measures] of Object.entries(document)) {
      const sample: Record<string, number> = {}
      for (const [measure, content] of Object.entries(measures)) {
        const read = metricOf(measure)
        if (read === undefined) continue
        const { value } = yield* decodeMeasure(content, [name, measure])
        sample[read.metric] = value / read.per
      }
      samples.set(name, [sample as MetricValues])
    }
    return samples
  })

export const bmfFormat = {
  name: "bmf",
  metrics: BMF_METRICS,
  parse: parseBmf,
} as const satisfies ResultsFormat
