/**
 * A spec as another commit has it: the same file, relative to the repository root, read from
 * that commit's checkout (run/BaseWorktree.ts) and decoded there, so its targets run from the
 * checkout. Absent or invalid at that commit is an answer, not an error: `check --base`
 * measures such a spec without base copies, `find` cannot measure that commit.
 */
import { existsSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { Effect, Either } from "effect"
import { decodeSpec } from "../compiler/Decode.ts"
import { formatIssue } from "../compiler/Issue.ts"
import { loadSpec } from "../compiler/Source.ts"
import type { BaseWorktree } from "../run/BaseWorktree.ts"
import type { Spec } from "../targets/Spec.ts"

export type SpecAtCommit = Either.Either<
  Spec,
  { readonly kind: "absent" } | { readonly kind: "invalid"; readonly why: string }
>

/** `file` (a path in the working tree) as `checkout`'s commit has it. */
export const specAtCommit = (
  cue: string,
  file: string,
  checkout: BaseWorktree,
): Effect.Effect<SpecAtCommit> =>
  Effect.gen(function* () {
    const there = join(checkout.dir, relative(checkout.repoRoot, resolve(file)))
    if (!existsSync(there)) return Either.left({ kind: "absent" as const })
    const loaded = yield* Effect.either(loadSpec(cue, there))
    const decoded = Either.flatMap(loaded, (input) =>
      Either.mapLeft(decodeSpec(input), (issues) => ({ issues })),
    )
    return Either.mapLeft(decoded, (error) => ({
      kind: "invalid" as const,
      why: error.issues.map(formatIssue).join("; "),
    }))
  })
