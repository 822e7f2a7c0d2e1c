/**
 * The report files a run writes (one `--NAME FILE` per format, report/exporters/Registry.ts)
 * and the exit code its verdicts give: the same for `bench check`, `bench merge` and `bench
 * report`, so a merged check reports and exits exactly as the unsharded one would.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import { Effect } from "effect"
import { ExitCode } from "../core/ExitCode.ts"
import { UsageError } from "../core/UsageError.ts"
import type { CheckResult } from "../gate/Result.ts"
import type { ExportContext, Exporter } from "../report/exporters/Exporter.ts"
import { EXPORTERS } from "../report/exporters/Registry.ts"
import { ReportUnreadable, readJsonReport } from "../report/ReadJson.ts"
import { countVerdicts } from "../report/Summary.ts"

/** A report asked for: its format and the file it goes to. */
export interface ReportFile {
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

const write = (path: string, content: string) =>
  Effect.sync(() => {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, content)
  })

/** Writes every report asked for. */
export const writeReports = (result: CheckResult, files: ReportFiles, context: ExportContext) =>
  Effect.forEach(files, ({ exporter, path }) => write(path, exporter.render(result, context)), {
    discard: true,
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
