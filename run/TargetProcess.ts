/**
 * Process lifecycle for HTTP and gRPC targets and services: start one under a supervisor
 * (run/Supervisor.ts) in its own process group, wait until it is ready, and stop it when the
 * scope closes, on success, failure and interruption (Ctrl-C) alike: the supervisor sends TERM
 * to every process the target started (daemons included), then KILL. The supervisor also stops
 * them when benchgate dies, however. Its output goes to a log file whose tail explains failures.
 *
 * Before the start, a fixed port (not `{port}`) must be free. Ready means: its port accepts
 * connections; with `ready.http`, GET of that path answers 2xx; with `ready.grpc`, also
 * grpcurl's health check (runners/grpcurl/Health.ts) answers SERVING; and then the socket
 * listening on the port belongs to one of the target's processes (run/Sockets.ts).
 *
 * A started target's health is part of the resource (`died`, `alive`, whileAlive): its exit
 * after it was ready, before the scope closes, fails whatever runs under whileAlive.
 */
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Deferred, Effect, type Scope } from "effect"
import type { SpecPlan } from "../compiler/Plan.ts"
import type { GrpcTarget as GrpcConnection } from "../core/GrpcTarget.ts"
import { programName } from "../core/ProgramName.ts"
import { redactUrl, withSecrets } from "../core/Secrets.ts"
import { injectiveSlug } from "../core/ShellQuote.ts"
import { spawnCollect } from "../core/Spawn.ts"
import type { Service, StartCommand } from "../core/Spec.ts"
import { fillPort } from "../core/Templates.ts"
import {
  HEALTH_PROTO,
  HEALTH_PROTO_FILE,
  healthCheckArgs,
  isServing,
} from "../runners/grpcurl/Health.ts"
import type { Server } from "../targets/Kind.ts"
import { resolveForGrpcurl } from "./GrpcPaths.ts"
import { freePort } from "./Ports.ts"
import { processTree } from "./ProcStat.ts"
import { listeningInodes, portHolders, socketHolders } from "./Sockets.ts"
import { STOP_GRACE_MS, type SupervisorEvent, supervisorArgv, supervisorEnv } from "./Supervisor.ts"
import { TargetFailed } from "./TargetFailed.ts"

export interface RunningTarget {
  readonly name: string
  /** The port allocated for `{port}`, when the URL (or address) has one. */
  readonly port?: number
  /** The base URL (a gRPC target's address) with `{port}` filled in. */
  readonly url: string
  /** The started command's pid (its process group's id). */
  readonly pid?: number
  readonly logFile?: string
  /**
   * The target's health, part of the resource: fails with TargetFailed (reason "Died": its exit
   * code and log tail) as soon as the started process exits before the scope closes; never
   * succeeds. Never completes for a target benchgate did not start. See whileAlive.
   */
  readonly died: Effect.Effect<never, TargetFailed>
  /** Fails at once when the target has died; succeeds otherwise. */
  readonly alive: Effect.Effect<void, TargetFailed>
}

/** How long a runner's failure waits for a death report that would explain it. */
const DEATH_REPORT_MS = 300
const PROBE_INTERVAL_MS = 50
const LOG_TAIL_LINES = 20

const logTail = (file: string, lines = LOG_TAIL_LINES): string => {
  try {
    return readFileSync(file, "utf8")
      .split("\n")
      .slice(-lines - 1)
      .join("\n")
  } catch {
    return ""
  }
}

/** Whether `host:port` accepts a TCP connection. */
const connects = async (hostname: string, port: number): Promise<boolean> => {
  try {
    const socket = await Bun.connect({
      hostname: hostname.replace(/^\[|\]$/g, ""),
      port,
      socket: { data() {} },
    })
    socket.end()
    return true
  } catch {
    return false
  }
}

/** One readiness check: a 2xx answer on the probe path, or else an accepted connection. */
const probe = async (url: string, httpPath: string | undefined): Promise<boolean> => {
  try {
    if (httpPath !== undefined) {
      const response = await fetch(url.replace(/\/+$/, "") + httpPath, {
        signal: AbortSignal.timeout(1000),
      })
      await response.arrayBuffer()
      return response.ok
    }
    const { hostname, port, protocol } = new URL(url)
    return await connects(hostname, Number(port || (protocol === "https:" ? 443 : 80)))
  } catch {
    return false
  }
}

/** `host:port` → its parts (IPv6 hosts keep their brackets, which `connects` removes). */
const splitAddress = (address: string): { hostname: string; port: number } => {
  const cut = address.lastIndexOf(":")
  return { hostname: address.slice(0, cut), port: Number(address.slice(cut + 1)) }
}

