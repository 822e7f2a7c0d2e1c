/**
 * SQLite access for tasks (bun:sqlite), the same way examples/users does it: statements
 * prepared once at open, WAL so readers and writers overlap.
 *
 * The seeded rows are fully deterministic (ids, titles, timestamps), so a list response has the
 * same bytes in every run and a spec can name a seeded task: task n has the id
 * `seededTaskId(n)`, e.g. `00000000-0000-4000-8000-00000000002a` for task 42.
 */
import { Database, type Statement } from "bun:sqlite"
import {
  type NewTask,
  PRIORITIES,
  type Priority,
  STATUSES,
  type Status,
  type Task,
} from "./Task.ts"

/** At least MAX_LIMIT, so every list a client can ask for is made of seeded, stable rows. */
export const SEED_TASKS = 100

/** 2026-01-01T00:00:00Z; seeded task n was created n minutes later. */
const SEED_EPOCH = Date.UTC(2026, 0, 1)

const hex12 = (n: number): string => n.toString(16).padStart(12, "0")

/** The id of seeded task `n` (1-based): a valid version-4-shaped UUID. */
export const seededTaskId = (n: number): string => `00000000-0000-4000-8000-${hex12(n)}`

const seededProjectId = (n: number): string => `00000000-0000-4000-9000-${hex12(n)}`

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS tasks (
    seq         INTEGER PRIMARY KEY,
    id          TEXT NOT NULL UNIQUE,
    title       TEXT NOT NULL,
    description TEXT NOT NULL,
    project_id  TEXT,
    priority    TEXT NOT NULL,
    status      TEXT NOT NULL,
    due_date    INTEGER,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
  )`

const COLUMNS = `id, title, description, project_id AS projectId, priority, status,
  due_date AS dueDate, created_at AS createdAt, updated_at AS updatedAt`

type Row = [string, string, string, string | null, Priority, Status, number | null, number, number]

export class TaskStore {
  private constructor(
    private readonly db: Database,
    private readonly insert: Statement<Task, Row>,
    private readonly selectPage: Statement<Task, [number]>,
    private readonly selectOne: Statement<Task, [string]>,
  ) {}

  /** Opens (creating if needed) the database at `path` and seeds it when it is empty. */
  static open(path: string): TaskStore {
    const db = new Database(path, { create: true, strict: true })
    db.run("PRAGMA journal_mode = WAL")
    db.run("PRAGMA synchronous = NORMAL")
    db.run(SCHEMA)
    const store = new TaskStore(
      db,
      db.prepare(
        `INSERT INTO tasks (id, title, description, project_id, priority, status, due_date,
           created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
      ),
      db.prepare(`SELECT ${COLUMNS} FROM tasks ORDER BY seq LIMIT ?`),
      db.prepare(`SELECT ${COLUMNS} FROM tasks WHERE id = ?`),
    )
    store.seed()
    return store
  }

  create(input: NewTask): Task {
    const now = Date.now()
    return this.insertRow(crypto.randomUUID(), input, now)
  }

  /** The first `limit` tasks in creation order. */
  list(limit: number): ReadonlyArray<Task> {
    return this.selectPage.all(limit)
  }

  get(id: string): Task | undefined {
    return this.selectOne.get(id) ?? undefined
  }

  close(): void {
    this.db.close()
  }

  private insertRow(id: string, input: NewTask, now: number): Task {
    // RETURNING always yields the inserted row.
    return this.insert.get(
      id,
      input.title,
      input.description,
      input.projectId,
      input.priority,
      input.status,
      input.dueDate,
      now,
      now,
    ) as Task
  }

  private seed(): void {
    const count = this.db.query<{ n: number }, []>("SELECT count(*) AS n FROM tasks").get()
    if ((count?.n ?? 0) > 0) return
    this.db.transaction(() => {
      for (let n = 1; n <= SEED_TASKS; n++) {
        const createdAt = SEED_EPOCH + n * 60_000
        this.insertRow(
          seededTaskId(n),
          {
            title: `Task ${n}`,
            description: `Seeded task number ${n}`,
            projectId: seededProjectId((n % 5) + 1),
            priority: PRIORITIES[n % PRIORITIES.length] ?? "medium",
            status: STATUSES[n % STATUSES.length] ?? "todo",
            // Every other task has a due date, a week after it was created.
            dueDate: n % 2 === 0 ? createdAt + 7 * 86_400_000 : null,
          },
          createdAt,
        )
      }
    })()
  }
}
