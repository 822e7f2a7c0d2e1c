/**
 * Numbers for humans: one function per kind of value, each taking the value in its canonical
 * unit (core/Metric.ts) and returning display text. Pure and locale-independent, so golden
 * tests are stable on every machine.
 *
 * | kind            | canonical input           | examples                                      |
 * |-----------------|---------------------------|-----------------------------------------------|
 * | latency         | milliseconds              | `420 ns`, `840 µs`, `12.3 ms`, `1.20 s`        |
 * | rate            | requests per second       | `12,345/s`, `42.5/s`                           |
 * | fraction        | 0..1                      | `0%`, `<0.01%`, `0.12%`, `12.5%`, `100%`       |
 * | bytes           | bytes                     | `512 B`, `1.5 KiB`, `12.0 MiB`                 |
 * | ratio           | target ÷ baseline         | `2.31x`                                        |
 * | change          | relative, +0.05 = 5% more | `+4.2%`, `−1.0%`, `0.0%`                       |
 *
 * Latency keeps three significant digits and switches unit so the number is at least 1 (ns, µs,
 * ms, s); the switch happens after rounding, so 0.9996 ms is `1.00 ms`, not `1000 µs`.
 * Negative changes use the minus sign U+2212, which lines up with `+` in a table.
 */

import { type MetricName, metricInfo, type Unit } from "../core/Metric.ts"
import type { Threshold } from "../core/Spec.ts"
import { UNKNOWN } from "../gate/Environment.ts"
import type { Status } from "../gate/Result.ts"

/** What a cell shows when there is no value. */
export const NONE = "—"

const MINUS = "\u2212"

/** `value` rounded to `digits` significant digits, in fixed notation (never exponent form). */
export const significant = (value: number, digits = 3): string => {
  if (value === 0) return "0"
  if (Math.abs(value) >= 10 ** digits) return String(Math.round(value))
  const magnitude = Math.floor(Math.log10(Math.abs(value)))
  const decimals = Math.max(0, digits - 1 - magnitude)
  const rounded = Number(value.toPrecision(digits))
  // Rounding can carry into the next power of ten (9.996 → 10.0): one decimal fewer.
  const carried = Math.floor(Math.log10(Math.abs(rounded))) > magnitude
  return rounded.toFixed(carried ? Math.max(0, decimals - 1) : decimals)
}

/** Integer digits grouped by thousands with `,` (`12345` → `12,345`). */
const grouped = (value: number): string => {
  const digits = String(Math.abs(Math.round(value)))
  const groups: Array<string> = []
  for (let end = digits.length; end > 0; end -= 3)
    groups.unshift(digits.slice(Math.max(0, end - 3), end))
  return (value < 0 && Math.round(value) !== 0 ? MINUS : "") + groups.join(",")
}

const LATENCY_UNITS: ReadonlyArray<readonly [string, number]> = [
  ["s", 1000],
  ["ms", 1],
  ["µs", 1e-3],
  ["ns", 1e-6],
]

/** A latency given in milliseconds. */
export const latency = (ms: number): string => {
  if (!Number.isFinite(ms)) return NONE
  if (ms === 0) return "0 ms"
  for (const [unit, scale] of LATENCY_UNITS) {
    const scaled = Number((ms / scale).toPrecision(3))
    if (Math.abs(scaled) >= 1 || unit === "ns") return `${significant(ms / scale)} ${unit}`
  }
  return NONE
}

/** A rate in requests per second: grouped integers from 100 up, three digits below. */
export const rate = (perSecond: number): string => {
  if (!Number.isFinite(perSecond)) return NONE
  const text = Math.abs(perSecond) >= 99.95 ? grouped(perSecond) : significant(perSecond)
  return `${text}/s`
}

/** A fraction 0..1 shown as a percentage (`0.0012` → `0.12%`). */
export const fraction = (value: number): string => {
  if (!Number.isFinite(value)) return NONE
  const percent = value * 100
  if (percent === 0) return "0%"
  if (Math.abs(percent) < 0.005) return percent > 0 ? "<0.01%" : `>${MINUS}0.01%`
  const decimals = Math.abs(percent) < 9.995 ? 2 : Math.abs(percent) < 99.95 ? 1 : 0
  const text = Math.abs(percent).toFixed(decimals)
  return `${percent < 0 ? MINUS : ""}${text}%`
}

const BYTE_UNITS = ["KiB", "MiB", "GiB", "TiB"] as const

/** A size in bytes, binary prefixes (`1536` → `1.5 KiB`). */
export const bytes = (value: number): string => {
  if (!Number.isFinite(value)) return NONE
  if (Math.abs(value) < 1024) return `${Math.round(value)} B`
  let scaled = value
  let unit: string = "B"
  for (const next of BYTE_UNITS) {
    if (Math.abs(scaled) < 1024) break
    scaled /= 1024
    unit = next
  }
  return `${Math.abs(scaled) < 99.95 ? scaled.toFixed(1) : Math.round(scaled)} ${unit}`
}

/** A ratio such as target ÷ baseline (`2.3125` → `2.31x`). */
export const ratio = (value: number): string =>
  Number.isFinite(value) ? `${value.toFixed(2)}x` : NONE

