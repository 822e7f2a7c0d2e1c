/**
 * Finds the pinned external tools, installing a missing one into the cache on first use.
 * Order: the BENCHGATE_<TOOL> override, the cache, PATH (same version only), then install.
 */
import { existsSync } from "node:fs"
import { homedir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { programName } from "../core/ProgramName.ts"
import { ToolMissing } from "./ToolMissing.ts"
import { TOOLS, type ToolName, type ToolSpec } from "./Tools.ts"

export type ToolSource = "override" | "cache" | "PATH" | "installed"

export interface ResolvedTool {
  readonly name: string
  readonly path: string
  readonly version: string
  readonly source: ToolSource
}

export const cacheRoot = (): string =>
  process.env.BENCHGATE_CACHE ??
  join(process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"), "benchgate")

const installRoot = (tool: ToolSpec) => join(cacheRoot(), "tools", `${tool.name}-${tool.version}`)

/**
 * The version a binary reports, or undefined when it does not run. Read from stdout, else from
 * stderr: ghz and grpcurl print `--version` on stderr.
 */
export const versionOf = (tool: ToolSpec, path: string): string | undefined => {
  try {
    const out = Bun.spawnSync([path, ...tool.versionArgs], { stdout: "pipe", stderr: "pipe" })
    if (out.exitCode !== 0) return undefined
    return tool.parseVersion(out.stdout.toString()) ?? tool.parseVersion(out.stderr.toString())
  } catch {
    return undefined
  }
}

/**
 * The binary a script should default to, without running it (compile must stay fast): the
 * override, the pinned install in the cache (its directory names the version), else PATH.
 */
export const binaryPath = (tool: ToolSpec): string | undefined => {
  const override = process.env[tool.envOverride]
  if (override) return override
  const cached = join(installRoot(tool), "bin", tool.name)
  return existsSync(cached) ? cached : (Bun.which(tool.name) ?? undefined)
}

/** Where the tool is now, without installing anything. */
export const locate = (tool: ToolSpec): ResolvedTool | undefined => {
  const override = process.env[tool.envOverride]
  if (override) {
    const version = versionOf(tool, override)
    return version ? { name: tool.name, path: override, version, source: "override" } : undefined
  }
  const cached = join(installRoot(tool), "bin", tool.name)
  if (existsSync(cached)) {
    const version = versionOf(tool, cached)
    if (version === tool.version) return { name: tool.name, path: cached, version, source: "cache" }
  }
  const onPath = Bun.which(tool.name)
  if (onPath && versionOf(tool, onPath) === tool.version) {
    return { name: tool.name, path: onPath, version: tool.version, source: "PATH" }
  }
  return undefined
}

const install = (tool: ToolSpec): Effect.Effect<ResolvedTool, ToolMissing> =>
  Effect.gen(function* () {
    const root = installRoot(tool)
    const step = tool.install(root)
    const installer = Bun.which(step.program)
    const absent = [step.program, ...(step.needs ?? [])].filter((program) => !Bun.which(program))
    const missing = (detail?: string) =>
      new ToolMissing({
        tool: tool.name,
        version: tool.version,
        remedy:
          absent.length === 0
            ? `installing it failed (${step.describe ?? `\`${step.program} ${step.args.join(" ")}\``}); the lines below say why; or set ${tool.envOverride} to a ${tool.name} binary`
            : `${absent.join(" and ")} ${absent.length === 1 ? "is" : "are"} needed to install it; install ${absent.join(" and ")}, or put ${tool.name} ${tool.version} on PATH, or set ${tool.envOverride}`,
        ...(detail ? { detail } : {}),
      })
    if (!installer || absent.length > 0) return yield* missing()
    process.stderr.write(
      `${programName()}: installing ${tool.name} ${tool.version} into ${root} (${tool.installNote}, once)\n`,
    )
    const result = yield* Effect.promise(async () => {
      const child = Bun.spawn([installer, ...step.args], {
        env: { ...process.env, ...step.env },
        stdout: "pipe",
        stderr: "pipe",
      })
      const [stderr, code] = await Promise.all([new Response(child.stderr).text(), child.exited])
      return { code, stderr }
    })
    const path = join(root, "bin", tool.name)
    const version = result.code === 0 ? versionOf(tool, path) : undefined
    if (!version) return yield* missing(result.stderr.trim().split("\n").slice(-10).join("\n"))
    return { name: tool.name, path, version, source: "installed" as const }
  })

/** The tool's binary, installing the pinned version when it is nowhere to be found. */
export const resolveTool = (name: ToolName): Effect.Effect<ResolvedTool, ToolMissing> =>
  Effect.suspend(() => {
    const tool = TOOLS[name]
    const found = locate(tool)
    if (found) return Effect.succeed(found)
    const override = process.env[tool.envOverride]
    if (override) {
      return Effect.fail(
        new ToolMissing({
          tool: tool.name,
          version: tool.version,
          remedy: `${tool.envOverride}=${override} does not run as ${tool.name}; fix or unset it`,
        }),
      )
    }
    return install(tool)
  })
