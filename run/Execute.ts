/**
 * run: executes a spec's plan. Starts the spec's services, then its HTTP and gRPC targets, once (they
 * stay up across scenarios and rounds); builds each Go package's test binary once; then per
 * scenario runs the warm-ups and measures the rounds in the planned order, dispatching each
 * slice to its runner (run/RunSlice.ts) while every started process is alive (whileAlive: a
 * target that exits fails the run). Everything started stops when the scope closes,
 * whatever ends the run; the scratch directory (results files, test binaries) goes with it.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, ExecutionStrategy, Exit, Scope } from "effect"
import { roundSlices, type ScenarioPlan, type Slice, type SpecPlan } from "../compiler/Plan.ts"
import type { Copies } from "../core/Copies.ts"
import { withPerItem } from "../core/PerItem.ts"
import { requireSecrets, type SecretMissing } from "../core/Secrets.ts"
import type { Service } from "../core/Spec.ts"
import { serviceRefs } from "../core/Templates.ts"
import type { Interim } from "../gate/Interim.ts"
import { confirmationLooks } from "../gate/Launches.ts"
import type { RoundMeasurement, ScenarioRun } from "../gate/Result.ts"
import { type LookPlan, nextStep, planLooks } from "../gate/stats/Adaptive.ts"
import { STEADY_MIN_SLICES, STEADY_WARMUP_MAX_MS, stillWarming } from "../gate/stats/SteadyState.ts"
import { runnerOfSlice } from "../runners/Registry.ts"
import type { RunContext } from "../runners/Runner.ts"
import type { RunnerFailed } from "../runners/RunnerFailed.ts"
import type { Server } from "../targets/Kind.ts"
import { kindOf, serverOf } from "../targets/Registry.ts"
import { specSecrets } from "../targets/Secrets.ts"
import type { Scenario } from "../targets/Spec.ts"
import { type PreflightFigures, preflightKey } from "./Preflight.ts"
import { prepareAll } from "./Prepare.ts"
import { RunWorld } from "./RunWorld.ts"
import { metered, withResources } from "./SliceMeter.ts"
import { localServers } from "./Sockets.ts"
import type { TargetFailed } from "./TargetFailed.ts"
import { type RunningTarget, whileAlive } from "./TargetProcess.ts"

export type ProgressEvent =
  | { readonly kind: "starting"; readonly spec: string; readonly targets: ReadonlyArray<string> }
  | {
      readonly kind: "build"
      readonly spec: string
      /** What a runner prepares: `the go test binary of ./pkg`. */
      readonly what: string
    }
  | {
      readonly kind: "warmup"
      readonly spec: string
      readonly scenario: string
      /** The slice's targets, `, `-separated. */
      readonly target: string
      /**
       * `warmup: "steady"`: the slices so far (1-based) and the last one's CPU per request (ms),
       * and, with the last slice, whether the cost settled or the warm-up ran out of time.
       */
      readonly steady?: {
        readonly slice: number
        readonly cpuPerRequest?: number
        /** `unread`: a slice gave no CPU per request (no request answered): warmed no more. */
        readonly ended?: "steady" | "still falling" | "unread"
      }
    }
  | {
      /** A scenario of recorded samples: how many rounds its files give, all judged. */
      readonly kind: "recorded"
      readonly spec: string
      readonly scenario: string
      readonly samples: number
      /** Whether `load.rounds` chose them (else every sample the files hold). */
      readonly chosen: boolean
    }
  | {
      readonly kind: "round"
      readonly spec: string
      readonly scenario: string
      /** The slice's targets, `, `-separated. */
      readonly target: string
      readonly round: number
      readonly rounds: number
    }

export interface ExecuteOptions {
  /** Each tool the plan's runners and target kinds need, by name (tools/RunnerTools.ts). */
  readonly tools: ReadonlyMap<string, string>
  readonly logDir: string
  readonly onProgress: (event: ProgressEvent) => void
  /** Confidence of the whole adaptive procedure (split across its looks). */
  readonly confidence: number
  /**
   * The verdicts of a scenario's thresholds on the rounds measured so far, at a confidence:
   * while one is inconclusive and the budget allows, rounds are added; when a failure involves
   * a launched target, those targets are started again to confirm it (gate/Launches.ts).
   */
  readonly decide: (run: ScenarioRun, level: number) => Interim
  /** What the preflight measured of the spec's targets, added to each of their rounds. */
  readonly preflightFigures?: PreflightFigures
}

