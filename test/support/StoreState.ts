/**
 * What a store holds, read from outside benchgate: whether SQLite finds it sound, and how many
 * rows each table has. After an interrupted command the counts must equal either the store's
 * before the command (nothing of the run) or those an uninterrupted command leaves (the whole
 * run: its row, scenarios, rounds, verdicts, report, summaries, and the older runs it
 * compacted). Row counts of a run are fixed by its spec, so any other count is a partial run.
 */
import { Database } from "bun:sqlite"
import { existsSync } from "node:fs"

/** Rows per table, plus the runs compacted and summarised (flags a save flips). */
export type StoreCounts = Readonly<Record<string, number>>

export type StoreReading =
  | { readonly kind: "sound"; readonly counts: StoreCounts; readonly newestRun: number }
  /** It does not open, or SQLite's own checks fail: integrity, or rows pointing at no run. */
  | { readonly kind: "corrupt"; readonly problem: string }

/** Opens read-write, as benchgate does, so a hot WAL left by a killed writer is recovered. */
export const readStore = (path: string): StoreReading => {
  if (!existsSync(path)) return { kind: "corrupt", problem: "the store file is gone" }
  let db: Database | undefined
  try {
    db = new Database(path, { readwrite: true, create: false })
    const integrity = db
      .query("PRAGMA integrity_check")
      .all()
      .map((row) => Object.values(row as Record<string, unknown>)[0])
    if (integrity.length !== 1 || integrity[0] !== "ok") {
      return { kind: "corrupt", problem: `integrity_check: ${integrity.join("; ")}` }
    }
    const orphans = db.query("PRAGMA foreign_key_check").all()
    if (orphans.length > 0) {
      return { kind: "corrupt", problem: `foreign_key_check: ${JSON.stringify(orphans[0])}` }
    }
    const tables = (
      db
        .query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as Array<{ name: string }>
    ).map((t) => t.name)
    const counts: Record<string, number> = {}
    for (const table of tables.sort()) {
      // other_cpu is stored for a slice only when the machine's CPU counters moved during it,
      // which a slice of a few milliseconds may not see: its rows are no part of the count.
      const where = table === "measurements" ? " WHERE metric <> 'other_cpu'" : ""
      counts[table] = (
        db.query(`SELECT count(*) AS n FROM "${table}"${where}`).get() as { n: number }
      ).n
    }
    const flags = db
      .query(
        "SELECT coalesce(sum(compacted), 0) AS compacted, coalesce(sum(summarised), 0) AS summarised, coalesce(max(id), 0) AS newest FROM runs",
      )
      .get() as { compacted: number; summarised: number; newest: number }
    counts["runs.compacted"] = flags.compacted
    counts["runs.summarised"] = flags.summarised
    return { kind: "sound", counts, newestRun: flags.newest }
  } catch (error) {
    return { kind: "corrupt", problem: (error as Error).message }
  } finally {
    db?.close()
  }
}

export const sameCounts = (a: StoreCounts, b: StoreCounts): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((key) => a[key] === b[key])
}

/** The tables whose counts differ, `table before→after`, for a partial run's description. */
export const countDifferences = (from: StoreCounts, to: StoreCounts): string =>
  [...new Set([...Object.keys(from), ...Object.keys(to)])]
    .filter((key) => from[key] !== to[key])
    .map((key) => `${key} ${from[key] ?? 0}→${to[key] ?? 0}`)
    .join(", ")

/**
 * Moves everything of a store that no process has open into its main file, so that file alone
 * is the store and can be copied for each attempt.
 */
export const checkpointStore = (path: string): void => {
  const db = new Database(path, { readwrite: true })
  try {
    db.run("PRAGMA wal_checkpoint(TRUNCATE)")
  } finally {
    db.close()
  }
}
