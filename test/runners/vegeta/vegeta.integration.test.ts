/**
 * The vegeta runner against the real vegeta and a Bun.serve server on 127.0.0.1, through the
 * registry as the pipeline runs it: metrics of a healthy target, a failure naming what a target
 * answering only errors answered, and secrets that reach the server but no process's argv.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Either } from "effect"
import type { SliceOf } from "../../../core/Slice.ts"
import { runnerNamed } from "../../../runners/Registry.ts"
import type { RunContext } from "../../../runners/Runner.ts"
import type { VegetaInvocation } from "../../../runners/vegeta/VegetaRunner.ts"
import { resolveTool } from "../../../tools/Toolchain.ts"

const SECRET = "s3cr3t-vegeta-token"
const BODY_SECRET = "body-secret-42"

let server: ReturnType<typeof Bun.serve>
let scratch: string
let vegeta: string
const seen = {
  authorization: new Set<string>(),
  bodies: new Set<string>(),
  argvChecked: false,
  argvLeaks: 0,
}

/** Whether any process's argv holds `text` right now (what `ps` would show). */
const onSomeArgv = (text: string): boolean =>
  readdirSync("/proc")
    .filter((entry) => /^[0-9]+$/.test(entry))
    .some((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(text)
      } catch {
        return false
      }
    })

beforeAll(async () => {
  vegeta = (await Effect.runPromise(resolveTool("vegeta"))).path
  scratch = mkdtempSync(join(tmpdir(), "benchgate-vegeta-"))
  server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const path = new URL(request.url).pathname
      if (path === "/fail") return new Response("boom", { status: 500 })
      seen.authorization.add(request.headers.get("authorization") ?? "")
      if (request.method === "POST") seen.bodies.add(await request.text())
      // Once, while vegeta is attacking: is the secret on anybody's command line?
      if (!seen.argvChecked && path === "/secret") {
        seen.argvChecked = true
        if (onSomeArgv(SECRET) || onSomeArgv(BODY_SECRET)) seen.argvLeaks += 1
      }
      return Response.json({ id: 42, name: "Ada" })
    },
  })
})

afterAll(() => {
  server.stop(true)
  rmSync(scratch, { recursive: true, force: true })
})

const context = (): RunContext => ({
  specDir: scratch,
  tools: new Map([["vegeta", vegeta]]),
  ports: new Map(),
  services: new Map(),
  prepared: new Map(),
  scratch,
})

const slice = (
  path: string,
  request: Partial<VegetaInvocation["input"]> = {},
): SliceOf<VegetaInvocation> => ({
  targets: ["api"],
  invocation: {
    runner: "vegeta",
    input: {
      url: `http://127.0.0.1:${server.port}${path}`,
      method: "GET",
      headers: {},
      concurrency: 2,
      durationMs: 300,
      timeoutMs: 5000,
      ...request,
    },
  },
})

const run = (s: SliceOf<VegetaInvocation>) => {
  const runner = runnerNamed("vegeta")
  if (!runner) throw new Error("vegeta is not registered")
  return Effect.runPromise(Effect.either(runner.run(s, context())))
}

describe("the vegeta runner", () => {
  test("is registered for http targets with oha's metrics", () => {
    expect(runnerNamed("vegeta")?.kind).toBe("http")
    expect(runnerNamed("vegeta")?.metrics).toEqual(runnerNamed("oha")?.metrics ?? [])
  })

  test("a healthy target: rps, ordered percentiles, no errors, response size", async () => {
    const result = await run(slice("/users/42"))
    if (Either.isLeft(result)) throw result.left
    const values = result.right.values.get("api")
    expect(values?.error_rate).toBe(0)
    expect(values?.rps ?? 0).toBeGreaterThan(10)
    expect(values?.bytes_per_response).toBe(JSON.stringify({ id: 42, name: "Ada" }).length)
    const p = [values?.p50, values?.p90, values?.p99, values?.["p99.9"]] as number[]
    expect(p.every((v) => v > 0)).toBe(true)
    expect([...p].sort((a, b) => a - b)).toEqual(p)
    // The result files are gone with the slice.
    expect(readdirSync(scratch).filter((f) => f.startsWith("vegeta-"))).toEqual([])
  })

  test("a target answering only errors fails the run, naming the answer", async () => {
    const result = await run(slice("/fail"))
    if (Either.isRight(result)) throw new Error("expected a failure")
    expect(result.left.runner).toBe("vegeta")
    expect(result.left.message).toContain("answered no request successfully")
    expect(result.left.message).toContain("HTTP 500")
  })

  test("secrets in headers and bodies reach the server, not an argv", async () => {
    process.env.BG_VEGETA_TOKEN = SECRET
    process.env.BG_VEGETA_BODY = BODY_SECRET
    try {
      const result = await run(
        slice("/secret", {
          method: "POST",
          rate: 50,
          headers: { authorization: "Bearer {env.BG_VEGETA_TOKEN}" },
          body: '{"token": "{env.BG_VEGETA_BODY}"}',
        }),
      )
      if (Either.isLeft(result)) throw result.left
    } finally {
      delete process.env.BG_VEGETA_TOKEN
      delete process.env.BG_VEGETA_BODY
    }
    expect(seen.authorization.has(`Bearer ${SECRET}`)).toBe(true)
    expect(seen.bodies.has(`{"token": "${BODY_SECRET}"}`)).toBe(true)
    expect(seen.argvChecked).toBe(true)
    expect(seen.argvLeaks).toBe(0)
    // The body's private file is removed after the slice.
    expect(readdirSync(scratch)).toEqual([])
  })
})
