import { describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Effect, Exit, Fiber } from "effect"
import type { SpecPlan } from "../../compiler/Plan.ts"
import type { HttpTarget, Service } from "../../compiler/Spec.ts"
import { TargetFailed } from "../../run/TargetFailed.ts"
import { startService, startTarget } from "../../run/TargetProcess.ts"
import { eventually, groupMembers, isAlive, processesMatching } from "../support/Processes.ts"

const root = resolve(import.meta.dir, "../..")
const server = join(root, "examples/users/server.ts")

const specPlan = (target: HttpTarget): SpecPlan => ({
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
  const exit = await Effect.runPromiseExit(Effect.scoped(startTarget(specPlan(t), t, dir)))
  if (Exit.isSuccess(exit)) throw new Error("expected the target to fail")
  const error = exit.cause._tag === "Fail" ? exit.cause.error : undefined
  expect(error).toBeInstanceOf(TargetFailed)
  return error as TargetFailed
}

describe("startTarget", () => {
  test("starts a layered target, answers on its port, and stops its whole process group", () =>
    withLogDir(async (dir) => {
      const t = target("layered", ["bun", server, "--mode=layered", "--port={port}"])
      let pid = 0
      await Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            const running = yield* startTarget(specPlan(t), t, dir)
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
      const fiber = Effect.runFork(Effect.scoped(startTarget(specPlan(t), t, dir)))
      expect(await eventually(() => processesMatching(marker).length === 1)).toBe(true)
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
