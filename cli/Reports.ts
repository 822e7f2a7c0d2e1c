/**
 * The report files a run writes (`--json`, `--markdown`, `--junit`, `--bmf`, `--html`) and the
 * exit code its verdicts give: the same for `bench check`, `bench merge` and `bench report`, so a
 * merged check reports and exits exactly as the unsharded one would.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { basename, dirname, join } from "node:path"
import { Data, Effect } from "effect"
import { diskFullNote } from "../core/DiskFull.ts"
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

/** A report that could not be written after the run (a full disk, a vanished folder). Exit 3. */
export class ReportNotWritten extends Data.TaggedError("ReportNotWritten")<{
  readonly flag: string
  readonly path: string
  readonly reason: string
  /** The stored run the report is of, when the run was stored. */
  readonly runId?: number
}> {
  /** Exit code 3: the check's result is not all where it was asked for. */
  get exitCode() {
    return ExitCode.RunFailed
  }
  override get message() {
    const stored = this.runId === undefined ? "" : ` (the run is stored as run ${this.runId})`
    return `${this.flag} ${this.path}: not written: ${this.reason}${stored}`
  }
}

/**
 * Writes `content` to a temporary file beside `path` and renames it over `path`: a reader, or
 * a process killed mid-write, sees the whole new report or what was there before, never a
 * truncated one. A failed write leaves no temporary file.
 */
const write = (flag: string, path: string, content: string, runId: number | undefined) =>
  Effect.try({
    try: () => {
      mkdirSync(dirname(path), { recursive: true })
      const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`)
      try {
        writeFileSync(temporary, content)
        renameSync(temporary, path)
      } catch (error) {
        rmSync(temporary, { force: true })
        throw error
      }
    },
    catch: (cause) => {
      const reason = (cause as Error).message
      const full = diskFullNote(dirname(path))
      return new ReportNotWritten({
        flag,
        path,
        reason: full === undefined ? reason : `${reason}: ${full}`,
        ...(runId === undefined ? {} : { runId }),
      })
    },
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
    const id = result.run.id
    if (files.json) yield* write("--json", files.json, renderJson(result), id)
    if (files.markdown) yield* write("--markdown", files.markdown, renderMarkdown(result), id)
    if (files.junit) yield* write("--junit", files.junit, renderJunit(result, options), id)
    if (files.bmf) yield* write("--bmf", files.bmf, renderBmf(result), id)
    const runs = options.runs
    if (files.html) {
      yield* write("--html", files.html, renderHtml(result, runs ? { runs } : {}), id)
    }
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