interface SpecExecution {
  readonly runs: ReadonlyArray<ScenarioRun>
  /** Time spent inside the runners, measured slices and warm-ups (builds not included). */
  readonly loadMs: number
}

/** Launches of a scenario's started targets (`load.forks`, default 1). */
const forksOf = (plan: ScenarioPlan): number => plan.scenario.load.forks ?? 1

/**
 * Rounds are added in whole blocks: a full cycle of the counterbalanced order, or with forks
 * whole launches (an odd count leaves a launch's order unbalanced; the forks estimator
 * removes that, gate/stats/Forked.ts).
 */
const blockOf = (plan: ScenarioPlan): number =>
  forksOf(plan) === 1 ? Math.max(1, plan.cycle.length) : plan.scenario.load.rounds

/**
 * Rounds that still fit in a scenario's budget, given the wall time spent so far and the
 * measured time of one round, in whole blocks of the counterbalanced order (so AB is never
 * left without its BA). Without a budget, no limit.
 */
const roundsThatFit = (input: {
  readonly budgetMs: number | undefined
  readonly elapsedMs: number
  readonly roundMs: number
  readonly blockSize: number
}): number => {
  if (input.budgetMs === undefined) return Number.POSITIVE_INFINITY
  if (!(input.roundMs > 0)) return 0
  const rounds = Math.floor((input.budgetMs - input.elapsedMs) / input.roundMs)
  return Math.max(0, Math.floor(rounds / input.blockSize) * input.blockSize)
}

/** The spec's servers (targets/Kind.ts): benchgate starts those with `start`; its runner the rest. */
const serversOf = (plan: SpecPlan): ReadonlyArray<Server> =>
  plan.targets.flatMap((t) => serverOf(t) ?? [])

/** The scenario's targets whose samples are read from files another tool wrote, not measured. */
const recordedTargets = (plan: SpecPlan, scenario: Scenario): ReadonlyArray<string> =>
  scenario.targets.filter((name) => {
    const target = plan.spec.targets[name]
    return target !== undefined && kindOf(target).recorded === true
  })

/** A spec's run in progress: what was started, what each slice runs in and under. */
interface Session {
  readonly plan: SpecPlan
  readonly options: ExecuteOptions
  /** The spec's servers, started or not (serversOf). */
  readonly startable: ReadonlyArray<Server>
  /** The services, then the targets started once for the whole spec. */
  readonly resident: ReadonlyArray<RunningTarget>
  /** The targets started once for the whole spec (the meter's leaders between launches). */
  readonly shared: ReadonlyArray<RunningTarget>
  readonly context: RunContext
  /** The context of the launch being measured: a fork's own targets' ports over the shared. */
  current: RunContext
  /**
   * Every slice runs while every started process is alive: a death fails the run at once,
   * naming the process, its exit code and its log tail, whatever the slice measures. A fork's
   * targets join while they run.
   */
  watched: ReadonlyArray<RunningTarget>
  /** The started targets' leaders, whose processes the meter reads (run/SliceMeter.ts). */
  readonly leaders: Map<string, number>
  /** Local servers of targets benchgate did not start: their work under load is the check's. */
  readonly external: ReadonlyArray<number>
  /** Time spent inside the runners so far. */
  loadMs: number
}

/** Starts each target in the spec's scope (or a fork's, extended by the caller). */
const startAll = (plan: SpecPlan, options: ExecuteOptions, targets: ReadonlyArray<Server>) =>
  Effect.flatMap(RunWorld, (world) =>
    Effect.forEach(
      targets,
      (target) => world.startTarget(plan, target, options.logDir, options.tools),
      { concurrency: "unbounded" },
    ),
  )

/** Starts each service in the caller's scope. */
const startServices = (plan: SpecPlan, options: ExecuteOptions, services: ReadonlyArray<Service>) =>
  Effect.flatMap(RunWorld, (world) =>
    Effect.forEach(services, (service) => world.startService(plan, service, options.logDir), {
      concurrency: "unbounded",
    }),
  )

