/**
 * One question, two measurements: a profile's total change of CPU per request comes from its
 * own paired rounds, in fresh launches of both sides under the profiler (run/Profile.ts); the
 * check measured the same pair's `cpu_per_request` in its own rounds. This finds the check's
 * figure for a profiled pair — with the interval of a verdict on it, when one was decided — and
 * says whether the two agree, so a report never shows two numbers for one question without
 * saying why they differ. Pure.
 */

import type { MeasuredChange, ScenarioOutcome, ThresholdVerdict } from "./Result.ts"
import type { Change } from "./stats/Differential.ts"

const METRIC = "cpu_per_request"

/** The verdict on the pair's CPU per request, in relative-change terms, when there is one. */
const verdictInterval = (
  verdicts: ReadonlyArray<ThresholdVerdict>,
  head: string,
  overhead: boolean,
): { low: number; high: number } | undefined => {
  for (const v of verdicts) {
    const t = v.threshold
    if (t.target !== head || t.metric !== METRIC || v.interval === undefined) continue
    if (!overhead && t.kind === "regression") {
      return { low: v.interval.lower, high: v.interval.upper }
    }
    // An overhead verdict's interval is on target ÷ baseline, unless the limit is additive.
    if (overhead && t.kind === "overhead" && t.form !== "additive") {
      return { low: v.interval.lower - 1, high: v.interval.upper - 1 }
    }
  }
  return undefined
}

/**
 * The check's CPU per request change for the pair `head` against `base` (its base copy, or
 * the scenario's baseline), and whether `total` — the profile's — agrees with it; undefined
 * when the check did not measure it (a command, a benchmark, a target it did not start).
 */
export const measuredChange = (
  outcome: ScenarioOutcome,
  head: string,
  base: string,
  total: Change,
): MeasuredChange | undefined => {
  const summary = outcome.targets.find((t) => t.target === head)
  if (!summary) return undefined
  const overhead = base === outcome.baseline
  const ratio = overhead ? summary.overhead[METRIC] : undefined
  const change = overhead ? (ratio === undefined ? undefined : ratio - 1) : summary.change[METRIC]
  if (change === undefined || !Number.isFinite(change)) return undefined
  const interval = verdictInterval(outcome.verdicts, head, overhead)
  const low = interval?.low ?? change
  const high = interval?.high ?? change
  return {
    metric: METRIC,
    change,
    ...(interval ?? {}),
    rounds: summary.rounds,
    agrees: low <= total.high && total.low <= high,
  }
}
