/**
 * run: executes a spec's plan. Starts the spec's services, then its HTTP and gRPC targets, once (they
 * stay up across scenarios and rounds); builds each Go package's test binary once; then per
 * scenario runs the warm-ups and measures the rounds in the planned order, dispatching each
 * slice to its runner (run/RunSlice.ts). Everything started stops when the scope closes,
 * whatever ends the run; the scratch directory (results files, test binaries) goes with it.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { goPackageKey, roundSlices, type Slice, type SpecPlan } from "../compiler/Plan.ts"
import type { GrpcTarget, HttpTarget } from "../compiler/Spec.ts"
import type { RoundMeasurement, ScenarioRun, Status } from "../gate/Result.ts"
import { levelAt, nextStep, planLooks } from "../gate/stats/Adaptive.ts"
import { buildGoTest, type GoInvocation } from "./RunGo.ts"
import type { RunnerFailed } from "./RunnerFailed.ts"
import { type RunnerTools, runSlice, type SliceContext } from "./RunSlice.ts"
import { requireSecrets, type SecretMissing } from "./Secrets.ts"
import type { TargetFailed } from "./TargetFailed.ts"
import { startService, startTarget } from "./TargetProcess.ts"

export type ProgressEvent =
  | { readonly kind: "starting"; readonly spec: string; readonly targets: ReadonlyArray<string> }
  | { readonly kind: "build"; readonly spec: string; readonly package: string }
  | {
      readonly kind: "warmup"
      readonly spec: string
      readonly scenario: string
      /** The slice's targets, `, `-separated. */
      readonly target: string
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
  readonly tools: RunnerTools
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

/** Every slice of the plan, warm-ups included. */
const allSlices = (plan: SpecPlan): ReadonlyArray<Slice> =>
  plan.scenarios.flatMap((s) => [...s.warmups, ...s.slices])

/** One go invocation per package, and the targets that use it (for error messages). */
const goPackages = (plan: SpecPlan) => {
  const packages = new Map<string, { invocation: GoInvocation; targets: Set<string> }>()
  for (const slice of allSlices(plan)) {
    const invocation = slice.invocation
    if (invocation.runner !== "go") continue
    const key = goPackageKey(invocation)
    const entry = packages.get(key) ?? { invocation, targets: new Set<string>() }
    for (const target of slice.targets) entry.targets.add(target)
    packages.set(key, entry)
  }
  return packages
}

export const executeSpec = (
  plan: SpecPlan,
  options: ExecuteOptions,
): Effect.Effect<SpecExecution, TargetFailed | RunnerFailed | SecretMissing> =>
  Effect.scoped(
    Effect.gen(function* () {
      const spec = plan.spec.name
      yield* requireSecrets([plan])
      const http = plan.targets.filter(
        (t): t is HttpTarget | GrpcTarget => t.kind === "http" || t.kind === "grpc",
      )
      const starting = [
        ...plan.services.map((s) => `service ${s.name}`),
        ...http.map((t) => t.name),
      ]
      if (starting.length > 0) options.onProgress({ kind: "starting", spec, targets: starting })
      // Services first: a target may need one as soon as it starts.
      const services = yield* Effect.forEach(
        plan.services,
        (service) => startService(plan, service, options.logDir),
        { concurrency: "unbounded" },
      )
      const started = yield* Effect.forEach(
        http,
        (target) => startTarget(plan, target, options.logDir, options.tools.grpcurl),
        { concurrency: "unbounded" },
      )
      const scratch = yield* Effect.acquireRelease(
        Effect.sync(() => mkdtempSync(join(tmpdir(), "benchgate-run-"))),
        (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true })),
      )

      const goBinaries = new Map<string, string>()
      for (const [key, { invocation, targets }] of goPackages(plan)) {
        const go = options.tools.go
        if (go === undefined) return yield* Effect.die(new Error("execute: go slices without go"))
        options.onProgress({ kind: "build", spec, package: invocation.package })
        const binary = join(scratch, `go-${goBinaries.size}.test`)
        yield* buildGoTest(go, invocation, plan.dir, binary, [...targets].join(", "))
        goBinaries.set(key, binary)
      }

      const context: SliceContext = {
        specDir: plan.dir,
        tools: options.tools,
        ports: new Map(started.map((t) => [t.name, t.port])),
        services: new Map(services.map((s) => [s.name, s.url])),
        goBinaries,
        scratch,
        ...(options.responseBytes === undefined ? {} : { responseBytes: options.responseBytes }),
      }
      let loadMs = 0
      const measure = (slice: Slice) =>
        runSlice(slice, context).pipe(
          Effect.tap((outcome) => {
            loadMs += outcome.elapsedMs
          }),
        )

      const runs: ScenarioRun[] = []
      for (const scenarioPlan of plan.scenarios) {
        const { scenario } = scenarioPlan
        for (const slice of scenarioPlan.warmups) {
          const target = slice.targets.join(", ")
          options.onProgress({ kind: "warmup", spec, scenario: scenario.name, target })
          yield* measure(slice)
        }
        const rounds: RoundMeasurement[] = []
        const runSoFar = (): ScenarioRun => ({
          spec,
          scenario: scenario.name,
          ...(scenario.baseline === undefined ? {} : { baseline: scenario.baseline }),
          targets: scenario.targets,
          rounds,
        })
        // Looks at the planned rounds, then doubling up to the budget (gate/stats/Adaptive.ts).
        const looks =
          scenarioPlan.maxRounds > scenarioPlan.rounds
            ? planLooks({
                firstLook: scenarioPlan.rounds,
                maxRounds: scenarioPlan.maxRounds,
                confidence: options.confidence,
                blockSize: Math.max(1, scenarioPlan.cycle.length),
              })
            : undefined
        let planned = scenarioPlan.rounds
        let done = 0
        let adaptive: ScenarioRun["adaptive"]
        while (done < planned) {
          for (let round = done + 1; round <= planned; round++) {
            for (const [slot, slice] of roundSlices(scenarioPlan, round).entries()) {
              options.onProgress({
                kind: "round",
                spec,
                scenario: scenario.name,
                target: slice.targets.join(", "),
                round,
                rounds: planned,
              })
              const outcome = yield* measure(slice)
              for (const target of slice.targets) {
                rounds.push({ round, slot, target, values: outcome.values.get(target) ?? {} })
              }
            }
          }
          done = planned
          if (!looks) break
          const level = levelAt(looks, done)
          const step = nextStep({
            statuses: options.decide(runSoFar(), level),
            roundsDone: done,
            plan: looks,
          })
          adaptive = {
            level,
            looks: looks.looks.filter((r) => r <= done).length,
            stopped: step.reason,
          }
          if (step.action === "add") planned = done + step.rounds
        }
        runs.push({ ...runSoFar(), ...(adaptive ? { adaptive } : {}) })
      }
      return { runs, loadMs }
    }),
  )
