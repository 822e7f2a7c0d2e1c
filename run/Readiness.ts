/**
 * When a started target is ready: its port accepts connections; with `ready.http`, GET of that
 * path answers 2xx; with `ready.grpc`, also grpcurl's health check (runners/grpcurl/Health.ts)
 * answers SERVING. Probed every PROBE_INTERVAL_MS until then, its exit or the deadline.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Deferred, Effect, type Scope } from "effect"
import type { GrpcConnection } from "../core/GrpcConnection.ts"
import { spawnCollect } from "../core/Spawn.ts"
import type { StartCommand } from "../core/Spec.ts"
import {
  HEALTH_PROTO,
  HEALTH_PROTO_FILE,
  healthCheckArgs,
  isServing,
} from "../runners/grpcurl/Health.ts"
import { resolveForGrpcurl } from "./GrpcPaths.ts"
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
export interface GrpcProbe {
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

/** Whether the port accepts connections (or the HTTP probe path answers 2xx). */
export type Reachable = (httpPath: string | undefined) => Promise<boolean>

export const reachabilityOf =
  (url: string, grpc: GrpcProbe | undefined): Reachable =>
  (httpPath) => {
    if (grpc === undefined) return probe(url, httpPath)
    const { hostname, port } = splitAddress(url)
    return connects(hostname, port)
  }

/** A gRPC target's health check (`ready.grpc`), with the health proto's directory. */
export interface HealthCheck {
  readonly probe: GrpcProbe
  /** The service asked about; "" for the whole server. */
  readonly service: string
  readonly address: string
  readonly dir: string
  readonly protoDir: string
}

/** The health check a gRPC target with `ready.grpc` is probed with; none for others. */
export const healthCheckOf = (
  probe: GrpcProbe | undefined,
  address: string,
  start: StartCommand,
  dir: string,
): Effect.Effect<HealthCheck | undefined, never, Scope.Scope> =>
  Effect.gen(function* () {
    const service = probe === undefined ? undefined : start.ready.grpcService
    if (probe === undefined || service === undefined) return undefined
    const protoDir = yield* healthProtoDir
    return { probe, service, address, dir, protoDir }
  })

/** One look at readiness, with the health check's answer when one was had. */
export interface ReadyCheck {
  readonly ready: boolean
  readonly answer?: string
}

/** Ready: reachable, and (when asked for) the gRPC health check says SERVING. */
export const readyOnce = (
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
export const waitUntilReady = (input: {
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
