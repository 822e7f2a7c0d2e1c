/**
 * `bench check --shard i/n`: which scenarios a shard measures. Pure and deterministic, so every
 * job of a matrix computes the same split from the same specs, and `bench merge` can check that
 * the shards it is given cover every scenario once.
 *
 * A scenario is the unit: its targets (base copies included) stay together, so every ratio is
 * paired within one machine. Scenarios are balanced by expected cost — the longest first, each
 * to the shard with the least so far (LPT, Graham 1969: within 4/3 of the best split) — where
 * the cost is the scenario's budget when it has one, else the time its runners are planned to
 * take, plus a fixed cost per slice run for starting the load tool.
 */
import { createHash } from "node:crypto"
import { relative } from "node:path"
import { type Shard, scenarioKey } from "../core/Shard.ts"
import type { Spec } from "../targets/Spec.ts"
import { planSpec, type ScenarioPlan } from "./Plan.ts"

/** Time charged per slice run (process start, connection set-up) beyond its load. */
const SLICE_START_MS = 300
/** A slice whose time is not known in advance (a command) is charged this much per run. */
const UNKNOWN_SLICE_MS = 1000

/** A scenario's expected wall time in milliseconds. */
const expectedCostMs = (planned: ScenarioPlan): number => {
  const runs = planned.slices.length * planned.rounds + planned.warmups.length
  const budget = planned.scenario.load.budgetMs
  const load = budget ?? planned.loadMs ?? planned.slices.length * planned.rounds * UNKNOWN_SLICE_MS
  return load + runs * SLICE_START_MS
}

interface ShardPlan {
  /** The shard (1-based) of every scenario of the specs, by scenarioKey. */
  readonly assignment: ReadonlyMap<string, number>
  /** Expected cost per shard, in ms, index 0 for shard 1. */
  readonly costMs: ReadonlyArray<number>
}

/** The split of every scenario of `specs` into `count` shards. */
export const shardPlan = (specs: ReadonlyArray<Spec>, count: number): ShardPlan => {
  const scenarios = specs.flatMap((spec) =>
    planSpec(spec).scenarios.map((planned) => ({
      key: scenarioKey(spec.name, planned.scenario.name),
      cost: expectedCostMs(planned),
    })),
  )
  // Longest first; equal costs by key, so the order never depends on the file system's.
  scenarios.sort((a, b) => b.cost - a.cost || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const costMs = new Array<number>(count).fill(0)
  const assignment = new Map<string, number>()
  for (const { key, cost } of scenarios) {
    let least = 0
    for (let i = 1; i < count; i++) if ((costMs[i] ?? 0) < (costMs[least] ?? 0)) least = i
    costMs[least] = (costMs[least] ?? 0) + cost
    assignment.set(key, least + 1)
  }
  return { assignment, costMs }
}

/** The specs with only the shard's scenarios; specs left without any are dropped. */
export const shardSpecs = (specs: ReadonlyArray<Spec>, shard: Shard): ReadonlyArray<Spec> => {
  const { assignment } = shardPlan(specs, shard.count)
  return specs.flatMap((spec) => {
    const scenarios = spec.scenarios.filter(
      (scenario) => assignment.get(scenarioKey(spec.name, scenario.name)) === shard.index,
    )
    return scenarios.length === 0 ? [] : [{ ...spec, scenarios }]
  })
}

/**
 * What every shard of one check must agree on: a hash of the specs as decoded (file paths
 * relative to `cwd`, so checkouts in different directories agree) and the shard count.
 */
export const specsFingerprint = (specs: ReadonlyArray<Spec>, cwd: string): string =>
  createHash("sha256")
    .update(JSON.stringify(specs.map((spec) => ({ ...spec, file: relative(cwd, spec.file) }))))
    .digest("hex")
    .slice(0, 16)
