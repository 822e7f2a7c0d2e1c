/**
 * The stored runs themselves (`Store.runs`, newest first) and the JSON report kept with each
 * whole run (`Store.report`, for `bench report STORE` and `bench site`).
 */
import type { Database } from "bun:sqlite"
import { Effect, Schema } from "effect"
import type { RunInfo } from "../Result.ts"
import { storeStep } from "./StoreError.ts"

/** A stored run: its id and the time it was saved are always known. */
export interface StoredRun extends RunInfo {
  readonly id: number
  readonly finishedAt: string
}

const EnvironmentJson = Schema.parseJson(
  Schema.Struct({
    fingerprint: Schema.String,
    cpuModel: Schema.String,
    cores: Schema.Number,
    os: Schema.String,
    tools: Schema.Record({ key: Schema.String, value: Schema.String }),
  }),
)
const decodeEnvironment = Schema.decodeUnknownSync(EnvironmentJson)

/** Compiled once per open; SQL errors here mean the schema and the code disagree. */
const statements = (db: Database) => ({
  selectRuns: db.prepare<
    {
      id: number
      started_at: string
      finished_at: string
      commit_sha: string
      branch: string
      environment: string
    },
    [number]
  >(
    `SELECT id, started_at, finished_at, commit_sha, branch, environment
       FROM runs ORDER BY id DESC LIMIT ?`,
  ),
  selectReport: db.prepare<{ run_id: number; json: string }, [number | null]>(
    `SELECT run_id, json FROM reports WHERE ?1 IS NULL OR run_id = ?1 ORDER BY run_id DESC LIMIT 1`,
  ),
})

/** `Store.runs` and `Store.report` over an open store. */
export const runReaders = (db: Database, path: string) => {
  const sql = statements(db)
  const runs = Effect.fn("Store.runs")(function* (limit: number) {
    return yield* storeStep(path, "Read", () =>
      sql.selectRuns.all(Math.max(0, Math.floor(limit))).map(
        (row): StoredRun => ({
          id: row.id,
          startedAt: row.started_at,
          finishedAt: row.finished_at,
          commit: row.commit_sha,
          branch: row.branch,
          environment: decodeEnvironment(row.environment),
        }),
      ),
    )
  })
  const report = Effect.fn("Store.report")(function* (runId?: number) {
    return yield* storeStep(path, "Read", () => {
      const row = sql.selectReport.get(runId ?? null)
      return row === null ? undefined : { runId: row.run_id, json: row.json }
    })
  })
  return { runs, report }
}
