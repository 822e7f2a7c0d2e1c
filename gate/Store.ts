/**
 * The SQLite store: every measured round, every verdict and the run's environment, one
 * transaction per `bench check`. The store keeps raw rounds; summaries (the base branch's
 * medians) are computed on read, so a change of estimator never needs a migration.
 */
import { Database } from "bun:sqlite"
import { mkdirSync } from "node:fs"
import { dirname } from "node:path"
import { Context, Data, Effect, Layer, Schema } from "effect"
import { diskFullNote } from "../core/DiskFull.ts"
import { ExitCode } from "../core/ExitCode.ts"
import type { MetricName } from "../core/Metric.ts"
import type { StoredAcceptance } from "./Acceptance.ts"
import { type AcceptanceQuery, acceptanceRecord } from "./AcceptanceRecord.ts"
import { type CompactionRow, compactRun, type JudgedSeries } from "./Compaction.ts"
import { DEFAULT_HISTORY_LIMIT, type HistoryQuery, overheadPoints } from "./History.ts"
import { ensureKnownVersion, MigrationError, migrate } from "./Migrations.ts"
import type {
  BaseReference,
  OverheadPoint,
  RunInfo,
  ScenarioOutcome,
  ScenarioRun,
} from "./Result.ts"
import type { TrendBaseline, TrendSummary } from "./Trend.ts"

export class StoreError extends Data.TaggedError("StoreError")<{
  /** The database file, as given to `Store.layer`. */
  readonly path: string
  readonly reason: "Open" | "NewerSchema" | "Migrate" | "Write" | "Read"
  /** What went wrong, from the cause: SQLite's message with the row it was about. */
  readonly detail: string
}> {
  /** Exit code 3. */
  get exitCode() {
    return ExitCode.RunFailed
  }
  override get message(): string {
    return `store ${this.path}: ${this.detail}`
  }
}

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
}

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

/** What a trend is computed from (gate/Trend.ts `trendSeries`). */
export interface TrendData {
  readonly baselines: ReadonlyArray<TrendBaseline>
  /** Every chosen run's summaries (gate/Compaction.ts), compacted or not. */
  readonly summaries: ReadonlyArray<TrendSummary>
}

/** A stored run: its id and the time it was saved are always known. */
export interface StoredRun extends RunInfo {
  readonly id: number
  readonly finishedAt: string
}

export interface StoreOptions {
  /**
   * Milliseconds a writer waits in all for another process's write lock before failing
   * (default DEFAULT_LOCK_WAIT_MS).
   */
  readonly busyTimeoutMs?: number
  /**
   * Test seam: runs inside the saveRun transaction after every row is written, just before
   * COMMIT. Lets a test kill the process at the worst moment; a throw here rolls back.
   */
  readonly beforeCommit?: () => void
  /**
   * Runs that keep every round (default 30, the newest by id); older ones are compacted when a
   * run is saved (gate/Compaction.ts, ADR 15).
   */
  readonly keepRounds?: number
}

/**
 * How long a write waits for another writer of the same store (two CI jobs sharing a cache, two
 * terminals) before giving up: far longer than any save takes, so writers queue rather than
 * lose a measured run (ADR 22).
 */
export const DEFAULT_LOCK_WAIT_MS = 60_000
/**
 * SQLite's own wait inside one try. A try blocks the thread, so it is short: between tries
 * the wait is an Effect sleep, and Ctrl-C stops it at once.
 */
const TRY_WAIT_MS = 200
const RETRY_PAUSE_MS = 50

/** Runs that keep every round when the caller does not say. */
export const DEFAULT_KEEP_ROUNDS = 30

