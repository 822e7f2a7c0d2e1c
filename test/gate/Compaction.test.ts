/**
 * Compaction through the real Store: past the newest `keepRounds` runs a run keeps summaries
 * and its regression rounds; every reader — the overhead history, the trends of bench history,
 * a regression's base — gives what it gave before compaction.
 */

import { Database } from "bun:sqlite"
import { afterEach, beforeEach, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import type { ScenarioOutcome, ScenarioRun } from "../../gate/Result.ts"
import { Store } from "../../gate/Store.ts"
import type { StoreError } from "../../gate/store/StoreError.ts"
import { trendSeries } from "../../gate/Trend.ts"
import { overhead, regression, outcome as reportOutcome, verdict } from "../support/build.ts"
import { runInfo, scenarioRun } from "../support/storeFixtures.ts"

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "benchgate-compaction-"))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const withStore = <A>(
  path: string,
  keepRounds: number,
  f: (store: Store["Type"]) => Effect.Effect<A, StoreError>,
): Promise<A> =>
  Effect.runPromise(
    Effect.flatMap(Store, f).pipe(Effect.provide(Store.layer(path, { keepRounds }))),
  )

/** Run i: direct ≈ 1 ms, layered ≈ ratio × direct, with per-round noise; baseline direct. */
const usersRun = (i: number): ScenarioRun => {
  const ratio = i < 6 ? 2 : 2.3
  return {
    ...scenarioRun("users", "get user", ["direct", "layered"], 6, (round, target) => {
      const direct = 1 + (((round * 7 + i * 3) % 5) - 2) / 100
      const wobble = 1 + (((round * 3 + i) % 3) - 1) / 50
      return {
        p50: target === "direct" ? direct : direct * ratio * wobble,
        p99: 3 * direct,
        rps: 1000 - round - i,
        error_rate: 0,
      }
    }),
    baseline: "direct",
  }
}

const judged: ScenarioOutcome = reportOutcome({
  scenario: "get user",
  baseline: "direct",
  verdicts: [
    verdict(overhead("layered", "p50", 3), "pass", "ok", 2),
    verdict(regression("layered", "rps", 0.05, "rps regression <= 5%"), "pass", "ok", 0),
  ],
})

const commit = (i: number) => `${i}`.padStart(2, "0").padEnd(40, "c")

/** Saves runs 0…count-1 of main into a store keeping `keep` runs whole. */
const fill = async (path: string, keep: number, count = 10) => {
  for (let i = 0; i < count; i++) {
    await withStore(path, keep, (store) =>
      store.saveRun(runInfo("main", commit(i)), [usersRun(i)], [judged], (id) =>
        JSON.stringify({ run: id }),
      ),
    )
  }
}

const query = {
  branch: "main",
  spec: "users",
  scenario: "get user",
  target: "layered",
  reference: "direct",
  metric: "p50" as const,
}

