/**
 * The action's inputs (action.yml), read and checked once. Every entry point reads them through
 * `readInputs`, so a bad value fails the first step with the input's name and what it accepts,
 * before anything is installed or measured.
 *
 * Reading is separate from the environment: `readInputs` takes a getter (`core.getInput` in the
 * action, a map in tests).
 */
import {
  MAX_REPLICAS,
  MAX_SHARDS,
  parseReplica,
  parseShard,
  type Replica,
  type Shard,
} from "../core/Shard.ts"

/** A bad input value: the message names the input and the accepted values. */
export class InputError extends Error {
  readonly _tag = "InputError"
  override readonly name = "InputError"
}

export type BaseMode = "stored" | "worktree"
export type CommentMode = "always" | "on-change" | "off"
export type FailOn = "threshold" | "regression" | "inconclusive"

/** Where the SQLite store lives between runs. */
export type History =
  | { readonly kind: "cache" }
  | { readonly kind: "none" }
  | { readonly kind: "file"; readonly path: string }

export interface Inputs {
  /** Spec files or directories, one per line of the `specs` input. */
  readonly specs: ReadonlyArray<string>
  readonly baseBranch: string
  readonly baseMode: BaseMode
  readonly history: History
  readonly comment: CommentMode
  readonly failOn: ReadonlySet<FailOn>
  readonly token: string
  /**
   * `shard`: this job measures one shard of a matrix (`bench check --shard I/N`): no comment,
   * no history saved, and its verdicts do not fail the job; the merge job decides them.
   */
  readonly shard?: Shard
  /**
   * `replica`: this job measures every scenario as one replica of a matrix (`bench check
   * --replica I/K`): no comment, no history saved, and its verdicts do not fail the job; the
   * merge job pools the replicas' rounds and decides.
   */
  readonly replica?: Replica
  /**
   * `merge`: the directory the shards' (or replicas') reports were downloaded to; this job
   * joins them (`bench merge`) instead of measuring, then comments, annotates, saves and decides.
   */
  readonly merge?: string
  /**
   * `executable`: a benchgate single executable (release/executables.ts) to run in place of
   * the action's launcher, which would install bun and the dependencies first.
   */
  readonly executable?: string
  /**
   * `alerts`: on a run of the base branch, file an issue for each level shift past a threshold
   * that measuring again confirms, and close it when the shift is gone (action/alerts.ts).
   */
  readonly alerts: boolean
}

export const DEFAULTS = {
  specs: "specs/",
  "base-branch": "main",
  "base-mode": "stored",
  history: "cache",
  comment: "always",
  "fail-on": "threshold,regression",
  shard: "",
  replica: "",
  merge: "",
  executable: "",
  alerts: "false",
} as const

const BASE_MODES: ReadonlyArray<BaseMode> = ["stored", "worktree"]
const COMMENT_MODES: ReadonlyArray<CommentMode> = ["always", "on-change", "off"]
const FAIL_ON: ReadonlyArray<FailOn> = ["threshold", "regression", "inconclusive"]

/** Reads one input by its action.yml name; "" when it was not given. */
type InputGetter = (name: string) => string

const oneOf = <T extends string>(name: string, value: string, allowed: ReadonlyArray<T>): T => {
  if ((allowed as ReadonlyArray<string>).includes(value)) return value as T
  throw new InputError(
    `input ${name}: "${value}" is not one of ${allowed.map((a) => `"${a}"`).join(", ")}`,
  )
}

/** `specs`: one path per line; blank lines are ignored, spaces inside a line are kept. */
export const parseSpecs = (text: string): ReadonlyArray<string> => {
  const specs = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
  if (specs.length === 0)
    throw new InputError("input specs: give at least one spec file or directory")
  for (const spec of specs) {
    if (spec.startsWith("-")) {
      throw new InputError(`input specs: "${spec}" looks like an option; give spec paths only`)
    }
  }
  return specs
}

