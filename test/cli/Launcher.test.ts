/**
 * The launcher (./bench) rebuilds the CLI bundle when a source is newer than it, and only then:
 * reports and stores written under .bench/ or the example and spec folders are outputs, and a
 * check that writes them must not make every later start pay for a rebuild. Checkouts that
 * share one node_modules each run their own code.
 */
import { describe, expect, test } from "bun:test"
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { printed, runBench } from "../support/Running.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
/** The launcher's own naming: the bundle of the checkout at `checkout`. */
const bundleOf = (checkout: string) => {
  const sum = Bun.spawnSync([
    "sh",
    "-c",
    'printf %s "$1" | cksum',
    "sh",
    checkout,
  ]).stdout.toString()
  return join(root, `node_modules/.cache/benchgate/cli-${sum.split(" ")[0]}.js`)
}
const bundle = bundleOf(root)
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

  test("the bundle's bytecode is built beside it, and one that is not its own is not run", async () => {
    expect((await runBench(bench, ["help"], root)).code).toBe(0)
    const bytecode = `${bundle}.jsc`
    expect(statSync(bytecode).size).toBeGreaterThan(0)
    expect(readFileSync(bundle, "utf8").startsWith("// @bun @bytecode")).toBe(true)
    // A concurrent rebuild renames the new bytecode in before the new bundle: for that moment
    // the bundle has bytecode that is not its own, which bun must ignore.
    const own = readFileSync(bytecode)
    writeFileSync(bytecode, own.subarray(0, own.length >> 1))
    try {
      const help = await runBench(bench, ["help"], root)
      expect(help.code, printed(help)).toBe(0)
      expect(help.stdout).toContain("benchgate: benchmark specs")
    } finally {
      writeFileSync(bytecode, own)
    }
  })

  test("a second checkout sharing node_modules runs its own code, and this one its own", async () => {
    const other = mkdtempSync(join(tmpdir(), "benchgate-checkout-"))
    try {
      // The sources only: the bundle's staleness is judged from these.
      const skipped = new Set([
        "node_modules",
        ".git",
        ".bench",
        "test",
        "docs",
        "benchmarks",
        "examples",
        "dist",
        "release",
      ])
      for (const entry of readdirSync(root).filter((name) => !skipped.has(name))) {
        cpSync(join(root, entry), join(other, entry), { recursive: true })
      }
      symlinkSync(join(root, "node_modules"), join(other, "node_modules"))
      const help = join(other, "cli/Help.ts")
      writeFileSync(
        help,
        readFileSync(help, "utf8").replace(
          "benchgate: benchmark specs",
          "OTHER-CHECKOUT: benchmark specs",
        ),
      )
      const there = await runBench(join(other, "bench"), ["help"], other)
      expect(there.code, printed(there)).toBe(0)
      expect(there.stdout).toContain("OTHER-CHECKOUT")
      // Built after the other checkout's bundle, which is newer than every source here.
      const here = await runBench(bench, ["help"], root)
      expect(here.code, printed(here)).toBe(0)
      expect(here.stdout).not.toContain("OTHER-CHECKOUT")
    } finally {
      rmSync(bundleOf(other), { force: true })
      rmSync(`${bundleOf(other)}.jsc`, { force: true })
      rmSync(other, { recursive: true, force: true })
    }
  })
})
