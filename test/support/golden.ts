/**
 * Golden-file comparison with a diff-friendly failure message. Expected text lives in
 * test/report/__golden__/; run with BENCHGATE_UPDATE_GOLDEN=1 to (re)write it after an
 * intended change, then review the file diff. Golden files are `.txt` even when they hold
 * markdown, so no formatter (biome formats `.md`) ever rewrites them.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

const DIR = join(import.meta.dir, "../report/__golden__")
const UPDATE = process.env.BENCHGATE_UPDATE_GOLDEN === "1"

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
      j < b.length &&
      (i >= a.length || (lcs[i]?.[j + 1] ?? 0) >= (lcs[i + 1]?.[j] ?? 0))
    ) {
      out.push(`+ ${b[j]}`)
      j++
    } else {
      out.push(`- ${a[i]}`)
      i++
    }
  }
  return out
}

/** Compare `actual` with the golden file `name`; throws with a line diff when they differ. */
export const expectGolden = (name: string, actual: string): void => {
  const file = join(DIR, name)
  if (UPDATE) {
    writeFileSync(file, actual)
    return
  }
  if (!existsSync(file)) {
    throw new Error(`golden file ${file} is missing; create it with BENCHGATE_UPDATE_GOLDEN=1`)
  }
  const expected = readFileSync(file, "utf8")
  if (expected === actual) return
  const diff = lineDiff(expected, actual).join("\n")
  throw new Error(
    `output differs from golden file ${file} (- expected, + actual);\n` +
      `if the change is intended, rerun with BENCHGATE_UPDATE_GOLDEN=1 and review the diff.\n\n${diff}`,
  )
}
