/**
 * The users service over gRPC (@grpc/grpc-js, proto/users.proto loaded at run time): the
 * server `--mode=grpc` runs (the layered-grpc front's backend), and the client the front
 * uses. The server validates with the same decoders as the HTTP API (User.ts), so every mode
 * rejects the same input; it also serves grpc.health.v1.Health and server reflection, so
 * grpcurl and ghz can call it without the .proto.
 */
import * as grpc from "@grpc/grpc-js"
import * as protoLoader from "@grpc/proto-loader"
import { ReflectionService } from "@grpc/reflection"
import { HealthImplementation } from "grpc-health-check"
import type { UserStore } from "./Store.ts"
import {
  type Decoded,
  decodeNewUser,
  decodeUserPatch,
  type NewUser,
  type User,
  type UserPatch,
} from "./User.ts"

const PROTO_DIR = `${import.meta.dir}/proto`

/** Reflection describes this; proto/health.proto says why health is our own copy. */
const packageDefinition = protoLoader.loadSync(
  [`${PROTO_DIR}/users.proto`, `${PROTO_DIR}/health.proto`],
  // int64 ids fit a Number (they are SQLite rowids within the safe range; User.ts decodeId).
  { keepCase: true, longs: Number, enums: String, defaults: true },
)

const service = (name: string): grpc.ServiceDefinition => {
  const definition = packageDefinition[name]
  // Messages and enums carry a `format` field; services are plain method maps.
  if (definition === undefined || "format" in definition) {
    throw new Error(`${name} is not a service in ${PROTO_DIR}`)
  }
  return definition as grpc.ServiceDefinition
}

const USER_SERVICE = "users.v1.UserService"

type Message = Record<string, unknown>

/** users.v1.User: the HTTP API's JSON with a snake_case timestamp. */
const userMessage = (user: User): Message => ({
  id: user.id,
  name: user.name,
  email: user.email,
  updated_at: user.updatedAt,
})

const fromMessage = (message: Message): User => ({
  id: Number(message.id),
  name: String(message.name),
  email: String(message.email),
  updatedAt: String(message.updated_at),
})

const validId = (id: unknown): id is number => Number.isSafeInteger(id) && (id as number) > 0

type Outcome = Decoded<User | undefined>

const implementation = (store: UserStore): grpc.UntypedServiceImplementation => {
  const handle =
    (run: (request: Message) => Outcome) =>
    (call: grpc.ServerUnaryCall<Message, Message>, callback: grpc.sendUnaryData<Message>) => {
      try {
        const outcome = run(call.request)
        if (!outcome.ok) callback({ code: grpc.status.INVALID_ARGUMENT, details: outcome.error })
        else if (outcome.value === undefined) {
          callback({ code: grpc.status.NOT_FOUND, details: `user ${call.request.id} not found` })
        } else callback(null, userMessage(outcome.value))
      } catch (error) {
        console.error(error)
        callback({ code: grpc.status.INTERNAL, details: "internal error" })
      }
    }
  const badId: Outcome = { ok: false, error: "id must be a positive integer" }
  return {
    GetUser: handle(({ id }) => (validId(id) ? { ok: true, value: store.get(id) } : badId)),
    CreateUser: handle((request) => {
      const input = decodeNewUser(request)
      return input.ok ? { ok: true, value: store.create(input.value) } : input
    }),
    UpdateUser: handle(({ id, ...fields }) => {
      if (!validId(id)) return badId
      const patch = decodeUserPatch(fields)
      return patch.ok ? { ok: true, value: store.update(id, patch.value) } : patch
    }),
  }
}

export interface UsersGrpcServer {
  readonly port: number
  /** Graceful stop (in-flight calls finish), forced after `graceMs`. */
  stop(graceMs?: number): Promise<void>
}

/** Binds `host:port` (port 0: a free one), plaintext: users, health and reflection. */
export const startUsersGrpcServer = async (
  store: UserStore,
  host: string,
  port: number,
): Promise<UsersGrpcServer> => {
  const server = new grpc.Server()
  server.addService(service(USER_SERVICE), implementation(store))
  new HealthImplementation({ "": "SERVING", [USER_SERVICE]: "SERVING" }).addToServer(server)
  new ReflectionService(packageDefinition).addToServer(server)
  const bound = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${host}:${port}`, grpc.ServerCredentials.createInsecure(), (error, p) =>
      error ? reject(error) : resolve(p),
    ),
  )
  return {
    port: bound,
    stop: (graceMs = 1000) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          server.forceShutdown()
          resolve()
        }, graceMs)
        server.tryShutdown(() => {
          clearTimeout(timer)
          resolve()
        })
      }),
  }
}

/** A failed call: its gRPC status code and message. */
export class UsersCallError extends Error {
  constructor(
    readonly code: grpc.status,
    readonly details: string,
  ) {
    super(`${grpc.status[code] ?? code}: ${details}`)
  }
}

export interface UsersGrpcClient {
  get(id: number): Promise<User>
  create(input: NewUser): Promise<User>
  update(id: number, patch: UserPatch): Promise<User>
  /** grpc.health.v1.Health/Check for the whole server: true when SERVING. */
  healthy(): Promise<boolean>
  close(): void
}

type Unary = (
  request: Message,
  callback: (error: grpc.ServiceError | null, response?: Message) => void,
) => void

const unary = (client: grpc.Client, method: string, request: Message): Promise<Message> =>
  new Promise((resolve, reject) => {
    const call = (client as unknown as Record<string, Unary>)[method]
    if (call === undefined) throw new Error(`no method ${method}`)
    call.call(client, request, (error, response) =>
      error ? reject(new UsersCallError(error.code, error.details)) : resolve(response ?? {}),
    )
  })

/** A plaintext client of users.v1.UserService at `address` (host:port). */
export const usersGrpcClient = (address: string): UsersGrpcClient => {
  const credentials = grpc.credentials.createInsecure()
  const Users = grpc.makeGenericClientConstructor(service(USER_SERVICE), "UserService")
  const Health = grpc.makeGenericClientConstructor(service("grpc.health.v1.Health"), "Health")
  const users = new Users(address, credentials)
  // Same target and options: grpc-js shares one channel between the two clients.
  const health = new Health(address, credentials)
  return {
    get: async (id) => fromMessage(await unary(users, "GetUser", { id })),
    create: async (input) => fromMessage(await unary(users, "CreateUser", { ...input })),
    update: async (id, patch) => fromMessage(await unary(users, "UpdateUser", { id, ...patch })),
    healthy: async () => (await unary(health, "Check", { service: "" })).status === "SERVING",
    close: () => {
      users.close()
      health.close()
    },
  }
}