/**
 * The spec's services and the targets its scenarios without forks share, started once for the
 * whole spec (a scenario with forks launches its own targets, and the services they call,
 * afresh for each fork: a service only such scenarios call is not started here).
 */
const startShared = (plan: SpecPlan, options: ExecuteOptions, startable: ReadonlyArray<Server>) =>
  Effect.gen(function* () {
    const targetsOf = (forked: boolean) =>
      plan.scenarios.filter((s) => forksOf(s) > 1 === forked).flatMap((s) => s.scenario.targets)
    const sharedNames = new Set(targetsOf(false))
    const shared = startable.filter((t) => sharedNames.has(t.name))
    const sharedServices = calledServices(plan, targetsOf(false))
    const forkedServices = calledServices(plan, targetsOf(true))
    const serviceList = plan.services.filter(
      (service) => sharedServices.includes(service) || !forkedServices.includes(service),
    )
    const starting = [...serviceList.map((s) => `service ${s.name}`), ...shared.map((t) => t.name)]
    if (starting.length > 0) {
      options.onProgress({ kind: "starting", spec: plan.spec.name, targets: starting })
    }
    // Services first: a target may need one as soon as it starts.
    const services = yield* startServices(plan, options, serviceList)
    const started = yield* startAll(plan, options, shared)
    return { services, started }
  })

/** The spec's scratch directory (results files, test binaries), removed with its scope. */
const scratchDir: Effect.Effect<string, never, Scope.Scope> = Effect.acquireRelease(
  Effect.sync(() => mkdtempSync(join(tmpdir(), "benchgate-run-"))),
  (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true })),
)

/** The targets whose processes the meter reads from now on. */
const lead = (session: Session, targets: ReadonlyArray<{ name: string; pid?: number }>) => {
  for (const t of targets) if (t.pid !== undefined) session.leaders.set(t.name, t.pid)
}

/** Starts what the spec shares, prepares each runner's preparation once, and opens the session. */
const openSession = (plan: SpecPlan, options: ExecuteOptions) =>
  Effect.gen(function* () {
    const startable = serversOf(plan)
    const { services, started } = yield* startShared(plan, options, startable)
    const scratch = yield* scratchDir
    const prepared = yield* prepareAll(plan, {
      tools: options.tools,
      dir: scratch,
      onBuild: (what) => options.onProgress({ kind: "build", spec: plan.spec.name, what }),
    })
    const context: RunContext = {
      specDir: plan.dir,
      tools: options.tools,
      ports: new Map(started.map((t) => [t.name, t.port])),
      services: new Map(services.map((s) => [s.name, s.url])),
      prepared,
      scratch,
    }
    const session: Session = {
      plan,
      options,
      startable,
      resident: [...services, ...started],
      shared: started,
      context,
      current: context,
      watched: [...services, ...started],
      leaders: new Map(),
      external: startable
        .filter((t) => t.start === undefined)
        .flatMap((t) => localServers(t.endpoint)),
      loadMs: 0,
    }
    lead(session, started)
    return session
  })

/** One slice in the current launch's context, metered, while every started process is alive. */
const measure = (session: Session, slice: Slice, round?: number) =>
  whileAlive(
    session.watched,
    metered(
      slice.targets.flatMap((name) => {
        const pid = session.leaders.get(name)
        return pid === undefined ? [] : [{ name, pid }]
      }),
      Effect.flatMap(RunWorld, (world) =>
        world.runSlice(
          slice,
          round === undefined ? session.current : { ...session.current, round },
        ),
      ),
      session.external,
    ),
  ).pipe(
    Effect.map(({ result, resources }) => ({
      ...result,
      values: new Map(
        [...result.values].map(([target, values]) => [
          target,
          withResources(target, values, resources, result),
        ]),
      ),
    })),
    Effect.tap((outcome) => {
      session.loadMs += outcome.elapsedMs
    }),
  )

/**
 * One warm-up slice run again until its targets' CPU per request stops falling
 * (gate/stats/SteadyState.ts), at most STEADY_WARMUP_MAX_MS; each slice announced with its cost.
 */
