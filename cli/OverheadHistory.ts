/**
 * Adds to each judged scenario the overhead history of its targets: the stored runs of the base
 * branch (gate/Store.ts `history`), then this run (gate/History.ts). Read from the open store
 * before this run is saved, so this run is never its own history point. Both base modes read
 * it: overheads are ratios within one run, so every stored run of the branch is comparable.
 */
import { Effect } from "effect"
import { historyMetric, overheadHistory } from "../gate/History.ts"
import type { RunInfo, ScenarioOutcome, TargetSummary } from "../gate/Result.ts"
import { Store } from "../gate/Store.ts"

interface HistoryOptions {
  /** The branch whose stored runs make the history (`--base-branch`). */
  readonly branch: string
  /** This run, the last point of every history. */
  readonly run: Pick<RunInfo, "commit" | "startedAt">
  /** Stored runs per history (default: gate/History.ts DEFAULT_HISTORY_LIMIT). */
  readonly limit?: number
}

const targetWithHistory = (
  outcome: ScenarioOutcome,
  summary: TargetSummary,
  options: HistoryOptions,
) =>
  Effect.gen(function* () {
    const metric = historyMetric(outcome, summary)
    if (outcome.baseline === undefined || metric === undefined) return summary
    const stored = yield* (yield* Store).history({
      branch: options.branch,
      spec: outcome.spec,
      scenario: outcome.scenario,
      target: summary.target,
      reference: outcome.baseline,
      metric,
      ...(options.limit === undefined ? {} : { limit: options.limit }),
    })
    const history = overheadHistory({
      stored,
      summary,
      metric,
      branch: options.branch,
      run: options.run,
    })
    return { ...summary, history } satisfies TargetSummary
  })

/** The outcomes with `history` on every target that has a baseline and a history metric. */
export const withOverheadHistory = (
  outcomes: ReadonlyArray<ScenarioOutcome>,
  options: HistoryOptions,
) =>
  Effect.forEach(outcomes, (outcome) =>
    Effect.map(
      Effect.forEach(outcome.targets, (summary) => targetWithHistory(outcome, summary, options)),
      (targets): ScenarioOutcome => ({ ...outcome, targets }),
    ),
  )
