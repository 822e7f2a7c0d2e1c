/**
 * Axes drawn in SVG, with their ticks labelled, for the charts of the HTML report and of the
 * history site. A chart's horizontal positions are percentages of its width and its vertical
 * ones pixels, so a chart stretches to any width while its text keeps its size: 11 px on a
 * phone as on a desktop. Pure; the text is escaped.
 */
import { type Scale, tickLabels } from "./Scale.ts"
import { xmlText } from "./Xml.ts"

/** A fraction of the width as an SVG length: `42.5%`. */
export const percent = (fraction: number): string =>
  `${Number.isFinite(fraction) ? Math.round(fraction * 1000) / 10 : 0}%`

/** A pixel coordinate, rounded to a tenth. */
export const px = (value: number): string =>
  String(Number.isFinite(value) ? Math.round(value * 10) / 10 : 0)

/** The least distance between two labels of a horizontal axis, as a fraction of its width. */
const MIN_GAP = 0.17

/** Height of a horizontal axis: the tick marks and a line of labels under them. */
const AXIS_HEIGHT = 20

/**
 * A horizontal axis under a column of horizontal charts drawn on `scale`: a tick and its label
 * at each round value. The first and last labels are anchored inside the edges.
 */
export const horizontalAxis = (
  scale: Scale,
  format: (value: number) => string,
  label: string,
): string => {
  // Labels at least MIN_GAP of the width apart, so they stay apart on a phone; every tick
  // keeps its mark.
  const ticks = tickLabels(scale, format).reduce<Array<{ value: number; label: string }>>(
    (kept, tick) => {
      const last = kept.at(-1)
      if (last === undefined || scale.at(tick.value) - scale.at(last.value) >= MIN_GAP) {
        kept.push(tick)
      }
      return kept
    },
    [],
  )
  const unlabelled = scale.ticks
    .filter((value) => !ticks.some((t) => t.value === value))
    .map(
      (value) =>
        `<line class="tick" x1="${percent(scale.at(value))}" y1="0" x2="${percent(scale.at(value))}" y2="3"/>`,
    )
    .join("")
  const marks = ticks
    .map(({ value, label: text }, i) => {
      const x = percent(scale.at(value))
      const anchor =
        ticks.length > 1 && i === 0
          ? scale.at(value) < 0.08
            ? "start"
            : "middle"
          : i === ticks.length - 1 && scale.at(value) > 0.92
            ? "end"
            : "middle"
      return (
        `<line class="tick" x1="${x}" y1="0" x2="${x}" y2="4"/>` +
        `<text class="tick" x="${x}" y="15" text-anchor="${anchor}">${xmlText(text)}</text>`
      )
    })
    .join("")
  const said = ticks.map((t) => t.label).join(", ")
  return (
    `<svg class="axis" width="100%" height="${AXIS_HEIGHT}" role="img" ` +
    `aria-label="${xmlText(`${label}${scale.kind === "log" ? ", log scale" : ""}: ${said}`)}">` +
    `<line class="axis" x1="0" y1="0" x2="100%" y2="0"/>${unlabelled}${marks}</svg>`
  )
}

/**
 * The labels of a vertical axis, right-aligned in a column `width` pixels wide beside the plot,
 * at the heights `y` gives; the plot draws the matching grid lines.
 */
export const verticalAxisLabels = (
  scale: Scale,
  format: (value: number) => string,
  y: (value: number) => number,
  size: { readonly width: number; readonly height: number },
): string => {
  const labels = tickLabels(scale, format)
    .map(
      ({ value, label }) =>
        `<text class="tick" x="${size.width - 4}" y="${px(y(value) + 4)}" text-anchor="end">${xmlText(label)}</text>`,
    )
    .join("")
  return `<svg class="y-axis" width="${size.width}" height="${size.height}" aria-hidden="true">${labels}</svg>`
}
