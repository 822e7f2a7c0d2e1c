/**
 * The pinned cue binary for tests that run the real `load` phase. Tests never install it: a
 * missing cue fails with the command that installs it.
 */
import { locate } from "../../tools/Toolchain.ts"
import { TOOLS } from "../../tools/Tools.ts"

export const cueBinary = (): string => {
  const found = locate(TOOLS.cue)
  if (!found) {
    throw new Error(
      `cue ${TOOLS.cue.version} not found; run \`./bench doctor\` (it installs it) or set ${TOOLS.cue.envOverride}`,
    )
  }
  return found.path
}
