/**
 * The HTTP JSON API, the same whatever the backend: match the route, decode and validate the
 * request, call a `Tasks` implementation, serialise its reply.
 *
 * | request                         | reply                                   |
 * |---------------------------------|-----------------------------------------|
 * | GET /health                     | 200 {"ok":true}; 503 when the backend is not serving |
 * | GET /api/tasks[?limit=N]        | 200 {"tasks":[task…]}, the first N (default 20, max 100) |
 * | POST /api/tasks {title, …}      | 201 task                                |
 * | GET /api/tasks/:id              | 200 task, 404                           |
 *
 * A task in JSON: {id, title, description, projectId|null, priority, status,
 * dueDate (RFC 3339)|null, createdAt, updatedAt}. Invalid input → 400 {"error": "…"}.
 */
import type { BunRequest } from "bun"
import {
  checkLimit,
  checkNewTask,
  type Decoded,
  fail,
  isUuid,
  type NewTask,
  parseRfc3339,
  rfc3339,
  type Task,
} from "./Task.ts"

export interface Reply {
  readonly status: number
  readonly body: unknown
}

type MaybePromise<A> = A | Promise<A>

/** What a backend implements: the store in-process, or a gRPC client. */
export interface Tasks {
  health(): MaybePromise<Reply>
  list(limit: number): MaybePromise<Reply>
  create(input: NewTask): MaybePromise<Reply>
  get(id: string): MaybePromise<Reply>
}

export const errorReply = (status: number, error: string): Reply => ({ status, body: { error } })

export const taskJson = (task: Task) => ({
  id: task.id,
  title: task.title,
  description: task.description,
  projectId: task.projectId,
  priority: task.priority,
  status: task.status,
  dueDate: task.dueDate === null ? null : rfc3339(task.dueDate),
  createdAt: rfc3339(task.createdAt),
  updatedAt: rfc3339(task.updatedAt),
})

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body)

/** POST /api/tasks body → a checked NewTask. */
export const decodeCreateBody = (body: unknown): Decoded<NewTask> => {
  if (!isObject(body)) return fail("body must be a JSON object {title, …}")
  const { dueDate } = body
  let due: number | null = null
  if (dueDate !== undefined && dueDate !== null) {
    const parsed = typeof dueDate === "string" ? parseRfc3339(dueDate) : undefined
    if (parsed === undefined) return fail("dueDate must be an RFC 3339 date-time or null")
    due = parsed
  }
  return checkNewTask({
    title: body.title,
    description: body.description,
    projectId: body.projectId ?? undefined,
    priority: body.priority,
    status: body.status,
    dueDate: due,
  })
}

/** `?limit=` → a checked limit; digits only. */
export const decodeLimitParam = (raw: string | null): Decoded<number> =>
  raw === null
    ? checkLimit(undefined)
    : /^[0-9]{1,4}$/.test(raw) && raw !== "0"
      ? checkLimit(Number(raw))
      : fail("limit must be an integer from 1 to 100")

const send = (reply: Reply): Response => Response.json(reply.body, { status: reply.status })

const badRequest = (error: string): Response => send(errorReply(400, error))

const readJson = async (req: Request): Promise<Decoded<unknown>> => {
  try {
    return { ok: true, value: await req.json() }
  } catch {
    return { ok: false, error: "body must be valid JSON" }
  }
}

export const routes = (tasks: Tasks) => ({
  "/health": {
    GET: async () => send(await tasks.health()),
  },
  "/api/tasks": {
    GET: async (req: Request) => {
      const limit = decodeLimitParam(new URL(req.url).searchParams.get("limit"))
      return limit.ok ? send(await tasks.list(limit.value)) : badRequest(limit.error)
    },
    POST: async (req: Request) => {
      const json = await readJson(req)
      if (!json.ok) return badRequest(json.error)
      const input = decodeCreateBody(json.value)
      return input.ok ? send(await tasks.create(input.value)) : badRequest(input.error)
    },
  },
  "/api/tasks/:id": {
    GET: async (req: BunRequest<"/api/tasks/:id">) =>
      isUuid(req.params.id)
        ? send(await tasks.get(req.params.id))
        : badRequest("id must be a UUID"),
  },
})

export const notFound = (req: Request): Response =>
  send(errorReply(404, `no route for ${req.method} ${new URL(req.url).pathname}`))

/** A handler that threw: answer 500 in the API's error shape instead of Bun's HTML page. */
export const internalError = (error: Error): Response => {
  console.error(error)
  return send(errorReply(500, "internal error"))
}
