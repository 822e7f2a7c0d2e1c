/**
 * One counted slice of a go benchmark (`load: measure: "instructions"`, ADR 31), in three runs
 * of the test binary:
 * 1. natively for the slice's benchtime: go picks N, the operations that take that long (once
 *    a round: the base copy's slice in the same round counts the same N);
 * 2. under callgrind for `-test.benchtime 2x` and for N×, the two at once: the process's start,
 *    the testing package's work and the benchmark's own setup are the same in both, so the
 *    difference of their counts over N − 2 operations is the count of one operation. Both runs
 *    execute more than one operation: go runs a b.N-style benchmark once with b.N = 1 before its
 *    real run, a b.Loop one exactly N times, so N − 2 is the difference either way.
 *
 * The per-function counts of the difference, as folded stacks over N − 2 operations, are kept
 * for the profile (profile/CountedStacks.ts). The error of the per-operation count: each run's
 * count moves by what its runtime did (the short runs of seed 004's benchmarks, about 13M
 * instructions, moved by 120–155K over five runs each; the collector is off, runners/Counting.ts),
 * which the subtraction does not cancel; over an N-operation difference of ~100M instructions
 * (the default 20 ms natively) that is about 0.1% of an operation. Both runs are made in every
 * round, so the rounds' interval carries it: counted once for all rounds, the short run's error
 * would be one offset the interval does not see.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { join, resolve } from "node:path"
import { Effect, Either } from "effect"
import type { TargetValues } from "../../core/Slice.ts"
import { spawnCollect, tailLines } from "../../core/Spawn.ts"
import { callgrindStacks, parseCallgrind } from "../../profile/Callgrind.ts"
import { recordCounted, subtractStacks } from "../../profile/CountedStacks.ts"
import { mergeStacks } from "../../profile/Stacks.ts"
import {
  COUNT_LIMIT_MS,
  callgrindArgs,
  callgrindTexts,
  goCountEnv,
  specInCheckout,
} from "../Counting.ts"
import { type GoBenchRow, goBenchRows, parseGoBenchOutput } from "../GoBenchOutput.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { goBinaryBenchArgs } from "./GoCommand.ts"
import { type GoInvocation, goDuration } from "./RunGo.ts"

/** Operations of the short counted run. */
export const SHORT_OPS = 2
/** Fewest operations of the long one, whatever the native run chose. */
export const MIN_LONG_OPS = 12

/**
 * N, once decided in a round, for the other slices of the same benchmark in that round: a
 * target and its base copy (the same package and benchmark in another checkout) count as many,
 * so no difference between them comes from how many. Each round decides its own: a count per
 * operation moves with N (seed 004's JS direct 55.0K at 100 operations, 53.5K at 300; its direct
 * path 761 at 15,000, 752 at 25,000), so one N for every round of a check would be an offset its
 * rounds share and the next check does not (ADR 31, amended).
 */
const longOps = new Map<string, number>()

/** The slices that count the same N: one benchmark of one package, in a round, in any checkout. */
export const longOpsKey = (
  specDir: string,
  invocation: Pick<GoInvocation, "package" | "benchmark" | "benchtimeMs">,
  round: number | undefined,
): string =>
  JSON.stringify([
    specInCheckout(specDir),
    invocation.package,
    invocation.benchmark,
    invocation.benchtimeMs,
    round ?? "warm-up",
  ])

interface CountContext {
  readonly target: string
  readonly specDir: string
  readonly valgrind: string
  readonly scratch: string
  readonly round?: number
}

/** The row of the benchmark in one run's output, or why there is none. */
const rowOf = (
  stdout: string,
  stderr: string,
  benchmark: string,
): Effect.Effect<GoBenchRow, string> =>
  Effect.gen(function* () {
    for (const cpu of [undefined, 1]) {
      const parsed = yield* parseGoBenchOutput(stdout, {
        stderr,
        ...(cpu === undefined ? {} : { cpu }),
      }).pipe(Effect.mapError((error) => error.message))
      const rows = yield* Effect.either(goBenchRows(parsed, [benchmark]))
      const row = Either.isRight(rows) ? rows.right.get(benchmark)?.[0] : undefined
      if (row) return row
    }
    return yield* Effect.fail(`no row for ${benchmark}`)
  })

