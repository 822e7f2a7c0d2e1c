/**
 * The display model the terminal and markdown renderers share: one scenario as a table of
 * formatted cells, and its threshold verdicts as lines, worst first. Cells hold raw user
 * strings (target names, threshold text); each renderer sanitises or escapes them for its
 * medium. Only the layout (padding, colour, escaping) differs between renderers.
 */

import { type MetricName, metricInfo } from "../core/Metric.ts"
import type { Threshold } from "../core/Spec.ts"
import type { ScenarioOutcome, Status, TargetSummary } from "../gate/Result.ts"
import { ACCEPTED_LABEL, acceptedSentence } from "./Accepted.ts"
import * as Format from "./Format.ts"
import { describeReason } from "./Reason.ts"
import { targetStatus, verdictsWorstFirst } from "./Summary.ts"

export type Align = "left" | "right"

interface Column {
  readonly title: string
  readonly align: Align
  /** A column only the terminal draws (the bar chart); markdown leaves it out. */
  readonly terminalOnly?: boolean
}

/**
 * target | rps | p50 | p99 | overhead METRIC | vs base METRIC | verdict: the two comparison
 * columns name the metric they show (overheadColumns).
 */
const columnsFor = (overhead: MetricName, change: MetricName): ReadonlyArray<Column> => [
  { title: "target", align: "left" },
  { title: "rps", align: "right" },
  { title: "p50", align: "right" },
  { title: "p99", align: "right" },
  { title: `overhead ${overhead}`, align: "right" },
  { title: `vs base ${change}`, align: "right" },
  { title: "verdict", align: "left" },
]

/**
 * The metric each comparison column shows: the one the scenario's first overhead (or
 * regression) threshold judges, so the column and the verdict line below it speak of the same
 * number; p50 when no threshold of that kind does.
 */
const comparedMetrics = (
  outcome: ScenarioOutcome,
): { readonly overhead: MetricName; readonly change: MetricName } => {
  const first = (kind: Threshold["kind"]) =>
    outcome.verdicts.find((v) => v.threshold.kind === kind)?.threshold.metric ?? "p50"
  return { overhead: first("overhead"), change: first("regression") }
}

interface TargetRow {
  readonly target: string
  /** rps, p50, p99, overhead, vs base — formatted, `—` when absent. */
  readonly values: readonly [string, string, string, string, string]
  /** Worst verdict of the target's thresholds; `undefined` when it has none. */
  readonly status: Status | undefined
}

