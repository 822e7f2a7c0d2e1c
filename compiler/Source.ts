/**
 * load: spec paths → the JSON `cue export` gives for each spec file unified with schema.cue.
 * One spec per file, so names only need to be unique within a file. CUE's errors become
 * located issues here; nothing downstream sees CUE.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs"
import { join } from "node:path"
import { Effect } from "effect"
import { spawnCollect } from "../core/Spawn.ts"
import { UsageError } from "../core/UsageError.ts"
import { RESULTS_FORMATS } from "../runners/Registry.ts"
import SCHEMA from "../schema.cue" with { type: "text" }
import { KINDS } from "../targets/Registry.ts"
import { cacheRoot } from "../tools/Toolchain.ts"
import { cueIssues } from "./CueErrors.ts"
import type { DecodeInput } from "./Decode.ts"
import type { Issue } from "./Issue.ts"
import { locate } from "./Locate.ts"
import { SpecInvalid } from "./SpecInvalid.ts"

/** A spec that takes cue longer than this to evaluate has a problem of its own. */
const CUE_LIMIT_MS = 120_000

/** cue's JSON of a spec is read whole; a spec this large is not one a person wrote. */
const SPEC_LIMIT_CHARS = 64_000_000

/** Nesting this deep is what makes a small spec's JSON huge (every level indents each line). */
const DEEP_NESTING = 100

/**
 * The whole schema: schema.cue, then each target kind's part (targets/<kind>/schema.cue, in
 * registry order), then the formats a results target may name: its part leaves
 * `#ResultsFormat` a string, and the names are runners/results/Formats.ts's, so cue rejects any
 * other at its line, listing them, as it does every enumeration of the schema. Added after
 * schema.cue, so its own positions are unchanged. This is also the schema.cue of the npm package.
 */
export const schemaText = (): string => {
  const parts = [
    SCHEMA.trimEnd(),
    ...KINDS.map(
      (kind) =>
        `// The ${kind.name} kind (targets/${kind.name}/schema.cue).\n${kind.schema.trimEnd()}`,
    ),
    `// Added by benchgate: the formats of runners/results/Formats.ts.\n#ResultsFormat: ${RESULTS_FORMATS.map((name) => JSON.stringify(name)).join(" | ")}`,
  ]
  return `${parts.join("\n\n")}\n`
}

const SCHEMA_TEXT = schemaText()

/**
 * The schema as a file cue can read. It is bundled into the CLI as text (so a bundled CLI or
 * action needs no repo checkout) and written once per schema version into the cache.
 */
const schemaFile = (): string => {
  const path = join(cacheRoot(), "schema", `schema-${Bun.hash(SCHEMA_TEXT).toString(16)}.cue`)
  if (!existsSync(path)) {
    mkdirSync(join(cacheRoot(), "schema"), { recursive: true })
    // Write then rename, so a concurrent run never reads half a file.
    const partial = `${path}.${process.pid}.partial`
    writeFileSync(partial, SCHEMA_TEXT)
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

const MAX_DEPTH = /exceeded max depth/

const PACKAGE_CLASH = /^found packages "(\w+)" \(.*\) and "(\w+)"/m

/**
 * Offset of the first byte that is not part of valid UTF-8, or undefined. CUE reads UTF-8 and
 * would turn such a byte into U+FFFD without a word, so a header, path or name would change
 * silently.
 */
const invalidUtf8Offset = (bytes: Uint8Array): number | undefined => {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes)
    return undefined
  } catch {
    // Find where, below.
  }
  let i = 0
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0
    if (lead < 0x80) {
      i++
      continue
    }
    const length =
      lead >= 0xc2 && lead <= 0xdf
        ? 2
        : lead >= 0xe0 && lead <= 0xef
          ? 3
          : lead >= 0xf0 && lead <= 0xf4
            ? 4
            : 0
    if (length === 0) return i
    for (let k = 1; k < length; k++) {
      if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i
    }
    const second = bytes[i + 1] ?? 0
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF.
    if (
      (lead === 0xe0 && second < 0xa0) ||
      (lead === 0xed && second > 0x9f) ||
      (lead === 0xf0 && second < 0x90) ||
      (lead === 0xf4 && second > 0x8f)
    ) {
      return i
    }
    i += length
  }
  return bytes.length
}

