/**
 * The store's schema as an ordered list of SQL steps. Step N brings a database from version N-1
 * to N; the version lives in `PRAGMA user_version` (a header field of the file, transactional,
 * readable with `sqlite3 FILE 'PRAGMA user_version'` without knowing the schema), so no
 * bookkeeping table can disagree with the tables it describes.
 *
 * Rules for new steps: append, never edit a released step; a step must be valid SQL on the
 * schema the previous steps left behind.
 */
import type { Database } from "bun:sqlite"
import { Data, Effect } from "effect"
import { ExitCode } from "../core/ExitCode.ts"

interface Migration {
  readonly version: number
  readonly description: string
  readonly sql: string
}

// Tables are STRICT so a string never lands in a REAL column. Non-finite values are refused:
// SQLite binds NaN as NULL (caught by NOT NULL) and ±Infinity as a REAL (caught by the CHECK,
// 9e999 being SQLite's spelling of infinity). `commit` is an SQL keyword, hence `commit_sha`.
const V1 = `
CREATE TABLE runs (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  started_at  TEXT NOT NULL,
  finished_at TEXT NOT NULL,
  commit_sha  TEXT NOT NULL,
  branch      TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  environment TEXT NOT NULL CHECK (json_valid(environment))
) STRICT;

-- "newest runs on branch X": walk this index backwards.
CREATE INDEX runs_by_branch ON runs (branch, id);

-- One row per metric per slice: every round is kept, summaries are derived on read.
CREATE TABLE measurements (
  run_id   INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  spec     TEXT NOT NULL,
  scenario TEXT NOT NULL,
  target   TEXT NOT NULL,
  round    INTEGER NOT NULL CHECK (round >= 0),
  slot     INTEGER NOT NULL CHECK (slot >= 0),
  metric   TEXT NOT NULL,
  value    REAL NOT NULL CHECK (abs(value) < 9e999),
  PRIMARY KEY (run_id, spec, scenario, target, round, metric)
) STRICT, WITHOUT ROWID;

-- "latest run that measured spec/scenario/target": newest run_id first within the triple.
CREATE INDEX measurements_by_target ON measurements (spec, scenario, target, run_id);

CREATE TABLE verdicts (
  run_id    INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  spec      TEXT NOT NULL,
  scenario  TEXT NOT NULL,
  target    TEXT NOT NULL,
  kind      TEXT NOT NULL CHECK (kind IN ('absolute', 'overhead', 'regression')),
  metric    TEXT NOT NULL,
  threshold TEXT NOT NULL,
  status    TEXT NOT NULL CHECK (status IN ('pass', 'fail', 'inconclusive', 'skipped')),
  measured  REAL CHECK (measured IS NULL OR abs(measured) < 9e999),
  reason    TEXT NOT NULL
) STRICT;

CREATE INDEX verdicts_by_run ON verdicts (run_id, spec, scenario);
`

// Which launch of the scenario's targets measured a slice (`load.forks`); 0 for one launch, and
// for every row stored before forks existed.
const V2 = `
ALTER TABLE measurements ADD COLUMN fork INTEGER NOT NULL DEFAULT 0 CHECK (fork >= 0);
`

// Each scenario's baseline in each run, so a history can be read from the store alone
// (`bench history`). Runs stored before it have no rows: their overheads are not in a history.
const V3 = `
CREATE TABLE scenarios (
  run_id   INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  spec     TEXT NOT NULL,
  scenario TEXT NOT NULL,
  baseline TEXT,
  PRIMARY KEY (run_id, spec, scenario)
) STRICT, WITHOUT ROWID;
`

// Compaction (gate/Compaction.ts): every run gets summaries of the series a reader follows; past
// the newest runs, a run keeps only those and the rounds its regression thresholds compare
// against. `series` names each spec/scenario/target/metric once, so a row is a few numbers.
const V4 = `
ALTER TABLE runs ADD COLUMN compacted INTEGER NOT NULL DEFAULT 0 CHECK (compacted IN (0, 1));
ALTER TABLE runs ADD COLUMN summarised INTEGER NOT NULL DEFAULT 0 CHECK (summarised IN (0, 1));

CREATE TABLE series (
  id       INTEGER PRIMARY KEY,
  spec     TEXT NOT NULL,
  scenario TEXT NOT NULL,
  target   TEXT NOT NULL,
  metric   TEXT NOT NULL,
  UNIQUE (spec, scenario, target, metric)
) STRICT;

-- Keyed series first: a history reads one series over many runs, a trend probes each series
-- for the newest runs; one key and no second index keeps a row near 25 bytes.
CREATE TABLE summaries (
  series_id INTEGER NOT NULL REFERENCES series (id),
  run_id    INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  rounds    INTEGER NOT NULL CHECK (rounds > 0),
  median    REAL NOT NULL CHECK (abs(median) < 9e999),
  overhead  REAL CHECK (overhead IS NULL OR abs(overhead) < 9e999),
  PRIMARY KEY (series_id, run_id)
) STRICT, WITHOUT ROWID;

-- A compacted run's rounds that regression thresholds compare against, keyed by series: a few
-- bytes a round where measurements spends its text keys twice (table and index).
CREATE TABLE kept_rounds (
  run_id    INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  series_id INTEGER NOT NULL REFERENCES series (id),
  round     INTEGER NOT NULL CHECK (round >= 0),
  value     REAL NOT NULL CHECK (abs(value) < 9e999),
  PRIMARY KEY (run_id, series_id, round)
) STRICT, WITHOUT ROWID;
`

