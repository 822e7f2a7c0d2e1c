/**
 * Two checks and a merge writing one store at once, as two CI jobs sharing a restored cache or
 * a developer's two terminals would: all three complete, and the store holds three whole runs,
 * none lost and none mixed into another (each run's rows are those of its own command).
 */
import { Database } from "bun:sqlite"
import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { runBench } from "../support/Running.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const work = mkdtempSync(join(tmpdir(), "benchgate-concurrent-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const spec = (name: string, rounds: number) => {
  const file = join(work, `${name}.cue`)
  writeFileSync(
    file,
    `package bench
targets: {
	quick: command: cmd: ["sh", "-c", "true"]
	slow: command: cmd: ["sh", "-c", "sleep 0.01"]
}
scenarios: ${name}: {
	baseline: "quick"
	load: {warmup: "0s", rounds: ${rounds}}
	thresholds: [{target: "slow", metric: "wall", overhead: "<= 100x"}]
}
`,
  )
  return file
}

const rowsPerRun = (db: string) => {
  const store = new Database(db, { readonly: true })
  try {
    return store
      .query(
        `SELECT r.id,
           (SELECT group_concat(DISTINCT spec || '/' || scenario) FROM measurements m WHERE m.run_id = r.id) AS scenarios,
           (SELECT count(*) FROM measurements m WHERE m.run_id = r.id AND m.metric = 'wall') AS walls,
           (SELECT count(*) FROM verdicts v WHERE v.run_id = r.id) AS verdicts,
           (SELECT count(*) FROM reports p WHERE p.run_id = r.id) AS reports
         FROM runs r ORDER BY r.id`,
      )
      .all() as Array<{ scenarios: string; walls: number; verdicts: number; reports: number }>
  } finally {
    store.close()
  }
}

describe("one store, several writers at once", () => {
  test("two checks and a merge on a new store all complete with whole runs of their own", async () => {
    const first = spec("first", 6)
    const second = spec("second", 10)
    const merged = spec("merged", 4)
    const shards = [1, 2].map((i) => join(work, `shard-${i}.json`))
    for (const [i, report] of shards.entries()) {
      const args = ["check", merged, `--shard=${i + 1}/2`, "--json", report, "--quiet"]
      expect(
        (await runBench(bench, [...args, "--db", join(work, `shard-${i}.db`)], work)).code,
      ).toBe(0)
    }
    const db = join(work, "shared.db")
    const quiet = ["--db", db, "--quiet", "--no-profile"]
    const results = await Promise.all([
      runBench(bench, ["check", first, ...quiet], work),
      runBench(bench, ["check", second, ...quiet], work),
      runBench(bench, ["merge", ...shards, "--db", db], work),
    ])
    expect(results.map((r) => [r.code, r.stderr.includes("internal error")])).toEqual([
      [0, false],
      [0, false],
      [0, false],
    ])
    const runs = rowsPerRun(db)
    expect(runs).toHaveLength(3)
    // Each run holds one command's scenario, every round of it, and its own verdict and report.
    const byScenario = Object.fromEntries(runs.map((r) => [r.scenarios, r]))
    expect(Object.keys(byScenario).sort()).toEqual([
      "first/first",
      "merged/merged",
      "second/second",
    ])
    expect(byScenario["first/first"]).toMatchObject({ walls: 12, verdicts: 1, reports: 1 })
    expect(byScenario["second/second"]).toMatchObject({ walls: 20, verdicts: 1, reports: 1 })
    expect(byScenario["merged/merged"]).toMatchObject({ walls: 8, verdicts: 1, reports: 1 })
  }, 120_000)
})
