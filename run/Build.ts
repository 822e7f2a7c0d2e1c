/**
 * A started target's (or service's) `start.build`: the command that builds what `start.cmd`
 * runs, run to its end in the start's working directory before that directory's first start.
 * Once per check: forks, confirmations and profiled rounds start what was built without building
 * again, and a base commit's copy builds in its own worktree (its `dir`), so the two copies never
 * write one output. Its output goes to the target's log; a build that fails, or outlasts its
 * limit, fails the target (exit 3) with that log's tail.
 */
import { appendFileSync } from "node:fs"
import { Effect } from "effect"
import { spawnCollect } from "../core/Spawn.ts"
import type { Failed, TargetFailed } from "./TargetFailed.ts"

/** How long a build may take: a cold toolchain cache on a small machine. */
const BUILD_TIMEOUT_MS = 10 * 60_000

/** Builds started in this process, by directory and command: each runs once, however asked. */
const builds = new Map<string, Effect.Effect<void, TargetFailed>>()

const runBuild = (
  argv: ReadonlyArray<string>,
  cwd: string,
  logFile: string,
  failed: Failed,
): Effect.Effect<void, TargetFailed> =>
  Effect.gen(function* () {
    appendFileSync(logFile, `[benchgate] build in ${cwd}: ${JSON.stringify(argv)}\n`)
    const finished = yield* spawnCollect(
      argv,
      { cwd, env: process.env, timeoutMs: BUILD_TIMEOUT_MS },
      () =>
        failed("Build", `build did not finish within ${BUILD_TIMEOUT_MS / 60_000} min`, logFile),
      (cause) =>
        failed("Build", `build could not start ${JSON.stringify(argv[0])}: ${String(cause)}`),
    )
    appendFileSync(logFile, `${finished.stdout}${finished.stderr}`)
    if (finished.code !== 0) {
      const end = finished.code === null ? `signal ${finished.signal}` : `code ${finished.code}`
      return yield* failed("Build", `build ${JSON.stringify(argv[0])} exited with ${end}`, logFile)
    }
  })

/** Runs `build` in `cwd` unless this process already did (or is doing) so; then as it ended. */
export const buildOnce = (
  build: ReadonlyArray<string> | undefined,
  cwd: string,
  logFile: string,
  failed: Failed,
): Effect.Effect<void, TargetFailed> =>
  Effect.suspend(() => {
    if (build === undefined) return Effect.void
    const key = JSON.stringify([cwd, build])
    let once = builds.get(key)
    if (once === undefined) {
      once = Effect.runSync(Effect.cached(runBuild(build, cwd, logFile, failed)))
      builds.set(key, once)
    }
    return once
  })
