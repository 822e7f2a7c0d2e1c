/**
 * Process lifecycle for HTTP and gRPC targets and services: start one in its own process group,
 * wait until it is ready, and stop it — TERM to the whole group, then KILL — when the scope
 * closes, on success, failure and interruption (Ctrl-C) alike. Its output goes to a log file
 * whose tail explains failures.
 *
 * Ready means: its port accepts connections; with `ready.http`, GET of that path answers 2xx;
 * with `ready.grpc`, also grpcurl's health check (runners/grpcurl/Health.ts) answers SERVING.
 */
import { type ChildProcess, spawn } from "node:child_process"
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
import { injectiveSlug } from "../compiler/ShellQuote.ts"
import type { GrpcTarget, HttpTarget, Service, StartCommand } from "../compiler/Spec.ts"
import {
  HEALTH_PROTO,
  HEALTH_PROTO_FILE,
  healthCheckArgs,
  isServing,
} from "../runners/grpcurl/Health.ts"
import { resolveForGrpcurl } from "./GrpcPaths.ts"
import { freePort } from "./Ports.ts"
import { TargetFailed } from "./TargetFailed.ts"

export interface RunningTarget {
  readonly name: string
  /** The port allocated for `{port}`, when the URL (or address) has one. */
  readonly port?: number
  /** The base URL (a gRPC target's address) with `{port}` filled in. */
  readonly url: string
  readonly pid?: number
  readonly logFile?: string
}

const STOP_GRACE_MS = 5000
const PROBE_INTERVAL_MS = 50
const LOG_TAIL_LINES = 20

export const fillPort = (text: string, port: number | undefined): string =>
  port === undefined ? text : text.replaceAll("{port}", String(port))

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

let healthDir: string | undefined
/** A directory holding the health proto for grpcurl, made once per process. */
const healthProtoDir = (): string => {
  if (healthDir === undefined) {
    const dir = mkdtempSync(join(tmpdir(), "benchgate-health-"))
    writeFileSync(join(dir, HEALTH_PROTO_FILE), HEALTH_PROTO)
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }))
    healthDir = dir
  }
  return healthDir
}

/** How a gRPC target is probed: its port, then (with `ready.grpc`) its health check. */
interface GrpcProbe {
  readonly target: GrpcTarget
  /** grpcurl, for the health check; absent when no check is asked for. */
  readonly grpcurl?: string
}

/** The gRPC health check's last answer, and whether it said SERVING. */
const grpcHealth = async (
  grpcurl: string,
  target: GrpcTarget,
  address: string,
  service: string,
  dir: string,
): Promise<{ readonly serving: boolean; readonly answer: string }> => {
  const connection = resolveForGrpcurl({ ...target, address }, dir)
  const args = healthCheckArgs(connection, service, healthProtoDir())
  try {
    const child = Bun.spawn([grpcurl, ...args], { stdin: "ignore", stdout: "pipe", stderr: "pipe" })
    const [stdout, stderr] = await Promise.all([
      new Response(child.stdout).text(),
      new Response(child.stderr).text(),
      child.exited,
    ])
    return {
      serving: child.exitCode === 0 && isServing(stdout),
      answer: `${stdout}${stderr}`.trim().replace(/\s+/g, " ").slice(0, 300),
    }
  } catch (error) {
    return { serving: false, answer: String(error) }
  }
}

const signalGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group is already gone.
  }
}

/** TERM to the group, wait for the leader, then KILL whatever of the group is left. */
const stopProcess = (child: ChildProcess, exited: Deferred.Deferred<number | null>) =>
  Effect.gen(function* () {
    const pid = child.pid
    if (pid === undefined) return
    signalGroup(pid, "SIGTERM")
    yield* Deferred.await(exited).pipe(Effect.timeoutOption(STOP_GRACE_MS))
    signalGroup(pid, "SIGKILL")
  })

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

const startProcess = (
  spec: SpecPlan,
  target: Startable,
  logDir: string,
): Effect.Effect<RunningTarget, TargetFailed, Scope.Scope> =>
  Effect.gen(function* () {
    const port = target.url.includes("{port}") ? yield* freePort : undefined
    const url = fillPort(target.url, port)
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
        return yield* failed("Unreachable", `is not reachable at ${url} (it has no start command)`)
      }
      return { name: target.name, url }
    }

    mkdirSync(logDir, { recursive: true })
    // Injective: targets "x y" and "x-y" (one slug) must not share a log.
    const names =
      target.role === "service"
        ? [spec.spec.name, "service", target.name]
        : [spec.spec.name, target.name]
    const logFile = join(logDir, `${injectiveSlug(names)}.log`)
    const exited = yield* Deferred.make<number | null>()
    const spawnError = yield* Deferred.make<Error>()
    const [program = "", ...args] = start.cmd.map((arg) => fillPort(arg, port))
    const env = Object.fromEntries(
      Object.entries(start.env).map(([key, value]) => [key, fillPort(value, port)]),
    )

    const child = yield* Effect.acquireRelease(
      Effect.sync(() => {
        const fd = openSync(logFile, "w")
        try {
          const child = spawn(program, args, {
            cwd: resolve(target.dir ?? spec.dir, start.cwd ?? "."),
            env: { ...process.env, ...env },
            // Its own process group, so stopping it reaches every process it started.
            detached: true,
            stdio: ["ignore", fd, fd],
          })
          child.on("exit", (code, signal) =>
            Deferred.unsafeDone(exited, Effect.succeed(code ?? (signal ? -1 : null))),
          )
          child.on("error", (error) => Deferred.unsafeDone(spawnError, Effect.succeed(error)))
          return child
        } finally {
          closeSync(fd)
        }
      }),
      (child) => stopProcess(child, exited),
    )

    const deadline = Date.now() + start.timeoutMs
    const healthService = grpc === undefined ? undefined : start.ready.grpcService
    let lastAnswer = ""
    /** Ready: reachable, and (when asked for) the gRPC health check says SERVING. */
    const ready = async (): Promise<boolean> => {
      if (!(await reachable(start.ready.httpPath))) return false
      if (grpc === undefined || healthService === undefined) return true
      if (grpc.grpcurl === undefined) {
        lastAnswer = "no grpcurl was resolved for the health check"
        return false
      }
      const health = await grpcHealth(
        grpc.grpcurl,
        grpc.target,
        url,
        healthService,
        target.dir ?? spec.dir,
      )
      lastAnswer = health.answer
      return health.serving
    }
    while (true) {
      const error = yield* Deferred.poll(spawnError)
      if (error._tag === "Some") {
        const cause = yield* error.value
        return yield* failed(
          "Spawn",
          `could not be started (${program}: ${cause.message})`,
          logFile,
        )
      }
      const exit = yield* Deferred.poll(exited)
      if (exit._tag === "Some") {
        const code = yield* exit.value
        return yield* failed("Exited", `exited with code ${code} before it was ready`, logFile)
      }
      if (yield* Effect.promise(ready)) break
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
          `was not ready within ${start.timeoutMs} ms (waiting until ${what} at ${url}${answer})`,
          logFile,
        )
      }
      yield* Effect.sleep(PROBE_INTERVAL_MS)
    }
    return {
      name: target.name,
      url,
      ...(port === undefined ? {} : { port }),
      ...(child.pid === undefined ? {} : { pid: child.pid }),
      logFile,
    }
  })