const warmUntilSteady = (session: Session, scenarioPlan: ScenarioPlan, slice: Slice) =>
  Effect.gen(function* () {
    const announce = (steady: WarmupProgress) =>
      session.options.onProgress({
        kind: "warmup",
        spec: session.plan.spec.name,
        scenario: scenarioPlan.scenario.name,
        target: slice.targets.join(", "),
        steady,
      })
    const costs = new Map(slice.targets.map((t) => [t, [] as number[]]))
    const maxSlices = Math.max(
      STEADY_MIN_SLICES,
      Math.ceil(STEADY_WARMUP_MAX_MS / scenarioPlan.scenario.load.warmupMs),
    )
    for (let n = 1; ; n++) {
      const outcome = yield* measure(session, slice)
      for (const [target, seen] of costs) {
        seen.push(outcome.values.get(target)?.cpu_per_request ?? Number.NaN)
      }
      const unread = [...costs.values()].some((seen) => !((seen.at(-1) ?? 0) > 0))
      const warming = [...costs.values()].some(stillWarming)
      const ended = unread
        ? "unread"
        : !warming
          ? "steady"
          : n >= maxSlices
            ? "still falling"
            : undefined
      const cost = Math.max(...[...costs.values()].map((seen) => seen.at(-1) ?? Number.NaN))
      announce({
        slice: n,
        ...(Number.isFinite(cost) ? { cpuPerRequest: cost } : {}),
        ...(ended ? { ended } : {}),
      })
      if (ended) return
    }
  })

type WarmupProgress = NonNullable<Extract<ProgressEvent, { kind: "warmup" }>["steady"]>

/** The scenario's warm-up slices, each announced; until steady where the load says so. */
const warmUp = (session: Session, scenarioPlan: ScenarioPlan) =>
  Effect.forEach(
    scenarioPlan.warmups,
    (slice) => {
      if (scenarioPlan.scenario.load.warmupUntilSteady) {
        return warmUntilSteady(session, scenarioPlan, slice)
      }
      session.options.onProgress({
        kind: "warmup",
        spec: session.plan.spec.name,
        scenario: scenarioPlan.scenario.name,
        target: slice.targets.join(", "),
      })
      return measure(session, slice)
    },
    { discard: true },
  )

/** A scenario being measured: its plan, its rounds so far, the fork whose targets run. */
interface ScenarioState {
  readonly plan: ScenarioPlan
  /** Launches of its started targets (`load.forks`). */
  readonly forks: number
  /** Its started targets, launched afresh for each fork when it has forks. */
  readonly forkTargets: ReadonlyArray<Server>
  /** The services its targets call, launched afresh for each fork when it has forks. */
  readonly forkServices: ReadonlyArray<Service>
  /**
   * Its targets measured against processes that live across its rounds (one launch): its
   * started targets, and those whose values name a service (`{service.NAME}`: a bench file or
   * command calling a service measures that one launch of it too). A failure that involves one
   * is confirmed on fresh processes (gate/Launches.ts).
   */
  readonly launched: ReadonlyArray<string>
  readonly recorded: ReadonlyArray<string>
  readonly copies: Copies
  /** Only recorded samples: read, not measured, so no round progress. */
  readonly readOnly: boolean
  readonly rounds: RoundMeasurement[]
  /** The fork whose targets run now (-1 before the first), and their scope. */
  fork: number
  forkScope: Scope.CloseableScope | undefined
  /** How the first launch's rounds were added, once they are all measured. */
  adaptive: ScenarioRun["adaptive"]
  /** Fresh processes confirming a failure, once they were started (ScenarioRun.confirmation). */
  confirmation: ScenarioRun["confirmation"]
  /**
   * Its own wall time so far (warm-ups and rounds), and of that its first launch's rounds: its
   * budget and its time per round, whatever other scenarios' rounds ran between its own.
   */
  spentMs: number
  roundsMs: number
}

/** The services target `name` calls: those its values name (`{service.NAME}`). */
const servicesCalledBy = (plan: SpecPlan, name: string): ReadonlyArray<string> => {
  const target = plan.spec.targets[name]
  return target === undefined ? [] : kindOf(target).serviceValues(target).flatMap(serviceRefs)
}

