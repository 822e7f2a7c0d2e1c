/**
 * Seed 004's Go module through the go runner: the five paths agree (go test -run), and one
 * short benchmark run gives time and allocations per path. The first run on a machine
 * downloads google.golang.org/grpc and builds it (about 95 s here); later runs take seconds.
 * Skipped, with the reason printed, when go is not installed.
 */
import { expect, test } from "bun:test"
import { join } from "node:path"
import { Either } from "effect"
import { goBenchRows, parseGoBenchOutput } from "../../runners/GoBenchOutput.ts"
import { goRowMetrics } from "../../runners/GoMetrics.ts"
import { goTestBenchArgs } from "../../runners/go/GoCommand.ts"
import { printed } from "../support/Running.ts"

const go = process.env.BENCHGATE_GO ?? Bun.which("go")
if (go === null) console.warn("skipping grpcbridge test: no go on PATH (set BENCHGATE_GO)")
const MODULE = join(import.meta.dir, "../../examples/grpcbridge")
const FIRST_BUILD_MS = 300_000

const run = async (args: ReadonlyArray<string>) => {
  const proc = Bun.spawn([go ?? "go", ...args], { cwd: MODULE, stdout: "pipe", stderr: "pipe" })
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ])
  return { stdout, stderr, code }
}

test.skipIf(go === null)(
  "direct, gRPC in-process and over loopback, from Go and JS: same answers; each layer allocates",
  async () => {
    const agree = await run(["test", "-run", "^TestPathsAgree$", "-count", "1", "."])
    expect({ code: agree.code, stderr: agree.stderr }).toMatchObject({ code: 0 })

    const names = [
      "BenchmarkDirect",
      "BenchmarkInProcessGRPC",
      "BenchmarkLoopbackGRPC",
      "BenchmarkJSDirect",
      "BenchmarkJSInProcessGRPC",
    ]
    const out = await run(goTestBenchArgs({ benchmarks: names, count: 1, benchtime: "200x" }))
    expect(out.code, printed(out)).toBe(0)
    const parsed = Either.getOrThrow(parseGoBenchOutput(out.stdout, { stderr: out.stderr }))
    const rows = Either.getOrThrow(goBenchRows(parsed, names))
    const metrics = names.map((name) => goRowMetrics(rows.get(name)?.[0] ?? (undefined as never)))
    const [direct, inProcess, loopback, jsDirect, jsInProcess] = metrics
    // The handler allocates the response and the user: exactly two allocations.
    expect(direct?.values.allocs_per_op).toBe(2)
    expect(direct?.custom).toEqual({ "resp-bytes": 42 })
    for (const grpc of [inProcess, loopback]) {
      expect(grpc?.values.allocs_per_op).toBeGreaterThan(50)
      expect(grpc?.values.time_per_op).toBeGreaterThan(direct?.values.time_per_op ?? 0)
      expect(grpc?.custom).toEqual({ "resp-bytes": 42 })
    }
    // The JS bridge (goja) adds its own allocations and bytes on top of the Go path it calls.
    for (const [js, go] of [
      [jsDirect, direct],
      [jsInProcess, inProcess],
    ] as const) {
      expect(js?.values.allocs_per_op).toBeGreaterThan((go?.values.allocs_per_op ?? 0) + 20)
      expect(js?.values.bytes_per_op).toBeGreaterThan(go?.values.bytes_per_op ?? 0)
      expect(js?.custom).toEqual({ "resp-bytes": 42 })
    }
  },
  FIRST_BUILD_MS,
)
