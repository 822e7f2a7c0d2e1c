/**
 * The results formats on files the real tools wrote (test/fixtures/results/README.md): every
 * sample comes back in catalogue metrics and canonical units, in the tool's order.
 */
import { describe, expect, test } from "bun:test"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Either } from "effect"
import { parseBmf } from "../../../runners/results/Bmf.ts"
import { criterionId, parseCriterion } from "../../../runners/results/Criterion.ts"
import { parseGoBench } from "../../../runners/results/GoBench.ts"
import { parseGoogleBenchmark } from "../../../runners/results/GoogleBenchmark.ts"
import { parseHyperfine } from "../../../runners/results/Hyperfine.ts"
import { parseJmh } from "../../../runners/results/Jmh.ts"
import { parsePyperf } from "../../../runners/results/Pyperf.ts"
import { parsePytestBenchmark } from "../../../runners/results/PytestBenchmark.ts"
import { matchingFiles, readSamples, sampleFor } from "../../../runners/results/ReadResults.ts"
import { parseVitestBench } from "../../../runners/results/VitestBench.ts"
import { left, right } from "./either.ts"

const FIXTURES = join(import.meta.dir, "../../fixtures/results")
const text = (file: string) => readFileSync(join(FIXTURES, file), "utf8")
const json = (file: string) => JSON.parse(text(file))

describe("results formats", () => {
  test("hyperfine: each run of each command, wall in ms and the run's peak memory", () => {
    const samples = right(parseHyperfine(text("hyperfine.json")))
    const raw = json("hyperfine.json").results
    expect([...samples.keys()]).toEqual(["sort small", "sort big"])
    for (const result of raw) {
      const mine = samples.get(result.command) ?? []
      expect(mine.map((s) => s.wall)).toEqual(result.times.map((t: number) => t * 1000))
      expect(mine.map((s) => s.peak_rss)).toEqual(result.memory_usage_byte)
    }
  })

  test("pytest-benchmark: each round's time per iteration, by name and by full name", () => {
    const samples = right(parsePytestBenchmark(text("pytest-benchmark.json")))
    for (const benchmark of json("pytest-benchmark.json").benchmarks) {
      const byName = samples.get(benchmark.name) ?? []
      expect(byName).toHaveLength(benchmark.stats.rounds)
      expect(byName.map((s) => s.time_per_op)).toEqual(
        benchmark.stats.data.map((seconds: number) => seconds * 1000),
      )
      expect(byName[0]?.ops_per_s).toBeCloseTo(1 / benchmark.stats.data[0], 6)
      expect(samples.get(benchmark.fullname)).toBe(byName)
    }
  })

  test("criterion: time per iteration of each sample, named by benchmark.json", () => {
    const id = criterionId(text("criterion/sum/iter/new/benchmark.json"))
    expect(id).toBe("sum/iter")
    const samples = right(parseCriterion(id)(text("criterion/sum/iter/new/sample.json")))
    const raw = json("criterion/sum/iter/new/sample.json")
    const mine = samples.get("sum/iter") ?? []
    expect(mine).toHaveLength(raw.times.length)
    mine.forEach((sample, i) => {
      expect(sample.time_per_op).toBeCloseTo(raw.times[i] / raw.iters[i] / 1e6, 15)
    })
  })

  test("go test -bench: each row of -count, the go runner's metrics", () => {
    const samples = right(parseGoBench(text("gobench.txt")))
    expect(samples.get("BenchmarkJoin")?.map((s) => s.time_per_op)).toEqual([
      63.46e-6, 74.73e-6, 74.46e-6,
    ])
    expect(samples.get("BenchmarkJoin")?.[0]).toMatchObject({ bytes_per_op: 8, allocs_per_op: 1 })
    expect(samples.get("BenchmarkFormat/with_space")).toHaveLength(3)
  })

  test("BMF: Bencher's latency and throughput, benchgate's own measures, others left out", () => {
    const bencher = right(parseBmf(text("bencher.json")))
    expect(bencher.get("sort/small")).toEqual([{ time_per_op: 0.0882005, ops_per_s: 11337.9 }])
    expect(bencher.get("sort/large")).toEqual([{ time_per_op: 9.12 }])
    const own = right(parseBmf(text("bmf/run-1.json")))
    expect(own.get("a/s/b")?.[0]?.wall).toBe(json("bmf/run-1.json")["a/s/b"].wall.value)
    // METRIC-overhead measures are not catalogue metrics.
    expect(Object.keys(own.get("a/s/b")?.[0] ?? {})).not.toContain("wall-overhead")
  })

  test.each([
    ["hyperfine", parseHyperfine, "{}", "results: is missing: is it hyperfine --export-json?"],
    [
      "pytest-benchmark",
      parsePytestBenchmark,
      '{"benchmarks": [{"name": "t", "stats": {}}]}',
      "benchmarks[0].stats.data: is missing: pytest-benchmark 4 and later write the rounds",
    ],
    [
      "criterion",
      parseCriterion(),
      '{"iters": [1], "times": []}',
      "times: 0 samples beside 1 in iters: one of each per sample",
    ],
    [
      "gobench",
      parseGoBench,
      "PASS\n",
      "go printed no benchmark row (does -bench match a benchmark?):\nPASS",
    ],
    ["bmf", parseBmf, "[1]", "the document: expected a Bencher Metric Format object, got [1]"],
    ["hyperfine", parseHyperfine, "{", `not JSON (JSON Parse error: Expected '}'); it starts "{"`],
  ] as const)(
    "%s: a file of another shape is refused with what is wrong",
    (_, parse, input, why) => {
      expect(left(parse(input))).toBe(why)
    },
  )
})

