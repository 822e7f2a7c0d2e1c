import { Data } from "effect"

/** A load tool failed or printed something we cannot read. Exit code 3. */
export class RunnerFailed extends Data.TaggedError("RunnerFailed")<{
  readonly runner: string
  readonly target: string
  readonly detail: string
}> {
  override get message() {
    return `${this.runner} against target "${this.target}" failed: ${this.detail}`
  }
}
