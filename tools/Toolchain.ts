/**
 * Finds the pinned external tools, installing a missing one into the cache on first use.
 * Order: the BENCHGATE_<TOOL> override, the cache, PATH (same version only), then install.
 */
import { existsSync } from "node:fs"
import { homedir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { programName } from "../core/ProgramName.ts"
import { probe, spawnCollect, tailLines } from "../core/Spawn.ts"
import { stampedAnswer } from "./StampedAnswer.ts"
import { ToolMissing } from "./ToolMissing.ts"
import { TOOLS, type ToolName, type ToolSpec } from "./Tools.ts"
import { reportedVersion } from "./Versions.ts"

type ToolSource = "override" | "cache" | "PATH" | "installed"

interface ResolvedTool {
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
export const versionOf = (tool: ToolSpec, path: string): Effect.Effect<string | undefined> =>
  Effect.map(probe([path, ...tool.versionArgs]), (out) =>
    out === undefined || out.code !== 0 ? undefined : reportedVersion(tool, out.stdout, out.stderr),
  )

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

const stampFile = (tool: ToolSpec) => join(installRoot(tool), ".checked-version")

/** The cached binary's version, from its stamp while the file is unchanged, else by running it. */
const cachedVersion = (tool: ToolSpec, binary: string): Effect.Effect<string | undefined> =>
  stampedAnswer(
    binary,
    stampFile(tool),
    versionOf(tool, binary),
    (version) => version === tool.version,
  )

/** Where the tool is now, without installing anything. */
export const locate = (tool: ToolSpec): Effect.Effect<ResolvedTool | undefined> =>
  Effect.gen(function* () {
    const override = process.env[tool.envOverride]
    if (override) {
      const version = yield* versionOf(tool, override)
      return version ? { name: tool.name, path: override, version, source: "override" } : undefined
    }
    const cached = join(installRoot(tool), "bin", tool.name)
    if (existsSync(cached)) {
      const version = yield* cachedVersion(tool, cached)
      if (version === tool.version) {
        return { name: tool.name, path: cached, version, source: "cache" }
      }
    }
    const onPath = Bun.which(tool.name)
    if (onPath && (yield* versionOf(tool, onPath)) === tool.version) {
      return { name: tool.name, path: onPath, version: tool.version, source: "PATH" }
    }
    return undefined
  })

/**
 * How long an install may take before it is stopped: oha's cargo install takes about 5 minutes
 * on 2 cores; a stalled download or build must not hold a check forever.
 */
const INSTALL_TIMEOUT_MS = 30 * 60_000

const inWords = (ms: number): string => (ms >= 60_000 ? `${ms / 60_000} minutes` : `${ms / 1000} s`)

/** Installs the pinned version into the cache, stopped (its whole group) after `timeoutMs`. */
export const install = (
  tool: ToolSpec,
  timeoutMs = INSTALL_TIMEOUT_MS,
): Effect.Effect<ResolvedTool, ToolMissing> =>
  Effect.gen(function* () {
    const root = installRoot(tool)
    const step = tool.install(root)
    const installer = Bun.which(step.program)
    const absent = [step.program, ...(step.needs ?? [])].filter((program) => !Bun.which(program))
    const byHand = tool.manualInstall === undefined ? "" : ` (${tool.manualInstall})`
    const missing = (detail?: string) =>
      new ToolMissing({
        tool: tool.name,
        version: tool.version,
        remedy:
          absent.length === 0
            ? `installing it failed (${step.describe ?? `\`${step.program} ${step.args.join(" ")}\``}); the lines below say why; or install ${tool.name}${byHand} and set ${tool.envOverride} to its binary`
            : `${absent.join(" and ")} ${absent.length === 1 ? "is" : "are"} needed to install it; install ${absent.join(" and ")}, or put ${tool.name} ${tool.version} on PATH${byHand}, or set ${tool.envOverride}`,
        ...(detail ? { detail } : {}),
      })
    if (!installer || absent.length > 0) return yield* missing()
    process.stderr.write(
      `${programName()}: installing ${tool.name} ${tool.version} into ${root} (${tool.installNote}, once)\n`,
    )
    const result = yield* spawnCollect(
      [installer, ...step.args],
      { cwd: process.cwd(), env: { ...process.env, ...step.env }, timeoutMs },
      () => missing(`${step.program} did not finish within ${inWords(timeoutMs)} and was stopped`),
      (cause) => missing(String(cause)),
    )
    const path = join(root, "bin", tool.name)
    const version = result.code === 0 ? yield* versionOf(tool, path) : undefined
    if (!version) return yield* missing(tailLines(result.stderr))
    return { name: tool.name, path, version, source: "installed" as const }
  })

/** The tool's binary, installing the pinned version when it is nowhere to be found. */
export const resolveTool = (name: ToolName): Effect.Effect<ResolvedTool, ToolMissing> =>
  Effect.gen(function* () {
    const tool: ToolSpec = TOOLS[name]
    const found = yield* locate(tool)
    if (found) return found
    const override = process.env[tool.envOverride]
    if (override) {
      return yield* new ToolMissing({
        tool: tool.name,
        version: tool.version,
        remedy: `${tool.envOverride}=${override} does not run as ${tool.name}; fix or unset it${tool.manualInstall === undefined ? "" : ` (to install it: ${tool.manualInstall})`}`,
      })
    }
    return yield* install(tool)
  })
