/**
 * The kill campaign's commands run to their end on a small tmpfs filled to a random level: the
 * store, its -wal, the JSON report and TMPDIR all on it, so the space runs out at a random
 * point of the run — the scratch folder, a slice's figures, the store's open, migration, save
 * or compaction, the report. Each run must end with exit 0 and the whole run, or exit 3 with a
 * message that says no space was left (no stack trace) and the store as it was; the report
 * whole or absent; its TMPDIR empty.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs"
import { join } from "node:path"
import { seededRandom } from "../../gate/stats/Random.ts"
import type { CampaignCommand, CampaignCommandName } from "./CampaignCommands.ts"
import type { SmallDisk } from "./FullDisk.ts"
import { type Attempt, judgeOutputs, type Reference } from "./KillCampaign.ts"

export interface DiskFullAttempt {
  readonly command: CampaignCommandName
  /** Bytes left free on the file system when the command started. */
  readonly freeBytes: number
  readonly exit: string
  readonly store: Attempt["store"]
  readonly report: Attempt["report"]
  /** The message of a failed run: its last line. */
  readonly message?: string
  readonly tempLeft: ReadonlyArray<string>
  readonly problems: ReadonlyArray<string>
}

/** One run with `leaveBytes` free on `disk`. */
export const diskFullAttempt = async (
  bench: string,
  command: CampaignCommand,
  ref: Reference,
  disk: SmallDisk,
  leaveBytes: number,
  logs: string,
): Promise<DiskFullAttempt> => {
  const dir = join(disk.dir, "attempt")
  rmSync(dir, { recursive: true, force: true })
  disk.empty()
  mkdirSync(join(dir, "tmp"), { recursive: true })
  const paths = { store: join(dir, "store.db"), report: join(dir, "report.json") }
  copyFileSync(command.store, paths.store)
  // A file given as stderr is written from its start, not truncated: a fresh one per run.
  const stderrFile = join(logs, "stderr")
  rmSync(stderrFile, { force: true })
  disk.fill(leaveBytes)
  const child = Bun.spawn([bench, ...command.args(paths)], {
    cwd: command.cwd,
    env: { ...process.env, NO_COLOR: "1", TMPDIR: join(dir, "tmp") },
    stdin: "ignore",
    stdout: "ignore",
    // Off the full disk, or the command's own messages could not be kept.
    stderr: Bun.file(stderrFile),
  })
  await child.exited
  disk.empty()
  const exit = child.signalCode === null ? String(child.exitCode) : String(child.signalCode)
  const stderr = readFileSync(stderrFile, "utf8")
  const problems: string[] = []
  const { store, report } = judgeOutputs(paths, ref, problems)
  const message = stderr.trim().split("\n").at(-1)
  if (exit === "0" || exit === "1") {
    if (store !== "whole run") problems.push(`exit ${exit} with the store ${store}`)
  } else if (exit === "3") {
    if (stderr.includes("internal error")) problems.push(`internal error: ${stderr.slice(-600)}`)
    else if (!/no space left/.test(stderr)) problems.push(`exit 3 without the cause: ${message}`)
  } else {
    problems.push(`exit ${exit}: ${stderr.slice(-600)}`)
  }
  const tempLeft = readdirSync(join(dir, "tmp"))
  if (tempLeft.length > 0) problems.push(`left in TMPDIR: ${tempLeft.join(", ")}`)
  const strays = readdirSync(dir).filter(
    (name) =>
      !["store.db", "store.db-wal", "store.db-shm", "logs", "report.json", "tmp"].includes(name),
  )
  if (strays.length > 0) problems.push(`stray files: ${strays.join(", ")}`)
  rmSync(dir, { recursive: true, force: true })
  return {
    command: command.name,
    freeBytes: leaveBytes,
    exit,
    store,
    report,
    ...(exit === "0" || exit === "1" || message === undefined ? {} : { message }),
    tempLeft,
    problems,
  }
}

/**
 * `levels` runs of each command, free space drawn log-uniformly from 1 KiB to `maxFreeBytes`
 * (past what a whole run writes, so some runs succeed), on a tmpfs big enough for the largest
 * store.
 */
export const runDiskFullCampaign = async (plan: {
  readonly bench: string
  readonly commands: ReadonlyArray<CampaignCommand>
  readonly references: ReadonlyArray<Reference>
  readonly disk: SmallDisk
  readonly levels: number
  readonly maxFreeBytes: number
  readonly seed: number
  readonly logs: string
  readonly onAttempt?: (attempt: DiskFullAttempt, done: number, total: number) => void
}): Promise<ReadonlyArray<DiskFullAttempt>> => {
  const random = seededRandom(plan.seed)
  const attempts: DiskFullAttempt[] = []
  const total = plan.levels * plan.commands.length
  mkdirSync(plan.logs, { recursive: true })
  for (let i = 0; i < plan.levels; i++) {
    for (const command of plan.commands) {
      const ref = plan.references.find((r) => r.command === command.name)
      if (ref === undefined) continue
      // Log-uniform from 1 KiB: as many levels among the few KiB where the store's open and
      // the report fail as among the MiB where only a compaction does.
      const leave = Math.floor(1024 * (plan.maxFreeBytes / 1024) ** random.uniform())
      const result = await diskFullAttempt(plan.bench, command, ref, plan.disk, leave, plan.logs)
      attempts.push(result)
      plan.onAttempt?.(result, attempts.length, total)
    }
  }
  return attempts
}

/** The size a tmpfs needs to hold the largest starting store and a whole run beside it. */
export const diskSizeKiB = (commands: ReadonlyArray<CampaignCommand>, headroomBytes: number) =>
  Math.ceil((Math.max(...commands.map((c) => statSync(c.store).size)) + headroomBytes) / 1024)