/** A recorded file with the value at `path` replaced by `value`. */
const broken = (file: string, path: ReadonlyArray<string | number>, value: unknown): string => {
  const doc = json(file)
  const parent = path.slice(0, -1).reduce((node, key) => node[key], doc)
  parent[path[path.length - 1] as string | number] = value
  return JSON.stringify(doc)
}

describe("a wrong value in a recorded file is named by its field", () => {
  test.each([
    [
      "hyperfine",
      parseHyperfine,
      broken("hyperfine.json", ["results", 1, "times", 2], "fast"),
      'results[1].times[2]: expected number, got "fast"',
    ],
    [
      "pytest-benchmark",
      parsePytestBenchmark,
      broken("pytest-benchmark.json", ["benchmarks", 1, "name"], 7),
      "benchmarks[1].name: expected string, got 7",
    ],
    [
      "criterion",
      parseCriterion(),
      broken("criterion/sum/iter/new/sample.json", ["iters", 0], null),
      "iters[0]: expected number, got null",
    ],
    [
      "bmf",
      parseBmf,
      broken("bencher.json", ["sort/large", "latency", "value"], "9ms"),
      'sort/large.latency.value: expected number, got "9ms"',
    ],
    [
      "google-benchmark",
      parseGoogleBenchmark,
      broken("google-benchmark.json", ["benchmarks", 3, "real_time"], "1030 ns"),
      'benchmarks[3].real_time: expected number, got "1030 ns"',
    ],
    [
      "vitest-bench",
      parseVitestBench,
      broken("vitest/run-1.json", ["files", 0, "groups", 1, "fullName"], null),
      "files[0].groups[1].fullName: expected string, got null",
    ],
    [
      "jmh",
      parseJmh,
      broken("jmh.json", [2, "primaryMetric", "rawData", 1, 0], "NaN"),
      '[2].primaryMetric.rawData[1][0]: expected number, got "NaN"',
    ],
    [
      "pyperf",
      parsePyperf,
      broken("pyperf/suite.json", ["benchmarks", 2, "runs", 1, "values"], 0.001),
      "benchmarks[2].runs[1].values: expected an array, got 0.001",
    ],
  ] as const)("%s", (_, parse, text, message) => {
    const parsed = parse(text)
    expect(Either.isLeft(parsed) && parsed.left).toMatchObject({ _tag: "DataInvalid", message })
  })
})

describe("reading a target's files", () => {
  test("a glob's files are read in name order, one BMF file a round", () => {
    expect(matchingFiles("bmf/*.json", FIXTURES).map((f) => f.slice(FIXTURES.length + 1))).toEqual([
      "bmf/run-1.json",
      "bmf/run-2.json",
      "bmf/run-3.json",
    ])
    const samples = right(readSamples("bmf", "bmf/*.json", FIXTURES))
    const walls = [1, 2, 3].map((i) => json(`bmf/run-${i}.json`)["a/s/b"].wall.value)
    expect(samples.get("a/s/b")?.map((s) => s.wall)).toEqual(walls)
  })

  test("criterion's whole tree: each benchmark by its full id", () => {
    const samples = right(readSamples("criterion", "criterion/*/*/new/sample.json", FIXTURES))
    expect([...samples.keys()].sort()).toEqual(["sum/fold", "sum/iter"])
  })

  test("round r is the r-th sample; past the last, the message says how many there are", () => {
    const samples = right(readSamples("gobench", "gobench.txt", FIXTURES))
    expect(Either.getOrThrow(sampleFor(samples, "BenchmarkJoin", 2)).time_per_op).toBe(74.73e-6)
    const past = sampleFor(samples, "BenchmarkJoin", 4)
    expect(Either.isLeft(past) && past.left).toBe(
      '"BenchmarkJoin" has 3 samples; round 4 needs more: set load.rounds to at most 3, or record more',
    )
  })

  test("a missing benchmark names the ones there; without a name, one benchmark is needed", () => {
    const samples = right(readSamples("hyperfine", "hyperfine.json", FIXTURES))
    const missing = sampleFor(samples, "sort huge", 1)
    expect(Either.isLeft(missing) && missing.left).toBe(
      'no benchmark "sort huge"; the files hold sort small, sort big',
    )
    const unnamed = sampleFor(samples, undefined, 1)
    expect(Either.isLeft(unnamed) && unnamed.left).toBe(
      "the files hold 2 benchmarks (sort small, sort big); set benchmark",
    )
  })

  test("no file matching is an error naming the pattern and directory", () => {
    const none = readSamples("hyperfine", "nothing-*.json", FIXTURES)
    expect(Either.isLeft(none) && none.left).toBe(`no file matches nothing-*.json (in ${FIXTURES})`)
  })
})
