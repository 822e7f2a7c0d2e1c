/**
 * The overhead history of a scenario as a Mermaid `xychart-beta` line chart for the PR comment:
 * x = the runs (short commit ids, this run last), y = each target's overhead over the baseline
 * in the figure its thresholds gate (gate/Figure.ts: target ÷ baseline, that ratio as a change
 * in %, or target − baseline in the metric's unit), one line per target. One y-axis reads one
 * form: the lines drawn share the form of the longest history; the others are named.
 *
 * Mermaid's xychart draws no legend and has no missing values, so:
 * - the lines get a fixed palette (an `init` directive) and the comment a legend below the chart
 *   with the matching coloured squares;
 * - every line has a value at every x: targets are drawn, most points first, while the runs they
 *   all have in common stay at least two; a target with other runs (added later, say) is named
 *   as not drawn. Its numbers are still in the JSON report.
 *
 * Text inside the chart is not markdown (a fenced block), so it is not markdown-escaped but
 * reduced to characters that cannot end a Mermaid string, open a directive or close the fence.
 */
import { type MetricName, metricInfo } from "../core/Metric.ts"
import { historyInForm } from "../gate/OverheadHistory.ts"
import type {
  LevelShift,
  OverheadHistory,
  OverheadPoint,
  ScenarioOutcome,
  TargetSummary,
} from "../gate/Result.ts"
import { figureFormat } from "./FigureText.ts"

/** Line colours in order, and the squares that stand for them in the legend. */
const PALETTE: ReadonlyArray<{ readonly color: string; readonly square: string }> = [
  { color: "#2f81f7", square: "🟦" },
  { color: "#f0883e", square: "🟧" },
  { color: "#3fb950", square: "🟩" },
  { color: "#f85149", square: "🟥" },
  { color: "#a371f7", square: "🟪" },
  { color: "#d4a72c", square: "🟨" },
  { color: "#8b5a2b", square: "🟫" },
]

/** More runs than this and the chart is collapsed in a `<details>`. */
export const OPEN_CHART_POINTS = 8

/** Longest name (baseline, branch) kept inside the chart's title. */
const MAX_NAME = 40

/**
 * A user string as the inside of a Mermaid `"…"` string on one line: quotes become `'`, and
 * anything but letters, digits, spaces and plain punctuation becomes `_` — no `"` (ends the
 * string), backtick (markdown strings, the code fence), `%`, `{`, `}` (directives), `<`, `>`,
 * `&`, `#`, `;` (HTML, entities, statement ends). Cut to `max` characters, ending in `…`.
 * Applying it twice changes nothing.
 */
