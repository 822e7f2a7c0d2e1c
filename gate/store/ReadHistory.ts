/**
 * A target's overhead history (`Store.history`): the newest runs of the branch that measured it
 * and its reference in the same round — whole runs' rounds turned into points by gate/OverheadHistory.ts,
 * compacted runs' overheads (ratio and difference) from their summaries — oldest first.
 */
import type { Database } from "bun:sqlite"
import { Effect } from "effect"
import { DEFAULT_HISTORY_LIMIT, type HistoryQuery, overheadPoints } from "../OverheadHistory.ts"
import type { OverheadPoint } from "../Result.ts"
import { storeStep } from "./StoreError.ts"

/** Compiled once per open; SQL errors here mean the schema and the code disagree. */
const statements = (db: Database) => ({
  // Plan: walk runs_by_branch newest first; per run, probe the reference's slices by primary key
  // prefix and the target's slice of the same round and metric by a covering index; stop after
  // ?7 runs. Then only those runs' slices (CROSS JOIN keeps `chosen` the outer loop, so the
  // target's rows of other runs are never read).
  selectHistory: db.prepare<
    {
      run_id: number
      commit_sha: string
      started_at: string
      target: string
      round: number
      slot: number
      value: number
    },
    [string, string, string, string, string, string, number]
  >(
    `WITH chosen AS (
       SELECT r.id, r.commit_sha, r.started_at FROM runs r
        WHERE r.branch = ?1 AND r.compacted = 0
          AND EXISTS (SELECT 1 FROM measurements t JOIN measurements b
                        ON b.run_id = t.run_id AND b.spec = t.spec AND b.scenario = t.scenario
                       AND b.target = ?5 AND b.round = t.round AND b.metric = t.metric
                      WHERE t.run_id = r.id AND t.spec = ?2 AND t.scenario = ?3
                        AND t.target = ?4 AND t.metric = ?6 AND b.value <> 0)
        ORDER BY r.id DESC LIMIT ?7)
     SELECT c.id AS run_id, c.commit_sha, c.started_at, m.target, m.round, m.slot, m.value
       FROM chosen c CROSS JOIN measurements m
         ON m.run_id = c.id AND m.spec = ?2 AND m.scenario = ?3 AND m.metric = ?6
        AND m.target IN (?4, ?5)
      ORDER BY c.id, m.round, m.slot`,
  ),
  // The compacted runs' overheads of one series over the given baseline, newest first.
  selectHistorySummaries: db.prepare<
    {
      run_id: number
      commit_sha: string
      started_at: string
      overhead: number
      difference: number | null
    },
    [string, string, string, string, string, string, number]
  >(
    `SELECT r.id AS run_id, r.commit_sha, r.started_at, s.overhead, s.difference
       FROM series x JOIN summaries s ON s.series_id = x.id JOIN runs r ON r.id = s.run_id
      WHERE x.spec = ?2 AND x.scenario = ?3 AND x.target = ?4 AND x.metric = ?6
        AND r.branch = ?1 AND r.compacted = 1 AND s.overhead IS NOT NULL
        AND EXISTS (SELECT 1 FROM scenarios c
                     WHERE c.run_id = r.id AND c.spec = ?2 AND c.scenario = ?3 AND c.baseline = ?5)
      ORDER BY r.id DESC LIMIT ?7`,
  ),
})

type Statements = ReturnType<typeof statements>

const history = (sql: Statements, query: HistoryQuery): ReadonlyArray<OverheadPoint> => {
  if (query.target === query.reference) return []
  const limit = Math.max(0, Math.floor(query.limit ?? DEFAULT_HISTORY_LIMIT))
  // Both reads take the same parameters: the rounds of whole runs, the compacted runs' summaries.
  const params = [
    query.branch,
    query.spec,
    query.scenario,
    query.target,
    query.reference,
    query.metric,
    limit,
  ] as const
  const rows = sql.selectHistory.all(...params).map((row) => ({
    runId: row.run_id,
    commit: row.commit_sha,
    startedAt: row.started_at,
    target: row.target,
    round: row.round,
    slot: row.slot,
    value: row.value,
  }))
  const compacted = sql.selectHistorySummaries.all(...params).map(
    (row): OverheadPoint => ({
      runId: row.run_id,
      commit: row.commit_sha,
      startedAt: row.started_at,
      ratio: row.overhead,
      ...(row.difference === null ? {} : { difference: row.difference }),
    }),
  )
  // The newest `limit` of both, oldest first.
  const points = [...compacted, ...overheadPoints(rows, query)].sort(
    (a, b) => (a.runId ?? 0) - (b.runId ?? 0),
  )
  return limit === 0 ? [] : points.slice(-limit)
}

/**
 * `Store.history` over an open store: the newest `limit` (default 20) runs on the branch that
 * measured the target and its reference in the same round of the scenario, oldest first, each
 * with its overhead estimate (gate/OverheadHistory.ts). Runs of other branches, and runs without the
 * reference, are not in it.
 */
export const historyOf = (db: Database, path: string) => {
  const sql = statements(db)
  return Effect.fn("Store.history")(function* (query: HistoryQuery) {
    return yield* storeStep(path, "Read", () => history(sql, query))
  })
}