export interface StoreService {
  readonly path: string
  /** Stores the run, every round of every scenario and every verdict atomically; the run id. */
  readonly saveRun: (
    run: RunInfo,
    runs: ReadonlyArray<ScenarioRun>,
    outcomes: ReadonlyArray<ScenarioOutcome>,
    /** The run's JSON report given its id, stored in the same transaction (`bench report`). */
    report?: (runId: number) => string,
  ) => Effect.Effect<number, StoreError>
  /**
   * A stored run's JSON report: run `runId`, or the newest run that has one. Undefined when
   * there is none (compacted, or saved without one).
   */
  readonly report: (
    runId?: number,
  ) => Effect.Effect<{ readonly runId: number; readonly json: string } | undefined, StoreError>
  /** The newest run on the branch that measured spec/scenario/target, with per-metric medians. */
  readonly latestBase: (query: BaseQuery) => Effect.Effect<BaseReference | undefined, StoreError>
  /**
   * The overhead history of a target: the newest `limit` (default 20) runs on the branch that
   * measured the target and its reference in the same round of the scenario, oldest first, each
   * with its overhead estimate (gate/History.ts). Runs of other branches, and runs without the
   * reference, are not in it.
   */
  readonly history: (query: HistoryQuery) => Effect.Effect<ReadonlyArray<OverheadPoint>, StoreError>
  /** The rounds and baselines of the newest `limit` runs of a branch, for `bench history`. */
  readonly trend: (query: TrendQuery) => Effect.Effect<TrendData, StoreError>
  /** The newest `limit` runs, newest first. */
  readonly runs: (limit: number) => Effect.Effect<ReadonlyArray<StoredRun>, StoreError>
  /** The acceptances stored with runs of a branch for one scenario, newest run first. */
  readonly acceptances: (
    query: AcceptanceQuery,
  ) => Effect.Effect<ReadonlyArray<StoredAcceptance>, StoreError>
}

export class Store extends Context.Tag("benchgate/Store")<Store, StoreService>() {
  /** Opens (creating the file and its directory), migrates, and closes when the scope ends. */
  static readonly layer = (
    path: string,
    options: StoreOptions = {},
  ): Layer.Layer<Store, StoreError> => Layer.scoped(Store, make(path, options))
}

const messageOf = (cause: unknown): string =>
  cause instanceof Error ? cause.message : String(cause)

/** Another connection holds the lock (SQLITE_BUSY, or its message as a migration reports it). */
const isBusy = (cause: unknown): boolean =>
  (typeof cause === "object" &&
    cause !== null &&
    String((cause as { code?: unknown }).code ?? "").startsWith("SQLITE_BUSY")) ||
  messageOf(cause).includes("database is locked")

/**
 * Runs `step` (a synchronous write that takes the write lock) until it gets the lock, for up to
 * `waitMs` in all; other failures end it at once. The error names the other writer when the
 * lock never came.
 */
const whileLocked = <A, E>(
  path: string,
  waitMs: number,
  step: Effect.Effect<A, E>,
  causeOf: (error: E) => unknown,
  giveUp: (detail: string) => E,
): Effect.Effect<A, E> => {
  const deadline = Date.now() + waitMs
  const attempt: Effect.Effect<A, E> = Effect.catchAll(step, (error) =>
    isBusy(causeOf(error)) && Date.now() < deadline
      ? Effect.zipRight(
          Effect.sleep(RETRY_PAUSE_MS),
          Effect.suspend(() => attempt),
        )
      : Effect.fail(
          isBusy(causeOf(error))
            ? giveUp(
                `another process has been writing ${path} for over ${Math.round(waitMs / 1000)} s ` +
                  "(database is locked)",
              )
            : error,
        ),
  )
  return attempt
}

/**
 * SQLite's words for a failed write, with the cause when the store's file system is full:
 * SQLite may say only "disk I/O error" (the -shm or -wal could not grow).
 */
