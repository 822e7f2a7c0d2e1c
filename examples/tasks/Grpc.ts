/**
 * The tasks gRPC service with @grpc/grpc-js: one server that serves BOTH wire schemas
 * (tasks.strings.v1.TaskService and tasks.binary.v1.TaskService) over one store, plus the
 * standard health service (grpc.health.v1.Health) and server reflection (v1 and v1alpha), so
 * grpcurl and ghz need no .proto files. And the client the HTTP front uses.
 *
 * The protos are loaded at run time with @grpc/proto-loader (no generated code), with the
 * options Wire.ts is written against.
 */
import * as grpc from "@grpc/grpc-js"
import * as protoLoader from "@grpc/proto-loader"
import { ReflectionService } from "@grpc/reflection"
import { HealthImplementation } from "grpc-health-check"
import type { TaskStore } from "./Store.ts"
import { checkLimit, type Decoded, type NewTask, type Task } from "./Task.ts"
import { SCHEMAS, type SchemaName, type WireSchema } from "./Wire.ts"

export const PROTO_DIR = `${import.meta.dir}/proto`
export const PROTO_FILES = [`${PROTO_DIR}/tasks_strings.proto`, `${PROTO_DIR}/tasks_binary.proto`]

/** What Wire.ts expects messages to look like. */
const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: true,
  longs: Number,
  enums: String,
  bytes: Buffer,
  defaults: true,
}

/** What reflection describes; see proto/health.proto for why it is our own copy. */
const packageDefinition = protoLoader.loadSync(
  [...PROTO_FILES, `${PROTO_DIR}/health.proto`],
  LOADER_OPTIONS,
)

const serviceName = (schema: WireSchema): string => `${schema.protoPackage}.TaskService`

const serviceDefinition = (name: string): grpc.ServiceDefinition => {
  const definition = packageDefinition[name]
  // Messages and enums carry a `format` field; services are plain method maps.
  if (definition === undefined || "format" in definition) {
    throw new Error(`${name} is not a service in ${PROTO_FILES.join(", ")}`)
  }
  return definition as grpc.ServiceDefinition
}

type Message = Record<string, unknown>

const failed = (code: grpc.status, details: string): Partial<grpc.StatusObject> => ({
  code,
  details,
})

/** The three RPCs of one schema over the store. */
const implementation = (
  store: TaskStore,
  schema: WireSchema,
): grpc.UntypedServiceImplementation => {
  const answer = (
    callback: grpc.sendUnaryData<Message>,
    result: Decoded<Message>,
    code = grpc.status.INVALID_ARGUMENT,
  ) => (result.ok ? callback(null, result.value) : callback(failed(code, result.error)))
  const handle =
    (run: (request: Message) => Decoded<Message> | { readonly notFound: string }) =>
    (call: grpc.ServerUnaryCall<Message, Message>, callback: grpc.sendUnaryData<Message>) => {
      try {
        const result = run(call.request)
        if ("notFound" in result) callback(failed(grpc.status.NOT_FOUND, result.notFound))
        else answer(callback, result)
      } catch (error) {
        console.error(error)
        callback(failed(grpc.status.INTERNAL, "internal error"))
      }
    }
  return {
    ListTasks: handle((request) => {
      const limit = checkLimit(typeof request.limit === "number" ? request.limit : undefined)
      if (!limit.ok) return limit
      return { ok: true, value: { tasks: store.list(limit.value).map(schema.encodeTask) } }
    }),
    CreateTask: handle((request) => {
      const input = schema.decodeCreate(request)
      return input.ok ? { ok: true, value: schema.encodeTask(store.create(input.value)) } : input
    }),
    GetTask: handle((request) => {
      const id = schema.decodeId(request.id)
      if (!id.ok) return id
      const task = store.get(id.value)
      return task === undefined
        ? { notFound: `task ${id.value} not found` }
        : { ok: true, value: schema.encodeTask(task) }
    }),
  }
}

export interface TasksGrpcServer {
  readonly port: number
  /** Graceful stop (in-flight calls finish), forced after `graceMs`. */
  stop(graceMs?: number): Promise<void>
}

/** Binds 127.0.0.1:`port` (0: a free port) and serves both schemas, health and reflection. */
export const startTasksGrpcServer = async (
  store: TaskStore,
  host: string,
  port: number,
): Promise<TasksGrpcServer> => {
  const server = new grpc.Server()
  for (const schema of Object.values(SCHEMAS)) {
    server.addService(serviceDefinition(serviceName(schema)), implementation(store, schema))
  }
  const health = new HealthImplementation({
    "": "SERVING",
    ...Object.fromEntries(Object.values(SCHEMAS).map((s) => [serviceName(s), "SERVING"])),
  })
  health.addToServer(server)
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

// ----------------------------------------------------------------------------------- client

/** A failed call as the HTTP front sees it: the gRPC status and its message. */
export class GrpcCallError extends Error {
  constructor(
    readonly code: grpc.status,
    readonly details: string,
  ) {
    super(`${grpc.status[code] ?? code}: ${details}`)
  }
}

export interface TasksClient {
  readonly schema: SchemaName
  list(limit: number): Promise<ReadonlyArray<Task>>
  create(input: NewTask): Promise<Task>
  get(id: string): Promise<Task>
  /** grpc.health.v1.Health/Check for the whole server: true when SERVING. */
  healthy(): Promise<boolean>
  close(): void
}

type Callback = (error: grpc.ServiceError | null, response?: Message) => void
type Unary = (request: Message, callback: Callback) => void

const unary = (client: grpc.Client, method: string, request: Message): Promise<Message> =>
  new Promise((resolve, reject) => {
    const call = (client as unknown as Record<string, Unary>)[method]
    if (call === undefined) throw new Error(`no method ${method}`)
    call.call(client, request, (error, response) => {
      if (error) reject(new GrpcCallError(error.code, error.details))
      else resolve(response ?? {})
    })
  })

/** A client of one schema's TaskService at `address` (host:port), plaintext. */
export const tasksClient = (address: string, name: SchemaName): TasksClient => {
  const schema = SCHEMAS[name]
  const Tasks = grpc.makeGenericClientConstructor(
    serviceDefinition(serviceName(schema)),
    "TaskService",
  )
  const Health = grpc.makeGenericClientConstructor(
    serviceDefinition("grpc.health.v1.Health"),
    "Health",
  )
  const credentials = grpc.credentials.createInsecure()
  const client = new Tasks(address, credentials)
  // Same target and options as `client`: grpc-js shares the one channel (subchannel pool).
  const health = new Health(address, credentials)

  const task = (message: Message): Task => {
    const decoded = schema.decodeTask(message)
    if (!decoded.ok) throw new GrpcCallError(grpc.status.INTERNAL, decoded.error)
    return decoded.value
  }
  return {
    schema: name,
    list: async (limit) => {
      const response = await unary(client, "ListTasks", { limit })
      const tasks = Array.isArray(response.tasks) ? (response.tasks as Array<Message>) : []
      return tasks.map(task)
    },
    create: async (input) => task(await unary(client, "CreateTask", schema.encodeCreate(input))),
    get: async (id) => task(await unary(client, "GetTask", { id: schema.encodeId(id) })),
    healthy: async () => (await unary(health, "Check", { service: "" })).status === "SERVING",
    close: () => {
      client.close()
      health.close()
    },
  }
}
