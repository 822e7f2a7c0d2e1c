/**
 * A fixed slice of the spec fuzz campaign (test/support/fuzz/, benchmarks/fuzz-specs.ts runs
 * 10,000): mutants of the repository's specs through `bench compile` in process and, for a
 * share of cheap ones, the real `bench check` with a scratch store. Every one must end with exit
 * 0–3 and, when refused, a message naming the file and a line; none may crash benchgate,
 * hang, leave a process running or a store that fails integrity_check. The seed is fixed, so
 * a failure here is the same mutant on every machine: its file is kept and named.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { seededRandom } from "../../gate/stats/Random.ts"
import { type Figures, runCampaign } from "../support/fuzz/Campaign.ts"
import { corpus } from "../support/fuzz/Corpus.ts"
import { mutate } from "../support/fuzz/Mutate.ts"
import { judge } from "../support/fuzz/Oracle.ts"

/** Sized to take under a minute alone on a 2-core machine (about 56 CPU-seconds a thousand). */
const MUTANTS = 1500
const SEED = 20261126

const work = mkdtempSync(join(tmpdir(), "benchgate-fuzz-"))
let figures: Figures | undefined
afterAll(() => {
  // A failure's mutants stay for reproducing; a clean slice leaves nothing.
  if (figures?.failed === 0) rmSync(work, { recursive: true, force: true })
})

describe("the fuzz oracle", () => {
  const file = "specs/m.cue"
  const refused = (stderr: string) => judge({ code: 2, stderr, timedOut: false }, file)

  test("a refusal naming the file and a line passes; one without either does not", () => {
    expect(
      refused(`${file}:3:5: targets.a: unknown\nbench: 1 problem in the specs; nothing was run`),
    ).toEqual([])
    expect(refused(`${file}: targets.a: unknown`)).toEqual(["exit 2 without a line number"])
    expect(refused("bench: 1 problem in the specs; nothing was run")).toEqual([
      "exit 2 without an issue naming the file",
    ])
  })

  test("internal errors, stacks, hangs and exit codes past 3 are problems", () => {
    const crash = "bench: internal error\nTypeError: x is undefined\n    at f (/a/b.ts:1:2)"
    expect(judge({ code: 3, stderr: crash, timedOut: false }, file)).toEqual([
      "internal error in stderr",
      "a stack trace in stderr",
      "a JS error in stderr",
    ])
    expect(judge({ code: 134, stderr: "", timedOut: false }, file)).toEqual(["exit 134"])
    expect(judge({ code: null, stderr: "", timedOut: true }, file)).toEqual([
      "hang: outlived its budget",
    ])
  })

  test("a target's log tail may quote the target's own errors", () => {
    const died = `bench: service "side" of spec ${file} exited with code 1 before it was ready (log: x.log)\nlast lines of its log:\n  | TypeError: Bun.sezve is not a function\n  |       at [eval]:1:5`
    expect(judge({ code: 3, stderr: died, timedOut: false }, file)).toEqual([])
  })

  test("a message of a million blank lines is judged at once", () => {
    const started = performance.now()
    refused(`${file}:1:1: unknown target "${"\n".repeat(1_000_000)}"`)
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})

describe("the mutators", () => {
  test("a mutant is determined by its seed spec and random source", () => {
    const seeds = corpus()
    expect(seeds.length).toBeGreaterThan(20)
    expect(seeds.filter((seed) => seed.checkable).length).toBe(3)
    for (let i = 0; i < 50; i++) {
      const seed = seeds[i % seeds.length]?.text ?? ""
      const a = mutate(seed, seededRandom(i))
      const b = mutate(seed, seededRandom(i))
      expect(a).toEqual(b)
      expect(a.ops.length).toBeGreaterThan(0)
      expect(a.bytes).not.toEqual(new TextEncoder().encode(seed))
    }
  })
})

describe("spec fuzz campaign, fixed slice", () => {
  test(`${MUTANTS} mutants, seed ${SEED}: every run ends as benchgate promises`, async () => {
    figures = await runCampaign({
      seed: SEED,
      mutants: MUTANTS,
      checkShare: 0.05,
      lanes: 2,
      work,
      compileBudgetMs: 60_000,
      checkCostLimitMs: 20_000,
    })
    const { exits, checked, planTooLong, wallMs } = figures
    console.log(
      `fuzz slice: ${MUTANTS} mutants in ${(wallMs / 1000).toFixed(1)} s; compile exits ${JSON.stringify(exits.compile)}, ${checked} checked ${JSON.stringify(exits.check)}, ${planTooLong} planned too long to check`,
    )
    const failures = figures.failures.map(
      (run) =>
        `${join(work, "failures", `m${String(run.index).padStart(5, "0")}.cue`)} (from ${run.origin}, ${run.ops.join(" + ")}, bench ${run.command}): ${run.problems.join("; ")}\n${run.stderr}`,
    )
    expect(failures).toEqual([])
    expect(figures.mutants).toBe(MUTANTS)
    expect(figures.leftovers).toBe(0)
    expect(figures.corruptStores).toBe(0)
    // The slice reaches past cue: mutants compile, are refused, and are checked for real.
    expect(figures.exits.compile["0"] ?? 0).toBeGreaterThan(MUTANTS / 50)
    expect(figures.exits.compile["2"] ?? 0).toBeGreaterThan(MUTANTS / 2)
    expect(figures.checked).toBeGreaterThan(MUTANTS / 50)
    expect(figures.exits.check["0"] ?? 0).toBeGreaterThan(0)
  }, 240_000)
})
