/**
 * load: spec paths → the JSON `cue export` gives for each spec file unified with schema.cue.
 * One spec per file, so names only need to be unique within a file. CUE's errors become
 * located issues here; nothing downstream sees CUE.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { Effect } from "effect"
import { UsageError } from "../cli/UsageError.ts"
import SCHEMA from "../schema.cue" with { type: "text" }
import { cacheRoot } from "../tools/Toolchain.ts"
import { cueIssues } from "./CueErrors.ts"
import type { DecodeInput } from "./Decode.ts"
import { locate } from "./Locate.ts"
import { SpecInvalid } from "./SpecInvalid.ts"

/**
 * The schema as a file cue can read. It is bundled into the CLI as text (so a bundled CLI or
 * action needs no repo checkout) and written once per schema version into the cache.
 */
export const schemaFile = (): string => {
  const path = join(cacheRoot(), "schema", `schema-${Bun.hash(SCHEMA).toString(16)}.cue`)
  if (!existsSync(path)) {
    mkdirSync(join(cacheRoot(), "schema"), { recursive: true })
    // Write then rename, so a concurrent run never reads half a file.
    const partial = `${path}.${process.pid}.partial`
    writeFileSync(partial, SCHEMA)
    renameSync(partial, path)
  }
  return path
}

/** Spec files named by the arguments: files as given, directories' `*.cue` files sorted. */
export const expandSpecPaths = (paths: ReadonlyArray<string>) =>
  Effect.try({
    try: () =>
      paths.flatMap((path) =>
        statSync(path).isDirectory()
          ? readdirSync(path)
              .filter((name) => name.endsWith(".cue"))
              .sort()
              .map((name) => join(path, name))
          : [path],
      ),
    catch: (error) =>
      new UsageError({ message: `cannot read spec path: ${(error as Error).message}` }),
  }).pipe(
    Effect.filterOrFail(
      (files) => files.length > 0,
      () => new UsageError({ message: `no .cue spec files in ${paths.join(", ")}` }),
    ),
  )

const PACKAGE_CLASH = /^found packages "(\w+)" \(.*\) and "(\w+)"/m

/** Evaluates one spec file with the schema; its JSON, or its issues as SpecInvalid. */
export const loadSpec = (cue: string, file: string): Effect.Effect<DecodeInput, SpecInvalid> =>
  Effect.gen(function* () {
    const source = yield* Effect.promise(() => Bun.file(file).text())
    const cwd = process.cwd()
    const result = yield* Effect.promise(async () => {
      const child = Bun.spawn([cue, "export", schemaFile(), file, "--out", "json"], {
        cwd,
        stdout: "pipe",
        stderr: "pipe",
      })
      const [stdout, stderr, code] = await Promise.all([
        new Response(child.stdout).text(),
        new Response(child.stderr).text(),
        child.exited,
      ])
      return { stdout, stderr, code }
    })
    if (result.code === 0) return { file, source, json: JSON.parse(result.stdout) as unknown }
    if (PACKAGE_CLASH.test(result.stderr)) {
      return yield* new SpecInvalid({
        issues: [
          {
            file,
            line: 1,
            path: "",
            message: 'a spec file declares "package bench" or no package',
          },
        ],
      })
    }
    const issues = cueIssues(result.stderr, {
      cwd,
      specFile: file,
      displayFile: file,
      locate: (path) => locate(source, path),
    })
    return yield* new SpecInvalid({
      issues: issues.length > 0 ? issues : [{ file, path: "", message: result.stderr.trim() }],
    })
  })
