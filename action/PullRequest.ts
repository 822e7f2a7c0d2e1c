/**
 * Which pull request a run belongs to, from the workflow's event payload (GITHUB_EVENT_PATH),
 * and the small record the measuring workflow leaves next to its reports (pull-request.json)
 * for the two-step fork pattern. Pure apart from reading files.
 */
import { existsSync, readFileSync } from "node:fs"
import { Either } from "effect"
import { decodeEventPayload, type EventPayload, type PullRequestRecord } from "./GitHubData.ts"

export interface PullRequestRef {
  readonly number: number
  /** The commit measured: the PR head. */
  readonly headSha: string
  /** `owner/name` of the repository the PR comes from; undefined when it was deleted. */
  readonly headRepo: string | undefined
  /** `owner/name` of the repository the PR targets. */
  readonly baseRepo: string
  /** A PR from another repository: its workflow gets a read-only token. */
  readonly fromFork: boolean
}

/** The event payload the runner wrote ({} without one: a local run), or an Error naming the field. */
export const readEvent = (path: string | undefined): EventPayload => {
  if (!path || !existsSync(path)) return {}
  return Either.getOrThrowWith(
    decodeEventPayload(readFileSync(path, "utf8")),
    (invalid) => new Error(`the event payload ${path} (GITHUB_EVENT_PATH): ${invalid.message}`),
  )
}

/** The PR of a `pull_request` event; undefined for any other event. */
export const pullRequestOf = (
  eventName: string | undefined,
  event: EventPayload,
): PullRequestRef | undefined => {
  const pr = event.pull_request
  if (eventName !== "pull_request" || pr == null) return undefined
  const headRepo = pr.head?.repo?.full_name ?? undefined
  const baseRepo = pr.base?.repo?.full_name ?? event.repository?.full_name ?? ""
  return {
    number: pr.number,
    headSha: pr.head?.sha ?? "",
    headRepo,
    baseRepo,
    fromFork: headRepo !== baseRepo,
  }
}

export const PULL_REQUEST_FILE = "pull-request.json"

export const encodeRecord = (pr: PullRequestRef): string =>
  `${JSON.stringify({ number: pr.number, headSha: pr.headSha } satisfies PullRequestRecord)}\n`
