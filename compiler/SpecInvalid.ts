import { Data } from "effect"
import { ExitCode } from "../core/ExitCode.ts"
import { formatIssue, type Issue } from "./Issue.ts"

/** The specs do not compile; every issue found is reported at once. Exit code 2. */
export class SpecInvalid extends Data.TaggedError("SpecInvalid")<{
  readonly issues: ReadonlyArray<Issue>
}> {
  /** Exit code 2. */
  get exitCode() {
    return ExitCode.Invalid
  }
  override get message() {
    return this.issues.map(formatIssue).join("\n")
  }
}
