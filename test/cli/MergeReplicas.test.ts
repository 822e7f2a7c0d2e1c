/**
 * A replicated check through the real CLI: `bench check --replica 1/2` and `2/2` of one tiny
 * spec on real servers, then `bench merge`: the merged report's verdicts rest on the pooled
 * rounds of both replicas, and the merge is stored as one run holding all of them.
 */

import { Database } from "bun:sqlite"
import { afterAll, describe, expect, test } from "bun:test"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { printed, runBench } from "../support/Running.ts"
import { usersTarget } from "../support/UsersTarget.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const work = mkdtempSync(join(tmpdir(), "benchgate-replicas-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const ROUNDS = 4

const target = (mode: string) => usersTarget(work, mode)

mkdirSync(join(work, "specs"))
writeFileSync(
  join(work, "specs", "users.cue"),
  `package bench
targets: {
	direct: ${target("direct")}
	layered: ${target("layered")}
}
scenarios: "get user": {
	request: path: "/users/42"
	load: {concurrency: 2, duration: "200ms", rounds: ${ROUNDS}, warmup: "100ms"}
	baseline: "direct"
	thresholds: [{target: "layered", metric: "p50", overhead: "<= 50x"}]
}
`,
)

const run = (args: ReadonlyArray<string>) => runBench(bench, args, work, 120_000)

interface Doc {
  replica: {
    index: number
    count: number
    runs: Array<{ rounds: Array<{ round: number }> }>
  } | null
  scenarios: Array<{
    targets: Array<{ target: string; rounds: number }>
    verdicts: Array<{ threshold: string; status: string; rounds: number | null }>
  }>
}
const read = (file: string) => JSON.parse(readFileSync(join(work, file), "utf8")) as Doc

describe("bench check --replica and bench merge", () => {
  test("2 replicas pooled: every verdict on both replicas' rounds, one stored run", async () => {
    for (const index of [1, 2]) {
      const replica = await run([
        "check",
        "specs",
        "--replica",
        `${index}/2`,
        "--db",
        `r${index}.db`,
        "--json",
        `r${index}.json`,
      ])
      expect(replica.stderr).not.toContain("internal error")
      expect(replica.code, printed(replica)).toBe(0)
      expect(replica.stderr).toContain(`replica ${index}/2: all 1 scenarios`)
      const doc = read(`r${index}.json`)
      expect(doc.replica?.index).toBe(index)
      expect(doc.replica?.runs[0]?.rounds.length).toBe(2 * ROUNDS)
    }
    const merged = await run([
      "merge",
      "r2.json",
      "r1.json",
      "--db",
      "merged.db",
      "--json",
      "m.json",
    ])
    expect(merged.stderr).not.toContain("internal error")
    expect(merged.code, printed(merged)).toBe(0)
    const doc = read("m.json")
    expect(doc.replica).toBeNull()
    const [scenario] = doc.scenarios
    expect(scenario?.targets.map((t) => [t.target, t.rounds])).toEqual([
      ["direct", 2 * ROUNDS],
      ["layered", 2 * ROUNDS],
    ])
    expect(scenario?.verdicts.map((v) => [v.status, v.rounds])).toEqual([["pass", 2 * ROUNDS]])

    const db = new Database(join(work, "merged.db"), { readonly: true })
    const runs = db.query("select count(*) as n from runs").get() as { n: number }
    const rounds = db.query("select count(distinct round) as n from measurements").get() as {
      n: number
    }
    db.close()
    expect(runs.n).toBe(1)
    expect(rounds.n).toBe(2 * ROUNDS)

    // One replica alone is refused, naming the one missing.
    const alone = await run(["merge", "r1.json", "--db", "refused.db"])
    expect(alone.code, printed(alone)).toBe(2)
    expect(alone.stderr).toContain("replica 2/2 missing")
  }, 240_000)

  test("--shard and --replica together are a usage error naming both", async () => {
    const both = await run(["check", "specs", "--shard", "1/2", "--replica", "1/2"])
    expect(both.code, printed(both)).toBe(2)
    expect(both.stderr).toContain("--shard and --replica cannot be combined")
    const bad = await run(["check", "specs", "--replica", "0/2"])
    expect(bad.code, printed(bad)).toBe(2)
    expect(bad.stderr).toContain('--replica takes I/K with 1 <= I <= K <= 256, got "0/2"')
  })
})
