/**
 * Layered-gRPC mode's API layer (seed 002's "Layered gRPC"): every request is validated here
 * (Routes), then sent as a unary call to the users gRPC backend; its protobuf reply is decoded
 * and serialised to JSON. The hop, the protobuf and JSON (de)serialisations and the backend's
 * own work are the cost this mode measures, against `layered` (the same hop over HTTP/JSON).
 */
import * as grpc from "@grpc/grpc-js"
import { errorReply, type Reply, type Users } from "./Routes.ts"
import type { User } from "./User.ts"
import { UsersCallError, type UsersGrpcClient } from "./UsersGrpc.ts"

/** A failed call → the status the HTTP API answers in every mode. */
const failed = (error: unknown): Reply => {
  if (error instanceof UsersCallError && error.code === grpc.status.INVALID_ARGUMENT) {
    return errorReply(400, error.details)
  }
  if (error instanceof UsersCallError && error.code === grpc.status.NOT_FOUND) {
    return errorReply(404, error.details)
  }
  return errorReply(
    502,
    `users backend failed: ${String(error instanceof Error ? error.message : error)}`,
  )
}

const reply = async (status: number, user: Promise<User>): Promise<Reply> => {
  try {
    return { status, body: await user }
  } catch (error) {
    return failed(error)
  }
}

export const layeredGrpcUsers = (client: UsersGrpcClient): Users => ({
  health: async () => {
    try {
      return (await client.healthy())
        ? { status: 200, body: { ok: true } }
        : errorReply(503, "users backend is not serving")
    } catch (error) {
      return failed(error)
    }
  },
  create: (input) => reply(201, client.create(input)),
  get: (id) => reply(200, client.get(id)),
  update: (id, patch) => reply(200, client.update(id, patch)),
})
