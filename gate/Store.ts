/**
 * The SQLite store: every measured round, every verdict and the run's environment, one
 * transaction per `bench check`. The store keeps raw rounds; summaries (the base branch's
 * medians) are computed on read, so a change of estimator never needs a migration.
 */
import { Database } from "bun:sqlite"
import { mkdirSync } from "node:fs"
import { dirname } from "node:path"
import { Context, Data, Effect, Layer, Schema } from "effect"
import { ExitCode } from "../core/ExitCode.ts"
import type { MetricName } from "../core/Metric.ts"
import { DEFAULT_HISTORY_LIMIT, type HistoryQuery, overheadPoints } from "./History.ts"
import { ensureKnownVersion, type MigrationError, migrate } from "./Migrations.ts"
import type {
  BaseReference,
  OverheadPoint,
  RunInfo,
  ScenarioOutcome,
  ScenarioRun,
} from "./Result.ts"
import type { TrendBaseline, TrendRow } from "./Trend.ts"

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
}

/** What a trend is computed from (gate/Trend.ts `trendSeries`). */
export interface TrendData {
  readonly rows: ReadonlyArray<TrendRow>
  readonly baselines: ReadonlyArray<TrendBaseline>
}

/** A stored run: its id and the time it was saved are always known. */
export interface StoredRun extends RunInfo {
  readonly id: number
  readonly finishedAt: string
}

export interface StoreOptions {
  /** Milliseconds a writer waits for another process's lock before failing (default 5000). */
  readonly busyTimeoutMs?: number
  /**
   * Test seam: runs inside the saveRun transaction after every row is written, just before
   * COMMIT. Lets a test kill the process at the worst moment; a throw here rolls back.
   */
  readonly beforeCommit?: () => void
}

export interface StoreService {
  readonly path: string
  /** Stores the run, every round of every scenario and every verdict atomically; the run id. */
  readonly saveRun: (
    run: RunInfo,
    runs: ReadonlyArray<ScenarioRun>,
    outcomes: ReadonlyArray<ScenarioOutcome>,
  ) => Effect.Effect<number, StoreError>
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
      catch: (cause) => new StoreError({ path, reason: "Open", detail: messageOf(cause) }),
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
    { id: number; commit_sha: string; branch: string; fingerprint: string },
    [string, number, string | null, string, string, string, string | null]
  >(
    `SELECT r.id, r.commit_sha, r.branch, r.fingerprint FROM runs r
       WHERE r.branch = ?1 AND r.id <> ?2 AND (?3 IS NULL OR r.fingerprint = ?3)
         AND (?7 IS NULL OR r.commit_sha = ?7)
         AND EXISTS (SELECT 1 FROM measurements m
                     WHERE m.run_id = r.id AND m.spec = ?4 AND m.scenario = ?5 AND m.target = ?6)
       ORDER BY r.id DESC LIMIT 1`,
  ),
  selectValues: db.prepare<{ metric: string; value: number }, [number, string, string, string]>(
    `SELECT metric, value FROM measurements
       WHERE run_id = ? AND spec = ? AND scenario = ? AND target = ?`,
  ),
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
        WHERE r.branch = ?1
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
    `INSERT INTO scenarios (run_id, spec, scenario, baseline) VALUES (?, ?, ?, ?)`,
  ),
  // The newest ?2 runs of the branch (runs_by_branch backwards), then their slices by primary
  // key prefix, narrowed to a spec and scenario when given.
  selectTrend: db.prepare<
    {
      run_id: number
      commit_sha: string
      started_at: string
      spec: string
      scenario: string
      target: string
      round: number
      slot: number
      metric: string
      value: number
    },
    [string, number, string | null, string | null]
  >(
    `WITH chosen AS (
       SELECT id, commit_sha, started_at FROM runs WHERE branch = ?1 ORDER BY id DESC LIMIT ?2)
     SELECT c.id AS run_id, c.commit_sha, c.started_at, m.spec, m.scenario, m.target, m.round,
            m.slot, m.metric, m.value
       FROM chosen c CROSS JOIN measurements m ON m.run_id = c.id
      WHERE (?3 IS NULL OR m.spec = ?3) AND (?4 IS NULL OR m.scenario = ?4)
      ORDER BY c.id, m.spec, m.scenario, m.round, m.slot`,
  ),
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
    const db = yield* open(path, options.busyTimeoutMs ?? 5000)
    const migrationFailed = (error: MigrationError) =>
      new StoreError({
        path,
        reason: error.reason === "NewerSchema" ? "NewerSchema" : "Migrate",
        detail: error.detail,
      })
    // Refuse a newer file before anything below writes to it (even the journal mode).
    yield* ensureKnownVersion(db).pipe(Effect.mapError(migrationFailed))
    yield* Effect.try({
      // WAL: readers (a `history` in another terminal) never block the writer. NORMAL sync in
      // WAL mode survives a process crash; only a power cut can lose the last commit.
      try: () =>
        db.run("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON"),
      catch: (cause) => new StoreError({ path, reason: "Open", detail: messageOf(cause) }),
    })
    yield* migrate(db).pipe(Effect.mapError(migrationFailed))

    const sql = yield* Effect.try({
      try: () => prepareStatements(db),
      catch: (cause) => new StoreError({ path, reason: "Open", detail: messageOf(cause) }),
    })

    const write = db.transaction(
      (
        run: RunInfo,
        scenarioRuns: ReadonlyArray<ScenarioRun>,
        outcomes: ReadonlyArray<ScenarioOutcome>,
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
        options.beforeCommit?.()
        return runId
      },
    )

    const saveRun: StoreService["saveRun"] = Effect.fn("Store.saveRun")(
      function* (run, scenarioRuns, outcomes) {
        // IMMEDIATE takes the write lock at BEGIN: a deferred transaction that later upgrades
        // can fail with SQLITE_BUSY regardless of busy_timeout. The call is synchronous, so an
        // Effect interruption cannot split it; a throw rolls the whole run back.
        return yield* Effect.try({
          try: () => write.immediate(run, scenarioRuns, outcomes),
          catch: (cause) =>
            new StoreError({
              path,
              reason: "Write",
              detail: `run not saved (rolled back): ${messageOf(cause)}`,
            }),
        })
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
          for (const { metric, value } of sql.selectValues.all(
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
          const rows = sql.selectHistory
            .all(
              query.branch,
              query.spec,
              query.scenario,
              query.target,
              query.reference,
              query.metric,
              limit,
            )
            .map((row) => ({
              runId: row.run_id,
              commit: row.commit_sha,
              startedAt: row.started_at,
              target: row.target,
              round: row.round,
              slot: row.slot,
              value: row.value,
            }))
          return overheadPoints(rows, query)
        },
        catch: (cause) => new StoreError({ path, reason: "Read", detail: messageOf(cause) }),
      })
    })

    const trend: StoreService["trend"] = Effect.fn("Store.trend")(function* (query) {
      return yield* Effect.try({
        try: (): TrendData => {
          const limit = Math.max(0, Math.floor(query.limit))
          const rows = sql.selectTrend
            .all(query.branch, limit, query.spec ?? null, query.scenario ?? null)
            .map(
              (row): TrendRow => ({
                runId: row.run_id,
                commit: row.commit_sha,
                startedAt: row.started_at,
                spec: row.spec,
                scenario: row.scenario,
                target: row.target,
                round: row.round,
                slot: row.slot,
                metric: row.metric,
                value: row.value,
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
          return { rows, baselines }
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

    return Store.of({ path, saveRun, latestBase, history, trend, runs })
  })
