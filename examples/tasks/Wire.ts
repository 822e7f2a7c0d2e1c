/**
 * The two gRPC wire schemas of seed 001 as conversions to and from the domain (Task.ts):
 *
 * | field      | strings (tasks.strings.v1)   | binary (tasks.binary.v1)          |
 * |------------|------------------------------|-----------------------------------|
 * | id         | UUID text, 36 bytes          | raw UUID, 16 bytes                |
 * | priority   | "medium"                     | enum PRIORITY_MEDIUM (1 varint)   |
 * | status     | "in_progress"                | enum STATUS_IN_PROGRESS           |
 * | timestamps | RFC 3339 text, 24 bytes      | int64 Unix milliseconds (varint)  |
 *
 * Messages are the plain objects @grpc/proto-loader produces with the options in Grpc.ts
 * (keepCase, longs as Number, enums as their names, bytes as Buffer, defaults filled in).
 * Pure: no I/O, so both directions are tested without a server.
 */
import {
  checkNewTask,
  type Decoded,
  fail,
  isPriority,
  isStatus,
  isUuid,
  type NewTask,
  ok,
  parseRfc3339,
  rfc3339,
  type Task,
} from "./Task.ts"

export type SchemaName = "strings" | "binary"

/** One wire schema: its proto package and how domain values cross it. */
export interface WireSchema<Msg = Record<string, unknown>> {
  readonly name: SchemaName
  /** Proto package of its TaskService, e.g. `tasks.binary.v1`. */
  readonly protoPackage: string
  readonly encodeTask: (task: Task) => Msg
  readonly decodeTask: (msg: Msg) => Decoded<Task>
  readonly encodeCreate: (input: NewTask) => Msg
  /** A CreateTaskRequest → a checked NewTask (defaults applied), or the reason it is invalid. */
  readonly decodeCreate: (msg: Msg) => Decoded<NewTask>
  /** The id field of GetTaskRequest. */
  readonly encodeId: (id: string) => unknown
  readonly decodeId: (field: unknown) => Decoded<string>
}

// ---------------------------------------------------------------------------------- strings

interface StringsTask {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly project_id: string
  readonly priority: string
  readonly status: string
  readonly due_date: string
  readonly created_at: string
  readonly updated_at: string
}

interface StringsCreate {
  readonly title: string
  readonly description: string
  readonly project_id: string
  readonly priority: string
  readonly status: string
  readonly due_date: string
}

const str = (value: unknown): string => (typeof value === "string" ? value : "")

const decodeStringsTask = (msg: Record<string, unknown>): Decoded<Task> => {
  const createdAt = parseRfc3339(str(msg.created_at))
  const updatedAt = parseRfc3339(str(msg.updated_at))
  const due = str(msg.due_date)
  const dueDate = due === "" ? null : parseRfc3339(due)
  const projectId = str(msg.project_id)
  const { priority, status } = { priority: str(msg.priority), status: str(msg.status) }
  if (!isUuid(str(msg.id))) return fail("task id is not a UUID")
  if (projectId !== "" && !isUuid(projectId)) return fail("task project_id is not a UUID")
  if (!isPriority(priority) || !isStatus(status)) return fail("task priority or status unknown")
  if (createdAt === undefined || updatedAt === undefined || dueDate === undefined) {
    return fail("task timestamp is not RFC 3339")
  }
  return ok({
    id: str(msg.id),
    title: str(msg.title),
    description: str(msg.description),
    projectId: projectId === "" ? null : projectId,
    priority,
    status,
    dueDate,
    createdAt,
    updatedAt,
  })
}

export const stringsSchema: WireSchema = {
  name: "strings",
  protoPackage: "tasks.strings.v1",
  encodeTask: (task): StringsTask & Record<string, unknown> => ({
    id: task.id,
    title: task.title,
    description: task.description,
    project_id: task.projectId ?? "",
    priority: task.priority,
    status: task.status,
    due_date: task.dueDate === null ? "" : rfc3339(task.dueDate),
    created_at: rfc3339(task.createdAt),
    updated_at: rfc3339(task.updatedAt),
  }),
  decodeTask: decodeStringsTask,
  encodeCreate: (input): StringsCreate & Record<string, unknown> => ({
    title: input.title,
    description: input.description,
    project_id: input.projectId ?? "",
    priority: input.priority,
    status: input.status,
    due_date: input.dueDate === null ? "" : rfc3339(input.dueDate),
  }),
  decodeCreate: (msg) => {
    const due = str(msg.due_date)
    const dueDate = due === "" ? null : parseRfc3339(due)
    if (dueDate === undefined) return fail("due_date must be an RFC 3339 date-time")
    const blankToUndefined = (value: unknown) => (value === "" ? undefined : value)
    return checkNewTask({
      title: msg.title,
      description: msg.description,
      projectId: blankToUndefined(msg.project_id),
      priority: blankToUndefined(msg.priority),
      status: blankToUndefined(msg.status),
      dueDate,
    })
  },
  encodeId: (id) => id,
  decodeId: (field) => (isUuid(str(field)) ? ok(str(field)) : fail("id must be a UUID")),
}

