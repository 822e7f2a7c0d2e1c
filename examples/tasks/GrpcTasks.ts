/**
 * The HTTP API's tasks over gRPC: every request becomes a unary call to the tasks gRPC service
 * in one wire schema; the reply is decoded from that schema into a Task and serialised to JSON
 * again. The hop, the protobuf (de)serialisation and the schema conversion are the cost this
 * measures against Direct.ts.
 */
import * as grpc from "@grpc/grpc-js"
import { GrpcCallError, type TasksClient } from "./Grpc.ts"
import { errorReply, type Reply, type Tasks, taskJson } from "./Routes.ts"

/** A failed call → the HTTP status a client of this API should see. */
const callFailed = (error: unknown): Reply => {
  if (!(error instanceof GrpcCallError)) {
    return errorReply(502, `tasks backend failed: ${String(error)}`)
  }
  switch (error.code) {
    case grpc.status.INVALID_ARGUMENT:
      return errorReply(400, error.details)
    case grpc.status.NOT_FOUND:
      return errorReply(404, error.details)
    default:
      return errorReply(502, `tasks backend failed: ${error.message}`)
  }
}

const guarded =
  <Args extends ReadonlyArray<unknown>>(run: (...args: Args) => Promise<Reply>) =>
  async (...args: Args): Promise<Reply> => {
    try {
      return await run(...args)
    } catch (error) {
      return callFailed(error)
    }
  }

export const grpcTasks = (client: TasksClient): Tasks => ({
  health: guarded(async () =>
    (await client.healthy())
      ? { status: 200, body: { ok: true } }
      : errorReply(503, "tasks backend is not serving"),
  ),
  list: guarded(async (limit: number) => ({
    status: 200,
    body: { tasks: (await client.list(limit)).map(taskJson) },
  })),
  create: guarded(async (input) => ({ status: 201, body: taskJson(await client.create(input)) })),
  get: guarded(async (id: string) => ({ status: 200, body: taskJson(await client.get(id)) })),
})
