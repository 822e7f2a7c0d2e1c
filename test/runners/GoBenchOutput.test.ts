/** The parser on real recorded output (test/fixtures/go/, see its README) and edge cases. */
import { describe, expect, test } from "bun:test"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Either } from "effect"
import {
  type GoBenchFailed,
  type GoBenchRun,
  goBenchRows,
  type ParseOptions,
  parseGoBenchOutput,
} from "../../runners/GoBenchOutput.ts"
import { goRowMetrics } from "../../runners/GoMetrics.ts"

const fixture = (name: string): string =>
  readFileSync(join(import.meta.dir, "../fixtures/go", name), "utf8")

const parse = (text: string, options?: ParseOptions): GoBenchRun =>
  Either.getOrThrow(parseGoBenchOutput(text, options))

const parseError = (text: string, options?: ParseOptions): GoBenchFailed => {
  const result = parseGoBenchOutput(text, options)
  if (Either.isRight(result)) throw new Error("expected a failure")
  return result.left
}

/** The row lines of a fixture, split the way a reader would: name, N, then value-unit pairs. */
const rowLines = (text: string): Array<Array<string>> =>
  text
    .split("\n")
    .filter((line) => /^Benchmark\S+\s+\d+\s/.test(line))
    .map((line) => line.trim().split(/\s+/))

describe("grpcbridge (seed 004)", () => {
  const text = fixture("grpcbridge.txt")
  const run = parse(text)

  test("config lines", () => {
    expect(run.config).toMatchObject({
      goos: "linux",
      goarch: "amd64",
      pkg: "benchgate.dev/examples/grpcbridge",
    })
    expect(run.config.cpu).toBeString()
  })

  test("every row: name without -2, iterations, ns/op, B/op, allocs/op, custom unit", () => {
    const expected = rowLines(text).map((fields) => ({
      pkg: "benchgate.dev/examples/grpcbridge",
      name: (fields[0] ?? "").replace(/-2$/, ""),
      procs: 2,
      iterations: Number(fields[1]),
      nsPerOp: Number(fields[2]),
      bytesPerOp: Number(fields[6]),
      allocsPerOp: Number(fields[8]),
      custom: { "resp-bytes": 42 },
    }))
    expect(expected).toHaveLength(6)
    expect(run.rows).toEqual(expected)
  })

  test("rows grouped per benchmark, count rows in order", async () => {
    const names = ["BenchmarkDirect", "BenchmarkInProcessGRPC", "BenchmarkLoopbackGRPC"]
    const byName = Either.getOrThrow(goBenchRows(run, names))
    expect([...byName.keys()]).toEqual(names)
    for (const name of names) expect(byName.get(name)).toHaveLength(2)
    // The deterministic metric the seed gates on.
    expect(byName.get("BenchmarkDirect")?.map((r) => r.allocsPerOp)).toEqual([2, 2])
    expect(byName.get("BenchmarkLoopbackGRPC")?.every((r) => (r.allocsPerOp ?? 0) > 100)).toBe(true)
  })

  test("metrics in canonical units", () => {
    const [row] = run.rows
    if (row === undefined) throw new Error("no row")
    const { values, custom } = goRowMetrics(row)
    expect(values.time_per_op).toBeCloseTo(row.nsPerOp / 1e6, 12)
    expect(values.ops_per_s).toBeCloseTo(1e9 / row.nsPerOp, 6)
    expect(values.bytes_per_op).toBe(160)
    expect(values.allocs_per_op).toBe(2)
    expect(custom).toEqual({ "resp-bytes": 42 })
  })

  test("ns → ms keeps go's digits exactly", () => {
    const values = goRowMetrics({
      name: "BenchmarkX",
      procs: 1,
      iterations: 1,
      nsPerOp: 180.2,
      custom: {},
    }).values
    expect(values.time_per_op).toBe(0.0001802)
    expect(values).not.toHaveProperty("bytes_per_op")
  })

  test("a test binary's output (no ok line) reads the same", () => {
    const binary = parse(fixture("grpcbridge-binary.txt"))
    expect(binary.rows.map((r) => [r.name, r.procs, r.allocsPerOp])).toEqual([
      ["BenchmarkDirect", 2, 2],
      ["BenchmarkDirect", 2, 2],
      ["BenchmarkDirect", 2, 2],
    ])
  })
})

