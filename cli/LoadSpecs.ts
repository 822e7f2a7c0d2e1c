/**
 * Source → Spec for every path given: evaluates all files (a few at a time), decodes them and
 * reports every issue of every file at once.
 */
import { existsSync, statSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { Effect, Either } from "effect"
import { decodeSpec } from "../compiler/Decode.ts"
import { formatPath, type Issue } from "../compiler/Issue.ts"
import { locate } from "../compiler/Locate.ts"
import { expandSpecPaths, loadSpec } from "../compiler/Source.ts"
import { SpecInvalid } from "../compiler/SpecInvalid.ts"
import { kindOf } from "../targets/Registry.ts"
import type { Spec } from "../targets/Spec.ts"
import { resolveTool } from "../tools/Toolchain.ts"

/**
 * The working directories a spec names (`start.cwd`, `command.cwd`) that are not directories
 * here, as issues at the field: otherwise the process fails to spawn and the error blames the
 * program. Only for commands that run the spec (`check`, `calibrate`).
 */
const missingDirectories = (spec: Spec, source: string): ReadonlyArray<Issue> => {
  const specDir = dirname(spec.file)
  const wanted: Array<{
    path: ReadonlyArray<string>
    cwd: string | undefined
    dir?: string | undefined
  }> = []
  for (const service of Object.values(spec.services)) {
    wanted.push({ path: ["services", service.name, "start", "cwd"], cwd: service.start.cwd })
  }
  for (const target of Object.values(spec.targets)) {
    const named = kindOf(target).workingDirectory?.(target)
    if (named === undefined) continue
    const path = ["targets", target.name, ...named.field]
    wanted.push({ path, cwd: named.cwd, dir: target.dir })
  }
  return wanted.flatMap(({ path, cwd, dir }) => {
    if (cwd === undefined) return []
    const absolute = resolve(dir ?? specDir, cwd)
    let isDirectory = false
    try {
      isDirectory = statSync(absolute).isDirectory()
    } catch {
      // Missing: reported below.
    }
    if (isDirectory) return []
    const cuePath = formatPath(path)
    const owner = path[0] === "services" ? "service" : "target"
    return [
      {
        file: spec.file,
        ...locate(source, cuePath),
        path: cuePath,
        message: `the working directory of ${owner} ${JSON.stringify(path[1])}, ${JSON.stringify(cwd)} (${absolute}), ${existsSync(absolute) ? "is not a directory" : "does not exist"}`,
      },
    ]
  })
}

export const loadSpecs = (
  paths: ReadonlyArray<string>,
  options: { readonly checkDirectories?: boolean } = {},
) =>
  Effect.gen(function* () {
    const files = yield* expandSpecPaths(paths)
    const cue = yield* resolveTool("cue")
    const results = yield* Effect.forEach(
      files,
      (file) =>
        loadSpec(cue.path, file).pipe(
          Effect.map((input) =>
            Either.flatMap(decodeSpec(input), (spec) => {
              const missing = options.checkDirectories ? missingDirectories(spec, input.source) : []
              return missing.length > 0 ? Either.left(missing) : Either.right(spec)
            }),
          ),
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
