/**
 * A long history made fast: a stored run copied row for row as new runs, every table that
 * points at runs included, read from the schema so the copy follows new columns by itself.
 * The copies are whole and uncompacted, as runs saved with a large `keepRounds` would be: the
 * next save with the default keeps compacts all but the newest of them at once.
 */
import { Database } from "bun:sqlite"

const columnsOf = (db: Database, table: string): ReadonlyArray<string> =>
  (db.query(`PRAGMA table_info("${table}")`).all() as Array<{ name: string }>).map((c) => c.name)

/** Appends `times` copies of run `runId` to the store at `path`. */
export const repeatRun = (path: string, runId: number, times: number): void => {
  const db = new Database(path, { readwrite: true })
  try {
    const tables = (
      db
        .query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as Array<{ name: string }>
    )
      .map((t) => t.name)
      .filter((name) => name !== "runs" && columnsOf(db, name).includes("run_id"))
    const runColumns = columnsOf(db, "runs").filter((c) => c !== "id")
    const copyRun = db.prepare<{ id: number }, [number]>(
      `INSERT INTO runs (${runColumns.join(", ")}) SELECT ${runColumns.join(", ")}
         FROM runs WHERE id = ? RETURNING id`,
    )
    const copyRows = tables.map((table) => {
      const columns = columnsOf(db, table)
      const selected = columns.map((c) => (c === "run_id" ? "?1" : c))
      return db.prepare(
        `INSERT INTO "${table}" (${columns.join(", ")}) SELECT ${selected.join(", ")}
           FROM "${table}" WHERE run_id = ?2`,
      )
    })
    db.transaction(() => {
      for (let i = 0; i < times; i++) {
        const copy = copyRun.get(runId)
        if (copy === null) throw new Error(`run ${runId} is not in ${path}`)
        for (const statement of copyRows) statement.run(copy.id, runId)
      }
    })()
  } finally {
    db.close()
  }
}
