/**
 * `./bench check` with paths it cannot write, a store a newer benchgate wrote, and targets
 * whose names share a slug: every output path is tried before anything runs (exit 2 naming the
 * flag and the path, and the targets never started), the store's schema before the first round
 * (exit 3), and every started target gets a log of its own.
 */
import { Database } from "bun:sqlite"
import { afterAll, describe, expect, test } from "bun:test"
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { SCHEMA_VERSION } from "../../gate/Migrations.ts"
import { printed, runBench } from "../support/Running.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const server = join(root, "examples/users/server.ts")
const work = mkdtempSync(join(tmpdir(), "benchgate-outputs-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const run = (args: string[]) => runBench(bench, args, work)

/** A spec whose one command target leaves `marker` behind when it runs even once. */
const markingSpec = (name: string) => {
  const marker = join(work, `${name}.ran`)
  writeFileSync(
    join(work, `${name}.cue`),
    `package bench
targets: t: command: cmd: ["touch", ${JSON.stringify(marker)}]
scenarios: s: load: {rounds: 1, warmup: "0s"}
`,
  )
  return { file: `${name}.cue`, marker }
}

/** A regular file, to put where a directory is expected. */
const aFile = join(work, "a-file")
writeFileSync(aFile, "not a directory\n")

describe("bench check: output paths are tried before anything runs", () => {
  test("--json naming a directory: exit 2 naming the flag and the path", async () => {
    const { file, marker } = markingSpec("json-dir")
    const dir = join(work, "reports")
    mkdirSync(dir)
    const db = join(work, "json-dir.db")
    const result = await run(["check", file, "--db", db, "--json", dir])
    expect(result.stderr).toContain(
      `bench: --json ${dir}: is a directory, not a file; nothing was run`,
    )
    expect(result.code, printed(result)).toBe(2)
    expect(existsSync(marker)).toBe(false)
    expect(existsSync(db)).toBe(false)
  })

  test("--markdown under a regular file: exit 2 before measuring, nothing stored", async () => {
    const { file, marker } = markingSpec("md-under-file")
    const markdown = join(aFile, "comment.md")
    const db = join(work, "md-under-file.db")
    const result = await run(["check", file, "--db", db, "--markdown", markdown])
    expect(result.stderr).toContain(`bench: --markdown ${markdown}: cannot write in ${aFile}`)
    expect(result.stderr).not.toContain("internal error")
    expect(result.code, printed(result)).toBe(2)
    expect(existsSync(marker)).toBe(false)
    expect(existsSync(db)).toBe(false)
  })

  test("--db where no directory can be made: exit 2 naming it, before any load", async () => {
    const { file, marker } = markingSpec("db-under-file")
    const db = join(aFile, "results.db")
    const result = await run(["check", file, "--db", db])
    expect(result.stderr).toContain(`bench: --db ${db}: cannot write in ${aFile}`)
    expect(result.stderr).not.toContain("internal error")
    expect(result.code, printed(result)).toBe(2)
    expect(existsSync(marker)).toBe(false)
  })

  // A file system that refuses to create anything, as a read-only one does; root included.
  const refusing = "/sys/benchgate-test"
  test.skipIf(
    !existsSync("/sys") ||
      (() => {
        try {
          mkdirSync(refusing)
          rmSync(refusing, { recursive: true })
          return true
        } catch {
          return false
        }
      })(),
  )("--db on a file system that refuses writes: exit 2 naming the logs directory", async () => {
    const { file, marker } = markingSpec("db-refused")
    const db = join(refusing, "results.db")
    const result = await run(["check", file, "--db", db])
    expect(result.stderr).toStartWith(`bench: --db ${db}: cannot write in ${refusing}`)
    expect(result.stderr).not.toContain("internal error")
    expect(result.code, printed(result)).toBe(2)
    expect(existsSync(marker)).toBe(false)
  })
})

describe("bench check: target logs", () => {
  test('targets "x y" and "x-y" (one slug) each get their own log', async () => {
    writeFileSync(
      join(work, "slugs.cue"),
      `package bench
targets: "x y": {
	http: url: "http://127.0.0.1:{port}"
	start: {cmd: ["bun", ${JSON.stringify(server)}, "--mode=direct", "--port={port}", "--db=${join(work, "slugs-users.db")}"], ready: http: "/health"}
}
targets: "x-y": {
	http: url: "http://127.0.0.1:{port}"
	start: cmd: ["bash", "-c", "echo this is x-y; exit 4", "{port}"]
}
scenarios: s: {request: path: "/health", load: {rounds: 1, warmup: "0s", duration: "100ms"}}
`,
    )
    const result = await run(["check", "slugs.cue", "--db", join(work, "slugs", "results.db")])
    expect(result.code, printed(result)).toBe(3)
    expect(result.stderr).toContain('target "x-y"')
    const logs = readdirSync(join(work, "slugs", "logs"))
    expect(logs).toHaveLength(2)
    const mine = logs.filter((name) =>
      readFileSync(join(work, "slugs", "logs", name), "utf8").includes("this is x-y"),
    )
    expect(mine).toHaveLength(1)
  }, 60_000)
})

describe("bench check: a store it cannot save into is refused before the first round", () => {
  test("--db written by a newer benchgate: exit 3 naming it, nothing run, the file untouched", async () => {
    const { file, marker } = markingSpec("newer-store")
    const db = join(work, "newer.db")
    const made = new Database(db, { create: true })
    made.run("PRAGMA journal_mode = WAL")
    made.run("CREATE TABLE t (x INTEGER)")
    made.run(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`)
    made.close()
    const before = readFileSync(db)
    const result = await run(["check", file, "--db", db])
    expect(result.stderr).toContain(
      `store ${db}: database has schema version ${SCHEMA_VERSION + 1} but this benchgate knows versions up to ${SCHEMA_VERSION}`,
    )
    expect(result.code, printed(result)).toBe(3)
    expect(existsSync(marker)).toBe(false)
    expect(readFileSync(db).equals(before)).toBe(true)
  })
})
