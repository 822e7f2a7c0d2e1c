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
import type { GrpcTarget } from "../targets/grpc/GrpcTarget.ts"
import type { HttpTarget } from "../targets/http/HttpTarget.ts"
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

export const logTail = (file: string, lines = LOG_TAIL_LINES): string => {
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
  readonly target: GrpcTarget
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
  target: GrpcTarget,
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
 * A gRPC target with `ready.grpc` needs `grpcurl` for its health check.
 */
export const startTarget = (
  spec: SpecPlan,
  target: HttpTarget | GrpcTarget,
  logDir: string,
  grpcurl?: string,
): Effect.Effect<RunningTarget, TargetFailed, Scope.Scope> =>
  target.kind === "http"
    ? startProcess(spec, { ...target, role: "target" }, logDir)
    : startProcess(
        spec,
        {
          role: "target",
          name: target.name,
          url: target.address,
          ...(target.start === undefined ? {} : { start: target.start }),
          ...(target.dir === undefined ? {} : { dir: target.dir }),
          grpc: { target, ...(grpcurl === undefined ? {} : { grpcurl }) },
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

let subreaperWarned = false

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
    const failed = (reason: TargetFailed["reason"], detail: string, logFile?: string) =>
      new TargetFailed({
        spec: spec.spec.file,
        target: target.name,
        ...(target.role === "service" ? { role: "service" as const } : {}),
        reason,
        detail,
        ...(logFile ? { logFile } : {}),
        logTail: logFile ? logTail(logFile) : "",
      })

    const grpc = target.grpc
    /** Whether the port accepts connections (or the HTTP probe path answers 2xx). */
    const reachable = (httpPath: string | undefined) => {
      if (grpc === undefined) return probe(url, httpPath)
      const { hostname, port } = splitAddress(url)
      return connects(hostname, port)
    }

    const start = target.start
    if (!start) {
      if (!(yield* Effect.promise(() => reachable(undefined)))) {
        return yield* failed(
          "Unreachable",
          `is not reachable at ${shown} (it has no start command)`,
        )
      }
      return { name: target.name, url, died: Effect.never, alive: Effect.void }
    }

    const listen = endpoint(url, grpc !== undefined)
    const local = isLocal(listen.hostname)
    // A fixed port someone else holds: the probe would reach them, and we would measure them.
    if (port === undefined && local) {
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
    }

    mkdirSync(logDir, { recursive: true })
    // Injective: targets "x y" and "x-y" (one slug) must not share a log.
    const names =
      target.role === "service"
        ? [spec.spec.name, "service", target.name]
        : [spec.spec.name, target.name]
    const logFile = join(logDir, `${injectiveSlug(names)}.log`)
    const started = yield* Deferred.make<{ pid: number; subreaper: string }, Error>()
    const exited = yield* Deferred.make<{ code: number | null; signal: string | null }>()
    const died = yield* Deferred.make<never, TargetFailed>()
    let stopping = false
    const [program = "", ...args] = start.cmd.map((arg) => fillPort(arg, port))
    const env = Object.fromEntries(
      Object.entries(start.env).map(([key, value]) => [key, withSecrets(fillPort(value, port))]),
    )
    const exitText = (e: { code: number | null; signal: string | null }) =>
      e.signal ? `was killed by ${e.signal}` : `exited with code ${e.code}`

    const supervisor = yield* Effect.acquireRelease(
      Effect.sync(() => {
        const fd = openSync(logFile, "w")
        try {
          const child = Bun.spawn(
            [
              ...supervisorArgv(
                [program, ...args],
                resolve(target.dir ?? spec.dir, start.cwd ?? "."),
              ),
            ],
            {
              cwd: "/",
              env: supervisorEnv({ ...process.env, ...env }),
              stdin: "pipe",
              stdout: "pipe",
              stderr: fd,
              // Its own process group: a Ctrl-C meant for benchgate does not reach it directly.
              detached: true,
            },
          )
          void readEvents(child.stdout, (event) => {
            if ("started" in event) {
              Deferred.unsafeDone(
                started,
                Effect.succeed({ pid: event.started, subreaper: event.subreaper }),
              )
            } else if ("error" in event) {
              Deferred.unsafeDone(started, Effect.fail(new Error(event.error)))
            } else {
              const end = { code: event.exited, signal: event.signal }
              Deferred.unsafeDone(exited, Effect.succeed(end))
              if (!stopping) {
                Deferred.unsafeDone(
                  died,
                  Effect.fail(failed("Died", `${exitText(end)} during the run`, logFile)),
                )
              }
            }
          })
          void child.exited.then(() =>
            Deferred.unsafeDone(started, Effect.fail(new Error("its supervisor exited"))),
          )
          return child
        } finally {
          closeSync(fd)
        }
      }),
      (child) =>
        Effect.gen(function* () {
          stopping = true
          // End of stdin: the supervisor stops the target's processes (TERM, grace, KILL).
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
            const launched = yield* Deferred.poll(started)
            if (launched._tag === "Some") {
              const pid = yield* Effect.option(launched.value)
              if (pid._tag === "Some") signalGroup(pid.value.pid, "SIGKILL")
            }
            child.kill("SIGKILL")
          }
        }),
    )

    const launch = yield* Deferred.await(started).pipe(Effect.either)
    if (launch._tag === "Left") {
      return yield* failed(
        "Spawn",
        `could not be started (${program}: ${launch.left.message})`,
        logFile,
      )
    }
    const leader = launch.right.pid
    if (launch.right.subreaper !== "" && !subreaperWarned) {
      subreaperWarned = true
      process.stderr.write(
        `${programName()}: warning: targets that daemonize (leave their process group) cannot be stopped: ${launch.right.subreaper}\n`,
      )
    }

    const deadline = Date.now() + start.timeoutMs
    const healthService = grpc === undefined ? undefined : start.ready.grpcService
    const protoDir = healthService === undefined ? undefined : yield* healthProtoDir
    let lastAnswer = ""
    /** Ready: reachable, and (when asked for) the gRPC health check says SERVING. */
    const ready = Effect.gen(function* () {
      if (!(yield* Effect.promise(() => reachable(start.ready.httpPath)))) return false
      if (grpc === undefined || healthService === undefined || protoDir === undefined) return true
      if (grpc.grpcurl === undefined) {
        lastAnswer = "no grpcurl was resolved for the health check"
        return false
      }
      const health = yield* grpcHealth(
        grpc.grpcurl,
        grpc.target,
        url,
        healthService,
        target.dir ?? spec.dir,
        protoDir,
      )
      lastAnswer = health.answer
      return health.serving
    })
    while (true) {
      const exit = yield* Deferred.poll(exited)
      if (exit._tag === "Some") {
        const what = yield* exit.value
        return yield* failed("Exited", `${exitText(what)} before it was ready`, logFile)
      }
      if (yield* ready) break
      if (Date.now() > deadline) {
        const what =
          healthService !== undefined
            ? `the gRPC health check answered SERVING for ${healthService === "" ? "the server" : `service ${healthService}`}`
            : start.ready.httpPath
              ? `GET ${start.ready.httpPath} answered 2xx`
              : "its port accepted connections"
        const answer = lastAnswer === "" ? "" : `; last answer: ${lastAnswer}`
        return yield* failed(
          "NotReady",
          `was not ready within ${start.timeoutMs} ms (waiting until ${what} at ${shown}${answer})`,
          logFile,
        )
      }
      yield* Effect.sleep(PROBE_INTERVAL_MS)
    }

    // The probe reached a process on that port: it must be one of the target's own.
    if (local) {
      const inodes = listeningInodes(listen.port)
      if (inodes !== undefined && inodes.size > 0) {
        const ours = socketHolders(inodes, processTree(supervisor.pid, leader))
        if (ours.length === 0) {
          const holders = portHolders(listen.port)
          return yield* failed(
            "NotOurs",
            `is not the process answering at ${shown}: port ${listen.port} is held by ${holders || "another process"}, not by the target's processes`,
            logFile,
          )
        }
      }
    }

    const alive = Effect.gen(function* () {
      const dead = yield* Deferred.poll(died)
      if (dead._tag === "Some") yield* dead.value
    })
    return {
      name: target.name,
      url,
      ...(port === undefined ? {} : { port }),
      pid: leader,
      logFile,
      died: Deferred.await(died),
      alive,
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
