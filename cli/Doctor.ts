/** `bench doctor`: each tool, its version and where it was found; what to do when missing. */

import { Effect } from "effect"
import { ExitCode } from "../core/ExitCode.ts"
import { locateGo } from "../tools/Go.ts"
import { cacheRoot, locate } from "../tools/Toolchain.ts"
import { TOOLS } from "../tools/Tools.ts"

export const doctor: Effect.Effect<{ text: string; exitCode: number }> = Effect.gen(function* () {
  const lines = [`bun      ${Bun.version.padEnd(9)} ${process.execPath}`]
  let exitCode: number = ExitCode.Pass
  for (const tool of Object.values(TOOLS)) {
    const found = yield* locate(tool)
    if (found) {
      lines.push(
        `${tool.name.padEnd(8)} ${found.version.padEnd(9)} ${found.path} (${found.source})`,
      )
      continue
    }
    const installer = tool.install("").program
    if (Bun.which(installer)) {
      lines.push(
        `${tool.name.padEnd(8)} missing   first use installs ${tool.version} with ${installer} (${tool.installNote})`,
      )
    } else {
      exitCode = ExitCode.RunFailed
      lines.push(
        `${tool.name.padEnd(8)} missing   cannot install: ${installer} not found; install ${installer} or set ${tool.envOverride}`,
      )
    }
  }
  // go is not pinned: only go targets need it, built with the user's toolchain.
  const go = yield* locateGo
  lines.push(
    go
      ? `go       ${go.version.padEnd(9)} ${go.path} (${go.source}; for go targets)`
      : `go       missing   needed only by go targets: install Go and put it on PATH, or set BENCHGATE_GO`,
  )
  lines.push(`cache    ${cacheRoot()}`)
  return { text: `${lines.join("\n")}\n`, exitCode }
})
