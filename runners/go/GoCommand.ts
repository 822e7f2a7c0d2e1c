/**
 * argv (without the `go` binary or the test binary) for Go benchmarks in one package.
 *
 * Two forms, same flags, same output format (../GoBenchOutput.ts reads both):
 * - `go test -run '^$' -bench RE -benchmem -count N -benchtime T PKG` — one command; go builds
 *   (cached) and links the test binary on every call (≈0.3–1 s for a gRPC package here).
 * - `go test -c -o BIN PKG` once, then `BIN -test.run '^$' -test.bench RE …` per round — what
 *   interleaved rounds want: no rebuild between slices, only the benchmark runs. Run BIN with the
 *   package directory as cwd, as `go test` does (tests may read testdata/).
 *
 * | flag              | why                                                                  |
 * |-------------------|----------------------------------------------------------------------|
 * | `-run '^$'`       | run no tests, only benchmarks                                        |
 * | `-bench RE`       | anchored, per `/` level (go matches each level of a sub-benchmark    |
 * |                   | name separately): `^BenchmarkA$/^n=10$`                              |
 * | `-benchmem`       | B/op and allocs/op on every row, whatever the code calls             |
 * | `-count N`        | N rows per benchmark (one process)                                   |
 * | `-benchtime T`    | `100ms` (duration) or `1000x` (fixed iterations); go's syntax        |
 * | `-cpu N`          | GOMAXPROCS for the run; go appends `-N` to names when N ≠ 1          |
 * | `-timeout D`      | go's own watchdog (default 10m): a hung benchmark panics with a trace |
 */
import { Data } from "effect"

export interface GoBenchInput {
  /**
   * Benchmarks to run, as go prints them without the `-GOMAXPROCS` suffix: `BenchmarkDirect`,
   * `BenchmarkFormat/n=10`. A top-level name also runs its sub-benchmarks.
   */
  readonly benchmarks: ReadonlyArray<string>
  /** Rows per benchmark, ≥ 1. */
  readonly count: number
  /** go's -benchtime: a duration (`100ms`, `2s`) or an iteration count (`500x`). */
  readonly benchtime?: string
  readonly cpu?: number
  /** go's -timeout (a Go duration, `10m`). */
  readonly timeout?: string
  /** Package pattern for `go test`; default `.` (the cwd, which should be the package dir). */
  readonly package?: string
}

/** An input the spec decoder should not let through; thrown as a defect, like OhaCommandInvalid. */
class GoCommandInvalid extends Data.TaggedError("GoCommandInvalid")<{
  readonly message: string
}> {}

const invalid = (message: string) => new GoCommandInvalid({ message: `go bench: ${message}` })

/** RE2 metacharacters escaped (Go's regexp.QuoteMeta). */
const quoteMeta = (text: string): string => text.replace(/[\\.+*?()|[\]{}^$]/g, "\\$&")

/**
 * The `-bench` pattern that selects these names. go splits the pattern at `/` and matches level
 * by level, so each level is an anchored alternation of the names at that level:
 * `BenchmarkF/a`, `BenchmarkF/b` → `^BenchmarkF$/^(?:a|b)$`. Two consequences:
 * - names of the same depth from different parents also select the cross pairs (A/x and B/y
 *   select A/y);
 * - a name with fewer levels than the pattern would not run at all (go only descends into a
 *   partial match), so with mixed depths the pattern has the top level only and runs every
 *   sub-benchmark of those names.
 * Both select a superset; goBenchRows keeps the rows asked for. One benchmark per invocation
 * (what interleaved rounds do) selects exactly.
 */
const goBenchPattern = (names: ReadonlyArray<string>): string => {
  if (names.length === 0) throw invalid("no benchmark names")
  const split = names.map((name) => {
    if (!/^Benchmark/.test(name))
      throw invalid(`${JSON.stringify(name)} does not start with Benchmark`)
    const parts = name.split("/")
    if (parts.includes("")) throw invalid(`empty level in ${JSON.stringify(name)}`)
    return parts
  })
  const depths = new Set(split.map((parts) => parts.length))
  const depth = depths.size === 1 ? (split[0]?.length ?? 1) : 1
  const levels = Array.from({ length: depth }, (_, level) => [
    ...new Set(split.map((parts) => quoteMeta(parts[level] ?? ""))),
  ])
  return levels
    .map((parts) => (parts.length === 1 ? `^${parts[0]}$` : `^(?:${parts.join("|")})$`))
    .join("/")
}

const GO_DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/
const BENCHTIME = /^(\d+x|(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+)$/

const flags = (input: GoBenchInput, prefix: "-" | "-test."): Array<string> => {
  if (!Number.isSafeInteger(input.count) || input.count < 1) {
    throw invalid(`count must be a positive integer, got ${input.count}`)
  }
  const args = [
    `${prefix}run`,
    "^$",
    `${prefix}bench`,
    goBenchPattern(input.benchmarks),
    `${prefix}benchmem`,
    `${prefix}count`,
    String(input.count),
  ]
  if (input.benchtime !== undefined) {
    if (!BENCHTIME.test(input.benchtime)) {
      throw invalid(`benchtime ${JSON.stringify(input.benchtime)}`)
    }
    args.push(`${prefix}benchtime`, input.benchtime)
  }
  if (input.cpu !== undefined) {
    if (!Number.isSafeInteger(input.cpu) || input.cpu < 1) {
      throw invalid(`cpu must be a positive integer, got ${input.cpu}`)
    }
    args.push(`${prefix}cpu`, String(input.cpu))
  }
  if (input.timeout !== undefined) {
    if (!GO_DURATION.test(input.timeout)) {
      throw invalid(`timeout ${JSON.stringify(input.timeout)}`)
    }
    args.push(`${prefix}timeout`, input.timeout)
  }
  return args
}

/** `go test …` (after the `go` binary), run with cwd = the module or package directory. */
export const goTestBenchArgs = (input: GoBenchInput): ReadonlyArray<string> => [
  "test",
  ...flags(input, "-"),
  input.package ?? ".",
]

/** `go test -c -o OUTPUT PKG`: build the test binary once. */
export const goTestCompileArgs = (output: string, pkg = "."): ReadonlyArray<string> => [
  "test",
  "-c",
  "-o",
  output,
  pkg,
]

/** Arguments for a binary built by goTestCompileArgs (flags carry go's `-test.` prefix). */
export const goBinaryBenchArgs = (input: Omit<GoBenchInput, "package">): ReadonlyArray<string> =>
  flags(input, "-test.")
