/**
 * What every mutant's run must look like, whatever the mutant: a pure judgement of one run of
 * `bench compile` or `bench check`. A mutant may compile, pass, fail a threshold or be
 * refused; it may never crash benchgate, hang, or leave the user without the file (and line)
 * to look at.
 */

export interface RunOutcome {
  /** The exit code; null when the run was killed (a hang, or the process crashed). */
  readonly code: number | null
  readonly stderr: string
  /** The run outlived its budget and was stopped. */
  readonly timedOut: boolean
}

/** Signs of a bug rather than a foreseen failure: a stack, a JS error, an Effect defect. */
const INTERNAL: ReadonlyArray<readonly [RegExp, string]> = [
  [/internal error/i, "internal error"],
  // Horizontal space only: \s spans newlines, and is quadratic on a million blank lines.
  [/^[ \t]+at .+[:(]\d+/m, "a stack trace"],
  [/\b(?:TypeError|RangeError|ReferenceError|SyntaxError|EvalError|URIError)\b/, "a JS error"],
  [/undefined is not|is not a function|Cannot read propert/, "a JS error"],
  [/Maximum call stack|out of memory/i, "a JS error"],
  [/FiberFailure|\bDefect\b|\(FiberId/, "an Effect defect"],
  [/^panic: |goroutine \d+ \[/m, "a panic"],
]

/** Where a summary line starts: not an issue. */
const SUMMARY = /^\S+: \d+ problems? in the specs; nothing was run$/

/** An issue line names `file`, with a line number when it has one: `file:12:3: …`. */
const issueLines = (stderr: string, file: string): ReadonlyArray<string> =>
  stderr.split("\n").filter((line) => line.startsWith(`${file}:`) && !SUMMARY.test(line))

/**
 * The problems with one run of a mutant at `file` (the path as given to bench); none when it
 * ended as benchgate promises.
 */
export const judge = (outcome: RunOutcome, file: string): ReadonlyArray<string> => {
  const problems: string[] = []
  if (outcome.timedOut) problems.push("hang: outlived its budget")
  else if (outcome.code === null) problems.push("crash: killed by a signal")
  else if (![0, 1, 2, 3].includes(outcome.code)) problems.push(`exit ${outcome.code}`)
  // A target's log tail (`  | …`, exit 3) quotes the target's own errors, not benchgate's.
  const own = outcome.stderr.replace(/^[ \t]*\|.*$/gm, "")
  for (const [pattern, what] of INTERNAL) {
    if (pattern.test(own)) problems.push(`${what} in stderr`)
  }
  if (outcome.code === 2 && !outcome.timedOut) {
    const issues = issueLines(outcome.stderr, file)
    if (issues.length === 0) problems.push("exit 2 without an issue naming the file")
    else if (!issues.some((line) => new RegExp(`^${escapeRegExp(file)}:\\d+`).test(line))) {
      problems.push("exit 2 without a line number")
    }
  }
  return problems
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