// The run's JSON report (report/Json.ts), so `bench report STORE` renders a stored run again.
// Kept for the runs that keep their rounds; compaction drops it with them.
const V5 = `
CREATE TABLE reports (
  run_id INTEGER PRIMARY KEY REFERENCES runs (id) ON DELETE CASCADE,
  json   TEXT NOT NULL CHECK (json_valid(json))
) STRICT;
`

// Copies (a base commit's `x@base`, calibrate's twins) are data, not names: each scenario row
// lists its run's copies. Runs stored before: a target named `x@base` (a name decode refuses to
// users) is x's base copy. Summaries of copies are dropped, so histories list users' targets.
const V6 = `
ALTER TABLE scenarios ADD COLUMN copies TEXT CHECK (copies IS NULL OR json_valid(copies));

UPDATE scenarios SET copies = (
  SELECT json_group_object(m.target,
    json_object('of', substr(m.target, 1, length(m.target) - 5), 'kind', 'base'))
  FROM (SELECT DISTINCT target FROM measurements
        WHERE run_id = scenarios.run_id AND spec = scenarios.spec
          AND scenario = scenarios.scenario AND target LIKE '%@base') m)
WHERE EXISTS (SELECT 1 FROM measurements
              WHERE run_id = scenarios.run_id AND spec = scenarios.spec
                AND scenario = scenarios.scenario AND target LIKE '%@base');

DELETE FROM summaries WHERE series_id IN (SELECT id FROM series WHERE target LIKE '%@base');
`

// Reviewers' acceptances of failing thresholds (ADR 24), one row per accepted verdict of a run.
// A later check of the base branch judges the same threshold (same text) against `level`.
const V7 = `
CREATE TABLE acceptances (
  run_id      INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  spec        TEXT NOT NULL,
  scenario    TEXT NOT NULL,
  target      TEXT NOT NULL,
  metric      TEXT NOT NULL,
  threshold   TEXT NOT NULL,
  accepted_by TEXT NOT NULL CHECK (length(accepted_by) > 0),
  level       REAL CHECK (level IS NULL OR abs(level) < 9e999),
  PRIMARY KEY (run_id, spec, scenario, target, threshold)
) STRICT, WITHOUT ROWID;

CREATE INDEX acceptances_by_scenario ON acceptances (spec, scenario, run_id);
`

// Overhead regression verdicts (did a target's overhead over its baseline grow against the
// base): the kind CHECK is widened by rebuilding the table, as SQLite cannot alter a CHECK.
const V8 = `
CREATE TABLE verdicts_v8 (
  run_id    INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
  spec      TEXT NOT NULL,
  scenario  TEXT NOT NULL,
  target    TEXT NOT NULL,
  kind      TEXT NOT NULL
            CHECK (kind IN ('absolute', 'overhead', 'regression', 'overhead-regression')),
  metric    TEXT NOT NULL,
  threshold TEXT NOT NULL,
  status    TEXT NOT NULL CHECK (status IN ('pass', 'fail', 'inconclusive', 'skipped')),
  measured  REAL CHECK (measured IS NULL OR abs(measured) < 9e999),
  reason    TEXT NOT NULL
) STRICT;

INSERT INTO verdicts_v8 (run_id, spec, scenario, target, kind, metric, threshold, status,
                         measured, reason)
  SELECT run_id, spec, scenario, target, kind, metric, threshold, status, measured, reason
  FROM verdicts;
DROP TABLE verdicts;
ALTER TABLE verdicts_v8 RENAME TO verdicts;
CREATE INDEX verdicts_by_run ON verdicts (run_id, spec, scenario);
`

