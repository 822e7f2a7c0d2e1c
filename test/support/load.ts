/**
 * Runs the real `load` phase (compiler/Source.ts with the pinned cue) on CUE text, from a
 * scratch directory that is removed afterwards.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Either } from "effect"
import type { DecodeInput } from "../../compiler/Decode.ts"
import type { Issue } from "../../compiler/Issue.ts"
import { loadSpec } from "../../compiler/Source.ts"
import { cueBinary } from "./cue.ts"

/** `loadSpec` on an existing file: its JSON and source, or the issues cue found. */
export const loadFile = (file: string): Promise<Either.Either<DecodeInput, ReadonlyArray<Issue>>> =>
  Effect.runPromise(
    loadSpec(cueBinary(), file).pipe(
      Effect.map((input) => Either.right(input)),
      Effect.catchTag("SpecInvalid", (error) => Effect.succeed(Either.left(error.issues))),
    ),
  )

/**
 * `loadSpec` on `source` saved as `name` in a scratch directory; the result names the file
 * `displayAs` (as if the user had passed that path), so issues are stable across runs.
 */
export const loadSource = async (
  source: string,
  displayAs = "specs/demo.cue",
  name = "demo.cue",
): Promise<Either.Either<DecodeInput, ReadonlyArray<Issue>>> => {
  const dir = mkdtempSync(join(tmpdir(), "benchgate-load-"))
  const file = join(dir, name)
  try {
    writeFileSync(file, source)
    const result = await loadFile(file)
    return Either.isRight(result)
      ? Either.right({ ...result.right, file: displayAs })
      : Either.left(
          result.left.map((issue) => ({
            ...issue,
            file: issue.file === file ? displayAs : issue.file,
          })),
        )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The DecodeInput for `source`, which must pass cue. */
export const exportSource = async (source: string, displayAs?: string): Promise<DecodeInput> => {
  const result = await loadSource(source, displayAs)
  if (Either.isLeft(result)) {
    throw new Error(`cue rejected the spec:\n${result.left.map((i) => i.message).join("\n")}`)
  }
  return result.right
}
