/**
 * Numbers inside verdict reasons. The gate does not depend on report/, so these are small and
 * fixed: estimates keep enough digits to compare with their interval, limits read as the user
 * wrote them (`2.5x`, `−5%`). Negative numbers use the minus sign U+2212 like report/Format.ts.
 */

const MINUS = "\u2212"

/** At most `decimals` decimals, trailing zeros dropped: `2.5`, `15`, `0.125`. */
export const compact = (value: number, decimals = 3): string => {
  if (!Number.isFinite(value)) return value > 0 ? "∞" : value < 0 ? `${MINUS}∞` : "?"
  const text = String(Number(value.toFixed(decimals)))
  return text.startsWith("-") ? `${MINUS}${text.slice(1)}` : text
}

/** Three significant digits in fixed notation: `12.3`, `0.00412`, `1234`. */
export const significant = (value: number): string => {
  if (!Number.isFinite(value)) return compact(value)
  if (value === 0) return "0"
  const magnitude = Math.floor(Math.log10(Math.abs(value)))
  const text = value.toFixed(Math.max(0, 2 - magnitude))
  return text.startsWith("-") ? `${MINUS}${text.slice(1)}` : text
}

/** An estimated ratio: `3.10x`. */
export const ratio = (value: number): string =>
  Number.isFinite(value) ? `${value.toFixed(2)}x` : `${compact(value)}x`

/** A ratio limit as written: `2.5x`. */
export const ratioLimit = (value: number): string => `${compact(value)}x`

/** An estimated relative change: `+4.2%`, `−3.1%`, `0.0%`. */
export const change = (value: number): string => {
  if (!Number.isFinite(value)) return compact(value)
  const text = Math.abs(value * 100).toFixed(1)
  if (Number(text) === 0) return "0.0%"
  return `${value > 0 ? "+" : MINUS}${text}%`
}

/** A change limit as written: `−5%`, `+2.5%`, `0%`. */
export const changeLimit = (value: number): string => {
  const text = compact(Math.abs(value * 100), 2)
  return value === 0 ? "0%" : `${value > 0 ? "+" : MINUS}${text}%`
}

/** An unsigned share as a percentage: `1%`, `0.4%`, `12.5%`. */
export const percent = (value: number, decimals = 2): string => `${compact(value * 100, decimals)}%`

/** A confidence level: `95%`, `98.75%`. */
export const confidence = (level: number): string => `${compact(level * 100, 2)}%`

/** `1 round`, `16 rounds`. */
export const rounds = (n: number): string => `${n} round${n === 1 ? "" : "s"}`
