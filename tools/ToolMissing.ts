import { Data } from "effect"
import { ExitCode } from "../core/ExitCode.ts"

/** A pinned external tool is neither found nor installable here. Exit code 3. */
export class ToolMissing extends Data.TaggedError("ToolMissing")<{
  readonly tool: string
  /** The pinned version; "" for a tool benchgate does not pin (go). */
  readonly version: string
  /** What the user can do about it, one sentence. */
  readonly remedy: string
  readonly detail?: string
}> {
  /** Exit code 3. */
  get exitCode() {
    return ExitCode.RunFailed
  }
  override get message() {
    const detail = this.detail ? `\n${this.detail}` : ""
    const version = this.version ? ` ${this.version}` : ""
    return `${this.tool}${version} is not available: ${this.remedy}${detail}`
  }
}
