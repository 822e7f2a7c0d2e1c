/**
 * The handler as a full Effect RPC service (@effect/rpc, pinned to the effect version in use):
 * the two procedures declared as an RpcGroup with Schema payloads, successes and errors, served
 * by RpcServer's web handler with JSON serialization. Each call is the protocol's whole path in
 * one process: a web Request carrying an RPC request message, the server decoding and
 * dispatching it on a fiber, the Exit encoded into a web Response. The body is translated to
 * and from the shared protocol (Protocol.ts) so the five variants answer alike.
 */
import { HttpServer } from "@effect/platform"
import { Rpc, RpcGroup, RpcSerialization, RpcServer } from "@effect/rpc"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import { errorResponse, MAX_NAME, notFoundMessage } from "./Protocol.ts"
import type { UserStore } from "./Users.ts"

export class Store extends Context.Tag("examples/handlers/Store")<Store, UserStore>() {}

class User extends Schema.Class<User>("User")({
  id: Schema.Int,
  name: Schema.String,
  email: Schema.String,
  roles: Schema.Array(Schema.String),
}) {}

class NotFound extends Schema.TaggedError<NotFound>()("NotFound", { id: Schema.Int }) {}

const Id = Schema.Int.pipe(Schema.positive())

export class Users extends RpcGroup.make(
  Rpc.make("getUser", { payload: { id: Id }, success: User, error: NotFound }),
  Rpc.make("renameUser", {
    payload: { id: Id, name: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(MAX_NAME)) },
    success: User,
    error: NotFound,
  }),
) {}

const found = (id: number) => (user: typeof User.Encoded | undefined) =>
  user === undefined ? Effect.fail(new NotFound({ id })) : Effect.succeed(new User(user))

const handlers = Users.toLayer(
  Effect.gen(function* () {
    const store = yield* Store
    return {
      getUser: ({ id }) => Effect.promise(() => store.get(id)).pipe(Effect.flatMap(found(id))),
      renameUser: ({ id, name }) =>
        Effect.promise(() => store.rename(id, name)).pipe(Effect.flatMap(found(id))),
    }
  }),
)

/** One message of the server's JSON answer: the Exit of request `requestId`. */
interface ExitMessage {
  readonly _tag: string
  readonly exit?: {
    readonly _tag: "Success" | "Failure"
    readonly value?: unknown
    readonly cause?: { readonly _tag: string; readonly error?: { readonly _tag?: string } }
  }
}

/** The Exit message as the shared protocol's response. */
const toResponse = (messages: ReadonlyArray<ExitMessage>, id: number): string => {
  const exit = messages.find((m) => m._tag === "Exit")?.exit
  if (exit === undefined) {
    // An unknown tag gets a Defect message instead of an Exit.
    const tags = messages.map((m) => m._tag).join(", ")
    return errorResponse("invalid_request", `the RPC server answered ${tags}`)
  }
  if (exit?._tag === "Success") return JSON.stringify({ ok: true, result: exit.value })
  const cause = exit?.cause
  if (cause?._tag === "Fail" && cause.error?._tag === "NotFound") {
    return errorResponse("not_found", notFoundMessage(id))
  }
  // A payload that does not decode fails the request with a defect (Die).
  return errorResponse("invalid_request", `the RPC server failed the request: ${cause?._tag}`)
}

/** The server over `store`: a handler of protocol bodies, and dispose, which stops its runtime. */
export const makeService = (
  store: UserStore,
): {
  readonly handle: (body: string) => Promise<string>
  readonly dispose: () => Promise<void>
} => {
  const { handler, dispose } = RpcServer.toWebHandler(Users, {
    layer: Layer.mergeAll(
      handlers.pipe(Layer.provide(Layer.succeed(Store, store))),
      RpcSerialization.layerJson,
      HttpServer.layerContext,
    ),
  })
  let nextId = 0
  const handle = async (body: string): Promise<string> => {
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return errorResponse("invalid_request", "body is not JSON")
    }
    const { method, params } = (json ?? {}) as { method?: unknown; params?: unknown }
    if (typeof method !== "string" || typeof params !== "object" || params === null) {
      return errorResponse("invalid_request", "request must be {method, params}")
    }
    const request = {
      _tag: "Request",
      id: String(nextId++),
      tag: method,
      payload: params,
      headers: [],
    }
    const response = await handler(
      new Request("http://rpc.local/rpc", { method: "POST", body: JSON.stringify(request) }),
    )
    const id = (params as { id?: unknown }).id
    return toResponse((await response.json()) as ReadonlyArray<ExitMessage>, Number(id))
  }
  return { handle, dispose }
}

/** As the other variants: the handler alone (its runtime lives as long as the process). */
export const makeHandler = (store: UserStore): ((body: string) => Promise<string>) =>
  makeService(store).handle
