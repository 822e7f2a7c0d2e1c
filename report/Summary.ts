/**
 * The decisions every report shares, so the terminal table, the PR comment and the JSON never
 * disagree: how verdicts are counted, which status is "worst", and the order verdicts and
 * scenarios are listed in.
 *
 * Severity, worst first: fail > inconclusive > pass > skipped. A skipped threshold (no baseline
 * on the base branch, environments differ) decided nothing, so it ranks below a pass.
 */
import type { CheckResult, ScenarioOutcome, Status, ThresholdVerdict } from "../gate/Result.ts"

/** Statuses from worst to best; also the order counts are listed in. */
const SEVERITY: ReadonlyArray<Status> = ["fail", "inconclusive", "pass", "skipped"]

/** 0 for the worst status (fail), larger is better. */
const severity = (status: Status): number => SEVERITY.indexOf(status)

/** The worst of some statuses; `undefined` when there are none. */
export const worstStatus = (statuses: Iterable<Status>): Status | undefined => {
  let worst: Status | undefined
  for (const status of statuses) {
    if (worst === undefined || severity(status) < severity(worst)) worst = status
  }
  return worst
}

export interface VerdictCounts {
  readonly pass: number
  readonly fail: number
  readonly inconclusive: number
  readonly skipped: number
}

const allVerdicts = (outcomes: ReadonlyArray<ScenarioOutcome>): ReadonlyArray<ThresholdVerdict> =>
  outcomes.flatMap((outcome) => outcome.verdicts)

/** How many threshold verdicts of each status the whole check produced. */
export const countVerdicts = (result: CheckResult): VerdictCounts => {
  const counts = { pass: 0, fail: 0, inconclusive: 0, skipped: 0 }
  for (const verdict of allVerdicts(result.outcomes)) counts[verdict.status] += 1
  return counts
}

/** The worst verdict of the whole check; `undefined` when no threshold was checked. */
export const overallStatus = (result: CheckResult): Status | undefined =>
  worstStatus(allVerdicts(result.outcomes).map((verdict) => verdict.status))

/** The worst verdict of one scenario; `undefined` when it has no thresholds. */
export const scenarioStatus = (outcome: ScenarioOutcome): Status | undefined =>
  worstStatus(outcome.verdicts.map((verdict) => verdict.status))

/** The worst verdict among the thresholds on one target; `undefined` when it has none. */
export const targetStatus = (outcome: ScenarioOutcome, target: string): Status | undefined =>
  worstStatus(
    outcome.verdicts
      .filter((verdict) => verdict.threshold.target === target)
      .map((verdict) => verdict.status),
  )

const rank = (status: Status | undefined): number =>
  status === undefined ? SEVERITY.length : severity(status)

/** Verdicts worst first; equal statuses keep the order the gate produced (the spec's order). */
export const verdictsWorstFirst = (
  verdicts: ReadonlyArray<ThresholdVerdict>,
): ReadonlyArray<ThresholdVerdict> =>
  [...verdicts].sort((a, b) => severity(a.status) - severity(b.status))

/** Scenarios with failures first, then inconclusive ones, then the rest, otherwise in run order. */
export const scenariosWorstFirst = (
  outcomes: ReadonlyArray<ScenarioOutcome>,
): ReadonlyArray<ScenarioOutcome> =>
  [...outcomes].sort((a, b) => rank(scenarioStatus(a)) - rank(scenarioStatus(b)))

const WORDS: Record<Status, string> = {
  pass: "passed",
  fail: "failed",
  inconclusive: "inconclusive",
  skipped: "skipped",
}

/** The parts of the counts sentence in fixed order, for renderers that colour each part. */
export const countParts = (
  counts: VerdictCounts,
): ReadonlyArray<{ readonly status: Status; readonly text: string }> =>
  (["pass", "fail", "inconclusive", "skipped"] as const).map((status) => ({
    status,
    text: `${counts[status]} ${WORDS[status]}`,
  }))

/** `3 passed, 1 failed, 0 inconclusive, 2 skipped`. */
export const describeCounts = (counts: VerdictCounts): string =>
  countParts(counts)
    .map((part) => part.text)
    .join(", ")
