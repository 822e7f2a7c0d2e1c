/**
 * `bench find`'s lines, pure: the range, each step's commit with its verdict and interval, and
 * the answer — the first bad commit with the size of its change, or the commits the search
 * could not tell apart and why.
 */
import type { RangeCommit } from "../gate/Bisection.ts"
import type { ThresholdVerdict } from "../gate/Result.ts"
import * as Wording from "../gate/stats/Wording.ts"
import { describeReason } from "./Reason.ts"

/** What one step measured: the followed threshold's verdict, or why the commit was not measured. */
export type StepResult =
  | { readonly kind: "measured"; readonly verdict: ThresholdVerdict }
  | { readonly kind: "unmeasured"; readonly why: string }

/** `1a2b3c4d fix the cache`, subjects cut to fit a line. */
export const commitText = (commit: RangeCommit): string => {
  const subject = commit.subject.length > 60 ? `${commit.subject.slice(0, 59)}…` : commit.subject
  return `${commit.sha.slice(0, 8)} ${subject}`
}

/**
 * `svc wall +98.2% [+95.1%, +101.3%], 12 rounds`: the change and its interval; an exact metric's
 * change without one; a verdict without a number says why.
 */
export const changeText = (verdict: ThresholdVerdict): string => {
  const { target, metric } = verdict.threshold
  if (verdict.measured === undefined)
    return `${target} ${metric}: ${describeReason(verdict.reason)}`
  const interval = verdict.interval
  const spread =
    interval === undefined
      ? " (exact)"
      : ` [${Wording.change(interval.lower)}, ${Wording.change(interval.upper)}]`
  const rounds = verdict.rounds === undefined ? "" : `, ${Wording.rounds(verdict.rounds)}`
  return `${target} ${metric} ${Wording.change(verdict.measured)}${spread}${rounds}`
}

/** What the search reads from a step, in words: like GOOD, like BAD or undecided and why. */
const likenessText = (result: StepResult): string => {
  if (result.kind === "unmeasured") return `not measured: ${result.why}`
  const { verdict } = result
  switch (verdict.status) {
    case "pass":
      return `like GOOD  ${changeText(verdict)}`
    case "fail":
      return `like BAD   ${changeText(verdict)}`
    default:
      return `undecided  ${changeText(verdict)}: ${describeReason(verdict.reason)}`
  }
}

export const rangeLine = (input: {
  readonly good: RangeCommit
  readonly bad: RangeCommit
  readonly count: number
  readonly spec: string
}): string =>
  `find: ${input.count} commit${input.count === 1 ? "" : "s"} after GOOD ${input.good.sha.slice(0, 8)} up to BAD ${input.bad.sha.slice(0, 8)} (first parents), measured with ${input.spec}`

/** One line per threshold the confirmation decided: BAD against GOOD. */
export const confirmLines = (verdicts: ReadonlyArray<ThresholdVerdict>): ReadonlyArray<string> =>
  verdicts.map((verdict) => {
    const outcome =
      verdict.status === "fail"
        ? "shift confirmed"
        : verdict.status === "pass"
          ? "no shift past its limit"
          : `undecided: ${describeReason(verdict.reason)}`
    return `  BAD against GOOD  ${verdict.threshold.text}: ${changeText(verdict)}: ${outcome}`
  })

/** Which shift the search follows and where its halfway limit lies. */
/**
 * Why there is nothing to search: BAD is within every limit of GOOD, or the comparison stayed
 * undecided — then what would decide it, on the same line (the reasons are above it).
 */
export const noShiftLine = (verdicts: ReadonlyArray<ThresholdVerdict>): string => {
  const undecided = verdicts.filter((v) => v.status === "inconclusive")
  if (undecided.length === 0) {
    return "no shift between GOOD and BAD: BAD is within every limit of GOOD, nothing to search for (a change within a threshold's limit is none; --metric follows a metric at any change past 1%)"
  }
  const busy = undecided.some((v) => v.reason.kind === "interval" && v.reason.busy !== undefined)
  const launches = undecided.some(
    (v) => v.reason.kind === "interval" && v.reason.confirmation !== undefined,
  )
  const why = launches
    ? "fresh processes did not confirm the first launch's change"
    : busy
      ? "the machine was busy and the change is within what that can move"
      : "the rounds did not resolve it"
  return `no shift confirmed between GOOD and BAD: ${undecided.length === 1 ? "the comparison" : `${undecided.length} comparisons`} stayed undecided (${why}); give each step more time with --budget-per-step${busy ? " or run on a quieter machine" : ""}`
}

export const followLine = (input: {
  readonly scenario: string
  readonly verdict: ThresholdVerdict
  readonly tolerance: number
  readonly better: "higher" | "lower"
}): string => {
  const { target, metric } = input.verdict.threshold
  const limit = input.better === "lower" ? input.tolerance : -input.tolerance
  return `following ${input.scenario} › ${target} ${metric}: a commit is like BAD when its change against GOOD is past ${Wording.changeLimit(limit)}, halfway to BAD`
}

export const stepLine = (input: {
  readonly step: number
  readonly steps: number
  readonly commit: RangeCommit
  readonly result: StepResult
}): string =>
  `step ${input.step} (of at most ${input.steps})  ${commitText(input.commit)}, against GOOD\n    ${likenessText(input.result)}`

/** The answer: the first bad commit, and its own change against its parent. */
export const foundLines = (input: {
  readonly commit: RangeCommit
  readonly parent: RangeCommit
  readonly size: StepResult
}): ReadonlyArray<string> => {
  const lines = [`first bad commit: ${input.commit.sha} ${input.commit.subject}`]
  const against = `against its parent ${input.parent.sha.slice(0, 8)}`
  if (input.size.kind === "unmeasured") {
    return [...lines, `  its own change was not measured: ${input.size.why}`]
  }
  const { verdict } = input.size
  const interval = verdict.interval
  const confidence =
    interval === undefined ? "" : ` (${Wording.confidence(interval.level)} interval)`
  lines.push(`  ${changeText(verdict)} ${against}${confidence}`)
  if (verdict.status === "pass") {
    lines.push(
      "  against its parent the change is less than half the shift: the level moved over several commits, and this is where it passed halfway",
    )
  } else if (verdict.status !== "fail") {
    lines.push(`  its own change could not be decided: ${describeReason(verdict.reason)}`)
  }
  return lines
}

/** The honest end of a search a step could not decide: the commits that may hold the change. */
export const stoppedLines = (input: {
  readonly commit: RangeCommit
  readonly result: StepResult
  readonly candidates: ReadonlyArray<RangeCommit>
}): ReadonlyArray<string> => [
  `stopped: ${input.commit.sha.slice(0, 8)} ${input.result.kind === "unmeasured" ? "could not be measured" : "is neither like GOOD nor like BAD within the budget of a step"}; the change is in one of these ${input.candidates.length} commits:`,
  ...input.candidates.map((commit) => `  ${commitText(commit)}`),
]