/**
 * A directory holding the health proto for grpcurl, removed with the target's scope (an exit
 * handler would not do: a test runner's process never fires it).
 */
const healthProtoDir: Effect.Effect<string, never, Scope.Scope> = Effect.acquireRelease(
  Effect.sync(() => {
    const dir = mkdtempSync(join(tmpdir(), "benchgate-health-"))
    writeFileSync(join(dir, HEALTH_PROTO_FILE), HEALTH_PROTO)
    return dir
  }),
  (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true })),
)

/** How a gRPC target is probed: its port, then (with `ready.grpc`) its health check. */
interface GrpcProbe {
  readonly target: GrpcConnection
  /** grpcurl, for the health check; absent when no check is asked for. */
  readonly grpcurl?: string
}

/**
 * How long one health check may take: grpcurl gives up after 2 s itself (HEALTH_PROBE_OPTIONS);
 * this stops one that does not.
 */
const HEALTH_CHECK_TIMEOUT_MS = 5_000

/** The gRPC health check's last answer, and whether it said SERVING. */
const grpcHealth = (
  grpcurl: string,
  target: GrpcConnection,
  address: string,
  service: string,
  dir: string,
  protoDir: string,
): Effect.Effect<{ readonly serving: boolean; readonly answer: string }> => {
  const connection = resolveForGrpcurl({ ...target, address }, dir)
  const args = healthCheckArgs(connection, service, protoDir)
  return spawnCollect(
    [grpcurl, ...args],
    { cwd: process.cwd(), env: process.env, timeoutMs: HEALTH_CHECK_TIMEOUT_MS },
    () => `grpcurl did not answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`,
    (cause) => String(cause),
  ).pipe(
    Effect.map((done) => ({
      serving: done.code === 0 && isServing(done.stdout),
      answer: `${done.stdout}${done.stderr}`.trim().replace(/\s+/g, " ").slice(0, 300),
    })),
    Effect.catchAll((why) => Effect.succeed({ serving: false, answer: why })),
  )
}

/** What startProcess needs of a target or a service. */
interface Startable {
  readonly role: "target" | "service"
  readonly name: string
  /** A URL, or for a gRPC target its `host:port` address; may hold `{port}`. */
  readonly url: string
  readonly start?: StartCommand
  readonly dir?: string
  /** Set for a gRPC target: `url` is an address, readiness may be a health check. */
  readonly grpc?: GrpcProbe
}

/**
 * Starts the target (when it has a start command), waits until ready; stopped with the scope.
 * A gRPC server with `ready.grpc` needs `grpcurl` for its health check.
 */
export const startTarget = (
  spec: SpecPlan,
  server: Server,
  logDir: string,
  grpcurl?: string,
): Effect.Effect<RunningTarget, TargetFailed, Scope.Scope> =>
  startProcess(
    spec,
    {
      role: "target",
      name: server.name,
      url: server.endpoint,
      ...(server.start === undefined ? {} : { start: server.start }),
      ...(server.dir === undefined ? {} : { dir: server.dir }),
      ...(server.grpc === undefined
        ? {}
        : { grpc: { target: server.grpc, ...(grpcurl === undefined ? {} : { grpcurl }) } }),
    },
    logDir,
  )

/** Starts a service, waits until ready; stopped with the scope. */
export const startService = (
  spec: SpecPlan,
  service: Service,
  logDir: string,
): Effect.Effect<RunningTarget, TargetFailed, Scope.Scope> =>
  startProcess(spec, { ...service, role: "service" }, logDir)

/** The port a URL (or a gRPC `host:port` address) names, with its host. */
const endpoint = (url: string, grpc: boolean): { hostname: string; port: number } => {
  if (grpc) return splitAddress(url)
  const { hostname, port, protocol } = new URL(url)
  return { hostname, port: Number(port || (protocol === "https:" ? 443 : 80)) }
}

/** Hosts whose listening sockets /proc of this machine shows. */
const isLocal = (hostname: string): boolean =>
  /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[?::1?\]?|\[::ffff:127\.\d+\.\d+\.\d+\])$/i.test(
    hostname,
  )

/** A TargetFailed of the target being started: its reason, one sentence, its log's tail. */
type Failed = (reason: TargetFailed["reason"], detail: string, logFile?: string) => TargetFailed

const failureOf =
  (spec: SpecPlan, target: Startable): Failed =>
  (reason, detail, logFile) =>
    new TargetFailed({
      spec: spec.spec.file,
      target: target.name,
      ...(target.role === "service" ? { role: "service" as const } : {}),
      reason,
      detail,
      ...(logFile ? { logFile } : {}),
      logTail: logFile ? logTail(logFile) : "",
    })

