/**
 * The display model the terminal and markdown renderers share: one scenario as a table of
 * formatted cells, and its threshold verdicts as lines, worst first. Cells hold raw user
 * strings (target names, threshold text); each renderer sanitises or escapes them for its
 * medium. Only the layout (padding, colour, escaping) differs between renderers.
 */

import { METRICS, type MetricName } from "../core/Metric.ts"
import type { Threshold } from "../core/Spec.ts"
import type { ScenarioOutcome, Status, TargetSummary } from "../gate/Result.ts"
import * as Format from "./Format.ts"
import { describeReason } from "./Reason.ts"
import { targetStatus, verdictsWorstFirst } from "./Summary.ts"

export type Align = "left" | "right"

export interface Column {
  readonly title: string
  readonly align: Align
  /** A column only the terminal draws (the bar chart); markdown leaves it out. */
  readonly terminalOnly?: boolean
}

/** target | rps | p50 | p99 | overhead | vs base | verdict */
export const COLUMNS: ReadonlyArray<Column> = [
  { title: "target", align: "left" },
  { title: "rps", align: "right" },
  { title: "p50", align: "right" },
  { title: "p99", align: "right" },
  { title: "overhead", align: "right" },
  { title: "vs base", align: "right" },
  { title: "verdict", align: "left" },
]

export interface TargetRow {
  readonly target: string
  /** rps, p50, p99, overhead, vs base — formatted, `—` when absent. */
  readonly values: readonly [string, string, string, string, string]
  /** Worst verdict of the target's thresholds; `undefined` when it has none. */
  readonly status: Status | undefined
}

/** A row of a TableView: the cells between the target and the verdict, in column order. */
export interface TableRow {
  /** Position in a ranked table (`1` is best), shown before the target; absent for HTTP. */
  readonly rank?: string
  readonly target: string
  readonly values: ReadonlyArray<string>
  readonly status: Status | undefined
}

/**
 * One scenario's table: the columns (the rank when ranked, then the target, …, the verdict
 * last) and the rows. HTTP scenarios
 * keep the rps | p50 | p99 table in declaration order; others show their runner's primary
 * metrics, ranked best first by the first of them, with its ratio to the baseline and a bar.
 */
export interface TableView {
  readonly columns: ReadonlyArray<Column>
  readonly rows: ReadonlyArray<TableRow>
  /** The metric the rows are ranked by (absent: declaration order, HTTP). */
  readonly rankedBy?: MetricName
}

/** What the overhead column shows on the baseline's own row. */
export const BASELINE = "baseline"

const overheadCell = (outcome: ScenarioOutcome, summary: TargetSummary): string => {
  if (summary.target === outcome.baseline) return BASELINE
  const p50 = summary.overhead.p50
  return p50 === undefined ? Format.NONE : Format.ratio(p50)
}

const changeCell = (summary: TargetSummary): string => {
  const p50 = summary.change.p50
  return p50 === undefined ? Format.NONE : Format.change(p50)
}

/** One row per target, in the order the gate lists them. */
export const targetRows = (outcome: ScenarioOutcome): ReadonlyArray<TargetRow> =>
  outcome.targets.map((summary) => ({
    target: summary.target,
    values: [
      Format.metric("rps", summary.estimates.rps),
      Format.metric("p50", summary.estimates.p50),
      Format.metric("p99", summary.estimates.p99),
      overheadCell(outcome, summary),
      changeCell(summary),
    ],
    status: targetStatus(outcome, summary.target),
  }))

/**
 * The metric columns of a table without HTTP metrics, chosen from what was measured: in-process
 * benchmarks (bun, go) show time_per_op, ops_per_s and allocs_per_op where present; commands
 * show wall, user_cpu and peak_rss. The first ranks the rows and draws the bars.
 */
const PRIMARY: ReadonlyArray<ReadonlyArray<MetricName>> = [
  ["time_per_op", "ops_per_s", "allocs_per_op"],
  ["wall", "user_cpu", "peak_rss"],
]

const measuredMetrics = (outcome: ScenarioOutcome): ReadonlySet<string> =>
  new Set(outcome.targets.flatMap((t) => Object.keys(t.estimates)))

/** Width of a full bar in terminal cells; each cell is drawn in eighths. */
export const BAR_WIDTH = 20
const EIGHTHS = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"] as const

/** A horizontal bar of `fraction` (0..1) of BAR_WIDTH cells: `██████▌`. */
export const bar = (fraction: number): string => {
  if (!Number.isFinite(fraction) || fraction <= 0) return ""
  const eighths = Math.max(1, Math.round(Math.min(1, fraction) * BAR_WIDTH * 8))
  return "█".repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8]
}

/** Rows ranked by `metric`, best first (by its direction); targets without it last. */
const ranked = (
  targets: ReadonlyArray<TargetSummary>,
  metric: MetricName,
): ReadonlyArray<TargetSummary> => {
  const sign = METRICS[metric].better === "lower" ? 1 : -1
  return [...targets].sort((a, b) => {
    const x = a.estimates[metric]
    const y = b.estimates[metric]
    if (x === undefined || y === undefined)
      return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0)
    return sign * (x - y)
  })
}

