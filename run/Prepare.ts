/**
 * What runners build once per spec before any slice (a go package's test binary): each
 * preparation of the plan, built into `dir`, by its key (RunContext.prepared). Execute builds
 * every one; the profiled rounds build those of the targets they profile.
 */
import { join } from "node:path"
import { Effect } from "effect"
import { preparations, type SpecPlan } from "../compiler/Plan.ts"
import type { RunnerFailed } from "../runners/RunnerFailed.ts"

export const prepareAll = (
  plan: SpecPlan,
  options: {
    readonly tools: ReadonlyMap<string, string>
    /** Where the outputs go, one file each. */
    readonly dir: string
    /** Only the preparations of these targets; absent: all. */
    readonly targets?: ReadonlySet<string>
    /** Told what is being built, when there is something to build. */
    readonly onBuild?: (what: string) => void
  },
): Effect.Effect<ReadonlyMap<string, string>, RunnerFailed> =>
  Effect.gen(function* () {
    const prepared = new Map<string, string>()
    for (const { runner, key, invocation, targets } of preparations(plan)) {
      const prepare = runner.prepare
      if (prepare === undefined) continue
      if (options.targets && !targets.some((t) => options.targets?.has(t))) continue
      const what = prepare.what(invocation)
      if (what !== undefined) options.onBuild?.(what)
      const output = join(options.dir, `prepared-${prepared.size}`)
      yield* prepare.run(invocation, {
        tools: options.tools,
        specDir: plan.dir,
        output,
        targets: targets.join(", "),
      })
      prepared.set(key, output)
    }
    return prepared
  })
