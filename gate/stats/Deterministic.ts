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
import type { DeterministicReason, DeterministicRegressionReason, Scale } from "../Reason.ts"
import { type Better, holds, type Limit } from "./Limit.ts"
import type { Decided } from "./Verdict.ts"

const RELATIVE_TOLERANCE = 1e-12

const same = (a: number, b: number): boolean =>
  a === b || Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b))

interface Consensus {
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

interface DeterministicDecision<R> {
  readonly status: Decided
  readonly reason: R
  /** The value most rounds measured. */
  readonly value: number
  /** Rounds whose value differs from it. */
  readonly disagreeing: ReadonlyArray<number>
}

interface DeterministicOptions {
  readonly label?: string
  /** How the numbers read. Default: plain numbers. */
  readonly scale?: Scale
  /** The round number of each value, for messages; default 1, 2, 3, … */
  readonly rounds?: ReadonlyArray<number>
}

/** The values of the rounds that disagree with the consensus, each once. */
const othersOf = (values: ReadonlyArray<number>, found: Consensus): ReadonlyArray<number> => [
  ...new Set(values.filter((v) => !same(v, found.value))),
]

/**
 * The exact rule: every round within the limit passes, none fails, some is inconclusive (the
 * rounds disagree); nothing to compare is inconclusive too.
 */
const allNoneSome = (good: number, total: number, missing: boolean): Decided =>
  missing || total === 0
    ? "inconclusive"
    : good === total
      ? "pass"
      : good === 0
        ? "fail"
        : "inconclusive"

/** Exact verdict of a limit on a deterministic metric's per-round values. */
export const decideDeterministic = (
  values: ReadonlyArray<number>,
  limit: Limit,
  options: DeterministicOptions = {},
): DeterministicDecision<DeterministicReason> => {
  const found = consensus(values, options.rounds)
  const status = allNoneSome(values.filter((v) => holds(v, limit)).length, values.length, false)
  return {
    status,
    reason: {
      kind: "deterministic",
      status,
      label: options.label ?? "value",
      scale: options.scale ?? { kind: "plain" },
      value: found.value,
      limit: { comparator: limit.comparator, value: limit.value },
      disagreeing: found.disagreeing,
      others: othersOf(values, found),
    },
    value: found.value,
    disagreeing: found.disagreeing,
  }
}

interface DeterministicRegressionOptions extends DeterministicOptions {
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
): DeterministicDecision<DeterministicRegressionReason> => {
  const now = consensus(head, options.rounds)
  const then = consensus(base)
  const missing = head.length === 0 ? "here" : base.length === 0 ? "on the base" : undefined
  const higher = options.better === "higher"
  const allowed = then.value * (higher ? 1 - options.tolerance : 1 + options.tolerance)
  const within = (v: number) => same(v, allowed) || (higher ? v > allowed : v < allowed)
  const status = allNoneSome(head.filter(within).length, head.length, missing !== undefined)
  return {
    status,
    reason: {
      kind: "deterministic-regression",
      status,
      label: options.label ?? "value",
      scale: options.scale ?? { kind: "plain" },
      value: now.value,
      base: then.value,
      ...(missing === undefined ? {} : { missing }),
      regression: { better: options.better, tolerance: options.tolerance },
      disagreeing: missing === undefined ? now.disagreeing : [],
      others: othersOf(head, now),
      baseDisagreeing: then.disagreeing,
    },
    value: now.value,
    disagreeing: missing === undefined ? now.disagreeing : [],
  }
}
