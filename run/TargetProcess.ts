/**
 * Process lifecycle for HTTP targets and services: start one in its own process group, wait
 * until it is ready, and stop it — TERM to the whole group, then KILL — when the scope closes,
 * on success, failure and interruption (Ctrl-C) alike. Its output goes to a log file whose tail
 * explains failures.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { Deferred, Effect, type Scope } from "effect"
import type { SpecPlan } from "../compiler/Plan.ts"
import { slug } from "../compiler/ShellQuote.ts"
import type { HttpTarget, Service, StartCommand } from "../compiler/Spec.ts"
import { freePort } from "./Ports.ts"
import { TargetFailed } from "./TargetFailed.ts"

export interface RunningTarget {
  readonly name: string
  /** The port allocated for `{port}`, when the URL has one. */
  readonly port?: number
  /** The base URL with `{port}` filled in. */
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
    const socket = await Bun.connect({
      hostname: hostname.replace(/^\[|\]$/g, ""),
      port: Number(port || (protocol === "https:" ? 443 : 80)),
      socket: { data() {} },
    })
    socket.end()
    return true
  } catch {
    return false
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
  readonly url: string
  readonly start?: StartCommand
  readonly dir?: string
}

/** Starts the target (when it has a start command), waits until ready; stopped with the scope. */
export const startTarget = (
  spec: SpecPlan,
  target: HttpTarget,
  logDir: string,
): Effect.Effect<RunningTarget, TargetFailed, Scope.Scope> =>
  startProcess(spec, { ...target, role: "target" }, logDir)

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

    const start = target.start
    if (!start) {
      const reachable = yield* Effect.promise(() => probe(url, undefined))
      if (!reachable) {
        return yield* failed("Unreachable", `is not reachable at ${url} (it has no start command)`)
      }
      return { name: target.name, url }
    }

    mkdirSync(logDir, { recursive: true })
    const role = target.role === "service" ? "service-" : ""
    const logFile = join(logDir, `${slug(spec.spec.name)}-${role}${slug(target.name)}.log`)
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
      if (yield* Effect.promise(() => probe(url, start.ready.httpPath))) break
      if (Date.now() > deadline) {
        const what = start.ready.httpPath
          ? `GET ${start.ready.httpPath} answered 2xx`
          : "its port accepted connections"
        return yield* failed(
          "NotReady",
          `was not ready within ${start.timeoutMs} ms (waiting until ${what} at ${url})`,
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
