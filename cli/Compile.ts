/** `bench compile PATH… --out DIR`: the runner scripts, one folder per spec, and nothing run. */
import { chmodSync, mkdirSync, writeFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { Effect } from "effect"
import { emitSpec } from "../compiler/Emit.ts"
import { plan, planTools } from "../compiler/Plan.ts"
import { slug, uniqueSlugs } from "../core/ShellQuote.ts"
import { kindTools } from "../targets/SpecNeeds.ts"
import { scriptDefault } from "../tools/RunnerTools.ts"
import { loadSpecs } from "./LoadSpecs.ts"

interface CompileOptions {
  readonly paths: ReadonlyArray<string>
  readonly out: string
}

export const compile = (options: CompileOptions) =>
  Effect.gen(function* () {
    const { specs } = yield* loadSpecs(options.paths)
    const planned = plan(specs)
    // The scripts default to the tools benchgate would use; OHA, GHZ, GRPCURL, BUN, GO,
    // VALGRIND, … override them. Paths only, and only the tools these specs' slices and health
    // checks run: running each tool for its version, or probing one no slice needs (GNU time),
    // would cost more than the compiling.
    const tools = new Map<string, string>()
    const specTools = kindTools(specs).map((tool) => ({ tool }))
    for (const need of [...planTools(planned), ...specTools]) {
      const path = tools.has(need.tool) ? undefined : yield* scriptDefault(need)
      if (path !== undefined) tools.set(need.tool, path)
    }
    const written: string[] = []
    // Spec names are unique, their slugs not ("x y" and "x-y"): one folder each all the same.
    const folders = uniqueSlugs(planned.specs.map((p) => p.spec.name))
    for (const [i, specPlan] of planned.specs.entries()) {
      const dir = join(options.out, folders[i] ?? slug(specPlan.spec.name))
      const specDirFromScript = relative(resolve(dir), resolve(specPlan.dir)) || "."
      for (const file of emitSpec(specPlan, { specDirFromScript, tools })) {
        const path = join(dir, file.path)
        mkdirSync(dirname(path), { recursive: true })
        writeFileSync(path, file.content)
        if (file.executable) chmodSync(path, 0o755)
        written.push(path)
      }
    }
    return written
  })
