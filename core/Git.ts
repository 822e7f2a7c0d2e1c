/**
 * git, asked through core/Spawn.ts like every other program: its own process group, a time
 * limit, killed when the scope closes. Never fails: a git that is missing, refuses or outruns
 * its time answers `ok: false` with its words, for the caller to decide what that means.
 */
import { Effect } from "effect"
import { PROBE_TIMEOUT_MS, spawnCollect } from "./Spawn.ts"

interface GitAnswer {
  /** Exit code 0. */
  readonly ok: boolean
  /** stdout, trimmed. */
  readonly out: string
  /** stderr, trimmed; or why git did not run or finish. */
  readonly err: string
}

/**
 * `git ARGS` in `cwd`. Queries are bounded by PROBE_TIMEOUT_MS; what writes a checkout
 * (`worktree add`) passes a limit of its own.
 */
export const git = (
  cwd: string,
  args: ReadonlyArray<string>,
  timeoutMs = PROBE_TIMEOUT_MS,
): Effect.Effect<GitAnswer> =>
  spawnCollect(
    ["git", ...args],
    { cwd, env: process.env, timeoutMs },
    () => `git ${args.join(" ")} did not finish within ${timeoutMs / 1000} s`,
    (cause) => `git could not be run: ${cause instanceof Error ? cause.message : String(cause)}`,
  ).pipe(
    Effect.map((done) => ({
      ok: done.code === 0,
      out: done.stdout.trim(),
      err: done.stderr.trim(),
    })),
    Effect.catchAll((why) => Effect.succeed({ ok: false, out: "", err: why })),
  )

/** What a git query printed when it succeeded with output, else undefined. */
export const gitOutput = (
  cwd: string,
  args: ReadonlyArray<string>,
): Effect.Effect<string | undefined> =>
  Effect.map(git(cwd, args), (answer) => (answer.ok && answer.out !== "" ? answer.out : undefined))
