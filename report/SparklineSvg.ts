/**
 * A sparkline as an inline SVG, for the history site's index: a series' runs oldest to newest,
 * scaled between its lowest and highest value, the newest run a dot and each level shift a
 * tick. No axis: the numbers stand beside it, and its text alternative says them. Pure.
 */
import { percent, px } from "./Axis.ts"
import { xmlText } from "./Xml.ts"

const HEIGHT = 28
const PAD = 4

export const renderSparkline = (
  values: ReadonlyArray<number>,
  shifts: ReadonlyArray<number>,
  label: string,
): string => {
  const finite = values.filter(Number.isFinite)
  const low = Math.min(...finite)
  const high = Math.max(...finite)
  const n = values.length
  const x = (i: number) => (n <= 1 ? 0.5 : 0.02 + (i / (n - 1)) * 0.94)
  const y = (v: number) =>
    high === low ? HEIGHT / 2 : HEIGHT - PAD - ((v - low) / (high - low)) * (HEIGHT - 2 * PAD)
  const segments = values
    .slice(1)
    .map((v, i) => {
      const from = values[i] ?? Number.NaN
      return Number.isFinite(from) && Number.isFinite(v)
        ? `<line class="trend" x1="${percent(x(i))}" y1="${px(y(from))}" x2="${percent(x(i + 1))}" y2="${px(y(v))}"/>`
        : ""
    })
    .join("")
  const ticks = shifts
    .map((index) => {
      const at = index <= 0 ? x(0) : (x(index - 1) + x(index)) / 2
      return `<line class="shift" x1="${percent(at)}" y1="0" x2="${percent(at)}" y2="${HEIGHT}"/>`
    })
    .join("")
  const newest = values.at(-1)
  const dot =
    newest === undefined || !Number.isFinite(newest)
      ? ""
      : `<circle class="point" cx="${percent(x(n - 1))}" cy="${px(y(newest))}" r="2.5"/>`
  return `<svg class="spark" width="100%" height="${HEIGHT}" role="img" aria-label="${xmlText(label)}">${ticks}${segments}${dot}</svg>`
}
