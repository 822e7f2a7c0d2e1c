/**
 * The catalogue of malformed specs (malformed.txtar), each through the real CLI: `./bench
 * check NAME.cue` must exit with the expected code and print exactly the expected problems,
 * each at its file:line:col and field, before anything starts. A store must not be created.
 * The catalogue is a golden file (test/support/golden.ts): with BENCHGATE_UPDATE_GOLDEN=1 each
 * case rewrites its `NAME.want` section with what the CLI printed.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { expectGolden } from "../support/golden.ts"
import { formatTxtar, parseTxtar, type Txtar } from "../support/txtar.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const CATALOGUE = join(import.meta.dir, "malformed.txtar")

let archive: Txtar = parseTxtar(readFileSync(CATALOGUE, "utf8"))
const work = mkdtempSync(join(tmpdir(), "benchgate-malformed-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** «XX» → the byte 0xXX; everything else as UTF-8. */
const bytesOf = (text: string): Uint8Array => {
  const parts = text.split(/«([0-9A-Fa-f]{2})»/)
  const chunks = parts.map((part, i) =>
    i % 2 === 1 ? new Uint8Array([Number.parseInt(part, 16)]) : new TextEncoder().encode(part),
  )
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}

for (const file of archive.files) {
  if (!file.name.endsWith(".want")) writeFileSync(join(work, file.name), bytesOf(file.data))
}

const cases = archive.files
  .filter((file) => file.name.endsWith(".cue"))
  .map((file) => file.name.slice(0, -".cue".length))

/** What the CLI makes of one spec: `exit N` and its stderr, $WORK for the directory. */
const check = async (name: string): Promise<string> => {
  const db = join(work, `${name}.db`)
  const child = Bun.spawn([bench, "check", `${name}.cue`, "--db", db], {
    cwd: work,
    stdout: "pipe",
    stderr: "pipe",
    env: { ...process.env, NO_COLOR: "1" },
    timeout: 60_000,
  })
  const [stderr, code] = await Promise.all([new Response(child.stderr).text(), child.exited])
  expect(existsSync(db)).toBe(false)
  return `exit ${code}\n${stderr.replaceAll(work, "$WORK")}`
}

/** The catalogue with the want section of `name` replaced by `want`. */
const withWant = (catalogue: Txtar, name: string, want: string): Txtar => ({
  comment: catalogue.comment,
  files: catalogue.files.map((file) =>
    file.name === `${name}.want` ? { name: file.name, data: want } : file,
  ),
})

describe("malformed specs through bench check", () => {
  test("the catalogue has cases, each with a want file", () => {
    expect(cases.length).toBeGreaterThan(10)
    for (const name of cases) {
      expect(archive.files.some((f) => f.name === `${name}.want`)).toBe(true)
    }
  })

  test.each(cases.map((name) => [name]))(
    "%s",
    async (name) => {
      const actual = await check(name)
      // The whole catalogue is the golden file; only this case's section may differ. Kept
      // once it matches (or was written), so a later case compares against it.
      const next = withWant(archive, name, actual)
      expectGolden(CATALOGUE, formatTxtar(next))
      archive = next
      expect(actual).not.toContain("internal error")
    },
    60_000,
  )
})
