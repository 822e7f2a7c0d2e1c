/**
 * Golden files, the one convention of every golden test: the expected output is a file beside
 * its test (test/report/__golden__/*.txt, test/compiler/golden/*.txtar, test/cli/malformed.txtar)
 * and `expectGolden(file, actual)` compares it byte for byte, failing with a line diff. After an
 * intended change, rerun the tests with BENCHGATE_UPDATE_GOLDEN=1: each golden file is
 * (re)written with the actual output instead of compared; review the file diff before committing.
 * Golden files are `.txt` or `.txtar` even when they hold markdown, so no formatter (biome
 * formats `.md`) ever rewrites them.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"

/** The one variable: set to 1, golden files are written instead of compared. */
const UPDATE = "BENCHGATE_UPDATE_GOLDEN"

/** Unchanged lines kept around each change in a failure's diff. */
const CONTEXT = 3

/** A line diff (longest common subsequence): ` ` kept, `-` expected only, `+` actual only. */
export const lineDiff = (expected: string, actual: string): ReadonlyArray<string> => {
  const a = expected.split("\n")
  const b = actual.split("\n")
  const lcs: Array<Array<number>> = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  )
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = lcs[i] as Array<number>
      row[j] =
        a[i] === b[j]
          ? (lcs[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(lcs[i + 1]?.[j] ?? 0, row[j + 1] ?? 0)
    }
  }
  const out: Array<string> = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push(`  ${a[i]}`)
      i++
      j++
    } else if (
      i < a.length &&
      (j >= b.length || (lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0))
    ) {
      out.push(`- ${a[i]}`)
      i++
    } else {
      out.push(`+ ${b[j]}`)
      j++
    }
  }
  return out
}

/**
 * The diff with only the changes and `context` kept lines around each: a longer run of kept
 * lines becomes one `@@ N unchanged lines @@`, so a change in a long golden file stays readable.
 */
export const foldDiff = (diff: ReadonlyArray<string>, context = CONTEXT): ReadonlyArray<string> => {
  const changed = diff.map((line) => !line.startsWith("  "))
  const near = (i: number) =>
    changed.slice(Math.max(0, i - context), i + context + 1).some((c) => c)
  const out: Array<string> = []
  let skipped = 0
  for (const [i, line] of diff.entries()) {
    if (near(i)) {
      if (skipped > 0) out.push(`@@ ${skipped} unchanged lines @@`)
      skipped = 0
      out.push(line)
    } else skipped++
  }
  if (skipped > 0) out.push(`@@ ${skipped} unchanged lines @@`)
  return out
}

/**
 * Compare `actual` with the golden file `file` (a path); throws with a line diff when they
 * differ. With BENCHGATE_UPDATE_GOLDEN=1 the file is (re)written with `actual` instead.
 */
export const expectGolden = (file: string, actual: string): void => {
  const expected = existsSync(file) ? readFileSync(file, "utf8") : undefined
  if (process.env[UPDATE] === "1") {
    if (expected !== actual) writeFileSync(file, actual)
    return
  }
  if (expected === undefined) {
    throw new Error(`golden file ${file} is missing; create it with ${UPDATE}=1`)
  }
  if (expected === actual) return
  const diff = foldDiff(lineDiff(expected, actual)).join("\n")
  throw new Error(
    `output differs from golden file ${file} (- expected, + actual);\n` +
      `if the change is intended, rerun with ${UPDATE}=1 and review the diff.\n\n${diff}`,
  )
}

/**
 * Compare the part of `file` between the lines `begin` and `end` with `actual`, as
 * expectGolden does a whole file (BENCHGATE_UPDATE_GOLDEN=1 rewrites that part): for a page
 * whose tables are rendered from the code while its prose is written by hand.
 */
export const expectGoldenPart = (file: string, begin: string, end: string, actual: string) => {
  const text = readFileSync(file, "utf8")
  const start = text.indexOf(`${begin}\n`)
  const stop = text.indexOf(`\n${end}`, start)
  if (start < 0 || stop < 0) throw new Error(`${file} has no part between ${begin} and ${end}`)
  const expected = text.slice(start + begin.length + 1, stop)
  if (process.env[UPDATE] === "1") {
    if (expected !== actual) {
      writeFileSync(file, text.slice(0, start + begin.length + 1) + actual + text.slice(stop))
    }
    return
  }
  if (expected === actual) return
  const diff = foldDiff(lineDiff(expected, actual)).join("\n")
  throw new Error(
    `${file} differs from what the code renders between ${begin} and ${end} (- the file, + rendered);\n` +
      `rerun with ${UPDATE}=1 to write it, and review the diff.\n\n${diff}`,
  )
}
