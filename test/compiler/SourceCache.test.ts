/**
 * A spec's evaluation is kept by its text, the schema and cue: a check or compile of unchanged
 * specs does not run cue again. A copy of the real cue evaluates first; once it is deleted, only
 * the kept evaluation can answer for the unchanged spec, and a changed one cannot load.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Exit } from "effect"
import { loadSpec } from "../../compiler/Source.ts"
import { resolveTool } from "../../tools/Toolchain.ts"

const dir = mkdtempSync(join(tmpdir(), "benchgate-source-cache-"))
const cache = join(dir, "cache")
const before = process.env.BENCHGATE_CACHE
/** The real cue, found in the real cache before the tests move it. */
let realCue = ""
beforeAll(async () => {
  realCue = (await Effect.runPromise(resolveTool("cue"))).path
})
afterAll(() => {
  if (before === undefined) delete process.env.BENCHGATE_CACHE
  else process.env.BENCHGATE_CACHE = before
  rmSync(dir, { recursive: true, force: true })
})

const spec = (path: string, extra = "") => `package bench
${extra}targets: api: http: url: "http://127.0.0.1:1"
scenarios: s: {request: path: ${JSON.stringify(path)}}
`

describe("cue's evaluation of a spec is kept", () => {
  test("unchanged, it is read back without cue; changed, cue must evaluate it again", async () => {
    const cue = join(dir, "cue")
    copyFileSync(realCue, cue)
    process.env.BENCHGATE_CACHE = cache
    const file = join(dir, "api.cue")
    writeFileSync(file, spec("/a"))
    const first = await Effect.runPromise(loadSpec(cue, file))
    expect(readdirSync(join(cache, "exports"))).toHaveLength(1)
    rmSync(cue)
    const kept = await Effect.runPromise(loadSpec(cue, file))
    expect(kept.json).toEqual(first.json)
    writeFileSync(file, spec("/b"))
    expect(Exit.isFailure(await Effect.runPromiseExit(loadSpec(cue, file)))).toBe(true)
  })

  test("a spec that imports packages is evaluated every time: its JSON depends on more", async () => {
    const cue = join(dir, "cue2")
    copyFileSync(realCue, cue)
    process.env.BENCHGATE_CACHE = join(dir, "cache2")
    const file = join(dir, "imports.cue")
    writeFileSync(file, spec("/a", 'import "strings"\n_x: strings.ToUpper("a")\n'))
    await Effect.runPromise(loadSpec(cue, file))
    rmSync(cue)
    expect(Exit.isFailure(await Effect.runPromiseExit(loadSpec(cue, file)))).toBe(true)
  })
})
