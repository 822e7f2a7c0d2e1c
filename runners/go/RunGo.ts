/**
 * Go slices: the package's test binary is built once per check (`go test -c`), then each slice
 * runs it for one benchmark (runners/go/*), in the package directory as `go test` would.
 */
import { resolve } from "node:path"
import { Effect, Either } from "effect"
import type { TargetValues } from "../../core/Slice.ts"
import { spawnCollect, tailLines } from "../../core/Spawn.ts"
import { goBenchRows, parseGoBenchOutput } from "../GoBenchOutput.ts"
import { goRowMetrics } from "../GoMetrics.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { goBinaryBenchArgs, goTestCompileArgs } from "./GoCommand.ts"

export interface GoInvocation {
  readonly runner: "go"
  /** Directory `package` is relative to, when not the spec's (base copies). */
  readonly dir?: string
  readonly package: string
  readonly benchmark: string
  /** go's -test.benchtime, as a duration (goDuration). */
  readonly benchtimeMs: number
  /** Words run before the test binary: a profiled run's `perf record … --` (run/Profile.ts). */
  readonly prefix?: ReadonlyArray<string>
  /** Counts instructions per operation under callgrind instead of timing (CountGo.ts). */
  readonly counted?: true
}

/** A Go duration for -test.benchtime: whole milliseconds, or microseconds when fractional. */
export const goDuration = (ms: number): string =>
  Number.isInteger(ms) ? `${ms}ms` : `${Math.max(1, Math.round(ms * 1000))}us`

/** The first build downloads modules and compiles dependencies (about 95 s for gRPC here). */
const BUILD_LIMIT_MS = 600_000

const packageDir = (invocation: GoInvocation, specDir: string): string =>
  resolve(invocation.dir ?? specDir, invocation.package)

/** Builds the package's test binary to `output`; a compile error fails with go's message. */
export const buildGoTest = (
  go: string,
  invocation: GoInvocation,
  specDir: string,
  output: string,
  targets: string,
): Effect.Effect<void, RunnerFailed> =>
  Effect.gen(function* () {
    const what = `building the test binary of ${invocation.package}`
    const failed = (detail: string) =>
      new RunnerFailed({ runner: "go", target: targets, what, detail })
    const finished = yield* spawnCollect(
      [go, ...goTestCompileArgs(output)],
      { cwd: packageDir(invocation, specDir), env: process.env, timeoutMs: BUILD_LIMIT_MS },
      () => failed(`did not finish within ${BUILD_LIMIT_MS / 1000} s`),
      (cause) => failed(`could not start ${go}: ${String(cause)}`),
    )
    if (finished.code !== 0) {
      const output = tailLines(`${finished.stdout}\n${finished.stderr}`, 20)
      return yield* failed(
        `go test -c exited with code ${finished.code ?? finished.signal}:\n${output}`,
      )
    }
  })

/** How long one benchmark process may take: go ramps b.N up to the benchtime, then some. */
const goTimeLimitMs = (invocation: GoInvocation): number => 60_000 + 10 * invocation.benchtimeMs

export const runGo = (
  binary: string,
  invocation: GoInvocation,
  target: string,
  specDir: string,
): Effect.Effect<TargetValues, RunnerFailed> =>
  Effect.gen(function* () {
    const failed = (detail: string) => new RunnerFailed({ runner: "go", target, detail })
    const limitMs = goTimeLimitMs(invocation)
    const args = goBinaryBenchArgs({
      benchmarks: [invocation.benchmark],
      count: 1,
      benchtime: goDuration(invocation.benchtimeMs),
    })
    const finished = yield* spawnCollect(
      [...(invocation.prefix ?? []), binary, ...args],
      { cwd: packageDir(invocation, specDir), env: process.env, timeoutMs: limitMs },
      () => failed(`${invocation.benchmark} did not finish within ${limitMs / 1000} s`),
      (cause) => failed(`could not start the test binary: ${String(cause)}`),
    )
    const parsed = yield* parseGoBenchOutput(finished.stdout, { stderr: finished.stderr }).pipe(
      Either.mapLeft((error) => failed(error.message)),
    )
    if (finished.code !== 0) {
      return yield* failed(
        `exited with code ${finished.code ?? finished.signal}:\n${tailLines(`${finished.stdout}\n${finished.stderr}`)}`,
      )
    }
    // go appends -GOMAXPROCS to names unless it is 1; a name that itself ends in -digits is
    // found without stripping (cpu: 1 keeps names as printed).
    const rows = Either.orElse(goBenchRows(parsed, [invocation.benchmark]), () =>
      Either.flatMap(parseGoBenchOutput(finished.stdout, { cpu: 1 }), (asPrinted) =>
        goBenchRows(asPrinted, [invocation.benchmark]),
      ),
    )
    if (Either.isLeft(rows)) return yield* failed(rows.left.message)
    const row = rows.right.get(invocation.benchmark)?.[0]
    if (!row) return yield* failed(`no row for ${invocation.benchmark}`)
    // The benchmark's iterations are its work done: what a profile divides its samples by.
    return {
      values: goRowMetrics(row).values,
      elapsedMs: finished.elapsedMs,
      requests: row.iterations,
    }
  })
