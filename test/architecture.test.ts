/**
 * The layering of docs/architecture.md, checked on the imports: each folder imports only
 * folders below it, nothing outside runners/ reaches into one runner's folder (the pipeline
 * asks runners/Registry.ts), and nothing outside targets/<kind>/ names a target kind (the
 * pipeline asks targets/Registry.ts). Read from the sources, so the picture cannot drift.
 */
import { describe, expect, test } from "bun:test"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, relative, resolve } from "node:path"
import { KINDS } from "../targets/Registry.ts"

const ROOT = resolve(import.meta.dir, "..")

/** Bottom to top. */
const LAYERS = [
  "core",
  "tools",
  "profile",
  "targets",
  "runners",
  "compiler",
  "gate",
  "run",
  "report",
  "cli",
  "action",
  "release",
]

/** What outside targets/ may import from it: the interface, the registry and shared pieces. */
const TARGETS_SURFACE = [
  "targets/Kind.ts",
  "targets/Metrics.ts",
  "targets/Registry.ts",
  "targets/Spec.ts",
  "targets/Checks.ts",
  "targets/IssueSink.ts",
  "targets/Secrets.ts",
  "targets/SpecNeeds.ts",
]

/** A kind's folder, `targets/http/`, of a file; undefined for anything else. */
const kindFolderOf = (file: string): string | undefined => {
  const [root, folder, rest] = file.split("/")
  return root === "targets" && rest !== undefined ? folder : undefined
}

const NAMES = KINDS.map((k) => k.name).join("|")

/**
 * A kind named in code: compared with a `kind`, declared as one (`kind: "http"`), looked for
 * in a set of kinds, or a case of a switch over kinds. (`"http"` alone may be a URL scheme or
 * a field path; these are the forms a hand-wired kind takes.)
 */
const NAMING = [
  new RegExp(`kind\\??\\s*[!=]==?\\s*["'](${NAMES})["']`),
  new RegExp(`["'](${NAMES})["']\\s*[!=]==?\\s*[\\w.?]*kind\\b`),
  new RegExp(`\\bkind:\\s*["'](${NAMES})["']`),
  new RegExp(`\\.has\\(\\s*["'](${NAMES})["']\\s*\\)`),
  new RegExp(`case\\s+["'](${NAMES})["']\\s*:`),
]

/** What outside runners/ may import from it: the interface, the registry and what every runner shares. */
const RUNNERS_SURFACE = [
  "runners/Runner.ts",
  "runners/Registry.ts",
  "runners/RunnerFailed.ts",
  "runners/ScriptLines.ts",
]

const sources = (): ReadonlyArray<string> =>
  LAYERS.flatMap((layer) =>
    [...new Bun.Glob("**/*.ts").scanSync(join(ROOT, layer))]
      .filter((file) => !file.includes("node_modules") && !file.startsWith("stubs/"))
      .map((file) => `${layer}/${file}`),
  )

/** Every relative import of a source file, as a path from the repository root. */
const importsOf = (file: string, root = ROOT): ReadonlyArray<string> => {
  const text = readFileSync(join(root, file), "utf8")
  return [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) =>
    relative(root, resolve(root, dirname(file), m[1] ?? "")),
  )
}

/**
 * The import circles among `files` (strongly connected components of more than one file, each
 * sorted), found with Tarjan's algorithm on the relative imports, type-only ones included.
 */
const circlesOf = (
  files: ReadonlyArray<string>,
  root = ROOT,
): ReadonlyArray<ReadonlyArray<string>> => {
  const known = new Set(files)
  const edges = new Map(files.map((f) => [f, importsOf(f, root).filter((t) => known.has(t))]))
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (v: string): void => {
    index.set(v, index.size)
    low.set(v, index.get(v) as number)
    stack.push(v)
    onStack.add(v)
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number))
    }
    if (low.get(v) !== index.get(v)) return
    const circle: string[] = []
    for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) {
      onStack.delete(w)
      circle.push(w)
    }
    if (circle.length > 1) circles.push(circle.sort())
  }
  for (const f of files) if (!index.has(f)) visit(f)
  return circles
}

describe("architecture", () => {
  const files = sources()

  test("no import circles", () => {
    expect(circlesOf(files)).toEqual([])
  })

  test("the circle finder sees a circle through a type import", () => {
    expect(circlesOf(["gate/Result.ts", "gate/MeasuredChange.ts"])).toEqual([])
    const dir = mkdtempSync(join(tmpdir(), "benchgate-circle-"))
    try {
      mkdirSync(join(dir, "gate"))
      writeFileSync(join(dir, "gate/A.ts"), 'import type { B } from "./B.ts"\nexport type A = B\n')
      writeFileSync(join(dir, "gate/B.ts"), 'import type { A } from "./A.ts"\nexport type B = A\n')
      expect(circlesOf(["gate/A.ts", "gate/B.ts"], dir)).toEqual([["gate/A.ts", "gate/B.ts"]])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

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
          .filter((target) => target.startsWith("runners/") && !RUNNERS_SURFACE.includes(target))
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

  test("outside targets/, only the registry, the interface and shared pieces are imported; a runner imports the kind it loads", () => {
    const reaching = files
      .filter((file) => !file.startsWith("targets/"))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target.startsWith("targets/") && !TARGETS_SURFACE.includes(target))
          .filter(() => !(file.startsWith("runners/") && file.split("/").length > 2))
          .map((target) => `${file} → ${target}`),
      )
    expect(reaching).toEqual([])
  })

  test("one kind's folder does not import another's", () => {
    const crossing = files.flatMap((file) => {
      const own = kindFolderOf(file)
      if (own === undefined) return []
      return importsOf(file)
        .filter((target) => kindFolderOf(target) !== undefined && kindFolderOf(target) !== own)
        .map((target) => `${file} → ${target}`)
    })
    expect(crossing).toEqual([])
  })

  test("nothing outside targets/<kind>/ names a target kind", () => {
    expect(KINDS.length).toBeGreaterThanOrEqual(6)
    const naming = files
      .filter((file) => kindFolderOf(file) === undefined)
      .flatMap((file) =>
        readFileSync(join(ROOT, file), "utf8")
          .split("\n")
          .flatMap((line, i) =>
            NAMING.some((pattern) => pattern.test(line))
              ? [`${file}:${i + 1}: ${line.trim()}`]
              : [],
          ),
      )
    expect(naming).toEqual([])
  })

  test("the kind-naming check sees the forms a hand-wired kind takes", () => {
    const named = [
      'if (t.kind === "grpc") start()',
      'target?.kind !== "results"',
      '"http" === target.kind',
      'const t = { kind: "bun", name }',
      'if (kinds.has("bun")) skip()',
      '  case "command":',
    ]
    for (const line of named) expect(NAMING.some((p) => p.test(line))).toBe(true)
    const unnamed = ['throw new ToolInstallError("http", message)', 'kind: "base"', "ready.grpc"]
    for (const line of unnamed) expect(NAMING.some((p) => p.test(line))).toBe(false)
  })
})
