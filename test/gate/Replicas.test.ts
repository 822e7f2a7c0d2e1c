import { describe, expect, test } from "bun:test"
import { parseReplica } from "../../core/Shard.ts"
import type { Threshold } from "../../core/Spec.ts"
import type { RegressionBase } from "../../gate/Compare.ts"
import { pairedRatios } from "../../gate/Paired.ts"
import { poolReplicas, poolRuns, poolScenario, replicaOptions } from "../../gate/Replicas.ts"
import type { ScenarioOutcome, ScenarioRun, ThresholdVerdict } from "../../gate/Result.ts"
import { decideRun, OVERHEAD, replicaResult, replicaRun } from "../support/replicaFixtures.ts"

const RUN = { commit: "c".repeat(40), startedAt: "2025-01-02T03:00:00.000Z" }

/** Two machines, one twice as slow, 6 rounds each of the same scenario. */
const fast = replicaRun({ speed: 1, noiseAt: 0, rounds: 6 })
const slow = replicaRun({ speed: 2, noiseAt: 6, rounds: 6 })

const pool = (runs: ReadonlyArray<ScenarioRun>, outcomes?: ReadonlyArray<ScenarioOutcome>) =>
  poolScenario({
    parts: runs.map((run, i) => ({
      replica: i + 1,
      run,
      outcome: outcomes?.[i] ?? decideRun(run),
    })),
    count: runs.length,
    run: RUN,
  })

const only = (outcome: ScenarioOutcome, text: string): ThresholdVerdict => {
  const found = outcome.verdicts.find((v) => v.threshold.text === text)
  if (found === undefined) throw new Error(`no verdict ${text}`)
  return found
}