/** Whether the port accepts connections (or the HTTP probe path answers 2xx). */
type Reachable = (httpPath: string | undefined) => Promise<boolean>

const reachabilityOf =
  (url: string, grpc: GrpcProbe | undefined): Reachable =>
  (httpPath) => {
    if (grpc === undefined) return probe(url, httpPath)
    const { hostname, port } = splitAddress(url)
    return connects(hostname, port)
  }

/** How a started process ended, as the supervisor reports it. */
interface ProcessEnd {
  readonly code: number | null
  readonly signal: string | null
}

const exitText = (e: ProcessEnd) =>
  e.signal ? `was killed by ${e.signal}` : `exited with code ${e.code}`

/**
 * Starts the target (or service) under a supervisor when it has a start command and waits until
 * it is ready, or checks that one without a start command answers; stopped with the scope.
 */
const startProcess = (
  spec: SpecPlan,
  target: Startable,
  logDir: string,
): Effect.Effect<RunningTarget, TargetFailed, Scope.Scope> =>
  Effect.gen(function* () {
    const port = target.url.includes("{port}") ? yield* freePort : undefined
    // `{env.NAME}` in the URL's userinfo is resolved here; messages show it as `***`.
    const url = withSecrets(fillPort(target.url, port))
    const shown = redactUrl(url)
    const failed = failureOf(spec, target)
    const reachable = reachabilityOf(url, target.grpc)
    const start = target.start
    if (!start) return yield* alreadyRunning(target.name, url, shown, reachable, failed)

    const listen = endpoint(url, target.grpc !== undefined)
    const local = isLocal(listen.hostname)
    if (port === undefined && local) yield* requireFreePort(listen, shown, failed)

    const logFile = logFileOf(spec, target, logDir)
    const life = yield* lifecycle
    const { program, argv, env } = commandOf(start, port)
    const cwd = resolve(target.dir ?? spec.dir, start.cwd ?? ".")
    const onDeath = (end: ProcessEnd) => failed("Died", `${exitText(end)} during the run`, logFile)
    const supervisor = yield* Effect.acquireRelease(
      spawnSupervisor({ argv, cwd, env, logFile, life, onDeath }),
      (child) => stopSupervisor(child, life),
    )
    const leader = yield* awaitLaunch(life, program, logFile, failed)

    const deadline = Date.now() + start.timeoutMs
    const health = yield* healthCheckOf(target, url, start, spec.dir)
    const ready = readyOnce(reachable, start.ready.httpPath, health)
    yield* waitUntilReady({ life, ready, deadline, start, health, shown, logFile, failed })
    if (local) yield* requireOwnSocket(listen.port, supervisor.pid, leader, shown, logFile, failed)
    return runningTarget(target.name, url, port, leader, logFile, life)
  })

/** A target benchgate does not start: it must answer already; no health of its is watched. */
const alreadyRunning = (
  name: string,
  url: string,
  shown: string,
  reachable: Reachable,
  failed: Failed,
): Effect.Effect<RunningTarget, TargetFailed> =>
  Effect.gen(function* () {
    if (!(yield* Effect.promise(() => reachable(undefined)))) {
      return yield* failed("Unreachable", `is not reachable at ${shown} (it has no start command)`)
    }
    return { name, url, died: Effect.never, alive: Effect.void }
  })

/** A fixed port someone else holds: the probe would reach them, and we would measure them. */
const requireFreePort = (
  listen: { readonly hostname: string; readonly port: number },
  shown: string,
  failed: Failed,
): Effect.Effect<void, TargetFailed> =>
  Effect.gen(function* () {
    const inodes = listeningInodes(listen.port)
    const taken =
      inodes === undefined
        ? yield* Effect.promise(() => connects(listen.hostname, listen.port))
        : inodes.size > 0
    if (taken) {
      const holders = portHolders(listen.port)
      return yield* failed(
        "PortInUse",
        `cannot start: port ${listen.port} (${shown}) is already in use${holders ? ` by ${holders}` : ""}`,
      )
    }
  })

/** The target's log file in `logDir` (created): `SPEC-TARGET-HASH.log`, `SPEC-service-NAME-HASH.log`. */
const logFileOf = (spec: SpecPlan, target: Startable, logDir: string): string => {
  mkdirSync(logDir, { recursive: true })
  // Injective: targets "x y" and "x-y" (one slug) must not share a log.
  const names =
    target.role === "service"
      ? [spec.spec.name, "service", target.name]
      : [spec.spec.name, target.name]
  return join(logDir, `${injectiveSlug(names)}.log`)
}

