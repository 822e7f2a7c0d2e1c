/**
 * Turns `cue export` error output into short, de-duplicated issues: one line per field, at the
 * position in the user's file, in words a user can act on.
 *
 * CUE prints each error as a header `path: message:` followed by indented positions. A field
 * that fails a disjunction with a default gets one "conflicting values" line per alternative
 * plus the real cause; we keep the cause, or fold an enum's alternatives into "one of".
 */
import { isAbsolute, resolve } from "node:path"
import type { Issue } from "./Issue.ts"

interface Position {
  readonly file: string
  readonly line: number
  readonly column: number
}

interface RawError {
  readonly path: string
  readonly message: string
  readonly positions: ReadonlyArray<Position>
}

const POSITION = /^\s+(.+?):(\d+):(\d+)$/

/** Splits a header into its CUE path and message; the path may hold quoted labels. */
const splitHeader = (header: string): { path: string; message: string } => {
  const text = header.replace(/:$/, "")
  let i = 0
  while (i < text.length) {
    if (text[i] === '"') {
      i++
      while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1
      i++
    } else if (text.startsWith(": ", i)) {
      const path = text.slice(0, i)
      // A path is labels joined by dots; anything else (e.g. `expected '}', found 'EOF'`) is
      // a message without a path.
      return /^("(\\.|[^"\\])*"|[^\s".:]+)(\.("(\\.|[^"\\])*"|[^\s".:]+))*$/.test(path)
        ? { path, message: text.slice(i + 2) }
        : { path: "", message: text }
    } else i++
  }
  return { path: "", message: text }
}

const parseCueOutput = (output: string, cwd: string): ReadonlyArray<RawError> => {
  const errors: Array<{ path: string; message: string; positions: Position[] }> = []
  for (const line of output.split("\n")) {
    if (line.trim() === "") continue
    const position = POSITION.exec(line)
    const current = errors.at(-1)
    if (position && current) {
      const [, file = "", lineNo = "0", column = "0"] = position
      current.positions.push({
        file: isAbsolute(file) ? file : resolve(cwd, file),
        line: Number(lineNo),
        column: Number(column),
      })
    } else {
      errors.push({ ...splitHeader(line), positions: [] })
    }
  }
  return errors
}

/** Our named patterns, so a failed match says what was expected instead of a regex. */
const PATTERN_MEANING: ReadonlyArray<readonly [string, string]> = [
  ["(ns|us|ms|s|m)$", 'a duration like "500ms" or "2s"'],
  ["(<=|<|>=|>) *[0-9]+(\\\\.[0-9]+)?x$", 'a ratio limit like "<= 2.5x" or ">= 0.6x"'],
  ["(<= *)?[0-9]+(\\\\.[0-9]+)?%$", 'a regression limit like "<= 5%"'],
  [
    "(<= *)?\\\\+? *[0-9]+(\\\\.[0-9]+)? *[A-Za-z%/µ]*$",
    'an overhead regression limit like "<= 5%" or "<= +0.5ms"',
  ],
  ["^https?://", 'an http:// or https:// URL like "http://127.0.0.1:{port}"'],
  ['=~"^/"', 'a path starting with "/"'],
]

const explain = (message: string): string => {
  const bound = /^invalid value (.*) \(out of bound (.*)\)$/.exec(message)
  if (!bound) return message
  const [, value, constraint = ""] = bound
  const meaning = PATTERN_MEANING.find(([pattern]) => constraint.includes(pattern))?.[1]
  return meaning
    ? `invalid value ${value}: expected ${meaning}`
    : `invalid value ${value}: must be ${constraint}`
}

// A value is a quoted string (which may hold " and ") or the shortest text before " and ".
const CONFLICT =
  /^conflicting values ("(?:[^"\\]|\\.)*"|.+?) and ("(?:[^"\\]|\\.)*"|.+?)(?: \(mismatched types .*\))?$/
const DISJUNCTION = /^\d+ errors in empty disjunction$/

/** The messages worth showing for one field, most specific first. */
const summarise = (messages: ReadonlyArray<string>): ReadonlyArray<string> => {
  const meaningful = messages.filter((m) => !DISJUNCTION.test(m))
  const conflicts = meaningful.flatMap((m) => {
    const match = CONFLICT.exec(m)
    return match ? [{ left: match[1] ?? "", right: match[2] ?? "" }] : []
  })
  const others = meaningful.filter((m) => !CONFLICT.test(m))
  if (others.length > 0) return others
  // Every alternative of an enum conflicted with the same user value: say what is allowed.
  const value = conflicts[0]?.right
  if (conflicts.length > 1 && conflicts.every((c) => c.right === value)) {
    return [`invalid value ${value}: must be one of ${conflicts.map((c) => c.left).join(", ")}`]
  }
  const mismatch = meaningful.find((m) => m.includes("mismatched types"))
  if (mismatch) {
    // CUE names the types in the values' order; the user's value comes first (its type is
    // the first one), the schema's expectation second.
    const [, left = ""] = CONFLICT.exec(mismatch) ?? []
    const types = /mismatched types (\w+) and (\w+)/.exec(mismatch)
    return [`invalid value ${left}: expected ${types?.[2] ?? "another type"}, got ${types?.[1]}`]
  }
  return meaningful
}

/**
 * Issues for one spec file. `locate` finds a field's line in the spec when CUE only points at
 * the schema (e.g. a required field that is missing).
 */
export const cueIssues = (
  output: string,
  options: {
    readonly cwd: string
    readonly specFile: string
    readonly displayFile: string
    readonly locate: (path: string) => { line: number; column: number } | undefined
  },
): ReadonlyArray<Issue> => {
  const specPath = resolve(options.cwd, options.specFile)
  const byPath = new Map<string, { messages: string[]; position?: Position }>()
  for (const error of parseCueOutput(output, options.cwd)) {
    const entry = byPath.get(error.path) ?? { messages: [] }
    if (!entry.messages.includes(error.message)) entry.messages.push(error.message)
    const inSpec = error.positions.find((p) => p.file === specPath)
    if (inSpec && !entry.position) entry.position = inSpec
    byPath.set(error.path, entry)
  }
  return [...byPath].flatMap(([path, entry]) => {
    const where = entry.position ?? (path ? options.locate(path) : undefined)
    return summarise(entry.messages).map((message) => ({
      file: options.displayFile,
      ...(where ? { line: where.line, column: where.column } : {}),
      path,
      message: explain(message),
    }))
  })
}