/** A row of a TableView: the cells between the target and the verdict, in column order. */
interface TableRow {
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
interface TableView {
  readonly columns: ReadonlyArray<Column>
  readonly rows: ReadonlyArray<TableRow>
  /** The metric the rows are ranked by (absent: declaration order, HTTP). */
  readonly rankedBy?: MetricName
}

/** What the overhead column shows on the baseline's own row. */
const BASELINE = "baseline"

/**
 * A target's overhead on `metric` in the column: as its overhead threshold on that metric is
 * written (`1.05x`, `+5.3%`, `+4.70 ms (+5.3%)`), a ratio when it has none.
 */
const overheadCell = (
  outcome: ScenarioOutcome,
  summary: TargetSummary,
  metric: MetricName = "p50",
): string => {
  if (summary.target === outcome.baseline) return BASELINE
  const ratio = summary.overhead[metric]
  if (ratio === undefined) return Format.NONE
  const verdict = outcome.verdicts.find(
    (v) =>
      v.threshold.kind === "overhead" &&
      v.threshold.target === summary.target &&
      v.threshold.metric === metric,
  )
  const threshold = verdict?.threshold
  if (threshold?.kind !== "overhead" || threshold.form === "ratio") return Format.ratio(ratio)
  if (threshold.form === "relative") return Format.overhead(threshold, ratio)
  return verdict?.measured === undefined
    ? Format.change(ratio - 1)
    : Format.overhead(threshold, verdict.measured, ratio)
}

const changeCell = (summary: TargetSummary, metric: MetricName): string => {
  const change = summary.change[metric]
  return change === undefined ? Format.NONE : Format.change(change)
}

/** One row per target, in the order the gate lists them. */
const targetRows = (outcome: ScenarioOutcome): ReadonlyArray<TargetRow> => {
  const compared = comparedMetrics(outcome)
  return outcome.targets.map((summary) => ({
    target: summary.target,
    values: [
      Format.metric("rps", summary.estimates.rps),
      Format.metric("p50", summary.estimates.p50),
      Format.metric("p99", summary.estimates.p99),
      overheadCell(outcome, summary, compared.overhead),
      changeCell(summary, compared.change),
    ],
    status: targetStatus(outcome, summary.target),
  }))
}

/**
 * The metric columns of a table without HTTP metrics, chosen from what was measured: in-process
 * benchmarks (bun, go) show time_per_op, ops_per_s and allocs_per_op where present (and
 * bytes_per_op when a threshold judges it, as the seeds report B/op); commands show wall,
 * user_cpu and peak_rss; counted scenarios, instructions. The first ranks the rows and draws
 * the bars. Any other measured metric a threshold judges gets a column after these.
 */
const PRIMARY: ReadonlyArray<ReadonlyArray<MetricName>> = [
  ["time_per_op", "ops_per_s", "bytes_per_op", "allocs_per_op"],
  ["wall", "user_cpu", "peak_rss"],
  ["instructions"],
]

/** Metrics of PRIMARY shown only when a threshold judges them. */
const WHEN_JUDGED: ReadonlySet<MetricName> = new Set(["bytes_per_op"])

/** The catalogue metrics the scenario's thresholds judge, in threshold order. */
const judgedMetrics = (outcome: ScenarioOutcome): ReadonlyArray<MetricName> => [
  ...new Set(outcome.verdicts.map((v) => v.threshold.metric)),
]

const measuredMetrics = (outcome: ScenarioOutcome): ReadonlySet<string> =>
  new Set(outcome.targets.flatMap((t) => Object.keys(t.estimates)))

/** Width of a full bar in terminal cells; each cell is drawn in eighths. */
const BAR_WIDTH = 20
const EIGHTHS = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"] as const

/** A horizontal bar of `fraction` (0..1) of BAR_WIDTH cells: `██████▌`. */
const bar = (fraction: number): string => {
  if (!Number.isFinite(fraction) || fraction <= 0) return ""
  const eighths = Math.max(1, Math.round(Math.min(1, fraction) * BAR_WIDTH * 8))
  return "█".repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8]
}

