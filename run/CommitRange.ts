/**
 * The commits `bench find GOOD BAD` searches: GOOD..BAD along BAD's first parents, oldest first,
 * so each is a state the branch was in (a merge counts as one change, as it landed). Refs that
 * name no commit, and a GOOD that is not on that line, are usage errors naming them.
 */
import { Effect } from "effect"
import { git } from "../core/Git.ts"
import { UsageError } from "../core/UsageError.ts"
import type { RangeCommit } from "../gate/Bisection.ts"

interface CommitRange {
  /** Root of the repository the refs were resolved in. */
  readonly repoRoot: string
  /** GOOD, resolved. */
  readonly good: RangeCommit
  /** After GOOD up to BAD, oldest first; BAD is the last. */
  readonly commits: ReadonlyArray<RangeCommit>
}

/** A commit's full id and subject; `role` (GOOD, BAD) names the ref in the error. */
const resolveCommit = (repoRoot: string, ref: string, role: string) =>
  Effect.gen(function* () {
    const sha = yield* git(repoRoot, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])
    if (!sha.ok || sha.out === "") {
      return yield* new UsageError({
        message: `find: ${role} "${ref}" is not a commit in ${repoRoot}`,
        command: "find",
      })
    }
    const subject = yield* git(repoRoot, ["log", "-1", "--format=%s", sha.out])
    return { sha: sha.out, subject: subject.out } satisfies RangeCommit
  })

export const commitRange = (cwd: string, goodRef: string, badRef: string) =>
  Effect.gen(function* () {
    const top = yield* git(cwd, ["rev-parse", "--show-toplevel"])
    if (!top.ok) {
      return yield* new UsageError({ message: `find needs a git repository: ${top.err}` })
    }
    const repoRoot = top.out
    const good = yield* resolveCommit(repoRoot, goodRef, "GOOD")
    const bad = yield* resolveCommit(repoRoot, badRef, "BAD")
    const notOnLine = new UsageError({
      message: `find: GOOD ${goodRef} (${good.sha.slice(0, 8)}) is not an ancestor of BAD ${badRef} (${bad.sha.slice(0, 8)}) along its first parents: give the older commit first`,
      command: "find",
    })
    if (good.sha === bad.sha) {
      return yield* new UsageError({
        message: `find: GOOD ${goodRef} and BAD ${badRef} are the same commit (${good.sha.slice(0, 8)})`,
        command: "find",
      })
    }
    // \x1f cannot occur in a subject (git log prints it on one line, control characters kept).
    const log = yield* git(repoRoot, [
      "log",
      "--first-parent",
      "--reverse",
      "--format=%H%x1f%s",
      `${good.sha}..${bad.sha}`,
    ])
    if (!log.ok) return yield* notOnLine
    const commits = log.out
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => {
        const [sha = "", subject = ""] = line.split("\x1f")
        return { sha, subject }
      })
    // Reached through a merge's second parent only, GOOD is not where the walk stops: the
    // oldest commit listed must have GOOD as its first parent.
    const oldest = commits[0]
    if (oldest === undefined) return yield* notOnLine
    const parent = yield* git(repoRoot, ["rev-parse", "--verify", "--quiet", `${oldest.sha}^1`])
    if (parent.out !== good.sha) return yield* notOnLine
    return { repoRoot, good, commits } satisfies CommitRange
  })