export const mermaidText = (text: string, max = MAX_NAME): string => {
  const safe = text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/["`]/g, "'")
    .replace(/[^\p{L}\p{N}\p{M} .,:/+\-_()[\]'@!?=*×÷…]/gu, "_")
  const chars = [...safe]
  return chars.length <= max ? safe : `${chars.slice(0, max - 1).join("")}…`
}

/** A number as Mermaid reads it: no exponent, at most 3 decimals, no trailing zeros. */
export const mermaidNumber = (value: number): string => {
  const fixed = value.toFixed(3)
  return fixed.includes(".") ? fixed.replace(/0+$/, "").replace(/\.$/, "") : fixed
}

/** The x label of a point: a commit id cut to 7 characters. */
const shortCommit = (commit: string): string =>
  /^[0-9a-f]{7,}$/i.test(commit)
    ? commit.slice(0, 7).toLowerCase()
    : mermaidText(commit).slice(0, 12)

/** Labels made unique (Mermaid would merge equal categories): a rerun of a commit gets `(2)`. */
const uniqueLabels = (labels: ReadonlyArray<string>): ReadonlyArray<string> => {
  const seen = new Map<string, number>()
  return labels.map((label) => {
    const count = (seen.get(label) ?? 0) + 1
    seen.set(label, count)
    return count === 1 ? label : `${label} (${count})`
  })
}

/** Identifies a run across targets: its stored id, or this run. */
const keyOf = (point: OverheadPoint): string =>
  point.runId === undefined ? "this run" : `run ${point.runId}`

interface Series {
  readonly summary: TargetSummary
  readonly history: OverheadHistory
  /** The points with a number in the history's form, each with it. */
  readonly points: ReadonlyArray<OverheadPoint & { readonly value: number }>
  readonly shifts: ReadonlyArray<LevelShift>
}

type HistoryForm = NonNullable<OverheadHistory["form"]> | "ratio"

const formOf = (history: Pick<OverheadHistory, "form">): HistoryForm => history.form ?? "ratio"

/**
 * How a form's numbers are plotted, Mermaid writing at most 3 decimals: ratios as they are, a
 * relative change in %, a difference in the metric's unit — in µs or ns when a difference of
 * milliseconds is small, in percentage points for a rate.
 */
interface Plotted {
  /** The y-axis title. */
  readonly axis: string
  readonly scale: number
  /** The lowest the y-axis starts at: 1× for ratios, 0 for changes and differences. */
  readonly floor: number
}

const plotted = (form: HistoryForm, metric: MetricName, values: ReadonlyArray<number>): Plotted => {
  if (form === "ratio") return { axis: "ratio", scale: 1, floor: 1 }
  if (form === "relative") return { axis: "percent", scale: 100, floor: 0 }
  const unit = metricInfo(metric).unit
  const largest = Math.max(...values.map(Math.abs))
  if (unit === "ms") {
    return largest < 0.001
      ? { axis: "ns", scale: 1e6, floor: 0 }
      : largest < 1
        ? { axis: "µs", scale: 1e3, floor: 0 }
        : { axis: "ms", scale: 1, floor: 0 }
  }
  if (unit === "fraction") return { axis: "percentage points", scale: 100, floor: 0 }
  return { axis: unit, scale: 1, floor: 0 }
}

interface OverheadChart {
  /** The chart's x positions, oldest first. */
  readonly labels: ReadonlyArray<string>
  /** Drawn targets in report order, with one value per label. */
  readonly lines: ReadonlyArray<{
    readonly target: string
    readonly metric: string
    /** In the plotted unit (`plot`). */
    readonly values: ReadonlyArray<number>
  }>
  /** How the values are plotted: the y-axis title, and where it starts at the lowest. */
  readonly plot: Plotted
  /** Targets with at least two points that share fewer than two runs with the drawn ones. */
  readonly notDrawn: ReadonlyArray<string>
  /** Targets whose history reads in another form than the drawn lines'. */
  readonly otherForm: ReadonlyArray<string>
  /** Targets past the seventh line (one colour and legend square each). */
  readonly tooMany: ReadonlyArray<string>
  /**
   * Level shifts of the drawn lines (gate/OverheadHistory.ts `levelShifts`) whose first run is drawn;
   * that run's label is starred. `before` and `after` as the history's form writes them.
   */
  readonly shifts: ReadonlyArray<{
    readonly target: string
    readonly label: string
    readonly before: string
    readonly after: string
  }>
  /** Whether the last x position is this run (not a stored one). */
  readonly current: boolean
  /** Already reduced to Mermaid-safe text (names cut to 40 characters). */
  readonly title: string
}

/**
 * The targets drawn, most points first (stable: report order among equals), while the runs they
 * all have in common stay at least two; those past the palette's colours are too many.
 */
const chooseDrawn = (candidates: ReadonlyArray<Series>) => {
  const byLength = [...candidates].sort((a, b) => b.points.length - a.points.length)
  let common: ReadonlySet<string> | undefined
  const drawn: Series[] = []
  const tooMany: Series[] = []
  for (const series of byLength) {
    if (drawn.length === PALETTE.length) {
      tooMany.push(series)
      continue
    }
    const keys = new Set(series.points.map(keyOf))
    const shared = common === undefined ? keys : new Set([...common].filter((k) => keys.has(k)))
    if (shared.size < 2) continue
    common = shared
    drawn.push(series)
  }
  return { drawn, tooMany, common }
}

/** The drawn lines' level shifts whose first run is a column, with that column's label. */
const drawnShifts = (
  inOrder: ReadonlyArray<Series>,
  columns: ReadonlyArray<OverheadPoint>,
  plainLabels: ReadonlyArray<string>,
): OverheadChart["shifts"] => {
  const columnOf = new Map(columns.map((p, i) => [keyOf(p), i]))
  return inOrder.flatMap((series) => {
    const { history } = series
    const form = formOf(history)
    // Ratios as the chart has always said them (`2.4x`); other forms as their limits write them.
    const format =
      form === "ratio"
        ? (value: number) => `${mermaidNumber(value)}x`
        : figureFormat({ metric: history.metric, form })
    return series.shifts.flatMap((shift) => {
      const point = series.points[shift.index]
      const column = point === undefined ? undefined : columnOf.get(keyOf(point))
      const label = column === undefined ? undefined : plainLabels[column]
      return label === undefined
        ? []
        : [
            {
              target: series.summary.target,
              label,
              before: format(shift.before),
              after: format(shift.after),
            },
          ]
    })
  })
}

/** What to draw for a scenario; undefined without a target of at least two history points. */
export const overheadChart = (outcome: ScenarioOutcome): OverheadChart | undefined => {
  const baseline = outcome.baseline
  if (baseline === undefined) return undefined
  const histories: Series[] = outcome.targets.flatMap((summary) => {
    const history = summary.history
    if (history === undefined) return []
    const { points, shifts } = historyInForm(history)
    return points.length >= 2 ? [{ summary, history, points, shifts }] : []
  })
  // One y-axis, one form: the longest history's.
  const longest = [...histories].sort((a, b) => b.points.length - a.points.length)[0]
  const form = longest === undefined ? "ratio" : formOf(longest.history)
  const candidates = histories.filter((s) => formOf(s.history) === form)
  const { drawn, tooMany, common } = chooseDrawn(candidates)
  const first = drawn[0]
  if (first === undefined || common === undefined) return undefined
  const keep = common
  const columns = first.points.filter((p) => keep.has(keyOf(p)))
  const inOrder = candidates.filter((s) => drawn.includes(s))
  const metrics = new Set(inOrder.map((s) => s.history.metric))
  const metric = metrics.size === 1 ? `${first.history.metric} ` : ""
  const branch = first.history.branch
  const plainLabels = uniqueLabels(columns.map((p) => shortCommit(p.commit)))
  const shifts = drawnShifts(inOrder, columns, plainLabels)
  const starred = new Set(shifts.map((shift) => shift.label))
  const raw = inOrder.map((series) => {
    const byKey = new Map(series.points.map((p) => [keyOf(p), p.value]))
    return columns.map((p) => byKey.get(keyOf(p)) ?? Number.NaN)
  })
  const plot = plotted(
    form,
    first.history.metric,
    raw.flat().filter((v) => Number.isFinite(v)),
  )
  const toPlot = (value: number) => (form === "relative" ? value - 1 : value) * plot.scale
  return {
    title:
      `${metric}overhead vs ${mermaidText(baseline)} on ${mermaidText(branch)}` +
      (form === "ratio" ? "" : ` (${form === "relative" ? "change" : "difference"}, ${plot.axis})`),
    labels: plainLabels.map((label) => (starred.has(label) ? `*${label}` : label)),
    shifts,
    plot,
    lines: inOrder.map((series, i) => ({
      target: series.summary.target,
      metric: series.history.metric,
      values: (raw[i] ?? []).map(toPlot),
    })),
    notDrawn: candidates
      .filter((s) => !drawn.includes(s) && !tooMany.includes(s))
      .map((s) => s.summary.target),
    otherForm: histories.filter((s) => !candidates.includes(s)).map((s) => s.summary.target),
    tooMany: candidates.filter((s) => tooMany.includes(s)).map((s) => s.summary.target),
    current: columns.at(-1)?.runId === undefined,
  }
}

/**
 * The y range: from the plot's floor (1× for ratios, 0 otherwise; lower when a value is) to a
 * little above the highest value.
 */
const yRange = (values: ReadonlyArray<number>, floor: number): readonly [number, number] => {
  const lower = Math.floor(Math.min(floor, ...values) * 10) / 10
  const highest = Math.max(...values)
  const upper = Math.ceil(Math.max(highest + Math.abs(highest) * 0.05, lower + 0.1) * 10) / 10
  return [lower, upper]
}

/** The Mermaid source of the chart (without the code fence). */
export const mermaidSource = (chart: OverheadChart): string => {
  const palette = PALETTE.slice(0, chart.lines.length)
    .map((p) => p.color)
    .join(", ")
  const [lower, upper] = yRange(
    chart.lines.flatMap((line) => line.values),
    chart.plot.floor,
  )
  return [
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${palette}"}}}}%%`,
    "xychart-beta",
    `    title "${mermaidText(chart.title, 200)}"`,
    `    x-axis [${chart.labels.map((label) => `"${label}"`).join(", ")}]`,
    `    y-axis "${mermaidText(chart.plot.axis)}" ${mermaidNumber(lower)} --> ${mermaidNumber(upper)}`,
    ...chart.lines.map((line) => `    line [${line.values.map(mermaidNumber).join(", ")}]`),
  ].join("\n")
}

/**
 * The chart block for a scenario's section, with its legend (`escapeText` makes target names
 * literal markdown); empty without at least two history points of some target.
 */
export const overheadChartBlock = (
  outcome: ScenarioOutcome,
  escapeText: (text: string) => string,
): ReadonlyArray<string> => {
  const chart = overheadChart(outcome)
  if (chart === undefined) return []
  const legend = chart.lines
    .map(
      (line, i) =>
        `${PALETTE[i]?.square ?? ""} ${escapeText(line.target)} (${escapeText(line.metric)})`,
    )
    .join(" · ")
  const notes = [
    `Overhead history: ${legend}.`,
    ...(chart.current ? ["The last point is this run."] : []),
    ...chart.shifts.map(
      (shift) =>
        `Level shift (starred): ${escapeText(shift.target)} from ${escapeText(shift.before)} ` +
        `to ${escapeText(shift.after)} at ${shift.label}.`,
    ),
    ...(chart.notDrawn.length === 0
      ? []
      : [`Not drawn (too few runs in common): ${chart.notDrawn.map(escapeText).join(", ")}.`]),
    ...(chart.tooMany.length === 0
      ? []
      : [`Not drawn (more than 7 lines): ${chart.tooMany.map(escapeText).join(", ")}.`]),
    ...(chart.otherForm.length === 0
      ? []
      : [
          `Not drawn (its overhead reads in another form): ${chart.otherForm.map(escapeText).join(", ")}.`,
        ]),
  ]
  const body = ["```mermaid", mermaidSource(chart), "```", "", notes.join(" ")]
  if (chart.labels.length <= OPEN_CHART_POINTS) return body
  return [
    "<details>",
    `<summary>Overhead history (${chart.labels.length} runs)</summary>`,
    "",
    ...body,
    "",
    "</details>",
  ]
}
