/**
 * A started target's process under its supervisor (run/Supervisor.ts): spawned in its own
 * process group with its output in the log, its lifecycle settled from the supervisor's events,
 * and stopped when the scope closes (TERM, grace, KILL; the group killed when the supervisor
 * does not stop).
 */
import { closeSync, openSync } from "node:fs"
import { Deferred, Effect } from "effect"
import { type SupervisorEvent, supervisorArgv, supervisorEnv } from "./Supervisor.ts"
import type { TargetFailed } from "./TargetFailed.ts"

/** How a started process ended, as the supervisor reports it. */
export interface ProcessEnd {
  readonly code: number | null
  readonly signal: string | null
}

export const exitText = (e: ProcessEnd) =>
  e.signal ? `was killed by ${e.signal}` : `exited with code ${e.code}`

/** What the supervisor reports about the target's process, settled as its events come. */
export interface Lifecycle {
  /** Its pid, once started, and why the supervisor is no subreaper (empty when it is). */
  readonly started: Deferred.Deferred<{ pid: number; subreaper: string }, Error>
  readonly exited: Deferred.Deferred<ProcessEnd>
  /** Fails when it exits before the scope closes. */
  readonly died: Deferred.Deferred<never, TargetFailed>
  /** Set by the scope's finalizer: an exit from then on is the stop, not a death. */
  stopping: boolean
}

export const lifecycle: Effect.Effect<Lifecycle> = Effect.gen(function* () {
  const started = yield* Deferred.make<{ pid: number; subreaper: string }, Error>()
  const exited = yield* Deferred.make<ProcessEnd>()
  const died = yield* Deferred.make<never, TargetFailed>()
  return { started, exited, died, stopping: false }
})

/** Settles the lifecycle from one supervisor event; `onDeath` words an exit during the run. */
const settle =
  (life: Lifecycle, onDeath: (end: ProcessEnd) => TargetFailed) => (event: SupervisorEvent) => {
    if ("started" in event) {
      Deferred.unsafeDone(
        life.started,
        Effect.succeed({ pid: event.started, subreaper: event.subreaper }),
      )
    } else if ("error" in event) {
      Deferred.unsafeDone(life.started, Effect.fail(new Error(event.error)))
    } else {
      const end = { code: event.exited, signal: event.signal }
      Deferred.unsafeDone(life.exited, Effect.succeed(end))
      if (!life.stopping) Deferred.unsafeDone(life.died, Effect.fail(onDeath(end)))
    }
  }

/**
 * The supervisor, starting the command in its own process group with its stdout and stderr in
 * the log; its events settle the lifecycle.
 */
export const spawnSupervisor = (input: {
  readonly argv: ReadonlyArray<string>
  readonly cwd: string
  readonly env: Readonly<Record<string, string>>
  readonly logFile: string
  readonly life: Lifecycle
  readonly onDeath: (end: ProcessEnd) => TargetFailed
  /** How long its processes may take to exit after TERM before they are killed. */
  readonly graceMs: number
}) =>
  Effect.sync(() => {
    const fd = openSync(input.logFile, "w")
    try {
      const child = Bun.spawn([...supervisorArgv([...input.argv], input.cwd, input.graceMs)], {
        cwd: "/",
        env: supervisorEnv({ ...process.env, ...input.env }),
        stdin: "pipe",
        stdout: "pipe",
        stderr: fd,
        // Its own process group: a Ctrl-C meant for benchgate does not reach it directly.
        detached: true,
      })
      void readEvents(child.stdout, settle(input.life, input.onDeath))
      void child.exited.then(() =>
        Deferred.unsafeDone(input.life.started, Effect.fail(new Error("its supervisor exited"))),
      )
      return child
    } finally {
      closeSync(fd)
    }
  })

export type SupervisorProcess = Effect.Effect.Success<ReturnType<typeof spawnSupervisor>>

/**
 * The scope's finalizer: the end of the supervisor's stdin makes it stop the target's processes
 * (TERM, grace, KILL); one that does not exit in time is killed with the target's group.
 */
export const stopSupervisor = (
  child: SupervisorProcess,
  life: Lifecycle,
  graceMs: number,
): Effect.Effect<void> =>
  Effect.gen(function* () {
    life.stopping = true
    yield* Effect.promise(async () => {
      try {
        await child.stdin.end()
      } catch {
        // it is gone already
      }
    })
    const done = yield* Effect.promise(() => child.exited).pipe(
      Effect.timeoutOption(graceMs + 2000),
    )
    if (done._tag === "None") {
      // A supervisor that does not stop: kill the target's group, then the supervisor.
      const launched = yield* Deferred.poll(life.started)
      if (launched._tag === "Some") {
        const pid = yield* Effect.option(launched.value)
        if (pid._tag === "Some") signalGroup(pid.value.pid, "SIGKILL")
      }
      child.kill("SIGKILL")
    }
  })

/** Reads the supervisor's JSON lines. */
const readEvents = async (
  stream: ReadableStream<Uint8Array>,
  on: (event: SupervisorEvent) => void,
): Promise<void> => {
  const decoder = new TextDecoder()
  let buffered = ""
  for await (const chunk of stream) {
    buffered += decoder.decode(chunk, { stream: true })
    let newline = buffered.indexOf("\n")
    while (newline >= 0) {
      const line = buffered.slice(0, newline).trim()
      buffered = buffered.slice(newline + 1)
      if (line !== "") {
        try {
          on(JSON.parse(line) as SupervisorEvent)
        } catch {
          // not an event
        }
      }
      newline = buffered.indexOf("\n")
    }
  }
}

const signalGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is already gone.
  }
}
