/**
 * Which pull request a run belongs to, from the workflow's event payload (GITHUB_EVENT_PATH),
 * and the small record the measuring workflow leaves next to its reports (pull-request.json)
 * for the two-step fork pattern. Pure apart from reading files.
 */
import { readFileSync } from "node:fs"

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

type Json = Record<string, unknown>

const record = (value: unknown): Json | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : undefined

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)

/** The event payload the runner wrote; {} when there is none (a local run). */
export const readEvent = (path: string | undefined): Json => {
  if (!path) return {}
  try {
    return record(JSON.parse(readFileSync(path, "utf8"))) ?? {}
  } catch {
    return {}
  }
}

/** The PR of a `pull_request` event; undefined for any other event. */
export const pullRequestOf = (
  eventName: string | undefined,
  event: Json,
): PullRequestRef | undefined => {
  if (eventName !== "pull_request") return undefined
  const pr = record(event.pull_request)
  const number = pr?.number
  if (pr === undefined || typeof number !== "number") return undefined
  const head = record(pr.head)
  const base = record(pr.base)
  const headRepo = str(record(head?.repo)?.full_name)
  const baseRepo =
    str(record(base?.repo)?.full_name) ?? str(record(event.repository)?.full_name) ?? ""
  return {
    number,
    headSha: str(head?.sha) ?? "",
    headRepo,
    baseRepo,
    fromFork: headRepo !== baseRepo,
  }
}

/** What the measuring workflow records for the commenting workflow: which PR, which commit. */
interface PullRequestRecord {
  readonly number: number
  readonly headSha: string
}

export const PULL_REQUEST_FILE = "pull-request.json"

export const encodeRecord = (pr: PullRequestRef): string =>
  `${JSON.stringify({ number: pr.number, headSha: pr.headSha } satisfies PullRequestRecord)}\n`

/**
 * The record from an artifact. It was written by a job that ran the PR's code, so it is
 * untrusted: only a positive integer and a 40-hex-digit SHA are accepted, and the commenting
 * workflow checks both against GitHub before it writes anything.
 */
export const decodeRecord = (text: string): PullRequestRecord | undefined => {
  try {
    const doc = record(JSON.parse(text))
    const number = doc?.number
    const headSha = doc?.headSha
    if (typeof number !== "number" || !Number.isSafeInteger(number) || number <= 0) return undefined
    if (typeof headSha !== "string" || !/^[0-9a-f]{40}$/.test(headSha)) return undefined
    return { number, headSha }
  } catch {
    return undefined
  }
}