/** `fail-on`: a comma- or space-separated list; `none` (or an empty list) fails on nothing. */
export const parseFailOn = (text: string): ReadonlySet<FailOn> => {
  const words = text
    .split(/[\s,]+/)
    .map((word) => word.trim())
    .filter((word) => word !== "")
  if (words.length === 1 && words[0] === "none") return new Set()
  return new Set(words.map((word) => oneOf("fail-on", word, FAIL_ON)))
}

/** `history`: `cache` (Actions cache), `none` (a throwaway store), or a file path you persist. */
export const parseHistory = (text: string): History => {
  if (text === "cache") return { kind: "cache" }
  if (text === "none") return { kind: "none" }
  if (text.includes("\n")) throw new InputError("input history: give one value on one line")
  return { kind: "file", path: text }
}

export const readInputs = (get: InputGetter): Inputs => {
  const value = (name: keyof typeof DEFAULTS): string => get(name).trim() || DEFAULTS[name]
  const baseMode = oneOf("base-mode", value("base-mode"), BASE_MODES)
  const baseBranch = value("base-branch")
  if (/\s/.test(baseBranch)) throw new InputError(`input base-branch: "${baseBranch}" has spaces`)
  // It is passed to bench check as an option's value (and becomes origin/NAME in worktree mode).
  if (baseBranch.startsWith("-")) {
    throw new InputError(
      `input base-branch: "${baseBranch}" looks like an option; give a branch name`,
    )
  }
  const shardText = get("shard").trim()
  const shard = shardText === "" ? undefined : parseShard(shardText)
  if (shard === undefined && shardText !== "") {
    throw new InputError(`input shard: "${shardText}" is not I/N (1 <= I <= N <= ${MAX_SHARDS})`)
  }
  const replicaText = get("replica").trim()
  const replica = replicaText === "" ? undefined : parseReplica(replicaText)
  if (replica === undefined && replicaText !== "") {
    throw new InputError(
      `input replica: "${replicaText}" is not I/K (1 <= I <= K <= ${MAX_REPLICAS})`,
    )
  }
  if (shard !== undefined && replica !== undefined) {
    throw new InputError(
      "inputs shard and replica: a job measures a shard (some scenarios) or a replica (all of them), not both",
    )
  }
  const merge = get("merge").trim()
  if (merge !== "" && shard !== undefined) {
    throw new InputError("inputs shard and merge: a job either measures a shard or merges them")
  }
  if (merge !== "" && replica !== undefined) {
    throw new InputError("inputs replica and merge: a job either measures a replica or merges them")
  }
  if (merge.includes("\n")) throw new InputError("input merge: give one directory on one line")
  const executable = get("executable").trim()
  if (executable.includes("\n")) throw new InputError("input executable: give one path on one line")
  return {
    ...(shard === undefined ? {} : { shard }),
    ...(replica === undefined ? {} : { replica }),
    ...(merge === "" ? {} : { merge }),
    ...(executable === "" ? {} : { executable }),
    specs: parseSpecs(value("specs")),
    baseBranch,
    baseMode,
    history: parseHistory(value("history")),
    comment: oneOf("comment", value("comment"), COMMENT_MODES),
    failOn: parseFailOn(value("fail-on")),
    alerts: oneOf("alerts", value("alerts"), ["true", "false"]) === "true",
    token: get("token").trim(),
  }
}

/** The comment action's inputs (comment/action.yml). */
interface CommentInputs {
  /** The directory holding report.json, report.md and pull-request.json (the artifact). */
  readonly dir: string
  readonly comment: CommentMode
  readonly token: string
}

export const readCommentInputs = (get: InputGetter): CommentInputs => {
  const dir = get("dir").trim()
  if (dir === "")
    throw new InputError("input dir: give the directory the reports were downloaded to")
  return {
    dir,
    comment: oneOf("comment", get("comment").trim() || DEFAULTS.comment, COMMENT_MODES),
    token: get("token").trim(),
  }
}
