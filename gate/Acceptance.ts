/**
 * A reviewer's acceptance of a failing threshold (ADR 24). Pure.
 *
 * - Given now (`bench check --accept FILE`, one `SCENARIO/METRIC@LOGIN` a line, written by the
 *   action after it checked the reviewer's permission): every failing verdict of that scenario
 *   and metric passes, marked "accepted by @login", and its measured value becomes the accepted
 *   level, stored with the run.
 * - Stored with an earlier run of the base branch: an absolute or overhead threshold that fails
 *   the spec's limit is judged again against the accepted level, so a deliberate cost does not
 *   fail every later check; a value worse than the accepted level still fails. Regression
 *   thresholds need no such carry: their base moves to the accepted run once it is stored.
 */
import type { Threshold } from "../core/Spec.ts"
import type { ScenarioOutcome, ThresholdVerdict } from "./Result.ts"

/** One line of an accept file: the failing thresholds of a scenario's metric, and who accepts. */
export interface AcceptRequest {
  readonly scenario: string
  readonly metric: string
  /** The reviewer's login, without `@`. */
  readonly by: string
}

/** A GitHub login: letters, digits and single hyphens (bots end in `[bot]`). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/

/**
 * `SCENARIO/METRIC@LOGIN`, split at the last `@` and the last `/` before it, since scenario
 * names may hold either and metrics and logins hold neither. A string says what is wrong.
 */
export const parseAcceptLine = (line: string): AcceptRequest | string => {
  const text = line.trim()
  const at = text.lastIndexOf("@")
  const slash = at < 0 ? -1 : text.lastIndexOf("/", at)
  if (at < 0 || slash < 0) return `"${text}" is not SCENARIO/METRIC@LOGIN`
  const scenario = text.slice(0, slash).trim()
  const metric = text.slice(slash + 1, at).trim()
  const by = text.slice(at + 1).trim()
  if (scenario === "" || metric === "") return `"${text}" names no scenario or no metric`
  if (!LOGIN.test(by)) return `"${text}": "${by}" is not a GitHub login`
  return { scenario, metric, by }
}

/** An accept file's requests, or the first bad line with its number. Blank lines are skipped. */
export const parseAcceptFile = (text: string): ReadonlyArray<AcceptRequest> | string => {
  const requests: AcceptRequest[] = []
  for (const [index, line] of text.split("\n").entries()) {
    if (line.trim() === "") continue
    const parsed = parseAcceptLine(line)
    if (typeof parsed === "string") return `line ${index + 1}: ${parsed}`
    requests.push(parsed)
  }
  return requests
}

/** Marks the failing verdicts the requests name as accepted; the rest are left as they are. */
export const acceptFailures = (
  outcome: ScenarioOutcome,
  requests: ReadonlyArray<AcceptRequest>,
): ScenarioOutcome => {
  const mine = requests.filter((r) => r.scenario === outcome.scenario)
  if (mine.length === 0) return outcome
  return {
    ...outcome,
    verdicts: outcome.verdicts.map((verdict) => {
      const request = mine.find((r) => r.metric === verdict.threshold.metric)
      if (verdict.status !== "fail" || request === undefined) return verdict
      return {
        ...verdict,
        status: "pass",
        accepted: {
          by: request.by,
          ...(verdict.measured === undefined ? {} : { level: verdict.measured }),
        },
      }
    }),
  }
}

/** An acceptance stored with a run of the base branch (`Store.acceptances`, gate/Store.ts). */
export interface StoredAcceptance {
  readonly runId: number
  readonly commit: string
  readonly spec: string
  readonly scenario: string
  readonly target: string
  /** The threshold's text: a changed limit is another threshold, and no acceptance carries. */
  readonly threshold: string
  readonly by: string
  readonly level: number
}

/** The acceptance that covers a threshold: the newest stored for the same text and target. */
export const acceptanceFor = (
  stored: ReadonlyArray<StoredAcceptance>,
  threshold: Threshold,
): StoredAcceptance | undefined =>
  stored
    .filter((a) => a.target === threshold.target && a.threshold === threshold.text)
    .reduce<StoredAcceptance | undefined>(
      (newest, a) => (newest && newest.runId > a.runId ? newest : a),
      undefined,
    )

/** The threshold with its limit moved to the accepted level, when that is the laxer one. */
const atAcceptedLevel = (threshold: Threshold, level: number): Threshold | undefined => {
  // A change against the base is judged against the base's level, which moves with the merge.
  if (threshold.kind === "regression" || threshold.kind === "overhead-regression") return undefined
  const lax =
    threshold.comparator === "<" || threshold.comparator === "<="
      ? level > threshold.limit
      : level < threshold.limit
  return lax ? { ...threshold, limit: level } : undefined
}

/**
 * A failing absolute or overhead verdict judged again against a stored acceptance's level
 * (`decide` runs the gate's own decision on the same rounds): accepted when it is not worse than
 * the accepted level, still failing when it is.
 */
export const judgeAgainstAccepted = (
  verdict: ThresholdVerdict,
  acceptance: StoredAcceptance | undefined,
  decide: (threshold: Threshold) => ThresholdVerdict,
): ThresholdVerdict => {
  if (verdict.status !== "fail" || acceptance === undefined) return verdict
  const moved = atAcceptedLevel(verdict.threshold, acceptance.level)
  if (moved === undefined) return verdict
  if (decide(moved).status === "fail") return verdict
  return {
    ...verdict,
    status: "pass",
    accepted: {
      by: acceptance.by,
      level: acceptance.level,
      from: { runId: acceptance.runId, commit: acceptance.commit },
    },
  }
}
