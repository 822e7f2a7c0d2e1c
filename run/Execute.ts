/**
 * run: executes a spec's plan. Starts every target the spec uses once (they stay up across
 * scenarios and rounds), then per scenario warms each target up and measures the rounds in the
 * planned order. Targets stop when the scope closes, whatever ends the run.
 */
import { Effect } from "effect"
import type { SpecPlan } from "../compiler/Plan.ts"
import type { RoundMeasurement, ScenarioRun } from "../gate/Result.ts"
import type { RunnerFailed } from "./RunnerFailed.ts"
import { runOha } from "./RunOha.ts"
import type { TargetFailed } from "./TargetFailed.ts"
import { fillPort, type RunningTarget, startTarget } from "./TargetProcess.ts"

export type ProgressEvent =
  | { readonly kind: "starting"; readonly spec: string; readonly targets: ReadonlyArray<string> }
  | {
      readonly kind: "warmup"
      readonly spec: string
      readonly scenario: string
      readonly target: string
    }
  | {
      readonly kind: "round"
      readonly spec: string
      readonly scenario: string
      readonly target: string
      readonly round: number
      readonly rounds: number
    }

export interface ExecuteOptions {
  readonly oha: string
  readonly logDir: string
  readonly onProgress: (event: ProgressEvent) => void
}

export interface SpecExecution {
  readonly runs: ReadonlyArray<ScenarioRun>
  /** Time spent inside the load tool, measured slices and warm-ups. */
  readonly loadMs: number
}

export const executeSpec = (
  plan: SpecPlan,
  options: ExecuteOptions,
): Effect.Effect<SpecExecution, TargetFailed | RunnerFailed> =>
  Effect.scoped(
    Effect.gen(function* () {
      const spec = plan.spec.name
      options.onProgress({ kind: "starting", spec, targets: plan.targets.map((t) => t.name) })
      const running = new Map<string, RunningTarget>()
      const started = yield* Effect.forEach(
        plan.targets,
        (target) => startTarget(plan, target, options.logDir),
        { concurrency: "unbounded" },
      )
      for (const target of started) running.set(target.name, target)

      let loadMs = 0
      const slice = (target: string, input: Parameters<typeof runOha>[2]) => {
        const port = running.get(target)?.port
        return runOha(options.oha, target, { ...input, url: fillPort(input.url, port) }).pipe(
          Effect.tap((result) => {
            loadMs += result.elapsedMs
          }),
        )
      }

      const runs: ScenarioRun[] = []
      for (const scenarioPlan of plan.scenarios) {
        const { scenario } = scenarioPlan
        for (const load of scenarioPlan.loads) {
          if (!load.warmup) continue
          options.onProgress({ kind: "warmup", spec, scenario: scenario.name, target: load.target })
          yield* slice(load.target, load.warmup)
        }
        const rounds: RoundMeasurement[] = []
        for (const [r, order] of scenarioPlan.rounds.entries()) {
          for (const [slot, target] of order.entries()) {
            const load = scenarioPlan.loads.find((l) => l.target === target)
            if (!load) continue
            options.onProgress({
              kind: "round",
              spec,
              scenario: scenario.name,
              target,
              round: r + 1,
              rounds: scenarioPlan.rounds.length,
            })
            const result = yield* slice(target, load.measure)
            rounds.push({ round: r + 1, slot, target, values: result.values })
          }
        }
        runs.push({
          spec,
          scenario: scenario.name,
          ...(scenario.baseline === undefined ? {} : { baseline: scenario.baseline }),
          targets: scenario.targets,
          rounds,
        })
      }
      return { runs, loadMs }
    }),
  )
