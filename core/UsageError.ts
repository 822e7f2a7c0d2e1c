import { Data } from "effect"
import { ExitCode } from "./ExitCode.ts"

/**
 * The command line is wrong: unknown flag, missing argument, a path that does not exist. Exit 2.
 * `command` names the command whose usage the message is followed by (else the program's).
 */
export class UsageError extends Data.TaggedError("UsageError")<{
  readonly message: string
  readonly command?: string
}> {
  /** Exit code 2. */
  get exitCode() {
    return ExitCode.Invalid
  }
}
