/**
 * What `bench check` and `bench find` share once the plan is made and its tools resolved: every
 * `{env.NAME}` of every spec set before anything starts, every gRPC scenario's preflight before
 * any load (run/Preflight.ts), then each spec executed in turn (run/Execute.ts), its thresholds
 * decided between adaptive looks by the command's own `decide`, and every run collected.
 */
import { Effect } from "effect"
import type { Plan } from "../compiler/Plan.ts"
import { requireSecrets } from "../core/Secrets.ts"
import type { ScenarioRun } from "../gate/Result.ts"
import { type ExecuteOptions, executeSpec } from "../run/Execute.ts"
import { preflightAll } from "../run/Preflight.ts"
import { specSecrets } from "../targets/Secrets.ts"
import type { Spec } from "../targets/Spec.ts"
import type { progressReporter } from "./Progress.ts"

interface MeasureOptions {
  /** Each tool the plan's runners and target kinds need, by name (cli/Check.ts runnerTools). */
  readonly tools: ReadonlyMap<string, string>
  readonly logDir: string
  readonly progress: Pick<
    ReturnType<typeof progressReporter>,
    "onProgress" | "onPreflight" | "done"
  >
  /** Confidence of the whole adaptive procedure (split across its looks). */
  readonly confidence: number
  /** For each spec, the verdicts of a scenario on its rounds so far (ExecuteOptions.decide). */
  readonly decide: (spec: Spec) => ExecuteOptions["decide"]
}

interface Measured {
  /** Every scenario's run, spec by spec in the plan's order. */
  readonly runs: ReadonlyArray<ScenarioRun>
  /** Time spent inside the runners (SpecExecution.loadMs), over all specs. */
  readonly loadMs: number
}

export const measureSpecs = (planned: Plan, options: MeasureOptions) =>
  Effect.gen(function* () {
    const { logDir, progress } = options
    // Before anything starts: every `{env.NAME}` of every spec is set (core/Secrets.ts).
    yield* requireSecrets(specSecrets(planned.specs))

    // Before any load: the kinds' preflight checks (each gRPC scenario's call on its targets).
    const preflights = yield* preflightAll(planned.specs, {
      tools: options.tools,
      logDir,
      onProgress: progress.onPreflight,
    })

    const runs: ScenarioRun[] = []
    let loadMs = 0
    for (const specPlan of planned.specs) {
      const preflightFigures = preflights.figures.get(specPlan.spec.name)
      const execution = yield* executeSpec(specPlan, {
        tools: options.tools,
        logDir,
        onProgress: progress.onProgress,
        confidence: options.confidence,
        decide: options.decide(specPlan.spec),
        ...(preflightFigures === undefined ? {} : { preflightFigures }),
      })
      loadMs += execution.loadMs
      runs.push(...execution.runs)
    }
    progress.done()
    return { runs, loadMs } satisfies Measured
  })