/** 1-based line and (byte) column of `offset` in `bytes`. */
const bytePosition = (bytes: Uint8Array, offset: number) => {
  let line = 1
  let lineStart = 0
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++
      lineStart = i + 1
    }
  }
  return { line, column: offset - lineStart + 1 }
}

/** Where the package clause names its package: `package users` on line 3 → 3:9. */
const packageClause = (source: string) => {
  const lines = source.split("\n")
  for (const [i, text] of lines.entries()) {
    const match = /^(\s*package\s+)([A-Za-z_$#][A-Za-z0-9_$#]*)/.exec(text)
    if (match) return { line: i + 1, column: (match[1] ?? "").length + 1, name: match[2] ?? "" }
  }
  return undefined
}

/**
 * Where the brackets of `source` nest deepest (strings and comments skipped): the place to look
 * in a spec whose JSON is too large, since each level indents every line below it.
 */
export const deepestNesting = (source: string) => {
  let deepest = { depth: 0, line: 1, column: 1 }
  let depth = 0
  let line = 1
  let lineStart = 0
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (c === "\n") {
      line++
      lineStart = i + 1
    } else if (c === "/" && source[i + 1] === "/") {
      while (i + 1 < source.length && source[i + 1] !== "\n") i++
    } else if (c === '"') {
      i++
      while (i < source.length && source[i] !== '"' && source[i] !== "\n") {
        i += source[i] === "\\" ? 2 : 1
      }
      if (source[i] === "\n") i--
    } else if (c === "{" || c === "[" || c === "(") {
      depth++
      if (depth > deepest.depth) deepest = { depth, line, column: i - lineStart + 1 }
    } else if (c === "}" || c === "]" || c === ")") depth = Math.max(0, depth - 1)
  }
  return deepest
}

/** A spec file that is not UTF-8: located at its first bad byte. */
const notUtf8 = (file: string, bytes: Uint8Array, bad: number): Issue => ({
  file,
  ...bytePosition(bytes, bad),
  path: "",
  message: `not UTF-8: byte 0x${(bytes[bad] ?? 0).toString(16).padStart(2, "0")} is not valid here; a spec file is UTF-8 text`,
})

/** A spec whose JSON is past the limit: located where it nests deepest, when that is deep. */
const tooLarge = (file: string, source: string): Issue => {
  const deepest = deepestNesting(source)
  const nested = deepest.depth >= DEEP_NESTING
  return {
    file,
    ...(nested ? { line: deepest.line, column: deepest.column } : {}),
    path: "",
    message: `the spec evaluates to over ${SPEC_LIMIT_CHARS / 1_000_000} MB of JSON${nested ? `, nesting ${deepest.depth} levels deep here` : ""}; a spec this large is not one a person wrote`,
  }
}

/** A spec file in cue's package `bench`, or in none: located at its package clause. */
const packageClash = (file: string, source: string): Issue => {
  const clause = packageClause(source)
  return {
    file,
    ...(clause ? { line: clause.line, column: clause.column } : { line: 1 }),
    path: "",
    message: `${clause ? `package ${clause.name}: ` : ""}a spec file declares "package bench" or no package`,
  }
}

/** cue's errors as located issues, or its whole stderr when it names none. */
const cueFailure = (stderr: string, file: string, source: string, cwd: string): Issue[] => {
  // cue gives no position when its parser gives up on nesting depth: the deepest place is it.
  const issues = cueIssues(stderr, {
    cwd,
    specFile: file,
    displayFile: file,
    locate: (path) => locate(source, path),
  }).map((issue) => {
    if (issue.line !== undefined || !MAX_DEPTH.test(issue.message)) return issue
    const { line, column } = deepestNesting(source)
    return { ...issue, line, column }
  })
  return issues.length > 0 ? issues : [{ file, path: "", message: stderr.trim() }]
}

/** Evaluations kept in the cache before the oldest half goes. */
const EXPORTS_KEPT = 400

/**
 * Where `cue export` of this source with this schema and this cue is kept, or undefined when
 * its result could depend on more than the three: a spec that imports packages, or reads tags
 * or embedded files. The JSON of a spec is a function of its text, the schema and cue's version
 * (whose path holds it): a check or compile of unchanged specs skips cue altogether.
 */
const exportCacheFile = (cue: string, source: string): string | undefined => {
  if (/^\s*import\b|@(tag|embed)\(/m.test(source)) return undefined
  const key = Bun.hash(`${cue}\0${SCHEMA_TEXT}\0${source}`).toString(16)
  return join(cacheRoot(), "exports", `${key}.json`)
}

const readCachedExport = (path: string | undefined): unknown => {
  if (path === undefined || !existsSync(path)) return undefined
  try {
    return JSON.parse(readFileSync(path, "utf8"))
  } catch {
    return undefined // A partial or foreign file: evaluate again.
  }
}

const writeCachedExport = (path: string | undefined, json: string) => {
  if (path === undefined) return
  try {
    const dir = join(cacheRoot(), "exports")
    mkdirSync(dir, { recursive: true })
    const kept = readdirSync(dir)
    if (kept.length >= EXPORTS_KEPT) {
      const byAge = kept
        .map((name) => ({ name, at: statSync(join(dir, name)).mtimeMs }))
        .sort((a, b) => a.at - b.at)
      for (const old of byAge.slice(0, kept.length >> 1))
        rmSync(join(dir, old.name), { force: true })
    }
    const partial = `${path}.${process.pid}.partial`
    writeFileSync(partial, json)
    renameSync(partial, path)
  } catch {
    // A cache that cannot be written costs the next run one cue export, nothing more.
  }
}

/** Evaluates one spec file with the schema; its JSON, or its issues as SpecInvalid. */
export const loadSpec = (cue: string, file: string): Effect.Effect<DecodeInput, SpecInvalid> =>
  Effect.gen(function* () {
    // At once: a spec is a few KB, and an asynchronous read cost more than the reading.
    const bytes = readFileSync(file)
    const bad = invalidUtf8Offset(bytes)
    if (bad !== undefined) {
      return yield* new SpecInvalid({ issues: [notUtf8(file, bytes, bad)] })
    }
    const source = new TextDecoder().decode(bytes)
    const cached = exportCacheFile(cue, source)
    const json = readCachedExport(cached)
    if (json !== undefined) return { file, source, json }
    const cwd = process.cwd()
    // cue is resolved before any spec loads; one that cannot run or hangs is not the spec's
    // fault, so it ends the program as a defect with cue's name.
    const result = yield* spawnCollect(
      [cue, "export", schemaFile(), file, "--out", "json"],
      { cwd, env: process.env, timeoutMs: CUE_LIMIT_MS, keepChars: SPEC_LIMIT_CHARS },
      () => new Error(`cue export ${file} did not finish within ${CUE_LIMIT_MS / 1000} s`),
      (cause) => new Error(`cannot run ${cue}: ${String(cause)}`),
    ).pipe(Effect.orDie)
    if (result.code === 0) {
      // Kept whole up to the limit, only the tail beyond it: a spec past it cannot be read.
      if (result.stdout.length >= SPEC_LIMIT_CHARS) {
        return yield* new SpecInvalid({ issues: [tooLarge(file, source)] })
      }
      const json = JSON.parse(result.stdout) as unknown
      writeCachedExport(cached, result.stdout)
      return { file, source, json }
    }
    if (PACKAGE_CLASH.test(result.stderr)) {
      return yield* new SpecInvalid({ issues: [packageClash(file, source)] })
    }
    return yield* new SpecInvalid({ issues: cueFailure(result.stderr, file, source, cwd) })
  })
