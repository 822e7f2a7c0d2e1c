/**
 * Launches as a level of the experiment, by default where they matter. A started service's
 * process can cost a few percent more or less per request than the next launch of the same
 * build, for its whole life (docs/verdict-quality.md §6.3: 3–8% for Go services here); rounds
 * within one launch cannot see that, so their interval does not cover it (T. Kalibera &
 * R. Jones, "Rigorous benchmarking in reasonable time", ISMM 2013).
 *
 * So a statistical failure that involves a target whose process lives across the rounds — or
 * that is measured against such a process, a spec's service (two checks of a bench file calling
 * one measured got's retries at +208% [+194%, +224%] and +247% [+231%, +265%] over fetch's,
 * 2026-11-27) — is confirmed on fresh processes before it fails: run/Execute.ts starts the
 * scenario's started targets and the spec's services again and measures them for the rest of
 * the scenario's budget, and the verdict fails only when the fresh
 * launch's own interval fails too — an intersection-union test (R. L. Berger, "Multiparameter
 * hypothesis testing and acceptance sampling", Technometrics 24, 1982): each launch's test keeps
 * its error rate, and a false failure needs two independent launches to be off in the same
 * direction past the limit. When the fresh launch does not fail, the launches disagree and the
 * verdict is inconclusive, saying both. Pure.
 */
import { copyOf } from "../core/Copies.ts"
import { metricInfo } from "../core/Metric.ts"
import type { Threshold } from "../core/Spec.ts"
import type { ConfirmationNote } from "./Reason.ts"
import type { ScenarioRun, ThresholdVerdict } from "./Result.ts"
import { type LookPlan, planLooks } from "./stats/Adaptive.ts"

/**
 * The targets a threshold's verdict compares: its target, and its baseline or the base copy it
 * was paired with in the same rounds (`pairedWith`).
 */
const comparedTargets = (
  threshold: Threshold,
  run: ScenarioRun,
  pairedWith: string | undefined,
): ReadonlyArray<string> => {
  switch (threshold.kind) {
    case "absolute":
      return [threshold.target]
    case "overhead":
      return run.baseline === undefined ? [threshold.target] : [threshold.target, run.baseline]
    case "regression":
      return pairedWith === undefined ? [threshold.target] : [threshold.target, pairedWith]
    case "overhead-regression": {
      const baseline = run.baseline === undefined ? [] : [run.baseline]
      const copies = [threshold.target, ...baseline].flatMap((t) => {
        const copy = copyOf(run.copies, t, "base")
        return copy === undefined ? [] : [copy]
      })
      return [threshold.target, ...baseline, ...copies]
    }
  }
}

/**
 * Whether a verdict is a statistical failure measured on one launch of a started target: what
 * the code answered (errors, statuses) and exact metrics are not a launch's and need no fresh
 * processes.
 */
export const needsFreshLaunch = (
  verdict: ThresholdVerdict,
  run: ScenarioRun,
  pairedWith: string | undefined,
): boolean => {
  const launched = run.launched ?? []
  if (verdict.status !== "fail" || verdict.reason.kind !== "interval") return false
  if (metricInfo(verdict.threshold.metric).contention === "none") return false
  return comparedTargets(verdict.threshold, run, pairedWith).some((t) => launched.includes(t))
}

/**
 * A run with a confirmation, split into the first launch's rounds and the fresh launch's; a
 * run without one is all first launch.
 */
export const splitLaunches = (
  run: ScenarioRun,
): { readonly first: ScenarioRun; readonly fresh?: ScenarioRun } => {
  const from = run.confirmation?.fromRound
  if (from === undefined) return { first: run }
  const { confirmation: _, ...plain } = run
  return {
    first: { ...plain, rounds: run.rounds.filter((r) => r.round < from) },
    fresh: { ...plain, rounds: run.rounds.filter((r) => r.round >= from) },
  }
}

/** The fresh launch's verdict as a note on the first's, in the first's scale. */
const noteOf = (fresh: ThresholdVerdict): ConfirmationNote => ({
  status: fresh.status === "skipped" ? "inconclusive" : fresh.status,
  ...(fresh.reason.kind === "interval" ? { bounds: fresh.reason.bounds } : {}),
  ...(fresh.rounds === undefined ? {} : { rounds: fresh.rounds }),
})

/**
 * A first-launch failure judged with the fresh launch's verdict of the same threshold: a
 * failure when the fresh processes fail it too, else inconclusive (the launches disagree).
 */
export const confirmedBy = (first: ThresholdVerdict, fresh: ThresholdVerdict): ThresholdVerdict => {
  if (first.reason.kind !== "interval") return first
  const confirmation = noteOf(fresh)
  return {
    ...first,
    status: fresh.status === "fail" ? "fail" : "inconclusive",
    reason: { ...first.reason, confirmation },
  }
}

/**
 * The fresh launch's looks: from the scenario's first look, doubling, in whole blocks of the
 * order, up to as many rounds as the first launch measured or the rest of the budget when that
 * is more. A failure that took the first launch its whole budget would otherwise be confirmed
 * on the few rounds left and lose to the fresh launch's width, not to its estimate (a +5.8%
 * change against a 2% limit was left open 4 times in 20 that way, 2026-11-28); and a failure
 * the fresh launch decides at its first look stops there instead of spending the rest of the
 * budget. So a failing scenario may spend up to twice its budget; a passing one never confirms.
 * Without a budget (`fits` infinite): the first launch's rounds, in one look.
 */
export const confirmationLooks = (input: {
  /** Rounds the first launch measured. */
  readonly firstLaunch: number
  /** Rounds that still fit in the scenario's budget. */
  readonly fits: number
  /** The scenario's first look (`load.firstLook`, else `rounds`): also the fresh launch's. */
  readonly firstLook: number
  readonly blockSize: number
  readonly confidence: number
}): LookPlan => {
  const block = Math.max(1, input.blockSize)
  const whole = (rounds: number) => Math.max(block, Math.ceil(rounds / block) * block)
  const rest = Number.isFinite(input.fits) ? input.fits : 0
  const most = whole(Math.max(input.firstLaunch, rest))
  return planLooks({
    firstLook: Math.min(most, whole(input.firstLook)),
    maxRounds: most,
    confidence: input.confidence,
    blockSize: block,
  })
}
