/**
 * The store's one error (exit 3) and how its detail is worded: SQLite's message, with the cause
 * when the store's file system is full.
 */
import { dirname } from "node:path"
import { Data, Effect } from "effect"
import { diskFullNote } from "../../core/DiskFull.ts"
import { ExitCode } from "../../core/ExitCode.ts"

export class StoreError extends Data.TaggedError("StoreError")<{
  /** The database file, as given to `Store.layer`. */
  readonly path: string
  readonly reason: "Open" | "NewerSchema" | "Migrate" | "Write" | "Read"
  /** What went wrong, from the cause: SQLite's message with the row it was about. */
  readonly detail: string
}> {
  /** Exit code 3. */
  get exitCode() {
    return ExitCode.RunFailed
  }
  override get message(): string {
    return `store ${this.path}: ${this.detail}`
  }
}

export const messageOf = (cause: unknown): string =>
  cause instanceof Error ? cause.message : String(cause)

/**
 * SQLite's words for a failed write, with the cause when the store's file system is full:
 * SQLite may say only "disk I/O error" (the -shm or -wal could not grow).
 */
export const writeFailure = (path: string, cause: unknown): string => {
  const note = path === "" || path === ":memory:" ? undefined : diskFullNote(dirname(path))
  return note === undefined ? messageOf(cause) : `${messageOf(cause)}: ${note}`
}

/** A synchronous step on the store; what it throws becomes a StoreError of `reason`. */
export const storeStep = <A>(
  path: string,
  reason: StoreError["reason"],
  step: () => A,
): Effect.Effect<A, StoreError> =>
  Effect.try({
    try: step,
    catch: (cause) => new StoreError({ path, reason, detail: messageOf(cause) }),
  })
