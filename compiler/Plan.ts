/**
 * plan: Spec → Plan, pure. Decides what runs and in which order: the processes each spec starts
 * (services and HTTP targets, once, kept up across rounds and scenarios), and per scenario the
 * slices — one runner invocation each, measuring one or more targets — the unmeasured warm-ups,
 * and the order slices take inside every round, counterbalanced so no slice owns the first slot.
 *
 * A slice is what one runner invocation measures:
 * - oha: one HTTP target;
 * - ghz: one gRPC target (the scenario's `call`);
 * - bun: every bun target of the scenario that lives in the same file, group and directory —
 *   one `bun test` process measures all those variants, interleaved inside the process;
 * - command: one run of one command;
 * - go: one process of the package's test binary running one benchmark.
 *
 * Invocations keep their placeholders (`{port}` in URLs, `{service.NAME}` in env values); they
 * are filled when the plan runs, or become shell variables in emitted scripts.
 */
import { dirname } from "node:path"
import type {
  BunTarget,
  GrpcTarget,
  HttpTarget,
  Scenario,
  Service,
  Spec,
  Target,
} from "../core/Spec.ts"
import type { GhzCommandInput } from "../runners/ghz/GhzCommand.ts"
import type { OhaCommandInput } from "../runners/oha/OhaCommand.ts"
import { connectionFor, methodFor } from "../core/GrpcCalls.ts"

/** One bun variant measured by a bun invocation, and the target it is reported as. */
export interface BunVariant {
  readonly target: string
  readonly variant: string
}

/** What one harness process is told (runners/bun/BunBenchCommand.ts). */
export interface BunSettings {
  /** Timed batches per variant. */
  readonly samples: number
  /** Minimum duration of one timed batch, ms. */
  readonly batchMs: number
  /** Warm-up per variant, ms. */
  readonly warmupMs: number
}

export type Invocation =
  | {
      readonly runner: "oha"
      /** `{port}` is still in the URL. */
      readonly input: OhaCommandInput
    }
  | {
      readonly runner: "ghz"
      /** Directory the target's paths (protos, CA, protoset) are relative to, when not the
       * spec's (base copies). */
      readonly dir?: string
      /** The scenario whose `call` this is: its preflight measured bytes_per_response. */
      readonly scenario: string
      /** `{port}` is still in the address. With protos, only the first (ghz reads one). */
      readonly input: GhzCommandInput
    }
  | {
      readonly runner: "bun"
      /** Directory `file` is relative to, when not the spec's (base copies). */
      readonly dir?: string
      readonly file: string
      readonly group: string
      readonly variants: ReadonlyArray<BunVariant>
      /** The targets' env, merged (decode checked they agree); may hold `{service.NAME}`. */
      readonly env: Readonly<Record<string, string>>
      readonly settings: BunSettings
    }
  | {
      readonly runner: "command"
      readonly dir?: string
      readonly cmd: ReadonlyArray<string>
      readonly cwd?: string
      /** May hold `{service.NAME}`. */
      readonly env: Readonly<Record<string, string>>
    }
  | {
      readonly runner: "go"
      /** Directory `package` is relative to, when not the spec's (base copies). */
      readonly dir?: string
      readonly package: string
      readonly benchmark: string
      /** go's -test.benchtime, as a duration (goDuration). */
      readonly benchtimeMs: number
    }

/** One runner invocation and the targets it measures (one, except for bun). */
export interface Slice {
  readonly targets: ReadonlyArray<string>
  readonly invocation: Invocation
}

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

/** The key a go test binary is built for: one per package directory (base copies differ). */
export const goPackageKey = (invocation: { readonly dir?: string; readonly package: string }) =>
  JSON.stringify([invocation.dir ?? "", invocation.package])

/** Batches of this length make up bun's sampling time (the harness's default batch). */
export const BUN_BATCH_MS = 10

