/**
 * `go test -bench` text saved by the user's own run (`-count N` for N samples): the go runner's
 * parser (../GoBenchOutput.ts) and metrics (../GoMetrics.ts), each row one sample.
 */
import { Either } from "effect"
import type { MetricValues } from "../../core/Metric.ts"
import { parseGoBenchOutput } from "../GoBenchOutput.ts"
import { GO_METRICS, goRowMetrics } from "../GoMetrics.ts"
import type { ParseResults, ResultsFormat } from "./Samples.ts"

const GOBENCH_METRICS = GO_METRICS

export const parseGoBench: ParseResults = (text) =>
  Either.map(
    Either.mapLeft(parseGoBenchOutput(text), (failure) => failure.message),
    (run) => {
      const samples = new Map<string, Array<MetricValues>>()
      for (const row of run.rows) {
        samples.set(row.name, [...(samples.get(row.name) ?? []), goRowMetrics(row).values])
      }
      return samples
    },
  )

export const gobenchFormat = {
  name: "gobench",
  metrics: GOBENCH_METRICS,
  parse: parseGoBench,
} as const satisfies ResultsFormat
