/**
 * One series over a branch's runs as an inline SVG, for the history site and the report's
 * overhead history: runs left to right (oldest first), the value on a vertical axis with
 * labelled ticks (log when the values span more than a decade), each run's interval as a band
 * behind its point, and each level shift as a dashed line labelled with its commit. An interval
 * end past the axis is cut at the edge and drawn open (no cap), and the point's title says so.
 * A few runs (one, two) are no trend to read off a line: up to LABEL_EVERY runs, each point is
 * written with its value and its commit. Pure; no script, nothing fetched.
 */
import { percent, px, verticalAxisLabels } from "./Axis.ts"
import { clipped, domainValues, type Scale, scaleOf, tickLabels } from "./Scale.ts"
import { xmlText } from "./Xml.ts"

export interface ChartPoint {
  readonly value: number
  /** The run's interval around `value`, when it has one. */
  readonly lower?: number
  readonly upper?: number
  /** What the point says on its own: run, commit, value, interval. */
  readonly title: string
}

interface ChartMark {
  /** Index in the points of the first run of the new level. */
  readonly index: number
  /** Written beside the line: the commit's short id. */
  readonly label: string
  readonly title: string
}

interface SeriesChartInput {
  /** The chart's text alternative. */
  readonly label: string
  readonly points: ReadonlyArray<ChartPoint>
  readonly marks: ReadonlyArray<ChartMark>
  /** A value as the axis and titles show it. */
  readonly format: (value: number) => string
  /** The short commit of each point, for the labels under the first and last run. */
  readonly commits: ReadonlyArray<string>
}

/** Pixel geometry: the plot between TOP and BOTTOM, commit labels under it. */
const TOP = 18
const BOTTOM = 150
const HEIGHT = 172
const AXIS_WIDTH = 64
/** The first and last runs sit this far inside the plot's edges. */
const INSET = 0.03
/** Up to this many runs, every point is labelled with its value and its commit. */
const LABEL_EVERY = 6

const xOf = (index: number, count: number): number =>
  count <= 1 ? 0.5 : INSET + (index / (count - 1)) * (1 - 2 * INSET)

/**
 * Interval ends may reach this many spans of the values past them: a run's interval is often
 * wider than the spread of the runs, and a band cut at both ends would say little.
 */
const SERIES_REACH = 10

/** The scale of a series: its values and interval ends, ends very far from the values cut. */
const seriesScale = (points: ReadonlyArray<ChartPoint>): Scale =>
  scaleOf(
    domainValues(
      points.map((p) => p.value),
      points.flatMap((p) => [p.lower ?? Number.NaN, p.upper ?? Number.NaN]),
      SERIES_REACH,
    ),
  )

/** Where a series is drawn: its scale, the vertical position of a value, and the run count. */
interface Plot {
  readonly scale: Scale
  readonly y: (value: number) => number
  readonly n: number
}

const yAt = (fraction: number) => BOTTOM - fraction * (BOTTOM - TOP)

/** A grid line per labelled tick: ticks whose labels would repeat are left out of both. */
const gridLines = ({ scale, y }: Plot, format: (value: number) => string): string =>
  tickLabels(scale, format)
    .map(
      ({ value }) =>
        `<line class="grid" x1="0" y1="${px(y(value))}" x2="100%" y2="${px(y(value))}"/>`,
    )
    .join("")

/** Each run's interval as a band behind its point, a cut end drawn as an arrowhead. */
const intervalBands = (plot: Plot, points: ReadonlyArray<ChartPoint>): string => {
  const { scale, n } = plot
  // A band's width: most of the gap between runs, within 1% and 4% of the plot.
  const bandWidth = Math.min(
    0.04,
    Math.max(0.01, n <= 1 ? 0.04 : (0.6 * (1 - 2 * INSET)) / (n - 1)),
  )
  return points
    .map((p, i) => {
      if (p.lower === undefined || p.upper === undefined) return ""
      const low = clipped(scale, p.lower)
      const high = clipped(scale, p.upper)
      const x = xOf(i, n)
      const top = yAt(high.at)
      const bottom = yAt(low.at)
      const rect = `<rect class="band" x="${percent(x - bandWidth / 2)}" y="${px(top)}" width="${percent(bandWidth)}" height="${px(Math.max(1, bottom - top))}"/>`
      // A cut end gets a small arrowhead pointing off the plot instead of the band's flat end.
      const arrow = (at: number, up: boolean) =>
        `<line class="cut" x1="${percent(x)}" y1="${px(at)}" x2="${percent(x)}" y2="${px(up ? at - 6 : at + 6)}"/>`
      return (
        rect +
        (high.cut === "high" ? arrow(top + 6, true) : "") +
        (low.cut === "low" ? arrow(bottom - 6, false) : "")
      )
    })
    .join("")
}

