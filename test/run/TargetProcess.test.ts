import { describe, expect, test } from "bun:test"
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Effect, Exit, Fiber } from "effect"
import type { SpecPlan } from "../../compiler/Plan.ts"
import type { Service } from "../../core/Spec.ts"
import { TargetFailed } from "../../run/TargetFailed.ts"
import { startService, startTarget, whileAlive } from "../../run/TargetProcess.ts"
import type { GrpcTarget } from "../../targets/grpc/GrpcTarget.ts"
import type { HttpTarget } from "../../targets/http/HttpTarget.ts"
import type { Server } from "../../targets/Kind.ts"
import { serverOf } from "../../targets/Registry.ts"
import { eventually, groupMembers, isAlive, processesMatching } from "../support/Processes.ts"

const root = resolve(import.meta.dir, "../..")
const server = join(root, "examples/users/server.ts")
const faulty = join(import.meta.dir, "fixtures/faultyServer.ts")

/** The target as the server its kind describes (targets/Kind.ts). */
const asServer = (target: HttpTarget | GrpcTarget): Server => {
  const described = serverOf(target)
  if (described === undefined) throw new Error(`${target.name} is no server`)
  return described
}

const specPlan = (target: HttpTarget | GrpcTarget): SpecPlan => ({
  spec: {
    file: "specs/test.cue",
    name: "test",
    targets: { [target.name]: target },
    services: {},
    scenarios: [],
  },
  dir: root,
  targets: [target],
  services: [],
  scenarios: [],
})

const target = (
  name: string,
  cmd: string[],
  extra: Partial<NonNullable<HttpTarget["start"]>> = {},
): HttpTarget => ({
  kind: "http",
  name,
  url: "http://127.0.0.1:{port}",
  headers: {},
  start: { cmd, env: {}, ready: { httpPath: "/health" }, timeoutMs: 10_000, ...extra },
})

const withLogDir = async <A>(fn: (dir: string) => Promise<A>): Promise<A> => {
  const dir = mkdtempSync(join(tmpdir(), "benchgate-target-"))
  try {
    return await fn(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const failure = async (t: HttpTarget, dir: string): Promise<TargetFailed> => {
  const exit = await Effect.runPromiseExit(
    Effect.scoped(startTarget(specPlan(t), asServer(t), dir)),
  )
  if (Exit.isSuccess(exit)) throw new Error("expected the target to fail")
  const error = exit.cause._tag === "Fail" ? exit.cause.error : undefined
  expect(error).toBeInstanceOf(TargetFailed)
  return error as TargetFailed
}

describe("startTarget", () => {
  test("starts a layered target, answers on its port, and stops its whole process group", () =>
    withLogDir(async (dir) => {
      // Its database in a temp folder of the log dir's, which goes with the test.
      const t = target("layered", ["bun", server, "--mode=layered", "--port={port}"], {
        env: { TMPDIR: dir },
      })
      let pid = 0
      await Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            const running = yield* startTarget(specPlan(t), asServer(t), dir)
            pid = running.pid ?? 0
            expect(running.url).toBe(`http://127.0.0.1:${running.port}`)
            const response = yield* Effect.promise(() => fetch(`${running.url}/users/42`))
            expect(response.status).toBe(200)
            // The front and the backend it spawned share the target's own process group.
            expect(groupMembers(pid).length).toBeGreaterThanOrEqual(2)
          }),
        ),
      )
      expect(pid).toBeGreaterThan(0)
      expect(await eventually(() => groupMembers(pid).length === 0)).toBe(true)
    }))

  test("a command that exits at once fails with its exit code and log tail", () =>
    withLogDir(async (dir) => {
      const error = await failure(
        target("crashy", ["bash", "-c", "echo boom on stderr >&2; exit 7"]),
        dir,
      )
      expect(error.reason).toBe("Exited")
      expect(error.message).toContain('target "crashy"')
      expect(error.message).toContain("exited with code 7")
      expect(error.message).toContain("boom on stderr")
    }))

  test("a target never ready is stopped after its timeout", () =>
    withLogDir(async (dir) => {
      const marker = `benchgate-never-ready-${process.pid}`
      const t = target("sleepy", ["bash", "-c", `exec -a ${marker} sleep 30`], { timeoutMs: 600 })
      const error = await failure(t, dir)
      expect(error.reason).toBe("NotReady")
      expect(error.message).toContain("was not ready within 600 ms")
      expect(await eventually(() => processesMatching(marker).length === 0)).toBe(true)
    }))

  test("a command that does not exist is named", () =>
    withLogDir(async (dir) => {
      const error = await failure(target("ghost", ["/nonexistent/benchgate-ghost"]), dir)
      expect(["Spawn", "Exited"]).toContain(error.reason)
      expect(error.message).toContain('target "ghost"')
    }))

  test("interrupting while waiting for readiness stops the process", () =>
    withLogDir(async (dir) => {
      const marker = `benchgate-interrupted-${process.pid}`
      const t = target("slow", ["bash", "-c", `exec -a ${marker} sleep 30`], { timeoutMs: 20_000 })
      const fiber = Effect.runFork(Effect.scoped(startTarget(specPlan(t), asServer(t), dir)))
      // (its supervisor carries the command in its own command line too)
      expect(await eventually(() => processesMatching(marker).length >= 1)).toBe(true)
      await Effect.runPromise(Fiber.interrupt(fiber))
      expect(await eventually(() => processesMatching(marker).length === 0)).toBe(true)
    }))

  test("a target without start must already be reachable", () =>
    withLogDir(async (dir) => {
      const t: HttpTarget = { kind: "http", name: "remote", url: "http://127.0.0.1:9", headers: {} }
      const error = await failure(t, dir)
      expect(error.reason).toBe("Unreachable")
      expect(isAlive(process.pid)).toBe(true)
    }))
})

