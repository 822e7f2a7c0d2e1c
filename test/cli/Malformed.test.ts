/**
 * The catalogue of malformed specs (malformed.txtar), each through the real CLI: `./bench
 * check NAME.cue` must exit with the expected code and print exactly the expected problems,
 * each at its file:line:col and field, before anything starts. A store must not be created.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { formatTxtar, parseTxtar, type TxtarFile } from "../support/txtar.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const CATALOGUE = join(import.meta.dir, "malformed.txtar")
const UPDATE = process.env.UPDATE_GOLDEN === "1" || process.env.BENCHGATE_UPDATE_GOLDEN === "1"

const archive = parseTxtar(readFileSync(CATALOGUE, "utf8"))
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

const results = new Map<string, string>()

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
      results.set(name, actual)
      if (UPDATE) return
      const want = archive.files.find((f) => f.name === `${name}.want`)?.data ?? ""
      expect(actual).toBe(want)
      expect(actual).not.toContain("internal error")
    },
    60_000,
  )

  afterAll(() => {
    if (!UPDATE) return
    const files: TxtarFile[] = archive.files.map((file) => {
      if (!file.name.endsWith(".want")) return file
      const actual = results.get(file.name.slice(0, -".want".length))
      return actual === undefined ? file : { name: file.name, data: actual }
    })
    writeFileSync(CATALOGUE, formatTxtar({ comment: archive.comment, files }))
  })
})
