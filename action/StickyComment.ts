/**
 * One benchgate comment per pull request, found by the hidden marker its body starts with
 * (report/Markdown.ts MARKER) and edited in place on every run, so a PR never collects a
 * comment per push. The search reads every page of the PR's comments.
 *
 * When to write follows the `comment` input (planComment, pure):
 * - `always`    — create the comment, or update it;
 * - `on-change` — create it only when something is not passing (a failure or an inconclusive
 *                 verdict); once it exists, keep it current, so a fixed PR does not keep
 *                 showing an old failure;
 * - `off`       — never touch comments.
 * A body identical to the current comment is not written again (no edit, no notification).
 */
import type { GitHubApi } from "./GitHubApi.ts"
import { IssueComment } from "./GitHubData.ts"
import type { CommentMode } from "./Inputs.ts"
import { MARKER, type Verdict } from "./Report.ts"

/** GitHub's limit on a comment body, in characters. */
export const MAX_COMMENT = 65_536

const TRUNCATED =
  "\n\n… the report is longer than a comment allows; the whole report is in the job summary of the run.\n"

type CommentAction = "create" | "update" | "unchanged" | "skip"

export const isSticky = (body: string | null | undefined): boolean =>
  typeof body === "string" && body.trimStart().startsWith(MARKER)

/** The body cut to fit a comment, at a line break, with a note saying where the rest is. */
export const fitComment = (body: string): string => {
  if (body.length <= MAX_COMMENT) return body
  const room = MAX_COMMENT - TRUNCATED.length
  const cut = body.lastIndexOf("\n", room)
  return `${body.slice(0, cut > 0 ? cut : room)}${TRUNCATED}`
}

const same = (a: string, b: string): boolean => a.replace(/\r\n/g, "\n").trimEnd() === b.trimEnd()

export const planComment = (input: {
  readonly mode: CommentMode
  readonly verdict: Verdict
  readonly existing: IssueComment | undefined
  readonly body: string
}): CommentAction => {
  if (input.mode === "off") return "skip"
  if (input.existing !== undefined) {
    return same(input.existing.body ?? "", input.body) ? "unchanged" : "update"
  }
  if (input.mode === "on-change" && input.verdict === "pass") return "skip"
  return "create"
}

/** The first comment on the issue or PR that starts with the marker, reading every page. */
const findSticky = async (
  api: GitHubApi,
  repo: string,
  issue: number,
): Promise<IssueComment | undefined> => {
  for await (const comment of api.paginate(
    IssueComment,
    `/repos/${repo}/issues/${issue}/comments`,
  )) {
    if (isSticky(comment.body)) return comment
  }
  return undefined
}

interface Published {
  readonly action: CommentAction
  readonly url?: string
}

/** Creates or updates the sticky comment as the mode says. */
export const publishComment = async (
  api: GitHubApi,
  target: {
    readonly repo: string
    readonly issue: number
    readonly mode: CommentMode
    readonly verdict: Verdict
    readonly body: string
  },
): Promise<Published> => {
  if (target.mode === "off") return { action: "skip" }
  const body = fitComment(target.body)
  const existing = await findSticky(api, target.repo, target.issue)
  const action = planComment({ mode: target.mode, verdict: target.verdict, existing, body })
  const url = (comment: IssueComment | undefined) =>
    comment?.html_url == null ? {} : { url: comment.html_url }
  switch (action) {
    case "create": {
      const created = await api.request(
        IssueComment,
        "POST",
        `/repos/${target.repo}/issues/${target.issue}/comments`,
        { body },
      )
      return { action, ...url(created) }
    }
    case "update": {
      const id = (existing as IssueComment).id
      const updated = await api.request(
        IssueComment,
        "PATCH",
        `/repos/${target.repo}/issues/comments/${id}`,
        { body },
      )
      return { action, ...url(updated) }
    }
    case "unchanged":
      return { action, ...url(existing) }
    case "skip":
      return { action }
  }
}