const writeFailure = (path: string, cause: unknown): string => {
  const note = path === "" || path === ":memory:" ? undefined : diskFullNote(dirname(path))
  return note === undefined ? messageOf(cause) : `${messageOf(cause)}: ${note}`
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

const open = (path: string, busyTimeoutMs: number) =>
  Effect.acquireRelease(
    Effect.try({
      try: () => {
        if (path !== "" && path !== ":memory:") mkdirSync(dirname(path), { recursive: true })
        // strict: a missing bound parameter throws instead of silently binding NULL.
        const db = new Database(path, { create: true, readwrite: true, strict: true })
        db.run(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`)
        return db
      },
      catch: (cause) => new StoreError({ path, reason: "Open", detail: writeFailure(path, cause) }),
    }),
    (db) =>
      Effect.try(() => db.close(true)).pipe(
        Effect.catchAll((error) => Effect.logWarning(`closing store ${path}: ${error.message}`)),
      ),
  )

/** Compiled once per open; SQL errors here mean the schema and the code disagree. */
const prepareStatements = (db: Database) => ({
  insertRun: db.prepare<{ id: number }, [string, string, string, string, string, string]>(
    `INSERT INTO runs (started_at, finished_at, commit_sha, branch, fingerprint, environment)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
  ),
  insertMeasurement: db.prepare(
    `INSERT INTO measurements (run_id, spec, scenario, target, round, slot, metric, value, fork)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
  insertVerdict: db.prepare(
    `INSERT INTO verdicts
         (run_id, spec, scenario, target, kind, metric, threshold, status, measured, reason)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ),
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
  selectValues: db.prepare<{ metric: string; value: number }, [number, string, string, string]>(
    `SELECT metric, value FROM measurements
       WHERE run_id = ? AND spec = ? AND scenario = ? AND target = ?`,
  ),
  selectKeptValues: db.prepare<{ metric: string; value: number }, [number, string, string, string]>(
    `SELECT x.metric, k.value FROM kept_rounds k JOIN series x ON x.id = k.series_id
       WHERE k.run_id = ? AND x.spec = ? AND x.scenario = ? AND x.target = ?`,
  ),
  insertKeptRound: db.prepare(
    `INSERT INTO kept_rounds (run_id, series_id, round, value) VALUES (?, ?, ?, ?)`,
  ),
  deleteRunRounds: db.prepare(`DELETE FROM measurements WHERE run_id = ?`),
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
  insertScenario: db.prepare(
    `INSERT INTO scenarios (run_id, spec, scenario, baseline, copies) VALUES (?, ?, ?, ?, ?)`,
  ),
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
    },
    [string, number, string | null, string | null, string | null]
  >(
    `WITH chosen AS (
       SELECT id, commit_sha, started_at FROM runs WHERE branch = ?1 ORDER BY id DESC LIMIT ?2)
     SELECT c.id AS run_id, c.commit_sha, c.started_at, x.spec, x.scenario, x.target, x.metric,
            s.rounds, s.median, s.overhead
       FROM series x CROSS JOIN chosen c
       JOIN summaries s ON s.series_id = x.id AND s.run_id = c.id
      WHERE (?3 IS NULL OR x.spec = ?3) AND (?4 IS NULL OR x.scenario = ?4)
        AND (?5 IS NULL OR x.metric IN (SELECT value FROM json_each(?5)))
      ORDER BY c.id`,
  ),
  // The compacted runs' overheads of one series over the given baseline, newest first.
  selectHistorySummaries: db.prepare<
    { run_id: number; commit_sha: string; started_at: string; overhead: number },
    [string, string, string, string, string, string, number]
  >(
    `SELECT r.id AS run_id, r.commit_sha, r.started_at, s.overhead
       FROM series x JOIN summaries s ON s.series_id = x.id JOIN runs r ON r.id = s.run_id
      WHERE x.spec = ?2 AND x.scenario = ?3 AND x.target = ?4 AND x.metric = ?6
        AND r.branch = ?1 AND r.compacted = 1 AND s.overhead IS NOT NULL
        AND EXISTS (SELECT 1 FROM scenarios c
                     WHERE c.run_id = r.id AND c.spec = ?2 AND c.scenario = ?3 AND c.baseline = ?5)
      ORDER BY r.id DESC LIMIT ?7`,
  ),
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
    `INSERT INTO summaries (run_id, series_id, rounds, median, overhead) VALUES (?, ?, ?, ?, ?)`,
  ),
  deleteVerdicts: db.prepare(`DELETE FROM verdicts WHERE run_id = ?`),
  deleteReport: db.prepare(`DELETE FROM reports WHERE run_id = ?`),
  insertReport: db.prepare(`INSERT INTO reports (run_id, json) VALUES (?, ?)`),
  selectReport: db.prepare<{ run_id: number; json: string }, [number | null]>(
    `SELECT run_id, json FROM reports WHERE ?1 IS NULL OR run_id = ?1 ORDER BY run_id DESC LIMIT 1`,
  ),
  markCompacted: db.prepare(`UPDATE runs SET compacted = 1 WHERE id = ?`),
  selectTrendBaselines: db.prepare<
    { run_id: number; spec: string; scenario: string; baseline: string | null },
    [string, number]
  >(
    `WITH chosen AS (SELECT id FROM runs WHERE branch = ?1 ORDER BY id DESC LIMIT ?2)
     SELECT s.run_id, s.spec, s.scenario, s.baseline
       FROM chosen c CROSS JOIN scenarios s ON s.run_id = c.id`,
  ),
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
})

const make = (path: string, options: StoreOptions) =>
  Effect.gen(function* () {
    const lockWaitMs = Math.max(0, options.busyTimeoutMs ?? DEFAULT_LOCK_WAIT_MS)
    const db = yield* open(path, Math.min(TRY_WAIT_MS, lockWaitMs))
    /** A write step of the opening, retried while another process holds the lock. */
    const openingStep = <A>(reason: StoreError["reason"], step: () => A) =>
      whileLocked(
        path,
        lockWaitMs,
        Effect.try({
          try: step,
          catch: (cause) => ({ cause }),
        }),
        (error) => error.cause,
        (detail) => ({ cause: new Error(detail) }),
      ).pipe(
        Effect.mapError(
          (error) => new StoreError({ path, reason, detail: writeFailure(path, error.cause) }),
        ),
      )
    const migrationFailed = (error: MigrationError) =>
      new StoreError({
        path,
        reason: error.reason === "NewerSchema" ? "NewerSchema" : "Migrate",
        detail: error.reason === "NewerSchema" ? error.detail : writeFailure(path, error.detail),
      })
    // Refuse a newer file before anything below writes to it (even the journal mode).
    yield* whileLocked(
      path,
      lockWaitMs,
      ensureKnownVersion(db),
      (error) => error.detail,
      (detail) => new MigrationError({ reason: "StepFailed", found: -1, detail }),
    ).pipe(Effect.mapError(migrationFailed))
    // WAL: readers (a `history` in another terminal) never block the writer. NORMAL sync in
    // WAL mode survives a process crash; only a power cut can lose the last commit.
    yield* openingStep("Open", () =>
      db.run("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON"),
    )
    yield* whileLocked(
      path,
      lockWaitMs,
      migrate(db),
      (error) => error.detail,
      (detail) => new MigrationError({ reason: "StepFailed", found: -1, detail }),
    ).pipe(Effect.mapError(migrationFailed))

    const sql = yield* Effect.try({
      try: () => prepareStatements(db),
      catch: (cause) => new StoreError({ path, reason: "Open", detail: messageOf(cause) }),
    })
    const accepted = yield* Effect.try({
      try: () => acceptanceRecord(db),
      catch: (cause) => new StoreError({ path, reason: "Open", detail: messageOf(cause) }),
    })

    /** What compaction needs of a stored run: its rows, baselines and judged series. */
    const compactionOf = (id: number) => {
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

    /** Writes a run's summaries: what trends read, for every run, compacted or not. */
    const summarise = (id: number): void => {
      for (const summary of compactionOf(id).compacted.summaries) {
        const series = sql.upsertSeries.get(
          summary.spec,
          summary.scenario,
          summary.target,
          summary.metric,
        )
        if (series === null) throw new Error("INSERT INTO series returned no id")
        sql.insertSummary.run(
          id,
          series.id,
          summary.rounds,
          summary.median,
          summary.overhead ?? null,
        )
      }
      sql.markSummarised.run(id)
    }

    /** Compacts every run past the newest `keepRounds` (normally the one this save pushed out). */
    const compactOld = (): void => {
      const keep = Math.max(1, Math.floor(options.keepRounds ?? DEFAULT_KEEP_ROUNDS))
      for (const { id } of sql.selectToCompact.all(keep)) {
        const { rows, compacted } = compactionOf(id)
        for (const row of rows) {
          if (!compacted.keep(row)) continue
          const series = sql.upsertSeries.get(row.spec, row.scenario, row.target, row.metric)
          if (series === null) throw new Error("INSERT INTO series returned no id")
          sql.insertKeptRound.run(id, series.id, row.round, row.value)
        }
        sql.deleteRunRounds.run(id)
        sql.deleteVerdicts.run(id)
        sql.deleteReport.run(id)
        sql.markCompacted.run(id)
      }
    }

    // Runs saved before summaries existed get theirs once, when the store is first opened by
    // this version; a run is never compacted without them.
    yield* openingStep("Migrate", () =>
      db
        .transaction(() => {
          for (const { id } of sql.selectUnsummarised.all()) summarise(id)
        })
        .immediate(),
    )

    const write = db.transaction(
      (
        run: RunInfo,
        scenarioRuns: ReadonlyArray<ScenarioRun>,
        outcomes: ReadonlyArray<ScenarioOutcome>,
        report: ((runId: number) => string) | undefined,
      ): number => {
        const row = sql.insertRun.get(
          run.startedAt,
          new Date().toISOString(),
          run.commit,
          run.branch,
          run.environment.fingerprint,
          JSON.stringify(run.environment),
        )
        if (row === null) throw new Error("INSERT INTO runs returned no id")
        const runId = row.id
        for (const scenarioRun of scenarioRuns) {
          sql.insertScenario.run(
            runId,
            scenarioRun.spec,
            scenarioRun.scenario,
            scenarioRun.baseline ?? null,
            scenarioRun.copies === undefined ? null : JSON.stringify(scenarioRun.copies),
          )
          for (const slice of scenarioRun.rounds) {
            for (const [metric, value] of Object.entries(slice.values)) {
              if (value === undefined) continue
              try {
                sql.insertMeasurement.run(
                  runId,
                  scenarioRun.spec,
                  scenarioRun.scenario,
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
                  `${scenarioRun.spec} / ${scenarioRun.scenario} / ${slice.target} round ` +
                    `${slice.round} ${metric} = ${value}: ${messageOf(cause)}`,
                )
              }
            }
          }
        }
        for (const outcome of outcomes) {
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
                threshold.text,
                verdict.status,
                verdict.measured ?? null,
                // The reason as data (gate/Reason.ts), so its wording can change later.
                JSON.stringify(verdict.reason),
              )
            } catch (cause) {
              throw new Error(
                `${outcome.spec} / ${outcome.scenario} verdict "${threshold.text}": ${messageOf(cause)}`,
              )
            }
          }
        }
        accepted.save(runId, outcomes)
        if (report !== undefined) sql.insertReport.run(runId, report(runId))
        summarise(runId)
        compactOld()
        options.beforeCommit?.()
        return runId
      },
    )

    const saveRun: StoreService["saveRun"] = Effect.fn("Store.saveRun")(
      function* (run, scenarioRuns, outcomes, report) {
        // IMMEDIATE takes the write lock at BEGIN: a deferred transaction that later upgrades
        // can fail with SQLITE_BUSY regardless of busy_timeout. The call is synchronous, so an
        // Effect interruption cannot split it; a throw rolls the whole run back. While another
        // process writes, it is tried again until the lock wait is over.
        return yield* whileLocked(
          path,
          lockWaitMs,
          Effect.try({
            try: () => write.immediate(run, scenarioRuns, outcomes, report),
            catch: (cause) => ({ cause }),
          }),
          (error) => error.cause,
          (detail) => ({ cause: new Error(detail) }),
        ).pipe(
          Effect.mapError(
            (error) =>
              new StoreError({
                path,
                reason: "Write",
                detail: `run not saved (rolled back): ${writeFailure(path, error.cause)}`,
              }),
          ),
        )
      },
    )

    const latestBase: StoreService["latestBase"] = Effect.fn("Store.latestBase")(function* (query) {
      return yield* Effect.try({
        try: (): BaseReference | undefined => {
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
          // The run of the preferred commit (the merge-base) when there is one, else the newest.
          const run = (query.commit === undefined ? null : select(query.commit)) ?? select(null)
          if (run === null) return undefined
          const byMetric = new Map<string, Array<number>>()
          const values = run.compacted === 1 ? sql.selectKeptValues : sql.selectValues
          for (const { metric, value } of values.all(
            run.id,
            query.spec,
            query.scenario,
            query.target,
          )) {
            const values = byMetric.get(metric)
            if (values === undefined) byMetric.set(metric, [value])
            else values.push(value)
          }
          const rounds: Partial<Record<MetricName, ReadonlyArray<number>>> = {}
          for (const [metric, samples] of byMetric) rounds[metric as MetricName] = samples
          return {
            runId: run.id,
            commit: run.commit_sha,
            branch: run.branch,
            fingerprint: run.fingerprint,
            rounds,
          }
        },
        catch: (cause) => new StoreError({ path, reason: "Read", detail: messageOf(cause) }),
      })
    })

    const history: StoreService["history"] = Effect.fn("Store.history")(function* (query) {
      return yield* Effect.try({
        try: () => {
          if (query.target === query.reference) return []
          const limit = Math.max(0, Math.floor(query.limit ?? DEFAULT_HISTORY_LIMIT))
          // Both reads take the same parameters: the rounds of whole runs, the compacted runs'
          // summaries.
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
            }),
          )
          // The newest `limit` of both, oldest first.
          const points = [...compacted, ...overheadPoints(rows, query)].sort(
            (a, b) => (a.runId ?? 0) - (b.runId ?? 0),
          )
          return limit === 0 ? [] : points.slice(-limit)
        },
        catch: (cause) => new StoreError({ path, reason: "Read", detail: messageOf(cause) }),
      })
    })

    const trend: StoreService["trend"] = Effect.fn("Store.trend")(function* (query) {
      return yield* Effect.try({
        try: (): TrendData => {
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
          return { baselines, summaries }
        },
        catch: (cause) => new StoreError({ path, reason: "Read", detail: messageOf(cause) }),
      })
    })

    const runs: StoreService["runs"] = Effect.fn("Store.runs")(function* (limit) {
      return yield* Effect.try({
        try: () =>
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
        catch: (cause) => new StoreError({ path, reason: "Read", detail: messageOf(cause) }),
      })
    })

    const report: StoreService["report"] = Effect.fn("Store.report")(function* (runId) {
      return yield* Effect.try({
        try: () => {
          const row = sql.selectReport.get(runId ?? null)
          return row === null ? undefined : { runId: row.run_id, json: row.json }
        },
        catch: (cause) => new StoreError({ path, reason: "Read", detail: messageOf(cause) }),
      })
    })

    const acceptances: StoreService["acceptances"] = Effect.fn("Store.acceptances")(
      function* (query) {
        return yield* Effect.try({
          try: () => accepted.read(query),
          catch: (cause) => new StoreError({ path, reason: "Read", detail: messageOf(cause) }),
        })
      },
    )

    return Store.of({ path, saveRun, latestBase, history, trend, report, runs, acceptances })
  })