export const countGo = (
  binary: string,
  invocation: GoInvocation,
  context: CountContext,
): Effect.Effect<TargetValues, RunnerFailed> =>
  Effect.acquireUseRelease(
    Effect.sync(() => mkdtempSync(join(context.scratch, "count-"))),
    (dir) =>
      Effect.gen(function* () {
        const failed = (detail: string) =>
          new RunnerFailed({
            runner: "go",
            target: context.target,
            what: "counting its instructions under callgrind",
            detail,
          })
        const started = performance.now()
        const cwd = resolve(invocation.dir ?? context.specDir, invocation.package)
        const env = { ...process.env, ...goCountEnv(process.env) }
        const run = (benchtime: string, prefix: ReadonlyArray<string>) =>
          Effect.gen(function* () {
            const args = goBinaryBenchArgs({
              benchmarks: [invocation.benchmark],
              count: 1,
              benchtime,
            })
            const finished = yield* spawnCollect(
              [...prefix, binary, ...args],
              { cwd, env, timeoutMs: COUNT_LIMIT_MS },
              () =>
                failed(
                  `${invocation.benchmark} did not finish within ${COUNT_LIMIT_MS / 60_000} minutes`,
                ),
              (cause) => failed(`could not start the test binary: ${String(cause)}`),
            )
            const row = yield* rowOf(finished.stdout, finished.stderr, invocation.benchmark).pipe(
              Effect.mapError(failed),
            )
            if (finished.code !== 0) {
              return yield* failed(
                `exited with code ${finished.code ?? finished.signal}:\n${tailLines(`${finished.stdout}\n${finished.stderr}`)}`,
              )
            }
            return row
          })
        const key = longOpsKey(context.specDir, invocation, context.round)
        let long = longOps.get(key)
        if (long === undefined) {
          const native = yield* run(goDuration(invocation.benchtimeMs), [])
          long = Math.max(MIN_LONG_OPS, native.iterations)
          longOps.set(key, long)
        }
        const parts = (ops: number) =>
          Effect.gen(function* () {
            const folder = mkdtempSync(join(dir, `${ops}x-`))
            yield* run(`${ops}x`, callgrindArgs(context.valgrind, folder))
            const found = callgrindTexts(folder).flatMap(parseCallgrind)
            if (found.length === 0) return yield* failed("callgrind wrote no counts")
            return found
          })
        // Both runs at once, each on a core of its own (GOMAXPROCS=1): a round takes the longer
        // run's time, and the counts hardly notice the neighbour (2026-12-01: the A/A interval
        // of a go regression 0.16% wide at once, 0.29% one after the other; ADR 31).
        const [short, full] = yield* Effect.all([parts(SHORT_OPS), parts(long)], {
          concurrency: 2,
        })
        const total = (of: ReadonlyArray<{ instructions: number }>) =>
          of.reduce((sum, part) => sum + part.instructions, 0)
        const units = long - SHORT_OPS
        const instructions = (total(full) - total(short)) / units
        if (!(instructions > 0)) {
          return yield* failed(
            `${long} operations counted ${total(full)} instructions and ${SHORT_OPS} counted ${total(short)}: no cost per operation can be told from that`,
          )
        }
        if (context.round !== undefined) {
          recordCounted(context.specDir, invocation, context.target, {
            round: context.round,
            stacks: subtractStacks(
              mergeStacks(full.map(callgrindStacks)),
              mergeStacks(short.map(callgrindStacks)),
            ),
            units,
          })
        }
        return {
          values: { instructions },
          elapsedMs: performance.now() - started,
          requests: units,
        }
      }),
    (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true })),
  )