/** A signed relative change (`0.042` → `+4.2%`, `-0.01` → `−1.0%`). */
export const change = (value: number): string => {
  if (!Number.isFinite(value)) return NONE
  const text = Math.abs(value * 100).toFixed(1)
  if (Number(text) === 0) return "0.0%"
  return `${value > 0 ? "+" : MINUS}${text}%`
}

/**
 * A plain count: whole numbers as they are (`2`, `1,024`: go's allocs/op), others grouped from
 * 100 up and with three significant digits below (`2.5`).
 */
export const count = (value: number): string => {
  if (!Number.isFinite(value)) return NONE
  // An estimate of a whole count can carry float noise from averaging (2.0000000000000004).
  const whole = Math.abs(value - Math.round(value)) < 1e-9 * Math.max(1, Math.abs(value))
  return Math.abs(value) >= 99.95 || whole ? grouped(value) : significant(value)
}

/** A value in one of the canonical metric units. */
export const inUnit = (unit: Unit, value: number): string => {
  switch (unit) {
    case "ms":
      return latency(value)
    case "req/s":
      return rate(value)
    case "op/s":
      return `${count(value)} op/s`
    case "count":
      return count(value)
    case "fraction":
      return fraction(value)
    case "bytes":
      return bytes(value)
  }
}

/**
 * A size per item (`90.6 B`): a tenth of a byte tells two schemas apart where whole bytes
 * would round 90.6 and 91.4 alike.
 */
const bytesPerItem = (value: number): string =>
  Number.isFinite(value) ? `${value.toLocaleString("en-US", { maximumFractionDigits: 1 })} B` : NONE

/** A metric's value, formatted by the metric's unit; `—` when absent. */
export const metric = (name: MetricName, value: number | undefined): string =>
  value === undefined
    ? NONE
    : name === "bytes_per_item"
      ? bytesPerItem(value)
      : inUnit(metricInfo(name).unit, value)

/** A difference in a metric's unit, signed: `+4.70 ms`, `−120 B`, `0 ms`. */
export const difference = (name: MetricName, value: number): string => {
  if (!Number.isFinite(value)) return NONE
  const text = metric(name, Math.abs(value))
  return value === 0 || text === metric(name, 0) ? text : `${value > 0 ? "+" : MINUS}${text}`
}

/**
 * Overhead as its limit is written: `1.05x` for a ratio limit, `+5.3%` for a relative one, and
 * for an additive one the difference with the ratio as a change beside it when known
 * (`+4.70 ms (+5.3%)`). `value` is the ratio, or for additive limits the difference.
 */
export const overhead = (
  threshold: Extract<Threshold, { kind: "overhead" }>,
  value: number,
  ratioEstimate?: number,
): string => {
  switch (threshold.form) {
    case "ratio":
      return ratio(value)
    case "relative":
      return change(value - 1)
    case "additive": {
      const shown = difference(threshold.metric, value)
      return ratioEstimate === undefined || !Number.isFinite(ratioEstimate)
        ? shown
        : `${shown} (${change(ratioEstimate - 1)})`
    }
  }
}

/**
 * A verdict's `measured` number, which means something different per threshold kind: the
 * metric's value (absolute), the overhead as its limit is written (target ÷ baseline, or for an
 * additive limit target − baseline, with `ratioEstimate` beside it), the relative change
 * against the base branch (regression), or the overhead's change against the base's (its
 * ratio's relative change, or its difference's change in the metric's unit).
 */
export const measured = (threshold: Threshold, value: number, ratioEstimate?: number): string => {
  switch (threshold.kind) {
    case "absolute":
      return metric(threshold.metric, value)
    case "overhead":
      return overhead(threshold, value, ratioEstimate)
    case "regression":
      return change(value)
    case "overhead-regression":
      return threshold.form === "ratio" ? change(value) : difference(threshold.metric, value)
  }
}

const LABELS: Record<Status, string> = {
  pass: "PASS",
  fail: "FAIL",
  inconclusive: "INCONCLUSIVE",
  skipped: "SKIPPED",
}

const SYMBOLS: Record<Status, string> = {
  pass: "✓",
  fail: "✗",
  inconclusive: "?",
  skipped: "-",
}

/** `PASS`, `FAIL`, `INCONCLUSIVE`, `SKIPPED`. */
export const verdictLabel = (status: Status): string => LABELS[status]

/** One display column wide: `✓`, `✗`, `?`, `-`. */
export const verdictSymbol = (status: Status): string => SYMBOLS[status]

/** The table cell for a status: `✗ fail`. */
export const verdictCell = (status: Status): string => `${SYMBOLS[status]} ${status}`

/**
 * Where a run's code came from: `commit 0123456789ab on main`, or that there was no git
 * repository to say (a check run in a scratch folder), rather than `commit unknown on unknown`.
 */
export const provenance = (run: { readonly commit: string; readonly branch: string }): string =>
  run.commit === UNKNOWN
    ? "no commit (not in a git repository)"
    : `commit ${run.commit.slice(0, 12)} on ${run.branch}`