/** The targets whose measurement depends on a process started once for the scenario's rounds. */
const launchedTargets = (
  session: Session,
  targets: ReadonlyArray<string>,
  startable: ReadonlyArray<Server>,
): ReadonlyArray<string> => {
  const started = new Set(startable.filter((t) => t.start).map((t) => t.name))
  return targets.filter(
    (name) => started.has(name) || servicesCalledBy(session.plan, name).length > 0,
  )
}

/** The spec's services that the scenario's targets call: launched afresh with each fork. */
const calledServices = (plan: SpecPlan, targets: ReadonlyArray<string>): ReadonlyArray<Service> => {
  const called = new Set(targets.flatMap((name) => servicesCalledBy(plan, name)))
  return plan.services.filter((service) => called.has(service.name))
}

const scenarioState = (session: Session, scenarioPlan: ScenarioPlan): ScenarioState => {
  const { scenario } = scenarioPlan
  const recorded = recordedTargets(session.plan, scenario)
  const forks = forksOf(scenarioPlan)
  const forkTargets = session.startable.filter((t) => scenario.targets.includes(t.name))
  return {
    plan: scenarioPlan,
    forks,
    forkTargets,
    forkServices: forks > 1 ? calledServices(session.plan, scenario.targets) : [],
    launched: forks > 1 ? [] : launchedTargets(session, scenario.targets, forkTargets),
    recorded,
    copies: Object.fromEntries(
      scenario.targets.flatMap((t) => {
        const of = session.plan.spec.targets[t]?.copyOf
        return of === undefined ? [] : [[t, of] as const]
      }),
    ),
    readOnly: recorded.length === scenario.targets.length,
    rounds: [],
    fork: -1,
    forkScope: undefined,
    adaptive: undefined,
    confirmation: undefined,
    spentMs: 0,
    roundsMs: 0,
  }
}

/** `effect`, its wall time added to the scenario's own (and to its rounds' when `rounds`). */
const spent = <A, E, R>(state: ScenarioState, effect: Effect.Effect<A, E, R>, rounds = false) =>
  Effect.gen(function* () {
    const started = performance.now()
    const result = yield* effect
    const ms = performance.now() - started
    state.spentMs += ms
    if (rounds && state.confirmation === undefined) state.roundsMs += ms
    return result
  })

/** The scenario's run as measured so far. */
const runSoFar = (session: Session, state: ScenarioState): ScenarioRun => {
  const { scenario } = state.plan
  return {
    spec: session.plan.spec.name,
    scenario: scenario.name,
    ...(scenario.baseline === undefined ? {} : { baseline: scenario.baseline }),
    targets: scenario.targets,
    rounds: state.rounds,
    ...(state.recorded.length === 0 ? {} : { recorded: state.recorded }),
    ...(Object.keys(state.copies).length === 0 ? {} : { copies: state.copies }),
    ...(state.launched.length === 0 ? {} : { launched: state.launched }),
    ...(state.adaptive === undefined ? {} : { adaptive: state.adaptive }),
    ...(state.confirmation === undefined ? {} : { confirmation: state.confirmation }),
  }
}

/**
 * Stops the running fork's targets, after checking none died after its last slice (a death
 * then is a death during the run too); the spec's own processes stay watched.
 */
const closeFork = (session: Session, state: ScenarioState) =>
  Effect.gen(function* () {
    if (!state.forkScope) return
    yield* whileAlive(session.watched, Effect.void)
    yield* Scope.close(state.forkScope, Exit.void)
    state.forkScope = undefined
    session.watched = session.resident
    // Confirmation launches stood in for shared targets: the meter reads the shared ones again.
    session.current = session.context
    lead(session, session.shared)
  })

/**
 * Launches fork `next`: its targets in a scope of their own inside the spec's, stopped when the
 * next fork starts and with everything else whatever ends the run; then its warm-ups. A
 * confirmation launches only the started targets again (`targets`), standing in for the shared
 * ones until closeFork.
 */