describe("benchmod shapes", () => {
  test("sub-benchmarks, MB/s and custom units, log blocks skipped", () => {
    const run = parse(fixture("benchmod.txt"))
    expect(run.rows.map((r) => r.name)).toEqual([
      "BenchmarkJoin",
      "BenchmarkJoin",
      "BenchmarkFormat/n=10",
      "BenchmarkFormat/n=10",
      "BenchmarkFormat/n=1000",
      "BenchmarkFormat/n=1000",
      "BenchmarkFormat/with_space",
      "BenchmarkFormat/with_space",
    ])
    const n10 = run.rows[2]
    expect(Object.keys(n10?.custom ?? {})).toEqual(["MB/s", "digits"])
    expect(n10?.custom.digits).toBe(2)
    expect(run.rows[6]?.custom).toEqual({})
    expect(run.rows.map((r) => r.allocsPerOp)).toEqual([1, 1, 0, 0, 1, 1, 1, 1])
  })

  test("-cpu 1: no suffix to strip; a trailing -digits in a name would stay", () => {
    const run = parse(fixture("benchmod-cpu1.txt"), { cpu: 1 })
    expect(run.rows.map((r) => [r.name, r.procs])).toEqual([["BenchmarkFormat/n=10", 1]])
    const synthetic =
      "BenchmarkPool/size-16 \t 100\t 5.0 ns/op\nBenchmarkPool/size-32 \t 100\t 6.0 ns/op\n"
    expect(parse(synthetic, { cpu: 1 }).rows.map((r) => r.name)).toEqual([
      "BenchmarkPool/size-16",
      "BenchmarkPool/size-32",
    ])
    // Without the hint, different suffixes cannot all be GOMAXPROCS: names stay whole.
    expect(parse(synthetic).rows.map((r) => r.name)).toEqual([
      "BenchmarkPool/size-16",
      "BenchmarkPool/size-32",
    ])
    expect(parse(synthetic.replaceAll("size-32", "size-16"), { cpu: 16 }).rows[0]?.name).toBe(
      "BenchmarkPool/size",
    )
  })

  test("output between a row's name and its numbers is skipped, not read as config", () => {
    const run = parse(fixture("benchmod-chatty.txt"))
    expect(run.rows.map((r) => [r.name, r.allocsPerOp])).toEqual([
      ["BenchmarkJoin", 1],
      ["BenchmarkChatty", 0],
    ])
    expect(run.rows[1]?.iterations).toBeGreaterThan(1000)
    expect(run.config).not.toHaveProperty("chatty")
  })
})

describe("failures are tagged errors", () => {
  test("b.Fatal: the benchmark and its message, even after good rows", () => {
    const error = parseError(fixture("benchmod-fail.txt"))
    expect(error).toMatchObject({
      _tag: "GoBenchFailed",
      reason: "failed",
      benchmark: "BenchmarkFails",
    })
    expect(error.message).toBe("BenchmarkFails failed: bench_test.go:59: the answer was not 42")
  })

  test("panic: the benchmark from the goroutine trace and the panic value", () => {
    const error = parseError(fixture("benchmod-panic.txt"))
    expect(error).toMatchObject({ reason: "panicked", benchmark: "BenchmarkPanics" })
    expect(error.message).toBe("BenchmarkPanics panicked: assignment to entry in nil map")
  })

  test("build failure: the compiler's errors from stderr", () => {
    const error = parseError(fixture("build-failed.txt"), {
      stderr: fixture("build-failed.stderr.txt"),
    })
    expect(error.reason).toBe("build-failed")
    expect(error.message).toContain("package example.test/broken did not build")
    expect(error.message).toContain('cannot use "not a number"')
  })

  test("a pattern that matched nothing", () => {
    expect(parseError(fixture("benchmod-nomatch.txt")).reason).toBe("no-rows")
  })

  test("a requested benchmark without rows", () => {
    const run = parse(fixture("benchmod.txt"))
    const result = goBenchRows(run, ["BenchmarkJoin", "BenchmarkX"])
    expect(Either.isLeft(result) && result.left).toMatchObject({
      reason: "missing",
      benchmark: "BenchmarkX",
    })
  })

  test("go's timeout watchdog is a panic", () => {
    const text = [
      "BenchmarkSlow-2   \tpanic: test timed out after 1s",
      "\trunning tests:",
      "\t\tBenchmarkSlow (1s)",
      "",
      "goroutine 5 [running]:",
      "example.test/slow.BenchmarkSlow(0xc000)",
      "FAIL\texample.test/slow\t1.010s",
    ].join("\n")
    expect(parseError(text)).toMatchObject({ reason: "panicked", benchmark: "BenchmarkSlow" })
  })
})
