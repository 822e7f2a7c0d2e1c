/**
 * The bun runner for real: `bun test` processes built by bunBenchCommand run the groups in
 * fixtures/sample.bench.ts, and bunBenchOutcome + bunBenchMetrics read what they left.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Either } from "effect"
import { bunBenchCommand } from "../../../runners/bun/BunBenchCommand.ts"
import { bunBenchMetrics } from "../../../runners/bun/BunBenchMetrics.ts"
import { type BunBenchRecord, bunBenchOutcome } from "../../../runners/bun/BunBenchReport.ts"

const FIXTURE = join(import.meta.dir, "fixtures", "sample.bench.ts")
const dir = mkdtempSync(join(tmpdir(), "benchgate-bun-runner-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let runs = 0

/** One process for one group, as the runner will start it. */
const runGroup = async (file: string, group: string) => {
  runs += 1
  const resultsFile = join(dir, `results-${runs}.jsonl`)
  const command = bunBenchCommand({
    file,
    group,
    resultsFile,
    samples: 6,
    batchMs: 2,
    warmupMs: 20,
    heapMs: 10,
  })
  const proc = Bun.spawn([process.execPath, ...command.args], {
    env: { ...process.env, ...command.env },
    stdout: "pipe",
    stderr: "pipe",
  })
  const [stdout, stderr, exitCode] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ])
  let results = ""
  try {
    results = readFileSync(resultsFile, "utf8")
  } catch {}
  const outcome = bunBenchOutcome({ results, exitCode, stderr }, group)
  return { stdout, stderr, exitCode, results, outcome }
}

const record = (outcome: Either.Either<BunBenchRecord, unknown>): BunBenchRecord => {
  if (Either.isLeft(outcome)) throw new Error(`expected a record, got ${String(outcome.left)}`)
  return outcome.right
}

describe("bun test + harness, one process per group", () => {
  test("a group runs alone, interleaved, and yields metrics per variant", async () => {
    const run = await runGroup(FIXTURE, "sync vs async")
    expect(run.exitCode).toBe(0)
    // Only this group ran: one line in the file, and bun skipped the other tests.
    expect(run.results.trim().split("\n")).toHaveLength(1)
    expect(run.stderr).toMatch(/1 pass/)
    const r = record(run.outcome)
    expect(r.baseline).toBe("sync")
    expect(r.order).toEqual([
      ["sync", "async"],
      ["async", "sync"],
      ["sync", "async"],
      ["async", "sync"],
      ["sync", "async"],
      ["async", "sync"],
    ])
    expect(r.variants.map((v) => [v.name, v.async, v.samplesMs.length])).toEqual([
      ["sync", false, 6],
      ["async", true, 6],
    ])
    const metrics = bunBenchMetrics(r)
    const sync = metrics.get("sync")
    const async = metrics.get("async")
    // A JSON.stringify of a small object: well under 100 µs per call, well over 1 ns.
    for (const values of [sync, async]) {
      expect(values?.time_per_op).toBeGreaterThan(1e-6)
      expect(values?.time_per_op).toBeLessThan(0.1)
      expect((values?.ops_per_s ?? 0) * (values?.time_per_op ?? 0)).toBeCloseTo(1000, 6)
      expect(values?.heap_per_op).toBeTypeOf("number")
    }
    // The human summary went to stdout.
    expect(run.stdout).toContain("sync vs async (6 samples")
  }, 30_000)

  test("a variant that throws: bun exits 1, the error names variant, phase and message", async () => {
    const run = await runGroup(FIXTURE, "breaks")
    expect(run.exitCode).toBe(1)
    expect(Either.isLeft(run.outcome)).toBe(true)
    if (Either.isLeft(run.outcome)) {
      expect(run.outcome.left).toMatchObject({
        _tag: "BunBenchFailed",
        reason: "variant-failed",
        group: "breaks",
        variant: "broken",
      })
      expect(run.outcome.left.message).toContain("counter overflowed the fixture's patience")
    }
    expect(run.stderr).toContain("GroupFailed")
  }, 30_000)

  test("setup failing is reported as such", async () => {
    const run = await runGroup(FIXTURE, "setup fails")
    expect(run.exitCode).toBe(1)
    expect(Either.isLeft(run.outcome) && run.outcome.left.message).toBe(
      'group "setup fails": setup failed: database is not there',
    )
  }, 30_000)

  test("output printed by the code under test does not reach the results", async () => {
    const run = await runGroup(FIXTURE, "noisy")
    expect(run.exitCode).toBe(0)
    expect(run.stdout).toContain('"fake":true')
    expect(record(run.outcome).variants.map((v) => v.name)).toEqual(["quiet", "loud"])
  }, 30_000)

  test("a group name that matches nothing: no result, with bun's own reason", async () => {
    const run = await runGroup(FIXTURE, "sync vs async.*")
    expect(run.exitCode).not.toBe(0)
    expect(Either.isLeft(run.outcome) && run.outcome.left).toMatchObject({ reason: "no-result" })
    expect(Either.isLeft(run.outcome) && run.outcome.left.message).toContain("matched 0 tests")
  }, 30_000)

  test("a file that does not load: no result, with the syntax error from stderr", async () => {
    const broken = join(dir, "broken.bench.ts")
    writeFileSync(broken, 'import { group } from "nowhere"\nexport const x = (\n')
    const run = await runGroup(broken, "anything")
    expect(run.exitCode).not.toBe(0)
    expect(Either.isLeft(run.outcome) && run.outcome.left).toMatchObject({ reason: "no-result" })
    expect(Either.isLeft(run.outcome) && run.outcome.left.message).toMatch(/error/i)
  }, 30_000)
})