/** Rows ranked by `metric`, best first (by its direction); targets without it last. */
const ranked = (
  targets: ReadonlyArray<TargetSummary>,
  metric: MetricName,
): ReadonlyArray<TargetSummary> => {
  const sign = metricInfo(metric).better === "lower" ? 1 : -1
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

/** A column added to the rps | p50 | p99 table after the column titled `after`. */
interface ExtraColumn {
  readonly after: string
  readonly column: Column
  readonly cell: (summary: TargetSummary) => string
}

/**
 * Metrics of a load runner or of a started target's resources that get a column after p99
 * when a threshold judges them, with the column's title.
 */
const JUDGED_COLUMNS: ReadonlyArray<readonly [MetricName, string]> = [
  ["mean", "mean"],
  ["p90", "p90"],
  ["p99.9", "p99.9"],
  ["cpu_per_request", "cpu/req"],
  ["switches_per_request", "switches/req"],
  ["peak_rss", "peak rss"],
  ["mean_rss", "mean rss"],
]

/**
 * target | rps | p50 | p99 | overhead METRIC | vs base METRIC | verdict, with p95 after p50 when a threshold
 * judges it (the seeds report P95), the response size after p99 when it says something, the
 * size per item when the scenario counts items, and any of JUDGED_COLUMNS a threshold judges.
 */
const httpTable = (outcome: ScenarioOutcome): TableView => {
  const judged = judgedMetrics(outcome)
  const judgedColumns = JUDGED_COLUMNS.filter(([metric]) => judged.includes(metric))
  const extras: ReadonlyArray<ExtraColumn> = [
    ...(outcome.verdicts.some((v) => v.threshold.metric === "p95")
      ? [
          {
            after: "p50",
            column: { title: "p95", align: "right" } as const,
            cell: (summary: TargetSummary) => Format.metric("p95", summary.estimates.p95),
          },
        ]
      : []),
    ...(showsBytes(outcome)
      ? [
          {
            after: "p99",
            column: { title: "bytes/resp", align: "right" } as const,
            cell: (summary: TargetSummary) => exactBytes(summary.estimates.bytes_per_response),
          },
        ]
      : []),
    // The scenario counts items (`items`): the size per item is what it asked for.
    ...(outcome.targets.some((t) => t.estimates.bytes_per_item !== undefined)
      ? [
          {
            after: showsBytes(outcome) ? "bytes/resp" : "p99",
            column: { title: "bytes/item", align: "right" } as const,
            cell: (summary: TargetSummary) =>
              Format.metric("bytes_per_item", summary.estimates.bytes_per_item),
          },
        ]
      : []),
    ...judgedColumns.map(([metric, title], i) => ({
      after: i === 0 ? "p99" : (judgedColumns[i - 1]?.[1] ?? "p99"),
      column: { title, align: "right" } as const,
      cell: (summary: TargetSummary) => Format.metric(metric, summary.estimates[metric]),
    })),
  ]
  const compared = comparedMetrics(outcome)
  let columns: ReadonlyArray<Column> = columnsFor(compared.overhead, compared.change)
  let rows: ReadonlyArray<TableRow> = targetRows(outcome).map((row) => ({
    ...row,
    values: [...row.values],
  }))
  for (const extra of extras) {
    const at = columns.findIndex((c) => c.title === extra.after) + 1
    columns = [...columns.slice(0, at), extra.column, ...columns.slice(at)]
    // Values start after the target column.
    rows = rows.map((row, i) => {
      const summary = outcome.targets[i] as TargetSummary
      return {
        ...row,
        values: [...row.values.slice(0, at - 1), extra.cell(summary), ...row.values.slice(at - 1)],
      }
    })
  }
  return { columns, rows }
}

/** Titles of the comparison columns, which say nothing when no row has a value. */
const COMPARISON = /^(overhead|vs baseline|vs base) /

/**
 * The view without the comparison columns in which every row is `—`: a scenario without a
 * baseline has no overhead, a check without a base (or base run) no change.
 */
const withoutEmptyComparisons = (view: TableView): TableView => {
  const offset = view.columns.findIndex((c) => c.title === "target") + 1
  const empty = new Set(
    view.columns.flatMap((column, at) =>
      COMPARISON.test(column.title) &&
      view.rows.every((row) => row.values[at - offset] === Format.NONE)
        ? [at - offset]
        : [],
    ),
  )
  if (empty.size === 0) return view
  return {
    ...view,
    columns: view.columns.filter((_, at) => !empty.has(at - offset)),
    rows: view.rows.map((row) => ({ ...row, values: row.values.filter((_, i) => !empty.has(i)) })),
  }
}

/** The table for one scenario: see TableView. */
export const scenarioTable = (outcome: ScenarioOutcome): TableView =>
  withoutEmptyComparisons(fullTable(outcome))

const fullTable = (outcome: ScenarioOutcome): TableView => {
  const present = measuredMetrics(outcome)
  const http = present.has("rps") || present.has("p50")
  const family = http ? undefined : PRIMARY.find((metrics) => present.has(metrics[0] ?? ""))
  if (family === undefined) return httpTable(outcome)
  const judged = judgedMetrics(outcome)
  const shown = family.filter(
    (metric) => present.has(metric) && (!WHEN_JUDGED.has(metric) || judged.includes(metric)),
  )
  const metrics = [...shown, ...judged.filter((m) => present.has(m) && !family.includes(m))]
  const primary = metrics[0] as MetricName
  const largest = Math.max(0, ...outcome.targets.map((t) => t.estimates[primary] ?? 0))
  const rows = ranked(outcome.targets, primary).map((summary, i) => {
    const value = summary.estimates[primary]
    const vsBaseline = overheadCell(outcome, summary, primary)
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
      { title: `vs baseline ${primary}`, align: "right" },
      { title: `vs base ${primary}`, align: "right" },
      { title: "verdict", align: "left" },
    ],
    rows,
    rankedBy: primary,
  }
}

interface VerdictLine {
  readonly status: Status
  /** `PASS`, `FAIL`, …, or `ACCEPTED` for a failure a reviewer accepted. */
  readonly label: string
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
const thresholdText = (threshold: Threshold): string => {
  const text = threshold.text.trim()
  if (text === threshold.target || text.startsWith(`${threshold.target} `)) return text
  return `${threshold.target}: ${text}`
}

/** One line per threshold verdict, failing first. */
export const verdictLines = (outcome: ScenarioOutcome): ReadonlyArray<VerdictLine> =>
  verdictsWorstFirst(outcome.verdicts).map((verdict) => ({
    status: verdict.status,
    label: verdict.accepted === undefined ? Format.verdictLabel(verdict.status) : ACCEPTED_LABEL,
    threshold: thresholdText(verdict.threshold),
    measured:
      verdict.measured === undefined ? undefined : measuredText(outcome, verdict, verdict.measured),
    reason: withAcceptance(outcome, verdict, withMethod(verdict)),
  }))

/** An accepted verdict's reason says who accepted it first, then how it failed the limit. */
const withAcceptance = (
  outcome: ScenarioOutcome,
  verdict: ScenarioOutcome["verdicts"][number],
  reason: string,
): string => {
  const accepted = verdict.accepted
  if (accepted === undefined) return reason
  const level =
    accepted.level === undefined ? undefined : measuredText(outcome, verdict, accepted.level)
  return `${acceptedSentence(accepted, level)}; ${reason}`
}

/**
 * A number a verdict judged, in the terms its threshold is written in; an additive overhead
 * also shows the target's ratio to the baseline as a change (`+4.70 ms (+5.3%)`).
 */
const measuredText = (
  outcome: ScenarioOutcome,
  verdict: ScenarioOutcome["verdicts"][number],
  value: number,
): string => {
  const { threshold } = verdict
  const ratio =
    threshold.kind === "overhead"
      ? outcome.targets.find((t) => t.target === threshold.target)?.overhead[threshold.metric]
      : undefined
  return Format.measured(threshold, value, ratio)
}

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

/** A failed verdict with the scenario it belongs to: what a failing report starts with. */
export interface FailedVerdict {
  /** The scenario's position in the check's outcomes (0-based), for a link to its section. */
  readonly index: number
  readonly spec: string
  readonly scenario: string
  readonly threshold: string
  readonly measured?: string
}

/**
 * Every failed verdict of a check, in the order its scenarios come (accepted failures passed,
 * so they are not among them): a reviewer reads these first, not the 15th of 17 scenarios.
 */
export const failedVerdicts = (
  outcomes: ReadonlyArray<ScenarioOutcome>,
): ReadonlyArray<FailedVerdict> =>
  outcomes.flatMap((outcome, index) =>
    verdictLines(outcome)
      .filter((line) => line.status === "fail")
      .map((line) => ({
        index,
        spec: outcome.spec,
        scenario: outcome.scenario,
        threshold: line.threshold,
        ...(line.measured === undefined ? {} : { measured: line.measured }),
      })),
  )