const launchFork = (
  session: Session,
  state: ScenarioState,
  next: number,
  launch: {
    readonly targets: ReadonlyArray<Server>
    readonly label: string
    /** Services started afresh for this launch too (a fork's or a confirmation's). */
    readonly services?: ReadonlyArray<Service>
  } = {
    targets: state.forkTargets,
    services: state.forkServices,
    label: `fork ${next + 1}`,
  },
) =>
  Effect.gen(function* () {
    yield* closeFork(session, state)
    const forkScope = yield* Scope.fork(yield* Effect.scope, ExecutionStrategy.sequential)
    state.forkScope = forkScope
    const services = launch.services ?? []
    session.options.onProgress({
      kind: "starting",
      spec: session.plan.spec.name,
      targets: [
        ...services.map((s) => `service ${s.name} (${launch.label})`),
        ...launch.targets.map((t) => `${t.name} (${launch.label})`),
      ],
    })
    // Services first: a target may need one as soon as it starts.
    const world = yield* RunWorld
    const freshServices = yield* Effect.forEach(services, (service) =>
      world.startService(session.plan, service, session.options.logDir),
    ).pipe(Scope.extend(forkScope))
    const launched = yield* startAll(session.plan, session.options, launch.targets).pipe(
      Scope.extend(forkScope),
    )
    const { context } = session
    session.current = {
      ...context,
      ports: new Map([...context.ports, ...launched.map((t) => [t.name, t.port] as const)]),
      services: new Map([
        ...context.services,
        ...freshServices.map((s) => [s.name, s.url] as const),
      ]),
    }
    session.watched = [...session.resident, ...freshServices, ...launched]
    lead(session, launched)
    state.fork = next
    yield* warmUp(session, state.plan)
  })

/** The launch a round of the scenario was measured in, as its rounds record it. */
const launchOf = (state: ScenarioState, round: number): number | undefined =>
  state.forks > 1
    ? Math.floor((round - 1) / state.plan.scenario.load.rounds)
    : state.confirmation !== undefined && round >= state.confirmation.fromRound
      ? 1
      : undefined

/** One round: each slice once in the round's order, its fork launched first when it is new. */
const measureRound = (session: Session, state: ScenarioState, round: number, planned: number) =>
  spent(
    state,
    Effect.gen(function* () {
      const { scenario } = state.plan
      const launch = launchOf(state, round)
      if (state.forks > 1 && launch !== state.fork) yield* launchFork(session, state, launch ?? 0)
      for (const [slot, slice] of roundSlices(state.plan, round).entries()) {
        if (!state.readOnly)
          session.options.onProgress({
            kind: "round",
            spec: session.plan.spec.name,
            scenario: scenario.name,
            target: slice.targets.join(", "),
            round,
            rounds: planned,
          })
        const outcome = yield* measure(session, slice, round)
        for (const target of slice.targets) {
          const figures = session.options.preflightFigures?.get(preflightKey(scenario.name, target))
          state.rounds.push({
            round,
            slot,
            target,
            values: withPerItem({ ...outcome.values.get(target), ...figures }, scenario.items),
            ...(launch === undefined ? {} : { fork: launch }),
          })
        }
      }
    }),
    true,
  )

/**
 * The rounds measured first: the planned ones; or, when recorded samples are read without
 * `rounds`, every sample — as many rounds as the scarcest target's files hold. A scenario of
 * recorded samples only says how many it reads.
 */
const firstRounds = (session: Session, state: ScenarioState) =>
  Effect.gen(function* () {
    const { scenario } = state.plan
    let planned = state.plan.firstLook
    if (scenario.load.allRecorded) {
      const counts = yield* Effect.forEach(state.plan.slices, (slice) => {
        const count = runnerOfSlice(slice).recorded?.(slice, session.current)
        return count ?? Effect.succeed(Number.POSITIVE_INFINITY)
      })
      planned = Math.min(...counts)
    }
    if (state.readOnly) {
      session.options.onProgress({
        kind: "recorded",
        spec: session.plan.spec.name,
        scenario: scenario.name,
        samples: planned,
        chosen: scenario.load.allRecorded !== true,
      })
    }
    return planned
  })

/**
 * Looks at `load.firstLook` or the planned rounds, then doubling up to the planned rounds and
 * on to the budget (gate/stats/Adaptive.ts).
 */
const looksOf = (scenarioPlan: ScenarioPlan, confidence: number): LookPlan | undefined =>
  scenarioPlan.maxRounds > scenarioPlan.firstLook
    ? planLooks({
        firstLook: scenarioPlan.firstLook,
        maxRounds: scenarioPlan.maxRounds,
        confidence,
        bound: scenarioPlan.scenario.load.budgetMs === undefined ? "rounds" : "budget",
        blockSize: blockOf(scenarioPlan),
      })
    : undefined