describe("a gRPC target's health check", () => {
  test(
    "a health check that hangs is stopped at its time limit, with what it started",
    () =>
      withLogDir(async (dir) => {
        // A grpcurl that writes down its arguments and never answers: a unique duration
        // names the sleep it starts.
        const seconds = `30.${process.pid}`
        const grpcurl = join(dir, "grpcurl")
        const args = join(dir, "grpcurl-args")
        writeFileSync(grpcurl, `#!/bin/sh\nprintf '%s\\n' "$@" > ${args}\nsleep ${seconds}\n`)
        chmodSync(grpcurl, 0o755)
        const t: GrpcTarget = {
          kind: "grpc",
          name: "mute",
          address: "127.0.0.1:{port}",
          tls: { mode: "plaintext" },
          schema: { kind: "reflection" },
          metadata: {},
          start: {
            cmd: ["bun", faulty, "--port={port}"],
            env: {},
            ready: {},
            timeoutMs: 1_000,
          },
          healthService: "",
        }
        const tools = new Map([["grpcurl", grpcurl]])
        const exit = await Effect.runPromiseExit(
          Effect.scoped(startTarget(specPlan(t), asServer(t), dir, tools)),
        )
        const error =
          Exit.isFailure(exit) && exit.cause._tag === "Fail" ? exit.cause.error : undefined
        expect(error).toBeInstanceOf(TargetFailed)
        expect((error as TargetFailed).reason).toBe("NotReady")
        expect((error as TargetFailed).message).toContain(
          "last answer: grpcurl did not answer within 5000 ms",
        )
        expect(await eventually(() => processesMatching(`sleep ${seconds}`).length === 0)).toBe(
          true,
        )
        // The health proto's folder it was given went with the target's scope.
        const importPath = readFileSync(args, "utf8")
          .split("\n")
          .find((arg) => arg.startsWith("-import-path="))
        const protoDir = importPath?.slice("-import-path=".length) ?? ""
        expect(protoDir).toContain("benchgate-health-")
        expect(existsSync(protoDir)).toBe(false)
      }),
    20_000,
  )
})

describe("startService", () => {
  test("a service that fails to start is named as a service", () =>
    withLogDir(async (dir) => {
      const t = target("unused", ["true"])
      const service: Service = {
        name: "api",
        url: "http://127.0.0.1:{port}",
        start: {
          cmd: ["bash", "-c", "echo no db >&2; exit 4"],
          env: {},
          ready: {},
          timeoutMs: 5000,
        },
      }
      const exit = await Effect.runPromiseExit(
        Effect.scoped(startService(specPlan(t), service, dir)),
      )
      const error =
        Exit.isFailure(exit) && exit.cause._tag === "Fail" ? exit.cause.error : undefined
      expect(error).toBeInstanceOf(TargetFailed)
      expect((error as TargetFailed).message).toStartWith(
        'service "api" of spec specs/test.cue exited with code 4 before it was ready',
      )
      expect((error as TargetFailed).message).toContain("no db")
      expect((error as TargetFailed).logFile).toMatch(/test-service-api-[0-9a-f]{8}\.log$/)
    }))
})

const termCounter = join(import.meta.dir, "fixtures/termCounter.ts")

/** A loopback server of this test process on a free port: the "someone else" of a port. */
const foreignServer = () =>
  Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("not yours") })

