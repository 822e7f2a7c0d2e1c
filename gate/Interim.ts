/**
 * A scenario's verdicts between looks, as the run loop needs them (run/Execute.ts): while one
 * is inconclusive and the budget allows, rounds are added; a failure measured on one launch of a
 * launched target starts fresh processes (gate/Launches.ts), which are measured while their own
 * verdict of it is still open. Pure.
 */
import type { ScenarioOutcome, Status } from "./Result.ts"

export interface Interim {
  readonly statuses: ReadonlyArray<Status>
  /**
   * Per verdict, the rounds it needs before it can be decided at all, where that is known: a
   * stored base with few rounds, or Infinity where the launches' spread, a stored base's own
   * spread or a machine busy in every round holds it open (the reason says so). Looks before
   * then cannot decide it.
   */
  readonly decidableFrom: ReadonlyArray<number | undefined>
  /** Failures measured on one launch of a launched target: they need fresh processes. */
  readonly unconfirmed: number
  /** The fresh processes' verdicts of the failures they confirm, once they are measured. */
  readonly confirmations: ReadonlyArray<Status>
}

export const interimOf = (outcome: ScenarioOutcome): Interim => ({
  statuses: outcome.verdicts.map((v) => v.status),
  decidableFrom: outcome.verdicts.map((v) => {
    if (v.reason.kind !== "interval") return undefined
    const undecided = v.reason.undecided
    // Held open by what launches move (the stored runs' spread) or by a stored base's own
    // spread: rounds here narrow neither.
    if (undecided?.launches || undecided?.baseBound) return Number.POSITIVE_INFINITY
    // Held open by the busy machine's allowance at any rounds, and no round was quiet: more
    // rounds wait for a neighbour that has not left once. One quiet round and they go on, as
    // four quiet rounds are judged alone (gate/Disturbance.ts).
    const busy = v.reason.busy
    if (undecided?.busy && busy?.heldOpen && busy.disturbed >= busy.rounds) {
      return Number.POSITIVE_INFINITY
    }
    return undecided?.storedRounds?.attainableAt
  }),
  unconfirmed: outcome.unconfirmed?.length ?? 0,
  confirmations: outcome.verdicts.flatMap((v) =>
    v.reason.kind === "interval" && v.reason.confirmation ? [v.reason.confirmation.status] : [],
  ),
})

/** Nothing to decide: a scenario without thresholds, or a command that judges afterwards. */
export const NOTHING_TO_DECIDE: Interim = {
  statuses: [],
  decidableFrom: [],
  unconfirmed: 0,
  confirmations: [],
}
