/**
 * `bench history` output: a branch's trends (gate/Trend.ts) as a terminal table — one row per
 * target with what it follows (the gated figure, report/FigureText.ts), its latest value, its
 * range, a sparkline of its runs and its level shifts — and as JSON with every point. Pure.
 */
import { metricInfo } from "../core/Metric.ts"
import { UNKNOWN } from "../gate/Environment.ts"
import type { LevelShift } from "../gate/Result.ts"
import type { TrendSeries } from "../gate/Trend.ts"
import { figureFollows, figureFormat } from "./FigureText.ts"
import { NONE } from "./Format.ts"
import type { TrendJson } from "./json/TrendJson.ts"
import { displayWidth, padEnd, singleLine } from "./Text.ts"

export interface TrendReport {
  readonly branch: string
  /** The store read. */
  readonly db: string
  /** Runs asked for (`--limit`). */
  readonly limit: number
  readonly series: ReadonlyArray<TrendSeries>
  /** When the branch has no runs: the runs the store has of other branches, by branch. */
  readonly otherBranches?: Readonly<Record<string, number>>
}

const BARS = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

/** One bar per point, scaled between the series' lowest and highest value. */
const sparkline = (values: ReadonlyArray<number>): string => {
  const finite = values.filter(Number.isFinite)
  if (finite.length === 0) return ""
  const low = Math.min(...finite)
  const high = Math.max(...finite)
  return values
    .map((value) => {
      if (!Number.isFinite(value)) return " "
      const level = high === low ? 3 : Math.round(((value - low) / (high - low)) * 7)
      return BARS[level] ?? BARS[0]
    })
    .join("")
}

const valueText = (series: TrendSeries, value: number): string => figureFormat(series)(value)

const shiftText = (series: TrendSeries, shift: LevelShift): string => {
  const point = series.points[shift.index]
  const run = point === undefined ? "" : ` (run ${point.runId})`
  return (
    `${valueText(series, shift.before)} → ${valueText(series, shift.after)} ` +
    `at ${shift.commit.slice(0, 7)}${run}`
  )
}

const table = (rows: ReadonlyArray<ReadonlyArray<string>>): ReadonlyArray<string> => {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((row) => displayWidth(row[column] ?? ""))),
  )
  return rows.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : padEnd(cell, widths[column] ?? 0)))
      .join("  ")
      .trimEnd(),
  )
}

/** When the branch has no runs: where to look instead. */
const noRuns = (report: TrendReport): string => {
  const others = Object.entries(report.otherBranches ?? {})
  const named = others
    .filter(([branch]) => branch !== UNKNOWN)
    .map(([branch, n]) => `${singleLine(branch)} (${n})`)
  const outsideGit = report.otherBranches?.[UNKNOWN]
  return (
    `no stored runs of branch ${singleLine(report.branch)} in ${singleLine(report.db)}` +
    " (bench check stores every run there)\n" +
    (named.length === 0
      ? ""
      : `runs of other branches: ${named.join(", ")}; --branch NAME shows one\n`) +
    (outsideGit === undefined
      ? ""
      : `${outsideGit} run${outsideGit === 1 ? " was" : "s were"} made outside a git repository (no branch to file them under): --branch ${UNKNOWN} shows them\n`)
  )
}

/** The series grouped by spec and scenario, in first-seen order. */
const byScenario = (series: ReadonlyArray<TrendSeries>): Map<string, TrendSeries[]> => {
  const scenarios = new Map<string, TrendSeries[]>()
  for (const one of series) {
    const key = `${one.spec}\u0000${one.scenario}`
    const group = scenarios.get(key)
    if (group === undefined) scenarios.set(key, [one])
    else group.push(one)
  }
  return scenarios
}

/** A target's row: what it follows, its runs, latest value, range, sparkline and shifts. */
const seriesRow = (series: TrendSeries): ReadonlyArray<string> => {
  const values = series.points.map((p) => p.value)
  const latest = values.at(-1)
  const finite = values.filter(Number.isFinite)
  const range =
    finite.length < 2
      ? NONE
      : `${valueText(series, Math.min(...finite))} – ${valueText(series, Math.max(...finite))}`
  return [
    `  ${singleLine(series.target)}`,
    figureFollows(series, series.baseline === undefined ? undefined : singleLine(series.baseline)),
    String(series.points.length),
    latest === undefined ? NONE : valueText(series, latest),
    range,
    sparkline(values),
    series.shifts.length === 0
      ? NONE
      : series.shifts.map((shift) => shiftText(series, shift)).join("; "),
  ]
}

/** The terminal text: per scenario, a row per target. */
export const renderTrendTerminal = (report: TrendReport): string => {
  if (report.series.length === 0) return noRuns(report)
  const runs = new Set(report.series.flatMap((s) => s.points.map((p) => p.runId))).size
  const out: string[] = [
    `history of ${singleLine(report.branch)}: ${runs} run${runs === 1 ? "" : "s"} ` +
      `(the newest ${report.limit} asked), oldest → newest`,
  ]
  for (const group of byScenario(report.series).values()) {
    const first = group[0]
    if (first === undefined) continue
    out.push("", `${singleLine(first.spec)} › ${singleLine(first.scenario)}`)
    out.push(
      ...table([
        ["  target", "follows", "runs", "latest", "range", "runs, oldest → newest", "level shifts"],
        ...group.map(seriesRow),
      ]),
    )
  }
  return `${out.join("\n")}\n`
}

/** The JSON document (report/json/TrendJson.ts): every series with every point and its level shifts. */
export const renderTrendJson = (report: TrendReport): string =>
  `${JSON.stringify(
    {
      version: 1,
      branch: report.branch,
      limit: report.limit,
      series: report.series.map((series) => ({
        spec: series.spec,
        scenario: series.scenario,
        target: series.target,
        metric: series.metric,
        form: series.form,
        gatedBy: series.gatedBy ?? null,
        baseline: series.baseline ?? null,
        // Ratios stay ratios when shown as changes; a difference is in the metric's unit.
        unit:
          series.form === "ratio" || series.form === "relative"
            ? "ratio"
            : metricInfo(series.metric).unit,
        points: series.points.map((point) => ({
          runId: point.runId,
          commit: point.commit,
          startedAt: point.startedAt,
          value: Number.isFinite(point.value) ? point.value : null,
        })),
        shifts: series.shifts.map((shift) => ({
          index: shift.index,
          commit: shift.commit,
          before: shift.before,
          after: shift.after,
          pValue: shift.pValue,
        })),
      })),
    } satisfies TrendJson,
    null,
    2,
  )}\n`
