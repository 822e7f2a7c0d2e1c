/**
 * The two files `bench check` writes for the action: the JSON report (docs/json-report.md, the
 * `JsonReport` type of report/Json.ts) and the markdown comment body (report/Markdown.ts). The
 * action only reads them; it never recomputes a verdict.
 *
 * The JSON is checked for the fields the action relies on (tool, version, status, summary, each
 * verdict's kind and status), so a file from another tool or a newer format is refused with a
 * message rather than misread.
 */
import { readFileSync } from "node:fs"
import type { JsonReport, JsonVerdict } from "../report/Json.ts"

/**
 * The first line of every benchgate comment: report/Markdown.ts `MARKER`. Repeated here rather
 * than imported so the bundles do not carry the report renderers (a test keeps the two equal).
 */
export const MARKER = "<!-- benchgate -->"

class ReportError extends Error {
  readonly _tag = "ReportError"
  override readonly name = "ReportError"
}

/** Where a threshold is written in its spec file (the JSON's `location`, when present). */
interface SpecLocation {
  readonly file: string
  /** 1-based; absent when only the file is known. */
  readonly line?: number
}

const STATUSES = new Set(["pass", "fail", "inconclusive", "skipped"])
const KINDS = new Set(["absolute", "overhead", "regression"])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const read = (path: string, what: string): string => {
  try {
    return readFileSync(path, "utf8")
  } catch (error) {
    throw new ReportError(`cannot read the ${what} ${path}: ${(error as Error).message}`)
  }
}

/** Checks the fields the action uses; the rest of the document is passed through untouched. */
export const decodeReport = (text: string, path = "the JSON report"): JsonReport => {
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch (error) {
    throw new ReportError(`${path} is not JSON: ${(error as Error).message}`)
  }
  const bad = (what: string) => new ReportError(`${path} is not a benchgate report: ${what}`)
  if (!isRecord(doc) || doc.tool !== "benchgate") throw bad('"tool" is not "benchgate"')
  if (doc.version !== 1) {
    throw new ReportError(
      `${path} has format version ${String(doc.version)}; this action reads version 1 (update the action)`,
    )
  }
  if (doc.status !== null && !STATUSES.has(doc.status as string)) throw bad('bad "status"')
  if (!isRecord(doc.summary)) throw bad('no "summary"')
  if (!Array.isArray(doc.scenarios)) throw bad('no "scenarios"')
  for (const scenario of doc.scenarios as unknown[]) {
    if (!isRecord(scenario) || !Array.isArray(scenario.verdicts))
      throw bad("a scenario has no verdicts")
    for (const verdict of scenario.verdicts as unknown[]) {
      if (!isRecord(verdict) || !KINDS.has(verdict.kind as string))
        throw bad("a verdict has no kind")
      if (!STATUSES.has(verdict.status as string)) throw bad("a verdict has no status")
    }
  }
  return doc as unknown as JsonReport
}

export const readReport = (path: string): JsonReport =>
  decodeReport(read(path, "JSON report"), path)

/** The comment body; it must be benchgate's (start with the marker), so the sticky search works. */
export const readMarkdown = (path: string): string => {
  const text = read(path, "markdown report")
  if (!text.trimStart().startsWith(MARKER)) {
    throw new ReportError(`${path} is not a benchgate comment: it does not start with ${MARKER}`)
  }
  return text
}

/**
 * The verdict's location in its spec, when the report carries one (`location: {file, line}`,
 * or `null` when the threshold could not be located).
 */
export const locationOf = (verdict: JsonVerdict): SpecLocation | undefined => {
  const location = (verdict as JsonVerdict & { readonly location?: unknown }).location
  if (!isRecord(location)) return undefined
  const { file, line } = location
  if (typeof file !== "string" || file === "") return undefined
  return typeof line === "number" && Number.isInteger(line) && line > 0 ? { file, line } : { file }
}

export type Verdict = "pass" | "fail" | "inconclusive"

/**
 * The action's `verdict` output: the report's worst status, with "nothing decided" (skipped
 * only, or no thresholds) reported as pass — the same rule as the CLI's exit code.
 */
export const verdictOf = (report: JsonReport): Verdict =>
  report.status === "fail" ? "fail" : report.status === "inconclusive" ? "inconclusive" : "pass"
