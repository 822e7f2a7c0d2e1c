import { describe, expect, test } from "bun:test"
import type { CheckResult, ScenarioOutcome } from "../../gate/Result.ts"
import { mergeShards, type ShardReport } from "../../report/Merge.ts"
import { outcome, overhead, result, run, verdict } from "../support/build.ts"

const ALL = ["users/get user", "users/list", "tasks/create"]

const scenarioOf = (key: string, status: "pass" | "fail" = "pass"): ScenarioOutcome => {
  const [spec = "", scenario = ""] = key.split("/")
  return outcome({
    spec,
    scenario,
    baseline: "direct",
    verdicts: [verdict(overhead("layered", "p50", 2), status, status, 1.5)],
  })
}

const shard = (
  index: number,
  keys: ReadonlyArray<string>,
  fields: { count?: number; specs?: string; commit?: string } = {},
): ShardReport => {
  const base: CheckResult = result(
    keys.map((k) => scenarioOf(k)),
    { ...run(), ...(fields.commit ? { commit: fields.commit } : {}), id: index },
  )
  return {
    file: `shard-${index}.json`,
    result: {
      ...base,
      loadMs: 1000 * index,
      shard: {
        index,
        count: fields.count ?? 2,
        specs: fields.specs ?? "fingerprint",
        scenarios: ALL,
        runs: keys.map((k) => ({
          spec: k.split("/")[0] ?? "",
          scenario: k.split("/")[1] ?? "",
          targets: ["direct"],
          rounds: [{ round: 0, slot: 0, target: "direct", values: { p50: 1 } }],
        })),
      },
    },
  }
}

describe("bench merge", () => {
  test("joins the shards in spec order, whichever shard measured what", () => {
    const merged = mergeShards([
      shard(2, ["users/list"]),
      shard(1, ["tasks/create", "users/get user"]),
    ])
    if (!merged.ok) throw new Error(merged.problems.join("; "))
    const { result: joined, runs } = merged.merged
    expect(joined.outcomes.map((o) => `${o.spec}/${o.scenario}`)).toEqual(ALL)
    expect(runs.map((r) => `${r.spec}/${r.scenario}`)).toEqual(ALL)
    expect(joined.loadMs).toBe(3000)
    expect(joined.shard).toBeUndefined()
    // A new run: no shard's stored id.
    expect(joined.run.id).toBeUndefined()
  })

  test.each([
    [
      "another commit",
      [
        shard(1, ["users/get user"]),
        shard(2, ["users/list", "tasks/create"], { commit: "f".repeat(40) }),
      ],
      `shard-2.json: commit ${"f".repeat(40)}, but shard-1.json has ${run().commit}: not shards of one check`,
    ],
    [
      "other specs",
      [shard(1, ["users/get user"]), shard(2, ["users/list"], { specs: "other" })],
      "shard-2.json: specs other, but shard-1.json has fingerprint",
    ],
    [
      "another count",
      [shard(1, ["users/get user"]), shard(2, ["users/list"], { count: 3 })],
      "shard-2.json: shard count 3, but shard-1.json has 2",
    ],
    ["a missing shard", [shard(1, ALL)], "shard 2/2 missing"],
    [
      "a shard twice",
      [shard(1, ["users/get user"]), shard(1, ["users/get user"]), shard(2, [])],
      "shard 1/2 given 2 times: shard-1.json, shard-1.json",
    ],
    [
      "a report without --shard",
      [{ file: "plain.json", result: result([]) }],
      "plain.json: not a shard's report (written without --shard i/n)",
    ],
  ])("refuses %s, naming it", (_name, reports, problem) => {
    const merged = mergeShards(reports as ReadonlyArray<ShardReport>)
    expect(merged.ok).toBe(false)
    if (!merged.ok) expect(merged.problems.join("\n")).toContain(problem)
  })

  test("refuses a scenario measured twice or not in the check", () => {
    const twice = mergeShards([shard(1, ["users/list"]), shard(2, ["users/list"])])
    expect(twice.ok ? [] : twice.problems).toEqual([
      "users/list: in shard-1.json and in shard-2.json",
    ])
    const stranger = mergeShards([shard(1, ["other/x"]), shard(2, [])])
    expect(stranger.ok ? [] : stranger.problems).toEqual([
      "shard-1.json: other/x is not in the check",
    ])
  })
})
