/**
 * The launcher (./bench) rebuilds the CLI bundle when a source is newer than it, and only then:
 * reports and stores written under .bench/ or the example and spec folders are outputs, and a
 * check that writes them must not make every later start pay for a rebuild.
 */
import { describe, expect, test } from "bun:test"
import { mkdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { runBench } from "../support/Running.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const bundle = join(root, "node_modules/.cache/benchgate/cli.js")
const builtAt = () => statSync(bundle).mtimeMs

describe("./bench's bundle", () => {
  test("a report written under .bench/ after the build does not rebuild it", async () => {
    expect((await runBench(bench, ["help"], root)).code).toBe(0)
    const before = builtAt()
    mkdirSync(join(root, ".bench"), { recursive: true })
    const report = join(root, ".bench", "launcher-test-report.json")
    writeFileSync(report, "{}")
    const later = new Date(before + 5000)
    utimesSync(report, later, later)
    try {
      expect((await runBench(bench, ["help"], root)).code).toBe(0)
      expect(builtAt()).toBe(before)
    } finally {
      rmSync(report, { force: true })
    }
  })

  test("a source newer than the bundle rebuilds it", async () => {
    expect((await runBench(bench, ["help"], root)).code).toBe(0)
    const before = builtAt()
    // A source file's time moved past the bundle's (its content is untouched).
    const source = join(root, "core/Shard.ts")
    const original = statSync(source)
    const later = new Date(before + 5000)
    utimesSync(source, later, later)
    try {
      expect((await runBench(bench, ["help"], root)).code).toBe(0)
      expect(builtAt()).toBeGreaterThan(before)
    } finally {
      utimesSync(source, original.atime, original.mtime)
    }
  })
})
