/** The handler without an effect system: async/await, try/catch, the shared validation. */
import {
  errorResponse,
  notFoundMessage,
  okResponse,
  type Request,
  validateRequest,
} from "./Protocol.ts"
import type { User, UserStore } from "./Users.ts"

const execute = (store: UserStore, request: Request): Promise<User | undefined> =>
  request.method === "getUser"
    ? store.get(request.params.id)
    : store.rename(request.params.id, request.params.name)

export const makeHandler =
  (store: UserStore) =>
  async (body: string): Promise<string> => {
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return errorResponse("invalid_request", "body is not JSON")
    }
    const request = validateRequest(json)
    if (typeof request === "string") return errorResponse("invalid_request", request)
    const user = await execute(store, request)
    if (user === undefined) return errorResponse("not_found", notFoundMessage(request.params.id))
    return okResponse(user)
  }
