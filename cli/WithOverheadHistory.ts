/**
 * Adds to each judged scenario the overhead history of its targets: the stored runs of the base
 * branch (gate/Store.ts `history`), then this run (gate/OverheadHistory.ts), in the metric and form the
 * target's thresholds gate (gate/Figure.ts). Read from the open store before this run is saved,
 * so this run is never its own history point. Both base modes read it: overheads are within one
 * run, so every stored run of the branch is comparable.
 */
import { Effect } from "effect"
import { historyFigure, overheadHistory } from "../gate/OverheadHistory.ts"
import type { RunInfo, ScenarioOutcome, ScenarioRun, TargetSummary } from "../gate/Result.ts"
import { Store } from "../gate/Store.ts"

interface HistoryOptions {
  /** The branch whose stored runs make the history (`--base-branch`). */
  readonly branch: string
  /** This run, the last point of every history. */
  readonly run: Pick<RunInfo, "commit" | "startedAt">
  /** Stored runs per history (default: gate/OverheadHistory.ts DEFAULT_HISTORY_LIMIT). */
  readonly limit?: number
}

const targetWithHistory = (
  outcome: ScenarioOutcome,
  current: ScenarioRun | undefined,
  summary: TargetSummary,
  options: HistoryOptions,
) =>
  Effect.gen(function* () {
    const figure = historyFigure(outcome, summary)
    if (outcome.baseline === undefined || figure === undefined) return summary
    const stored = yield* (yield* Store).history({
      branch: options.branch,
      spec: outcome.spec,
      scenario: outcome.scenario,
      target: summary.target,
      reference: outcome.baseline,
      metric: figure.metric,
      ...(options.limit === undefined ? {} : { limit: options.limit }),
    })
    const history = overheadHistory({
      stored,
      summary,
      figure,
      branch: options.branch,
      run: options.run,
      ...(current === undefined ? {} : { current }),
    })
    return { ...summary, history } satisfies TargetSummary
  })

/**
 * The outcomes with `history` on every target that has a baseline and a history figure; `runs`
 * are this check's rounds, for this run's own point.
 */
export const withOverheadHistory = (
  outcomes: ReadonlyArray<ScenarioOutcome>,
  runs: ReadonlyArray<ScenarioRun>,
  options: HistoryOptions,
) =>
  Effect.forEach(outcomes, (outcome) => {
    const current = runs.find((r) => r.spec === outcome.spec && r.scenario === outcome.scenario)
    return Effect.map(
      Effect.forEach(outcome.targets, (summary) =>
        targetWithHistory(outcome, current, summary, options),
      ),
      (targets): ScenarioOutcome => ({ ...outcome, targets }),
    )
  })