// ----------------------------------------------------------------------------------- binary

/** Canonical UUID text → its 16 bytes. The caller has checked `isUuid`. */
export const uuidToBytes = (uuid: string): Buffer => Buffer.from(uuid.replaceAll("-", ""), "hex")

/** 16 bytes → canonical UUID text; undefined for any other length. */
export const bytesToUuid = (bytes: Uint8Array): string | undefined => {
  if (bytes.length !== 16) return undefined
  const hex = Buffer.from(bytes).toString("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const EMPTY = Buffer.alloc(0)

const bytes = (value: unknown): Uint8Array => (value instanceof Uint8Array ? value : EMPTY)

const num = (value: unknown): number => (typeof value === "number" ? value : Number.NaN)

/** `in_progress` ↔ `STATUS_IN_PROGRESS`, `medium` ↔ `PRIORITY_MEDIUM`. */
const enumName = (prefix: string, value: string): string => `${prefix}_${value.toUpperCase()}`

const enumValue = (prefix: string, name: unknown): string | undefined =>
  typeof name === "string" && name.startsWith(`${prefix}_`)
    ? name.slice(prefix.length + 1).toLowerCase()
    : undefined

/** 0 is proto3's default, the binary schema's "none". */
const optionalTime = (ms: number | null): number => ms ?? 0

export const binarySchema: WireSchema = {
  name: "binary",
  protoPackage: "tasks.binary.v1",
  encodeTask: (task) => ({
    id: uuidToBytes(task.id),
    title: task.title,
    description: task.description,
    project_id: task.projectId === null ? EMPTY : uuidToBytes(task.projectId),
    priority: enumName("PRIORITY", task.priority),
    status: enumName("STATUS", task.status),
    due_date: optionalTime(task.dueDate),
    created_at: task.createdAt,
    updated_at: task.updatedAt,
  }),
  decodeTask: (msg) => {
    const id = bytesToUuid(bytes(msg.id))
    const project = bytes(msg.project_id)
    const projectId = project.length === 0 ? null : bytesToUuid(project)
    const priority = enumValue("PRIORITY", msg.priority) ?? ""
    const status = enumValue("STATUS", msg.status) ?? ""
    const [due, createdAt, updatedAt] = [
      num(msg.due_date),
      num(msg.created_at),
      num(msg.updated_at),
    ]
    if (id === undefined || projectId === undefined) return fail("task id is not 16 bytes")
    if (!isPriority(priority) || !isStatus(status)) return fail("task priority or status unknown")
    if (![due, createdAt, updatedAt].every(Number.isSafeInteger)) {
      return fail("task timestamp is not an integer")
    }
    return ok({
      id,
      title: str(msg.title),
      description: str(msg.description),
      projectId,
      priority,
      status,
      dueDate: due === 0 ? null : due,
      createdAt,
      updatedAt,
    })
  },
  encodeCreate: (input) => ({
    title: input.title,
    description: input.description,
    project_id: input.projectId === null ? EMPTY : uuidToBytes(input.projectId),
    priority: enumName("PRIORITY", input.priority),
    status: enumName("STATUS", input.status),
    due_date: optionalTime(input.dueDate),
  }),
  decodeCreate: (msg) => {
    const project = bytes(msg.project_id)
    const projectId = project.length === 0 ? undefined : bytesToUuid(project)
    if (projectId === undefined && project.length > 0) {
      return fail("project_id must be 16 bytes or empty")
    }
    const unspecified = (prefix: string, name: unknown) =>
      name === `${prefix}_UNSPECIFIED` ? undefined : (enumValue(prefix, name) ?? String(name))
    const due = num(msg.due_date)
    return checkNewTask({
      title: msg.title,
      description: msg.description,
      projectId,
      priority: unspecified("PRIORITY", msg.priority),
      status: unspecified("STATUS", msg.status),
      dueDate: due === 0 ? null : due,
    })
  },
  encodeId: (id) => uuidToBytes(id),
  decodeId: (field) => {
    const id = bytesToUuid(bytes(field))
    return id === undefined ? fail("id must be 16 bytes") : ok(id)
  },
}

export const SCHEMAS: Readonly<Record<SchemaName, WireSchema>> = {
  strings: stringsSchema,
  binary: binarySchema,
}
