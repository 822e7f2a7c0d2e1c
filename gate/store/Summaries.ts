/**
 * Summaries and compaction as the store writes them (ADR 15): every run is summarised when it
 * is saved — what trends read — and the runs past the newest `keepRounds` are compacted to
 * their summaries and regression rounds (gate/Compaction.ts decides which). Synchronous steps
 * for the caller's transaction.
 */
import type { Database } from "bun:sqlite"
import { type CompactionRow, compactRun, type JudgedSeries } from "../Compaction.ts"

/** Runs that keep every round when the caller does not say. */
export const DEFAULT_KEEP_ROUNDS = 30

/** Compiled once per open; SQL errors here mean the schema and the code disagree. */
const statements = (db: Database) => ({
  selectUnsummarised: db.prepare<{ id: number }, []>(
    `SELECT id FROM runs WHERE summarised = 0 ORDER BY id`,
  ),
  markSummarised: db.prepare(`UPDATE runs SET summarised = 1 WHERE id = ?`),
  selectToCompact: db.prepare<{ id: number }, [number]>(
    `SELECT id FROM runs WHERE compacted = 0 ORDER BY id DESC LIMIT -1 OFFSET ?`,
  ),
  selectRunRows: db.prepare<CompactionRow, [number]>(
    `SELECT spec, scenario, target, round, slot, metric, value FROM measurements WHERE run_id = ?`,
  ),
  selectRunScenarios: db.prepare<
    { spec: string; scenario: string; baseline: string | null; copies: string | null },
    [number]
  >(`SELECT spec, scenario, baseline, copies FROM scenarios WHERE run_id = ?`),
  selectRunJudged: db.prepare<JudgedSeries, [number]>(
    `SELECT spec, scenario, target, metric, kind FROM verdicts WHERE run_id = ?`,
  ),
  upsertSeries: db.prepare<{ id: number }, [string, string, string, string]>(
    `INSERT INTO series (spec, scenario, target, metric) VALUES (?, ?, ?, ?)
       ON CONFLICT (spec, scenario, target, metric) DO UPDATE SET spec = excluded.spec
       RETURNING id`,
  ),
  insertSummary: db.prepare(
    `INSERT INTO summaries (run_id, series_id, rounds, median, overhead, difference)
       VALUES (?, ?, ?, ?, ?, ?)`,
  ),
  insertKeptRound: db.prepare(
    `INSERT INTO kept_rounds (run_id, series_id, round, value) VALUES (?, ?, ?, ?)`,
  ),
  deleteRunRounds: db.prepare(`DELETE FROM measurements WHERE run_id = ?`),
  deleteVerdicts: db.prepare(`DELETE FROM verdicts WHERE run_id = ?`),
  deleteReport: db.prepare(`DELETE FROM reports WHERE run_id = ?`),
  markCompacted: db.prepare(`UPDATE runs SET compacted = 1 WHERE id = ?`),
})

type Statements = ReturnType<typeof statements>

/** What compaction needs of a stored run: its rows, baselines and judged series. */
const compactionOf = (sql: Statements, id: number) => {
  const rows = sql.selectRunRows.all(id)
  const scenarios = sql.selectRunScenarios.all(id)
  const baselines = new Map(
    scenarios.map((b) => [`${b.spec}\u0000${b.scenario}`, b.baseline ?? undefined] as const),
  )
  // Copies are measured and kept, but they are no series of their own.
  const copies = new Set(
    scenarios.flatMap((s) =>
      Object.keys(s.copies === null ? {} : JSON.parse(s.copies)).map(
        (target) => `${s.spec}\u0000${s.scenario}\u0000${target}`,
      ),
    ),
  )
  return {
    rows,
    compacted: compactRun({
      rows: rows.filter((r) => !copies.has(`${r.spec}\u0000${r.scenario}\u0000${r.target}`)),
      baselines,
      judged: sql.selectRunJudged.all(id),
    }),
  }
}

/** The id of a series, created when it is new. */
const seriesId = (
  sql: Statements,
  spec: string,
  scenario: string,
  target: string,
  metric: string,
) => {
  const series = sql.upsertSeries.get(spec, scenario, target, metric)
  if (series === null) throw new Error("INSERT INTO series returned no id")
  return series.id
}

/** Writes a run's summaries: what trends read, for every run, compacted or not. */
const summarise = (sql: Statements, id: number): void => {
  for (const summary of compactionOf(sql, id).compacted.summaries) {
    const series = seriesId(sql, summary.spec, summary.scenario, summary.target, summary.metric)
    sql.insertSummary.run(
      id,
      series,
      summary.rounds,
      summary.median,
      summary.overhead ?? null,
      summary.difference ?? null,
    )
  }
  sql.markSummarised.run(id)
}

/** Compacts a run: its regression rounds kept, its other rounds, verdicts and report deleted. */
const compact = (sql: Statements, id: number): void => {
  const { rows, compacted } = compactionOf(sql, id)
  for (const row of rows) {
    if (!compacted.keep(row)) continue
    const series = seriesId(sql, row.spec, row.scenario, row.target, row.metric)
    sql.insertKeptRound.run(id, series, row.round, row.value)
  }
  sql.deleteRunRounds.run(id)
  sql.deleteVerdicts.run(id)
  sql.deleteReport.run(id)
  sql.markCompacted.run(id)
}

/** The store's summary writer; each step runs inside the caller's transaction. */
export const summaryWriter = (db: Database, keepRounds = DEFAULT_KEEP_ROUNDS) => {
  const sql = statements(db)
  const keep = Math.max(1, Math.floor(keepRounds))
  return {
    summarise: (id: number): void => summarise(sql, id),
    /** Summarises the runs saved before summaries existed; a run is never compacted without. */
    summariseMissing: (): void => {
      for (const { id } of sql.selectUnsummarised.all()) summarise(sql, id)
    },
    /** Compacts every run past the newest `keepRounds` (normally the one a save pushed out). */
    compactOld: (): void => {
      for (const { id } of sql.selectToCompact.all(keep)) compact(sql, id)
    },
  }
}

export type SummaryWriter = ReturnType<typeof summaryWriter>
