/**
 * Adaptive rounds: look at the verdicts, and while some threshold straddles its limit, add
 * rounds (doubling, bounded by the scenario's budget) and look again.
 *
 * Looking repeatedly inflates false alarms: with a 95% interval at each of four looks, a
 * threshold whose truth sits exactly at its limit fails at some look far more often than the
 * 2.5% a single look allows (P. Armitage, C. K. McPherson & B. C. Rowe, "Repeated significance
 * tests on accumulating data", JRSS A 132, 1969; test/gate/stats/Adaptive.test.ts measures it).
 * So the error budget α = 1 − confidence is spent across the looks planned in advance, and
 * look k uses a (1 − αₖ) interval with Σ αₖ = α. By the union (Bonferroni) bound the whole
 * procedure then fails a threshold that holds with probability at most α/2, and passes one
 * that is violated with at most α/2, however the looks are correlated and whichever look it
 * stops at. Two schedules:
 *
 * - "bonferroni" (default): αₖ = α / K. Early looks are as strict as late ones, so clear
 *   cases stop early; with doubling, K is small (5 → 40 rounds is 4 looks).
 * - "obrien-fleming": αₖ from the O'Brien–Fleming-type spending function
 *   α(t) = 2 − 2Φ(z₁₋α/₂ / √t) at information fraction t = rounds / budget (K. K. G. Lan &
 *   D. L. DeMets, "Discrete sequential boundaries for clinical trials", Biometrika 70, 1983;
 *   P. C. O'Brien & T. R. Fleming, Biometrics 35, 1979). Nearly all of α is kept for the last
 *   look, which keeps its power, but early looks decide little. Spent by the union bound here
 *   rather than with the exact recursive boundaries, so it is conservative.
 *
 * Thresholds are not corrected against each other: each threshold's own error stays bounded.
 */
import { DEFAULT_LEVEL } from "./Interval.ts"
import { normalUpperQuantile, normalUpperTail } from "./Normal.ts"
import type { Decided } from "./Verdict.ts"
import * as Wording from "./Wording.ts"

type Spending = "bonferroni" | "obrien-fleming"

export interface LookPlan {
  /** Cumulative rounds at each look; the last is the budget. */
  readonly looks: ReadonlyArray<number>
  /** The confidence of the intervals at each look. */
  readonly levels: ReadonlyArray<number>
  /** The confidence of the whole procedure. */
  readonly confidence: number
  readonly spending: Spending
  /** What bounds the last look: the scenario's budget, or its `rounds` (a `firstLook` alone). */
  readonly bound: "budget" | "rounds"
}

interface PlanInput {
  /** Rounds before the first look: the scenario's `rounds`. */
  readonly firstLook: number
  /** The budget: never more rounds than this. */
  readonly maxRounds: number
  readonly confidence?: number
  readonly spending?: Spending
  /**
   * Looks fall on multiples of this (the period of the counterbalanced order, e.g. 2 for AB/BA),
   * except the budget itself.
   */
  readonly blockSize?: number
  /** What bounds `maxRounds` (default: the budget). */
  readonly bound?: "budget" | "rounds"
}

/** The looks (doubling from the first, bounded by the budget) and each look's confidence. */
export const planLooks = (input: PlanInput): LookPlan => {
  const confidence = input.confidence ?? DEFAULT_LEVEL
  const spending = input.spending ?? "bonferroni"
  const block = Math.max(1, input.blockSize ?? 1)
  if (!(input.firstLook >= 1)) throw new RangeError(`first look after ${input.firstLook} rounds`)
  const looks = [input.firstLook]
  for (let rounds = input.firstLook; rounds < input.maxRounds; ) {
    rounds = Math.min(input.maxRounds, Math.ceil((2 * rounds) / block) * block)
    looks.push(rounds)
  }
  const alpha = 1 - confidence
  const last = looks[looks.length - 1] as number
  const spent = (rounds: number) => {
    const z = normalUpperQuantile(alpha / 2)
    return 2 * normalUpperTail(z / Math.sqrt(rounds / last))
  }
  const levels = looks.map((rounds, k) =>
    spending === "bonferroni"
      ? 1 - alpha / looks.length
      : 1 - (spent(rounds) - (k === 0 ? 0 : spent(looks[k - 1] as number))),
  )
  return { looks, levels, confidence, spending, bound: input.bound ?? "budget" }
}

type Step =
  | { readonly action: "stop"; readonly reason: string }
  | {
      readonly action: "add"
      /** Rounds to run before the next look. */
      readonly rounds: number
      /** The confidence of the intervals at that look. */
      readonly level: number
      readonly reason: string
    }

/**
 * Whether to run more rounds, given the verdicts of all thresholds of a scenario at the look
 * just made. Verdicts other than "inconclusive" (pass, fail, skipped) need nothing more, nor
 * does one that cannot be decided before more rounds than the last look has (`decidableFrom`:
 * against a stored base with too few rounds, or held open by what launches move).
 */
export const nextStep = (input: {
  readonly statuses: ReadonlyArray<Decided | "skipped">
  /** Per status, the rounds before which it cannot be decided, where known. */
  readonly decidableFrom?: ReadonlyArray<number | undefined>
  readonly roundsDone: number
  readonly plan: LookPlan
}): Step => {
  const last = input.plan.looks[input.plan.looks.length - 1] ?? input.roundsDone
  const undecided = input.statuses.flatMap((status, i) =>
    status === "inconclusive" ? [input.decidableFrom?.[i] ?? 0] : [],
  )
  const open = undecided.filter((from) => from <= last).length
  const after = Wording.rounds(input.roundsDone)
  if (open === 0)
    return {
      action: "stop",
      reason:
        undecided.length === 0
          ? `every threshold decided after ${after}`
          : `every threshold decided after ${after} but ${undecided.length} that the planned rounds cannot decide (their reasons say why)`,
    }
  const next = input.plan.looks.findIndex((rounds) => rounds > input.roundsDone)
  const straddle = `${open} threshold${open === 1 ? "" : "s"} undecided`
  if (next === -1)
    return {
      action: "stop",
      reason: `${straddle} after ${after}: ${input.plan.bound === "budget" ? "the budget is spent" : "its rounds are spent (load.rounds)"}`,
    }
  const target = input.plan.looks[next] as number
  const level = input.plan.levels[next] as number
  return {
    action: "add",
    rounds: target - input.roundsDone,
    level,
    reason: `${straddle} after ${after}: adding ${Wording.rounds(target - input.roundsDone)} (look ${next + 1} of ${input.plan.looks.length}, ${Wording.confidence(level)} intervals)`,
  }
}
