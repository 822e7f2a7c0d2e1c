/**
 * What `bench history` and `bench site` read (`Store.trend`): the newest runs of a branch, their
 * summaries (gate/store/Summaries.ts, compacted runs included), their scenarios' baselines, and
 * the thresholds their kept verdicts judged — what decides the figure each series follows
 * (gate/Figure.ts).
 */
import type { Database } from "bun:sqlite"
import { Effect } from "effect"
import type { TrendBaseline, TrendData, TrendGate, TrendSummary } from "../Trend.ts"
import { storeStep } from "./StoreError.ts"

/** Which runs a trend reads (`bench history`). */
export interface TrendQuery {
  readonly branch: string
  /** The newest this many runs of the branch. */
  readonly limit: number
  /** Only this spec, and within it only this scenario. */
  readonly spec?: string
  readonly scenario?: string
  /** Only these metrics (the ones a trend follows); all when absent. */
  readonly metrics?: ReadonlyArray<string>
}

/** Compiled once per open; SQL errors here mean the schema and the code disagree. */
const statements = (db: Database) => ({
  // The newest ?2 runs of the branch (runs_by_branch backwards), then their summaries, narrowed
  // to a spec, a scenario and metrics when given.
  selectTrendSummaries: db.prepare<
    {
      run_id: number
      commit_sha: string
      started_at: string
      spec: string
      scenario: string
      target: string
      metric: string
      rounds: number
      median: number
      overhead: number | null
      difference: number | null
    },
    [string, number, string | null, string | null, string | null]
  >(
    `WITH chosen AS (
       SELECT id, commit_sha, started_at FROM runs WHERE branch = ?1 ORDER BY id DESC LIMIT ?2)
     SELECT c.id AS run_id, c.commit_sha, c.started_at, x.spec, x.scenario, x.target, x.metric,
            s.rounds, s.median, s.overhead, s.difference
       FROM series x CROSS JOIN chosen c
       JOIN summaries s ON s.series_id = x.id AND s.run_id = c.id
      WHERE (?3 IS NULL OR x.spec = ?3) AND (?4 IS NULL OR x.scenario = ?4)
        AND (?5 IS NULL OR x.metric IN (SELECT value FROM json_each(?5)))
      ORDER BY c.id`,
  ),
  selectTrendBaselines: db.prepare<
    { run_id: number; spec: string; scenario: string; baseline: string | null },
    [string, number]
  >(
    `WITH chosen AS (SELECT id FROM runs WHERE branch = ?1 ORDER BY id DESC LIMIT ?2)
     SELECT s.run_id, s.spec, s.scenario, s.baseline
       FROM chosen c CROSS JOIN scenarios s ON s.run_id = c.id`,
  ),
  // The chosen runs' verdicts by verdicts_by_run, in the order they were saved; a reason that
  // is data names the implicit error limit (rows saved before reasons were data cannot be one).
  selectTrendGates: db.prepare<
    {
      run_id: number
      spec: string
      scenario: string
      target: string
      kind: TrendGate["kind"]
      metric: string
      form: "ratio" | "relative" | "additive" | null
    },
    [string, number, string | null, string | null]
  >(
    `WITH chosen AS (SELECT id FROM runs WHERE branch = ?1 ORDER BY id DESC LIMIT ?2)
     SELECT v.run_id, v.spec, v.scenario, v.target, v.kind, v.metric, v.form
       FROM chosen c CROSS JOIN verdicts v ON v.run_id = c.id
      WHERE (?3 IS NULL OR v.spec = ?3) AND (?4 IS NULL OR v.scenario = ?4)
        AND CASE WHEN json_valid(v.reason) THEN json_extract(v.reason, '$.kind') END
            IS NOT 'default-error-rate'
      ORDER BY v.run_id, v.rowid`,
  ),
  selectJudgedRuns: db.prepare<{ id: number }, [string, number]>(
    `SELECT id FROM (SELECT id, compacted FROM runs WHERE branch = ?1 ORDER BY id DESC LIMIT ?2)
      WHERE compacted = 0`,
  ),
})

type Statements = ReturnType<typeof statements>

const trend = (sql: Statements, query: TrendQuery): TrendData => {
  const limit = Math.max(0, Math.floor(query.limit))
  const metrics = query.metrics === undefined ? null : JSON.stringify(query.metrics)
  const summaries = sql.selectTrendSummaries
    .all(query.branch, limit, query.spec ?? null, query.scenario ?? null, metrics)
    .map(
      (row): TrendSummary => ({
        runId: row.run_id,
        commit: row.commit_sha,
        startedAt: row.started_at,
        spec: row.spec,
        scenario: row.scenario,
        target: row.target,
        metric: row.metric,
        rounds: row.rounds,
        median: row.median,
        ...(row.overhead === null ? {} : { overhead: row.overhead }),
        ...(row.difference === null ? {} : { difference: row.difference }),
      }),
    )
  const baselines = sql.selectTrendBaselines.all(query.branch, limit).map(
    (row): TrendBaseline => ({
      runId: row.run_id,
      spec: row.spec,
      scenario: row.scenario,
      baseline: row.baseline ?? undefined,
    }),
  )
  const gates = sql.selectTrendGates
    .all(query.branch, limit, query.spec ?? null, query.scenario ?? null)
    .map(
      (row): TrendGate => ({
        runId: row.run_id,
        spec: row.spec,
        scenario: row.scenario,
        target: row.target,
        kind: row.kind,
        metric: row.metric,
        ...(row.form === null ? {} : { form: row.form }),
      }),
    )
  const judgedRuns = sql.selectJudgedRuns.all(query.branch, limit).map((row) => row.id)
  return { baselines, summaries, gates, judgedRuns }
}

/** `Store.trend` over an open store. */
export const trendOf = (db: Database, path: string) => {
  const sql = statements(db)
  return Effect.fn("Store.trend")(function* (query: TrendQuery) {
    return yield* storeStep(path, "Read", () => trend(sql, query))
  })
}
