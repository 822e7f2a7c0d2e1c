import { Database } from "bun:sqlite"
import { afterEach, beforeEach, describe, expect, test } from "bun:test"
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { Effect } from "effect"
import { MIGRATIONS, SCHEMA_VERSION } from "../../gate/Migrations.ts"
import { Store, type StoreOptions } from "../../gate/Store.ts"
import type { StoreError } from "../../gate/store/StoreError.ts"
import { environment, outcome, runInfo, scenarioRun } from "../support/storeFixtures.ts"

let dir: string
let dbPath: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "benchgate-store-"))
  dbPath = join(dir, "nested", ".bench", "bench.db")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const withStore = <A>(
  f: (store: Store["Type"]) => Effect.Effect<A, StoreError>,
  options: StoreOptions = {},
): Promise<A> =>
  Effect.runPromise(Effect.flatMap(Store, f).pipe(Effect.provide(Store.layer(dbPath, options))))

const storeFailure = (f: (store: Store["Type"]) => Effect.Effect<unknown, StoreError>) =>
  Effect.runPromise(Effect.flip(Effect.flatMap(Store, f).pipe(Effect.provide(Store.layer(dbPath)))))

/** Reads the file behind the store's back, the way another tool would. */
const raw = <A>(f: (db: Database) => A): A => {
  const db = new Database(dbPath, { readonly: true })
  try {
    return f(db)
  } finally {
    db.close()
  }
}

