import { Data } from "effect"
import { ExitCode } from "../core/ExitCode.ts"

/**
 * A target or service did not build or start, exited, never became ready, found its fixed port taken or
 * another process answering on it, or died during the run. Exit code 3.
 */
export class TargetFailed extends Data.TaggedError("TargetFailed")<{
  readonly spec: string
  /** The target's (or the service's) name. */
  readonly target: string
  /** Set for a service; absent for a target. */
  readonly role?: "service"
  readonly reason:
    | "Build"
    | "Spawn"
    | "Exited"
    | "NotReady"
    | "Unreachable"
    | "PortInUse"
    | "NotOurs"
    | "Died"
  /** One sentence: `exited with code 1 before it was ready`. */
  readonly detail: string
  readonly logFile?: string
  /** The last lines the target wrote, to show without opening the log. */
  readonly logTail: string
}> {
  /** Exit code 3. */
  get exitCode() {
    return ExitCode.RunFailed
  }
  override get message() {
    const log = this.logFile ? ` (log: ${this.logFile})` : ""
    const tail = this.logTail.trim()
      ? `\nlast lines of its log:\n${this.logTail.trimEnd().replace(/^/gm, "  | ")}`
      : ""
    return `${this.role ?? "target"} "${this.target}" of spec ${this.spec} ${this.detail}${log}${tail}`
  }
}

/** A TargetFailed of the target being started: its reason, one sentence, its log's tail. */
export type Failed = (
  reason: TargetFailed["reason"],
  detail: string,
  logFile?: string,
) => TargetFailed
