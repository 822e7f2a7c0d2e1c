/** The specs shown in the README must compile: they are the first thing a user copies. */
import { expect, test } from "bun:test"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Effect, Either } from "effect"
import { decodeSpec } from "../../compiler/Decode.ts"
import { loadSpec } from "../../compiler/Source.ts"
import { resolveTool } from "../../tools/Toolchain.ts"

test("the README's spec is valid and means what the README says", async () => {
  const readme = readFileSync(resolve(import.meta.dir, "../../README.md"), "utf8")
  const source = /```cue\n([\s\S]*?)```/.exec(readme)?.[1]
  expect(source).toBeDefined()
  const dir = mkdtempSync(join(tmpdir(), "benchgate-readme-"))
  try {
    const file = join(dir, "readme.cue")
    writeFileSync(file, source ?? "")
    const cue = await Effect.runPromise(resolveTool("cue"))
    const input = await Effect.runPromise(loadSpec(cue.path, file))
    const spec = decodeSpec(input)
    if (Either.isLeft(spec)) throw new Error(JSON.stringify(spec.left))
    const [scenario] = spec.right.scenarios
    expect(scenario?.baseline).toBe("direct")
    expect(scenario?.targets).toEqual(["direct", "layered"])
    expect(scenario?.thresholds.map((t) => [t.kind, t.text])).toEqual([
      ["overhead", "layered cpu_per_request <= 2.5x vs direct"],
      ["overhead-regression", "layered p50 overhead regression <= 10% vs direct"],
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test("every other spec in the README is valid too", async () => {
  const readme = readFileSync(resolve(import.meta.dir, "../../README.md"), "utf8")
  const sources = [...readme.matchAll(/```cue\n([\s\S]*?)```/g)].map((m) => m[1] ?? "").slice(1)
  expect(sources.length).toBeGreaterThan(0)
  const dir = mkdtempSync(join(tmpdir(), "benchgate-readme-"))
  try {
    const cue = await Effect.runPromise(resolveTool("cue"))
    for (const [i, source] of sources.entries()) {
      const file = join(dir, `readme-${i}.cue`)
      writeFileSync(file, source)
      const spec = decodeSpec(await Effect.runPromise(loadSpec(cue.path, file)))
      if (Either.isLeft(spec)) throw new Error(JSON.stringify(spec.left))
      expect(spec.right.scenarios.length).toBeGreaterThan(0)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test("the README's scripts run on the launcher's bun when bun is not on the PATH", () => {
  const root = resolve(import.meta.dir, "../..")
  const readme = readFileSync(join(root, "README.md"), "utf8")
  const scripts = [...readme.matchAll(/`scripts\/bun ([\w/.-]+\.ts)`/g)].map((m) => m[1] ?? "")
  expect(scripts).toContain("release/npm.ts")
  for (const script of scripts) expect(existsSync(join(root, script))).toBe(true)
  // No bun in /usr/bin:/bin here: the README's plain `bun release/npm.ts` would not start.
  const env = { HOME: process.env.HOME ?? "", PATH: "/usr/bin:/bin" }
  expect(Bun.spawnSync(["bash", "-c", "command -v bun"], { env }).exitCode).not.toBe(0)
  const ran = Bun.spawnSync([join(root, "scripts/bun"), "--version"], { cwd: root, env })
  const pins = JSON.parse(readFileSync(join(root, "tools/pins.json"), "utf8"))
  expect(ran.stdout.toString().trim()).toBe(pins.bun)
  expect(ran.exitCode).toBe(0)
})
