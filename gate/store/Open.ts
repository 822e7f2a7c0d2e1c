/**
 * Opening a store: the file and its directory created, a file written by a newer benchgate
 * refused before anything is written to it, WAL journaling, and the pending migrations
 * (gate/Migrations.ts); the database closed when the scope ends.
 */
import { Database } from "bun:sqlite"
import { existsSync, mkdirSync } from "node:fs"
import { dirname } from "node:path"
import { Effect, Option } from "effect"
import {
  ensureKnownVersion,
  MigrationError,
  migrate,
  readVersion,
  SCHEMA_VERSION,
} from "../Migrations.ts"
import { lockedWrite, TRY_WAIT_MS, whileLocked } from "./Lock.ts"
import { StoreError, writeFailure } from "./StoreError.ts"

/** The connection, with SQLite's wait per try of the lock; closed with the scope. */
const connect = (path: string, busyTimeoutMs: number) =>
  Effect.acquireRelease(
    Effect.try({
      try: () => {
        if (path !== "" && path !== ":memory:") mkdirSync(dirname(path), { recursive: true })
        // strict: a missing bound parameter throws instead of silently binding NULL.
        const db = new Database(path, { create: true, readwrite: true, strict: true })
        db.run(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`)
        return db
      },
      catch: (cause) => new StoreError({ path, reason: "Open", detail: writeFailure(path, cause) }),
    }),
    (db) =>
      Effect.try(() => db.close(true)).pipe(
        Effect.catchAll((error) => Effect.logWarning(`closing store ${path}: ${error.message}`)),
      ),
  )

/** A step of gate/Migrations.ts, tried while another process holds the lock. */
const lockedMigration = <A>(
  path: string,
  waitMs: number,
  step: Effect.Effect<A, MigrationError>,
): Effect.Effect<A, StoreError> =>
  whileLocked(
    path,
    waitMs,
    step,
    (error) => error.detail,
    (detail) => new MigrationError({ reason: "StepFailed", found: -1, detail }),
  ).pipe(
    Effect.mapError(
      (error) =>
        new StoreError({
          path,
          reason: error.reason === "NewerSchema" ? "NewerSchema" : "Migrate",
          detail: error.reason === "NewerSchema" ? error.detail : writeFailure(path, error.detail),
        }),
    ),
  )

/**
 * Fails when the file at `path` was written by a newer benchgate; reads it without writing
 * anything (read-only), and passes when there is no file yet. `check` asks before its first
 * round, so a store it could not save into does not cost a whole measured run; a file that
 * cannot even be read is left for the opening to report.
 */
export const refuseNewerStore = (path: string): Effect.Effect<void, StoreError> =>
  Effect.gen(function* () {
    if (path === "" || path === ":memory:" || !existsSync(path)) return
    const db = yield* Effect.option(
      Effect.try(() => new Database(path, { readonly: true, create: false })),
    )
    if (db._tag === "None") return
    const known = yield* Effect.either(ensureKnownVersion(db.value))
    db.value.close()
    if (known._tag === "Left" && known.left.reason === "NewerSchema") {
      return yield* new StoreError({ path, reason: "NewerSchema", detail: known.left.detail })
    }
  })

/**
 * The store at `path` as it is, read-only, for what a check reads before it measures: none when
 * there is no file, it cannot be read, or its schema is not this benchgate's (an older one is
 * migrated when the run is saved, and read then). Nothing is written; closed with the scope.
 */
export const openAsItIs = (path: string) =>
  Effect.acquireRelease(
    Effect.sync((): Option.Option<Database> => {
      if (path === "" || path === ":memory:" || !existsSync(path)) return Option.none()
      let db: Database | undefined
      try {
        db = new Database(path, { readonly: true, create: false, strict: true })
        if (readVersion(db) === SCHEMA_VERSION) return Option.some(db)
      } catch {
        // Unreadable here: the opening that saves the run reports it.
      }
      db?.close()
      return Option.none()
    }),
    (db) => Effect.sync(() => Option.map(db, (open) => open.close())),
  )

/**
 * The database at `path`, migrated to this benchgate's schema; each write of the opening waits
 * up to `lockWaitMs` for another writer.
 */
export const openDatabase = (path: string, lockWaitMs: number) =>
  Effect.gen(function* () {
    const db = yield* connect(path, Math.min(TRY_WAIT_MS, lockWaitMs))
    // Refuse a newer file before anything below writes to it (even the journal mode).
    yield* lockedMigration(path, lockWaitMs, ensureKnownVersion(db))
    // WAL: readers (a `history` in another terminal) never block the writer. NORMAL sync in
    // WAL mode survives a process crash; only a power cut can lose the last commit.
    yield* lockedWrite(path, lockWaitMs, "Open", () =>
      db.run("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON"),
    )
    yield* lockedMigration(path, lockWaitMs, migrate(db))
    return db
  })