/** bun's settings for a sampling time per variant and a warm-up per variant. */
export const bunSettings = (durationMs: number, warmupMs: number): BunSettings => ({
  samples: Math.max(1, Math.round(durationMs / BUN_BATCH_MS)),
  batchMs: BUN_BATCH_MS,
  warmupMs,
})

/** A Go duration for -test.benchtime: whole milliseconds, or microseconds when fractional. */
export const goDuration = (ms: number): string =>
  Number.isInteger(ms) ? `${ms}ms` : `${Math.max(1, Math.round(ms * 1000))}us`

const joinUrl = (base: string, path: string) => base.replace(/\/+$/, "") + path

const ohaInput = (
  target: HttpTarget,
  scenario: Scenario,
  load: { durationMs?: number; requests?: number },
): OhaCommandInput => {
  const request = scenario.request
  // decode guarantees a request for every scenario with an http target.
  if (!request) throw new Error(`plan: scenario "${scenario.name}" has http targets but no request`)
  return {
    url: joinUrl(target.url, request.path),
    method: request.method,
    headers: { ...target.headers, ...request.headers },
    ...(request.body === undefined ? {} : { body: request.body }),
    concurrency: scenario.load.concurrency,
    ...load,
    ...(scenario.load.rate === undefined ? {} : { rate: scenario.load.rate }),
  }
}

/** ghz's input for one gRPC target; the scenario's `call` (decode guarantees one). */
const ghzInput = (
  target: GrpcTarget,
  scenario: Scenario,
  load: { durationMs?: number; requests?: number },
): GhzCommandInput => {
  const call = scenario.call
  if (!call) throw new Error(`plan: scenario "${scenario.name}" has grpc targets but no call`)
  const connection = connectionFor(target, call)
  const { schema } = connection
  return {
    target:
      schema.kind === "protos"
        ? { ...connection, schema: { ...schema, files: schema.files.slice(0, 1) } }
        : connection,
    call: methodFor(target, call),
    data: call.data,
    concurrency: scenario.load.concurrency,
    ...(scenario.load.connections === undefined ? {} : { connections: scenario.load.connections }),
    ...load,
    ...(scenario.load.rate === undefined ? {} : { rate: scenario.load.rate }),
  }
}

const dirOf = (target: Target) => (target.dir === undefined ? {} : { dir: target.dir })

/** One slice per bun file+group+directory (head and base copies differ in directory). */
const bunSlices = (targets: ReadonlyArray<BunTarget>, scenario: Scenario): Slice[] => {
  const groups = new Map<string, BunTarget[]>()
  for (const target of targets) {
    const key = JSON.stringify([target.dir ?? "", target.file, target.group])
    groups.set(key, [...(groups.get(key) ?? []), target])
  }
  const { durationMs = 0, warmupMs } = scenario.load
  return [...groups.values()].map((members) => {
    const first = members[0] as BunTarget
    return {
      targets: members.map((t) => t.name),
      invocation: {
        runner: "bun",
        ...dirOf(first),
        file: first.file,
        group: first.group,
        variants: members.map((t) => ({ target: t.name, variant: t.variant })),
        env: Object.assign({}, ...members.map((t) => t.env)),
        settings: bunSettings(durationMs, warmupMs),
      },
    }
  })
}

