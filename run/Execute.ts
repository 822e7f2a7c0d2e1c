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
import { withPerItem } from "../core/PerItem.ts"
import { requireSecrets, type SecretMissing } from "../core/Secrets.ts"
import type { RoundMeasurement, ScenarioRun, Status } from "../gate/Result.ts"
import { nextStep, planLooks } from "../gate/stats/Adaptive.ts"
import { runnerOfSlice } from "../runners/Registry.ts"
import type { RunContext } from "../runners/Runner.ts"
import type { RunnerFailed } from "../runners/RunnerFailed.ts"
import type { GrpcTarget } from "../targets/grpc/GrpcTarget.ts"
import type { HttpTarget } from "../targets/http/HttpTarget.ts"
import { specSecrets } from "../targets/Secrets.ts"
import { prepareAll } from "./Prepare.ts"
import { runSlice } from "./RunSlice.ts"
import { metered, withResources } from "./SliceMeter.ts"
import { localServers } from "./Sockets.ts"
import type { TargetFailed } from "./TargetFailed.ts"
import { startService, startTarget, whileAlive } from "./TargetProcess.ts"

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
  /** Each tool the plan's runners need, by name (tools/RunnerTools.ts), and grpcurl's. */
  readonly tools: ReadonlyMap<string, string>
  readonly logDir: string
  readonly onProgress: (event: ProgressEvent) => void
  /** Confidence of the whole adaptive procedure (split across its looks). */
  readonly confidence: number
  /**
   * The verdicts of a scenario's thresholds on the rounds measured so far, at a confidence:
   * while one is inconclusive and the budget allows, rounds are added.
   */
  readonly decide: (run: ScenarioRun, level: number) => ReadonlyArray<Status>
  /**
   * What the gRPC preflight measured (run/Preflight.ts): each smoke response's encoded size, by
   * responseBytesKey(scenario, target), reported as bytes_per_response in every round.
   */
  readonly responseBytes?: ReadonlyMap<string, number>
}

