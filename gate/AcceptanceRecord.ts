/**
 * The store's record of acceptances (table `acceptances`, Migrations V7): written with the run
 * whose verdicts carry them, read by later checks of the same branch (gate/Acceptance.ts).
 * Plain SQL over the store's open database; gate/store/SaveRun.ts writes with it inside the
 * run's transaction, gate/Store.ts `acceptances` reads with it.
 */
import type { Database } from "bun:sqlite"
import type { StoredAcceptance } from "./Acceptance.ts"
import type { ScenarioOutcome } from "./Result.ts"

/** Which acceptances a check reads: those stored with runs of `branch` for one scenario. */
export interface AcceptanceQuery {
  readonly branch: string
  readonly spec: string
  readonly scenario: string
}

interface Row {
  run_id: number
  commit_sha: string
  spec: string
  scenario: string
  target: string
  threshold: string
  accepted_by: string
  level: number
}

export const acceptanceRecord = (db: Database) => {
  const insert = db.prepare(
    `INSERT INTO acceptances (run_id, spec, scenario, target, metric, threshold, accepted_by, level)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  // A level is what later checks are judged against; an acceptance without one carries nothing.
  const select = db.prepare<Row, [string, string, string]>(
    `SELECT a.run_id, r.commit_sha, a.spec, a.scenario, a.target, a.threshold, a.accepted_by,
            a.level
       FROM acceptances a JOIN runs r ON r.id = a.run_id
       WHERE r.branch = ?1 AND a.spec = ?2 AND a.scenario = ?3 AND a.level IS NOT NULL
       ORDER BY a.run_id DESC`,
  )
  return {
    /** Every accepted verdict of the run, in the caller's transaction. */
    save: (runId: number, outcomes: ReadonlyArray<ScenarioOutcome>): void => {
      for (const outcome of outcomes) {
        for (const verdict of outcome.verdicts) {
          if (verdict.accepted === undefined) continue
          const { threshold } = verdict
          insert.run(
            runId,
            outcome.spec,
            outcome.scenario,
            threshold.target,
            threshold.metric,
            threshold.text,
            verdict.accepted.by,
            verdict.accepted.level ?? null,
          )
        }
      }
    },
    /** Newest run first. */
    read: (query: AcceptanceQuery): ReadonlyArray<StoredAcceptance> =>
      select.all(query.branch, query.spec, query.scenario).map((row) => ({
        runId: row.run_id,
        commit: row.commit_sha,
        spec: row.spec,
        scenario: row.scenario,
        target: row.target,
        threshold: row.threshold,
        by: row.accepted_by,
        level: row.level,
      })),
  }
}
