/**
 * hyperfine's `--export-json`: `{ "results": [{ "command", "times": [s…], "memory_usage_byte":
 * [B…]?, … }] }`. A command's name is its `command` (which `--command-name` sets); each run is
 * one sample: wall = times[i] in ms, peak_rss = memory_usage_byte[i] where hyperfine records it.
 */
import { Either, Schema } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { decodeJson } from "../../core/OutsideData.ts"
import { documentField, Numbers, type ParseResults, type ResultsFormat } from "./Samples.ts"

const HYPERFINE_METRICS = ["wall", "peak_rss"] as const satisfies ReadonlyArray<MetricName>

const HyperfineExport = Schema.Struct({
  results: documentField(
    Schema.Array(
      Schema.Struct({
        command: Schema.String,
        /** Seconds, one per run. */
        times: Numbers,
        /** Bytes, one per run, where hyperfine measured them (1.17 and later). */
        memory_usage_byte: Schema.optional(Schema.NullOr(Numbers)),
      }),
    ),
    "hyperfine --export-json",
  ),
})

const decodeExport = decodeJson(HyperfineExport)

export const parseHyperfine: ParseResults = (text) =>
  Either.map(
    decodeExport(text),
    ({ results }) =>
      new Map(
        results.map(({ command, times, memory_usage_byte: memory }) => [
          command,
          times.map((seconds, run): MetricValues => {
            const rss = memory?.length === times.length ? memory[run] : undefined
            return { wall: seconds * 1000, ...(rss === undefined ? {} : { peak_rss: rss }) }
          }),
        ]),
      ),
  )

export const hyperfineFormat = {
  name: "hyperfine",
  metrics: HYPERFINE_METRICS,
  parse: parseHyperfine,
} as const satisfies ResultsFormat