/** The measured slice and the warm-up (if any) of one non-bun target. */
const singleSlices = (
  target: Exclude<Target, BunTarget>,
  scenario: Scenario,
): { measure: Slice; warmup?: Slice } => {
  const { load } = scenario
  const one = (invocation: Invocation): Slice => ({ targets: [target.name], invocation })
  switch (target.kind) {
    case "http": {
      const measured =
        load.requests === undefined
          ? { durationMs: load.durationMs ?? 0 }
          : { requests: load.requests }
      return {
        measure: one({ runner: "oha", input: ohaInput(target, scenario, measured) }),
        ...(load.warmupMs > 0
          ? {
              warmup: one({
                runner: "oha",
                input: ohaInput(target, scenario, { durationMs: load.warmupMs }),
              }),
            }
          : {}),
      }
    }
    case "grpc": {
      const measured =
        load.requests === undefined
          ? { durationMs: load.durationMs ?? 0 }
          : { requests: load.requests }
      const ghz = (amount: { durationMs?: number; requests?: number }) =>
        one({
          runner: "ghz",
          ...dirOf(target),
          scenario: scenario.name,
          input: ghzInput(target, scenario, amount),
        })
      return {
        measure: ghz(measured),
        ...(load.warmupMs > 0 ? { warmup: ghz({ durationMs: load.warmupMs }) } : {}),
      }
    }
    case "command": {
      const invocation = one({
        runner: "command",
        ...dirOf(target),
        cmd: target.cmd,
        ...(target.cwd === undefined ? {} : { cwd: target.cwd }),
        env: target.env,
      })
      return { measure: invocation, ...(load.warmupMs > 0 ? { warmup: invocation } : {}) }
    }
    case "go": {
      const go = (benchtimeMs: number) =>
        one({
          runner: "go",
          ...dirOf(target),
          package: target.package,
          benchmark: target.benchmark,
          benchtimeMs,
        })
      return {
        measure: go(load.durationMs ?? 0),
        ...(load.warmupMs > 0 ? { warmup: go(load.warmupMs) } : {}),
      }
    }
  }
}

/** Minimum time one slice keeps its runner busy; undefined when it is a request count. */
const sliceMs = (slice: Slice): number | undefined => {
  const invocation = slice.invocation
  switch (invocation.runner) {
    case "oha":
    case "ghz":
      return invocation.input.durationMs
    case "bun": {
      const { samples, batchMs, warmupMs } = invocation.settings
      return invocation.variants.length * (samples * batchMs + warmupMs)
    }
    case "command":
      return 0
    case "go":
      return invocation.benchtimeMs
  }
}

/** Rounds planned: `rounds` per launch of the scenario's started targets. */
const plannedRounds = (scenario: Scenario): number =>
  scenario.load.rounds * (scenario.load.forks ?? 1)

/** Rounds that fit in the budget after the warm-ups; never fewer than planned. */
const maxRounds = (
  scenario: Scenario,
  slices: ReadonlyArray<Slice>,
  warmups: ReadonlyArray<Slice>,
): number => {
  const { budgetMs } = scenario.load
  const rounds = plannedRounds(scenario)
  if (budgetMs === undefined) return rounds
  const perRound = slices.reduce((sum, s) => sum + (sliceMs(s) ?? Number.NaN), 0)
  const warmupMs = warmups.reduce((sum, s) => sum + (sliceMs(s) ?? 0), 0)
  if (!(perRound > 0)) return rounds
  return Math.max(rounds, Math.min(1000, Math.floor((budgetMs - warmupMs) / perRound)))
}

const planScenario = (spec: Spec, scenario: Scenario): ScenarioPlan => {
  const targets = scenario.targets.map((name): Target => {
    const found = spec.targets[name]
    // decode guarantees every scenario target exists; reaching this is a bug.
    if (!found) throw new Error(`plan: scenario "${scenario.name}" names unknown target "${name}"`)
    return found
  })
  // Slices in the scenario's target order; a bun group takes the place of its first variant.
  const slices: Slice[] = []
  const warmups: Slice[] = []
  const bun = bunSlices(
    targets.filter((t): t is BunTarget => t.kind === "bun"),
    scenario,
  )
  for (const target of targets) {
    if (target.kind === "bun") {
      const slice = bun.find((s) => s.targets[0] === target.name)
      if (slice) slices.push(slice)
      continue
    }
    const { measure, warmup } = singleSlices(target, scenario)
    slices.push(measure)
    if (warmup) warmups.push(warmup)
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