// What a history follows is what the spec gates (gate/Figure.ts, ADR 28):
// - each overhead verdict keeps the form its limit is written in (ratio `2.5x`, relative
//   `+10%`, additive `+5ms`). Rows stored before: read from the limit as the threshold's text
//   wrote it, just before ` vs BASELINE` (`x` a ratio; `%` a relative overhead, or an overhead
//   regression's ratio unless the metric is a rate; anything else additive);
// - each summary of a target with a baseline keeps target − baseline beside the ratio, for
//   overheads written as a difference. The runs that keep their rounds are summarised again
//   when the store is next opened (gate/store/Summaries.ts); compacted runs have none.
const V9 = `
ALTER TABLE verdicts ADD COLUMN form TEXT
  CHECK (form IS NULL OR form IN ('ratio', 'relative', 'additive'));

UPDATE verdicts SET form = (
  SELECT CASE substr(rtrim(substr(verdicts.threshold, 1,
                                  length(verdicts.threshold) - length(' vs ' || s.baseline))), -1)
           WHEN 'x' THEN CASE verdicts.kind WHEN 'overhead' THEN 'ratio' ELSE 'additive' END
           WHEN '%' THEN
             CASE WHEN verdicts.kind = 'overhead' THEN 'relative'
                  WHEN verdicts.metric IN ('error_rate', 'other_cpu')
                    OR verdicts.metric LIKE 'status_rate:%' THEN 'additive'
                  ELSE 'ratio' END
           ELSE 'additive' END
    FROM scenarios s
   WHERE s.run_id = verdicts.run_id AND s.spec = verdicts.spec AND s.scenario = verdicts.scenario
     AND s.baseline IS NOT NULL
     AND substr(verdicts.threshold, -length(' vs ' || s.baseline)) = ' vs ' || s.baseline)
WHERE kind IN ('overhead', 'overhead-regression');

ALTER TABLE summaries ADD COLUMN difference REAL
  CHECK (difference IS NULL OR abs(difference) < 9e999);

DELETE FROM summaries WHERE run_id IN (SELECT id FROM runs WHERE compacted = 0);
UPDATE runs SET summarised = 0 WHERE compacted = 0;
`

export const MIGRATIONS: ReadonlyArray<Migration> = [
  { version: 1, description: "runs, measurements (every round), verdicts", sql: V1 },
  { version: 2, description: "measurements.fork: the launch of the targets", sql: V2 },
  { version: 3, description: "scenarios: each scenario's baseline per run", sql: V3 },
  {
    version: 4,
    description: "compaction: runs.compacted, series, summaries, kept_rounds",
    sql: V4,
  },
  { version: 5, description: "reports: each recent run's JSON report", sql: V5 },
  { version: 6, description: "scenarios.copies: base and twin copies as data", sql: V6 },
  { version: 7, description: "acceptances: failing thresholds a reviewer accepted", sql: V7 },
  { version: 8, description: "verdicts.kind: overhead regressions", sql: V8 },
  {
    version: 9,
    description: "verdicts.form, summaries.difference: histories follow what is gated",
    sql: V9,
  },
]

/** The schema version this code writes and reads. */
export const SCHEMA_VERSION = MIGRATIONS.length

export class MigrationError extends Data.TaggedError("MigrationError")<{
  /** `NewerSchema`: the file was written by a newer benchgate; `StepFailed`: a step's SQL failed. */
  readonly reason: "NewerSchema" | "StepFailed"
  readonly found: number
  readonly detail: string
}> {
  /** Exit code 3. */
  get exitCode() {
    return ExitCode.RunFailed
  }
  override get message(): string {
    return this.detail
  }
}

interface Migrated {
  readonly from: number
  readonly to: number
}

/** The schema version the file records (SQLite's user_version). */
export const readVersion = (db: Database): number =>
  (db.query("PRAGMA user_version").get() as { user_version: number }).user_version

const newer = (found: number) =>
  new MigrationError({
    reason: "NewerSchema",
    found,
    detail:
      `database has schema version ${found} but this benchgate knows versions up to ` +
      `${SCHEMA_VERSION}; upgrade benchgate, or point --db at another file`,
  })

/** Fails without touching the file when it was written by a newer schema. */
export const ensureKnownVersion = (db: Database): Effect.Effect<number, MigrationError> =>
  Effect.try({
    try: () => readVersion(db),
    catch: (cause) =>
      new MigrationError({ reason: "StepFailed", found: -1, detail: messageOf(cause) }),
  }).pipe(Effect.filterOrFail((found) => found <= SCHEMA_VERSION, newer))

/**
 * Applies the pending steps in one IMMEDIATE transaction: the write lock is taken up front, so
 * two processes opening a fresh file at once migrate it once, and the version is re-read under
 * the lock. A failing step rolls every step of this call back, the version included.
 */
export const migrate = (db: Database): Effect.Effect<Migrated, MigrationError> =>
  Effect.gen(function* () {
    const current = yield* ensureKnownVersion(db)
    if (current === SCHEMA_VERSION) return { from: current, to: current }
    let step = current
    const apply = db.transaction((): Migrated => {
      const from = readVersion(db)
      if (from > SCHEMA_VERSION) throw newer(from)
      for (const migration of MIGRATIONS.slice(from)) {
        step = migration.version
        db.run(migration.sql)
      }
      // PRAGMA takes no bound parameters; SCHEMA_VERSION is our own integer.
      db.run(`PRAGMA user_version = ${SCHEMA_VERSION}`)
      return { from, to: SCHEMA_VERSION }
    })
    return yield* Effect.try({
      try: () => apply.immediate(),
      catch: (cause) =>
        cause instanceof MigrationError
          ? cause
          : new MigrationError({
              reason: "StepFailed",
              found: current,
              detail: `migration to version ${step} failed: ${messageOf(cause)}`,
            }),
    })
  })

const messageOf = (cause: unknown): string =>
  cause instanceof Error ? cause.message : String(cause)
