/**
 * Every path a run will write — the store, the target logs beside it, the reports — is tried
 * before anything is started or measured: a report or store that cannot be written must not
 * cost a whole run, and must not be found out only after the run was stored. Trying is the only
 * reliable test (permissions, read-only mounts, ACLs, special file systems all answer for
 * themselves): the directories are created, as the run would create them, and a probe file is
 * written and removed in each; an existing file is opened for writing without truncating it.
 */
import { closeSync, mkdirSync, openSync, rmSync, statSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { Data, Effect } from "effect"
import { ExitCode } from "../core/ExitCode.ts"

/** A path given on the command line (or its default) cannot be written. Exit code 2. */
export class OutputUnwritable extends Data.TaggedError("OutputUnwritable")<{
  /** The flag that names it, e.g. `--json`; for the log directory, the `--db` it derives from. */
  readonly flag: string
  readonly path: string
  readonly reason: string
}> {
  /** Exit code 2. */
  get exitCode() {
    return ExitCode.Invalid
  }
  override get message() {
    return `${this.flag} ${this.path}: ${this.reason}; nothing was run`
  }
}

const MEANING: Readonly<Record<string, string>> = {
  EROFS: "read-only file system",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOTDIR: "a part of the path is not a directory",
  ENOENT: "no such file or directory",
  EEXIST: "a file is in the way",
  ENOSPC: "no space left on the device",
}

/** The OS error in words, with the path it concerns. */
const describe = (error: unknown): string => {
  const e = error as NodeJS.ErrnoException
  const meaning = (e.code && MEANING[e.code]) ?? e.message ?? String(error)
  return e.path ? `${meaning} (${e.path})` : meaning
}

/** Why files cannot be made in `dir` (created when missing), or undefined. */
const unwritableDirectory = (dir: string): string | undefined => {
  try {
    mkdirSync(dir, { recursive: true })
    const probe = join(dir, `.benchgate-probe-${process.pid}`)
    writeFileSync(probe, "")
    rmSync(probe, { force: true })
    return undefined
  } catch (error) {
    return `cannot write in ${dir}: ${describe(error)}`
  }
}

/** Why `path` cannot be written as a file (its directory created when missing), or undefined. */
const unwritableFile = (path: string): string | undefined => {
  let exists = false
  try {
    if (statSync(path).isDirectory()) return "is a directory, not a file"
    exists = true
  } catch {
    // Not there yet: its directory must take a new file.
  }
  if (!exists) return unwritableDirectory(dirname(path))
  try {
    // r+: writable, and nothing of it is lost if the run fails later.
    closeSync(openSync(path, "r+"))
    return undefined
  } catch (error) {
    return `cannot be written: ${describe(error)}`
  }
}

/** Where target logs go: `logs/` beside the store. */
export const logDirOf = (db: string) => join(dirname(db), "logs")

/**
 * The store (`--db`, unless `:memory:` or `store` is false), the logs directory beside it and
 * each report flag's file must be writable; the first that is not fails with flag and path.
 */
export const requireWritable = (outputs: {
  readonly db: string
  /** Whether the store itself is written (`check`), or only the logs beside it (`calibrate`). */
  readonly store: boolean
  /** Whether target logs are written beside the store (default: yes; `bench report`: no). */
  readonly logs?: boolean
  readonly reports?: ReadonlyArray<readonly [flag: string, path: string | undefined]>
}) =>
  Effect.gen(function* () {
    const checks: Array<readonly [flag: string, path: string, reason: () => string | undefined]> =
      []
    if (outputs.store && outputs.db !== ":memory:" && outputs.db !== "") {
      checks.push(["--db", outputs.db, () => unwritableFile(outputs.db)])
    }
    if (outputs.logs !== false) {
      const logs = logDirOf(outputs.db)
      checks.push([
        "--db",
        outputs.db,
        () => {
          const reason = unwritableDirectory(logs)
          return reason && `the target logs go to ${logs}, but ${reason}`
        },
      ])
    }
    for (const [flag, path] of outputs.reports ?? []) {
      if (path !== undefined) checks.push([flag, path, () => unwritableFile(path)])
    }
    for (const [flag, path, check] of checks) {
      const reason = check()
      if (reason !== undefined) return yield* new OutputUnwritable({ flag, path, reason })
    }
  })
