/**
 * The words of a profile, shared by the terminal, markdown and HTML reports: what was
 * compared, how the whole cost moved, and the program's functions whose cost moved, most
 * specific first (gate/stats/Differential.ts `ranked`, ADR 27) — each with the change of the
 * work under it and its interval, and its self time beside:
 * `main.accessLog.func1: +24.1% [+22.0%, +26.2%] of the +24.5% change in CPU per request (self +1.0%)`.
 */
import type { ScenarioProfile } from "../gate/Result.ts"
import type { Change, FunctionChange, ProfileRow } from "../gate/stats/Differential.ts"
import { change, NONE } from "./Format.ts"

/** Function rows a report shows per profile. */
const SHOWN_ROWS = 5

/** `+48.1% [+45.0%, +51.2%]`; an end that is not finite shows as `—`. */
export const changeWithInterval = (c: Change): string =>
  `${change(c.change)} [${Number.isFinite(c.low) ? change(c.low) : NONE}, ${Number.isFinite(c.high) ? change(c.high) : NONE}]`

/** Whether the interval excludes no change: the function's cost did move. */
const moved = (c: Change): boolean => c.low > 0 || c.high < 0

const percent = (share: number) => `${(share * 100).toFixed(1)}%`

/** `0.9% → 42.3%`. */
const shareMove = (row: Omit<FunctionChange, "name">): string =>
  `${percent(row.baseShare)} → ${percent(row.headShare)}`

/** `svc against svc@base, 6 paired rounds` and what asked for it. */
export const profileTitle = (p: ScenarioProfile): string =>
  `${p.head} against ${p.base}${p.differential ? `, ${p.differential.rounds} paired rounds` : ""}`

/** What the profile's cost is: CPU per request, or callgrind's instructions (ADR 31). */
const costOf = (p: ScenarioProfile): string =>
  p.counted === undefined ? "CPU per request" : `instructions per ${p.counted}`

/** The unit the differential's changes are relative to. */
export const profileUnit = (p: ScenarioProfile): string => `of the base's ${costOf(p)}`

/** The column of the shares: samples, or instructions. */
export const sharesTitle = (p: ScenarioProfile): string =>
  p.counted === undefined ? "samples" : "instructions"

/** A table of the shown rows: a header and rows of cells, the function first. */
export interface ProfileTable {
  readonly header: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ReadonlyArray<string>>
}

/**
 * The rows worth showing, as cells: the program's functions by the change of the work under
 * them, their self time beside; a report written before that ranking shows its self-time rows.
 */
export const profileTable = (p: ScenarioProfile): ProfileTable | undefined => {
  const d = p.differential
  if (!d) return undefined
  if (d.ranked) {
    const rows = d.ranked.slice(0, SHOWN_ROWS)
    if (rows.length === 0) return undefined
    return {
      header: ["function", "change with callees", "self", `${sharesTitle(p)} with callees`],
      rows: rows.map((r: ProfileRow) => [
        r.name,
        changeWithInterval(r),
        changeWithInterval(r.self),
        shareMove(r),
      ]),
    }
  }
  const rows = d.self.slice(0, SHOWN_ROWS)
  if (rows.length === 0) return undefined
  return {
    header: ["function (self time)", "self", sharesTitle(p)],
    rows: rows.map((r) => [r.name, changeWithInterval(r), shareMove(r)]),
  }
}

/**
 * The one-line answer: the most specific function of the program that carries the change,
 * `main.encodeTask: +5.0% [+4.1%, +5.9%] of the +5.2% change in CPU per request (self +5.0%)`.
 */
export const profileHeadline = (p: ScenarioProfile): string => {
  const d = p.differential
  if (!d) return `no profile: ${p.skipped ?? "nothing was sampled"}`
  const total = `${costOf(p)} ${changeWithInterval(d.total)}`
  const of = `of the ${change(d.total.change)} change in ${costOf(p)}`
  if (d.ranked) {
    const top = d.ranked[0]
    if (!top || !moved(top)) return `${total}; no function moved beyond its interval`
    return `${top.name}: ${changeWithInterval(top)} ${of} (self ${change(top.self.change)})`
  }
  const top = d.self[0]
  if (!top || !moved(top)) return `${total}; no function moved beyond its interval`
  return `${top.name}: self ${changeWithInterval(top)} ${of}`
}

/**
 * When the check's own measurement of the pair disagrees with the profile's total: both
 * numbers, and why they can differ. Undefined when they agree or the check did not measure it.
 */
export const profileAgreement = (p: ScenarioProfile): string | undefined => {
  const m = p.measured
  const d = p.differential
  if (!m || !d || m.agrees) return undefined
  const interval =
    m.low === undefined || m.high === undefined
      ? change(m.change)
      : changeWithInterval({ change: m.change, low: m.low, high: m.high })
  return (
    `the check measured ${m.metric} ${interval} over ${m.rounds} rounds; ` +
    `the profile's ${change(d.total.change)} comes from its own ${d.rounds} rounds, in new launches of both sides under the profiler, ` +
    "so a difference between two launches of one build, or the profiler's cost, moves one and not the other"
  )
}
