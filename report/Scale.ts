/**
 * The value axis of a chart: a linear or logarithmic mapping of values to a fraction of the
 * plot (0 at one edge, 1 at the other) and the ticks to label it with. Pure.
 *
 * Values spanning more than a decade (highest ÷ lowest > 10, all positive) get a log scale, so
 * 395 ns and 809 µs are both readable on one axis; otherwise a linear one. The domain is the
 * values padded by 5% of their span (in log space for a log scale), and the ticks are round
 * numbers inside it: 1, 2 or 5 times a power of ten apart on a linear scale, the powers of ten
 * (and 2× and 5× between them when the domain holds fewer than three) on a log one.
 */

type ScaleKind = "linear" | "log"

export interface Scale {
  readonly kind: ScaleKind
  /** The domain's ends: `at(low)` is 0, `at(high)` is 1. */
  readonly low: number
  readonly high: number
  /** Where `value` falls, as a fraction of the plot; outside [0, 1] when outside the domain. */
  readonly at: (value: number) => number
  /** Round values inside the domain, ascending. */
  readonly ticks: ReadonlyArray<number>
}

/** Highest ÷ lowest above this and the values get a log scale. */
const LOG_SPAN = 10

/** About this many ticks on a linear axis. */
const TICKS = 4

const PAD = 0.05

/** Whether positive values spread over more than a decade. */
export const spansDecades = (values: ReadonlyArray<number>): boolean => {
  const finite = values.filter(Number.isFinite)
  if (finite.length === 0 || finite.some((v) => v <= 0)) return false
  return Math.max(...finite) / Math.min(...finite) > LOG_SPAN
}

/** The step between linear ticks: 1, 2 or 5 × 10^k, about span / TICKS. */
const niceStep = (span: number): number => {
  const rough = span / TICKS
  const power = 10 ** Math.floor(Math.log10(rough))
  const multiple = rough / power
  return (multiple >= 7 ? 10 : multiple >= 3 ? 5 : multiple >= 1.5 ? 2 : 1) * power
}

/** Removes float noise from a tick (0.30000000000000004 → 0.3). */
const clean = (value: number): number => Number(value.toPrecision(12))

const linearTicks = (low: number, high: number): ReadonlyArray<number> => {
  const step = niceStep(high - low)
  const ticks: number[] = []
  for (let k = Math.ceil(low / step); k * step <= high; k++) ticks.push(clean(k * step))
  return ticks
}

const logTicks = (low: number, high: number): ReadonlyArray<number> => {
  const from = Math.floor(Math.log10(low))
  const to = Math.ceil(Math.log10(high))
  const inside = (v: number) => v >= low && v <= high
  const powers: number[] = []
  for (let k = from; k <= to; k++) powers.push(clean(10 ** k))
  const decades = powers.filter(inside)
  if (decades.length >= 3) return decades
  return powers.flatMap((p) => [p, clean(2 * p), clean(5 * p)]).filter(inside)
}

/**
 * The scale of `values` (non-finite ones ignored): log when they span more than a decade and
 * `log` is not false, else linear. Without a finite value, the domain [0, 1].
 */
export const scaleOf = (
  values: ReadonlyArray<number>,
  options: { readonly log?: boolean } = {},
): Scale => {
  const finite = values.filter(Number.isFinite)
  const log = options.log !== false && spansDecades(finite)
  const mapped = log ? finite.map(Math.log10) : finite
  const lowest = mapped.length === 0 ? 0 : Math.min(...mapped)
  const highest = mapped.length === 0 ? 1 : Math.max(...mapped)
  const pad =
    highest === lowest ? Math.abs(highest) * 0.1 || (log ? 0.1 : 1) : (highest - lowest) * PAD
  const [from, to] = [lowest - pad, highest + pad]
  const toSpace = (v: number) => (log ? Math.log10(v) : v)
  const low = log ? 10 ** from : from
  const high = log ? 10 ** to : to
  return {
    kind: log ? "log" : "linear",
    low,
    high,
    at: (value) => (toSpace(value) - from) / (to - from),
    ticks: log ? logTicks(low, high) : linearTicks(low, high),
  }
}

/** Labels for the ticks, leaving out a tick whose label repeats the one before it. */
export const tickLabels = (
  scale: Scale,
  format: (value: number) => string,
): ReadonlyArray<{ readonly value: number; readonly label: string }> => {
  const labels: Array<{ value: number; label: string }> = []
  for (const value of scale.ticks) {
    const label = format(value)
    if (labels.at(-1)?.label !== label) labels.push({ value, label })
  }
  return labels
}

/** How far past the core values an interval may widen a domain, in spans of the core. */
const REACH = 2

/**
 * The values a domain is made of: `core` (estimates, limits) and `ends` (interval ends), each
 * end pulled in to within REACH spans of the core, so one wide or unbounded interval cannot
 * squeeze the rest into a corner; the end itself is then drawn clipped (`clipped`).
 */
export const domainValues = (
  core: ReadonlyArray<number>,
  ends: ReadonlyArray<number>,
  reach = REACH,
): ReadonlyArray<number> => {
  const finite = core.filter(Number.isFinite)
  if (finite.length === 0) return ends.filter(Number.isFinite)
  const low = Math.min(...finite)
  const high = Math.max(...finite)
  const span = high - low || Math.abs(high) * 0.5 || 1
  const [from, to] = [low - reach * span, high + reach * span]
  return [
    ...finite,
    ...ends.flatMap((end) => (Number.isNaN(end) ? [] : [Math.min(to, Math.max(from, end))])),
  ]
}

/** Where an end lies on the scale, kept inside the plot, and which side it was cut at. */
export const clipped = (
  scale: Scale,
  value: number,
): { readonly at: number; readonly cut?: "low" | "high" } => {
  const at =
    value === Number.POSITIVE_INFINITY
      ? 2
      : value === Number.NEGATIVE_INFINITY
        ? -1
        : scale.at(value)
  if (!(at >= 0)) return { at: 0, cut: "low" }
  if (at > 1) return { at: 1, cut: "high" }
  return { at }
}
