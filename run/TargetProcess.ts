/**
 * Process lifecycle for HTTP and gRPC targets and services: start one under a supervisor
 * (run/Supervisor.ts) in its own process group, wait until it is ready, and stop it when the
 * scope closes, on success, failure and interruption (Ctrl-C) alike: the supervisor sends TERM
 * to every process the target started (daemons included), then KILL. The supervisor also stops
 * them when benchgate dies, however. Its output goes to a log file whose tail explains failures.
 *
 * Before the start, a fixed port (not `{port}`) must be free. Ready (run/Readiness.ts) means its
 * port, HTTP path or its kind's health check (the gRPC one) answers; and then the socket
 * listening on the port belongs to one of the target's processes (run/Sockets.ts). The process
 * under its supervisor is run/SupervisedProcess.ts.
 *
 * A started target's health is part of the resource (`died`, `alive`, whileAlive): its exit
 * after it was ready, before the scope closes, fails whatever runs under whileAlive.
 */
import { mkdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { Deferred, Effect, type Scope } from "effect"
import type { SpecPlan } from "../compiler/Plan.ts"
import { programName } from "../core/ProgramName.ts"
import { redactUrl, withSecrets } from "../core/Secrets.ts"
import { injectiveSlug } from "../core/ShellQuote.ts"
import type { Service, StartCommand } from "../core/Spec.ts"
import { fillPort } from "../core/Templates.ts"
import type { HealthCheck, Server } from "../targets/Kind.ts"
import { buildOnce } from "./Build.ts"
import { freePort } from "./Ports.ts"
import { processTree } from "./ProcStat.ts"
import {
  connects,
  healthCheckOf,
  type Reachable,
  reachabilityOf,
  readyOnce,
  splitAddress,
  waitUntilReady,
} from "./Readiness.ts"
import { listeningInodes, portHolders, socketHolders } from "./Sockets.ts"
import {
  exitText,
  type Lifecycle,
  lifecycle,
  type ProcessEnd,
  spawnSupervisor,
  stopSupervisor,
} from "./SupervisedProcess.ts"
import { STOP_GRACE_MS } from "./Supervisor.ts"
import { type Failed, TargetFailed } from "./TargetFailed.ts"

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

/** What startProcess needs of a target or a service. */
interface Startable {
  readonly role: "target" | "service"
  readonly name: string
  /** A URL, or (form "address") a bare `host:port`; may hold `{port}`. */
  readonly url: string
  readonly form: Server["endpointForm"]
  readonly start?: StartCommand
  readonly dir?: string
  /** Its kind's check beyond the port, run with one of `tools`. */
  readonly health?: HealthCheck
  readonly tools: ReadonlyMap<string, string>
  /** How long its processes may take to exit after TERM; absent: STOP_GRACE_MS. */
  readonly stopGraceMs?: number
}

/**
 * Starts the target (when it has a start command), waits until ready; stopped with the scope.
 * A server with a health check runs it with its tool, found in `tools` by name.
 */
export const startTarget = (
  spec: SpecPlan,
  server: Server,
  logDir: string,
  tools: ReadonlyMap<string, string> = new Map(),
  stopGraceMs?: number,
): Effect.Effect<RunningTarget, TargetFailed, Scope.Scope> =>
  startProcess(
    spec,
    {
      role: "target",
      ...(stopGraceMs === undefined ? {} : { stopGraceMs }),
      name: server.name,
      url: server.endpoint,
      form: server.endpointForm,
      ...(server.start === undefined ? {} : { start: server.start }),
      ...(server.dir === undefined ? {} : { dir: server.dir }),
      ...(server.health === undefined ? {} : { health: server.health }),
      tools,
    },
    logDir,
  )

/** Starts a service, waits until ready; stopped with the scope. */
export const startService = (
  spec: SpecPlan,
  service: Service,
  logDir: string,
): Effect.Effect<RunningTarget, TargetFailed, Scope.Scope> =>
  startProcess(spec, { ...service, role: "service", form: "url", tools: new Map() }, logDir)

/** The port a URL (or a `host:port` address) names, with its host. */
const endpoint = (
  url: string,
  form: Server["endpointForm"],
): { hostname: string; port: number } => {
  if (form === "address") return splitAddress(url)
  const { hostname, port, protocol } = new URL(url)
  return { hostname, port: Number(port || (protocol === "https:" ? 443 : 80)) }
}

/** Hosts whose listening sockets /proc of this machine shows. */
const isLocal = (hostname: string): boolean =>
  /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[?::1?\]?|\[::ffff:127\.\d+\.\d+\.\d+\])$/i.test(
    hostname,
  )

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
    const reachable = reachabilityOf(url, target.form)
    const graceMs = target.stopGraceMs ?? STOP_GRACE_MS
    const start = target.start
    if (!start) return yield* alreadyRunning(target.name, url, shown, reachable, failed)

    const listen = endpoint(url, target.form)
    const local = isLocal(listen.hostname)
    if (port === undefined && local) yield* requireFreePort(listen, shown, failed)

    const logFile = logFileOf(spec, target, logDir)
    const life = yield* lifecycle
    const { program, argv, env } = commandOf(start, port)
    const cwd = resolve(target.dir ?? spec.dir, start.cwd ?? ".")
    yield* buildOnce(start.build, cwd, logFile, failed)
    const onDeath = (end: ProcessEnd) => failed("Died", `${exitText(end)} during the run`, logFile)
    const supervisor = yield* Effect.acquireRelease(
      spawnSupervisor({ argv, cwd, env, logFile, life, onDeath, graceMs }),
      (child) => stopSupervisor(child, life, graceMs),
    )
    const leader = yield* awaitLaunch(life, program, logFile, failed)

    const deadline = Date.now() + start.timeoutMs
    const health = yield* healthCheckOf(target.health, target.tools, url, target.dir ?? spec.dir)
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