describe("compaction", () => {
  test("past the newest runs: summaries and regression rounds kept, the rest gone", async () => {
    const path = join(dir, "compacted.db")
    await fill(path, 4)
    const db = new Database(path, { readonly: true })
    const q = <T>(sql: string) => db.query(sql).all() as T[]
    try {
      expect(
        q<{ id: number; compacted: number }>("SELECT id, compacted FROM runs ORDER BY id").map(
          (r) => r.compacted,
        ),
      ).toEqual([1, 1, 1, 1, 1, 1, 0, 0, 0, 0])
      // A compacted run: only the regression's rounds (layered rps, 6 rounds) remain.
      expect(q("SELECT * FROM measurements WHERE run_id = 1")).toEqual([])
      expect(
        q<{ target: string; metric: string; n: number }>(
          "SELECT x.target, x.metric, count(*) AS n FROM kept_rounds k JOIN series x ON x.id = k.series_id WHERE k.run_id = 1 GROUP BY x.target, x.metric",
        ),
      ).toEqual([{ target: "layered", metric: "rps", n: 6 }])
      // Summaries: the judged series (layered p50 and rps) and each target's history metric.
      expect(
        q<{ target: string; metric: string; rounds: number; has: number }>(
          "SELECT x.target, x.metric, s.rounds, s.overhead IS NOT NULL AS has FROM summaries s JOIN series x ON x.id = s.series_id WHERE s.run_id = 1 ORDER BY x.target, x.metric",
        ),
      ).toEqual([
        { target: "direct", metric: "p50", rounds: 6, has: 0 },
        { target: "layered", metric: "p50", rounds: 6, has: 1 },
        { target: "layered", metric: "rps", rounds: 6, has: 1 },
      ])
      expect(q("SELECT * FROM verdicts WHERE run_id = 1")).toEqual([])
      // Reports are kept for the whole runs only.
      expect(
        q<{ run_id: number }>("SELECT run_id FROM reports ORDER BY run_id").map((r) => r.run_id),
      ).toEqual([7, 8, 9, 10])
      // A recent run is whole.
      expect(
        q<{ n: number }>("SELECT count(*) AS n FROM measurements WHERE run_id = 10")[0]?.n,
      ).toBe(48)
    } finally {
      db.close()
    }
  })

  test("the overhead history and the trends are the same as without compaction", async () => {
    const whole = join(dir, "whole.db")
    const compacted = join(dir, "compacted.db")
    await fill(whole, 100, 14)
    await fill(compacted, 4, 14)
    const history = (path: string) =>
      withStore(path, 100, (store) => store.history({ ...query, limit: 50 }))
    const before = await history(whole)
    const after = await history(compacted)
    expect(after.map((p) => p.runId)).toEqual(before.map((p) => p.runId))
    for (const [i, point] of after.entries()) {
      expect(point.ratio).toBeCloseTo(before[i]?.ratio ?? 0, 12)
    }
    // A limit takes the newest runs across compacted and whole ones.
    const newest = await withStore(compacted, 100, (store) => store.history({ ...query, limit: 5 }))
    expect(newest.map((p) => p.runId)).toEqual([10, 11, 12, 13, 14])

    // The trends read the summaries written at save time: the same numbers as the history
    // computed from the rounds, and the same in both stores.
    const trend = async (path: string) => {
      const data = await withStore(path, 100, (store) => store.trend({ branch: "main", limit: 50 }))
      return trendSeries(data)
    }
    const layered = (await trend(compacted)).find((s) => s.target === "layered")
    expect(layered?.points.map((p) => p.runId)).toEqual(before.map((p) => p.runId ?? -1))
    for (const [i, point] of (layered?.points ?? []).entries()) {
      expect(point.value).toBeCloseTo(before[i]?.ratio ?? 0, 12)
    }
    const values = (series: Awaited<ReturnType<typeof trend>>) =>
      series.map((s) => [s.target, s.metric, s.points.map((p) => [p.runId, p.value])])
    expect(values(await trend(compacted))).toEqual(values(await trend(whole)))
    // The shift from run 7 on is found.
    expect(layered?.shifts.map((s) => s.index)).toEqual([6])
  })

  test("a stored report: the newest run's, or a run's by id, none for a compacted run", async () => {
    const path = join(dir, "reports.db")
    await fill(path, 4)
    const read = (runId?: number) => withStore(path, 4, (store) => store.report(runId))
    expect(await read()).toEqual({ runId: 10, json: JSON.stringify({ run: 10 }) })
    expect(await read(8)).toEqual({ runId: 8, json: JSON.stringify({ run: 8 }) })
    expect(await read(2)).toBeUndefined()
  })

  test("a regression against a compacted run compares the same rounds as before", async () => {
    const whole = join(dir, "whole.db")
    const compacted = join(dir, "compacted.db")
    await fill(whole, 100)
    await fill(compacted, 4)
    const base = (path: string) =>
      withStore(path, 100, (store) =>
        store.latestBase({
          branch: "main",
          spec: "users",
          scenario: "get user",
          target: "layered",
          commit: commit(2),
        }),
      )
    const [before, after] = [await base(whole), await base(compacted)]
    expect(after?.runId).toBe(3)
    expect(after?.rounds.rps).toEqual(before?.rounds.rps)
    // A metric no regression threshold judged is gone from a compacted run.
    expect(after?.rounds.p99).toBeUndefined()
    expect(before?.rounds.p99).toHaveLength(6)
  })
})
