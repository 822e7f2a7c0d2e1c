/**
 * Golden compile tests: each golden/*.txtar holds a spec (`-- spec.cue --`) and what the real
 * pipeline makes of it — load (cue v0.17.1 with schema.cue) → decode → plan → emit — either
 * the emitted scripts (`-- out/<script>.sh --`) or the exact issue lines (`-- issues --`).
 * The archive's comment says what the case is about.
 *
 * Each archive is a golden file (test/support/golden.ts): the spec and comment as they are,
 * then what the pipeline makes now. After an intended change,
 * `BENCHGATE_UPDATE_GOLDEN=1 bun test test/compiler/golden.test.ts` rewrites the expected
 * sections; review the diff before committing.
 */
import { describe, expect, test } from "bun:test"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { Either } from "effect"
import { decodeSpec } from "../../compiler/Decode.ts"
import { type EmitOptions, emitSpec } from "../../compiler/Emit.ts"
import { formatIssue, type Issue } from "../../compiler/Issue.ts"
import { planSpec } from "../../compiler/Plan.ts"
import { expectGolden } from "../support/golden.ts"
import { loadSource } from "../support/load.ts"
import { formatTxtar, markerName, parseTxtar, type TxtarFile } from "../support/txtar.ts"

const DIR = join(import.meta.dir, "golden")
const SPEC = "spec.cue"
/** Fixed, so scripts do not depend on the machine: oha from PATH, the spec one level up. */
const EMIT: EmitOptions = { tools: new Map([["oha", "oha"]]), specDirFromScript: ".." }

const isOutput = (name: string) => name === "issues" || name.startsWith("out/")

const issuesSection = (issues: ReadonlyArray<Issue>): TxtarFile => ({
  name: "issues",
  data: `${issues.map(formatIssue).join("\n")}\n`,
})

/** What the pipeline makes of the spec: the issues, or one section per emitted file. */
const compile = async (source: string): Promise<ReadonlyArray<TxtarFile>> => {
  const loaded = await loadSource(source, SPEC, SPEC)
  if (Either.isLeft(loaded)) return [issuesSection(loaded.left)]
  const decoded = decodeSpec(loaded.right)
  if (Either.isLeft(decoded)) return [issuesSection(decoded.left)]
  return emitSpec(planSpec(decoded.right), EMIT).map((file) => {
    expect(file.executable).toBe(true)
    return { name: `out/${file.path}`, data: file.content }
  })
}

const syntaxCheck = (name: string, script: string) => {
  const result = Bun.spawnSync(["bash", "-n"], {
    stdin: new TextEncoder().encode(script),
    stderr: "pipe",
    timeout: 10_000,
  })
  if (result.exitCode !== 0) throw new Error(`${name}: bash -n: ${result.stderr.toString()}`)
}

const cases = readdirSync(DIR)
  .filter((name) => name.endsWith(".txtar"))
  .sort()

describe("golden compile", () => {
  test("there are golden cases", () => {
    expect(cases.length).toBeGreaterThan(0)
  })

  test.each(cases.map((name) => [name]))("%s", async (name) => {
    const path = join(DIR, name)
    const archive = parseTxtar(readFileSync(path, "utf8"))
    const inputs = archive.files.filter((file) => !isOutput(file.name))
    const spec = inputs.find((file) => file.name === SPEC)
    if (!spec || inputs.length !== 1) throw new Error(`${name}: needs exactly one input, ${SPEC}`)
    if (archive.comment.trim() === "") throw new Error(`${name}: say what the case is about`)

    const actual = await compile(spec.data)
    for (const file of actual) {
      const marker = file.data.split("\n").find((line) => markerName(line) !== undefined)
      if (marker) throw new Error(`${name}: ${file.name} holds a txtar marker line: ${marker}`)
      if (file.name.endsWith(".sh")) syntaxCheck(file.name, file.data)
    }

    expectGolden(path, formatTxtar({ comment: archive.comment, files: [...inputs, ...actual] }))
  })
})
