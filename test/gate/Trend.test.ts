import { Database } from "bun:sqlite"
import { afterEach, beforeEach, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { MIGRATIONS, SCHEMA_VERSION } from "../../gate/Migrations.ts"
import type { ScenarioOutcome, ScenarioRun } from "../../gate/Result.ts"
import { Store } from "../../gate/Store.ts"
import type { TrendQuery } from "../../gate/store/ReadTrend.ts"
import type { StoreError } from "../../gate/store/StoreError.ts"
import { trendSeries } from "../../gate/Trend.ts"
import { absolute, outcome, verdict } from "../support/build.ts"
import { runInfo, scenarioRun } from "../support/storeFixtures.ts"

let dir: string
let dbPath: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "benchgate-trend-"))
  dbPath = join(dir, "results.db")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const withStore = <A>(f: (store: Store["Type"]) => Effect.Effect<A, StoreError>): Promise<A> =>
  Effect.runPromise(Effect.flatMap(Store, f).pipe(Effect.provide(Store.layer(dbPath))))

/** direct at 1 ms (+ a wobble per round), layered at `ratio` times direct; baseline direct. */
const usersRun = (ratio: number, baseline: string | null = "direct"): ScenarioRun => ({
  ...scenarioRun("users", "get user", ["direct", "layered"], 6, (round, target) => {
    const direct = 1 + ((round % 3) - 1) / 100
    return { p50: target === "direct" ? direct : direct * ratio, rps: 1000 + round }
  }),
  ...(baseline === null ? {} : { baseline }),
})

const save = (
  branch: string,
  commit: string,
  runs: ReadonlyArray<ScenarioRun>,
  outcomes: ReadonlyArray<ScenarioOutcome> = [],
) => withStore((store) => store.saveRun(runInfo(branch, commit), runs, outcomes))

const trend = async (query: Partial<TrendQuery> = {}) => {
  const data = await withStore((store) => store.trend({ branch: "main", limit: 50, ...query }))
  return trendSeries(data.summaries, data.baselines)
}

/** A ratio per run: 2 for the first `at` runs, then `after`, with a small wobble. */
const ladder = (runs: number, at: number, after: number) =>
  Array.from({ length: runs }, (_, i) => (i < at ? 2 : after) * (1 + (((i * 7) % 5) - 2) / 200))

describe("bench history's trends", () => {
  test("a target with a baseline follows its overhead; the baseline its median", async () => {
    await save("main", "a".repeat(40), [usersRun(2)])
    await save("main", "b".repeat(40), [usersRun(2.5)])
    const [direct, layered] = await trend()
    expect(direct).toMatchObject({ target: "direct", metric: "p50" })
    expect(direct?.baseline).toBeUndefined()
    expect(direct?.points.map((p) => p.value)).toEqual([1, 1])
    expect(layered).toMatchObject({ target: "layered", metric: "p50", baseline: "direct" })
    expect(layered?.points.map((p) => p.commit[0])).toEqual(["a", "b"])
    expect(layered?.points[0]?.value).toBeCloseTo(2, 9)
    expect(layered?.points[1]?.value).toBeCloseTo(2.5, 9)
  })

  test("a level shift is found at the run where it started, and only there", async () => {
    const ratios = ladder(14, 8, 2.4)
    for (const [i, ratio] of ratios.entries()) {
      await save("main", `${i.toString(16).padStart(2, "0")}`.padEnd(40, "0"), [usersRun(ratio)])
    }
    const layered = (await trend()).find((s) => s.target === "layered")
    expect(layered?.points).toHaveLength(14)
    expect(layered?.shifts.map((shift) => shift.index)).toEqual([8])
    expect(layered?.shifts[0]?.commit).toBe("08".padEnd(40, "0"))
    expect(layered?.shifts[0]?.before).toBeCloseTo(2, 1)
    expect(layered?.shifts[0]?.after).toBeCloseTo(2.4, 1)
    // The baseline did not move: no shift on it.
    expect((await trend()).find((s) => s.target === "direct")?.shifts).toEqual([])
  })

  test("only the branch's newest runs, narrowed to a spec or scenario when asked", async () => {
    await save("main", "a".repeat(40), [usersRun(2), { ...usersRun(3), scenario: "list" }])
    await save("feature", "f".repeat(40), [usersRun(9)])
    await save("main", "b".repeat(40), [usersRun(2.2)])
    const layered = (await trend({ limit: 1 })).find((s) => s.scenario === "get user")
    expect(layered?.points.map((p) => p.commit[0])).toEqual(["b"])
    const all = await trend()
    expect(all.flatMap((s) => s.points).some((p) => p.commit.startsWith("f"))).toBe(false)
    expect(new Set((await trend({ scenario: "list" })).map((s) => s.scenario))).toEqual(
      new Set(["list"]),
    )
    expect(await trend({ spec: "other" })).toEqual([])
  })

  test("without a baseline every target follows its median; --metric picks a judged one", async () => {
    // An rps threshold on layered: its rps is summarised with every run, direct's is not.
    const judged = outcome({
      scenario: "get user",
      verdicts: [verdict(absolute("layered", "rps", 10, "rps >= 10/s"), "pass", "ok", 1000)],
    })
    await save("main", "a".repeat(40), [usersRun(2, null)], [judged])
    const series = await trend()
    expect(series.map((s) => [s.target, s.baseline])).toEqual([
      ["direct", undefined],
      ["layered", undefined],
    ])
    const data = await withStore((store) => store.trend({ branch: "main", limit: 5 }))
    const rps = trendSeries(data.summaries, data.baselines, "rps")
    expect(rps.map((s) => [s.target, s.metric])).toEqual([["layered", "rps"]])
    expect(trendSeries(data.summaries, data.baselines, "wall")).toEqual([])
  })

  test("a store written before baselines were kept is migrated and still read", async () => {
    // Version 2 on disk, with one run, as an older benchgate left it.
    const db = new Database(dbPath, { create: true })
    for (const migration of MIGRATIONS.slice(0, 2)) db.run(migration.sql)
    db.run("PRAGMA user_version = 2")
    db.run(
      `INSERT INTO runs (started_at, finished_at, commit_sha, branch, fingerprint, environment)
         VALUES ('2025-01-01T00:00:00Z', '2025-01-01T00:01:00Z', '${"c".repeat(40)}', 'main',
                 'f', '{"fingerprint":"f","cpuModel":"x","cores":2,"os":"linux","tools":{}}')`,
    )
    db.run(
      `INSERT INTO measurements (run_id, spec, scenario, target, round, slot, metric, value)
         VALUES (1, 'users', 'get user', 'direct', 0, 0, 'p50', 1.5)`,
    )
    db.close()
    await save("main", "d".repeat(40), [usersRun(2)])
    const version = new Database(dbPath).query("PRAGMA user_version").get() as {
      user_version: number
    }
    expect(version.user_version).toBe(SCHEMA_VERSION)
    const direct = (await trend()).find((s) => s.target === "direct")
    // The old run has no baseline row: its direct median is still a point.
    expect(direct?.points.map((p) => [p.commit[0], p.value])).toEqual([
      ["c", 1.5],
      ["d", 1],
    ])
  })
})
