/**
 * `go test -bench` text saved by the user's own run (`-count N` for N samples): the go runner's
 * parser (../GoBenchOutput.ts) and metrics (../GoMetrics.ts), each row one sample. The text
 * has no fields, so what is wrong with it is said of the whole file.
 */
import { Either } from "effect"
import type { MetricValues } from "../../core/Metric.ts"
import { dataInvalid } from "../../core/OutsideData.ts"
import { parseGoBenchOutput } from "../GoBenchOutput.ts"
import { GO_METRICS, goRowMetrics } from "../GoMetrics.ts"
import type { ParseResults, ResultsFormat } from "./Samples.ts"

const GOBENCH_METRICS = GO_METRICS

export const parseGoBench: ParseResults = (text) =>
  parseGoBenchOutput(text).pipe(
    Either.mapLeft((failure) => dataInvalid([], failure.message)),
    Either.map((run) => {
      const samples = new Map<string, Array<MetricValues>>()
      for (const row of run.rows) {
        samples.set(row.name, [...(samples.get(row.name) ?? []), goRowMetrics(row).values])
      }
      return samples
    }),
  )

export const gobenchFormat = {
  name: "gobench",
  metrics: GOBENCH_METRICS,
  parse: parseGoBench,
} as const satisfies ResultsFormat
