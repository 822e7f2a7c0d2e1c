import { Data } from "effect"
import { ExitCode } from "../core/ExitCode.ts"

/** A runner failed or printed something we cannot read. Exit code 3. */
export class RunnerFailed extends Data.TaggedError("RunnerFailed")<{
  readonly runner: string
  /** The target(s) the slice measured: `layered`, or `plain, micro` for a bun group. */
  readonly target: string
  /** What was run, when "against target X" does not say it: `building the go test binary …`. */
  readonly what?: string
  readonly detail: string
}> {
  /** Exit code 3. */
  get exitCode() {
    return ExitCode.RunFailed
  }
  override get message() {
    return `${this.runner} ${this.what ?? `against target "${this.target}"`} failed: ${this.detail}`
  }
}
