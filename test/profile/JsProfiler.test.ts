/**
 * A profiled launch (profile/JsProfiler.ts `jsProfileEnv`): bun writes its --cpu-prof profile
 * when the TERM that stops a target arrives, after the target's own TERM handler has run its
 * cleanup — a target without one exits at once.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { jsProfileEnv } from "../../profile/JsProfiler.ts"

const root = mkdtempSync(join(tmpdir(), "benchgate-jsprofiler-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Runs `source` profiled into a folder of its own, TERMs it once it is up, and waits. */
const terminated = async (name: string, source: string) => {
  const dir = join(root, name)
  const script = join(root, `${name}.ts`)
  writeFileSync(script, source)
  const env = jsProfileEnv(dir, {})
  const child = Bun.spawn([process.execPath, script], {
    env: { ...process.env, ...env },
    stdout: "pipe",
  })
  const reader = child.stdout.getReader()
  await reader.read() // its "up" line: the handlers are installed
  const started = performance.now()
  child.kill("SIGTERM")
  const code = await child.exited
  return {
    code,
    ms: performance.now() - started,
    profiles: readdirSync(join(dir, "cpu")).filter((f) => f.endsWith(".cpuprofile")),
    dir,
  }
}

describe("a profiled launch stopped by TERM", () => {
  test("a target with a TERM handler runs its cleanup, then the profile is written", async () => {
    const marker = join(root, "cleaned")
    const ended = await terminated(
      "handler",
      `process.on("SIGTERM", () => {
        setTimeout(() => { require("node:fs").writeFileSync(${JSON.stringify(marker)}, "yes"); process.exit(0) }, 200)
      })
      setInterval(() => {}, 1000)
      console.log("up")`,
    )
    expect(existsSync(marker)).toBe(true)
    expect(ended.code).toBe(0)
    expect(ended.profiles.length).toBe(1)
  })

  test("a target without one exits at once, profile written", async () => {
    const ended = await terminated("plain", `setInterval(() => {}, 1000)\nconsole.log("up")`)
    expect(ended.code).toBe(0)
    expect(ended.profiles.length).toBe(1)
    expect(ended.ms).toBeLessThan(4_000)
  })
})
