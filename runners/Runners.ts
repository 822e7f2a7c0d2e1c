/**
 * The runners benchgate drives and the catalogue metrics each one produces. Decode checks every
 * threshold against this table, so a spec cannot gate on a number its targets never report.
 */

import type { MetricName } from "../core/Metric.ts"
import { BUN_METRICS } from "./bun/BunBenchMetrics.ts"
import { COMMAND_METRICS } from "./command/CommandRun.ts"
import { GHZ_METRICS } from "./ghz/GhzMetrics.ts"
import { GO_METRICS } from "./go/GoMetrics.ts"
import { OHA_METRICS } from "./oha/OhaMetrics.ts"

export type RunnerName = "oha" | "ghz" | "bun" | "command" | "go"

export const RUNNER_METRICS: Readonly<Record<RunnerName, ReadonlyArray<MetricName>>> = {
  oha: OHA_METRICS,
  ghz: GHZ_METRICS,
  bun: BUN_METRICS,
  command: COMMAND_METRICS,
  go: GO_METRICS,
}
