/**
 * The kill campaign: each command (test/support/CampaignCommands.ts) is run to its end a few
 * times to learn its duration and the store it leaves, then started again and again and sent a
 * signal at a random instant of that duration. After each attempt:
 *
 * - the store opens, passes integrity_check and foreign_key_check, and holds exactly what it
 *   held before or exactly what a whole run leaves (test/support/StoreState.ts);
 * - the JSON report is absent, or whole and naming the stored run;
 * - no process of the attempt is alive (found by a variable in their environment) once the
 *   grace period after the command's exit has passed; how long any outlived it is recorded;
 * - the attempt's own TMPDIR is empty (after SIGKILL it may hold the spec's scratch folder,
 *   benchgate-run-*, and nothing else), and nothing but the store, its -wal/-shm, logs/ and the
 *   report was left beside the store;
 * - nothing printed "internal error" (a defect, not a handled interruption).
 *
 * SIGINT goes to the command's process group, as Ctrl-C in a terminal; SIGTERM and SIGKILL to
 * its process alone. Instants come from a seeded generator, so a campaign is repeatable up to the machine's timing.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { join } from "node:path"
import { seededRandom } from "../../gate/stats/Random.ts"
import type { CampaignCommand, CampaignCommandName } from "./CampaignCommands.ts"
import { eventually, processesWithEnvironment } from "./Processes.ts"
import { countDifferences, readStore, type StoreCounts, sameCounts } from "./StoreState.ts"

export const CAMPAIGN_SIGNALS = ["SIGKILL", "SIGTERM", "SIGINT"] as const
export type CampaignSignal = (typeof CAMPAIGN_SIGNALS)[number]

/** Marks every process an attempt starts, descendants included. */
const ATTEMPT_VARIABLE = "BENCHGATE_CAMPAIGN_ATTEMPT"
/** How long an attempt's processes may outlive it: the supervisor's 0.5 s poll and 5 s stop. */
const GRACE_MS = 8_000
/** An attempt that has not exited this long after its signal is hung. */
const EXIT_LIMIT_MS = 30_000
/** What a SIGKILL may leave in the temp directory: the scratch folder of the spec it ran. */
export const SIGKILL_MAY_LEAVE = /^benchgate-run-/
/**
 * What a SIGKILL between a report's write and its rename leaves beside it: the whole new report
 * under its temporary name (the old report is intact). The next write of that report removes it
 * (cli/Reports.ts); no signal handler can, as SIGKILL is never delivered to one.
 */
export const SIGKILL_MAY_LEAVE_BESIDE = /^\.report\.json\.[0-9]+\.tmp$/
/** What may be beside the store after an attempt. */
const EXPECTED_ENTRIES = new Set([
  "store.db",
  "store.db-wal",
  "store.db-shm",
  "logs",
  "report.json",
  "tmp",
  "stdout",
  "stderr",
])

/** A command run to its end: how long it took and what it left in the store. */
export interface Reference {
  readonly command: CampaignCommandName
  readonly durationsMs: ReadonlyArray<number>
  readonly before: StoreCounts
  readonly after: StoreCounts
}

export interface Attempt {
  readonly command: CampaignCommandName
  readonly signal: CampaignSignal
  readonly delayMs: number
  /** False when the command ended before its instant came: nothing was sent. */
  readonly signalled: boolean
  /** The exit code, or the signal that ended it. */
  readonly exit: string
  readonly store: "unchanged" | "whole run" | "partial run" | "corrupt"
  readonly report: "absent" | "whole" | "partial"
  /** Processes of the attempt alive after the grace period (then killed). */
  readonly processesLeft: number
  /** How long the attempt's processes outlived the command, when any did. */
  readonly lingerMs: number
  /** Entries left in the attempt's TMPDIR. */
  readonly tempLeft: ReadonlyArray<string>
  /** Unexpected entries beside the store. */
  readonly strayFiles: ReadonlyArray<string>
  readonly internalError: boolean
  readonly hung: boolean
  /** What was wrong, for a failed attempt; its folder is kept. */
  readonly problems: ReadonlyArray<string>
  readonly folder?: string
}

interface Started {
  readonly child: Bun.Subprocess
  readonly paths: { readonly store: string; readonly report: string }
  readonly mark: string
}

let attemptCounter = 0

const start = (bench: string, command: CampaignCommand, dir: string): Started => {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, "tmp"), { recursive: true })
  const paths = { store: join(dir, "store.db"), report: join(dir, "report.json") }
  copyFileSync(command.store, paths.store)
  const mark = `${process.pid}-${++attemptCounter}`
  const child = Bun.spawn([bench, ...command.args(paths)], {
    cwd: command.cwd,
    env: { ...process.env, NO_COLOR: "1", TMPDIR: join(dir, "tmp"), [ATTEMPT_VARIABLE]: mark },
    stdin: "ignore",
    stdout: Bun.file(join(dir, "stdout")),
    stderr: Bun.file(join(dir, "stderr")),
    // Its own process group, as a CI runner or a terminal would start it: a signal to the test
    // runner's group never reaches it.
    detached: true,
  })
  return { child, paths, mark }
}

