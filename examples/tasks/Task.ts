/**
 * The tasks domain, independent of any wire format: the task record, the input to create one,
 * and its validation. The HTTP API and both gRPC schemas decode into `NewTaskInput` and call
 * `checkNewTask`, so every entry rejects exactly the same input with the same message.
 */

export const PRIORITIES = ["low", "medium", "high", "urgent"] as const
export type Priority = (typeof PRIORITIES)[number]

export const STATUSES = ["todo", "in_progress", "done"] as const
export type Status = (typeof STATUSES)[number]

export interface Task {
  /** UUID, lower-case canonical form (8-4-4-4-12). */
  readonly id: string
  readonly title: string
  readonly description: string
  /** UUID, or null when the task belongs to no project. */
  readonly projectId: string | null
  readonly priority: Priority
  readonly status: Status
  /** Unix milliseconds, or null when the task has no due date. */
  readonly dueDate: number | null
  /** Unix milliseconds. */
  readonly createdAt: number
  readonly updatedAt: number
}

/** What creating a task needs; defaults (priority medium, status todo) already applied. */
export interface NewTask {
  readonly title: string
  readonly description: string
  readonly projectId: string | null
  readonly priority: Priority
  readonly status: Status
  readonly dueDate: number | null
}

export type Decoded<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly error: string }

export const ok = <A>(value: A): Decoded<A> => ({ ok: true, value })
export const fail = <A>(error: string): Decoded<A> => ({ ok: false, error })

export const DEFAULT_LIMIT = 20
export const MAX_LIMIT = 100
const MAX_TITLE = 200
const MAX_DESCRIPTION = 2000

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const isUuid = (value: string): boolean => UUID.test(value)

export const isPriority = (value: string): value is Priority =>
  (PRIORITIES as ReadonlyArray<string>).includes(value)

export const isStatus = (value: string): value is Status =>
  (STATUSES as ReadonlyArray<string>).includes(value)

/**
 * A create request after its wire format was decoded: absent optional fields are undefined,
 * everything else is checked here.
 */
export interface NewTaskInput {
  readonly title: unknown
  readonly description?: unknown
  readonly projectId?: unknown
  readonly priority?: unknown
  readonly status?: unknown
  readonly dueDate?: number | null
}

export const checkNewTask = (input: NewTaskInput): Decoded<NewTask> => {
  const { title, description = "", projectId = null, priority = "medium", status = "todo" } = input
  if (typeof title !== "string" || title.trim().length === 0) {
    return fail("title must be a non-empty string")
  }
  if (title.length > MAX_TITLE) return fail(`title must be at most ${MAX_TITLE} characters`)
  if (typeof description !== "string" || description.length > MAX_DESCRIPTION) {
    return fail(`description must be a string of at most ${MAX_DESCRIPTION} characters`)
  }
  if (projectId !== null && (typeof projectId !== "string" || !isUuid(projectId))) {
    return fail("projectId must be a lower-case UUID")
  }
  if (typeof priority !== "string" || !isPriority(priority)) {
    return fail(`priority must be one of ${PRIORITIES.join(", ")}`)
  }
  if (typeof status !== "string" || !isStatus(status)) {
    return fail(`status must be one of ${STATUSES.join(", ")}`)
  }
  const dueDate = input.dueDate ?? null
  if (dueDate !== null && !(Number.isSafeInteger(dueDate) && dueDate > 0)) {
    return fail("dueDate must be a positive time")
  }
  return ok({ title, description, projectId, priority, status, dueDate })
}

/** A list limit from the wire: 0 or absent means the default; otherwise 1..MAX_LIMIT. */
export const checkLimit = (limit: number | undefined): Decoded<number> => {
  if (limit === undefined || limit === 0) return ok(DEFAULT_LIMIT)
  return Number.isSafeInteger(limit) && limit >= 1 && limit <= MAX_LIMIT
    ? ok(limit)
    : fail(`limit must be an integer from 1 to ${MAX_LIMIT}`)
}

/** RFC 3339 (as `Date.prototype.toISOString` writes it, always UTC with milliseconds). */
export const rfc3339 = (ms: number): string => new Date(ms).toISOString()

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/

/** An RFC 3339 date-time → Unix milliseconds; undefined when it is not one. */
export const parseRfc3339 = (text: string): number | undefined => {
  if (!RFC3339.test(text)) return undefined
  const ms = Date.parse(text)
  return Number.isNaN(ms) ? undefined : ms
}
