/**
 * The base a regression threshold compares against: the newest stored run of the branch that
 * measured the target — of the merge-base commit when stored — with its rounds per metric, from
 * its measurements or, once compacted, its kept rounds; and the target's estimates in the
 * branch's newest runs, what one launch against the next moved there.
 */
import type { Database } from "bun:sqlite"
import { Effect } from "effect"
import type { MetricName } from "../../core/Metric.ts"
import type { BaseReference, RunEstimates, StoredOverhead } from "../Result.ts"
import { MAX_RUNS as HISTORY_RUNS } from "../stats/LaunchSpread.ts"
import { storeStep } from "./StoreError.ts"

/** Which stored run a regression threshold compares against. */
export interface BaseQuery {
  readonly branch: string
  readonly spec: string
  readonly scenario: string
  readonly target: string
  /** The run being checked, when it is already stored: never its own base. */
  readonly excludeRunId?: number
  /** Only runs from this environment fingerprint (comparisons across machines mislead). */
  readonly fingerprint?: string
  /** Prefer the newest run of this commit (the merge-base with the branch), if stored. */
  readonly commit?: string
  /** The scenario's baseline: the base's overhead of the target over it is read too. */
  readonly baseline?: string
}

/** Compiled once per open; SQL errors here mean the schema and the code disagree. */
const statements = (db: Database) => ({
  // Plan: walk runs_by_branch newest first, probe the covering measurements_by_target index
  // per run, stop at the first hit; no temp b-tree for the ORDER BY.
  selectBase: db.prepare<
    { id: number; commit_sha: string; branch: string; fingerprint: string; compacted: number },
    [string, number, string | null, string, string, string, string | null]
  >(
    `SELECT r.id, r.commit_sha, r.branch, r.fingerprint, r.compacted FROM runs r
       WHERE r.branch = ?1 AND r.id <> ?2 AND (?3 IS NULL OR r.fingerprint = ?3)
         AND (?7 IS NULL OR r.commit_sha = ?7)
         AND (EXISTS (SELECT 1 FROM measurements m
                      WHERE m.run_id = r.id AND m.spec = ?4 AND m.scenario = ?5 AND m.target = ?6)
              OR EXISTS (SELECT 1 FROM kept_rounds k JOIN series x ON x.id = k.series_id
                         WHERE k.run_id = r.id AND x.spec = ?4 AND x.scenario = ?5
                           AND x.target = ?6))
       ORDER BY r.id DESC LIMIT 1`,
  ),
  selectValues: db.prepare<
    { metric: string; round: number; value: number },
    [number, string, string, string]
  >(
    `SELECT metric, round, value FROM measurements
       WHERE run_id = ? AND spec = ? AND scenario = ? AND target = ?`,
  ),
  // The target's per-run estimates in the newest runs of the branch and environment, oldest
  // first: what one launch against the next moved (gate/stats/LaunchSpread.ts).
  selectHistory: db.prepare<
    {
      run_id: number
      metric: string
      median: number
      overhead: number | null
      difference: number | null
    },
    [string, number, string, string, string, string, number]
  >(
    `WITH chosen AS (
       SELECT id FROM runs WHERE branch = ?1 AND id <> ?2 AND fingerprint = ?3
        ORDER BY id DESC LIMIT ?7)
     SELECT s.run_id, x.metric, s.median, s.overhead, s.difference
       FROM series x CROSS JOIN chosen c
       JOIN summaries s ON s.series_id = x.id AND s.run_id = c.id
      WHERE x.spec = ?4 AND x.scenario = ?5 AND x.target = ?6
      ORDER BY s.run_id`,
  ),
  selectKeptValues: db.prepare<
    { metric: string; round: number; value: number },
    [number, string, string, string]
  >(
    `SELECT x.metric, k.round, k.value FROM kept_rounds k JOIN series x ON x.id = k.series_id
       WHERE k.run_id = ? AND x.spec = ? AND x.scenario = ? AND x.target = ?`,
  ),
})

type Statements = ReturnType<typeof statements>

