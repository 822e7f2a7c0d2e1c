/**
 * Process lifecycle shared by both entries (server.ts, grpc-server.ts): cleanups that run once
 * on the first shutdown request, in reverse order of registration, and the signals that ask
 * for it. A second request (another SIGTERM) exits at once; exit handlers still run.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

type Close = () => void | Promise<void>

const closers: Array<Close> = []
let shuttingDown = false

/** Registers a cleanup for shutdown. */
export const onShutdown = (close: Close): void => {
  closers.push(close)
}

export const shutdown = async (code: number): Promise<never> => {
  if (!shuttingDown) {
    shuttingDown = true
    for (const close of closers.reverse()) {
      try {
        await close()
      } catch (error) {
        console.error(error)
        code = 1
      }
    }
  }
  process.exit(code)
}

/**
 * SIGTERM (and SIGINT, unless we are a child) → shutdown(0). A child started with
 * `--exit-with-stdin` ignores SIGINT (Ctrl-C reaches the whole process group; its parent
 * stops it) and exits when its stdin reaches EOF, i.e. when the parent is gone, even SIGKILLed.
 */
export const installSignalHandlers = (exitWithStdin: boolean): void => {
  process.on("SIGTERM", () => void shutdown(0))
  if (exitWithStdin) {
    process.on("SIGINT", () => {})
    void (async () => {
      for await (const _ of Bun.stdin.stream()) {
        // input is ignored; we only wait for EOF
      }
      await shutdown(0)
    })()
  } else {
    process.on("SIGINT", () => void shutdown(0))
  }
}

/** A database path: `db`, or a fresh temp file whose directory is removed on exit. */
export const databasePath = (db: string | undefined, prefix: string): string => {
  if (db !== undefined) return db
  const dir = mkdtempSync(join(tmpdir(), prefix))
  // also on crashes that skip the closers
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }))
  return join(dir, "tasks.db")
}
