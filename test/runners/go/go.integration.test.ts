/**
 * The go runner for real on test/fixtures/go/benchmod (no dependencies, compiles in ~1 s):
 * argv from GoCommand → go → GoBenchOutput → GoMetrics, in both forms (go test, test binary).
 * Skipped, with the reason printed, when go is not installed.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Either } from "effect"
import { goBenchRows, parseGoBenchOutput } from "../../../runners/GoBenchOutput.ts"
import { goRowMetrics } from "../../../runners/GoMetrics.ts"
import {
  goBinaryBenchArgs,
  goTestBenchArgs,
  goTestCompileArgs,
} from "../../../runners/go/GoCommand.ts"
import { printed } from "../../support/Running.ts"

const go = process.env.BENCHGATE_GO ?? Bun.which("go")
if (go === null) console.warn("skipping go integration test: no go on PATH (set BENCHGATE_GO)")
const benchmod = join(import.meta.dir, "../../fixtures/go/benchmod")
const scratch = mkdtempSync(join(tmpdir(), "benchgate-go-runner-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const run = async (argv: ReadonlyArray<string>, env: Record<string, string> = {}) => {
  const proc = Bun.spawn([...argv], {
    cwd: benchmod,
    env: { ...process.env, ...env },
    stdout: "pipe",
    stderr: "pipe",
  })
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ])
  return { stdout, stderr, code }
}

describe.skipIf(go === null)("go test -bench on benchmod", () => {
  const bin = go ?? "go"

  test("go test: rows per count, metrics in canonical units", async () => {
    const out = await run([
      bin,
      ...goTestBenchArgs({
        benchmarks: ["BenchmarkJoin", "BenchmarkFormat/n=10"],
        count: 2,
        benchtime: "2000x",
      }),
    ])
    expect(out.code, printed(out)).toBe(0)
    const parsed = Either.getOrThrow(parseGoBenchOutput(out.stdout, { stderr: out.stderr }))
    // Mixed depths run all of BenchmarkFormat's subs; goBenchRows keeps what was asked for.
    const rows = Either.getOrThrow(goBenchRows(parsed, ["BenchmarkJoin", "BenchmarkFormat/n=10"]))
    const join = rows.get("BenchmarkJoin") ?? []
    const n10 = rows.get("BenchmarkFormat/n=10") ?? []
    expect([join.length, n10.length]).toEqual([2, 2])
    expect([...join, ...n10].every((row) => row.iterations === 2000)).toBe(true)
    const values = goRowMetrics(join[0] ?? (undefined as never)).values
    // strings.Join of four one-letter strings: one 8-byte allocation. B/op is every byte the
    // process allocated during the run over N, so the runtime's own (a busy machine gives it
    // more to do) can add a few: 10 was seen beside another test worker.
    expect(values.allocs_per_op).toBe(1)
    expect(values.bytes_per_op).toBeGreaterThanOrEqual(8)
    expect(values.bytes_per_op).toBeLessThan(16)
    expect(values.time_per_op).toBeGreaterThan(0)
    expect(values.time_per_op).toBeLessThan(0.1)
    expect(goRowMetrics(n10[0] ?? (undefined as never)).custom).toMatchObject({ digits: 2 })
  }, 60_000)

  test("a test binary built once runs rounds without rebuilding", async () => {
    const binary = join(scratch, "benchmod.test")
    const built = await run([bin, ...goTestCompileArgs(binary)])
    expect(built).toMatchObject({ code: 0, stderr: "" })
    for (let round = 0; round < 2; round++) {
      const out = await run([
        binary,
        ...goBinaryBenchArgs({
          benchmarks: ["BenchmarkJoin"],
          count: 1,
          benchtime: "1000x",
          cpu: 1,
        }),
      ])
      expect(out.code, printed(out)).toBe(0)
      const parsed = Either.getOrThrow(parseGoBenchOutput(out.stdout, { cpu: 1 }))
      expect(parsed.rows.map((r) => [r.name, r.procs, r.allocsPerOp])).toEqual([
        ["BenchmarkJoin", 1, 1],
      ])
    }
  }, 60_000)

  test("a failing benchmark: exit 1 and a tagged error naming it", async () => {
    const out = await run(
      [bin, ...goTestBenchArgs({ benchmarks: ["BenchmarkFails"], count: 1, benchtime: "100x" })],
      { BENCHMOD_FAIL: "1" },
    )
    expect(out.code, printed(out)).toBe(1)
    const result = parseGoBenchOutput(out.stdout)
    expect(Either.isLeft(result) && result.left).toMatchObject({
      _tag: "GoBenchFailed",
      reason: "failed",
      benchmark: "BenchmarkFails",
    })
  }, 60_000)
})