/**
 * Look number `made` (from 0) after `done` rounds: the verdicts so far at its level, and the
 * rounds to add — as many as the step asks for that still fit in the budget.
 */
const lookAt = (
  session: Session,
  state: ScenarioState,
  looks: LookPlan,
  made: number,
  done: number,
) => {
  // Each look spends its own share of the error rate, also when the budget cut the rounds
  // before a planned look: count looks made, not planned looks passed.
  const level = looks.levels[Math.min(made, looks.levels.length - 1)] as number
  const interim = session.options.decide(runSoFar(session, state), level)
  const step = nextStep({
    statuses: interim.statuses,
    decidableFrom: interim.decidableFrom,
    roundsDone: done,
    plan: looks,
  })
  // The budget is wall time, not planned slice time: rounds cost their runners' start-up and
  // the gaps between slices too, so only what still fits is added.
  const fits = roundsThatFit({
    budgetMs: state.plan.scenario.load.budgetMs,
    elapsedMs: state.spentMs,
    roundMs: state.roundsMs / done,
    blockSize: blockOf(state.plan),
  })
  const add = step.action === "add" ? Math.min(step.rounds, fits) : 0
  const stopped =
    step.action === "add" && add === 0
      ? `${step.reason.split(":")[0]}: the budget is spent`
      : step.reason
  const adaptive: ScenarioRun["adaptive"] = { level, looks: made + 1, stopped }
  return { add, adaptive, interim }
}

/**
 * The scenario's rounds: the first ones (of which `ahead` were measured already, interleaved
 * with other scenarios'), then, with adaptive looks, more while a verdict is undecided and the
 * budget allows. How many were measured.
 */
const measureRounds = (
  session: Session,
  state: ScenarioState,
  firstPlanned: number,
  ahead: number,
) =>
  Effect.gen(function* () {
    const looks = looksOf(state.plan, session.options.confidence)
    let planned = firstPlanned
    let done = 0
    let adaptive: ScenarioRun["adaptive"]
    // The verdicts of the last look, when it measured nothing after them.
    let last: Interim | undefined
    let made = 0
    while (done < planned) {
      for (let round = Math.max(done, ahead) + 1; round <= planned; round++) {
        yield* measureRound(session, state, round, planned)
      }
      done = planned
      if (!looks) break
      const look = lookAt(session, state, looks, made, done)
      made++
      adaptive = look.adaptive
      planned = done + look.add
      last = look.add === 0 ? look.interim : undefined
    }
    return { done, adaptive, last }
  })

/**
 * A failure on one launch of the scenario's launched targets is measured again on fresh
 * processes before it fails (gate/Launches.ts): those targets and the services the scenario's
 * targets call started again, as a fork's are (new ports; the slices read the fresh services'
 * URLs), warmed up, and measured in looks
 * of their own (confirmationLooks) until the fresh launch decides each failure or its rounds
 * are spent.
 */
const confirmFailures = (
  session: Session,
  state: ScenarioState,
  first: {
    readonly done: number
    readonly level: number
    readonly roundMs: number
    /** The verdicts of the last look, when they were made on every round measured. */
    readonly last: Interim | undefined
  },
) =>
  Effect.gen(function* () {
    if (state.launched.length === 0 || state.readOnly || first.done === 0) return
    const { unconfirmed } =
      first.last ?? session.options.decide(runSoFar(session, state), first.level)
    if (unconfirmed === 0) return
    const targets = state.forkTargets.filter((t) => t.start && state.launched.includes(t.name))
    const fromRound = first.done + 1
    state.confirmation = { fromRound }
    yield* spent(
      state,
      launchFork(session, state, 1, {
        targets,
        services: calledServices(session.plan, state.plan.scenario.targets),
        label: "fresh, to confirm a failure",
      }),
    )
    const block = blockOf(state.plan)
    const fits = roundsThatFit({
      budgetMs: state.plan.scenario.load.budgetMs,
      elapsedMs: state.spentMs,
      roundMs: first.roundMs,
      blockSize: block,
    })
    const looks = confirmationLooks({
      firstLaunch: first.done,
      fits,
      firstLook: state.plan.firstLook,
      blockSize: block,
      confidence: session.options.confidence,
    })
    let done = 0
    for (const [made, look] of looks.looks.entries()) {
      for (let round = done + 1; round <= look; round++) {
        yield* measureRound(session, state, first.done + round, first.done + look)
      }
      done = look
      const level = looks.levels[made] as number
      state.confirmation = { fromRound, level }
      const { confirmations } = session.options.decide(runSoFar(session, state), first.level)
      const step = nextStep({ statuses: confirmations, roundsDone: done, plan: looks })
      if (step.action === "stop") return
    }
  })

