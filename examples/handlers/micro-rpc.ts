/**
 * The handler through a Micro-based RPC builder (the seed's "MicroRpcBuilder"): procedures are
 * declared once with their params validator and a Micro program; the builder makes the one
 * handler that parses, dispatches by method, validates, runs the procedure with its services
 * provided, and encodes the MicroExit. Imports only effect/Micro and effect/Context, as micro.ts.
 */
import * as Context from "effect/Context"
import * as Micro from "effect/Micro"
import { type ErrorCode, errorResponse, MAX_NAME, notFoundMessage } from "./Protocol.ts"
import type { User, UserStore } from "./Users.ts"

export class Store extends Context.Tag("examples/handlers/Store")<Store, UserStore>() {}

class NotFound extends Micro.TaggedError("NotFound")<{ readonly id: number }> {}

/** A procedure: its params validator (a reason when invalid) and what it runs. */
interface Procedure<P, A, E extends { readonly _tag: string }, R> {
  readonly params: (json: Record<string, unknown>) => P | string
  readonly run: (params: P) => Micro.Micro<A, E, R>
}

const procedure = <P, A, E extends { readonly _tag: string }, R>(
  definition: Procedure<P, A, E, R>,
): Procedure<P, A, E, R> => definition

// biome-ignore lint/suspicious/noExplicitAny: a module of procedures with unrelated params
type AnyProcedure = Procedure<any, unknown, { readonly _tag: string }, Store>

/** How each typed failure reads on the wire. */
type Encoders = Readonly<
  Record<string, (error: never) => { readonly code: ErrorCode; readonly message: string }>
>

/** The RPC module: one handler over all procedures, with the store provided per call. */
const makeMicroRpcModule =
  (procedures: Readonly<Record<string, AnyProcedure>>, encoders: Encoders) =>
  (store: UserStore) =>
  (body: string): Promise<string> => {
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return Promise.resolve(errorResponse("invalid_request", "body is not JSON"))
    }
    if (typeof json !== "object" || json === null || Array.isArray(json)) {
      return Promise.resolve(errorResponse("invalid_request", "request must be a JSON object"))
    }
    const { method, params } = json as { method?: unknown; params?: unknown }
    const found = typeof method === "string" ? Object.hasOwn(procedures, method) : false
    if (!found) {
      return Promise.resolve(
        errorResponse("invalid_request", `method must be one of ${Object.keys(procedures)}`),
      )
    }
    const called = procedures[method as string] as AnyProcedure
    if (typeof params !== "object" || params === null) {
      return Promise.resolve(errorResponse("invalid_request", "params must be an object"))
    }
    const valid = called.params(params as Record<string, unknown>)
    if (typeof valid === "string") return Promise.resolve(errorResponse("invalid_request", valid))
    return Micro.runPromiseExit(called.run(valid).pipe(Micro.provideService(Store, store))).then(
      (exit) => encodeExit(exit, encoders),
    )
  }

/** A MicroExit as the protocol's response: success, a typed failure, or a defect thrown on. */
const encodeExit = (
  exit: Micro.MicroExit<unknown, { readonly _tag: string }>,
  encoders: Encoders,
) => {
  if (Micro.exitIsSuccess(exit)) return JSON.stringify({ ok: true, result: exit.value })
  if (exit.cause._tag === "Fail") {
    const failure = exit.cause.error
    const encode = encoders[failure._tag]
    if (encode !== undefined) return JSON.stringify({ ok: false, error: encode(failure as never) })
  }
  throw exit.cause
}

const positiveId = (json: Record<string, unknown>): number | string =>
  typeof json.id === "number" && Number.isInteger(json.id) && json.id >= 1
    ? json.id
    : "params.id must be a positive integer"

const found = (id: number, user: User | undefined): Micro.Micro<User, NotFound> =>
  user === undefined ? Micro.fail(new NotFound({ id })) : Micro.succeed(user)

export const makeHandler = makeMicroRpcModule(
  {
    getUser: procedure({
      params: positiveId,
      run: (id: number) =>
        Micro.gen(function* () {
          const store = yield* Micro.service(Store)
          return yield* found(id, yield* Micro.promise(() => store.get(id)))
        }),
    }),
    renameUser: procedure({
      params: (json) => {
        const id = positiveId(json)
        if (typeof id === "string") return id
        const { name } = json
        return typeof name === "string" && name.length > 0 && name.length <= MAX_NAME
          ? { id, name }
          : `params.name must be a string of 1 to ${MAX_NAME} characters`
      },
      run: ({ id, name }: { readonly id: number; readonly name: string }) =>
        Micro.gen(function* () {
          const store = yield* Micro.service(Store)
          return yield* found(id, yield* Micro.promise(() => store.rename(id, name)))
        }),
    }),
  },
  { NotFound: (error: NotFound) => ({ code: "not_found", message: notFoundMessage(error.id) }) },
)
