import { describe, expect, test } from "bun:test"
import { Either } from "effect"
import type { CheckResult } from "../../gate/Result.ts"
import { renderJson } from "../../report/Json.ts"
import { mergeReports, type ShardReport } from "../../report/Merge.ts"
import { readJsonReport } from "../../report/ReadJson.ts"
import { OVERHEAD, replicaResult, replicaRun } from "../support/replicaFixtures.ts"

const SCENARIOS = ["get user", "list"]
const runsOf = (index: number) =>
  SCENARIOS.map((scenario, s) =>
    replicaRun({ speed: index, noiseAt: 6 * (index - 1) + s, rounds: 6, scenario }),
  )

type Fields = Parameters<typeof replicaResult>[2]
const replica = (
  index: number,
  fields: Fields = {},
  file = `replica-${index}.json`,
): ShardReport => ({
  file,
  result: replicaResult(index, runsOf(index), fields),
})

const withoutReplica = ({ replica: _info, ...plain }: CheckResult): CheckResult => plain

const problems = (reports: ReadonlyArray<ShardReport>) => {
  const merged = mergeReports(reports)
  return merged.ok ? [] : merged.problems
}

describe("bench merge of replicas", () => {
  test("pools every scenario's rounds and decides again: one run, no replica left in it", () => {
    const merged = mergeReports([replica(2), replica(1)])
    if (!merged.ok) throw new Error(merged.problems.join("; "))
    const { result, runs } = merged.merged
    expect(result.outcomes.map((o) => o.scenario)).toEqual(SCENARIOS)
    expect(runs.map((r) => r.scenario)).toEqual(SCENARIOS)
    for (const run of runs) expect(new Set(run.rounds.map((r) => r.round)).size).toBe(12)
    for (const outcome of result.outcomes) {
      const verdict = outcome.verdicts.find((v) => v.threshold.text === OVERHEAD.text)
      expect(verdict?.rounds).toBe(12)
    }
    // Replica 1's run is the merged run's identity: a new run, the earliest start, all loads.
    expect(result.run.id).toBeUndefined()
    expect(result.run.startedAt).toBe("2025-01-02T03:01:00.000Z")
    expect(result.loadMs).toBe(2000)
    expect(result.replica).toBeUndefined()
    expect(result.shard).toBeUndefined()
  })

  test("a replica's report reads back with what the merge needs", () => {
    const written = replicaResult(2, [
      replicaRun({
        speed: 1,
        noiseAt: 0,
        rounds: 4,
        roundsPerFork: 2,
        adaptive: { level: 0.975, looks: 2, stopped: "done" },
      }),
    ])
    const read = Either.getOrThrow(readJsonReport(renderJson(written)))
    expect(read.replica).toEqual(written.replica)
    const { replica: _info, ...plain } = written
    expect(JSON.parse(renderJson(plain)).replica).toBeNull()
  })

  const otherCommit = "f".repeat(40)
  test.each([
    [
      "mixed commits",
      [replica(1), replica(2, { commit: otherCommit })],
      `replica-2.json: commit ${otherCommit}, but replica-1.json has 0123456789abcdef0123456789abcdef01234567: not replicas of one check`,
    ],
    [
      "other specs",
      [replica(1), replica(2, { specs: "other" })],
      "replica-2.json: specs other, but replica-1.json has fingerprint",
    ],
    [
      "another count",
      [replica(1), replica(2, { count: 3 })],
      "replica-2.json: replica count 3, but replica-1.json has 2",
    ],
    [
      "another confidence",
      [replica(1), replica(2, { confidence: 0.99 })],
      "replica-2.json: confidence 0.99, but replica-1.json has 0.95",
    ],
    ["a missing index", [replica(1)], "replica 2/2 missing"],
    [
      "a duplicate index",
      [replica(1), replica(1, {}, "again.json"), replica(2)],
      "replica 1/2 given 2 times: replica-1.json, again.json",
    ],
    [
      "a report without --replica among replicas",
      [replica(1), { file: "plain.json", result: withoutReplica(replicaResult(2, [])) }],
      "plain.json: not a replica's report (written without --replica i/k)",
    ],
  ])("refuses %s, naming it", (_name, reports, problem) => {
    expect(problems(reports as ReadonlyArray<ShardReport>).join("\n")).toContain(problem)
  })

  test("refuses a replica without every scenario, or with one not in the check", () => {
    const partial: ShardReport = {
      file: "partial.json",
      result: replicaResult(2, runsOf(2).slice(0, 1), {
        scenarios: runsOf(2).map((r) => `users/${r.scenario}`),
      }),
    }
    expect(problems([replica(1), partial])).toEqual(["partial.json: users/list missing"])
    const stranger: ShardReport = {
      file: "stranger.json",
      result: replicaResult(
        2,
        [...runsOf(2), replicaRun({ speed: 2, noiseAt: 0, rounds: 6, scenario: "x" })],
        {
          scenarios: runsOf(2).map((r) => `users/${r.scenario}`),
        },
      ),
    }
    expect(problems([replica(1), stranger])).toEqual(["stranger.json: users/x is not in the check"])
  })

  test("refuses shards and replicas together, and a report that claims to be both", () => {
    const { replica: info, ...plain } = replicaResult(2, runsOf(2))
    if (info === undefined) throw new Error("no replica info")
    const shard: CheckResult = { ...plain, shard: { ...info, index: 1, count: 1 } }
    expect(problems([replica(1), { file: "shard-1.json", result: shard }])).toEqual([
      "shards (--shard: shard-1.json) and replicas (--replica: replica-1.json) cannot be merged together: a shard measures some scenarios, a replica all of them",
    ])
    const both: CheckResult = { ...shard, replica: info }
    expect(problems([{ file: "both.json", result: both }])).toEqual([
      "both.json: both a shard's (--shard) and a replica's (--replica) report",
    ])
  })
})
