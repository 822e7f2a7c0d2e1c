/**
 * plan: Spec → Plan, pure. Decides what runs and in which order: the processes each spec starts
 * (services and HTTP targets, once, kept up across rounds and scenarios), and per scenario the
 * slices — one runner invocation each, measuring one or more targets — the unmeasured warm-ups,
 * and the order slices take inside every round, counterbalanced so no slice owns the first slot.
 *
 * A slice is what one runner invocation measures (core/Slice.ts); each target's runner
 * (runners/Registry.ts) plans the slices of its targets — one per target, or one per bun group.
 *
 * Invocations keep their placeholders (`{port}` in URLs, `{service.NAME}` in env values); they
 * are filled when the plan runs, or become shell variables in emitted scripts.
 */
import { dirname } from "node:path"
import type { Service } from "../core/Spec.ts"
import {
  type AnyRunner,
  type Invocation,
  runnerOf,
  runnerOfSlice,
  type Slice,
  toolsOfSlice,
} from "../runners/Registry.ts"
import { type PlannedSlice, preparedKey, type RunnerTool } from "../runners/Runner.ts"
import type { Target } from "../targets/Registry.ts"
import type { Scenario, Spec } from "../targets/Spec.ts"

export type { Slice }

export interface ScenarioPlan {
  readonly scenario: Scenario
  /** Every measured slice; a round runs each once. */
  readonly slices: ReadonlyArray<Slice>
  /** Unmeasured slices run once before round 1, in this order. */
  readonly warmups: ReadonlyArray<Slice>
  /**
   * Williams rows over slice indices: round r runs `cycle[(r - 1) % cycle.length]`. Rounds past
   * the planned count keep cycling (see roundSlices).
   */
  readonly cycle: ReadonlyArray<ReadonlyArray<number>>
  /** Rounds planned by the spec: `load.rounds` × `load.forks`. */
  readonly rounds: number
  /** Rounds before the verdicts are first looked at: `load.firstLook`, else `rounds`. */
  readonly firstLook: number
  /**
   * The most rounds `load.budget` allows (each round's slices timed as planned); equal to
   * `rounds` without a budget, or when a slice's time is not known in advance.
   */
  readonly maxRounds: number
  /**
   * Time the runners spend at least, warm-ups included: oha slices, bun sampling and warm-up,
   * go benchtimes (commands count 0). Absent when an oha load is a request count.
   */
  readonly loadMs?: number
}

export interface SpecPlan {
  readonly spec: Spec
  /** Directory that relative `cwd`s, files and packages resolve against: the spec file's. */
  readonly dir: string
  /** Targets used by any scenario, in declaration order. HTTP ones with `start` are started. */
  readonly targets: ReadonlyArray<Target>
  /** Every service of the spec: started before the targets, stopped with them. */
  readonly services: ReadonlyArray<Service>
  readonly scenarios: ReadonlyArray<ScenarioPlan>
}

export interface Plan {
  readonly specs: ReadonlyArray<SpecPlan>
}

/**
 * Williams design: a Latin square in which every target runs in every position equally often
 * and, for an even count, follows every other target equally often (first-order carry-over
 * balanced). Odd counts need the mirrored rows too. Williams, E. J. (1949), "Experimental
 * designs balanced for the estimation of residual effects of treatments", Aust. J. Sci. Res.
 * For two targets this is AB, BA, AB, …
 */
const williamsRows = (n: number): ReadonlyArray<ReadonlyArray<number>> => {
  if (n <= 1) return [[0].slice(0, n)]
  // First row 0, 1, n-1, 2, n-2, …; each next row adds 1 modulo n.
  const first: number[] = [0]
  for (let low = 1, high = n - 1; first.length < n; ) {
    first.push(low++)
    if (first.length < n) first.push(high--)
  }
  const rows = Array.from({ length: n }, (_, r) => first.map((t) => (t + r) % n))
  return n % 2 === 0 ? rows : [...rows, ...rows.map((row) => [...row].reverse())]
}

/**
 * The slices of round `round` (1-based, as rounds are stored), in the order they run. Defined
 * for every round ≥ 1, also past `plan.rounds`: the Williams cycle repeats, so rounds added
 * later keep the design balanced over each full cycle.
 */
export const roundSlices = (plan: ScenarioPlan, round: number): ReadonlyArray<Slice> => {
  if (!Number.isSafeInteger(round) || round < 1) {
    throw new Error(`plan: round must be a positive integer, got ${round}`)
  }
  const row = plan.cycle[(round - 1) % Math.max(1, plan.cycle.length)] ?? []
  return row.flatMap((i) => {
    const slice = plan.slices[i]
    return slice ? [slice] : []
  })
}

/** Minimum time one slice keeps its runner busy; undefined when not known in advance. */
const sliceMs = (slice: Slice): number | undefined => runnerOfSlice(slice).sliceMs(slice.invocation)

/** Rounds planned: `rounds` per launch of the scenario's started targets. */
const plannedRounds = (scenario: Scenario): number =>
  scenario.load.rounds * (scenario.load.forks ?? 1)

/**
 * How many times its planned rounds a scenario whose slices take no time known in advance (a
 * command runs as long as it runs) may grow to under a budget; the wall time spent decides at
 * run time how many of them fit (run/Execute.ts, roundsThatFit).
 */