describe("pooling replicas' rounds", () => {
  test("replicas that are each inconclusive decide together", () => {
    for (const run of [fast, slow]) {
      expect(only(decideRun(run), OVERHEAD.text).status).toBe("inconclusive")
    }
    const pooled = pool([fast, slow])
    const verdict = only(pooled.outcome, OVERHEAD.text)
    expect(verdict.status).toBe("pass")
    expect(verdict.rounds).toBe(12)
    // 12 rounds: the rank-based crossover interval, narrower than either replica's.
    expect(verdict.interval?.method).toBe("crossover-hl")
    const single = only(decideRun(fast), OVERHEAD.text).interval
    const width = (i: { lower: number; upper: number } | undefined) =>
      (i?.upper ?? 0) - (i?.lower ?? 0)
    expect(width(verdict.interval)).toBeLessThan(width(single))
    // The machines' speeds (1 and 2) cancel: the overhead is the ratio within each round.
    const layered = pooled.outcome.targets.find((t) => t.target === "layered")
    expect(layered?.rounds).toBe(12)
    expect(layered?.overhead.p50).toBeCloseTo(1, 1)
    expect(pooled.outcome.verdicts).toHaveLength(1)
  })

  test("rounds are renumbered after the earlier replicas': no collisions, pairs within a replica", () => {
    const pooled = poolRuns([fast, slow])
    // Replica 2's rounds follow replica 1's largest round number (6).
    expect([...new Set(pooled.rounds.map((r) => r.round))]).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ])
    const keys = pooled.rounds.map((r) => `${r.round}/${r.target}`)
    expect(new Set(keys).size).toBe(keys.length)
    // Every round holds one machine's slices only (direct p50 is the machine's speed).
    for (const round of new Set(pooled.rounds.map((r) => r.round))) {
      const speeds = pooled.rounds
        .filter((r) => r.round === round && r.target === "direct")
        .map((r) => r.values.p50)
      expect(speeds).toEqual([round <= 6 ? 1 : 2])
    }
    // The pooled pairs are exactly each replica's pairs: none crosses machines.
    const ratios = (run: ScenarioRun) => pairedRatios(run, "layered", "direct", "p50").ratios
    expect(ratios(pooled).sort()).toEqual([...ratios(fast), ...ratios(slow)].sort())
    // Without renumbering the rounds would collide and half the pairs would be lost.
    const naive: ScenarioRun = { ...fast, rounds: [...fast.rounds, ...slow.rounds] }
    expect(ratios(naive)).toHaveLength(6)
  })

  test("uneven replicas (one added rounds) and rounds counted from 0 still never collide", () => {
    const longer = replicaRun({ speed: 1, noiseAt: 0, rounds: 8 })
    const zero = replicaRun({ speed: 2, noiseAt: 3, rounds: 4, firstRound: 0 })
    const pooled = poolRuns([longer, zero, slow])
    const rounds = [...new Set(pooled.rounds.map((r) => r.round))]
    expect(rounds).toEqual(Array.from({ length: 18 }, (_, i) => i + 1))
    expect(pairedRatios(pooled, "layered", "direct", "p50").ratios).toHaveLength(18)
  })

  test("forks are offset per replica: the launches of all machines are the forks level", () => {
    const a = replicaRun({ speed: 1, noiseAt: 0, rounds: 6, roundsPerFork: 3 })
    const b = replicaRun({ speed: 2, noiseAt: 6, rounds: 6, roundsPerFork: 3 })
    const pooled = poolRuns([a, b])
    const forkOf = (round: number) => pooled.rounds.find((r) => r.round === round)?.fork
    expect([1, 4, 7, 10].map(forkOf)).toEqual([0, 1, 2, 3])
    expect(new Set(pooled.rounds.map((r) => r.fork))).toEqual(new Set([0, 1, 2, 3]))
    const verdict = only(pool([a, b]).outcome, OVERHEAD.text)
    expect(verdict.interval?.method).toStartWith("forks")
    // Runs without forks stay without them.
    expect(poolRuns([fast, slow]).rounds.some((r) => r.fork !== undefined)).toBe(false)
  })

  test("a regression against base copies is paired again; one against a stored base is kept", () => {
    const regression = (target: string, text: string): Threshold => ({
      kind: "regression",
      target,
      metric: "p50",
      tolerance: 0.05,
      text,
    })
    const paired = regression("layered", "layered p50 regression <= 5%")
    const stored = regression("direct", "direct p50 regression <= 5%")
    const thresholds = [paired, OVERHEAD, stored]
    const label = "base 1a2b3c4d, same rounds"
    const bases = new Map<string, RegressionBase>([
      ["layered", { kind: "paired", target: "layered@base", label }],
      [
        "direct",
        {
          kind: "stored",
          label: "main 99aa, stored run 3",
          base: {
            runId: 3,
            commit: "9".repeat(40),
            branch: "main",
            fingerprint: "env",
            rounds: { p50: [1, 1, 1, 1, 1, 1] },
          },
        },
      ],
    ])
    const a = replicaRun({ speed: 1, noiseAt: 0, rounds: 6, base: 1.0 })
    const b = replicaRun({ speed: 2, noiseAt: 6, rounds: 6, base: 1.0 })
    const outcomes = [a, b].map((run) => decideRun(run, thresholds, bases))
    const pooled = pool([a, b], outcomes).outcome
    // The order of the thresholds is kept.
    expect(pooled.verdicts.map((v) => v.threshold.text)).toEqual(thresholds.map((t) => t.text))
    const again = only(pooled, paired.text)
    expect(again.rounds).toBe(12)
    expect(again.reason).toMatchObject({ kind: "interval", against: label })
    expect(only(outcomes[0] as ScenarioOutcome, paired.text).rounds).toBe(6)
    // The stored-base regression is the first replica's verdict, as it was.
    expect(only(pooled, stored.text)).toEqual(only(outcomes[0] as ScenarioOutcome, stored.text))
    // Base copies are reported through their head target's change, not as rows.
    expect(pooled.targets.map((t) => t.target)).toEqual(["direct", "layered"])
    expect(pooled.targets.find((t) => t.target === "layered")?.change.p50).toBeDefined()
    expect(pooled.targets.find((t) => t.target === "direct")?.change).toEqual(
      (outcomes[0] as ScenarioOutcome).targets.find((t) => t.target === "direct")?.change ?? {},
    )
  })

  test("the implicit error limit is decided on the pooled rounds, never copied", () => {
    const erring = (run: ScenarioRun, rate: number): ScenarioRun => ({
      ...run,
      rounds: run.rounds.map((r) =>
        r.target === "layered" ? { ...r, values: { ...r.values, error_rate: rate } } : r,
      ),
    })
    // 3% errors on one machine, none on the other: the pooled mean (1.5%) still fails.
    const a = erring(fast, 0.03)
    const b = erring(slow, 0)
    const outcomes = [decideRun(a), decideRun(b)]
    expect(outcomes[0]?.verdicts.some((v) => v.reason.kind === "default-error-rate")).toBe(true)
    const pooled = pool([a, b], outcomes).outcome
    const implicit = pooled.verdicts.filter((v) => v.reason.kind === "default-error-rate")
    expect(implicit).toHaveLength(1)
    expect(implicit[0]?.measured).toBeCloseTo(0.015, 6)
    expect(implicit[0]?.rounds).toBe(12)
    // 1.5% on one machine and none on the other: within the limit once pooled.
    const quiet = pool([erring(fast, 0.015), b]).outcome
    expect(quiet.verdicts.some((v) => v.reason.kind === "default-error-rate")).toBe(false)
  })

  test("after adaptive rounds, the strictest look's confidence of any replica is used", () => {
    const a = replicaRun({
      speed: 1,
      noiseAt: 0,
      rounds: 6,
      adaptive: { level: 0.975, looks: 2, stopped: "every threshold decided after 6 rounds" },
    })
    const b = replicaRun({
      speed: 2,
      noiseAt: 6,
      rounds: 6,
      adaptive: { level: 0.99, looks: 3, stopped: "1 threshold undecided: the budget is spent" },
    })
    const pooled = pool([a, b]).outcome
    expect(pooled.adaptive).toEqual({
      level: 0.99,
      looks: 3,
      stopped: "replica 2/2: 1 threshold undecided: the budget is spent",
    })
    expect(only(pooled, OVERHEAD.text).interval?.level).toBe(0.99)
    // Without adaptive rounds: the confidence the replicas were given.
    expect(only(pool([fast, slow]).outcome, OVERHEAD.text).interval?.level).toBe(0.95)
  })

  test("the replicas' confidence and minimum effect, else the defaults", () => {
    const info = replicaResult(1, [fast]).replica
    if (info === undefined) throw new Error("no replica info")
    expect(replicaOptions({ ...info, confidence: 0.99, minEffect: 0.02 })).toEqual({
      level: 0.99,
      minEffect: 0.02,
      busyLimit: 0.15,
    })
    const { confidence: _c, minEffect: _m, busyLimit: _b, ...bare } = info
    expect(replicaOptions(bare)).toEqual({ level: 0.95 })
    const parts = [fast, slow].map((run, i) => {
      const result = replicaResult(i + 1, [run], { confidence: 0.99 })
      if (result.replica === undefined) throw new Error("no replica info")
      return { outcomes: result.outcomes, replica: result.replica }
    })
    const { outcomes, runs } = poolReplicas(parts, RUN)
    expect(outcomes).toHaveLength(1)
    expect(runs[0]?.rounds).toHaveLength(24)
    expect(only(outcomes[0] as ScenarioOutcome, OVERHEAD.text).interval?.level).toBe(0.99)
  })

  test("--replica I/K: 1 <= I <= K <= 256", () => {
    expect(parseReplica(" 2/3 ")).toEqual({ index: 2, count: 3 })
    for (const bad of ["0/2", "3/2", "1/257", "2", "a/b", "1/2/3"]) {
      expect(parseReplica(bad)).toBeUndefined()
    }
  })
})
