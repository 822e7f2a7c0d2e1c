/**
 * `bench check` with its store, its temp directory or its report on a file system with no
 * space left (a small tmpfs; needs root, skipped elsewhere): exit 3 with a message naming what
 * could not be written and why, no stack trace, and the store and an earlier report as they
 * were.
 */
import { Database } from "bun:sqlite"
import { afterAll, describe, expect, test } from "bun:test"
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { folderOn, mountSmallDisk } from "../support/FullDisk.ts"
import { printed, runBench } from "../support/Running.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const work = mkdtempSync(join(tmpdir(), "benchgate-disk-full-"))
const disk = mountSmallDisk(512)
afterAll(() => {
  disk?.unmount()
  rmSync(work, { recursive: true, force: true })
})

const spec = join(work, "commands.cue")
writeFileSync(
  spec,
  `package bench
targets: {
	quick: command: cmd: ["sh", "-c", "true"]
	slow: command: cmd: ["sh", "-c", "sleep 0.01"]
}
scenarios: start: {
	baseline: "quick"
	load: {warmup: "0s", rounds: 4}
	thresholds: [{target: "slow", metric: "wall", overhead: "<= 100x"}]
}
`,
)

const check = (args: ReadonlyArray<string>, env: Record<string, string> = {}) =>
  runBench(bench, ["check", spec, "--no-profile", "--quiet", ...args], work, 60_000, env)

const storeState = (path: string) => {
  const db = new Database(path, { readwrite: true })
  try {
    const integrity = db.query("PRAGMA integrity_check").get() as { integrity_check: string }
    const runs = db.query("SELECT count(*) AS n FROM runs").get() as { n: number }
    return { integrity: integrity.integrity_check, runs: runs.n }
  } finally {
    db.close()
  }
}

describe.skipIf(disk === undefined)("bench check on a full disk", () => {
  test("the store's disk full: exit 3 naming the store and the cause; the store as it was", async () => {
    if (disk === undefined) return
    const db = join(folderOn(disk, "store"), "results.db")
    expect((await check(["--db", db])).code).toBe(0)
    disk.fill()
    try {
      const result = await check(["--db", db])
      expect(result.code, printed(result)).toBe(3)
      expect(result.stderr).toContain(`store ${db}`)
      expect(result.stderr).toContain(`no space left on the file system of ${disk.dir}/store`)
      expect(result.stderr).not.toContain("internal error")
    } finally {
      disk.empty()
    }
    expect(storeState(db)).toEqual({ integrity: "ok", runs: 1 })
  }, 60_000)

  test("the temp directory's disk full: exit 3 naming it; nothing stored", async () => {
    if (disk === undefined) return
    const temp = folderOn(disk, "tmp")
    const db = join(work, "temp-full.db")
    disk.fill()
    try {
      const result = await check(["--db", db], { TMPDIR: temp })
      expect(result.code, printed(result)).toBe(3)
      expect(result.stderr).toContain(`no space left on the file system of ${temp}`)
      expect(result.stderr).not.toContain("internal error")
    } finally {
      disk.empty()
    }
    expect(existsSync(db)).toBe(false)
    expect(readdirSync(temp)).toEqual([])
  }, 60_000)

  test("the report's disk full: exit 3, the run stored, the earlier report whole", async () => {
    if (disk === undefined) return
    const reports = folderOn(disk, "reports")
    const report = join(reports, "report.json")
    const db = join(work, "report-full.db")
    expect((await check(["--db", db])).code).toBe(0)
    // An earlier report smaller than the new one: rewriting it in place would run out of space
    // halfway and leave it cut.
    const earlier = `${JSON.stringify({ earlier: true })}\n`
    writeFileSync(report, earlier)
    disk.fill()
    try {
      const result = await check(["--db", db, "--json", report])
      expect(result.code, printed(result)).toBe(3)
      expect(result.stderr).toContain(`--json ${report}: not written`)
      expect(result.stderr).toContain("no space left on the file system")
      expect(result.stderr).toContain("the run is stored as run 2")
      expect(result.stderr).not.toContain("internal error")
    } finally {
      disk.empty()
    }
    expect(readFileSync(report, "utf8")).toBe(earlier)
    expect(readdirSync(reports)).toEqual(["report.json"])
    expect(storeState(db)).toEqual({ integrity: "ok", runs: 2 })
  }, 60_000)
})
