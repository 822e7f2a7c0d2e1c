/** `./bench compile` writes scripts that run on their own: real bash, real oha, real service. */
import { afterAll, expect, test } from "bun:test"
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Effect } from "effect"
import { ohaMetrics } from "../../runners/oha/OhaMetrics.ts"
import { decodeOhaJson } from "../../runners/oha/OhaReport.ts"
import { resolveTool } from "../../tools/Toolchain.ts"
import { eventually, processesMatching } from "../support/Processes.ts"

const root = resolve(import.meta.dir, "../..")
const work = mkdtempSync(join(tmpdir(), "benchgate-compile-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

test("a compiled scenario script starts its targets, runs every round with oha, and cleans up", async () => {
  const marker = join(work, "users-db")
  writeFileSync(
    join(work, "shop.cue"),
    `package bench
targets: direct: {
	http: url: "http://127.0.0.1:{port}"
	start: {
		cmd: ["bun", ${JSON.stringify(join(root, "examples/users/server.ts"))}, "--mode=direct", "--port={port}", "--db=${marker}"]
		ready: http: "/health"
	}
}
scenarios: "get user": {
	request: path: "/users/42"
	load: {concurrency: 2, duration: "200ms", rounds: 2, warmup: "100ms"}
}
`,
  )
  const out = join(work, "scripts")
  const compiled = Bun.spawnSync([join(root, "bench"), "compile", "shop.cue", "--out", out], {
    cwd: work,
  })
  expect(compiled.stderr.toString()).not.toContain("error")
  expect(compiled.exitCode).toBe(0)
  const script = join(out, "shop", "get-user.sh")
  expect(compiled.stdout.toString().trim()).toBe(script)

  const oha = await Effect.runPromise(resolveTool("oha"))
  const results = join(work, "results")
  // Run from an unrelated directory: the script finds the spec directory by itself.
  const ran = Bun.spawnSync(["bash", script, results], {
    cwd: tmpdir(),
    env: { ...process.env, OHA: oha.path },
    timeout: 60_000,
  })
  expect(ran.stderr.toString()).toContain("round 2/2")
  expect(ran.exitCode).toBe(0)

  const reports = readdirSync(results)
    .filter((f) => f.endsWith(".json"))
    .sort()
  expect(reports).toEqual(["round-1-direct.json", "round-2-direct.json"])
  for (const report of reports) {
    const decoded = await Effect.runPromise(
      decodeOhaJson(readFileSync(join(results, report), "utf8")),
    )
    expect(ohaMetrics(decoded).rps ?? 0).toBeGreaterThan(0)
  }
  expect(await eventually(() => processesMatching(marker).length === 0)).toBe(true)
}, 90_000)
