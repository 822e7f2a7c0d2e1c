/**
 * `bench report REPORT.json`: renders a check's JSON report again — the table, and any of the
 * other reports (`--html`, `--markdown`, `--junit`, `--bmf`) — without measuring anything. A
 * shard's report carries its rounds, so its HTML gets the per-round strips too.
 */
import { Effect } from "effect"
import { renderTerminal } from "../report/Terminal.ts"
import { requireWritable } from "./OutputPaths.ts"
import { type ReportFiles, readReportFile, reportFlags, writeReports } from "./Reports.ts"

export interface ReportOptions extends ReportFiles {
  readonly file: string
  readonly color: boolean
}

export const report = (options: ReportOptions) =>
  Effect.gen(function* () {
    const result = yield* readReportFile(options.file)
    yield* requireWritable({ db: "", store: false, logs: false, reports: reportFlags(options) })
    process.stdout.write(renderTerminal(result, { color: options.color }))
    const runs = result.shard?.runs
    yield* writeReports(result, options, { failOnInconclusive: false, ...(runs ? { runs } : {}) })
  })
