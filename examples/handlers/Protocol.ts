/**
 * The RPC protocol all four handlers speak, and the hand-written validation the plain, Micro
 * and Effect variants share (the Schema variant declares the same rules as a Schema).
 *
 *   request:  {"method":"getUser","params":{"id":42}}
 *             {"method":"renameUser","params":{"id":42,"name":"Ada"}}
 *   response: {"ok":true,"result":{"id":42,"name":"user-42",…}}
 *             {"ok":false,"error":{"code":"not_found","message":"user 42 not found"}}
 *             {"ok":false,"error":{"code":"invalid_request","message":"…"}}
 */
import type { User } from "./Users.ts"

export type Request =
  | { readonly method: "getUser"; readonly params: { readonly id: number } }
  | {
      readonly method: "renameUser"
      readonly params: { readonly id: number; readonly name: string }
    }

export type ErrorCode = "invalid_request" | "not_found"

export const MAX_NAME = 100

/** A valid request, or the reason it is not one. */
export const validateRequest = (json: unknown): Request | string => {
  if (typeof json !== "object" || json === null) return "request must be a JSON object"
  const { method, params } = json as { method?: unknown; params?: unknown }
  if (typeof params !== "object" || params === null) return "params must be an object"
  const { id, name } = params as { id?: unknown; name?: unknown }
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1) {
    return "params.id must be a positive integer"
  }
  if (method === "getUser") return { method, params: { id } }
  if (method === "renameUser") {
    if (typeof name !== "string" || name.length === 0 || name.length > MAX_NAME) {
      return `params.name must be a string of 1 to ${MAX_NAME} characters`
    }
    return { method, params: { id, name } }
  }
  return 'method must be "getUser" or "renameUser"'
}

export const okResponse = (user: User): string => JSON.stringify({ ok: true, result: user })

export const errorResponse = (code: ErrorCode, message: string): string =>
  JSON.stringify({ ok: false, error: { code, message } })

export const notFoundMessage = (id: number): string => `user ${id} not found`

/** Two requests the benchmarks and the import entries send. */
export const QUERY = JSON.stringify({ method: "getUser", params: { id: 42 } })
export const MUTATION = JSON.stringify({ method: "renameUser", params: { id: 42, name: "Ada" } })
