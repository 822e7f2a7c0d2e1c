/**
 * `bench setup [PATH…]`: installs the pinned tools now; with spec paths, also prepares their
 * runners so the first check does not pay for it: each runner's preparation runs once — a go
 * package's modules are downloaded and its test binary built (go keeps the compiled packages in
 * its build cache; the first build of a gRPC module takes about 95 s here, later ones a few
 * seconds); a tool only some specs need (valgrind, for scenarios that count instructions) is
 * installed when the specs given need it.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { plan, planTools, preparations, type SpecPlan } from "../compiler/Plan.ts"
import { programName } from "../core/ProgramName.ts"
import { resolveRunnerTools } from "../tools/RunnerTools.ts"
import { resolveTool } from "../tools/Toolchain.ts"
import { TOOLS, type ToolName, type ToolSpec } from "../tools/Tools.ts"
import { loadSpecs } from "./LoadSpecs.ts"

export const setup = (paths: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    // A tool only some specs need is installed for the specs given that need it.
    for (const name of Object.keys(TOOLS) as ToolName[]) {
      if (!("onDemand" in TOOLS[name])) yield* resolveTool(name)
    }
    if (paths.length === 0) return
    const { specs } = yield* loadSpecs(paths)
    // The on-demand tools these specs need (valgrind when a scenario counts instructions).
    for (const need of planTools(plan(specs))) {
      const pinned = TOOLS[need.tool as ToolName] as ToolSpec | undefined
      if (pinned?.onDemand !== undefined) yield* resolveTool(need.tool as ToolName)
    }
    const scratch = mkdtempSync(join(tmpdir(), "benchgate-setup-"))
    let count = 0
    const prepareSpec = (specPlan: SpecPlan) =>
      Effect.forEach(preparations(specPlan), ({ runner, invocation }) =>
        Effect.gen(function* () {
          const prepare = runner.prepare
          if (prepare === undefined) return
          const tools = yield* Effect.either(resolveRunnerTools(runner.tools))
          if (tools._tag === "Left") {
            process.stderr.write(
              `${programName()}: ${tools.left.message}; ${specPlan.spec.file} will not run without it\n`,
            )
            return
          }
          const what = prepare.what(invocation)
          if (what !== undefined) {
            process.stderr.write(`${programName()}: preparing ${what} of ${specPlan.spec.file}\n`)
          }
          count += 1
          yield* prepare.run(invocation, {
            tools: tools.right.paths,
            specDir: specPlan.dir,
            output: join(scratch, `prepared-${count}`),
            targets: "setup",
          })
        }),
      )
    yield* Effect.forEach(plan(specs).specs, prepareSpec).pipe(
      Effect.ensuring(Effect.sync(() => rmSync(scratch, { recursive: true, force: true }))),
    )
  })