const exitOf = (child: Bun.Subprocess): string =>
  child.signalCode === null ? String(child.exitCode) : String(child.signalCode)

/** Runs `command` to its end `times` times: its durations, and the store before and after. */
export const reference = async (
  bench: string,
  command: CampaignCommand,
  dir: string,
  times = 3,
): Promise<Reference> => {
  const before = readStore(command.store)
  if (before.kind !== "sound") throw new Error(`${command.store}: ${before.problem}`)
  const durationsMs: number[] = []
  let after: StoreCounts | undefined
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    const { child, paths } = start(bench, command, dir)
    await child.exited
    durationsMs.push(performance.now() - started)
    const stderr = readFileSync(join(dir, "stderr"), "utf8")
    if (child.exitCode !== 0 && child.exitCode !== 1) {
      throw new Error(`${command.name} exited ${exitOf(child)} uninterrupted:\n${stderr}`)
    }
    const reading = readStore(paths.store)
    if (reading.kind !== "sound") throw new Error(`${command.name}: ${reading.problem}`)
    // The counts a whole run leaves must not vary, or no attempt could be judged by them.
    if (after !== undefined && !sameCounts(after, reading.counts)) {
      throw new Error(
        `${command.name} leaves different stores when run twice: ${countDifferences(after, reading.counts)}`,
      )
    }
    after = reading.counts
  }
  rmSync(dir, { recursive: true, force: true })
  if (after === undefined) throw new Error("reference: times must be at least 1")
  return { command: command.name, durationsMs, before: before.counts, after }
}

/**
 * The store against the reference (as it was, the whole run, or neither) and the JSON report
 * (absent, or whole and naming the stored run); what is wrong is added to `problems`.
 */
export const judgeOutputs = (
  paths: { readonly store: string; readonly report: string },
  ref: Reference,
  problems: string[],
): { readonly store: Attempt["store"]; readonly report: Attempt["report"] } => {
  const reading = readStore(paths.store)
  let store: Attempt["store"]
  if (reading.kind === "corrupt") {
    store = "corrupt"
    problems.push(`corrupt store: ${reading.problem}`)
  } else if (sameCounts(reading.counts, ref.before)) {
    store = "unchanged"
  } else if (sameCounts(reading.counts, ref.after)) {
    store = "whole run"
  } else {
    store = "partial run"
    problems.push(`partial run: ${countDifferences(ref.before, reading.counts)}`)
  }

  let report: Attempt["report"] = "absent"
  if (existsSync(paths.report)) {
    try {
      const json = JSON.parse(readFileSync(paths.report, "utf8")) as { run?: { id?: number } }
      const storedId = reading.kind === "sound" ? reading.newestRun : undefined
      report = store === "whole run" && json.run?.id === storedId ? "whole" : "partial"
      if (report === "partial") problems.push(`report names run ${json.run?.id}, store ${store}`)
    } catch (error) {
      report = "partial"
      problems.push(`report unreadable: ${(error as Error).message}`)
    }
  }
  return { store, report }
}

const sleepOrExit = (child: Bun.Subprocess, ms: number) =>
  Promise.race([child.exited.then(() => true), Bun.sleep(ms).then(() => false)])

