/**
 * The handler with `effect/Micro`: Micro.gen, the store as a Context service, typed failures,
 * Micro.runPromise per request (as an RPC framework's adapter does). Imports only effect/Micro
 * and effect/Context.
 */
import * as Context from "effect/Context"
import * as Micro from "effect/Micro"
import {
  errorResponse,
  notFoundMessage,
  okResponse,
  type Request,
  validateRequest,
} from "./Protocol.ts"
import type { User, UserStore } from "./Users.ts"

export class Store extends Context.Tag("examples/handlers/Store")<Store, UserStore>() {}

class InvalidRequest extends Micro.TaggedError("InvalidRequest")<{ readonly reason: string }> {}
class NotFound extends Micro.TaggedError("NotFound")<{ readonly id: number }> {}

const decode = (body: string): Micro.Micro<Request, InvalidRequest> =>
  Micro.try({
    try: (): unknown => JSON.parse(body),
    catch: () => new InvalidRequest({ reason: "body is not JSON" }),
  }).pipe(
    Micro.flatMap((json) => {
      const request = validateRequest(json)
      return typeof request === "string"
        ? Micro.fail(new InvalidRequest({ reason: request }))
        : Micro.succeed(request)
    }),
  )

const execute = (store: UserStore, request: Request): Promise<User | undefined> =>
  request.method === "getUser"
    ? store.get(request.params.id)
    : store.rename(request.params.id, request.params.name)

export const program = (body: string): Micro.Micro<User, InvalidRequest | NotFound, Store> =>
  Micro.gen(function* () {
    const request = yield* decode(body)
    const store = yield* Micro.service(Store)
    const user = yield* Micro.promise(() => execute(store, request))
    if (user === undefined) return yield* new NotFound({ id: request.params.id })
    return user
  })

export const makeHandler =
  (store: UserStore) =>
  (body: string): Promise<string> =>
    Micro.runPromise(
      program(body).pipe(
        Micro.map(okResponse),
        Micro.catchAll((error) =>
          Micro.succeed(
            error._tag === "NotFound"
              ? errorResponse("not_found", notFoundMessage(error.id))
              : errorResponse("invalid_request", error.reason),
          ),
        ),
        Micro.provideService(Store, store),
      ),
    )
