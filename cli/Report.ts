/**
 * `bench report REPORT.json | STORE.db`: renders a check again — the table, and any of the
 * other reports (`--html`, `--markdown`, `--junit`, `--bmf`) — without measuring anything.
 * From a JSON report (`bench check --json`), or from a store: its newest run, or `--run ID`;
 * a store keeps the report of each of its newest runs (ADR 15), not of compacted ones. A
 * shard's or a replica's report carries its rounds, so its HTML gets the per-round strips too.
 */
import { closeSync, existsSync, openSync, readSync } from "node:fs"
import { Effect, Either } from "effect"
import { UsageError } from "../core/UsageError.ts"
import { Store } from "../gate/Store.ts"
import { readJsonReport } from "../report/ReadJson.ts"
import { renderTerminal } from "../report/Terminal.ts"
import { requireWritable } from "./OutputPaths.ts"
import { type ReportFiles, readReportFile, reportFlags, writeReports } from "./Reports.ts"

interface ReportOptions {
  /** The report files to write (--json, --html, …). */
  readonly reportFiles: ReportFiles
  /** A JSON report or a SQLite store. */
  readonly file: string
  /** With a store: this run instead of the newest. */
  readonly run?: number
  readonly color: boolean
}

/** Whether `file` starts with SQLite's header. */
const isStore = (file: string): boolean => {
  const fd = openSync(file, "r")
  try {
    const header = Buffer.alloc(16)
    readSync(fd, header, 0, 16, 0)
    return header.toString("latin1") === "SQLite format 3\u0000"
  } finally {
    closeSync(fd)
  }
}

const fromStore = (file: string, run: number | undefined) =>
  Effect.gen(function* () {
    const stored = yield* Effect.provide(
      Effect.flatMap(Store, (store) => store.report(run)),
      Store.layer(file),
    )
    if (stored === undefined) {
      return yield* new UsageError({
        message:
          run === undefined
            ? `${file}: no stored run has its report (runs saved by bench check keep it)`
            : `${file}: run ${run} has no stored report (a run past the newest 30 keeps only its summaries; bench history shows them)`,
      })
    }
    return yield* readJsonReport(stored.json).pipe(
      Either.mapLeft(
        (invalid) =>
          new UsageError({
            message: `${file}: the report of run ${stored.runId}: ${invalid.message}`,
          }),
      ),
    )
  })

export const report = (options: ReportOptions) =>
  Effect.gen(function* () {
    if (!existsSync(options.file)) {
      return yield* new UsageError({ message: `${options.file}: no such file` })
    }
    const store = isStore(options.file)
    if (!store && options.run !== undefined) {
      return yield* new UsageError({
        message: "--run picks a run of a store, not of a JSON report",
      })
    }
    const result = store
      ? yield* fromStore(options.file, options.run)
      : yield* readReportFile(options.file)
    yield* requireWritable({
      db: "",
      store: false,
      logs: false,
      reports: reportFlags(options.reportFiles),
    })
    process.stdout.write(renderTerminal(result, { color: options.color }))
    const runs = result.shard?.runs ?? result.replica?.runs
    yield* writeReports(result, options.reportFiles, {
      failOnInconclusive: false,
      ...(runs ? { runs } : {}),
    })
  })
