/** Direct mode: the HTTP handler calls SQLite in-process, no hop. */
import { errorReply, type Users } from "./Routes.ts"
import type { UserStore } from "./Store.ts"

const notFound = (id: number) => errorReply(404, `user ${id} not found`)

export const directUsers = (store: UserStore): Users => ({
  health: () => ({ status: 200, body: { ok: true } }),
  create: (input) => ({ status: 201, body: store.create(input) }),
  get: (id) => {
    const user = store.get(id)
    return user === undefined ? notFound(id) : { status: 200, body: user }
  },
  update: (id, patch) => {
    const user = store.update(id, patch)
    return user === undefined ? notFound(id) : { status: 200, body: user }
  },
})
