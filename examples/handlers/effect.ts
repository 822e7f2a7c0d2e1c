/**
 * The handler with `Effect` (no Schema): Effect.gen, the store as a Context service, tagged
 * errors, Effect.runPromise per request. Imports effect/Effect, effect/Context, effect/Data.
 */
import * as Context from "effect/Context"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import {
  errorResponse,
  notFoundMessage,
  okResponse,
  type Request,
  validateRequest,
} from "./Protocol.ts"
import type { User, UserStore } from "./Users.ts"

export class Store extends Context.Tag("examples/handlers/Store")<Store, UserStore>() {}

class InvalidRequest extends Data.TaggedError("InvalidRequest")<{ readonly reason: string }> {}
class NotFound extends Data.TaggedError("NotFound")<{ readonly id: number }> {}

const decode = (body: string): Effect.Effect<Request, InvalidRequest> =>
  Effect.try({
    try: (): unknown => JSON.parse(body),
    catch: () => new InvalidRequest({ reason: "body is not JSON" }),
  }).pipe(
    Effect.flatMap((json) => {
      const request = validateRequest(json)
      return typeof request === "string"
        ? Effect.fail(new InvalidRequest({ reason: request }))
        : Effect.succeed(request)
    }),
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
