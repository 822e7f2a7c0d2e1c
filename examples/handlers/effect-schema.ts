/**
 * The handler with `Effect` and `Schema`: the request is decoded by a Schema (JSON parse and
 * validation in one), the rest as in effect.ts. Imports effect/Effect, effect/Context,
 * effect/Data, effect/Schema, effect/ParseResult.
 */
import * as Context from "effect/Context"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as ParseResult from "effect/ParseResult"
import * as Schema from "effect/Schema"
import { errorResponse, MAX_NAME, notFoundMessage, okResponse } from "./Protocol.ts"
import type { User, UserStore } from "./Users.ts"

export class Store extends Context.Tag("examples/handlers/Store")<Store, UserStore>() {}

class InvalidRequest extends Data.TaggedError("InvalidRequest")<{ readonly reason: string }> {}
class NotFound extends Data.TaggedError("NotFound")<{ readonly id: number }> {}

const Id = Schema.Int.pipe(Schema.positive())

export const Request = Schema.Union(
  Schema.Struct({ method: Schema.Literal("getUser"), params: Schema.Struct({ id: Id }) }),
  Schema.Struct({
    method: Schema.Literal("renameUser"),
    params: Schema.Struct({
      id: Id,
      name: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(MAX_NAME)),
    }),
  }),
)
type Request = typeof Request.Type

const decodeRequest = Schema.decodeUnknown(Schema.parseJson(Request))

const decode = (body: string): Effect.Effect<Request, InvalidRequest> =>
  decodeRequest(body).pipe(
    Effect.mapError(
      (error) => new InvalidRequest({ reason: ParseResult.TreeFormatter.formatErrorSync(error) }),
    ),
  )

const execute = (store: UserStore, request: Request): Promise<User | undefined> =>
  request.method === "getUser"
    ? store.get(request.params.id)
    : store.rename(request.params.id, request.params.name)

export const program = (body: string): Effect.Effect<User, InvalidRequest | NotFound, Store> =>
  Effect.gen(function* () {
    const request = yield* decode(body)
    const store = yield* Store
    const user = yield* Effect.promise(() => execute(store, request))
    if (user === undefined) return yield* new NotFound({ id: request.params.id })
    return user
  })

export const makeHandler =
  (store: UserStore) =>
  (body: string): Promise<string> =>
    Effect.runPromise(
      program(body).pipe(
        Effect.map(okResponse),
        Effect.catchTags({
          NotFound: (error) =>
            Effect.succeed(errorResponse("not_found", notFoundMessage(error.id))),
          InvalidRequest: (error) => Effect.succeed(errorResponse("invalid_request", error.reason)),
        }),
        Effect.provideService(Store, store),
      ),
    )
