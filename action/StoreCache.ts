/**
 * Where the SQLite store lives during the job and how it survives between jobs. Pure: the entry
 * passes the environment in, the composite action's cache steps use the result.
 *
 * With `history: cache` the store is kept in the GitHub Actions cache, keyed by branch:
 * - a run on the base branch (push, schedule, manual) restores the newest entry of the base
 *   branch, appends its own run, and saves a new entry (cache entries cannot be overwritten, so
 *   the key carries the run id and attempt; restore picks the newest by prefix);
 * - a pull request restores the base branch's newest entry (PRs may read caches of their base
 *   branch) and never saves: its run is compared with the base, then thrown away.
 * Nothing is pushed to git.
 */
import { join } from "node:path"
import type { History } from "./Inputs.ts"

/** Bump when the cached layout changes, so old entries are no longer restored. */
const HISTORY_CACHE_VERSION = "v1"

interface HistoryPlan {
  /** The `--db` file for bench check. */
  readonly db: string
  /** The Actions cache use; undefined when history is not cached. */
  readonly cache?: {
    /** The path given to actions/cache (must be the same string on restore and save). */
    readonly path: string
    readonly key: string
    /** Newest-first prefixes to restore from when `key` itself does not exist. */
    readonly restoreKeys: ReadonlyArray<string>
    /** Whether this run saves the store (only runs on the base branch). */
    readonly save: boolean
  }
}

/** The variables read: GITHUB_EVENT_NAME, GITHUB_REF_NAME, GITHUB_HEAD_REF, GITHUB_RUN_ID,
 * GITHUB_RUN_ATTEMPT, RUNNER_OS, RUNNER_TEMP, HOME. */
type HistoryEnv = Readonly<Record<string, string | undefined>>

/** Events whose runs measure code that is not (yet) on the branch: they never save. */
const READ_ONLY_EVENTS = new Set(["pull_request", "pull_request_target", "merge_group"])

/**
 * A branch name in a cache key. Keys may not contain commas (git allows them: escaped). The
 * name is closed by `:`, which git forbids in branch names, so the prefix of `main` never
 * matches the entries of `main-old`.
 */
const segment = (name: string): string => `${name.replace(/%/g, "%25").replace(/,/g, "%2C")}:`

/** The store directory kept in the cache: only the database (and its WAL), never the logs. */
const HISTORY_DIR = ".benchgate-history"

export const historyPlan = (history: History, baseBranch: string, env: HistoryEnv): HistoryPlan => {
  const temp = env.RUNNER_TEMP ?? "/tmp"
  switch (history.kind) {
    case "none":
      return { db: join(temp, "benchgate", "results.db") }
    case "file":
      return { db: history.path }
    case "cache": {
      const home = env.HOME ?? "~"
      const event = env.GITHUB_EVENT_NAME ?? ""
      const branch =
        event === "pull_request" ? (env.GITHUB_HEAD_REF ?? "") : (env.GITHUB_REF_NAME ?? "")
      const save = !READ_ONLY_EVENTS.has(event) && branch === baseBranch
      const prefix = `benchgate-history-${HISTORY_CACHE_VERSION}-${env.RUNNER_OS ?? "os"}-${segment(baseBranch)}`
      const run = `${env.GITHUB_RUN_ID ?? "0"}-${env.GITHUB_RUN_ATTEMPT ?? "1"}`
      return {
        db: join(home, HISTORY_DIR, "results.db"),
        cache: {
          // `~` is expanded by actions/cache and keeps the cache version stable across runners.
          path: `~/${HISTORY_DIR}/results.db*`,
          // A PR's key never exists (it never saves), so it always falls back to the base's.
          key: save ? `${prefix}${run}` : `${prefix}read-${run}`,
          restoreKeys: [prefix],
          save,
        },
      }
    }
  }
}