/** One attempt: start, signal at `delayMs`, then judge what it left. */
export const attempt = async (
  bench: string,
  command: CampaignCommand,
  ref: Reference,
  signal: CampaignSignal,
  delayMs: number,
  dir: string,
): Promise<Attempt> => {
  const { child, paths, mark } = start(bench, command, dir)
  const endedFirst = await sleepOrExit(child, delayMs)
  // Ctrl-C reaches a terminal's whole foreground group; `kill`, a CI cancel or the OOM killer
  // reach the one process.
  if (!endedFirst) {
    try {
      process.kill(signal === "SIGINT" ? -child.pid : child.pid, signal)
    } catch {
      // it ended just now
    }
  }
  const exitedInTime = await sleepOrExit(child, EXIT_LIMIT_MS)
  if (!exitedInTime) {
    child.kill("SIGKILL")
    await child.exited
  }
  const exitedAt = performance.now()
  const problems: string[] = []

  // Processes of the attempt: they may take the supervisor's stop to go, no longer.
  let lingerMs = 0
  let processesLeft = 0
  if (processesWithEnvironment(ATTEMPT_VARIABLE, mark).length > 0) {
    await eventually(() => processesWithEnvironment(ATTEMPT_VARIABLE, mark).length === 0, GRACE_MS)
    lingerMs = performance.now() - exitedAt
    const left = processesWithEnvironment(ATTEMPT_VARIABLE, mark)
    processesLeft = left.length
    const commandLine = (pid: number) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").slice(0, 120)
      } catch {
        return String(pid)
      }
    }
    if (processesLeft > 0) {
      problems.push(`alive ${GRACE_MS} ms after the exit: ${left.map(commandLine).join("; ")}`)
    }
    for (const pid of left) {
      try {
        process.kill(pid, "SIGKILL")
      } catch {
        // gone meanwhile
      }
    }
  }

  const { store, report } = judgeOutputs(paths, ref, problems)

  const tempLeft = readdirSync(join(dir, "tmp"))
  // The promise: SIGKILL, which no process can answer, may leave the spec's scratch folder;
  // an interruption benchgate sees leaves nothing.
  const unexpectedTemp = tempLeft.filter(
    (entry) => signal !== "SIGKILL" || !SIGKILL_MAY_LEAVE.test(entry),
  )
  if (unexpectedTemp.length > 0) problems.push(`left in TMPDIR: ${unexpectedTemp.join(", ")}`)
  const strayFiles = readdirSync(dir).filter(
    (name) =>
      !EXPECTED_ENTRIES.has(name) && (signal !== "SIGKILL" || !SIGKILL_MAY_LEAVE_BESIDE.test(name)),
  )
  if (strayFiles.length > 0) problems.push(`stray files: ${strayFiles.join(", ")}`)
  const stderr = readFileSync(join(dir, "stderr"), "utf8")
  const internalError = stderr.includes("internal error")
  if (internalError) problems.push(`internal error: ${stderr.slice(-600)}`)
  if (!exitedInTime) problems.push(`still running ${EXIT_LIMIT_MS} ms after ${signal}`)
  // An uninterrupted command must have succeeded; an interrupted one ends by the signal or 130.
  const exit = exitOf(child)
  const expectedExits = endedFirst ? ["0", "1"] : [signal, "130", "0", "1"]
  if (!expectedExits.includes(exit)) problems.push(`exit ${exit}: ${stderr.slice(-600)}`)

  const failed = problems.length > 0
  if (!failed) rmSync(dir, { recursive: true, force: true })
  return {
    command: command.name,
    signal,
    delayMs,
    signalled: !endedFirst,
    exit,
    store,
    report,
    processesLeft,
    lingerMs,
    tempLeft,
    strayFiles,
    internalError,
    hung: !exitedInTime,
    problems,
    ...(failed ? { folder: dir } : {}),
  }
}

export interface CampaignPlan {
  readonly bench: string
  readonly commands: ReadonlyArray<CampaignCommand>
  readonly signals: ReadonlyArray<CampaignSignal>
  /** Instants per command and signal. */
  readonly instants: number
  readonly seed: number
  /** Uninterrupted runs of each command, for its duration and the store it leaves. */
  readonly referenceRuns?: number
  /** Where attempts run; a failed attempt's folder stays there. */
  readonly work: string
  readonly onAttempt?: (attempt: Attempt, done: number, total: number) => void
}

export interface CampaignResult {
  readonly references: ReadonlyArray<Reference>
  readonly attempts: ReadonlyArray<Attempt>
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/**
 * Every command's reference, then `instants` attempts per command and signal, interleaved so
 * a spell of load on the machine falls on all of them alike. Delays are uniform over the
 * command's median uninterrupted duration.
 */
export const runCampaign = async (plan: CampaignPlan): Promise<CampaignResult> => {
  const references = new Map<CampaignCommandName, Reference>()
  for (const command of plan.commands) {
    references.set(
      command.name,
      await reference(
        plan.bench,
        command,
        join(plan.work, `reference-${command.name}`),
        plan.referenceRuns,
      ),
    )
  }
  const random = seededRandom(plan.seed)
  const schedule: Array<{ command: CampaignCommand; signal: CampaignSignal; delayMs: number }> = []
  for (let i = 0; i < plan.instants; i++) {
    for (const command of plan.commands) {
      const durationMs = median(references.get(command.name)?.durationsMs ?? [])
      for (const signal of plan.signals) {
        schedule.push({ command, signal, delayMs: random.uniform() * durationMs })
      }
    }
  }
  const attempts: Attempt[] = []
  for (const [index, step] of schedule.entries()) {
    const ref = references.get(step.command.name)
    if (ref === undefined) continue
    const dir = join(plan.work, `attempt-${index + 1}-${step.command.name}-${step.signal}`)
    const result = await attempt(plan.bench, step.command, ref, step.signal, step.delayMs, dir)
    attempts.push(result)
    plan.onAttempt?.(result, index + 1, schedule.length)
  }
  return { references: [...references.values()], attempts }
}
