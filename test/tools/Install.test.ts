/**
 * Installing a pinned tool runs its installer through the one spawn: a failing installer is
 * reported with the end of what it printed, and one that hangs is stopped at the time limit
 * together with whatever it started.
 */
import { expect, test } from "bun:test"
import { Effect, Either } from "effect"
import { install } from "../../tools/Toolchain.ts"
import type { ToolMissing } from "../../tools/ToolMissing.ts"
import type { ToolSpec } from "../../tools/Tools.ts"
import { eventually, processesMatching } from "../support/Processes.ts"

/** A tool whose installer is `sh -c SCRIPT`. */
const toolInstalledBy = (script: string): ToolSpec => ({
  name: "fake",
  version: "1.0.0",
  envOverride: "BENCHGATE_FAKE",
  versionArgs: ["--version"],
  parseVersion: () => undefined,
  install: () => ({ program: "sh", args: ["-c", script], env: {} }),
  installNote: "a test's",
})

const failure = async (tool: ToolSpec, timeoutMs?: number): Promise<ToolMissing> => {
  const result = await Effect.runPromise(Effect.either(install(tool, timeoutMs)))
  if (Either.isRight(result)) throw new Error("expected the install to fail")
  return result.left
}

test("an installer that fails is named with the end of its output", async () => {
  const error = await failure(
    toolInstalledBy("echo resolving; echo 'error: no network' >&2; exit 101"),
  )
  expect(error.message).toStartWith("fake 1.0.0 is not available: installing it failed (`sh -c")
  expect(error.detail).toBe("error: no network")
})

test("an installer that hangs is stopped at the time limit, with what it started", async () => {
  // A unique duration names the sleep the installer starts.
  const seconds = `30.${process.pid}`
  const error = await failure(toolInstalledBy(`sleep ${seconds}; true`), 300)
  expect(error.detail).toBe("sh did not finish within 0.3 s and was stopped")
  expect(await eventually(() => processesMatching(`sleep ${seconds}`).length === 0)).toBe(true)
})
