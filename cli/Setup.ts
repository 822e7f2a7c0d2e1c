/**
 * `bench setup [PATH…]`: installs the pinned tools now; with spec paths, also prepares their
 * runners so the first check does not pay for it: each go package's modules are downloaded and
 * its test binary built once (go keeps the compiled packages in its build cache; the first
 * build of a gRPC module takes about 95 s here, later ones a few seconds).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { goPackageKey, plan } from "../compiler/Plan.ts"
import { buildGoTest, type GoInvocation, packageDir } from "../runners/go/RunGo.ts"
import { locateGo } from "../tools/Go.ts"
import { resolveTool } from "../tools/Toolchain.ts"
import { TOOLS, type ToolName } from "../tools/Tools.ts"
import { loadSpecs } from "./LoadSpecs.ts"

export const setup = (paths: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    for (const name of Object.keys(TOOLS) as ToolName[]) yield* resolveTool(name)
    if (paths.length === 0) return
    const { specs } = yield* loadSpecs(paths)
    const packages = new Map<string, { invocation: GoInvocation; dir: string; spec: string }>()
    for (const specPlan of plan(specs).specs) {
      for (const scenario of specPlan.scenarios) {
        for (const slice of scenario.slices) {
          const invocation = slice.invocation
          if (invocation.runner !== "go") continue
          packages.set(`${specPlan.dir}\u0000${goPackageKey(invocation)}`, {
            invocation,
            dir: specPlan.dir,
            spec: specPlan.spec.file,
          })
        }
      }
    }
    if (packages.size === 0) return
    const go = locateGo()
    if (!go) {
      process.stderr.write(
        `bench: go is not installed; the go targets of ${[...new Set([...packages.values()].map((p) => p.spec))].join(", ")} will not run without it\n`,
      )
      return
    }
    const scratch = mkdtempSync(join(tmpdir(), "benchgate-setup-"))
    yield* Effect.forEach([...packages.values()], ({ invocation, dir }, i) =>
      Effect.gen(function* () {
        process.stderr.write(
          `bench: preparing go package ${packageDir(invocation, dir)} (modules, build cache)\n`,
        )
        yield* buildGoTest(go.path, invocation, dir, join(scratch, `go-${i}.test`), "setup")
      }),
    ).pipe(Effect.ensuring(Effect.sync(() => rmSync(scratch, { recursive: true, force: true }))))
  })
