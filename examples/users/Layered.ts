/**
 * Layered mode's API layer: every request is validated here (Routes), then forwarded over
 * HTTP to the users backend, whose JSON reply is parsed and serialised again. The hop, the
 * two (de)serialisations and the backend's own work are the real cost this mode measures.
 */
import { errorReply, type Reply, type Users } from "./Routes.ts"

export const layeredUsers = (backendUrl: string): Users => {
  const forward = async (method: string, path: string, body?: unknown): Promise<Reply> => {
    try {
      // Bun's fetch pools connections (keep-alive) by default, so the hop reuses sockets
      // like a production HTTP client would, rather than paying a TCP handshake per call.
      const res = await fetch(
        `${backendUrl}${path}`,
        body === undefined
          ? { method }
          : { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
      )
      return { status: res.status, body: await res.json() }
    } catch (error) {
      return errorReply(502, `users backend failed: ${String(error)}`)
    }
  }
  return {
    health: () => forward("GET", "/health"),
    create: (input) => forward("POST", "/users", input),
    get: (id) => forward("GET", `/users/${id}`),
    update: (id, patch) => forward("PUT", `/users/${id}`, patch),
  }
}
