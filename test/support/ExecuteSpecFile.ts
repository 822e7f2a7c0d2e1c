/**
 * A spec file through the pipeline as `bench check` runs it, in process: cue, decode, plan,
 * executeSpec with adaptive looks decided by the real gate, and the first scenario's run and
 * verdict (and every scenario's run). Real processes, or a scripted world
 * (test/support/ScriptedWorld.ts).
 */

import { join } from "node:path"
import { Effect, Either } from "effect"
import { decodeSpec } from "../../compiler/Decode.ts"
import { planSpec } from "../../compiler/Plan.ts"
import { loadSpec } from "../../compiler/Source.ts"
import { compareScenario } from "../../gate/Compare.ts"
import { interimOf } from "../../gate/Interim.ts"
import type { ScenarioRun } from "../../gate/Result.ts"
import { executeSpec, type ProgressEvent } from "../../run/Execute.ts"
import { RunWorld, type World } from "../../run/RunWorld.ts"
import { resolveTool } from "../../tools/Toolchain.ts"

export const executeSpecFile = async (
  file: string,
  options: {
    readonly tools: ReadonlyMap<string, string>
    /** Where the targets' logs go. */
    readonly dir: string
    readonly world?: World
    /** The busy limit the verdicts are judged with; 1 (every round quiet) unless given. */
    readonly busyLimit?: number
  },
) => {
  const cue = await Effect.runPromise(resolveTool("cue"))
  const spec = decodeSpec(await Effect.runPromise(loadSpec(cue.path, file)))
  if (Either.isLeft(spec)) throw new Error(JSON.stringify(spec.left))
  const thresholds = spec.right.scenarios[0]?.thresholds ?? []
  const judge = (run: ScenarioRun, level: number) =>
    compareScenario({
      spec: spec.right.name,
      specFile: file,
      run,
      thresholds,
      bases: new Map(),
      noBase: () => "none",
      options: { level, minEffect: 0.01, busyLimit: options.busyLimit ?? 1 },
    })
  const events: ProgressEvent[] = []
  const executed = executeSpec(planSpec(spec.right), {
    tools: options.tools,
    logDir: join(options.dir, "logs"),
    onProgress: (event) => events.push(event),
    confidence: 0.95,
    decide: (run, level) => interimOf(judge(run, level)),
  })
  const execution = await Effect.runPromise(
    options.world === undefined
      ? executed
      : Effect.provideService(executed, RunWorld, options.world),
  )
  const run = execution.runs[0] as ScenarioRun
  return { run, runs: execution.runs, events, verdict: judge(run, 0.95).verdicts[0] }
}