/**
 * Whether the scenario's first rounds are measured interleaved with the spec's other such
 * scenarios' (ADR 41): one launch of its targets (no forks) and rounds that are measured, not
 * read (a scenario of recorded samples only, `allRecorded` among them, is read-only).
 */
const interleaves = (state: ScenarioState): boolean => state.forks === 1 && !state.readOnly

/**
 * The first rounds of several scenarios in turns — every scenario's warm-ups first, then round 1
 * of each, round 2 of each, … up to each one's first look — so each scenario's rounds span the
 * minutes the spec runs, not the seconds its own rounds take: what the machine does over those
 * minutes moves every scenario's rounds, and is measured into each interval, where one scenario
 * after another would see a few seconds of it and carry that as its estimate's offset. The
 * warm-ups come first because the scenarios share the started targets: a server is warmed by
 * every scenario's warm-up, and a first round measured before the others' warm-ups would be
 * measured on a server still warming.
 */
const interleaveFirstRounds = (session: Session, states: ReadonlyArray<ScenarioState>) =>
  Effect.gen(function* () {
    for (const state of states) yield* spent(state, warmUp(session, state.plan))
    const most = Math.max(...states.map((state) => state.plan.firstLook))
    for (let round = 1; round <= most; round++) {
      for (const state of states) {
        if (round <= state.plan.firstLook)
          yield* measureRound(session, state, round, state.plan.firstLook)
      }
    }
  })

/**
 * One scenario: warm-ups (per fork with forks), its rounds, its forks' targets stopped. `ahead`:
 * how many of its first rounds were measured interleaved with other scenarios' (warm-ups with them).
 */
const runScenario = (session: Session, state: ScenarioState, ahead: number) =>
  Effect.gen(function* () {
    if (state.forks === 1) {
      session.current = session.context
      if (ahead === 0) yield* spent(state, warmUp(session, state.plan))
    }
    const planned = ahead > 0 ? ahead : yield* firstRounds(session, state)
    const { done, adaptive, last } = yield* measureRounds(session, state, planned, ahead)
    state.adaptive = adaptive
    const roundMs = done === 0 ? undefined : state.roundsMs / done
    const level = adaptive?.level ?? session.options.confidence
    const first = { done, level, roundMs: roundMs ?? 0, last }
    yield* confirmFailures(session, state, first)
    yield* closeFork(session, state)
    return {
      ...runSoFar(session, state),
      ...(roundMs === undefined ? {} : { roundMs }),
    } satisfies ScenarioRun
  })

export const executeSpec = (
  plan: SpecPlan,
  options: ExecuteOptions,
): Effect.Effect<SpecExecution, TargetFailed | RunnerFailed | SecretMissing> =>
  Effect.scoped(
    Effect.gen(function* () {
      yield* requireSecrets(specSecrets([plan]))
      const session = yield* openSession(plan, options)
      const states = plan.scenarios.map((scenarioPlan) => scenarioState(session, scenarioPlan))
      const together = states.filter(interleaves)
      const interleaved = together.length > 1 ? together : []
      yield* interleaveFirstRounds(session, interleaved)
      const runs: ScenarioRun[] = []
      for (const state of states) {
        const ahead = interleaved.includes(state) ? state.plan.firstLook : 0
        runs.push(yield* runScenario(session, state, ahead))
      }
      // A death after the last slice is a death during the run too.
      yield* whileAlive(session.watched, Effect.void)
      return { runs, loadMs: session.loadMs }
    }),
  )
