import { expect, test } from "bun:test"
import {
  goBinaryBenchArgs,
  goTestBenchArgs,
  goTestCompileArgs,
} from "../../../runners/go/GoCommand.ts"

/** The `-bench` pattern go is given for these names. */
const benchPattern = (names: ReadonlyArray<string>): string | undefined => {
  const args = goTestBenchArgs({ benchmarks: names, count: 1 })
  return args[args.indexOf("-bench") + 1]
}

test("go test argv", () => {
  expect(
    goTestBenchArgs({ benchmarks: ["BenchmarkDirect"], count: 5, benchtime: "100ms" }),
  ).toEqual([
    "test",
    "-run",
    "^$",
    "-bench",
    "^BenchmarkDirect$",
    "-benchmem",
    "-count",
    "5",
    "-benchtime",
    "100ms",
    ".",
  ])
  expect(
    goTestBenchArgs({
      benchmarks: ["BenchmarkA"],
      count: 1,
      benchtime: "1000x",
      cpu: 1,
      timeout: "2m",
      package: "./grpc/...",
    }),
  ).toEqual([
    "test",
    "-run",
    "^$",
    "-bench",
    "^BenchmarkA$",
    "-benchmem",
    "-count",
    "1",
    "-benchtime",
    "1000x",
    "-cpu",
    "1",
    "-timeout",
    "2m",
    "./grpc/...",
  ])
})

test("test binary argv: same flags with the -test. prefix", () => {
  expect(goTestCompileArgs("/tmp/x.test")).toEqual(["test", "-c", "-o", "/tmp/x.test", "."])
  expect(goBinaryBenchArgs({ benchmarks: ["BenchmarkA"], count: 2, benchtime: "50ms" })).toEqual([
    "-test.run",
    "^$",
    "-test.bench",
    "^BenchmarkA$",
    "-test.benchmem",
    "-test.count",
    "2",
    "-test.benchtime",
    "50ms",
  ])
})

test("patterns: anchored per level, metacharacters quoted", () => {
  expect(benchPattern(["BenchmarkA", "BenchmarkB"])).toBe("^(?:BenchmarkA|BenchmarkB)$")
  expect(benchPattern(["BenchmarkFormat/n=10"])).toBe("^BenchmarkFormat$/^n=10$")
  // Mixed depths: the top level only (a shorter name would not run under a deeper pattern).
  expect(benchPattern(["BenchmarkJoin", "BenchmarkFormat/n=10"])).toBe(
    "^(?:BenchmarkJoin|BenchmarkFormat)$",
  )
  expect(benchPattern(["BenchmarkF/a.b", "BenchmarkF/c+d"])).toBe("^BenchmarkF$/^(?:a\\.b|c\\+d)$")
  // Every RE2 metacharacter quoted (Go's regexp.QuoteMeta).
  expect(benchPattern(["BenchmarkF/a.b*c(d)[e]{f}|g^h$i\\j+k?"])).toBe(
    "^BenchmarkF$/^a\\.b\\*c\\(d\\)\\[e\\]\\{f\\}\\|g\\^h\\$i\\\\j\\+k\\?$",
  )
})

test("inputs the spec decoder must not let through are defects", () => {
  expect(() => benchPattern([])).toThrow("no benchmark names")
  expect(() => benchPattern(["TestX"])).toThrow("does not start with Benchmark")
  expect(() => benchPattern(["BenchmarkX//y"])).toThrow("empty level")
  expect(() => goTestBenchArgs({ benchmarks: ["BenchmarkX"], count: 0 })).toThrow("count")
  expect(() =>
    goTestBenchArgs({ benchmarks: ["BenchmarkX"], count: 1, benchtime: "1 second" }),
  ).toThrow("benchtime")
})
