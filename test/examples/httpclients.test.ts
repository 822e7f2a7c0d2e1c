/**
 * Seed 003's example: the server's routes, the three clients doing the same work (retry
 * included), and clients.bench.ts through the bun runner against a server started here.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Either } from "effect"
import {
  CLIENTS,
  type ClientName,
  deduplicated,
  HttpStatusError,
} from "../../examples/httpclients/clients.ts"
import { type LaunchedServer, launchServer } from "../../examples/httpclients/launch.ts"
import { DOCUMENT, parseServerArgs } from "../../examples/httpclients/server.ts"
import { bunBenchCommand } from "../../runners/bun/BunBenchCommand.ts"
import { bunBenchMetrics } from "../../runners/bun/BunBenchMetrics.ts"
import { bunBenchOutcome } from "../../runners/bun/BunBenchReport.ts"

let server: LaunchedServer
beforeAll(async () => {
  server = await launchServer()
})
afterAll(() => server.stop())

const NAMES = Object.keys(CLIENTS) as ReadonlyArray<ClientName>

describe("server.ts", () => {
  test("flags", () => {
    expect(parseServerArgs([])).toEqual({ port: 0, failEvery: 3 })
    expect(parseServerArgs(["--fail-every=5"], { PORT: "4000" })).toEqual({
      port: 4000,
      failEvery: 5,
    })
    expect(() => parseServerArgs(["--fail-every=1"])).toThrow("--fail-every must be an integer ≥ 2")
    expect(() => parseServerArgs(["--nope"])).toThrow()
  })

  test("routes", async () => {
    expect(await (await fetch(`${server.url}/health`)).text()).toBe("ok")
    expect(await (await fetch(`${server.url}/json`)).json()).toEqual(DOCUMENT)
    const echo = await fetch(`${server.url}/echo`, { method: "POST", body: '{"a":[1,2]}' })
    expect(await echo.json()).toEqual({ received: { a: [1, 2] } })
    expect((await fetch(`${server.url}/echo`, { method: "POST", body: "{" })).status).toBe(400)
    expect((await fetch(`${server.url}/nope`)).status).toBe(404)
  })

  test("/flaky: every third request per key is a 503", async () => {
    const statuses: Array<number> = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await fetch(`${server.url}/flaky?key=routes-test`)).status)
    }
    expect(statuses).toEqual([200, 200, 503, 200, 200, 503])
  })

  test("a bad flag exits 2 with usage", async () => {
    const proc = Bun.spawn(
      [process.execPath, join(import.meta.dir, "../../examples/httpclients/server.ts"), "--port=x"],
      { stdout: "ignore", stderr: "pipe" },
    )
    const [stderr, code] = await Promise.all([new Response(proc.stderr).text(), proc.exited])
    expect(code).toBe(2)
    expect(stderr).toContain("usage: bun examples/httpclients/server.ts")
  })
})

describe.each(NAMES)("client %s", (name) => {
  const client = () => CLIENTS[name](server.url)

  test("GET and POST JSON", async () => {
    const c = client()
    try {
      expect(await c.getJson("/json")).toEqual(DOCUMENT)
      expect(await c.postJson("/echo", { x: "ü" })).toEqual({ received: { x: "ü" } })
      const missing = await c.getJson("/nope").catch((error: unknown) => error)
      expect(missing).toBeInstanceOf(HttpStatusError)
      expect((missing as HttpStatusError).status).toBe(404)
    } finally {
      await c.close()
    }
  })

  test("retry: the 503 of every third request is retried; without retry it surfaces", async () => {
    const c = client()
    const key = `client-${name}-${Date.now()}`
    try {
      for (let i = 0; i < 6; i++)
        expect(await c.getJsonWithRetry(`/flaky?key=${key}`)).toEqual(DOCUMENT)
      // Six successful calls took 8 requests (the 3rd and 6th were retried); the 9th fails
      // again, and without retry the caller sees it.
      const failed = await c.getJson(`/flaky?key=${key}`).catch((error: unknown) => error)
      expect(failed).toBeInstanceOf(HttpStatusError)
      expect((failed as HttpStatusError).status).toBe(503)
      expect(await c.getJson(`/flaky?key=${key}`)).toEqual(DOCUMENT)
    } finally {
      await c.close()
    }
  })
})

test("de-duplication: ten identical GETs at once are one request, every caller gets the answer", async () => {
  const key = `dedup-${Date.now()}`
  const c = deduplicated(CLIENTS.fetch(server.url))
  // /flaky counts requests per key: one request in, so the next plain call is the 2nd (ok) and
  // the one after the 3rd (a 503). Without sharing, ten requests would have met a 503.
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => c.getJson(`/flaky?key=${key}`)),
  )
  expect(answers).toEqual(Array.from({ length: 10 }, () => DOCUMENT))
  expect(await c.getJson(`/flaky?key=${key}`)).toEqual(DOCUMENT)
  const third = await c.getJson(`/flaky?key=${key}`).catch((error: unknown) => error)
  expect((third as HttpStatusError).status).toBe(503)
})

test("clients.bench.ts through the bun runner, given the server's URL", async () => {
  const scratch = mkdtempSync(join(tmpdir(), "benchgate-httpclients-"))
  try {
    const resultsFile = join(scratch, "results.jsonl")
    const command = bunBenchCommand({
      file: join(import.meta.dir, "../../examples/httpclients/clients.bench.ts"),
      group: "GET with retry",
      resultsFile,
      samples: 3,
      batchMs: 5,
      warmupMs: 20,
      heapMs: 0,
    })
    const proc = Bun.spawn([process.execPath, ...command.args], {
      env: { ...process.env, ...command.env, HTTPCLIENTS_URL: server.url },
      stdout: "ignore",
      stderr: "pipe",
    })
    const [stderr, exitCode] = await Promise.all([new Response(proc.stderr).text(), proc.exited])
    const record = Either.getOrThrow(
      bunBenchOutcome(
        { results: readFileSync(resultsFile, "utf8"), exitCode, stderr },
        "GET with retry",
      ),
    )
    const metrics = bunBenchMetrics(record)
    expect([...metrics.keys()]).toEqual(["fetch", "node:http", "undici", "axios", "got", "ky"])
    for (const values of metrics.values()) {
      expect(values.time_per_op).toBeGreaterThan(0.005)
      expect(values.time_per_op).toBeLessThan(50)
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}, 60_000)
