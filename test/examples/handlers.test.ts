/**
 * Seed 000's example: the six handlers agree on every answer, each import entry loads only
 * its own stack, and both benchmarks run through benchgate's runners (bun harness per call,
 * command runner per process).
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { Effect, Either } from "effect"
import * as effect from "../../examples/handlers/effect.ts"
import * as effectRpc from "../../examples/handlers/effect-rpc.ts"
import * as effectSchema from "../../examples/handlers/effect-schema.ts"
import * as micro from "../../examples/handlers/micro.ts"
import * as microRpc from "../../examples/handlers/micro-rpc.ts"
import { MUTATION, QUERY } from "../../examples/handlers/Protocol.ts"
import * as plain from "../../examples/handlers/plain.ts"
import { UserStore } from "../../examples/handlers/Users.ts"
import { bunBenchCommand } from "../../runners/bun/BunBenchCommand.ts"
import { bunBenchMetrics } from "../../runners/bun/BunBenchMetrics.ts"
import { bunBenchOutcome } from "../../runners/bun/BunBenchReport.ts"
import { findGnuTime, runCommand } from "../../runners/command/CommandRun.ts"

/** GNU time when this machine has it: the imports' peak RSS is measured with it. */
const gnuTime = await Effect.runPromise(findGnuTime())

const DIR = join(import.meta.dir, "../../examples/handlers")
const VARIANTS = {
  plain,
  micro,
  "micro-rpc": microRpc,
  effect,
  "effect-schema": effectSchema,
  "effect-rpc": effectRpc,
} as const

const answers = async (body: string) => {
  const out: Record<string, unknown> = {}
  for (const [name, module] of Object.entries(VARIANTS)) {
    out[name] = JSON.parse(await module.makeHandler(new UserStore())(body))
  }
  return out
}

describe("the six handlers", () => {
  test.each([
    ["query", QUERY],
    ["mutation", MUTATION],
    ["unknown user", JSON.stringify({ method: "getUser", params: { id: 5000 } })],
  ])("%s: identical responses", async (_, body) => {
    const all = Object.values(await answers(body))
    expect(all).toHaveLength(6)
    for (const answer of all) expect(answer).toEqual(all[0])
  })

  test("the responses themselves", async () => {
    expect((await answers(QUERY)).plain).toEqual({
      ok: true,
      result: { id: 42, name: "user-42", email: "user-42@example.com", roles: ["reader"] },
    })
    expect((await answers(MUTATION)).micro).toMatchObject({ ok: true, result: { name: "Ada" } })
    expect(
      (await answers(JSON.stringify({ method: "getUser", params: { id: 5000 } }))).effect,
    ).toEqual({ ok: false, error: { code: "not_found", message: "user 5000 not found" } })
  })

  test.each([
    ["not JSON", "{"],
    ["not an object", "[]"],
    ["unknown method", JSON.stringify({ method: "dropUser", params: { id: 1 } })],
    ["bad id", JSON.stringify({ method: "getUser", params: { id: -1 } })],
    ["empty name", JSON.stringify({ method: "renameUser", params: { id: 1, name: "" } })],
  ])("invalid request (%s): every variant answers invalid_request", async (_, body) => {
    for (const answer of Object.values(await answers(body))) {
      expect(answer).toMatchObject({ ok: false, error: { code: "invalid_request" } })
    }
  })
})

/** Relative imports and package imports of a file, followed through local files. */
const importGraph = (entry: string): { files: Set<string>; packages: Set<string> } => {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    const source = readFileSync(file, "utf8")
    for (const match of source.matchAll(/^import\s[^"]*"([^"]+)"/gm)) {
      const spec = match[1] ?? ""
      if (spec.startsWith(".")) visit(resolve(dirname(file), spec))
      else packages.add(spec)
    }
  }
  visit(join(DIR, entry))
  return { files, packages }
}

test("each import entry loads only its own stack", () => {
  const packages = (entry: string) => [...importGraph(entry).packages].sort()
  expect(packages("import-plain.ts")).toEqual([])
  expect(packages("import-micro.ts")).toEqual(["effect/Context", "effect/Micro"])
  expect(packages("import-effect.ts")).toEqual(["effect/Context", "effect/Data", "effect/Effect"])
  expect(packages("import-effect-schema.ts")).toEqual([
    "effect/Context",
    "effect/Data",
    "effect/Effect",
    "effect/ParseResult",
    "effect/Schema",
  ])
  // The RPC builder is Micro's: nothing of Effect's runtime.
  expect(packages("import-micro-rpc.ts")).toEqual(["effect/Context", "effect/Micro"])
  expect(packages("import-effect-rpc.ts")).toEqual([
    "@effect/platform",
    "@effect/rpc",
    "effect/Context",
    "effect/Effect",
    "effect/Layer",
    "effect/Schema",
  ])
})

describe("through the runners", () => {
  const scratch = mkdtempSync(join(tmpdir(), "benchgate-handlers-"))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  test("handlers.bench.ts, group query: six variants, plain the baseline", async () => {
    const resultsFile = join(scratch, "query.jsonl")
    const command = bunBenchCommand({
      file: join(DIR, "handlers.bench.ts"),
      group: "query",
      resultsFile,
      samples: 4,
      batchMs: 2,
      warmupMs: 20,
      heapMs: 0,
    })
    const proc = Bun.spawn([process.execPath, ...command.args], {
      env: { ...process.env, ...command.env },
      stdout: "ignore",
      stderr: "pipe",
    })
    const [stderr, exitCode] = await Promise.all([new Response(proc.stderr).text(), proc.exited])
    const record = Either.getOrThrow(
      bunBenchOutcome({ results: readFileSync(resultsFile, "utf8"), exitCode, stderr }, "query"),
    )
    expect(record.baseline).toBe("plain")
    const metrics = bunBenchMetrics(record)
    expect([...metrics.keys()]).toEqual([
      "plain",
      "micro",
      "micro-rpc",
      "effect",
      "effect-schema",
      "effect-rpc",
    ])
    for (const values of metrics.values()) expect(values.time_per_op).toBeGreaterThan(0)
  }, 60_000)

  test.each(["plain", "micro", "micro-rpc", "effect", "effect-schema", "effect-rpc"])(
    "import-%s.ts as one process: exit 0, wall and CPU measured",
    async (variant) => {
      const values = await Effect.runPromise(
        runCommand({
          argv: [process.execPath, join(DIR, `import-${variant}.ts`)],
          ...(gnuTime === undefined ? {} : { gnuTime }),
        }),
      )
      expect(values.wall).toBeGreaterThan(1)
      expect((values.user_cpu ?? 0) + (values.sys_cpu ?? 0)).toBeGreaterThan(0)
      if (gnuTime !== undefined) expect(values.peak_rss).toBeGreaterThan(10 * 1024 * 1024)
    },
    30_000,
  )
})
