/**
 * Go's standard benchmark output (from `go test -bench` or a test binary) → rows, or a tagged
 * error for a benchmark that failed, panicked or did not build. Shared by the go runner (go/)
 * and the gobench results runner (results/), which reads text a user's own run saved.
 *
 * The format (testing/benchmark.go; golang.org/design/14313-benchmark-format), as recorded in
 * test/fixtures/go/:
 *
 * ```
 * goos: linux                                       configuration lines, `key: value`
 * pkg: benchgate.dev/examples/grpcbridge
 * BenchmarkDirect-2   	 857577	   180.2 ns/op	  42.00 resp-bytes	 160 B/op	 2 allocs/op
 * BenchmarkFormat/n=10-2	 7699604	 4.223 ns/op	 473.56 MB/s	 0 B/op	 0 allocs/op
 * --- BENCH: BenchmarkFormat/with_space-2           b.Log output, indented lines follow
 * PASS
 * ok  	benchgate.dev/examples/grpcbridge	0.429s     (go test only; a test binary stops at PASS)
 * ```
 *
 * - A row is whitespace-separated: name, iterations, then value-unit pairs. Names have no
 *   spaces (go rewrites them to `_`), units cannot contain any (ReportMetric panics).
 * - go appends `-GOMAXPROCS` to the name unless it is 1. A sub-benchmark can itself end in
 *   `-digits`, so the suffix is stripped only when the caller says which GOMAXPROCS ran (`cpu`),
 *   or, without that, when every row ends in the same `-N`.
 * - go prints the name before running and the numbers after: output the benchmark writes to
 *   stdout lands between them (`BenchmarkX-2 \tchatty: …` … `1000\t 5 ns/op`). The name and the
 *   next numbers are joined; `key: value` lines in between are the benchmark's, not config.
 * - Custom units from b.ReportMetric, and MB/s from b.SetBytes, keep their unit as the key.
 * - Failures: `--- FAIL: BenchmarkX` (b.Fatal/b.Error; no GOMAXPROCS suffix there) with the
 *   messages indented below; `panic: …` with a goroutine trace naming the benchmark function;
 *   `FAIL	pkg [build failed]` or `[setup failed]` with the compiler's errors on stderr.
 */
import { Data, Either } from "effect"

export interface GoBenchRow {
  /** Package from the last `pkg:` line before the row. */
  readonly pkg?: string
  /** As printed, without the `-GOMAXPROCS` suffix. */
  readonly name: string
  /** GOMAXPROCS of the row (1 when go printed no suffix). */
  readonly procs: number
  readonly iterations: number
  readonly nsPerOp: number
  /** With -benchmem or b.ReportAllocs. */
  readonly bytesPerOp?: number
  readonly allocsPerOp?: number
  /** Every other unit: b.ReportMetric's units, `MB/s` from b.SetBytes. */
  readonly custom: Readonly<Record<string, number>>
}

export interface GoBenchRun {
  /** goos, goarch, pkg, cpu … from the first `key: value` lines (the last value of each key). */
  readonly config: Readonly<Record<string, string>>
  /** In output order; with -count N, N rows per benchmark. */
  readonly rows: ReadonlyArray<GoBenchRow>
}

/**
 * - `failed`: b.Fatal/b.Error/b.FailNow (`--- FAIL:`), or a FAIL line without more detail;
 * - `panicked`: a panic (also go's `-timeout` watchdog: "panic: test timed out after …");
 * - `build-failed`: the package or its test did not compile (`[build failed]`/`[setup failed]`);
 * - `no-rows`: the output has no benchmark row (the pattern matched nothing);
 * - `missing`: rows exist but not for a benchmark that was asked for.
 */
export class GoBenchFailed extends Data.TaggedError("GoBenchFailed")<{
  readonly reason: "failed" | "panicked" | "build-failed" | "no-rows" | "missing"
  /** The benchmark concerned, when the output names it. */
  readonly benchmark?: string
  readonly message: string
}> {}

export interface ParseOptions {
  /** GOMAXPROCS the run used (`-cpu N`); decides which name suffix is stripped. */
  readonly cpu?: number
  /** go's stderr, quoted in build failures (the compiler's errors go there). */
  readonly stderr?: string
}

interface RawRow {
  readonly pkg?: string
  readonly rawName: string
  readonly fields: ReadonlyArray<string>
}

