/**
 * A commit checked out beside the working tree (`git worktree add --detach`): the base commit
 * of `bench check --base REF`, the commits `bench find` measures. A scoped resource: the
 * worktree is removed when its scope closes, however it closes.
 */
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { Effect, type Scope } from "effect"
import { git } from "../core/Git.ts"
import { UsageError } from "../core/UsageError.ts"

export interface BaseWorktree {
  /** The full commit id REF resolved to. */
  readonly commit: string
  /** Root of the checkout of that commit. */
  readonly dir: string
  /** Root of the repository the check runs in; spec paths map from it into `dir`. */
  readonly repoRoot: string
}

/** Time a checkout of the base commit may take before git is stopped. */
const CHECKOUT_TIMEOUT_MS = 10 * 60_000

/** `what` names the checkout in messages, as the user asked for it: `--base`, `find`. */
export const baseWorktree = (
  ref: string,
  cwd: string,
  what = "--base",
): Effect.Effect<BaseWorktree, UsageError, Scope.Scope> =>
  Effect.gen(function* () {
    const top = yield* git(cwd, ["rev-parse", "--show-toplevel"])
    if (!top.ok) {
      return yield* new UsageError({ message: `${what} needs a git repository: ${top.err}` })
    }
    const commit = yield* git(cwd, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])
    if (!commit.ok || !commit.out) {
      return yield* new UsageError({ message: `${what} ${ref}: no such commit in ${top.out}` })
    }
    /** The worktree's registration in the repository and its folder. */
    const remove = (dir: string) =>
      Effect.gen(function* () {
        yield* git(top.out, ["worktree", "remove", "--force", dir])
        rmSync(dirname(dir), { recursive: true, force: true })
      })
    return yield* Effect.acquireRelease(
      Effect.gen(function* () {
        const dir = join(mkdtempSync(join(tmpdir(), "benchgate-base-")), "checkout")
        const added = yield* git(
          top.out,
          ["worktree", "add", "--detach", "--quiet", dir, commit.out],
          CHECKOUT_TIMEOUT_MS,
        )
        if (!added.ok) {
          // A failed add may still have registered the checkout (a failing post-checkout hook).
          yield* remove(dir)
          return yield* new UsageError({
            message: `${what} ${ref}: git worktree add failed: ${added.err}`,
          })
        }
        // A checkout has no installed dependencies; the base's targets share the working
        // tree's (git ignores node_modules, so the checkout never has its own).
        const modules = join(top.out, "node_modules")
        if (existsSync(modules) && !existsSync(join(dir, "node_modules"))) {
          symlinkSync(modules, join(dir, "node_modules"), "dir")
        }
        return { commit: commit.out, dir, repoRoot: top.out }
      }),
      (worktree) => remove(worktree.dir),
    )
  })
