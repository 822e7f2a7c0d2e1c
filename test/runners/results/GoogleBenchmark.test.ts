/**
 * Google Benchmark's JSON as libbenchmark 1.7.1 wrote it (test/fixtures/results/README.md):
 * the repetitions are the samples, the aggregates computed from them are not.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseGoogleBenchmark } from "../../../runners/results/GoogleBenchmark.ts"
import { readSamples } from "../../../runners/results/ReadResults.ts"
import { left, right } from "./either.ts"

const FIXTURES = join(import.meta.dir, "../../fixtures/results")
const text = readFileSync(join(FIXTURES, "google-benchmark.json"), "utf8")
const rows: {
  name: string
  run_name: string
  run_type: string
  real_time: number
  time_unit: string
}[] = JSON.parse(text).benchmarks

const scratch = mkdtempSync(join(tmpdir(), "benchgate-gbench-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe("google-benchmark", () => {
  const samples = right(parseGoogleBenchmark(text))

  test("one benchmark per run_name; the _mean, _median, _stddev and _cv rows are skipped", () => {
    expect([...samples.keys()]).toEqual(["BM_Sort/64", "BM_Sort/4096", "BM_Accumulate"])
    expect(rows.some((r) => r.name === "BM_Sort/64_mean" && r.run_type === "aggregate")).toBe(true)
    for (const name of samples.keys()) expect(samples.get(name)).toHaveLength(5)
  })

  test("each repetition is a sample in its order: real_time in ms per iteration, and ops/s", () => {
    const sort = rows.filter((r) => r.run_name === "BM_Sort/64" && r.run_type === "iteration")
    expect(sort[0]?.time_unit).toBe("ns")
    const mine = samples.get("BM_Sort/64") ?? []
    mine.forEach((sample, i) => {
      expect(sample.time_per_op).toBeCloseTo((sort[i]?.real_time ?? 0) / 1e6, 15)
      expect(sample.ops_per_s).toBeCloseTo(1e9 / (sort[i]?.real_time ?? 1), 6)
    })
    // BM_Accumulate was registered with ->Unit(kMicrosecond).
    const acc = rows.find((r) => r.run_name === "BM_Accumulate" && r.run_type === "iteration")
    expect(acc?.time_unit).toBe("us")
    expect(samples.get("BM_Accumulate")?.[0]?.time_per_op).toBeCloseTo(
      (acc?.real_time ?? 0) / 1e3,
      15,
    )
  })

  test("seconds and milliseconds are read too; an unknown unit is refused naming it", () => {
    const row = (time_unit: string) =>
      JSON.stringify({
        benchmarks: [{ name: "BM_X", run_type: "iteration", real_time: 2, time_unit }],
      })
    expect(right(parseGoogleBenchmark(row("s"))).get("BM_X")).toEqual([
      { time_per_op: 2000, ops_per_s: 0.5 },
    ])
    expect(right(parseGoogleBenchmark(row("ms"))).get("BM_X")?.[0]?.time_per_op).toBe(2)
    expect(left(parseGoogleBenchmark(row("min")))).toBe(
      'benchmarks[0].time_unit: expected "ns" or "us" or "ms" or "s", got "min"',
    )
  })

  test("a benchmark that skipped with an error fails with its message", () => {
    const failed = JSON.stringify({
      benchmarks: [
        { name: "BM_Io", run_type: "iteration", error_occurred: true, error_message: "no disk" },
      ],
    })
    expect(left(parseGoogleBenchmark(failed))).toBe(
      "benchmarks[0]: BM_Io failed in the run: no disk",
    )
  })

  test("a file of another shape is refused naming the file and what is wrong", () => {
    const console = join(scratch, "console.txt")
    writeFileSync(console, "BM_Sort/64   1030 ns   1024 ns   13885\n")
    expect(left(readSamples("google-benchmark", console, scratch))).toStartWith(
      `${console}: not JSON (JSON Parse error: Unexpected identifier "BM_Sort"); it starts "BM_Sort/64`,
    )
    const other = join(scratch, "hyperfine.json")
    writeFileSync(other, '{"results": []}')
    expect(left(readSamples("google-benchmark", other, scratch))).toBe(
      `${other}: benchmarks: is missing: is it --benchmark_out_format=json's output?`,
    )
    const noTime = join(scratch, "no-time.json")
    writeFileSync(noTime, '{"benchmarks": [{"name": "BM_A", "time_unit": "ns"}]}')
    expect(left(readSamples("google-benchmark", noTime, scratch))).toBe(
      `${noTime}: benchmarks[0].real_time: is missing`,
    )
  })
})
