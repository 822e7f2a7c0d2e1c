/**
 * The programs a plan's runners need (runners/Runner.ts `tools`), found before anything starts,
 * so a missing one is exit 3 at once rather than after minutes of measuring: a pinned tool is
 * resolved (installed when missing), go must be on the machine, bun is the one running
 * benchgate, and a program the runner finds itself may be missing.
 */
import { Effect } from "effect"
import { locateGo, requireGo } from "./Go.ts"
import { binaryPath, locate, resolveTool } from "./Toolchain.ts"
import type { ToolMissing } from "./ToolMissing.ts"
import { TOOLS, type ToolName } from "./Tools.ts"

interface ToolNeed {
  readonly tool: string
  /** A program the runner finds itself (GNU time); absent is not an error. */
  readonly find?: () => Effect.Effect<string | undefined>
}

interface FoundTools {
  /** Each found tool's path, by name. */
  readonly paths: ReadonlyMap<string, string>
  /** Each found tool's version, for the environment fingerprint. */
  readonly versions: Readonly<Record<string, string>>
}

const isPinned = (name: string): name is ToolName => Object.hasOwn(TOOLS, name)

export const resolveRunnerTools = (
  needs: ReadonlyArray<ToolNeed>,
): Effect.Effect<FoundTools, ToolMissing> =>
  Effect.gen(function* () {
    const paths = new Map<string, string>()
    const versions: Record<string, string> = {}
    for (const need of needs) {
      if (paths.has(need.tool)) continue
      if (need.find !== undefined) {
        const found = yield* need.find()
        if (found !== undefined) paths.set(need.tool, found)
      } else if (need.tool === "bun") {
        paths.set("bun", process.execPath)
      } else if (need.tool === "go") {
        const go = yield* requireGo
        paths.set("go", go.path)
        versions.go = go.version
      } else if (isPinned(need.tool)) {
        const tool = yield* resolveTool(need.tool)
        paths.set(need.tool, tool.path)
        versions[need.tool] = tool.version
      } else {
        // A runner naming a tool nobody provides is a bug of that runner.
        return yield* Effect.die(new Error(`no way to find the tool ${need.tool}`))
      }
    }
    return { paths, versions }
  })

/** A pinned tool's version where it is now, without installing it; undefined when absent. */
export const installedVersion = (name: string): Effect.Effect<string | undefined> =>
  name === "go"
    ? Effect.map(locateGo, (go) => go?.version)
    : isPinned(name)
      ? Effect.map(locate(TOOLS[name]), (tool) => tool?.version)
      : Effect.succeed(undefined)

/**
 * The program a compiled script defaults to for a tool, without running it for its version
 * (compile must stay fast): a pinned tool's override, cached install or PATH entry; go's
 * override or PATH entry; this bun; what `find` finds.
 */
export const scriptDefault = (need: ToolNeed): Effect.Effect<string | undefined> => {
  if (need.find !== undefined) return need.find()
  if (need.tool === "bun") return Effect.succeed(process.execPath)
  if (need.tool === "go") {
    return Effect.succeed(process.env.BENCHGATE_GO ?? Bun.which("go") ?? undefined)
  }
  return Effect.succeed(isPinned(need.tool) ? binaryPath(TOOLS[need.tool]) : undefined)
}
