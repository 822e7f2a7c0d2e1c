/**
 * What the action reads from GitHub, as schemas (ADR 30): the workflow's event payload, the REST
 * API's answers, and the pull-request record a measuring workflow leaves beside its reports.
 * Each says only the fields the action reads; GitHub's others pass through unread. A field
 * GitHub may leave out or null (a deleted fork's `head.repo`, a comment's `body`) is optional,
 * so what GitHub sends decodes, and what it never sends (a number as text) is named by its path.
 */
import { Schema } from "effect"
import { decodeJson } from "../core/OutsideData.ts"

const optional = <S extends Schema.Schema.Any>(schema: S) => Schema.optional(Schema.NullOr(schema))

const Repository = Schema.Struct({ full_name: optional(Schema.String) })

const Branch = Schema.Struct({
  sha: optional(Schema.String),
  ref: optional(Schema.String),
  repo: optional(Repository),
})

/** The fields of a `pull_request` or `workflow_run` payload the action reads. */
export const EventPayload = Schema.Struct({
  pull_request: optional(
    Schema.Struct({ number: Schema.Number, head: optional(Branch), base: optional(Branch) }),
  ),
  repository: optional(Repository),
  workflow_run: optional(
    Schema.Struct({ event: optional(Schema.String), head_sha: optional(Schema.String) }),
  ),
})
export type EventPayload = typeof EventPayload.Type

export const decodeEventPayload = decodeJson(EventPayload)

/** GET …/pulls/{number}: the commit the pull request is at now. */
export const PullRequest = Schema.Struct({ head: optional(Branch) })

/** A comment on an issue or pull request. */
export const IssueComment = Schema.Struct({
  id: Schema.Number,
  body: optional(Schema.String),
  html_url: optional(Schema.String),
  user: optional(Schema.Struct({ login: optional(Schema.String) })),
})
export type IssueComment = typeof IssueComment.Type

/** An issue; GitHub lists pull requests among issues, marked by `pull_request`. */
export const Issue = Schema.Struct({
  number: Schema.Number,
  title: Schema.String,
  body: optional(Schema.String),
  html_url: optional(Schema.String),
  pull_request: Schema.optional(Schema.Unknown),
})
export type Issue = typeof Issue.Type

/** GET …/collaborators/{login}/permission. */
export const Permission = Schema.Struct({ permission: optional(Schema.String) })

/** An entry of GET …/commits/{sha}/pulls. */
export const PullOfCommit = Schema.Struct({
  number: Schema.Number,
  merged_at: optional(Schema.String),
  base: optional(Branch),
})

/**
 * The record the measuring workflow leaves for the commenting one. A job that ran the pull
 * request's code wrote it, so it is untrusted: a positive integer and a full SHA-1, no more.
 */
export const PullRequestRecord = Schema.Struct({
  number: Schema.Int.pipe(Schema.positive()),
  headSha: Schema.String.pipe(Schema.pattern(/^[0-9a-f]{40}$/)),
})
export type PullRequestRecord = typeof PullRequestRecord.Type

export const decodePullRequestRecord = decodeJson(PullRequestRecord)
