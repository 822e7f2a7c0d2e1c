/**
 * plan: Spec → Plan, pure. Decides what runs and in which order: the targets each spec starts
 * (once, kept up across rounds and scenarios), the warm-up per target, and the order targets
 * take inside every round, counterbalanced so no target owns the first slot.
 *
 * Load invocations keep `{port}` in their URLs; ports are allocated when the plan runs.
 */
import { dirname } from "node:path"
import type { OhaCommandInput } from "../runners/oha/OhaCommand.ts"
import type { Scenario, Spec, Target } from "./Spec.ts"

/** The load one target gets in a scenario; `{port}` is still in the URLs. */
export interface TargetLoad {
  readonly target: string
  /** The unmeasured slice before round 1 (absent: no warm-up). */
  readonly warmup?: OhaCommandInput
  /** One measured slice, sent once per round. */
  readonly measure: OhaCommandInput
}

export interface ScenarioPlan {
  readonly scenario: Scenario
  /** The targets' order in each round, round by round. */
  readonly rounds: ReadonlyArray<ReadonlyArray<string>>
  /** Per target, in the scenario's target order. */
  readonly loads: ReadonlyArray<TargetLoad>
  /** Time the load takes at least, warm-ups included (absent when load is a request count). */
  readonly loadMs?: number
}

export interface SpecPlan {
  readonly spec: Spec
  /** Directory that relative `cwd`s and commands resolve against: the spec file's. */
  readonly dir: string
  /** Targets used by any scenario, in declaration order; each is started once. */
  readonly targets: ReadonlyArray<Target>
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
export const williamsRows = (n: number): ReadonlyArray<ReadonlyArray<number>> => {
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

/** The order of `targets` in each of `rounds` rounds, cycling through the Williams rows. */
export const roundOrder = (
  targets: ReadonlyArray<string>,
  rounds: number,
): ReadonlyArray<ReadonlyArray<string>> => {
  const rows = williamsRows(targets.length)
  return Array.from({ length: rounds }, (_, r) =>
    (rows[r % rows.length] ?? []).map((i) => targets[i] ?? ""),
  )
}

const joinUrl = (base: string, path: string) => base.replace(/\/+$/, "") + path

const invocation = (
  target: Target,
  scenario: Scenario,
  load: { durationMs?: number; requests?: number },
): OhaCommandInput => ({
  url: joinUrl(target.url, scenario.request.path),
  method: scenario.request.method,
  headers: { ...target.headers, ...scenario.request.headers },
  ...(scenario.request.body === undefined ? {} : { body: scenario.request.body }),
  concurrency: scenario.load.concurrency,
  ...load,
  ...(scenario.load.rate === undefined ? {} : { rate: scenario.load.rate }),
})

const planScenario = (spec: Spec, scenario: Scenario): ScenarioPlan => {
  const target = (name: string): Target => {
    const found = spec.targets[name]
    // decode guarantees every scenario target exists; reaching this is a bug.
    if (!found) throw new Error(`plan: scenario "${scenario.name}" names unknown target "${name}"`)
    return found
  }
  const { load } = scenario
  const measured =
    load.requests === undefined ? { durationMs: load.durationMs ?? 0 } : { requests: load.requests }
  return {
    scenario,
    rounds: roundOrder(scenario.targets, load.rounds),
    loads: scenario.targets.map((name) => ({
      target: name,
      ...(load.warmupMs > 0
        ? { warmup: invocation(target(name), scenario, { durationMs: load.warmupMs }) }
        : {}),
      measure: invocation(target(name), scenario, measured),
    })),
    ...(load.durationMs === undefined
      ? {}
      : { loadMs: scenario.targets.length * (load.rounds * load.durationMs + load.warmupMs) }),
  }
}

export const planSpec = (spec: Spec): SpecPlan => {
  const used = new Set(spec.scenarios.flatMap((s) => s.targets))
  return {
    spec,
    dir: dirname(spec.file),
    targets: Object.values(spec.targets).filter((t) => used.has(t.name)),
    scenarios: spec.scenarios.map((scenario) => planScenario(spec, scenario)),
  }
}

export const plan = (specs: ReadonlyArray<Spec>): Plan => ({ specs: specs.map(planSpec) })