/**
 * Whether an rps | p50 | p99 table shows bytes_per_response: when a threshold gates it, or when
 * its targets' sizes differ (a gRPC target beside an HTTP one, two wire schemas). Sizes that
 * are the same everywhere (one HTTP API in two deployments) say nothing and stay out.
 */
const showsBytes = (outcome: ScenarioOutcome): boolean => {
  if (outcome.verdicts.some((v) => v.threshold.metric === "bytes_per_response")) return true
  const sizes = outcome.targets.flatMap((t) => {
    const size = t.estimates.bytes_per_response
    return size === undefined ? [] : [size]
  })
  return new Set(sizes).size > 1
}

/** A response size in whole bytes, exact (`3,612 B`): the column compares sizes to the byte. */
const exactBytes = (value: number | undefined): string =>
  value === undefined || !Number.isFinite(value)
    ? Format.NONE
    : `${Math.round(value).toLocaleString("en-US")} B`

/** The table for one scenario: see TableView. */
export const scenarioTable = (outcome: ScenarioOutcome): TableView => {
  const present = measuredMetrics(outcome)
  const http = present.has("rps") || present.has("p50")
  const family = http ? undefined : PRIMARY.find((metrics) => present.has(metrics[0] ?? ""))
  if (family === undefined) {
    const rows = targetRows(outcome).map((row) => ({ ...row, values: [...row.values] }))
    if (!showsBytes(outcome)) return { columns: COLUMNS, rows }
    // After p99: target | rps | p50 | p99 | bytes/resp | overhead | vs base | verdict
    const at = 4
    return {
      columns: [
        ...COLUMNS.slice(0, at),
        { title: "bytes/resp", align: "right" },
        ...COLUMNS.slice(at),
      ],
      rows: rows.map((row, i) => {
        const size = exactBytes(outcome.targets[i]?.estimates.bytes_per_response)
        return {
          ...row,
          values: [...row.values.slice(0, at - 1), size, ...row.values.slice(at - 1)],
        }
      }),
    }
  }
  const metrics = family.filter((metric) => present.has(metric))
  const primary = metrics[0] as MetricName
  const largest = Math.max(0, ...outcome.targets.map((t) => t.estimates[primary] ?? 0))
  const rows = ranked(outcome.targets, primary).map((summary, i) => {
    const value = summary.estimates[primary]
    const vsBaseline =
      summary.target === outcome.baseline
        ? BASELINE
        : summary.overhead[primary] === undefined
          ? Format.NONE
          : Format.ratio(summary.overhead[primary])
    const change = summary.change[primary]
    return {
      rank: String(i + 1),
      target: summary.target,
      values: [
        ...metrics.map((metric) => Format.metric(metric, summary.estimates[metric])),
        value === undefined || largest === 0 ? "" : bar(value / largest),
        vsBaseline,
        change === undefined ? Format.NONE : Format.change(change),
      ],
      status: targetStatus(outcome, summary.target),
    }
  })
  return {
    columns: [
      { title: "#", align: "right" },
      { title: "target", align: "left" },
      ...metrics.map((metric): Column => ({ title: metric, align: "right" })),
      { title: "", align: "left", terminalOnly: true },
      { title: "vs baseline", align: "right" },
      { title: "vs base", align: "right" },
      { title: "verdict", align: "left" },
    ],
    rows,
    rankedBy: primary,
  }
}

export interface VerdictLine {
  readonly status: Status
  /** The threshold as the user wrote it, prefixed with its target when the text omits it. */
  readonly threshold: string
  /** The measured estimate, formatted for the threshold's kind; absent when none was made. */
  readonly measured: string | undefined
  readonly reason: string
}

/**
 * The threshold text as written by the user (`layered p50 <= 2.5x`). A threshold written
 * without a target is expanded per target by the compiler; if its text does not start with the
 * target's name, the name is prepended so the expanded lines can be told apart.
 */
export const thresholdText = (threshold: Threshold): string => {
  const text = threshold.text.trim()
  if (text === threshold.target || text.startsWith(`${threshold.target} `)) return text
  return `${threshold.target}: ${text}`
}

/** One line per threshold verdict, failing first. */
export const verdictLines = (outcome: ScenarioOutcome): ReadonlyArray<VerdictLine> =>
  verdictsWorstFirst(outcome.verdicts).map((verdict) => ({
    status: verdict.status,
    threshold: thresholdText(verdict.threshold),
    measured:
      verdict.measured === undefined
        ? undefined
        : Format.measured(verdict.threshold, verdict.measured),
    reason: withMethod(verdict),
  }))

/** The reason, followed by how the estimate was made: `…; crossover-t, 8 rounds`. */
const withMethod = (verdict: ScenarioOutcome["verdicts"][number]): string => {
  const how = [
    verdict.interval?.method,
    verdict.rounds === undefined
      ? undefined
      : `${verdict.rounds} round${verdict.rounds === 1 ? "" : "s"}`,
  ].filter((part) => part !== undefined)
  const reason = describeReason(verdict.reason)
  return how.length === 0 ? reason : `${reason}; ${how.join(", ")}`
}