export interface SpecExecution {
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
export const roundsThatFit = (input: {
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

export const executeSpec = (
  plan: SpecPlan,
  options: ExecuteOptions,
): Effect.Effect<SpecExecution, TargetFailed | RunnerFailed | SecretMissing> =>
  Effect.scoped(
    Effect.gen(function* () {
      const spec = plan.spec.name
      yield* requireSecrets(specSecrets([plan]))
      const http = plan.targets.filter(
        (t): t is HttpTarget | GrpcTarget => t.kind === "http" || t.kind === "grpc",
      )
      // A scenario with forks launches its own targets, afresh for each fork; the others share
      // one launch for the whole spec.
      const sharedNames = new Set(
        plan.scenarios.filter((s) => forksOf(s) === 1).flatMap((s) => s.scenario.targets),
      )
      const shared = http.filter((t) => sharedNames.has(t.name))
      const starting = [
        ...plan.services.map((s) => `service ${s.name}`),
        ...shared.map((t) => t.name),
      ]
      if (starting.length > 0) options.onProgress({ kind: "starting", spec, targets: starting })
      // Services first: a target may need one as soon as it starts.
      const services = yield* Effect.forEach(
        plan.services,
        (service) => startService(plan, service, options.logDir),
        { concurrency: "unbounded" },
      )
      const started = yield* Effect.forEach(
        shared,
        (target) => startTarget(plan, target, options.logDir, options.tools.get("grpcurl")),
        { concurrency: "unbounded" },
      )
      const scratch = yield* Effect.acquireRelease(
        Effect.sync(() => mkdtempSync(join(tmpdir(), "benchgate-run-"))),
        (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true })),
      )

      const prepared = yield* prepareAll(plan, {
        tools: options.tools,
        dir: scratch,
        onBuild: (what) => options.onProgress({ kind: "build", spec, what }),
      })

      const context: RunContext = {
        specDir: plan.dir,
        tools: options.tools,
        ports: new Map(started.map((t) => [t.name, t.port])),
        services: new Map(services.map((s) => [s.name, s.url])),
        prepared,
        scratch,
        ...(options.responseBytes === undefined ? {} : { responseBytes: options.responseBytes }),
      }
      let loadMs = 0
      // The context of the launch being measured: a fork's own targets' ports over the shared.
      let current = context
      // Every slice runs while every started process is alive: a death fails the run at once,
      // naming the process, its exit code and its log tail, whatever the slice measures. A
      // fork's targets join while they run.
      let watched = [...services, ...started]
      // Local servers of targets benchgate did not start: their work under load is the check's.
      const external = http
        .filter((t) => t.start === undefined)
        .flatMap((t) => localServers(t.kind === "http" ? t.url : t.address))
      // The started targets' leaders, whose processes the meter reads (run/SliceMeter.ts).
      const leaders = new Map<string, number>()
      const lead = (targets: ReadonlyArray<{ name: string; pid?: number }>) => {
        for (const t of targets) if (t.pid !== undefined) leaders.set(t.name, t.pid)
      }
      lead(started)
      const measure = (slice: Slice, round?: number) =>
        whileAlive(
          watched,
          metered(
            slice.targets.flatMap((name) => {
              const pid = leaders.get(name)
              return pid === undefined ? [] : [{ name, pid }]
            }),
            runSlice(slice, round === undefined ? current : { ...current, round }),
            external,
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
            loadMs += outcome.elapsedMs
          }),
        )

      const runs: ScenarioRun[] = []
      for (const scenarioPlan of plan.scenarios) {
        const { scenario } = scenarioPlan
        const scenarioStarted = performance.now()
        const forks = forksOf(scenarioPlan)
        const warmUp = Effect.forEach(
          scenarioPlan.warmups,
          (slice) => {
            const target = slice.targets.join(", ")
            options.onProgress({ kind: "warmup", spec, scenario: scenario.name, target })
            return measure(slice)
          },
          { discard: true },
        )
        // Each fork's targets live in a scope of their own inside the spec's: stopped when the
        // next fork starts, and with everything else whatever ends the run.
        const forkTargets = http.filter((t) => scenario.targets.includes(t.name))
        let forkScope: Scope.CloseableScope | undefined
        let fork = -1
        const launch = (next: number) =>
          Effect.gen(function* () {
            if (forkScope) {
              yield* whileAlive(watched, Effect.void)
              yield* Scope.close(forkScope, Exit.void)
            }
            forkScope = yield* Scope.fork(yield* Effect.scope, ExecutionStrategy.sequential)
            options.onProgress({
              kind: "starting",
              spec,
              targets: forkTargets.map((t) => `${t.name} (fork ${next + 1})`),
            })
            const launched = yield* Effect.forEach(
              forkTargets,
              (target) => startTarget(plan, target, options.logDir, options.tools.get("grpcurl")),
              { concurrency: "unbounded" },
            ).pipe(Scope.extend(forkScope))
            current = {
              ...context,
              ports: new Map([...context.ports, ...launched.map((t) => [t.name, t.port] as const)]),
            }
            watched = [...services, ...started, ...launched]
            lead(launched)
            fork = next
            yield* warmUp
          })
        if (forks === 1) {
          current = context
          yield* warmUp
        }
        const rounds: RoundMeasurement[] = []
        const recorded = scenario.targets.filter((t) => plan.spec.targets[t]?.kind === "results")
        const copies = Object.fromEntries(
          scenario.targets.flatMap((t) => {
            const of = plan.spec.targets[t]?.copyOf
            return of === undefined ? [] : [[t, of] as const]
          }),
        )
        const runSoFar = (): ScenarioRun => ({
          spec,
          scenario: scenario.name,
          ...(scenario.baseline === undefined ? {} : { baseline: scenario.baseline }),
          targets: scenario.targets,
          rounds,
          ...(recorded.length === 0 ? {} : { recorded }),
          ...(Object.keys(copies).length === 0 ? {} : { copies }),
        })
        // Looks at the planned rounds, then doubling up to the budget (gate/stats/Adaptive.ts).
        const looks =
          scenarioPlan.maxRounds > scenarioPlan.rounds
            ? planLooks({
                firstLook: scenarioPlan.rounds,
                maxRounds: scenarioPlan.maxRounds,
                confidence: options.confidence,
                blockSize: blockOf(scenarioPlan),
              })
            : undefined
        let planned = scenarioPlan.rounds
        // Recorded samples are read, not measured: no round progress, and without `rounds`
        // every sample is judged — as many rounds as the scarcest target's files hold.
        const readOnly = recorded.length === scenario.targets.length
        if (scenario.load.allRecorded) {
          const counts = yield* Effect.forEach(scenarioPlan.slices, (slice) => {
            const count = runnerOfSlice(slice).recorded?.(slice, current)
            return count ?? Effect.succeed(Number.POSITIVE_INFINITY)
          })
          planned = Math.min(...counts)
        }
        if (readOnly) {
          options.onProgress({
            kind: "recorded",
            spec,
            scenario: scenario.name,
            samples: planned,
            chosen: scenario.load.allRecorded !== true,
          })
        }
        let done = 0
        let adaptive: ScenarioRun["adaptive"]
        const roundsStarted = performance.now()
        let made = 0
        while (done < planned) {
          for (let round = done + 1; round <= planned; round++) {
            const roundFork = forks === 1 ? 0 : Math.floor((round - 1) / scenario.load.rounds)
            if (forks > 1 && roundFork !== fork) yield* launch(roundFork)
            for (const [slot, slice] of roundSlices(scenarioPlan, round).entries()) {
              if (!readOnly)
                options.onProgress({
                  kind: "round",
                  spec,
                  scenario: scenario.name,
                  target: slice.targets.join(", "),
                  round,
                  rounds: planned,
                })
              const outcome = yield* measure(slice, round)
              for (const target of slice.targets) {
                rounds.push({
                  round,
                  slot,
                  target,
                  values: withPerItem(outcome.values.get(target) ?? {}, scenario.items),
                  ...(forks === 1 ? {} : { fork: roundFork }),
                })
              }
            }
          }
          done = planned
          if (!looks) break
          // Each look spends its own share of the error rate, also when the budget cut the
          // rounds before a planned look: count looks made, not planned looks passed.
          const level = looks.levels[Math.min(made, looks.levels.length - 1)] as number
          made++
          const step = nextStep({
            statuses: options.decide(runSoFar(), level),
            roundsDone: done,
            plan: looks,
          })
          // The budget is wall time, not planned slice time: rounds cost their runners'
          // start-up and the gaps between slices too, so only what still fits is added.
          const fits = roundsThatFit({
            budgetMs: scenario.load.budgetMs,
            elapsedMs: performance.now() - scenarioStarted,
            roundMs: (performance.now() - roundsStarted) / done,
            blockSize: blockOf(scenarioPlan),
          })
          const add = step.action === "add" ? Math.min(step.rounds, fits) : 0
          adaptive = {
            level,
            looks: made,
            stopped:
              step.action === "add" && add === 0
                ? `${step.reason.split(":")[0]}: the budget is spent`
                : step.reason,
          }
          planned = done + add
        }
        if (forkScope) {
          // A death after the fork's last slice is a death during the run too.
          yield* whileAlive(watched, Effect.void)
          yield* Scope.close(forkScope, Exit.void)
          watched = [...services, ...started]
        }
        const roundMs = done === 0 ? undefined : (performance.now() - roundsStarted) / done
        runs.push({
          ...runSoFar(),
          ...(adaptive ? { adaptive } : {}),
          ...(roundMs === undefined ? {} : { roundMs }),
        })
      }
      // A death after the last slice is a death during the run too.
      yield* whileAlive(watched, Effect.void)
      return { runs, loadMs }
    }),
  )
