/**
 * Source → Spec for every path given: evaluates all files (a few at a time), decodes them and
 * reports every issue of every file at once.
 */
import { Effect, Either } from "effect"
import { decodeSpec } from "../compiler/Decode.ts"
import type { Issue } from "../compiler/Issue.ts"
import { expandSpecPaths, loadSpec } from "../compiler/Source.ts"
import type { Spec } from "../compiler/Spec.ts"
import { SpecInvalid } from "../compiler/SpecInvalid.ts"
import { resolveTool } from "../tools/Toolchain.ts"

export const loadSpecs = (paths: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const files = yield* expandSpecPaths(paths)
    const cue = yield* resolveTool("cue")
    const results = yield* Effect.forEach(
      files,
      (file) =>
        loadSpec(cue.path, file).pipe(
          Effect.map((input) => decodeSpec(input)),
          Effect.catchTag("SpecInvalid", (error) => Effect.succeed(Either.left(error.issues))),
        ),
      { concurrency: 4 },
    )
    const issues: Issue[] = results.flatMap((r) => (Either.isLeft(r) ? r.left : []))
    if (issues.length > 0) return yield* new SpecInvalid({ issues })
    const specs: Spec[] = results.flatMap((r) => (Either.isRight(r) ? [r.right] : []))
    const names = new Set<string>()
    for (const spec of specs) {
      if (names.has(spec.name)) {
        issues.push({
          file: spec.file,
          path: "",
          message: `another spec file is also named "${spec.name}"; spec names are file names and must be unique`,
        })
      }
      names.add(spec.name)
    }
    if (issues.length > 0) return yield* new SpecInvalid({ issues })
    return { specs, cue }
  })
