/**
 * The target-kind registry against the rest of the program: every kind brings its part of the
 * CUE schema, cue accepts exactly the registered kinds as a target's field, and every kind has a
 * runner that loads it (runners/Registry.ts).
 */
import { describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { schemaText } from "../../compiler/Source.ts"
import { runnersFor } from "../../runners/Registry.ts"
import { KINDS, kindOf, type Target } from "../../targets/Registry.ts"
import { cueBinary } from "../support/cue.ts"

/** `cue vet` of the whole schema with one spec: its exit code and what it printed. */
const vet = (spec: string) => {
  const dir = mkdtempSync(join(tmpdir(), "benchgate-kinds-"))
  try {
    writeFileSync(join(dir, "schema.cue"), schemaText())
    writeFileSync(join(dir, "spec.cue"), `package bench\n${spec}\n`)
    const done = Bun.spawnSync([cueBinary(), "vet", "-c=false", "schema.cue", "spec.cue"], {
      cwd: dir,
    })
    return { code: done.exitCode, output: `${done.stdout}${done.stderr}` }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe("target kinds", () => {
  test("names are unique and each kind is found by its name", () => {
    const names = KINDS.map((k) => k.name)
    expect(new Set(names).size).toBe(names.length)
    for (const kind of KINDS) expect(kindOf({ kind: kind.name } as Target)).toBe(kind)
  })

  test("each kind brings its field of #Target in its part of the schema", () => {
    for (const kind of KINDS) {
      expect(kind.schema).toMatch(new RegExp(`#Target: \\{[^}]*\\n\\t${kind.name}\\?: #`, "s"))
    }
  })

  test("cue accepts each registered kind as a target's field, and no other", () => {
    // The field's own required fields may be missing; the field itself must be allowed.
    const refused = KINDS.filter((kind) =>
      vet(`targets: t: ${kind.name}: _`).output.includes("field not allowed"),
    )
    expect(refused.map((k) => k.name)).toEqual([])
    const other = vet('targets: t: kafka: topic: "x"')
    expect(other.code).not.toBe(0)
    expect(other.output).toContain("targets.t.kafka: field not allowed")
  })

  test("every kind has a runner that loads it", () => {
    for (const kind of KINDS) expect(runnersFor(kind.name).length).toBeGreaterThan(0)
  })
})
