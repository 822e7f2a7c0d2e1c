/**
 * The base commit of `base-mode: worktree`: what `bench check --base REF` checks out as a git
 * worktree and measures in the same rounds as the head.
 *
 * - a `pull_request` event: the payload's `pull_request.base.sha` (the target branch's commit
 *   the pull request is compared with);
 * - any other event: `origin/<base-branch>`;
 * - `base-mode: stored`: none ("").
 *
 * The ref ends up as the value of `--base` on bench check's command line, so it is checked to be
 * a plausible ref that can never be read as an option or a revision expression.
 */
import { spawnSync } from "node:child_process"
import type { EventPayload } from "./GitHubData.ts"
import type { BaseMode } from "./Inputs.ts"

/** No usable base commit: a bad ref, or a commit missing from the clone. */
export class BaseRefError extends Error {
  readonly _tag = "BaseRefError"
  override readonly name = "BaseRefError"
}

/** A full commit id, SHA-1 or SHA-256. */
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/

/**
 * `ref` when it is a plausible ref: not empty, no whitespace or control characters, no leading
 * `-` (an option), and none of what git forbids in ref names (`~ ^ : ? * [ \`, `..`, `@{`),
 * which would make it a revision expression. `from` says where the value came from.
 */
export const checkRef = (ref: string, from: string): string => {
  const problem =
    ref === ""
      ? "is empty"
      : /[\s\p{Cc}]/u.test(ref)
        ? "contains whitespace or control characters"
        : ref.startsWith("-")
          ? "starts with '-' and would be read as an option"
          : /[~^:?*[\\]|\.\.|@\{/.test(ref)
            ? "contains characters git does not allow in a ref name"
            : undefined
  if (problem !== undefined) {
    throw new BaseRefError(`${from}: ${JSON.stringify(ref)} ${problem}; not a base ref`)
  }
  return ref
}

/** The ref bench check --base gets; "" in stored mode (no same-job base). */
export const baseRefOf = (
  mode: BaseMode,
  baseBranch: string,
  eventName: string | undefined,
  event: EventPayload,
): string => {
  if (mode === "stored") return ""
  if (eventName === "pull_request") {
    const sha = event.pull_request?.base?.sha
    const from = "pull_request.base.sha in the event payload"
    if (sha == null) throw new BaseRefError(`${from}: missing; no base commit to measure`)
    checkRef(sha, from)
    if (!OBJECT_ID.test(sha)) throw new BaseRefError(`${from}: "${sha}" is not a full commit id`)
    return sha
  }
  return checkRef(`origin/${baseBranch}`, "input base-branch")
}

/**
 * The commit `ref` names in the clone at `cwd`, resolved the way bench check --base resolves
 * it. Fails before anything is installed or measured when the clone lacks it, which is what a
 * default (shallow) actions/checkout gives.
 */
export const baseCommitIn = (ref: string, cwd: string): string => {
  const resolved = spawnSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], {
    cwd,
    encoding: "utf8",
  })
  if (resolved.error) {
    throw new BaseRefError(`base-mode worktree needs git: ${resolved.error.message}`)
  }
  const commit = `${resolved.stdout}`.trim()
  if (resolved.status !== 0 || commit === "") {
    const why = `${resolved.stderr}`.trim()
    throw new BaseRefError(
      `base-mode worktree measures the base commit ${ref}, which is not in the clone at ${cwd}${why ? ` (git: ${why})` : ""}. Check out with actions/checkout's fetch-depth: 0, or fetch the base commit before this step (docs/action.md, "Base mode").`,
    )
  }
  return commit
}
