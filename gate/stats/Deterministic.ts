/**
 * Deterministic metrics (response sizes, allocation counts) gate exactly: no interval, no
 * averaging. Every round should measure the same value; a round that does not is reported by
 * number, because a "deterministic" metric that varies means the measurement is not what the
 * spec assumes (a cache warming, a timestamp in the body), and an average would hide that.
 *
 * Rules: every round on the good side → pass, every round on the bad side → fail, rounds on
 * both sides → inconclusive. Values equal up to floating-point rounding (1e-12 relative)
 * count as the same value.
 */
import { type Better, holds, type Limit, NEGATION } from "./Limit.ts"
import type { Decision } from "./Verdict.ts"
import * as Wording from "./Wording.ts"

const RELATIVE_TOLERANCE = 1e-12

const same = (a: number, b: number): boolean =>
  a === b || Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b))

export interface Consensus {
  /** The value most rounds measured (the earliest of equally common ones); NaN without rounds. */
  readonly value: number
  /** False when some round measured another value. */
  readonly consistent: boolean
  /** Round numbers (1-based unless given) that measured something else than `value`. */
  readonly disagreeing: ReadonlyArray<number>
}

/** The value the rounds agree on, and which rounds disagree. */
export const consensus = (
  values: ReadonlyArray<number>,
  roundNumbers: ReadonlyArray<number> = values.map((_, i) => i + 1),
): Consensus => {
  let value = Number.NaN
  let best = 0
  for (const candidate of values) {
    const count = values.filter((v) => same(v, candidate)).length
    if (count > best) {
      best = count
      value = candidate
    }
  }
  const disagreeing = values.flatMap((v, i) => (same(v, value) ? [] : [roundNumbers[i] ?? i + 1]))
  return { value, consistent: disagreeing.length === 0, disagreeing }
}

export interface DeterministicDecision extends Decision {
  /** The value most rounds measured. */
  readonly value: number
  /** Rounds whose value differs from it. */
  readonly disagreeing: ReadonlyArray<number>
}

export interface DeterministicOptions {
  readonly label?: string
  readonly format?: (value: number) => string
  /** The round number of each value, for messages; default 1, 2, 3, … */
  readonly rounds?: ReadonlyArray<number>
}

/** `round 4`, `rounds 2, 5` */
const roundList = (rounds: ReadonlyArray<number>): string =>
  `round${rounds.length === 1 ? "" : "s"} ${rounds.join(", ")}`

const variesNote = (
  values: ReadonlyArray<number>,
  found: Consensus,
  format: (v: number) => string,
) => {
  const others = [...new Set(values.filter((v) => !same(v, found.value)))].map(format)
  return `; not deterministic: ${roundList(found.disagreeing)} measured ${others.join(", ")}`
}

/** Exact verdict of a limit on a deterministic metric's per-round values. */
export const decideDeterministic = (
  values: ReadonlyArray<number>,
  limit: Limit,
  options: DeterministicOptions = {},
): DeterministicDecision => {
  const label = options.label ?? "value"
  const format = options.format ?? Wording.significant
  const found = consensus(values, options.rounds)
  if (values.length === 0)
    return {
      status: "inconclusive",
      reason: `no ${label} measured`,
      value: Number.NaN,
      disagreeing: [],
    }
  const good = values.filter((v) => holds(v, limit)).length
  const status = good === values.length ? "pass" : good === 0 ? "fail" : "inconclusive"
  const relation = status === "fail" ? NEGATION[limit.comparator] : limit.comparator
  const note = found.consistent ? "" : variesNote(values, found, format)
  const reason =
    status === "inconclusive"
      ? `${label} ${format(found.value)} in most rounds, but the rounds fall on both sides of ${limit.comparator} ${format(limit.value)}${note}`
      : `${label} ${format(found.value)} ${relation} ${format(limit.value)}${note}`
  return { status, reason, value: found.value, disagreeing: found.disagreeing }
}

export interface DeterministicRegressionOptions extends DeterministicOptions {
  readonly better: Better
  /** Largest tolerated worsening as a fraction; 0 = any change for the worse fails. */
  readonly tolerance: number
}

/**
 * Exact verdict of a regression limit on a deterministic metric: each of the head's rounds
 * against the base's consensus value, by the same all / none / some rule.
 */
export const decideDeterministicRegression = (
  head: ReadonlyArray<number>,
  base: ReadonlyArray<number>,
  options: DeterministicRegressionOptions,
): DeterministicDecision => {
  const label = options.label ?? "value"
  const format = options.format ?? Wording.significant
  const now = consensus(head, options.rounds)
  const then = consensus(base)
  if (head.length === 0 || base.length === 0) {
    const side = head.length === 0 ? "here" : "on the base"
    return {
      status: "inconclusive",
      reason: `no ${label} measured ${side}`,
      value: now.value,
      disagreeing: [],
    }
  }
  const higher = options.better === "higher"
  const allowed = then.value * (higher ? 1 - options.tolerance : 1 + options.tolerance)
  const within = (v: number) => same(v, allowed) || (higher ? v > allowed : v < allowed)
  const good = head.filter(within).length
  const status = good === head.length ? "pass" : good === 0 ? "fail" : "inconclusive"
  const change =
    then.value === 0 ? (now.value === 0 ? 0 : Number.POSITIVE_INFINITY) : now.value / then.value - 1
  const limitText = Wording.changeLimit(higher ? -options.tolerance : options.tolerance)
  const relation =
    status === "pass"
      ? "within"
      : status === "fail"
        ? "is worse than"
        : "has rounds on both sides of"
  const notes = [
    now.consistent ? "" : variesNote(head, now, format),
    then.consistent
      ? ""
      : `; the base is not deterministic either: its ${roundList(then.disagreeing)} ${then.disagreeing.length === 1 ? "differs" : "differ"}`,
  ].join("")
  return {
    status,
    reason: `${label} ${format(now.value)} vs ${format(then.value)} on the base (${Wording.change(change)}) ${relation} the ${limitText} limit${notes}`,
    value: now.value,
    disagreeing: now.disagreeing,
  }
}
