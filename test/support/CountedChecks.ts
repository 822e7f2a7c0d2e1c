/**
 * What the counted checks' test files share (test/cli/CheckCounted*.test.ts): a scratch folder,
 * `./bench` run in it, specs written into it, and the parts of a JSON report they read.
 */
import { afterAll } from "bun:test"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { runBench } from "./Running.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
export const countmod = join(root, "test/fixtures/go/countmod")
export const countedBench = join(root, "test/runners/bun/fixtures/counted.bench.ts")

interface JsonVerdict {
  readonly threshold: string
  readonly reason: string
  readonly status: string
  readonly measured: { readonly value: number } | null
}

export interface CountedReport {
  readonly scenarios: ReadonlyArray<{
    readonly verdicts: ReadonlyArray<JsonVerdict>
    readonly targets: ReadonlyArray<{
      readonly target: string
      readonly estimates: Record<string, { readonly value: number }>
    }>
  }>
  readonly profiles?: ReadonlyArray<{
    readonly head: string
    readonly base: string
    readonly counted?: string
    readonly skipped?: string
    readonly differential?: {
      readonly self: ReadonlyArray<{ name: string; low: number; high: number }>
    }
  }>
}

/** A scratch folder named after `name`, removed after the file's tests, and what runs in it. */
export const countedWorkspace = (name: string) => {
  const work = mkdtempSync(join(tmpdir(), `benchgate-${name}-`))
  afterAll(() => rmSync(work, { recursive: true, force: true }))
  let specs = 0
  return {
    work,
    /** `./bench ARGS` in `cwd` (the folder by default), to its end. */
    run: (
      args: ReadonlyArray<string>,
      options: { cwd?: string; env?: Record<string, string> } = {},
    ) => runBench(bench, args, options.cwd ?? work, 600_000, options.env),
    /** Writes `package bench` and `text` into a new spec file in `dir`; its name. */
    spec: (text: string, dir = work): string => {
      const file = `counted${++specs}.cue`
      writeFileSync(join(dir, file), `package bench\n\n${text}`)
      return file
    },
    /** The JSON report `file` (relative to the folder, or absolute). */
    reportOf: (file: string) =>
      JSON.parse(readFileSync(resolve(work, file), "utf8")) as CountedReport,
  }
}