/** The line joining consecutive runs' values. */
const trendLine = ({ y, n }: Plot, points: ReadonlyArray<ChartPoint>): string =>
  points
    .slice(1)
    .map((p, i) => {
      const from = points[i] as ChartPoint
      return `<line class="trend" x1="${percent(xOf(i, n))}" y1="${px(y(from.value))}" x2="${percent(xOf(i + 1, n))}" y2="${px(y(p.value))}"/>`
    })
    .join("")

/** A point per run, titled with what it says on its own. */
const pointDots = ({ y, n }: Plot, points: ReadonlyArray<ChartPoint>): string =>
  points
    .map(
      (p, i) =>
        `<circle class="point" cx="${percent(xOf(i, n))}" cy="${px(y(p.value))}" r="3.5"><title>${xmlText(p.title)}</title></circle>`,
    )
    .join("")

/** Each level shift as a dashed line labelled with its commit. */
const shiftMarks = ({ n }: Plot, marks: ReadonlyArray<ChartMark>): string =>
  marks
    .map((mark) => {
      // Halfway between the last run of the old level and the first of the new one.
      const x = mark.index <= 0 ? xOf(0, n) : (xOf(mark.index - 1, n) + xOf(mark.index, n)) / 2
      const anchor = x > 0.85 ? "end" : "start"
      return (
        `<line class="shift" x1="${percent(x)}" y1="${TOP - 4}" x2="${percent(x)}" y2="${BOTTOM}"><title>${xmlText(mark.title)}</title></line>` +
        `<text class="mark" x="${percent(x)}" dx="${anchor === "end" ? -3 : 3}" y="${TOP - 6}" text-anchor="${anchor}">${xmlText(mark.label)}</text>`
      )
    })
    .join("")

/** Where a label of run `i` is anchored: inside the plot at its ends. */
const anchorOf = (i: number, n: number): string =>
  n <= 1 ? "middle" : i === 0 ? "start" : i === n - 1 ? "end" : "middle"

/** Each point's value written above it (below, near the top), when the runs are few. */
const valueLabels = (
  { y, n }: Plot,
  points: ReadonlyArray<ChartPoint>,
  format: (value: number) => string,
): string =>
  n > LABEL_EVERY
    ? ""
    : points
        .map((p, i) => {
          const at = y(p.value)
          const ty = at - 8 < TOP ? at + 16 : at - 8
          return `<text class="value" x="${percent(xOf(i, n))}" y="${px(ty)}" text-anchor="${anchorOf(i, n)}">${xmlText(format(p.value))}</text>`
        })
        .join("")

/** The short commits under every run when they are few, else under the first and last. */
const commitLabels = ({ n }: Plot, commits: ReadonlyArray<string>): string => {
  if (n <= LABEL_EVERY) {
    return commits
      .map(
        (commit, i) =>
          `<text class="tick" x="${percent(xOf(i, n))}" y="${HEIGHT - 4}" text-anchor="${anchorOf(i, n)}">${xmlText(commit)}</text>`,
      )
      .join("")
  }
  const first = commits[0]
  const last = commits.at(-1)
  return (
    (first === undefined
      ? ""
      : `<text class="tick" x="${percent(xOf(0, n))}" y="${HEIGHT - 4}" text-anchor="${n <= 1 ? "middle" : "start"}">${xmlText(first)}</text>`) +
    (last === undefined || n <= 1
      ? ""
      : `<text class="tick" x="${percent(xOf(n - 1, n))}" y="${HEIGHT - 4}" text-anchor="end">${xmlText(last)}</text>`)
  )
}

/** The chart: a label column and the plot, side by side (class `plot`). */
export const renderSeriesChart = (input: SeriesChartInput): string => {
  const { points } = input
  const scale = seriesScale(points)
  const plot: Plot = {
    scale,
    y: (value: number) => BOTTOM - scale.at(value) * (BOTTOM - TOP),
    n: points.length,
  }
  const grid = gridLines(plot, input.format)
  const bands = intervalBands(plot, points)
  const line = trendLine(plot, points)
  const marks = shiftMarks(plot, input.marks)
  const dots = pointDots(plot, points)
  const values = valueLabels(plot, points, input.format)
  const commits = commitLabels(plot, input.commits)
  const axisText = `${scale.kind === "log" ? "log scale, " : ""}${xmlText(input.format(scale.low))} to ${xmlText(input.format(scale.high))}`
  return (
    `<div class="plot">` +
    verticalAxisLabels(scale, input.format, plot.y, { width: AXIS_WIDTH, height: HEIGHT }) +
    `<svg class="series" width="100%" height="${HEIGHT}" role="img" aria-label="${xmlText(input.label)} (${axisText})">` +
    `${grid}<line class="axis" x1="0" y1="${BOTTOM}" x2="100%" y2="${BOTTOM}"/>${bands}${line}${marks}${dots}${values}${commits}</svg>` +
    `</div>`
  )
}
