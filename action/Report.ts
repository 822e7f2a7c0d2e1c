/**
 * The two files `bench check` writes for the action: the JSON report (docs/json-report.md),
 * decoded by the report's own schema (report/json/JsonReport.ts), and the markdown comment body
 * (report/Markdown.ts). The action only reads them; it never recomputes a verdict. A file from
 * another tool, a newer format or with a wrong field is refused with a message naming it,
 * rather than misread.
 */
import { readFileSync } from "node:fs"
import { Either } from "effect"
import { decodeJsonReport, type JsonReport, type JsonVerdict } from "../report/json/JsonReport.ts"

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

const read = (path: string, what: string): string => {
  try {
    return readFileSync(path, "utf8")
  } catch (error) {
    throw new ReportError(`cannot read the ${what} ${path}: ${(error as Error).message}`)
  }
}

/** The report, or a ReportError thrown naming the file and the field. */
export const decodeReport = (text: string, path = "the JSON report"): JsonReport =>
  Either.getOrThrowWith(decodeJsonReport(text), (invalid) => {
    // Identity is checked first: a wrong version is the only problem then.
    const version =
      invalid.field === "version" ? (JSON.parse(text) as { version?: unknown }).version : undefined
    return typeof version === "number"
      ? new ReportError(
          `${path} has format version ${version}; this action reads version 1 (update the action)`,
        )
      : new ReportError(`${path} is not a benchgate report: ${invalid.message}`)
  })

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

/** The verdict's location in its spec, when the report carries one. */
export const locationOf = (verdict: JsonVerdict): SpecLocation | undefined => {
  const { location } = verdict
  if (location === undefined || location.file === "") return undefined
  return location.line > 0 ? location : { file: location.file }
}

export type Verdict = "pass" | "fail" | "inconclusive"

/**
 * The action's `verdict` output: the report's worst status, with "nothing decided" (skipped
 * only, or no thresholds) reported as pass — the same rule as the CLI's exit code.
 */
export const verdictOf = (report: JsonReport): Verdict =>
  report.status === "fail" ? "fail" : report.status === "inconclusive" ? "inconclusive" : "pass"
