/**
 * The display model the terminal and markdown renderers share: one scenario as a table of
 * formatted cells, and its threshold verdicts as lines, worst first. Cells hold raw user
 * strings (target names, threshold text); each renderer sanitises or escapes them for its
 * medium. Only the layout (padding, colour, escaping) differs between renderers.
 */
import type { Threshold } from "../compiler/Spec.ts"
import type { ScenarioOutcome, Status, TargetSummary } from "../gate/Result.ts"
import * as Format from "./Format.ts"
import { targetStatus, verdictsWorstFirst } from "./Summary.ts"

export type Align = "left" | "right"

export interface Column {
  readonly title: string
  readonly align: Align
}

/** target | rps | p50 | p99 | overhead | vs base | verdict */
export const COLUMNS: ReadonlyArray<Column> = [
  { title: "target", align: "left" },
  { title: "rps", align: "right" },
  { title: "p50", align: "right" },
  { title: "p99", align: "right" },
  { title: "overhead", align: "right" },
  { title: "vs base", align: "right" },
  { title: "verdict", align: "left" },
]

export interface TargetRow {
  readonly target: string
  /** rps, p50, p99, overhead, vs base — formatted, `—` when absent. */
  readonly values: readonly [string, string, string, string, string]
  /** Worst verdict of the target's thresholds; `undefined` when it has none. */
  readonly status: Status | undefined
}

/** What the overhead column shows on the baseline's own row. */
export const BASELINE = "baseline"

const overheadCell = (outcome: ScenarioOutcome, summary: TargetSummary): string => {
  if (summary.target === outcome.baseline) return BASELINE
  const p50 = summary.overhead.p50
  return p50 === undefined ? Format.NONE : Format.ratio(p50)
}

const changeCell = (summary: TargetSummary): string => {
  const p50 = summary.change.p50
  return p50 === undefined ? Format.NONE : Format.change(p50)
}

/** One row per target, in the order the gate lists them. */
export const targetRows = (outcome: ScenarioOutcome): ReadonlyArray<TargetRow> =>
  outcome.targets.map((summary) => ({
    target: summary.target,
    values: [
      Format.metric("rps", summary.estimates.rps),
      Format.metric("p50", summary.estimates.p50),
      Format.metric("p99", summary.estimates.p99),
      overheadCell(outcome, summary),
      changeCell(summary),
    ],
    status: targetStatus(outcome, summary.target),
  }))

export interface VerdictLine {
  readonly status: Status
  /** The threshold as the user wrote it, prefixed with its target when the text omits it. */
  readonly threshold: string
  /** The measured estimate, formatted for the threshold's kind; absent when none was made. */
  readonly measured: string | undefined
  readonly reason: string
}

/**
 * The threshold text as written by the user (`layered p50 <= 2.5x`). A threshold written
 * without a target is expanded per target by the compiler; if its text does not start with the
 * target's name, the name is prepended so the expanded lines can be told apart.
 */
export const thresholdText = (threshold: Threshold): string => {
  const text = threshold.text.trim()
  if (text === threshold.target || text.startsWith(`${threshold.target} `)) return text
  return `${threshold.target}: ${text}`
}

/** One line per threshold verdict, failing first. */
export const verdictLines = (outcome: ScenarioOutcome): ReadonlyArray<VerdictLine> =>
  verdictsWorstFirst(outcome.verdicts).map((verdict) => ({
    status: verdict.status,
    threshold: thresholdText(verdict.threshold),
    measured:
      verdict.measured === undefined
        ? undefined
        : Format.measured(verdict.threshold, verdict.measured),
    reason: withMethod(verdict),
  }))

/** The reason, followed by how the estimate was made: `…; crossover-t, 8 rounds`. */
const withMethod = (verdict: ScenarioOutcome["verdicts"][number]): string => {
  const how = [
    verdict.interval?.method,
    verdict.rounds === undefined
      ? undefined
      : `${verdict.rounds} round${verdict.rounds === 1 ? "" : "s"}`,
  ].filter((part) => part !== undefined)
  return how.length === 0 ? verdict.reason : `${verdict.reason}; ${how.join(", ")}`
}
