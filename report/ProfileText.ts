/**
 * The words of a profile, shared by the terminal, markdown and HTML reports: what was
 * compared, how the whole cost moved, and per function how much of that move it carries,
 * with its interval — `encodeTask server.ts  self +48.1% [+45.0%, +51.2%]`.
 */
import type { ScenarioProfile } from "../gate/Result.ts"
import type { Change, FunctionChange } from "../gate/stats/Differential.ts"
import { change, NONE } from "./Format.ts"

/** Function rows a report shows per profile. */
const SHOWN_ROWS = 5

/** `+48.1% [+45.0%, +51.2%]`; an end that is not finite shows as `—`. */
export const changeWithInterval = (c: Change): string =>
  `${change(c.change)} [${Number.isFinite(c.low) ? change(c.low) : NONE}, ${Number.isFinite(c.high) ? change(c.high) : NONE}]`

/** Whether the interval excludes no change: the function's cost did move. */
const moved = (c: Change): boolean => c.low > 0 || c.high < 0

const percent = (share: number) => `${(share * 100).toFixed(1)}%`

/** What the profile's cost is: CPU per request, or callgrind's instructions (ADR 27). */
const costOf = (p: ScenarioProfile): string =>
  p.counted === undefined ? "CPU per request" : `instructions per ${p.counted}`

/** `0.9% → 42.3% of samples` (of instructions, for counts). */
export const shares = (row: FunctionChange, p: ScenarioProfile): string =>
  `${percent(row.baseShare)} → ${percent(row.headShare)} of ${p.counted === undefined ? "samples" : "instructions"}`

/** `svc against svc@base, 6 paired rounds` and what asked for it. */
export const profileTitle = (p: ScenarioProfile): string =>
  `${p.head} against ${p.base}${p.differential ? `, ${p.differential.rounds} paired rounds` : ""}`

/** The unit the differential's changes are relative to. */
export const profileUnit = (p: ScenarioProfile): string => `of the base's ${costOf(p)}`

/** The column of the shares: samples, or instructions. */
export const sharesTitle = (p: ScenarioProfile): string =>
  p.counted === undefined ? "samples" : "instructions"

/** The self rows worth showing: the largest moves, those that moved first. */
export const shownRows = (p: ScenarioProfile): ReadonlyArray<FunctionChange> =>
  (p.differential?.self ?? []).slice(0, SHOWN_ROWS)

/** The one-line answer: `encodeTask server.ts self +48.1% [+45.0%, +51.2%] of the +61.9% …`. */
export const profileHeadline = (p: ScenarioProfile): string => {
  const d = p.differential
  if (!d) return `no profile: ${p.skipped ?? "nothing was sampled"}`
  const top = d.self[0]
  const total = `${costOf(p)} ${changeWithInterval(d.total)}`
  if (!top || !moved(top)) return `${total}; no function moved beyond its interval`
  return `${top.name}: self ${changeWithInterval(top)} of the ${change(d.total.change)} change in ${costOf(p)}`
}
