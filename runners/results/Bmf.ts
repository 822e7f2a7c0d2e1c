/**
 * Bencher Metric Format: `{ "<benchmark>": { "<measure>": { "value", "lower_value"?,
 * "upper_value"? } } }`, one value per benchmark and measure, so one file is one sample (a glob
 * over one file per run gives the rounds). Bencher's `latency` (ns) is time_per_op and
 * `throughput` (operations per second) ops_per_s; a measure named after a catalogue metric
 * (what benchgate's own `--bmf` writes) is taken as it is, in that metric's canonical unit.
 * Other measures are left out.
 */
import { Either } from "effect"
import { METRIC_NAMES, METRICS, type MetricValues } from "../../core/Metric.ts"
import { isRecord, type ParseResults, parseJson, type ResultsFormat } from "./Samples.ts"

const BMF_METRICS = METRIC_NAMES

const measureValue = (measure: unknown): number | undefined =>
  isRecord(measure) && typeof measure.value === "number" && Number.isFinite(measure.value)
    ? measure.value
    : undefined

export const parseBmf: ParseResults = (text) =>
  Either.flatMap(parseJson(text), (json) => {
    if (!isRecord(json)) return Either.left("not a Bencher Metric Format object")
    const samples = new Map<string, ReadonlyArray<MetricValues>>()
    for (const [name, measures] of Object.entries(json)) {
      if (!isRecord(measures)) return Either.left(`${JSON.stringify(name)} has no measures`)
      const sample: Record<string, number> = {}
      for (const [measure, content] of Object.entries(measures)) {
        const value = measureValue(content)
        if (value === undefined) continue
        if (measure === "latency") sample.time_per_op = value / 1e6
        else if (measure === "throughput") sample.ops_per_s = value
        else if (Object.hasOwn(METRICS, measure)) sample[measure] = value
      }
      samples.set(name, [sample as MetricValues])
    }
    return Either.right(samples)
  })

export const bmfFormat = {
  name: "bmf",
  metrics: BMF_METRICS,
  parse: parseBmf,
} as const satisfies ResultsFormat
