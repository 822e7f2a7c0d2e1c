import { Data } from "effect"

/** A pinned external tool is neither found nor installable here. Exit code 3. */
export class ToolMissing extends Data.TaggedError("ToolMissing")<{
  readonly tool: string
  readonly version: string
  /** What the user can do about it, one sentence. */
  readonly remedy: string
  readonly detail?: string
}> {
  override get message() {
    const detail = this.detail ? `\n${this.detail}` : ""
    return `${this.tool} ${this.version} is not available: ${this.remedy}${detail}`
  }
}
