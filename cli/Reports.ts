/**
 * The report files a run writes (one `--NAME FILE` per format, report/exporters/Registry.ts)
 * and the exit code its verdicts give: the same for `bench check`, `bench merge` and `bench
 * report`, so a merged check reports and exits exactly as the unsharded one would.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { basename, dirname, join } from "node:path"
import { Data, Effect, Either } from "effect"
import { diskFullNote } from "../core/DiskFull.ts"
import { ExitCode } from "../core/ExitCode.ts"
import { UsageError } from "../core/UsageError.ts"
import type { CheckResult } from "../gate/Result.ts"
import type { ExportContext, Exporter } from "../report/exporters/Exporter.ts"
import { EXPORTERS } from "../report/exporters/Registry.ts"
import { readJsonReport } from "../report/ReadJson.ts"
import { countVerdicts } from "../report/Summary.ts"

/** A report asked for: its format and the file it goes to. */
interface ReportFile {
  readonly exporter: Exporter
  readonly path: string
}

/** The reports asked for, in the registry's order. */
export type ReportFiles = ReadonlyArray<ReportFile>

/** The reports a command line asks for: each format whose flag names a file. */
export const reportFilesOf = (
  values: Readonly<Record<string, string | boolean | undefined>>,
): ReportFiles =>
  EXPORTERS.flatMap((exporter) => {
    const path = values[exporter.name]
    return typeof path === "string" && path !== "" ? [{ exporter, path }] : []
  })

/** Each report flag with its path, for trying them before anything runs (cli/OutputPaths.ts). */
export const reportFlags = (
  files: ReportFiles,
): ReadonlyArray<readonly [flag: string, path: string]> =>
  files.map(({ exporter, path }) => [`--${exporter.name}`, path] as const)

/** A report that could not be written after the run (a full disk, a vanished folder). Exit 3. */
class ReportNotWritten extends Data.TaggedError("ReportNotWritten")<{
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

/** A report's temporary file, `.report.json.<pid>.tmp`, and the pid that wrote it. */
const TEMPORARY = /^\.(.+)\.([0-9]+)\.tmp$/

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * The temporary files of `path` that a writer killed between its write and its rename left
 * behind (SIGKILL cannot be caught), removed by the next write: their writer is gone.
 */
const removeAbandoned = (path: string) => {
  for (const entry of readdirSync(dirname(path))) {
    const match = TEMPORARY.exec(entry)
    if (match?.[1] !== basename(path) || isAlive(Number(match[2]))) continue
    rmSync(join(dirname(path), entry), { force: true })
  }
}

/**
 * Writes `content` to a temporary file beside `path` and renames it over `path`: a reader, or
 * a process killed mid-write, sees the whole new report or what was there before, never a
 * truncated one. A failed write leaves no temporary file; one a SIGKILL left is removed by the
 * next write of the same report.
 */
const write = (flag: string, path: string, content: string, runId: number | undefined) =>
  Effect.try({
    try: () => {
      mkdirSync(dirname(path), { recursive: true })
      removeAbandoned(path)
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
export const writeReports = (result: CheckResult, files: ReportFiles, context: ExportContext) =>
  Effect.forEach(
    files,
    ({ exporter, path }) =>
      write(`--${exporter.name}`, path, exporter.render(result, context), result.run.id),
    { discard: true },
  )

/** 1 when a threshold failed (or, with --fail-on-inconclusive, one was undecided), else 0. */
export const verdictExitCode = (result: CheckResult, failOnInconclusive: boolean): number => {
  const counts = countVerdicts(result)
  const failed = counts.fail > 0 || (failOnInconclusive && counts.inconclusive > 0)
  return failed ? ExitCode.Fail : ExitCode.Pass
}

/** A JSON report read back (`bench merge`, `bench report`); exit 2 naming the file and field. */
export const readReportFile = (file: string) =>
  Effect.try({
    try: () => readFileSync(file, "utf8"),
    catch: (cause) => new UsageError({ message: `${file}: ${(cause as Error).message}` }),
  }).pipe(
    Effect.flatMap((text) =>
      readJsonReport(text).pipe(
        Either.mapLeft(
          (invalid) =>
            new UsageError({
              message: `${file}: not a benchgate JSON report: ${invalid.message}`,
            }),
        ),
      ),
    ),
  )
