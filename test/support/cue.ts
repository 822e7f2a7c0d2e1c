/**
 * The pinned cue binary for tests that run the real `load` phase. Tests never install it: a
 * missing cue fails with the command that installs it.
 */
import { Effect } from "effect"
import { locate } from "../../tools/Toolchain.ts"
import { TOOLS } from "../../tools/Tools.ts"

const found = await Effect.runPromise(locate(TOOLS.cue))

export const cueBinary = (): string => {
  if (!found) {
    throw new Error(
      `cue ${TOOLS.cue.version} not found; run \`./bench doctor\` (it installs it) or set ${TOOLS.cue.envOverride}`,
    )
  }
  return found.path
}
