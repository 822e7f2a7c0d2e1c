/**
 * The layering of docs/architecture.md, checked on the imports: each folder imports only
 * folders below it, and nothing outside runners/ reaches into one runner's folder (the
 * pipeline asks runners/Registry.ts). Read from the sources, so the picture cannot drift.
 */
import { describe, expect, test } from "bun:test"
import { readFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"

const ROOT = resolve(import.meta.dir, "..")

/** Bottom to top. */
const LAYERS = [
  "core",
  "tools",
  "profile",
  "runners",
  "compiler",
  "gate",
  "run",
  "report",
  "cli",
  "action",
  "release",
]

/**
 * What outside runners/ may import from it: the interface, the registry and what every runner
 * shares; runners/grpcurl is the grpc target kind's preflight and health check (ADR 13).
 */
const RUNNERS_SURFACE = [
  "runners/Runner.ts",
  "runners/Registry.ts",
  "runners/RunnerFailed.ts",
  "runners/ScriptLines.ts",
]
const TARGET_KIND_SUPPORT = "runners/grpcurl/"

const sources = (): ReadonlyArray<string> =>
  LAYERS.flatMap((layer) =>
    [...new Bun.Glob("**/*.ts").scanSync(join(ROOT, layer))]
      .filter((file) => !file.includes("node_modules") && !file.startsWith("stubs/"))
      .map((file) => `${layer}/${file}`),
  )

/** Every relative import of a source file, as a path from the repository root. */
const importsOf = (file: string): ReadonlyArray<string> => {
  const text = readFileSync(join(ROOT, file), "utf8")
  return [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) =>
    relative(ROOT, resolve(ROOT, dirname(file), m[1] ?? "")),
  )
}

describe("architecture", () => {
  const files = sources()

  test("the layers exist and hold the sources", () => {
    expect(files.length).toBeGreaterThan(100)
    for (const layer of LAYERS) expect(files.some((f) => f.startsWith(`${layer}/`))).toBe(true)
  })

  test("each folder imports only folders below it", () => {
    const upward = files.flatMap((file) => {
      const from = LAYERS.indexOf(file.split("/")[0] ?? "")
      return importsOf(file)
        .filter((target) => LAYERS.indexOf(target.split("/")[0] ?? "") > from)
        .map((target) => `${file} → ${target}`)
    })
    expect(upward).toEqual([])
  })

  test("outside runners/, only the registry, the interface and shared pieces are imported", () => {
    const reaching = files
      .filter((file) => !file.startsWith("runners/"))
      .flatMap((file) =>
        importsOf(file)
          .filter(
            (target) =>
              target.startsWith("runners/") &&
              !RUNNERS_SURFACE.includes(target) &&
              !target.startsWith(TARGET_KIND_SUPPORT),
          )
          .map((target) => `${file} → ${target}`),
      )
    expect(reaching).toEqual([])
  })

  test("the gate decides from data, not from how specs compile: gate/ imports nothing of compiler/", () => {
    const compiling = files
      .filter((file) => file.startsWith("gate/"))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith("compiler/"))
          .map((target) => `${file} → ${target}`),
      )
    expect(compiling).toEqual([])
  })

  test("one runner's folder does not import another's", () => {
    const crossing = files
      .filter((file) => file.startsWith("runners/") && file.split("/").length > 2)
      .flatMap((file) => {
        const own = file.split("/")[1]
        return importsOf(file)
          .filter((target) => target.startsWith("runners/") && target.split("/").length > 2)
          .filter((target) => target.split("/")[1] !== own)
          .map((target) => `${file} → ${target}`)
      })
    expect(crossing).toEqual([])
  })
})
