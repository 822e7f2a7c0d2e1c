/** `bench doctor`: each tool, its version and where it was found; what to do when missing. */

import { Effect } from "effect"
import { ExitCode } from "../core/ExitCode.ts"
import { locateGo } from "../tools/Go.ts"
import { cacheRoot, locate } from "../tools/Toolchain.ts"
import { TOOLS, type ToolSpec } from "../tools/Tools.ts"

/** The programs a tool's install runs: its installer and what the installer itself calls. */
const installers = (tool: ToolSpec): ReadonlyArray<string> => {
  const step = tool.install("")
  return [step.program, ...(step.needs ?? [])]
}

export const doctor: Effect.Effect<{ text: string; exitCode: number }> = Effect.gen(function* () {
  const rows: Array<readonly [string, string, string]> = [["bun", Bun.version, process.execPath]]
  let exitCode: number = ExitCode.Pass
  for (const tool of Object.values(TOOLS)) {
    const found = yield* locate(tool)
    if (found) {
      rows.push([tool.name, found.version, `${found.path} (${found.source})`])
      continue
    }
    const absent = installers(tool).filter((program) => !Bun.which(program))
    const { onDemand } = tool as ToolSpec
    if (absent.length === 0) {
      const when = onDemand === undefined ? "first use" : `the first check of ${onDemand}`
      rows.push([tool.name, "missing", `${when} installs ${tool.version} (${tool.installNote})`])
    } else if (onDemand !== undefined) {
      // Only some specs need it: its absence fails only those, when they run.
      rows.push([
        tool.name,
        "missing",
        `needed only by ${onDemand}; cannot install: ${absent.join(", ")} not found; install ${tool.name} ${tool.version} (Debian: apt-get install ${tool.name}) or set ${tool.envOverride}`,
      ])
    } else {
      exitCode = ExitCode.RunFailed
      rows.push([
        tool.name,
        "missing",
        `cannot install: ${absent.join(", ")} not found; install ${absent.join(" and ")} or set ${tool.envOverride}`,
      ])
    }
  }
  // go is not pinned: only go targets need it, built with the user's toolchain.
  const go = yield* locateGo
  rows.push(
    go
      ? ["go", go.version, `${go.path} (${go.source}; for go targets)`]
      : [
          "go",
          "missing",
          "needed only by go targets: install Go and put it on PATH, or set BENCHGATE_GO",
        ],
  )
  const width = Math.max(9, ...rows.map(([, version]) => version.length))
  const lines = rows.map(
    ([name, version, where]) => `${name.padEnd(8)} ${version.padEnd(width)} ${where}`,
  )
  lines.push(`cache    ${cacheRoot()}`)
  return { text: `${lines.join("\n")}\n`, exitCode }
})
