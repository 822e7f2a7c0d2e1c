/**
 * hyperfine's `--export-json`: `{ "results": [{ "command", "times": [s…], "memory_usage_byte":
 * [B…]?, … }] }`. A command's name is its `command` (which `--command-name` sets); each run is
 * one sample: wall = times[i] in ms, peak_rss = memory_usage_byte[i] where hyperfine records it.
 */
import { Either } from "effect"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { isRecord, numbers, type ParseResults, parseJson, type ResultsFormat } from "./Samples.ts"

const HYPERFINE_METRICS = ["wall", "peak_rss"] as const satisfies ReadonlyArray<MetricName>

export const parseHyperfine: ParseResults = (text) =>
  Either.flatMap(parseJson(text), (json) => {
    const results = isRecord(json) ? json.results : undefined
    if (!Array.isArray(results))
      return Either.left('no "results" list: is it hyperfine --export-json?')
    const samples = new Map<string, ReadonlyArray<MetricValues>>()
    for (const [i, result] of results.entries()) {
      const command = isRecord(result) ? result.command : undefined
      const times = isRecord(result) ? numbers(result.times) : undefined
      if (typeof command !== "string" || times === undefined) {
        return Either.left(`results[${i}] has no "command" and "times"`)
      }
      const memory = numbers((result as Record<string, unknown>).memory_usage_byte)
      samples.set(
        command,
        times.map((seconds, run) => {
          const rss = memory?.length === times.length ? memory[run] : undefined
          return { wall: seconds * 1000, ...(rss === undefined ? {} : { peak_rss: rss }) }
        }),
      )
    }
    return Either.right(samples)
  })

export const hyperfineFormat = {
  name: "hyperfine",
  metrics: HYPERFINE_METRICS,
  parse: parseHyperfine,
} as const satisfies ResultsFormat