describe("a started target's health", () => {
  test("a target that exits after it was ready fails whileAlive with its exit code and log tail", () =>
    withLogDir(async (dir) => {
      const t = target("crasher", ["bun", faulty, "--port={port}", "--crash-after=0"])
      const error = await Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            const running = yield* startTarget(specPlan(t), asServer(t), dir)
            yield* Effect.promise(() => fetch(`${running.url}/work`).catch(() => undefined))
            return yield* whileAlive([running], Effect.never).pipe(Effect.flip)
          }),
        ).pipe(Effect.timeout(10_000)),
      )
      expect(error).toBeInstanceOf(TargetFailed)
      expect(error.reason).toBe("Died")
      expect(error.message).toContain('target "crasher"')
      expect(error.message).toContain("exited with code 1 during the run")
      expect(error.message).toContain("crashing after 0 requests")
    }))

  test("stopping a target is not a death", () =>
    withLogDir(async (dir) => {
      const t = target("calm", ["bun", faulty, "--port={port}"])
      const fiber = Effect.runFork(
        Effect.scoped(startTarget(specPlan(t), asServer(t), dir)).pipe(
          Effect.flatMap((running) => running.alive),
        ),
      )
      const exit = await Effect.runPromise(Fiber.await(fiber))
      expect(Exit.isSuccess(exit)).toBe(true)
    }))

  test("a fixed port another process holds is refused before the target starts", () =>
    withLogDir(async (dir) => {
      const other = foreignServer()
      try {
        const marker = `benchgate-port-taken-${process.pid}`
        const t: HttpTarget = {
          ...target("squatted", ["bun", faulty, `--port=${other.port}`, `--marker=${marker}`]),
          url: `http://127.0.0.1:${other.port}`,
        }
        const error = await failure(t, dir)
        expect(error.reason).toBe("PortInUse")
        expect(error.message).toContain('target "squatted"')
        expect(error.message).toContain(`port ${other.port}`)
        expect(error.message).toContain(`pid ${process.pid}`)
        expect(processesMatching(marker)).toEqual([])
      } finally {
        other.stop(true)
      }
    }))

  test("a port that another process answers on after the start is not the target's", () =>
    withLogDir(async (dir) => {
      const marker = `benchgate-not-ours-${process.pid}`
      // The port is free when the target starts; the target never listens on it, someone else does.
      const probe = foreignServer()
      const port = probe.port ?? 0
      probe.stop(true)
      const t: HttpTarget = {
        ...target("impostor", ["bash", "-c", `exec -a ${marker} sleep 30`], {
          ready: {},
        }),
        url: `http://127.0.0.1:${port}`,
      }
      const fiber = Effect.runFork(Effect.scoped(startTarget(specPlan(t), asServer(t), dir)))
      expect(await eventually(() => processesMatching(marker).length >= 1)).toBe(true)
      const other = Bun.serve({ hostname: "127.0.0.1", port, fetch: () => new Response("x") })
      try {
        const exit = await Effect.runPromise(Fiber.await(fiber))
        const error =
          Exit.isFailure(exit) && exit.cause._tag === "Fail" ? exit.cause.error : undefined
        expect(error).toBeInstanceOf(TargetFailed)
        expect((error as TargetFailed).reason).toBe("NotOurs")
        expect((error as TargetFailed).message).toContain(`pid ${process.pid}`)
        expect(await eventually(() => processesMatching(marker).length === 0)).toBe(true)
      } finally {
        other.stop(true)
      }
    }))

  test("stopping sends each of the target's processes one TERM, not one per way it is found", () =>
    withLogDir(async (dir) => {
      // The supervisor signals the group and then every descendant; a process in the group
      // is both. Two TERMs usually arrive apart (and a server exits at once on the second),
      // so three targets all counting one make a repeat visible.
      const logs = [1, 2, 3].map((n) => join(dir, `terms-${n}.log`))
      const targets = logs.map((log, n) =>
        target(`counter${n}`, ["bun", termCounter, "--port={port}", `--log=${log}`], {
          ready: { httpPath: "/" },
        }),
      )
      await Effect.runPromise(
        Effect.scoped(
          Effect.forEach(targets, (t) => startTarget(specPlan(t), asServer(t), dir), {
            concurrency: "unbounded",
          }),
        ),
      )
      expect(logs.map((log) => readFileSync(log, "utf8"))).toEqual(logs.map(() => "TERM\n"))
    }))

  test("a process that daemonizes out of the target's group is stopped with it", () =>
    withLogDir(async (dir) => {
      const marker = `benchgate-daemon-${process.pid}`
      const t = target("daemonic", [
        "sh",
        "-c",
        // The daemon's own command line is the only one with "MARKER.daemon" (sh expands $m).
        `m=${marker}; setsid -f bun ${faulty} --port={port} --marker=$m.daemon >/dev/null 2>&1; exec sleep 600`,
      ])
      const daemon = `${marker}.daemon`
      await Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            const running = yield* startTarget(specPlan(t), asServer(t), dir)
            const daemons = processesMatching(daemon)
            expect(daemons.length).toBe(1)
            // It left the target's process group: killing the group would miss it.
            expect(groupMembers(running.pid ?? 0)).not.toContain(daemons[0])
          }),
        ),
      )
      expect(await eventually(() => processesMatching(daemon).length === 0)).toBe(true)
    }))
})
