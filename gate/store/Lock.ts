/**
 * Waiting for another writer of the same store (two CI jobs sharing a cache, two terminals):
 * a write that needs the lock is tried again in short tries until the lock wait is over, with
 * an interruptible pause between tries (ADR 22).
 */
import { Effect } from "effect"
import { messageOf, StoreError, writeFailure } from "./StoreError.ts"

/**
 * How long a write waits for another writer before giving up: far longer than any save takes,
 * so writers queue rather than lose a measured run.
 */
export const DEFAULT_LOCK_WAIT_MS = 60_000
/**
 * SQLite's own wait inside one try. A try blocks the thread, so it is short: between tries
 * the wait is an Effect sleep, and Ctrl-C stops it at once.
 */
export const TRY_WAIT_MS = 200
const RETRY_PAUSE_MS = 50

/** Another connection holds the lock (SQLITE_BUSY, or its message as a migration reports it). */
const isBusy = (cause: unknown): boolean =>
  (typeof cause === "object" &&
    cause !== null &&
    String((cause as { code?: unknown }).code ?? "").startsWith("SQLITE_BUSY")) ||
  messageOf(cause).includes("database is locked")

/**
 * Runs `step` (a synchronous write that takes the write lock) until it gets the lock, for up to
 * `waitMs` in all from its start; other failures end it at once. The error names the other
 * writer when the lock never came.
 */
export const whileLocked = <A, E>(
  path: string,
  waitMs: number,
  step: Effect.Effect<A, E>,
  causeOf: (error: E) => unknown,
  giveUp: (detail: string) => E,
): Effect.Effect<A, E> =>
  Effect.suspend(() => {
    const deadline = Date.now() + waitMs
    const attempt: Effect.Effect<A, E> = Effect.catchAll(step, (error) =>
      isBusy(causeOf(error)) && Date.now() < deadline
        ? Effect.zipRight(
            Effect.sleep(RETRY_PAUSE_MS),
            Effect.suspend(() => attempt),
          )
        : Effect.fail(
            isBusy(causeOf(error))
              ? giveUp(
                  `another process has been writing ${path} for over ${Math.round(waitMs / 1000)} s ` +
                    "(database is locked)",
                )
              : error,
          ),
    )
    return attempt
  })

/**
 * A synchronous write, tried while another process holds the lock; its failure is a StoreError
 * of `reason` whose detail is SQLite's words (gate/store/StoreError.ts `writeFailure`), as
 * `worded` puts them.
 */
export const lockedWrite = <A>(
  path: string,
  waitMs: number,
  reason: StoreError["reason"],
  write: () => A,
  worded: (failure: string) => string = (failure) => failure,
): Effect.Effect<A, StoreError> =>
  whileLocked(
    path,
    waitMs,
    Effect.try({ try: write, catch: (cause) => ({ cause }) }),
    (error) => error.cause,
    (detail) => ({ cause: new Error(detail) }),
  ).pipe(
    Effect.mapError(
      (error) => new StoreError({ path, reason, detail: worded(writeFailure(path, error.cause)) }),
    ),
  )
