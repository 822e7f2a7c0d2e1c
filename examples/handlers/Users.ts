/**
 * The data behind the handlers: an in-memory user table with an async API, as a database
 * client has. Plain TypeScript, no effect import, so every variant pays only for its own stack.
 */

export interface User {
  readonly id: number
  readonly name: string
  readonly email: string
  readonly roles: ReadonlyArray<string>
}

export const USERS = 1000

export class UserStore {
  readonly #users = new Map<number, User>()

  constructor(count = USERS) {
    for (let id = 1; id <= count; id++) {
      this.#users.set(id, {
        id,
        name: `user-${id}`,
        email: `user-${id}@example.com`,
        roles: id % 10 === 0 ? ["reader", "admin"] : ["reader"],
      })
    }
  }

  async get(id: number): Promise<User | undefined> {
    return this.#users.get(id)
  }

  /** Renames and returns the user; undefined when there is none. */
  async rename(id: number, name: string): Promise<User | undefined> {
    const user = this.#users.get(id)
    if (user === undefined) return undefined
    const renamed = { ...user, name }
    this.#users.set(id, renamed)
    return renamed
  }
}
