/** The store's acceptances table: the migration from version 6, and a round trip by branch. */
import { Database } from "bun:sqlite"
import { afterEach, beforeEach, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { MIGRATIONS, SCHEMA_VERSION } from "../../gate/Migrations.ts"
import { Store } from "../../gate/Store.ts"
import { outcome, runInfo, scenarioRun } from "../support/storeFixtures.ts"

let dir: string
let dbPath: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "benchgate-acceptances-"))
  dbPath = join(dir, "results.db")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const run = scenarioRun("users", "get user", ["direct", "layered"], 3, (round) => ({
  p50: round + 1,
}))

const acceptedOutcome = (by: string, level: number) => {
  const base = outcome("users", "get user", level)
  return {
    ...base,
    verdicts: base.verdicts.map((v) => ({ ...v, accepted: { by, level } })),
  }
}

test("a version-6 store gains the acceptances table; its runs are kept", () => {
  const db = new Database(dbPath)
  for (const m of MIGRATIONS.slice(0, 6)) db.run(m.sql)
  db.run("PRAGMA user_version = 6")
  db.run(
    `INSERT INTO runs (id, started_at, finished_at, commit_sha, branch, fingerprint, environment)
     VALUES (1, 't', 't', 'c', 'main', 'f', '{}')`,
  )
  db.close()
  const read = Effect.runSync(
    Effect.scoped(
      Effect.flatMap(Store, (store) =>
        store.acceptances({ branch: "main", spec: "users", scenario: "get user" }),
      ).pipe(Effect.provide(Store.layer(dbPath))),
    ),
  )
  expect(read).toEqual([])
  const after = new Database(dbPath, { readonly: true })
  expect((after.query("PRAGMA user_version").get() as { user_version: number }).user_version).toBe(
    SCHEMA_VERSION,
  )
  expect((after.query("SELECT count(*) AS n FROM runs").get() as { n: number }).n).toBe(1)
  after.close()
})

test("accepted verdicts are stored with their run and read back by branch, newest first", async () => {
  const read = await Effect.runPromise(
    Effect.gen(function* () {
      const store = yield* Store
      yield* store.saveRun(runInfo("main", "a".repeat(40)), [run], [acceptedOutcome("alice", 3.1)])
      yield* store.saveRun(runInfo("feature", "b".repeat(40)), [run], [acceptedOutcome("eve", 9)])
      yield* store.saveRun(runInfo("main", "c".repeat(40)), [run], [acceptedOutcome("bob", 3.3)])
      // A run without acceptances stores none.
      yield* store.saveRun(
        runInfo("main", "d".repeat(40)),
        [run],
        [outcome("users", "get user", 2)],
      )
      return yield* store.acceptances({ branch: "main", spec: "users", scenario: "get user" })
    }).pipe(Effect.provide(Store.layer(dbPath))),
  )
  expect(read.map((a) => [a.by, a.level, a.commit[0]])).toEqual([
    ["bob", 3.3, "c"],
    ["alice", 3.1, "a"],
  ])
  expect(read[0]?.threshold).toBe("layered p50 <= 2.5x")
  expect(read[0]?.target).toBe("layered")
})
