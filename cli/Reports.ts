/**
 * The report files a run writes (`--json`, `--markdown`, `--junit`, `--bmf`, `--html`) and the
 * exit code its verdicts give: the same for `bench check`, `bench merge` and `bench report`, so a
 * merged check reports and exits exactly as the unsharded one would.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import { Effect } from "effect"
import { ExitCode } from "../core/ExitCode.ts"
import { UsageError } from "../core/UsageError.ts"
import type { CheckResult, ScenarioRun } from "../gate/Result.ts"
import { renderBmf } from "../report/Bmf.ts"
import { renderHtml } from "../report/Html.ts"
import { renderJson } from "../report/Json.ts"
import { renderJunit } from "../report/Junit.ts"
import { renderMarkdown } from "../report/Markdown.ts"
import { ReportUnreadable, readJsonReport } from "../report/ReadJson.ts"
import { countVerdicts } from "../report/Summary.ts"

export interface ReportFiles {
  readonly json?: string
  readonly markdown?: string
  readonly junit?: string
  readonly bmf?: string
  readonly html?: string
}

/** Each report flag with its path, for trying them before anything runs (cli/OutputPaths.ts). */
export const reportFlags = (
  files: ReportFiles,
): ReadonlyArray<readonly [flag: string, path: string | undefined]> => [
  ["--json", files.json],
  ["--markdown", files.markdown],
  ["--junit", files.junit],
  ["--bmf", files.bmf],
  ["--html", files.html],
]

const write = (path: string, content: string) =>
  Effect.sync(() => {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, content)
  })

/** Writes every report asked for. */
export const writeReports = (
  result: CheckResult,
  files: ReportFiles,
  options: {
    readonly failOnInconclusive: boolean
    /** Every round measured, for the HTML report's strip plots. */
    readonly runs?: ReadonlyArray<ScenarioRun>
  },
) =>
  Effect.gen(function* () {
    if (files.json) yield* write(files.json, renderJson(result))
    if (files.markdown) yield* write(files.markdown, renderMarkdown(result))
    if (files.junit) yield* write(files.junit, renderJunit(result, options))
    if (files.bmf) yield* write(files.bmf, renderBmf(result))
    const runs = options.runs
    if (files.html) yield* write(files.html, renderHtml(result, runs ? { runs } : {}))
  })

/** 1 when a threshold failed (or, with --fail-on-inconclusive, one was undecided), else 0. */
export const verdictExitCode = (result: CheckResult, failOnInconclusive: boolean): number => {
  const counts = countVerdicts(result)
  const failed = counts.fail > 0 || (failOnInconclusive && counts.inconclusive > 0)
  return failed ? ExitCode.Fail : ExitCode.Pass
}

/** A JSON report read back (`bench merge`, `bench report`); exit 2 naming the file and field. */
export const readReportFile = (file: string) =>
  Effect.try({
    try: () => readJsonReport(readFileSync(file, "utf8")),
    catch: (cause) =>
      new UsageError({
        message:
          cause instanceof ReportUnreadable
            ? `${file}: not a benchgate JSON report: ${cause.message}`
            : `${file}: ${(cause as Error).message}`,
      }),
  })
