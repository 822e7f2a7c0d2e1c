/**
 * `start.build` (run/Build.ts): the build runs to its end in the start's directory before the
 * first start, once per check however often the target launches, and a failing build fails the
 * run naming the target, with its log's tail. Real processes: bun builds the cost server.
 */
import { describe, expect, test } from "bun:test"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Effect, Either, Exit } from "effect"
import { decodeSpec } from "../../compiler/Decode.ts"
import { formatIssue } from "../../compiler/Issue.ts"
import { planSpec } from "../../compiler/Plan.ts"
import { loadSpec } from "../../compiler/Source.ts"
import { NOTHING_TO_DECIDE } from "../../gate/Interim.ts"
import { executeSpec } from "../../run/Execute.ts"
import { resolveTool } from "../../tools/Toolchain.ts"

const server = resolve(import.meta.dir, "../../benchmarks/cost-server.ts")

/** Counts its runs in builds.log, then bundles the cost server into built.js (or fails). */
const buildScript = (fail: boolean) =>
  `require("node:fs").appendFileSync("builds.log", "built\\n"); ${
    fail
      ? 'console.error("compile error: no such symbol"); process.exit(2)'
      : `require("node:fs").copyFileSync(${JSON.stringify(server)}, "built.ts")`
  }`

const spec = (fail: boolean) => `package bench
targets: a: {
	http: url: "http://127.0.0.1:{port}"
	start: {
		build: ["bun", "-e", ${JSON.stringify(buildScript(fail))}]
		cmd: ["bun", "built.ts", "--port={port}", "--work=1000"]
		ready: http: "/health"
	}
}
scenarios: s: {
	request: path: "/"
	load: {concurrency: 1, duration: "50ms", rounds: 2, forks: 2, warmup: "10ms"}
	thresholds: [{metric: "error_rate", max: "0%"}]
}
`

const run = async (fail: boolean) => {
  const dir = mkdtempSync(join(tmpdir(), "benchgate-build-"))
  const file = join(dir, "build.cue")
  writeFileSync(file, spec(fail))
  const cue = await Effect.runPromise(resolveTool("cue"))
  const oha = await Effect.runPromise(resolveTool("oha"))
  const decoded = decodeSpec(await Effect.runPromise(loadSpec(cue.path, file)))
  if (Either.isLeft(decoded)) throw new Error(decoded.left.map(formatIssue).join("\n"))
  const exit = await Effect.runPromiseExit(
    executeSpec(planSpec(decoded.right), {
      tools: new Map([["oha", oha.path]]),
      logDir: join(dir, "logs"),
      onProgress: () => {},
      confidence: 0.95,
      decide: () => NOTHING_TO_DECIDE,
    }),
  )
  const builds = existsSync(join(dir, "builds.log"))
    ? readFileSync(join(dir, "builds.log"), "utf8").split("\n").filter(Boolean).length
    : 0
  return { dir, exit, builds }
}

describe("start.build", () => {
  test("builds once in the spec's directory before the first start, however many launches", async () => {
    const { dir, exit, builds } = await run(false)
    try {
      expect(Exit.isSuccess(exit)).toBe(true)
      // Two forks launched the target twice; the build ran once.
      expect(builds).toBe(1)
      expect(existsSync(join(dir, "built.ts"))).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  test("a failing build fails the run, naming the target, with the build's output", async () => {
    const { dir, exit, builds } = await run(true)
    try {
      expect(builds).toBe(1)
      expect(Exit.isFailure(exit)).toBe(true)
      const message = Exit.isFailure(exit) ? String(exit.cause) : ""
      expect(message).toContain('target "a"')
      expect(message).toContain("build")
      expect(message).toContain("compile error: no such symbol")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
