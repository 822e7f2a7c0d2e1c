/**
 * `bench merge REPORT.json…`: the JSON reports of the shards of one check (`bench check
 * --shard i/n --json …`) joined into one result (report/Merge.ts): the table, the reports, the
 * check stored as one run, and the exit code an unsharded check would have given.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import { Effect } from "effect"
import { ExitCode } from "../core/ExitCode.ts"
import { UsageError } from "../core/UsageError.ts"
import { Store } from "../gate/Store.ts"
import { renderBmf } from "../report/Bmf.ts"
import { renderJson } from "../report/Json.ts"
import { renderJunit } from "../report/Junit.ts"
import { renderMarkdown } from "../report/Markdown.ts"
import { mergeShards, type ShardReport } from "../report/Merge.ts"
import { ReportUnreadable, readJsonReport } from "../report/ReadJson.ts"
import { countVerdicts } from "../report/Summary.ts"
import { renderTerminal } from "../report/Terminal.ts"
import { requireWritable } from "./OutputPaths.ts"

export interface MergeOptions {
  readonly reports: ReadonlyArray<string>
  readonly db: string
  readonly json?: string
  readonly markdown?: string
  readonly junit?: string
  readonly bmf?: string
  readonly failOnInconclusive: boolean
  readonly color: boolean
}

const read = (file: string) =>
  Effect.try({
    try: (): ShardReport => ({ file, result: readJsonReport(readFileSync(file, "utf8")) }),
    catch: (cause) =>
      new UsageError({
        message:
          cause instanceof ReportUnreadable
            ? `${file}: not a benchgate JSON report: ${cause.message}`
            : `${file}: ${(cause as Error).message}`,
      }),
  })

const write = (path: string, content: string) =>
  Effect.sync(() => {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, content)
  })

/** Merges, stores, writes the reports; the exit code. */
export const merge = (options: MergeOptions) =>
  Effect.gen(function* () {
    const reports = yield* Effect.forEach(options.reports, read)
    const outcome = mergeShards(reports)
    if (!outcome.ok) {
      return yield* new UsageError({
        message: `cannot merge:\n  ${outcome.problems.join("\n  ")}`,
      })
    }
    yield* requireWritable({
      db: options.db,
      store: true,
      reports: [
        ["--json", options.json],
        ["--markdown", options.markdown],
        ["--junit", options.junit],
        ["--bmf", options.bmf],
      ],
    })
    const { result: merged, runs } = outcome.merged
    const id = yield* Effect.provide(
      Effect.flatMap(Store, (store) => store.saveRun(merged.run, runs, merged.outcomes)),
      Store.layer(options.db),
    )
    const result = { ...merged, run: { ...merged.run, id } }
    process.stdout.write(renderTerminal(result, { color: options.color }))
    if (options.json) yield* write(options.json, renderJson(result))
    if (options.markdown) yield* write(options.markdown, renderMarkdown(result))
    if (options.junit) {
      yield* write(
        options.junit,
        renderJunit(result, { failOnInconclusive: options.failOnInconclusive }),
      )
    }
    if (options.bmf) yield* write(options.bmf, renderBmf(result))
    const counts = countVerdicts(result)
    const failed = counts.fail > 0 || (options.failOnInconclusive && counts.inconclusive > 0)
    return failed ? ExitCode.Fail : ExitCode.Pass
  })
