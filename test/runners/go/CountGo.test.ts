/**
 * The go runner's count of one operation (CountGo.ts) under real callgrind, on
 * test/fixtures/go/countmod: the count must not depend on how many operations the native run
 * picked — a machine's speed picks that — so a benchmark that allocates counts the same over a
 * short benchtime and a long one. With the collector on, the longer run paid for more of its
 * collections per operation (docs/verdict-quality.md §8.9).
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { countGo, longOpsKey } from "../../../runners/go/CountGo.ts"
import { resolveTool } from "../../../tools/Toolchain.ts"
import { printed } from "../../support/Running.ts"

const go = process.env.BENCHGATE_GO ?? Bun.which("go")
const countmod = join(import.meta.dir, "../../fixtures/go/countmod")
const scratch = mkdtempSync(join(tmpdir(), "benchgate-count-go-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

test.skipIf(go === null)(
  "an allocating benchmark counts the same per operation over 2 ms and over 40 ms of operations",
  async () => {
    const binary = join(scratch, "countmod.test")
    const built = Bun.spawnSync([go ?? "go", "test", "-c", "-o", binary, "."], { cwd: countmod })
    expect(
      built.exitCode,
      printed({ stdout: built.stdout.toString(), stderr: built.stderr.toString() }),
    ).toBe(0)
    const valgrind = (await Effect.runPromise(resolveTool("valgrind"))).path
    const count = (benchtimeMs: number) =>
      Effect.runPromise(
        countGo(
          binary,
          {
            runner: "go",
            package: ".",
            benchmark: "BenchmarkAllocate",
            benchtimeMs,
            counted: true,
          },
          { target: `allocate ${benchtimeMs} ms`, specDir: countmod, valgrind, scratch },
        ),
      )
    const short = await count(2)
    const long = await count(40)
    // The native runs picked different numbers of operations: what the check is about.
    expect(long.requests ?? 0).toBeGreaterThan(5 * (short.requests ?? 0))
    const ratio = (long.values.instructions ?? 0) / (short.values.instructions ?? 1)
    console.log(
      `BenchmarkAllocate: ${short.values.instructions?.toFixed(1)} instructions an operation over ${short.requests}, ${long.values.instructions?.toFixed(1)} over ${long.requests}`,
    )
    // With the collector on the long run counts about 1.8 times the short one's (268 and 480
    // instructions). With it off they agree to what the short run's own error allows: the
    // process's start moves by up to about 150K instructions, over ~8,000 operations up to ~6%
    // of one (seen: 1.3%, 2.9%, 5.2%).
    expect(ratio).toBeGreaterThan(0.9)
    expect(ratio).toBeLessThan(1.1)
  },
  120_000,
)

describe("which slices count the same N", () => {
  const invocation = { package: ".", benchmark: "BenchmarkAllocate", benchtimeMs: 5 }
  test("a target and its base copy in the same round: the same operations", () => {
    for (const checkout of ["head", "base"]) {
      mkdirSync(join(scratch, checkout, ".git"), { recursive: true })
      mkdirSync(join(scratch, checkout, "specs"))
    }
    const head = longOpsKey(join(scratch, "head", "specs"), invocation, 3)
    expect(longOpsKey(join(scratch, "base", "specs"), invocation, 3)).toBe(head)
    expect(
      longOpsKey(join(scratch, "base", "specs"), { ...invocation, benchtimeMs: 6 }, 3),
    ).not.toBe(head)
  })
  test("each round decides its own N, so what N moves is in the rounds' spread", () => {
    const keys = [1, 2, undefined].map((round) => longOpsKey("/specs", invocation, round))
    expect(new Set(keys).size).toBe(3)
  })
})
