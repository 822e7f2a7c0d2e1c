/**
 * SQLite access for users (bun:sqlite). Statements are prepared once at open; WAL lets the
 * benchmark's readers and writers overlap instead of serialising on a rollback journal.
 */
import { Database, type Statement } from "bun:sqlite"
import type { NewUser, User, UserPatch } from "./User.ts"

/** Enough rows that `GET /users/42` (and any id up to 1000) hits a real row. */
export const SEED_USERS = 1000

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS users (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    email      TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`

const COLUMNS = "id, name, email, updated_at AS updatedAt"

export class UserStore {
  private constructor(
    private readonly db: Database,
    private readonly insert: Statement<User, [string, string, string]>,
    private readonly select: Statement<User, [number]>,
    private readonly patch: Statement<User, [string | null, string | null, string, number]>,
  ) {}

  /** Opens (creating if needed) the database at `path` and seeds it when it is empty. */
  static open(path: string): UserStore {
    const db = new Database(path, { create: true, strict: true })
    db.run("PRAGMA journal_mode = WAL")
    // WAL + NORMAL is durable against process crashes, which is all a demo needs.
    db.run("PRAGMA synchronous = NORMAL")
    db.run(SCHEMA)
    const store = new UserStore(
      db,
      db.prepare(
        `INSERT INTO users (name, email, updated_at) VALUES (?, ?, ?) RETURNING ${COLUMNS}`,
      ),
      db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?`),
      db.prepare(
        `UPDATE users SET name = coalesce(?, name), email = coalesce(?, email), updated_at = ?
         WHERE id = ? RETURNING ${COLUMNS}`,
      ),
    )
    store.seed()
    return store
  }

  create(input: NewUser): User {
    // RETURNING always yields the inserted row.
    return this.insert.get(input.name, input.email, now()) as User
  }

  get(id: number): User | undefined {
    return this.select.get(id) ?? undefined
  }

  update(id: number, patch: UserPatch): User | undefined {
    return this.patch.get(patch.name ?? null, patch.email ?? null, now(), id) ?? undefined
  }

  close(): void {
    this.db.close()
  }

  private seed(): void {
    const count = this.db.query<{ n: number }, []>("SELECT count(*) AS n FROM users").get()
    if ((count?.n ?? 0) > 0) return
    this.db.transaction(() => {
      for (let i = 1; i <= SEED_USERS; i++) {
        this.create({ name: `User ${i}`, email: `user${i}@example.com` })
      }
    })()
  }
}

const now = (): string => new Date().toISOString()