/** The run of the preferred commit (the merge-base) when there is one, else the newest. */
const baseRun = (sql: Statements, query: BaseQuery) => {
  const select = (commit: string | null) =>
    sql.selectBase.get(
      query.branch,
      query.excludeRunId ?? -1,
      query.fingerprint ?? null,
      query.spec,
      query.scenario,
      query.target,
      commit,
    )
  return (query.commit === undefined ? null : select(query.commit)) ?? select(null)
}

/** A target's rounds in run `runId`, per metric: round → value, in the order stored. */
const valuesOf = (
  sql: Statements,
  query: BaseQuery,
  target: string,
  runId: number,
  compacted: boolean,
) => {
  const byMetric = new Map<string, Map<number, number>>()
  const values = compacted ? sql.selectKeptValues : sql.selectValues
  for (const { metric, round, value } of values.all(runId, query.spec, query.scenario, target)) {
    const rounds = byMetric.get(metric) ?? new Map<number, number>()
    rounds.set(round, value)
    byMetric.set(metric, rounds)
  }
  return byMetric
}

const roundsOf = (byMetric: ReadonlyMap<string, ReadonlyMap<number, number>>) => {
  const rounds: Partial<Record<MetricName, ReadonlyArray<number>>> = {}
  for (const [metric, samples] of byMetric) rounds[metric as MetricName] = [...samples.values()]
  return rounds
}

/** The target's overhead over the baseline per metric, from the rounds that measured both. */
const overheadOf = (
  target: ReadonlyMap<string, ReadonlyMap<number, number>>,
  baseline: ReadonlyMap<string, ReadonlyMap<number, number>>,
) => {
  const overhead: Partial<Record<MetricName, StoredOverhead>> = {}
  for (const [metric, rounds] of target) {
    const reference = baseline.get(metric)
    if (reference === undefined) continue
    const ratios: number[] = []
    const differences: number[] = []
    for (const [round, value] of rounds) {
      const y = reference.get(round)
      if (y === undefined || y === 0) continue
      ratios.push(value / y)
      differences.push(value - y)
    }
    if (ratios.length > 0) overhead[metric as MetricName] = { ratios, differences }
  }
  return overhead
}

/**
 * Per metric, the target's estimates in the branch's newest runs of the base run's environment
 * (the base run among them): its level (median) and, over the baseline, its overhead.
 */
const historyOf = (
  sql: Statements,
  query: BaseQuery,
  fingerprint: string,
): Partial<Record<MetricName, RunEstimates>> => {
  const rows = sql.selectHistory.all(
    query.branch,
    query.excludeRunId ?? -1,
    fingerprint,
    query.spec,
    query.scenario,
    query.target,
    HISTORY_RUNS,
  )
  const byMetric = new Map<
    string,
    { levels: number[]; overheads: number[]; differences: number[] }
  >()
  for (const row of rows) {
    const history = byMetric.get(row.metric) ?? { levels: [], overheads: [], differences: [] }
    history.levels.push(row.median)
    if (row.overhead !== null) history.overheads.push(row.overhead)
    if (row.difference !== null) history.differences.push(row.difference)
    byMetric.set(row.metric, history)
  }
  return Object.fromEntries(byMetric)
}

const latestBase = (sql: Statements, query: BaseQuery): BaseReference | undefined => {
  const run = baseRun(sql, query)
  if (run === null) return undefined
  const compacted = run.compacted === 1
  const target = valuesOf(sql, query, query.target, run.id, compacted)
  const baseline =
    query.baseline === undefined || query.baseline === query.target
      ? undefined
      : valuesOf(sql, query, query.baseline, run.id, compacted)
  return {
    runId: run.id,
    commit: run.commit_sha,
    branch: run.branch,
    fingerprint: run.fingerprint,
    rounds: roundsOf(target),
    ...(baseline === undefined ? {} : { overhead: overheadOf(target, baseline) }),
    history: historyOf(sql, query, query.fingerprint ?? run.fingerprint),
  }
}

/** `Store.latestBase` over an open store. */
export const latestBaseOf = (db: Database, path: string) => {
  const sql = statements(db)
  return Effect.fn("Store.latestBase")(function* (query: BaseQuery) {
    return yield* storeStep(path, "Read", () => latestBase(sql, query))
  })
}
