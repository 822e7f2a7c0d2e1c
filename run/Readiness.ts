/**
 * When a started target is ready: its port accepts connections; with `ready.http`, GET of that
 * path answers 2xx; with a health check of its kind's (targets/Kind.ts `HealthCheck`: the gRPC
 * health check), also that check's tool answers ready. Probed every PROBE_INTERVAL_MS until
 * then, its exit or the deadline.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Deferred, Effect, type Scope } from "effect"
import { spawnCollect } from "../core/Spawn.ts"
import type { StartCommand } from "../core/Spec.ts"
import type { HealthCheck } from "../targets/Kind.ts"
import { exitText, type Lifecycle } from "./SupervisedProcess.ts"
import type { Failed, TargetFailed } from "./TargetFailed.ts"

const PROBE_INTERVAL_MS = 50

/** Whether `host:port` accepts a TCP connection. */
export const connects = async (hostname: string, port: number): Promise<boolean> => {
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
export const splitAddress = (address: string): { hostname: string; port: number } => {
  const cut = address.lastIndexOf(":")
  return { hostname: address.slice(0, cut), port: Number(address.slice(cut + 1)) }
}

/**
 * A directory holding the health check's file, removed with the target's scope (an exit
 * handler would not do: a test runner's process never fires it).
 */
const healthFileDir = (check: HealthCheck): Effect.Effect<string, never, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.sync(() => {
      const dir = mkdtempSync(join(tmpdir(), "benchgate-health-"))
      writeFileSync(join(dir, check.file.name), check.file.content)
      return dir
    }),
    (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true })),
  )

/**
 * How long one health check may take: grpcurl gives up after 2 s itself (its probe's
 * options); this stops one that does not.
 */
const HEALTH_CHECK_TIMEOUT_MS = 5_000

/** The health check's last answer, and whether it said ready. */
const runHealthCheck = (
  health: ReadyHealthCheck,
): Effect.Effect<{ readonly ready: boolean; readonly answer: string }> => {
  const { check, tool, address, dir, fileDir } = health
  if (tool === undefined) {
    return Effect.succeed({
      ready: false,
      answer: `no ${check.tool.name} was resolved for the health check`,
    })
  }
  return spawnCollect(
    [tool, ...check.args(address, fileDir)],
    { cwd: dir, env: process.env, timeoutMs: HEALTH_CHECK_TIMEOUT_MS },
    () => `${check.tool.name} did not answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`,
    (cause) => String(cause),
  ).pipe(
    Effect.map((done) => ({
      ready: done.code === 0 && check.ready(done.stdout),
      answer: `${done.stdout}${done.stderr}`.trim().replace(/\s+/g, " ").slice(0, 300),
    })),
    Effect.catchAll((why) => Effect.succeed({ ready: false, answer: why })),
  )
}

/** Whether the port accepts connections (or the HTTP probe path answers 2xx). */
export type Reachable = (httpPath: string | undefined) => Promise<boolean>

export const reachabilityOf =
  (url: string, form: "url" | "address"): Reachable =>
  (httpPath) => {
    if (form === "url") return probe(url, httpPath)
    const { hostname, port } = splitAddress(url)
    return connects(hostname, port)
  }

/** A health check as one started target is probed with: its tool, address and directories. */
export interface ReadyHealthCheck {
  readonly check: HealthCheck
  /** The tool's path; absent when none was resolved (never ready, saying why). */
  readonly tool?: string
  readonly address: string
  /** Where the tool runs: the target's directory. */
  readonly dir: string
  /** Where its file was written. */
  readonly fileDir: string
}

/** The health check a started target is probed with, its file written for the target's scope. */
export const healthCheckOf = (
  check: HealthCheck | undefined,
  tools: ReadonlyMap<string, string>,
  address: string,
  dir: string,
): Effect.Effect<ReadyHealthCheck | undefined, never, Scope.Scope> =>
  Effect.gen(function* () {
    if (check === undefined) return undefined
    const tool = tools.get(check.tool.name)
    const fileDir = yield* healthFileDir(check)
    return { check, ...(tool === undefined ? {} : { tool }), address, dir, fileDir }
  })

/** One look at readiness, with the health check's answer when one was had. */
export interface ReadyCheck {
  readonly ready: boolean
  readonly answer?: string
}

/** Ready: reachable, and (when it has one) its health check says ready. */
export const readyOnce = (
  reachable: Reachable,
  httpPath: string | undefined,
  health: ReadyHealthCheck | undefined,
): Effect.Effect<ReadyCheck> =>
  Effect.gen(function* () {
    if (!(yield* Effect.promise(() => reachable(httpPath)))) return { ready: false }
    if (health === undefined) return { ready: true }
    return yield* runHealthCheck(health)
  })

/**
 * Probes every PROBE_INTERVAL_MS until the target is ready; fails when it exits first or when
 * the deadline passes, saying what it waited for and the health check's last answer.
 */
export const waitUntilReady = (input: {
  readonly life: Lifecycle
  readonly ready: Effect.Effect<ReadyCheck>
  readonly deadline: number
  readonly start: StartCommand
  readonly health: ReadyHealthCheck | undefined
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
            ? health.check.waitsFor
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
