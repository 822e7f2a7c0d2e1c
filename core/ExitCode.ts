/** The CLI's exit codes: the contract CI jobs and the GitHub Action rely on. */
export const ExitCode = {
  /** Every threshold passed (inconclusive and skipped verdicts do not fail). */
  Pass: 0,
  /** A threshold or regression failed. */
  Fail: 1,
  /** The specs or the command line are invalid. */
  Invalid: 2,
  /** The run failed: a target did not start, a tool is missing, a runner crashed. */
  RunFailed: 3,
  /** Interrupted (Ctrl-C); nothing was stored. */
  Interrupted: 130,
} as const

type ExitCodeValue = (typeof ExitCode)[keyof typeof ExitCode]

/**
 * An error that can end the program: it says its exit code where it is defined, so the CLI
 * never guesses one from a table of names (a new error without one does not compile there).
 */
export interface Exiting {
  readonly _tag: string
  readonly message: string
  readonly exitCode: ExitCodeValue
}
