/**
 * `bench merge REPORT.json…`: the JSON reports of the shards of one check (`bench check
 * --shard i/n --json …`), or of its replicas (`--replica i/k`), joined into one result
 * (report/Merge.ts): the table, the reports, the check stored as one run, and the exit code —
 * the one an unsharded check would have given, or for replicas the pooled rounds' verdicts'.
 */
import { Effect } from "effect"
import { UsageError } from "../core/UsageError.ts"
import { Store } from "../gate/Store.ts"
import { renderJson } from "../report/Json.ts"
import { mergeReports, type ShardReport } from "../report/Merge.ts"
import { renderTerminal } from "../report/Terminal.ts"
import { requireWritable } from "./OutputPaths.ts"
import {
  type ReportFiles,
  readReportFile,
  reportFlags,
  verdictExitCode,
  writeReports,
} from "./Reports.ts"

interface MergeOptions {
  /** The report files to write (--json, --html, …). */
  readonly reportFiles: ReportFiles
  readonly reports: ReadonlyArray<string>
  readonly db: string
  readonly failOnInconclusive: boolean
  readonly color: boolean
}

/** Merges, stores, writes the reports; the exit code. */
export const merge = (options: MergeOptions) =>
  Effect.gen(function* () {
    const reports = yield* Effect.forEach(options.reports, (file) =>
      Effect.map(readReportFile(file), (result): ShardReport => ({ file, result })),
    )
    const outcome = mergeReports(reports)
    if (!outcome.ok) {
      return yield* new UsageError({
        message: `cannot merge:\n  ${outcome.problems.join("\n  ")}`,
      })
    }
    yield* requireWritable({
      db: options.db,
      store: true,
      reports: reportFlags(options.reportFiles),
    })
    const { result: merged, runs } = outcome.merged
    const id = yield* Effect.provide(
      Effect.flatMap(Store, (store) =>
        store.saveRun(merged.run, runs, merged.outcomes, (runId) =>
          renderJson({ ...merged, run: { ...merged.run, id: runId } }),
        ),
      ),
      Store.layer(options.db),
    )
    const result = { ...merged, run: { ...merged.run, id } }
    process.stdout.write(renderTerminal(result, { color: options.color }))
    yield* writeReports(result, options.reportFiles, {
      failOnInconclusive: options.failOnInconclusive,
      runs,
    })
    return verdictExitCode(result, options.failOnInconclusive)
  })
