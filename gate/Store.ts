/**
 * The SQLite store: every measured round, every verdict and the run's environment, one
 * transaction per `bench check`. The store keeps raw rounds; summaries (the base branch's
 * medians) are computed on read, so a change of estimator never needs a migration.
 *
 * This module is the service; each concept is a module of gate/store/: opening and migrating
 * (Open.ts), waiting for other writers (Lock.ts), saving a run (SaveRun.ts) with its summaries
 * and compaction (Summaries.ts), and the reads (ReadBase.ts, ReadHistory.ts, ReadTrend.ts,
 * ReadRuns.ts).
 */
import type { Database } from "bun:sqlite"
import { Context, Effect, Layer, Option, type Scope } from "effect"
import type { StoredAcceptance } from "./Acceptance.ts"
import { type AcceptanceQuery, acceptanceRecord } from "./AcceptanceRecord.ts"
import type { HistoryQuery } from "./OverheadHistory.ts"
import type {
  BaseReference,
  OverheadPoint,
  RunInfo,
  ScenarioOutcome,
  ScenarioRun,
} from "./Result.ts"
import { DEFAULT_LOCK_WAIT_MS, lockedWrite } from "./store/Lock.ts"
import { openAsItIs, openDatabase } from "./store/Open.ts"

export { refuseNewerStore } from "./store/Open.ts"

import { type BaseQuery, latestBaseOf } from "./store/ReadBase.ts"
import { historyOf } from "./store/ReadHistory.ts"
import { runReaders, type StoredRun } from "./store/ReadRuns.ts"
import { type TrendQuery, trendOf } from "./store/ReadTrend.ts"
import { runWriter, saveRunOf } from "./store/SaveRun.ts"
import { type StoreError, storeStep } from "./store/StoreError.ts"
import { summaryWriter } from "./store/Summaries.ts"
import type { TrendData } from "./Trend.ts"

export interface StoreOptions {
  /**
   * Milliseconds a writer waits in all for another process's write lock before failing
   * (default DEFAULT_LOCK_WAIT_MS, gate/store/Lock.ts).
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

interface StoreService {
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
   * with its overhead estimate (gate/OverheadHistory.ts). Runs of other branches, and runs without the
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

/** Every statement compiled over the open database (SQL errors: schema and code disagree). */
const prepare = (db: Database, path: string, lockWaitMs: number, options: StoreOptions) => {
  const accepted = acceptanceRecord(db)
  const summaries = summaryWriter(db, options.keepRounds)
  const write = runWriter(db, { accepted, summaries, beforeCommit: options.beforeCommit })
  const service: StoreService = {
    path,
    saveRun: saveRunOf(path, lockWaitMs, write),
    latestBase: latestBaseOf(db, path),
    history: historyOf(db, path),
    trend: trendOf(db, path),
    ...runReaders(db, path),
    acceptances: acceptancesOf(accepted, path),
  }
  return { service, summaries }
}

const acceptancesOf =
  (accepted: ReturnType<typeof acceptanceRecord>, path: string): StoreService["acceptances"] =>
  (query) =>
    storeStep(path, "Read", () => accepted.read(query)).pipe(Effect.withSpan("Store.acceptances"))

/** What a check reads of the store before it measures: the stored bases and acceptances. */
export type StoreReads = Pick<StoreService, "latestBase" | "acceptances">

/**
 * The store's reads over the file as it is, opened read-only (gate/store/Open.ts `openAsItIs`):
 * none when there is no file, or its schema is not this benchgate's. Nothing is created,
 * migrated or written, so an interrupted run leaves the store as it was (ADR 22).
 */
export const readsAsItIs = (
  path: string,
): Effect.Effect<Option.Option<StoreReads>, never, Scope.Scope> =>
  Effect.map(
    openAsItIs(path),
    Option.map((db) => ({
      latestBase: latestBaseOf(db, path),
      acceptances: acceptancesOf(acceptanceRecord(db), path),
    })),
  )

const make = (path: string, options: StoreOptions) =>
  Effect.gen(function* () {
    const lockWaitMs = Math.max(0, options.busyTimeoutMs ?? DEFAULT_LOCK_WAIT_MS)
    const db = yield* openDatabase(path, lockWaitMs)
    const { service, summaries } = yield* storeStep(path, "Open", () =>
      prepare(db, path, lockWaitMs, options),
    )
    // Runs saved before summaries existed get theirs once, when the store is first opened by
    // this version; a run is never compacted without them.
    yield* lockedWrite(path, lockWaitMs, "Migrate", () =>
      db.transaction(summaries.summariseMissing).immediate(),
    )
    return Store.of(service)
  })