const count = (table: string): number =>
  raw((db) => (db.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n)

const userVersion = (): number =>
  raw((db) => (db.query("PRAGMA user_version").get() as { user_version: number }).user_version)

/** 5 rounds of direct and layered, three metrics each: p50 of round r is r+1 (direct) or 2(r+1). */
const usersRun = (rounds = 5, offset = 0) =>
  scenarioRun("users", "get user", ["direct", "layered"], rounds, (round, target) => ({
    rps: 1000 * (round + 1) + offset,
    p50: (target === "direct" ? 1 : 2) * (round + 1) + offset,
    p99: 10 + offset,
  }))

const save = (branch: string, commit: string, runs = [usersRun()]) =>
  withStore((store) =>
    store.saveRun(runInfo(branch, commit), runs, [outcome("users", "get user", 2)]),
  )

describe("migrations", () => {
  test("versions are 1..n in order", () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1))
    expect(SCHEMA_VERSION).toBe(MIGRATIONS.length)
  })

  test("an empty path gets its directories, the schema, WAL and the version", async () => {
    expect(await withStore((store) => store.runs(10))).toEqual([])
    expect(existsSync(dbPath)).toBe(true)
    expect(userVersion()).toBe(SCHEMA_VERSION)
    const tables = raw((db) =>
      db
        .query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .all()
        .map((row) => (row as { name: string }).name),
    )
    expect(tables).toEqual([
      "acceptances",
      "kept_rounds",
      "measurements",
      "reports",
      "runs",
      "scenarios",
      "series",
      "sqlite_sequence",
      "summaries",
      "verdicts",
    ])
    expect(raw((db) => db.query("PRAGMA journal_mode").get())).toEqual({ journal_mode: "wal" })
  })

  test("re-opening is idempotent and keeps the data", async () => {
    await save("main", "a".repeat(40))
    const schema = () => raw((db) => db.query("SELECT sql FROM sqlite_master ORDER BY name").all())
    const before = schema()
    const runs = await withStore((store) => store.runs(10))
    expect(runs).toHaveLength(1)
    expect(schema()).toEqual(before)
    expect(userVersion()).toBe(SCHEMA_VERSION)
  })

  test("a run stored before copies were data: its x@base targets become copies, out of the history", async () => {
    // A version-5 store with one run of svc and its base copy, summaries of both.
    mkdirSync(dirname(dbPath), { recursive: true })
    const db = new Database(dbPath)
    for (const m of MIGRATIONS.slice(0, 5)) db.run(m.sql)
    db.run("PRAGMA user_version = 5")
    db.run(
      `INSERT INTO runs (id, started_at, finished_at, commit_sha, branch, fingerprint, environment, summarised)
       VALUES (1, 't', 't', 'c', 'main', 'f', '{}', 1)`,
    )
    db.run("INSERT INTO scenarios (run_id, spec, scenario, baseline) VALUES (1, 's', 'sc', NULL)")
    for (const [i, target] of ["svc", "svc@base"].entries()) {
      db.run(
        `INSERT INTO measurements (run_id, spec, scenario, target, round, slot, metric, value)
         VALUES (1, 's', 'sc', ?, 1, ?, 'p50', 1)`,
        [target, i],
      )
      db.run(
        "INSERT INTO series (id, spec, scenario, target, metric) VALUES (?, 's', 'sc', ?, 'p50')",
        [i + 1, target],
      )
      db.run("INSERT INTO summaries (series_id, run_id, rounds, median) VALUES (?, 1, 1, 1)", [
        i + 1,
      ])
    }
    db.close()
    await withStore(() => Effect.void)
    expect(userVersion()).toBe(SCHEMA_VERSION)
    const copies = raw(
      (d) => d.query("SELECT copies FROM scenarios").get() as { copies: string | null },
    )
    expect(JSON.parse(copies.copies ?? "null")).toEqual({ "svc@base": { of: "svc", kind: "base" } })
    const summarised = raw(
      (d) =>
        d.query("SELECT x.target FROM summaries s JOIN series x ON x.id = s.series_id").all() as {
          target: string
        }[],
    )
    expect(summarised.map((s) => s.target)).toEqual(["svc"])
  })

  test("a database from a newer benchgate is refused, clearly and untouched", async () => {
    mkdirSync(dirname(dbPath), { recursive: true })
    const db = new Database(dbPath, { create: true })
    db.run(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`)
    db.close()
    const error = await storeFailure((store) => store.runs(1))
    expect(error._tag).toBe("StoreError")
    expect(error.reason).toBe("NewerSchema")
    expect(error.path).toBe(dbPath)
    expect(error.message).toContain(dbPath)
    expect(error.message).toContain(
      `schema version ${SCHEMA_VERSION + 1} but this benchgate knows versions up to ${SCHEMA_VERSION}`,
    )
    expect(userVersion()).toBe(SCHEMA_VERSION + 1)
    // Not even the journal mode was switched.
    expect(raw((db) => db.query("PRAGMA journal_mode").get())).toEqual({ journal_mode: "delete" })
  })
})

describe("saveRun", () => {
  test("stores the run, every round of every target, and the verdicts", async () => {
    const id = await save("main", "a".repeat(40))
    expect(id).toBeGreaterThan(0)
    // 5 rounds × 2 targets × 3 metrics: nothing summarised away.
    expect(count("measurements")).toBe(30)
    const p50s = raw((db) =>
      db
        .query(
          `SELECT round, slot, value FROM measurements
           WHERE run_id = ? AND target = 'layered' AND metric = 'p50' ORDER BY round`,
        )
        .all(id),
    )
    expect(p50s).toEqual([
      { round: 0, slot: 1, value: 2 },
      { round: 1, slot: 0, value: 4 },
      { round: 2, slot: 1, value: 6 },
      { round: 3, slot: 0, value: 8 },
      { round: 4, slot: 1, value: 10 },
    ])
    expect(raw((db) => db.query("SELECT * FROM verdicts").all())).toEqual([
      {
        run_id: id,
        spec: "users",
        scenario: "get user",
        target: "layered",
        kind: "overhead",
        metric: "p50",
        // How the overhead's limit is written, so a history reads it so (gate/Figure.ts).
        form: "ratio",
        threshold: "layered p50 <= 2.5x",
        status: "pass",
        measured: 2,
        // The reason as data, so its wording can change without touching stored runs.
        reason: JSON.stringify({ kind: "text", text: "p50 ratio 2x <= 2.5x" }),
      },
    ])
    const [run] = await withStore((store) => store.runs(5))
    expect(run?.id).toBe(id)
    expect(run?.commit).toBe("a".repeat(40))
    expect(run?.branch).toBe("main")
    expect(run?.environment).toEqual(environment)
    expect(typeof run?.finishedAt).toBe("string")
    expect(raw((db) => db.query("SELECT fingerprint FROM runs").get())).toEqual({
      fingerprint: environment.fingerprint,
    })
  })

  test("runs(limit) lists newest first", async () => {
    for (const commit of ["a", "b", "c"]) await save("main", commit.repeat(40))
    const runs = await withStore((store) => store.runs(2))
    expect(runs.map((run) => run.commit[0])).toEqual(["c", "b"])
  })

  test("a value SQLite refuses midway rolls the whole run back", async () => {
    await save("main", "a".repeat(40))
    const before = [count("runs"), count("measurements"), count("verdicts")]
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY]) {
      // The bad slice is in the second scenario, after the first one's rows were inserted.
      const broken = scenarioRun("users", "list users", ["direct"], 3, (round) => ({
        rps: round === 2 ? bad : 100,
      }))
      const error = await storeFailure((store) =>
        store.saveRun(runInfo("main", "b".repeat(40)), [usersRun(), broken], []),
      )
      expect(error.reason).toBe("Write")
      expect(error.message).toContain("rolled back")
      expect(error.message).toContain("users / list users / direct round 2 rps")
      expect([count("runs"), count("measurements"), count("verdicts")]).toEqual(before)
    }
  })

  test("a duplicate slice (same round, target, metric) is refused, not overwritten", async () => {
    const run = usersRun(2)
    const twice = { ...run, rounds: [...run.rounds, ...run.rounds] }
    const error = await storeFailure((store) =>
      store.saveRun(runInfo("main", "a".repeat(40)), [twice], []),
    )
    expect(error.message).toContain("UNIQUE constraint failed")
    expect(count("runs")).toBe(0)
  })

  test("a failure at the last moment before COMMIT leaves nothing behind", async () => {
    await save("main", "a".repeat(40))
    const failing = Effect.runPromise(
      Effect.flip(
        Effect.flatMap(Store, (store) =>
          store.saveRun(runInfo("main", "b".repeat(40)), [usersRun()], []),
        ).pipe(
          Effect.provide(
            Store.layer(dbPath, {
              beforeCommit: () => {
                throw new Error("disk on fire")
              },
            }),
          ),
        ),
      ),
    )
    expect((await failing).message).toContain("disk on fire")
    expect([count("runs"), count("measurements"), count("verdicts")]).toEqual([1, 30, 1])
  })
})

describe("latestBase", () => {
  const query = { branch: "main", spec: "users", scenario: "get user", target: "layered" }

  test("picks the newest run on the branch and gives every round of each metric", async () => {
    await save("main", "a".repeat(40), [usersRun(5, 100)])
    await save("feature", "f".repeat(40), [usersRun(5, 500)])
    const newest = await save("main", "c".repeat(40), [usersRun(4)])
    await save("feature", "e".repeat(40), [usersRun(5, 900)])

    const base = await withStore((store) => store.latestBase(query))
    expect(base).toMatchObject({ runId: newest, commit: "c".repeat(40), branch: "main" })
    // Every round of every metric, for interval estimates against the base.
    expect([...(base?.rounds.p50 ?? [])].sort((a, b) => a - b)).toEqual([2, 4, 6, 8])
    expect([...(base?.rounds.rps ?? [])].sort((a, b) => a - b)).toEqual([1000, 2000, 3000, 4000])
    expect(base?.fingerprint).toBeString()
    const odd = await withStore((store) =>
      store.latestBase({ ...query, branch: "feature", target: "direct" }),
    )
    // direct p50 over its 5 rounds: 901…905.
    expect([...(odd?.rounds.p50 ?? [])].sort((a, b) => a - b)).toEqual([901, 902, 903, 904, 905])
    expect(odd?.commit).toBe("e".repeat(40))
  })

  test("prefers the run of the given commit (the merge-base) over newer ones", async () => {
    const atMergeBase = await save("main", "m".repeat(40), [usersRun(5, 100)])
    await save("main", "n".repeat(40), [usersRun(5, 200)])
    const preferred = await withStore((store) =>
      store.latestBase({ ...query, commit: "m".repeat(40) }),
    )
    expect(preferred?.runId).toBe(atMergeBase)
    const unknown = await withStore((store) =>
      store.latestBase({ ...query, commit: "x".repeat(40) }),
    )
    expect(unknown?.commit).toBe("n".repeat(40))
  })

  test("skips newer runs that did not measure that spec/scenario/target", async () => {
    const older = await save("main", "a".repeat(40))
    const other = scenarioRun("users", "list users", ["layered"], 3, () => ({ rps: 1 }))
    await save("main", "b".repeat(40), [other])
    expect((await withStore((store) => store.latestBase(query)))?.runId).toBe(older)
  })

  test("excludeRunId and fingerprint narrow the choice", async () => {
    const first = await save("main", "a".repeat(40))
    const second = await save("main", "b".repeat(40))
    const pick = (extra: object) =>
      withStore((store) => store.latestBase({ ...query, ...extra })).then((base) => base?.runId)
    expect(await pick({})).toBe(second)
    expect(await pick({ excludeRunId: second })).toBe(first)
    expect(await pick({ fingerprint: environment.fingerprint })).toBe(second)
    expect(await pick({ fingerprint: "ffffffffffff" })).toBeUndefined()
  })

  test("gives the target's estimates in the branch's newest runs, oldest first, at most ten", async () => {
    // 12 runs of main, each with its own level; a feature run between them is not main's.
    for (let i = 0; i < 12; i++) {
      await save("main", `${i}`.padStart(40, "0"), [{ ...usersRun(5, 10 * i), baseline: "direct" }])
      if (i === 5) await save("feature", "f".repeat(40), [usersRun(5, 999)])
    }
    const base = await withStore((store) => store.latestBase({ ...query, baseline: "direct" }))
    const history = base?.history?.p50
    // layered p50 in run i: 2(r+1) + 10i over rounds r = 0..4, median 6 + 10i; runs 2..11 kept.
    expect(history?.levels).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => 6 + 10 * i))
    // Its overhead over direct per run: the ratio estimate and the difference (r + 1 a round).
    expect(history?.overheads.length).toBe(10)
    expect(history?.overheads.every((ratio) => ratio > 1)).toBe(true)
    expect(history?.differences.length).toBe(10)
    expect(history?.differences.every((difference) => difference >= 1 && difference <= 5)).toBe(
      true,
    )
    // Another environment's runs are not this base's history.
    const elsewhere = { ...environment, fingerprint: "ffffffffffff" }
    await withStore((store) =>
      store.saveRun(runInfo("main", "z".repeat(40), elsewhere), [usersRun(5, 5000)], []),
    )
    const again = await withStore((store) =>
      store.latestBase({ ...query, fingerprint: environment.fingerprint }),
    )
    expect(again?.history?.p50?.levels.at(-1)).toBe(6 + 10 * 11)
  })

  test("undefined when the branch, spec, scenario or target has no run", async () => {
    expect(await withStore((store) => store.latestBase(query))).toBeUndefined()
    await save("feature", "f".repeat(40))
    for (const miss of [
      query,
      { ...query, branch: "feature", spec: "other" },
      { ...query, branch: "feature", scenario: "other" },
      { ...query, branch: "feature", target: "other" },
    ]) {
      expect(await withStore((store) => store.latestBase(miss))).toBeUndefined()
    }
  })
})

describe("an interrupted run", () => {
  test("SIGKILL inside the transaction leaves the previous contents and a database that opens", async () => {
    await save("main", "a".repeat(40))
    const before = [count("runs"), count("measurements"), count("verdicts")]
    const walBefore = statSync(`${dbPath}-wal`, { throwIfNoEntry: false })?.size ?? 0

    const ready = join(dir, "in-transaction")
    // 4000 rounds × 2 targets × 5 metrics = 40 000 rows: more than the page cache holds, so
    // uncommitted pages reach the WAL file before the kill.
    const child = Bun.spawn(
      [process.execPath, join(import.meta.dir, "storeChild.ts"), dbPath, ready, "4000"],
      { stdout: "pipe", stderr: "pipe" },
    )
    try {
      const deadline = Date.now() + 20_000
      while (!existsSync(ready)) {
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(
            `child never reached the transaction (exit ${child.exitCode}): ` +
              (await new Response(child.stderr).text()),
          )
        }
        await Bun.sleep(10)
      }
      const walDuring = statSync(`${dbPath}-wal`).size
      expect(walDuring).toBeGreaterThan(walBefore)
      child.kill("SIGKILL")
      expect(await child.exited).not.toBe(0)
      expect(child.signalCode).toBe("SIGKILL")
    } finally {
      child.kill("SIGKILL")
    }
    expect(await new Response(child.stdout).text()).not.toContain("committed")

    // Opening through the store recovers the WAL (dropping the uncommitted frames).
    const runs = await withStore((store) => store.runs(10))
    expect(runs.map((run) => run.commit)).toEqual(["a".repeat(40)])
    expect([count("runs"), count("measurements"), count("verdicts")]).toEqual(before)
    expect(raw((db) => db.query("PRAGMA integrity_check").get())).toEqual({
      integrity_check: "ok",
    })
    // And it still takes new runs.
    await save("main", "b".repeat(40))
    expect(count("runs")).toBe(2)
  }, 30_000)
})
