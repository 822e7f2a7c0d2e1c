/**
 * `bench history`: the trends of a branch's stored runs (gate/Trend.ts) with their level
 * shifts, as a terminal table or JSON; each target follows what its thresholds gate
 * (gate/Figure.ts), or `--metric` as they gate it. Reads the store only; measures nothing.
 */
import { existsSync, writeFileSync } from "node:fs"
import { Effect } from "effect"
import type { MetricName } from "../core/Metric.ts"
import { UsageError } from "../core/UsageError.ts"
import { Store } from "../gate/Store.ts"
import { trendSeries } from "../gate/Trend.ts"
import { renderTrendJson, renderTrendTerminal, type TrendReport } from "../report/Trend.ts"
import { isMetricName } from "../targets/Metrics.ts"

interface HistoryCommandOptions {
  readonly db: string
  readonly branch: string
  readonly limit: number
  readonly spec?: string
  readonly scenario?: string
  readonly metric?: string
  /** Write the JSON here (`-`: stdout instead of the table). */
  readonly json?: string
}

/** Newest runs looked at for the branches a store has, when the asked one has none. */
const OTHER_BRANCH_RUNS = 1000

/** The text for stdout: the table, or nothing when the JSON went to stdout itself. */
export const history = (options: HistoryCommandOptions) =>
  Effect.gen(function* () {
    if (!existsSync(options.db)) {
      return yield* new UsageError({
        message: `no store at ${options.db}; bench check writes one there (or pass --db FILE)`,
      })
    }
    let metric: MetricName | undefined
    if (options.metric !== undefined) {
      if (!isMetricName(options.metric)) {
        return yield* new UsageError({ message: `--metric: unknown metric "${options.metric}"` })
      }
      metric = options.metric
    }
    const { series, otherBranches } = yield* Effect.provide(
      Effect.gen(function* () {
        const store = yield* Store
        const data = yield* store.trend({
          branch: options.branch,
          limit: options.limit,
          ...(options.spec === undefined ? {} : { spec: options.spec }),
          ...(options.scenario === undefined ? {} : { scenario: options.scenario }),
          // The asked metric only; else every summarised one, as any may be the gated one.
          ...(metric === undefined ? {} : { metrics: [metric] }),
        })
        const series = trendSeries(data, metric)
        // Nothing on this branch: say which branches the store does have, so runs made before
        // `git init` (branch "unknown") or on another branch are not a mystery.
        const otherBranches: Record<string, number> = {}
        if (series.length === 0) {
          for (const run of yield* store.runs(OTHER_BRANCH_RUNS)) {
            if (run.branch === options.branch) continue
            otherBranches[run.branch] = (otherBranches[run.branch] ?? 0) + 1
          }
        }
        return { series, otherBranches }
      }),
      Store.layer(options.db),
    )
    const report: TrendReport = {
      branch: options.branch,
      db: options.db,
      limit: options.limit,
      series,
      ...(Object.keys(otherBranches).length === 0 ? {} : { otherBranches }),
    }
    if (options.json === "-") return renderTrendJson(report)
    const json = options.json
    if (json !== undefined) {
      yield* Effect.try({
        try: () => writeFileSync(json, renderTrendJson(report)),
        catch: (cause) =>
          new UsageError({ message: `--json ${json}: ${(cause as Error).message}` }),
      })
    }
    return renderTrendTerminal(report)
  })
