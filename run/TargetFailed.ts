import { Data } from "effect"

/** A target did not start, exited, or never became ready. Exit code 3. */
export class TargetFailed extends Data.TaggedError("TargetFailed")<{
  readonly spec: string
  readonly target: string
  readonly reason: "Spawn" | "Exited" | "NotReady" | "Unreachable"
  /** One sentence: `exited with code 1 before it was ready`. */
  readonly detail: string
  readonly logFile?: string
  /** The last lines the target wrote, to show without opening the log. */
  readonly logTail: string
}> {
  override get message() {
    const log = this.logFile ? ` (log: ${this.logFile})` : ""
    const tail = this.logTail.trim()
      ? `\nlast lines of its log:\n${this.logTail.trimEnd().replace(/^/gm, "  | ")}`
      : ""
    return `target "${this.target}" of spec ${this.spec} ${this.detail}${log}${tail}`
  }
}
