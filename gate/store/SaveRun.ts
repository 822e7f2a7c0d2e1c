/**
 * Saving a run: one IMMEDIATE transaction writes the run, its scenarios, every round, every
 * verdict and acceptance, its report and summaries, and compacts the runs it pushes out — so the
 * store holds the whole run or none of it, whatever stops the process (ADR 22).
 */
import type { Database } from "bun:sqlite"
import { Effect } from "effect"
import type { acceptanceRecord } from "../AcceptanceRecord.ts"
import type { RunInfo, ScenarioOutcome, ScenarioRun } from "../Result.ts"
import { lockedWrite } from "./Lock.ts"
import { messageOf } from "./StoreError.ts"
import type { SummaryWriter } from "./Summaries.ts"

/** Compiled once per open; SQL errors here mean the schema and the code disagree. */
const statements = (db: Database) => ({
  insertRun: db.prepare<{ id: number }, [string, string, string, string, string, string]>(
    `INSERT INTO runs (started_at, finished_at, commit_sha, branch, fingerprint, environment)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
  ),
  insertScenario: db.prepare(
    `INSERT INTO scenarios (run_id, spec, scenario, baseline, copies) VALUES (?, ?, ?, ?, ?)`,
  ),
  insertMeasurement: db.prepare(
    `INSERT INTO measurements (run_id, spec, scenario, target, round, slot, metric, value, fork)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  insertVerdict: db.prepare(
    `INSERT INTO verdicts
         (run_id, spec, scenario, target, kind, metric, form, threshold, status, measured, reason)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  insertReport: db.prepare(`INSERT INTO reports (run_id, json) VALUES (?, ?)`),
})

type Statements = ReturnType<typeof statements>

/** The run's row; its id. */
const insertRun = (sql: Statements, run: RunInfo): number => {
  const row = sql.insertRun.get(
    run.startedAt,
    new Date().toISOString(),
    run.commit,
    run.branch,
    run.environment.fingerprint,
    JSON.stringify(run.environment),
  )
  if (row === null) throw new Error("INSERT INTO runs returned no id")
  return row.id
}

/** A scenario's row and one row per metric of each of its slices. */
const insertScenario = (sql: Statements, runId: number, scenarioRun: ScenarioRun): void => {
  const { spec, scenario } = scenarioRun
  sql.insertScenario.run(
    runId,
    spec,
    scenario,
    scenarioRun.baseline ?? null,
    scenarioRun.copies === undefined ? null : JSON.stringify(scenarioRun.copies),
  )
  for (const slice of scenarioRun.rounds) {
    for (const [metric, value] of Object.entries(slice.values)) {
      if (value === undefined) continue
      try {
        sql.insertMeasurement.run(
          runId,
          spec,
          scenario,
          slice.target,
          slice.round,
          slice.slot,
          metric,
          value,
          slice.fork ?? 0,
        )
      } catch (cause) {
        // Name the offending row; SQLite only names the column.
        throw new Error(
          `${spec} / ${scenario} / ${slice.target} round ${slice.round} ${metric} = ${value}: ` +
            messageOf(cause),
        )
      }
    }
  }
}

/**
 * A row per verdict, its reason as data (gate/Reason.ts), so its wording can change later; an
 * overhead's form too, so a history reads it as the limit is written (gate/Figure.ts).
 */
const insertVerdicts = (sql: Statements, runId: number, outcome: ScenarioOutcome): void => {
  for (const verdict of outcome.verdicts) {
    const { threshold } = verdict
    try {
      sql.insertVerdict.run(
        runId,
        outcome.spec,
        outcome.scenario,
        threshold.target,
        threshold.kind,
        threshold.metric,
        threshold.kind === "overhead" || threshold.kind === "overhead-regression"
          ? threshold.form
          : null,
        threshold.text,
        verdict.status,
        verdict.measured ?? null,
        JSON.stringify(verdict.reason),
      )
    } catch (cause) {
      throw new Error(
        `${outcome.spec} / ${outcome.scenario} verdict "${threshold.text}": ${messageOf(cause)}`,
      )
    }
  }
}

/** What the transaction writes besides the run's own rows. */
interface RunWriterParts {
  readonly accepted: Pick<ReturnType<typeof acceptanceRecord>, "save">
  readonly summaries: SummaryWriter
  /** Test seam: runs after every row is written, just before COMMIT (StoreOptions). */
  readonly beforeCommit?: (() => void) | undefined
}

/** The save as one transaction; a throw anywhere in it rolls the whole run back. */
export const runWriter = (db: Database, { accepted, summaries, beforeCommit }: RunWriterParts) => {
  const sql = statements(db)
  return db.transaction(
    (
      run: RunInfo,
      scenarioRuns: ReadonlyArray<ScenarioRun>,
      outcomes: ReadonlyArray<ScenarioOutcome>,
      report: ((runId: number) => string) | undefined,
    ): number => {
      const runId = insertRun(sql, run)
      for (const scenarioRun of scenarioRuns) insertScenario(sql, runId, scenarioRun)
      for (const outcome of outcomes) insertVerdicts(sql, runId, outcome)
      accepted.save(runId, outcomes)
      if (report !== undefined) sql.insertReport.run(runId, report(runId))
      summaries.summarise(runId)
      summaries.compactOld()
      beforeCommit?.()
      return runId
    },
  )
}

/** `Store.saveRun`: the transaction, waiting for another writer; the run id. */
export const saveRunOf = (path: string, lockWaitMs: number, write: ReturnType<typeof runWriter>) =>
  Effect.fn("Store.saveRun")(function* (
    run: RunInfo,
    scenarioRuns: ReadonlyArray<ScenarioRun>,
    outcomes: ReadonlyArray<ScenarioOutcome>,
    report?: (runId: number) => string,
  ) {
    // IMMEDIATE takes the write lock at BEGIN: a deferred transaction that later upgrades can
    // fail with SQLITE_BUSY regardless of busy_timeout. The call is synchronous, so an Effect
    // interruption cannot split it; a throw rolls the whole run back. While another process
    // writes, it is tried again until the lock wait is over.
    return yield* lockedWrite(
      path,
      lockWaitMs,
      "Write",
      () => write.immediate(run, scenarioRuns, outcomes, report),
      (failure) => `run not saved (rolled back): ${failure}`,
    )
  })