/** The start command's argv and environment, `{port}` and `{env.NAME}` filled in. */
const commandOf = (start: StartCommand, port: number | undefined) => {
  const [program = "", ...args] = start.cmd.map((arg) => fillPort(arg, port))
  const env = Object.fromEntries(
    Object.entries(start.env).map(([key, value]) => [key, withSecrets(fillPort(value, port))]),
  )
  return { program, argv: [program, ...args], env }
}

/** What the supervisor reports about the target's process, settled as its events come. */
interface Lifecycle {
  /** Its pid, once started, and why the supervisor is no subreaper (empty when it is). */
  readonly started: Deferred.Deferred<{ pid: number; subreaper: string }, Error>
  readonly exited: Deferred.Deferred<ProcessEnd>
  /** Fails when it exits before the scope closes. */
  readonly died: Deferred.Deferred<never, TargetFailed>
  /** Set by the scope's finalizer: an exit from then on is the stop, not a death. */
  stopping: boolean
}

const lifecycle: Effect.Effect<Lifecycle> = Effect.gen(function* () {
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
const spawnSupervisor = (input: {
  readonly argv: ReadonlyArray<string>
  readonly cwd: string
  readonly env: Readonly<Record<string, string>>
  readonly logFile: string
  readonly life: Lifecycle
  readonly onDeath: (end: ProcessEnd) => TargetFailed
}) =>
  Effect.sync(() => {
    const fd = openSync(input.logFile, "w")
    try {
      const child = Bun.spawn([...supervisorArgv([...input.argv], input.cwd)], {
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

type SupervisorProcess = Effect.Effect.Success<ReturnType<typeof spawnSupervisor>>

/**
 * The scope's finalizer: the end of the supervisor's stdin makes it stop the target's processes
 * (TERM, grace, KILL); one that does not exit in time is killed with the target's group.
 */
const stopSupervisor = (child: SupervisorProcess, life: Lifecycle): Effect.Effect<void> =>
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
      Effect.timeoutOption(STOP_GRACE_MS + 2000),
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

/** Whether the warning that targets cannot be stopped when they daemonize was printed. */
let subreaperWarned = false

/** The target's pid, once its supervisor started it; warns once when it is no subreaper. */
const awaitLaunch = (
  life: Lifecycle,
  program: string,
  logFile: string,
  failed: Failed,
): Effect.Effect<number, TargetFailed> =>
  Effect.gen(function* () {
    const launch = yield* Deferred.await(life.started).pipe(Effect.either)
    if (launch._tag === "Left") {
      return yield* failed(
        "Spawn",
        `could not be started (${program}: ${launch.left.message})`,
        logFile,
      )
    }
    if (launch.right.subreaper !== "" && !subreaperWarned) {
      subreaperWarned = true
      process.stderr.write(
        `${programName()}: warning: targets that daemonize (leave their process group) cannot be stopped: ${launch.right.subreaper}\n`,
      )
    }
    return launch.right.pid
  })

/** A gRPC target's health check (`ready.grpc`), with the health proto's directory. */
interface HealthCheck {
  readonly probe: GrpcProbe
  /** The service asked about; "" for the whole server. */
  readonly service: string
  readonly address: string
  readonly dir: string
  readonly protoDir: string
}

/** The health check a gRPC target with `ready.grpc` is probed with; none for others. */
const healthCheckOf = (
  target: Startable,
  address: string,
  start: StartCommand,
  specDir: string,
): Effect.Effect<HealthCheck | undefined, never, Scope.Scope> =>
  Effect.gen(function* () {
    const probe = target.grpc
    const service = probe === undefined ? undefined : start.ready.grpcService
    if (probe === undefined || service === undefined) return undefined
    const protoDir = yield* healthProtoDir
    return { probe, service, address, dir: target.dir ?? specDir, protoDir }
  })

/** One look at readiness, with the health check's answer when one was had. */
interface ReadyCheck {
  readonly ready: boolean
  readonly answer?: string
}

/** Ready: reachable, and (when asked for) the gRPC health check says SERVING. */
const readyOnce = (
  reachable: Reachable,
  httpPath: string | undefined,
  health: HealthCheck | undefined,
): Effect.Effect<ReadyCheck> =>
  Effect.gen(function* () {
    if (!(yield* Effect.promise(() => reachable(httpPath)))) return { ready: false }
    if (health === undefined) return { ready: true }
    const { grpcurl, target } = health.probe
    if (grpcurl === undefined) {
      return { ready: false, answer: "no grpcurl was resolved for the health check" }
    }
    const answer = yield* grpcHealth(
      grpcurl,
      target,
      health.address,
      health.service,
      health.dir,
      health.protoDir,
    )
    return { ready: answer.serving, answer: answer.answer }
  })

/**
 * Probes every PROBE_INTERVAL_MS until the target is ready; fails when it exits first or when
 * the deadline passes, saying what it waited for and the health check's last answer.
 */
const waitUntilReady = (input: {
  readonly life: Lifecycle
  readonly ready: Effect.Effect<ReadyCheck>
  readonly deadline: number
  readonly start: StartCommand
  readonly health: HealthCheck | undefined
  readonly shown: string
  readonly logFile: string
  readonly failed: Failed
}): Effect.Effect<void, TargetFailed> =>
  Effect.gen(function* () {
    const { start, health, failed, logFile } = input
    let lastAnswer = ""
    while (true) {
      const exit = yield* Deferred.poll(input.life.exited)
      if (exit._tag === "Some") {
        const what = yield* exit.value
        return yield* failed("Exited", `${exitText(what)} before it was ready`, logFile)
      }
      const check = yield* input.ready
      if (check.answer !== undefined) lastAnswer = check.answer
      if (check.ready) return
      if (Date.now() > input.deadline) {
        const what =
          health !== undefined
            ? `the gRPC health check answered SERVING for ${health.service === "" ? "the server" : `service ${health.service}`}`
            : start.ready.httpPath
              ? `GET ${start.ready.httpPath} answered 2xx`
              : "its port accepted connections"
        const answer = lastAnswer === "" ? "" : `; last answer: ${lastAnswer}`
        return yield* failed(
          "NotReady",
          `was not ready within ${start.timeoutMs} ms (waiting until ${what} at ${input.shown}${answer})`,
          logFile,
        )
      }
      yield* Effect.sleep(PROBE_INTERVAL_MS)
    }
  })

/** The probe reached a process on that port: it must be one of the target's own. */
const requireOwnSocket = (
  port: number,
  supervisorPid: number,
  leader: number,
  shown: string,
  logFile: string,
  failed: Failed,
): Effect.Effect<void, TargetFailed> =>
  Effect.gen(function* () {
    const inodes = listeningInodes(port)
    if (inodes === undefined || inodes.size === 0) return
    const ours = socketHolders(inodes, processTree(supervisorPid, leader))
    if (ours.length === 0) {
      const holders = portHolders(port)
      return yield* failed(
        "NotOurs",
        `is not the process answering at ${shown}: port ${port} is held by ${holders || "another process"}, not by the target's processes`,
        logFile,
      )
    }
  })

/** The started target as a resource: its health (`died`, `alive`) until the scope closes. */
const runningTarget = (
  name: string,
  url: string,
  port: number | undefined,
  leader: number,
  logFile: string,
  life: Lifecycle,
): RunningTarget => {
  const alive = Effect.gen(function* () {
    const dead = yield* Deferred.poll(life.died)
    if (dead._tag === "Some") yield* dead.value
  })
  return {
    name,
    url,
    ...(port === undefined ? {} : { port }),
    pid: leader,
    logFile,
    died: Deferred.await(life.died),
    alive,
  }
}

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

/**
 * Runs `effect` while the targets stay alive: the first that dies fails it (interrupting the
 * effect, e.g. a load slice), and a failure of the effect that comes with a death (a runner
 * seeing connection errors because the target crashed) reports the death, which explains it.
 */
export const whileAlive = <A, E, R>(
  targets: ReadonlyArray<RunningTarget>,
  effect: Effect.Effect<A, E, R>,
): Effect.Effect<A, E | TargetFailed, R> => {
  const anyAlive = Effect.forEach(targets, (t) => t.alive, { discard: true })
  if (targets.length === 0) return effect
  const anyDied = targets
    .map((t) => t.died as Effect.Effect<never, TargetFailed>)
    .reduce((a, b) => Effect.raceFirst(a, b))
  return anyAlive.pipe(
    Effect.zipRight(Effect.raceFirst(effect, anyDied)),
    Effect.catchAll((error) =>
      error instanceof TargetFailed
        ? Effect.fail(error)
        : // The death may be reported a moment after the runner noticed it.
          Effect.sleep(DEATH_REPORT_MS).pipe(
            Effect.zipRight(anyAlive),
            Effect.zipRight(Effect.fail(error)),
          ),
    ),
  )
}
