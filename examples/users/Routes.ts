/**
 * The HTTP surface, shared by both modes: match the route, decode and validate the request,
 * call a `Users` implementation, serialise its reply. A mode only supplies `Users`.
 */
import type { BunRequest } from "bun"
import {
  type Decoded,
  decodeId,
  decodeNewUser,
  decodeUserPatch,
  type NewUser,
  type UserPatch,
} from "./User.ts"

/** A status and a JSON-serialisable body. */
export interface Reply {
  readonly status: number
  readonly body: unknown
}

type MaybePromise<A> = A | Promise<A>

/** What a mode implements: in-process SQLite (direct) or a hop to a backend (layered). */
export interface Users {
  health(): MaybePromise<Reply>
  create(input: NewUser): MaybePromise<Reply>
  get(id: number): MaybePromise<Reply>
  update(id: number, patch: UserPatch): MaybePromise<Reply>
}

export const errorReply = (status: number, error: string): Reply => ({ status, body: { error } })

const send = (reply: Reply): Response => Response.json(reply.body, { status: reply.status })

const badRequest = (error: string): Response => send(errorReply(400, error))

const readJson = async (req: Request): Promise<Decoded<unknown>> => {
  try {
    return { ok: true, value: await req.json() }
  } catch {
    return { ok: false, error: "body must be valid JSON" }
  }
}

/** Bun's native router: params are parsed by Bun, unmatched requests fall through to `notFound`. */
export const routes = (users: Users) => ({
  "/health": {
    GET: async () => send(await users.health()),
  },
  "/users": {
    POST: async (req: Request) => {
      const json = await readJson(req)
      if (!json.ok) return badRequest(json.error)
      const input = decodeNewUser(json.value)
      return input.ok ? send(await users.create(input.value)) : badRequest(input.error)
    },
  },
  "/users/:id": {
    GET: async (req: BunRequest<"/users/:id">) => {
      const id = decodeId(req.params.id)
      return id.ok ? send(await users.get(id.value)) : badRequest(id.error)
    },
    PUT: async (req: BunRequest<"/users/:id">) => {
      const id = decodeId(req.params.id)
      if (!id.ok) return badRequest(id.error)
      const json = await readJson(req)
      if (!json.ok) return badRequest(json.error)
      const patch = decodeUserPatch(json.value)
      return patch.ok ? send(await users.update(id.value, patch.value)) : badRequest(patch.error)
    },
  },
})

export const notFound = (req: Request): Response =>
  send(errorReply(404, `no route for ${req.method} ${new URL(req.url).pathname}`))

/** A handler that threw: answer 500 in the API's error shape instead of Bun's HTML page. */
export const internalError = (error: Error): Response => {
  console.error(error)
  return send(errorReply(500, "internal error"))
}