const GO_KEYS = new Set(["goos", "goarch", "pkg", "cpu"])
const CONFIG = /^([a-z][a-zA-Z0-9_-]*): (.*)$/
const FAIL_BENCH = /^\s*--- FAIL: (\S+)/
// At the start of a line, or right after a row's name when the panic cut the row short.
const PANIC = /^(?:Benchmark\S*\s+)?panic: (.*)$/
const BUILD_FAILED = /^FAIL\s+(\S+)\s+\[(build|setup) failed\]/
const FAIL_LINE = /^FAIL(\s|$)/
const STACK_BENCH = /\.(Benchmark[A-Za-z0-9_]*)[.(]/

const isNumber = (text: string): boolean => text !== "" && Number.isFinite(Number(text))

/** `N v1 u1 v2 u2 …` with N an integer and each v a number. */
const isResult = (fields: ReadonlyArray<string>): boolean =>
  fields.length >= 3 &&
  fields.length % 2 === 1 &&
  /^\d+$/.test(fields[0] ?? "") &&
  fields.every((field, i) => i === 0 || i % 2 === 0 || isNumber(field))

const splitFields = (line: string): Array<string> => line.trim().split(/\s+/)

const tailLines = (lines: ReadonlyArray<string>, count: number): string =>
  lines.slice(-count).join("\n").trim()

/** The indented lines under a `--- FAIL:` header: b.Fatal's messages. */
const indentedAfter = (lines: ReadonlyArray<string>, index: number): string => {
  const body: Array<string> = []
  for (let i = index + 1; i < lines.length; i++) {
    const line = lines[i] ?? ""
    if (!/^\s{4}/.test(line)) break
    body.push(line.trim())
  }
  return body.join("\n")
}

const failure = (lines: ReadonlyArray<string>, stderr: string): GoBenchFailed | undefined => {
  for (const [i, line] of lines.entries()) {
    const build = BUILD_FAILED.exec(line)
    if (build !== null) {
      const errors = tailLines(stderr.trim().split("\n"), 15)
      return new GoBenchFailed({
        reason: "build-failed",
        message: `go: package ${build[1]} did not build${errors === "" ? "" : `:\n${errors}`}`,
      })
    }
    const failed = FAIL_BENCH.exec(line)
    if (failed?.[1] !== undefined) {
      const detail = indentedAfter(lines, i)
      return new GoBenchFailed({
        reason: "failed",
        benchmark: failed[1],
        message: `${failed[1]} failed${detail === "" ? "" : `: ${detail}`}`,
      })
    }
    const panic = PANIC.exec(line)
    if (panic?.[1] !== undefined) {
      const frame = lines.slice(i + 1).find((l) => STACK_BENCH.test(l))
      const benchmark = frame === undefined ? undefined : STACK_BENCH.exec(frame)?.[1]
      return new GoBenchFailed({
        reason: "panicked",
        ...(benchmark === undefined ? {} : { benchmark }),
        message: `${benchmark ?? "a benchmark"} panicked: ${panic[1]}`,
      })
    }
  }
  const failLine = lines.findIndex((line) => FAIL_LINE.test(line))
  if (failLine >= 0) {
    return new GoBenchFailed({
      reason: "failed",
      message: `go test failed:\n${tailLines([...lines.slice(0, failLine + 1), ...stderr.trim().split("\n")], 10)}`,
    })
  }
  return undefined
}

/** Index in `fields` where a result (`N v u v u …`) starts and runs to the end, or -1. */
const resultStart = (fields: ReadonlyArray<string>): number => {
  for (let start = 0; start < fields.length; start++) {
    if (isResult(fields.slice(start))) return start
  }
  return -1
}

const scan = (lines: ReadonlyArray<string>) => {
  const config: Record<string, string> = {}
  const rows: Array<RawRow> = []
  let pkg: string | undefined
  let pending: string | undefined
  const push = (rawName: string, fields: ReadonlyArray<string>) => {
    rows.push({ ...(pkg === undefined ? {} : { pkg }), rawName, fields })
    pending = undefined
  }
  for (const line of lines) {
    const fields = splitFields(line)
    const first = fields[0] ?? ""
    if (first.startsWith("Benchmark") && /^Benchmark\S*(\s|$)/.test(line)) {
      // The row, or its name followed by the benchmark's own output (numbers on a later line).
      const start = resultStart(fields.slice(1))
      if (start === 0) push(first, fields.slice(1))
      else if (start > 0) push(first, fields.slice(1 + start))
      else pending = first
      continue
    }
    if (pending !== undefined) {
      const start = resultStart(fields)
      if (start >= 0) push(pending, fields.slice(start))
      continue
    }
    // Config comes before the rows (go repeats goos…pkg per package); other `key: value`
    // lines between rows are the benchmarks' own output.
    const entry = CONFIG.exec(line)
    const key = entry?.[1]
    if (key !== undefined && entry?.[2] !== undefined && (rows.length === 0 || GO_KEYS.has(key))) {
      config[key] = entry[2]
      if (key === "pkg") pkg = entry[2]
    }
  }
  return { config, rows }
}

/** Which `-N` suffix to strip from every raw name, and the GOMAXPROCS it stands for. */
const suffixRule = (rows: ReadonlyArray<RawRow>, cpu: number | undefined) => {
  if (cpu !== undefined) return cpu === 1 ? undefined : cpu
  const suffixes = new Set(rows.map((row) => /-(\d+)$/.exec(row.rawName)?.[1]))
  const [only] = suffixes
  return suffixes.size === 1 && only !== undefined ? Number(only) : undefined
}

const toRow = (raw: RawRow, procs: number | undefined): GoBenchRow => {
  const suffix = procs === undefined ? undefined : `-${procs}`
  const stripped = suffix !== undefined && raw.rawName.endsWith(suffix)
  const custom: Record<string, number> = {}
  let nsPerOp = Number.NaN
  let bytesPerOp: number | undefined
  let allocsPerOp: number | undefined
  for (let i = 1; i + 1 < raw.fields.length; i += 2) {
    const value = Number(raw.fields[i])
    const unit = raw.fields[i + 1] ?? ""
    if (unit === "ns/op") nsPerOp = value
    else if (unit === "B/op") bytesPerOp = value
    else if (unit === "allocs/op") allocsPerOp = value
    else custom[unit] = value
  }
  return {
    ...(raw.pkg === undefined ? {} : { pkg: raw.pkg }),
    name: stripped ? raw.rawName.slice(0, -(suffix?.length ?? 0)) : raw.rawName,
    procs: stripped ? (procs ?? 1) : 1,
    iterations: Number(raw.fields[0]),
    nsPerOp,
    ...(bytesPerOp === undefined ? {} : { bytesPerOp }),
    ...(allocsPerOp === undefined ? {} : { allocsPerOp }),
    custom,
  }
}

/**
 * Parses the output; fails when go reports a failure anywhere in it (even if other benchmarks
 * produced rows: a gate must not pass on a partial run) or when there is no row at all.
 */
export const parseGoBenchOutput = (
  stdout: string,
  options: ParseOptions = {},
): Either.Either<GoBenchRun, GoBenchFailed> => {
  const lines = stdout.split(/\r?\n/)
  const failed = failure(lines, options.stderr ?? "")
  if (failed !== undefined) return Either.left(failed)
  const { config, rows } = scan(lines)
  if (rows.length === 0) {
    return Either.left(
      new GoBenchFailed({
        reason: "no-rows",
        message: `go printed no benchmark row (does -bench match a benchmark?):\n${tailLines(lines, 10)}`,
      }),
    )
  }
  const procs = suffixRule(rows, options.cpu)
  const parsed = rows.map((row) => toRow(row, procs))
  const withoutTime = parsed.find((row) => Number.isNaN(row.nsPerOp))
  if (withoutTime !== undefined) {
    return Either.left(
      new GoBenchFailed({
        reason: "failed",
        benchmark: withoutTime.name,
        message: `${withoutTime.name}: row without ns/op`,
      }),
    )
  }
  return Either.right({ config, rows: parsed })
}

/** The rows of each requested benchmark, in output order; fails naming one that has none. */
export const goBenchRows = (
  run: GoBenchRun,
  names: ReadonlyArray<string>,
): Either.Either<ReadonlyMap<string, ReadonlyArray<GoBenchRow>>, GoBenchFailed> => {
  const byName = new Map<string, Array<GoBenchRow>>(names.map((name) => [name, []]))
  for (const row of run.rows) byName.get(row.name)?.push(row)
  const missing = names.find((name) => (byName.get(name)?.length ?? 0) === 0)
  if (missing !== undefined) {
    const found = [...new Set(run.rows.map((row) => row.name))].join(", ")
    return Either.left(
      new GoBenchFailed({
        reason: "missing",
        benchmark: missing,
        message: `no row for ${missing}; go ran: ${found}`,
      }),
    )
  }
  return Either.right(byName)
}
