/**
 * The real oha binary against a Bun.serve server on loopback: argv → run → decode → metrics.
 * Skipped (with the reason printed) when oha is not installed; `./bench doctor` installs it.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { homedir, tmpdir } from "node:os"
import { join } from "node:path"
import { Either } from "effect"
import { ohaArgs, ohaHeaderText } from "../../../runners/oha/OhaCommand.ts"
import { ohaMetrics } from "../../../runners/oha/OhaMetrics.ts"
import { decodeOhaJson } from "../../../runners/oha/OhaReport.ts"
import pins from "../../../tools/pins.json" with { type: "json" }

const oha =
  process.env.BENCHGATE_OHA ?? join(homedir(), `.cache/benchgate/tools/oha-${pins.oha}/bin/oha`)
const present = existsSync(oha)
if (!present) {
  console.warn(
    `skipping oha integration test: no oha at ${oha} (set BENCHGATE_OHA or run ./bench doctor)`,
  )
}

describe.skipIf(!present)("oha 1.16 against Bun.serve on 127.0.0.1", () => {
  const body = JSON.stringify({ id: 42, name: "Ada Lovelace" })
  const received: Array<{
    method: string
    tag: string | null
    authorization: string | null
    body: string
  }> = []
  let server: ReturnType<typeof Bun.serve>

  beforeAll(() => {
    server = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      async fetch(request) {
        if (new URL(request.url).pathname === "/echo") {
          received.push({
            method: request.method,
            tag: request.headers.get("x-tag"),
            authorization: request.headers.get("authorization"),
            body: await request.text(),
          })
        }
        return new Response(body)
      },
    })
  })
  afterAll(() => server.stop(true))

  const run = async (args: ReadonlyArray<string>): Promise<string> => {
    const proc = Bun.spawn([oha, ...args], { stdout: "pipe", stderr: "pipe" })
    const [stdout, stderr, code] = await Promise.all([
      new Response(proc.stdout).text(),
      new Response(proc.stderr).text(),
      proc.exited,
    ])
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" })
    return stdout
  }

  test("method, headers and body reach the server as written, even when they start with -", async () => {
    const args = ohaArgs({
      url: `http://127.0.0.1:${server.port}/echo`,
      method: "PATCH",
      headers: { "X-Tag": "-v" },
      body: "-1",
      concurrency: 1,
      requests: 3,
    })
    const report = Either.getOrThrow(decodeOhaJson(await run(args)))
    expect(report.statusCodeDistribution).toEqual({ "200": 3 })
    expect(received).toEqual(
      Array(3).fill({ method: "PATCH", tag: "-v", authorization: null, body: "-1" }),
    )
  })

  test("benchgate's build reads the headers and the userinfo's basic auth from a file", async () => {
    received.length = 0
    const dir = mkdtempSync(join(tmpdir(), "benchgate-oha-headers-"))
    try {
      const input = {
        url: `http://bench:s3cr%40t@127.0.0.1:${server.port}/echo`,
        method: "GET",
        headers: { "X-Tag": "t0k3n" },
        concurrency: 1,
        requests: 2,
      }
      const headerFile = join(dir, "headers")
      writeFileSync(headerFile, ohaHeaderText(input), { mode: 0o600 })
      const args = ohaArgs({ ...input, headerFile })
      expect(args.join(" ")).not.toContain("t0k3n")
      const report = Either.getOrThrow(decodeOhaJson(await run(args)))
      expect(report.statusCodeDistribution).toEqual({ "200": 2 })
      expect(received).toEqual(
        Array(2).fill({
          method: "GET",
          tag: "t0k3n",
          authorization: `Basic ${btoa("bench:s3cr@t")}`,
          body: "",
        }),
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test("a 300 ms run gives plausible metrics in canonical units", async () => {
    const args = ohaArgs({
      url: `http://127.0.0.1:${server.port}/users/42`,
      method: "GET",
      headers: { Accept: "application/json" },
      concurrency: 4,
      durationMs: 300,
    })
    const report = Either.getOrThrow(decodeOhaJson(await run(args)))
    const metrics = ohaMetrics(report)

    // The wall clock covers the 300 ms window plus draining; not a second more.
    expect(report.summary.total).toBeGreaterThanOrEqual(0.3)
    expect(report.summary.total).toBeLessThan(1.5)
    // Loopback and a trivial handler: hundreds of req/s at the very least, on any machine.
    expect(metrics.rps).toBeGreaterThan(100)
    expect(metrics.error_rate).toBe(0)
    expect(metrics.bytes_per_response).toBe(body.length)
    // Milliseconds, not seconds: well above a microsecond, well below a second, and ordered.
    const { mean, p50, p90, p95, p99 } = metrics
    for (const value of [mean, p50, p90, p95, p99, metrics["p99.9"]]) {
      expect(value).toBeGreaterThan(0.001)
      expect(value).toBeLessThan(1000)
    }
    expect(p50).toBeLessThanOrEqual(p90 ?? Number.NaN)
    expect(p90).toBeLessThanOrEqual(p95 ?? Number.NaN)
    expect(p95).toBeLessThanOrEqual(p99 ?? Number.NaN)
    expect(p99).toBeLessThanOrEqual(metrics["p99.9"] ?? Number.NaN)
  })
})