const UNTIMED_GROWTH = 8

/** Most rounds a scenario may grow to, whatever its budget. */
const MAX_ROUNDS = 1000

/** Rounds that fit in the budget after the warm-ups; never fewer than planned. */
const maxRounds = (
  scenario: Scenario,
  slices: ReadonlyArray<Slice>,
  warmups: ReadonlyArray<Slice>,
): number => {
  const { budgetMs } = scenario.load
  const rounds = plannedRounds(scenario)
  if (budgetMs === undefined) return rounds
  // Recorded samples are read, not measured: rounds cannot add to them.
  if (slices.some((s) => runnerOfSlice(s).recorded !== undefined)) return rounds
  const perRound = slices.reduce((sum, s) => sum + (sliceMs(s) ?? 0), 0)
  const warmupMs = warmups.reduce((sum, s) => sum + (sliceMs(s) ?? 0), 0)
  if (!(perRound > 0)) return Math.min(MAX_ROUNDS, rounds * UNTIMED_GROWTH)
  return Math.max(rounds, Math.min(MAX_ROUNDS, Math.floor((budgetMs - warmupMs) / perRound)))
}

const planScenario = (spec: Spec, scenario: Scenario): ScenarioPlan => {
  const targets = scenario.targets.map((name): Target => {
    const found = spec.targets[name]
    // decode guarantees every scenario target exists; reaching this is a bug.
    if (!found) throw new Error(`plan: scenario "${scenario.name}" names unknown target "${name}"`)
    return found
  })
  // Slices in the scenario's target order: each runner plans its own targets' slices, and a
  // slice that measures several targets takes the place of its first.
  const byRunner = new Map<AnyRunner, Target[]>()
  for (const target of targets) {
    const runner = runnerOf(target)
    byRunner.set(runner, [...(byRunner.get(runner) ?? []), target])
  }
  const planned = new Map<string, PlannedSlice<Invocation>>()
  for (const [runner, own] of byRunner) {
    for (const slice of runner.plan(own, scenario) as ReadonlyArray<PlannedSlice<Invocation>>) {
      planned.set(slice.measure.targets[0] ?? "", slice)
    }
  }
  const slices: Slice[] = []
  const warmups: Slice[] = []
  for (const target of targets) {
    const slice = planned.get(target.name)
    if (slice === undefined) continue
    slices.push(slice.measure)
    if (slice.warmup) warmups.push(slice.warmup)
  }
  const times = [
    ...slices.map((s) => (sliceMs(s) ?? Number.NaN) * plannedRounds(scenario)),
    ...warmups.map((s) => sliceMs(s) ?? 0),
  ]
  const loadMs = times.reduce((sum, ms) => sum + ms, 0)
  return {
    scenario,
    slices,
    warmups,
    cycle: williamsRows(slices.length),
    rounds: plannedRounds(scenario),
    firstLook: scenario.load.firstLook ?? plannedRounds(scenario),
    maxRounds: maxRounds(scenario, slices, warmups),
    ...(Number.isNaN(loadMs) ? {} : { loadMs }),
  }
}

export const planSpec = (spec: Spec): SpecPlan => {
  const used = new Set(spec.scenarios.flatMap((s) => s.targets))
  return {
    spec,
    dir: dirname(spec.file),
    targets: Object.values(spec.targets).filter((t) => used.has(t.name)),
    services: Object.values(spec.services),
    scenarios: spec.scenarios.map((scenario) => planScenario(spec, scenario)),
  }
}

export const plan = (specs: ReadonlyArray<Spec>): Plan => ({ specs: specs.map(planSpec) })

/** Something a runner builds once per spec before any slice (a Go package's test binary). */
export interface Preparation {
  readonly runner: AnyRunner
  /** runners/Runner.ts preparedKey: where the slices find what it built. */
  readonly key: string
  /** The first invocation that needs it: it says what to build. */
  readonly invocation: Invocation
  /** The targets whose slices need it, for messages. */
  readonly targets: ReadonlyArray<string>
}

/** The spec's preparations, one per runner and key, in the order the slices first need them. */
export const preparations = (plan: SpecPlan): ReadonlyArray<Preparation> => {
  const found = new Map<
    string,
    { runner: AnyRunner; invocation: Invocation; targets: Set<string> }
  >()
  for (const scenario of plan.scenarios) {
    for (const slice of [...scenario.warmups, ...scenario.slices]) {
      const runner = runnerOfSlice(slice)
      if (runner.prepare === undefined) continue
      const key = preparedKey(runner.name, runner.prepare.key(slice.invocation))
      const entry = found.get(key) ?? { runner, invocation: slice.invocation, targets: new Set() }
      for (const target of slice.targets) entry.targets.add(target)
      found.set(key, entry)
    }
  }
  return [...found].map(([key, { runner, invocation, targets }]) => ({
    runner,
    key,
    invocation,
    targets: [...targets],
  }))
}

/** The programs the plan's slices need (runners/Registry.ts toolsOfSlice), each tool once. */
export const planTools = (planned: Plan): ReadonlyArray<RunnerTool> => [
  ...new Map(
    planned.specs
      .flatMap((spec) => spec.scenarios.flatMap((s) => [...s.slices, ...s.warmups]))
      .flatMap(toolsOfSlice)
      .map((need) => [need.tool, need] as const),
  ).values(),
]
