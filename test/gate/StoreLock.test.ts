/**
 * Two writers of one store: while another connection holds the write lock, a save waits for it
 * (in short tries, so an interruption stops the wait at once), saves when it is released, and
 * when it never is, fails naming the other writer with nothing of the run stored.
 */
import { Database } from "bun:sqlite"
import { afterEach, beforeEach, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Exit, Fiber } from "effect"
import { Store } from "../../gate/Store.ts"
import { outcome, runInfo, scenarioRun } from "../support/storeFixtures.ts"

let dir: string
let dbPath: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "benchgate-store-lock-"))
  dbPath = join(dir, "results.db")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const run = scenarioRun("users", "get user", ["direct", "layered"], 8, (round) => ({
  rps: 10_000 + round,
  p50: 1 + round / 1000,
}))

const save = (busyTimeoutMs: number) =>
  Effect.flatMap(Store, (store) =>
    store.saveRun(runInfo("main", "a".repeat(40)), [run], [outcome("users", "get user", 2)]),
  ).pipe(Effect.provide(Store.layer(dbPath, { busyTimeoutMs })))

const runCount = () => {
  const db = new Database(dbPath, { readonly: true })
  try {
    return (db.query("SELECT count(*) AS n FROM runs").get() as { n: number }).n
  } finally {
    db.close()
  }
}

/** Another process's writer, as SQLite sees it: a connection inside BEGIN IMMEDIATE. */
const holdWriteLock = () => {
  const other = new Database(dbPath)
  other.run("BEGIN IMMEDIATE")
  return () => {
    other.run("COMMIT")
    other.close()
  }
}

describe("a store another process is writing", () => {
  test("a save waits for the lock and saves once it is released", async () => {
    await Effect.runPromise(save(5_000))
    const release = holdWriteLock()
    setTimeout(release, 700)
    const started = performance.now()
    const id = await Effect.runPromise(save(5_000))
    expect(performance.now() - started).toBeGreaterThanOrEqual(600)
    expect(id).toBe(2)
    expect(runCount()).toBe(2)
  })

  test("a lock never released fails naming the other writer, nothing stored", async () => {
    await Effect.runPromise(save(5_000))
    const release = holdWriteLock()
    try {
      const exit = await Effect.runPromiseExit(save(600))
      expect(Exit.isFailure(exit)).toBe(true)
      const message = String(Exit.isFailure(exit) ? exit.cause : "")
      expect(message).toContain(dbPath)
      expect(message).toContain("another process has been writing")
    } finally {
      release()
    }
    expect(runCount()).toBe(1)
  })

  test("an interruption ends the wait at once (Ctrl-C is not held up by the other writer)", async () => {
    await Effect.runPromise(save(5_000))
    const release = holdWriteLock()
    try {
      const fiber = Effect.runFork(save(30_000))
      await Bun.sleep(400)
      const started = performance.now()
      await Effect.runPromise(Fiber.interrupt(fiber))
      // One try's wait inside SQLite at most, not the 30 s the save would wait.
      expect(performance.now() - started).toBeLessThan(1_000)
    } finally {
      release()
    }
    expect(runCount()).toBe(1)
  })
})
