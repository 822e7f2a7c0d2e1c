/** `bench compile PATH… --out DIR`: the runner scripts, one folder per spec, and nothing run. */
import { chmodSync, mkdirSync, writeFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { Effect } from "effect"
import { emitSpec } from "../compiler/Emit.ts"
import { plan } from "../compiler/Plan.ts"
import { slug, uniqueSlugs } from "../core/ShellQuote.ts"
import { COUNT_TOOL, RUNNERS } from "../runners/Registry.ts"
import { allKindTools } from "../targets/Registry.ts"
import { scriptDefault } from "../tools/RunnerTools.ts"
import { loadSpecs } from "./LoadSpecs.ts"

interface CompileOptions {
  readonly paths: ReadonlyArray<string>
  readonly out: string
}

export const compile = (options: CompileOptions) =>
  Effect.gen(function* () {
    const { specs } = yield* loadSpecs(options.paths)
    // The scripts default to the tools benchgate would use; OHA, GHZ, GRPCURL, BUN, GO,
    // VALGRIND, … override them. Paths only: running each tool for its version would double
    // compile time.
    const tools = new Map<string, string>()
    const kindTools = allKindTools().map((tool) => ({ tool }))
    for (const need of [...RUNNERS.flatMap((r) => r.tools), COUNT_TOOL, ...kindTools]) {
      const path = tools.has(need.tool) ? undefined : yield* scriptDefault(need)
      if (path !== undefined) tools.set(need.tool, path)
    }
    const written: string[] = []
    const planned = plan(specs).specs
    // Spec names are unique, their slugs not ("x y" and "x-y"): one folder each all the same.
    const folders = uniqueSlugs(planned.map((p) => p.spec.name))
    for (const [i, specPlan] of planned.entries()) {
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
