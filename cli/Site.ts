/**
 * `bench site STORE --out DIR`: a static history site of a branch's stored runs — index.html,
 * one page per scenario (report/SitePages.ts) and, for each run whose report the store kept,
 * that report as runs/ID.html (report/Html.ts, as `bench report STORE --run ID --html` writes
 * it). Reads the store only; measures nothing. The files need no server: open index.html, or
 * publish DIR (docs/action.md does it on GitHub Pages).
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { Effect, Either } from "effect"
import { UsageError } from "../core/UsageError.ts"
import type { CheckResult } from "../gate/Result.ts"
import { Store } from "../gate/Store.ts"
import { renderHtml } from "../report/Html.ts"
import { readJsonReport } from "../report/ReadJson.ts"
import { runReportPath, type Site, siteOf } from "../report/SiteModel.ts"
import { renderScenarioPage, renderSiteIndex } from "../report/SitePages.ts"

interface SiteOptions {
  readonly db: string
  readonly out: string
  /** The branch whose runs to show; by default the branch of the store's newest run. */
  readonly branch?: string
  readonly limit: number
  readonly commitUrl?: string
}

/** Each run's kept report, by run id; a report this version cannot read costs its run's page. */
const keptReports = (runIds: ReadonlySet<number>) =>
  Effect.gen(function* () {
    const store = yield* Store
    const reports = new Map<number, CheckResult>()
    const unreadable: string[] = []
    for (const runId of runIds) {
      const stored = yield* store.report(runId)
      if (stored === undefined) continue
      // A report this version cannot read costs its run's page, not the site.
      Either.match(readJsonReport(stored.json), {
        onLeft: (invalid) => unreadable.push(`run ${runId}: ${invalid.message}`),
        onRight: (report) => reports.set(runId, report),
      })
    }
    return { reports, unreadable }
  })

/** The branch's runs (every summarised metric: the site draws each one) and their kept reports. */
const readBranch = (options: SiteOptions) =>
  Effect.gen(function* () {
    const store = yield* Store
    const branch = options.branch ?? (yield* store.runs(1))[0]?.branch
    if (branch === undefined)
      return { branch: undefined, trend: undefined, reports: new Map(), unreadable: [] }
    const trend = yield* store.trend({ branch, limit: options.limit })
    const kept = yield* keptReports(new Set(trend.summaries.map((s) => s.runId)))
    return { branch, trend, ...kept }
  })

/** The site's files by path: the index, a page per scenario and each kept run's report. */
const siteFiles = (model: Site, reports: ReadonlyMap<number, CheckResult>): Map<string, string> => {
  const files = new Map<string, string>([["index.html", renderSiteIndex(model)]])
  for (const scenario of model.scenarios)
    files.set(scenario.page, renderScenarioPage(model, scenario))
  for (const [runId, result] of reports) {
    const runs = result.shard?.runs ?? result.replica?.runs
    files.set(runReportPath(runId), renderHtml(result, runs ? { runs } : {}))
  }
  return files
}

const writeFiles = (out: string, files: ReadonlyMap<string, string>) =>
  Effect.try({
    try: () => {
      for (const [path, content] of files) {
        const file = join(out, path)
        mkdirSync(dirname(file), { recursive: true })
        writeFileSync(file, content)
      }
    },
    catch: (cause) => new UsageError({ message: `--out ${out}: ${(cause as Error).message}` }),
  })

/** Reads the branch's runs and their kept reports; the files written, relative to `out`. */
export const site = (options: SiteOptions) =>
  Effect.gen(function* () {
    if (!existsSync(options.db)) {
      return yield* new UsageError({
        message: `no store at ${options.db}; bench check writes one (--db FILE)`,
      })
    }
    const { branch, trend, reports, unreadable } = yield* Effect.provide(
      readBranch(options),
      Store.layer(options.db),
    )
    if (branch === undefined || trend === undefined) {
      return yield* new UsageError({
        message: `${options.db} holds no runs; bench check stores them`,
      })
    }
    if (trend.summaries.length === 0) {
      return yield* new UsageError({
        message: `${options.db} holds no runs of branch ${branch} (bench history --branch NAME shows another's)`,
      })
    }
    const model = siteOf({
      branch,
      trend,
      reports,
      ...(options.commitUrl === undefined ? {} : { commitUrl: options.commitUrl }),
    })
    yield* writeFiles(options.out, siteFiles(model, reports))
    return {
      branch,
      runs: model.runs.length,
      scenarios: model.scenarios.length,
      reports: reports.size,
      unreadable,
    }
  })
