/**
 * Runs one bun slice: one `bun test` process that measures every variant of a harness group,
 * interleaved (runners/bun/*), and returns each measured target's values.
 */
import { readFileSync, rmSync } from "node:fs"
import { join, resolve } from "node:path"
import { Effect, Either } from "effect"
import type { MetricValues } from "../../core/Metric.ts"
import type { SliceResult } from "../../core/Slice.ts"
import { spawnCollect } from "../../core/Spawn.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { bunBenchCommand } from "./BunBenchCommand.ts"
import { bunBenchMetrics } from "./BunBenchMetrics.ts"
import { type BunBenchRecord, bunBenchOutcome } from "./BunBenchReport.ts"

/** One bun variant measured by a bun invocation, and the target it is reported as. */
interface BunVariant {
  readonly target: string
  readonly variant: string
}

/** What one harness process is told (BunBenchCommand.ts). */
export interface BunSettings {
  /** Timed batches per variant. */
  readonly samples: number
  /** Minimum duration of one timed batch, ms. */
  readonly batchMs: number
  /** Warm-up per variant, ms. */
  readonly warmupMs: number
  /** 0 turns the retained-heap pass off; absent, the harness's default (heap_per_op measured). */
  readonly heapMs?: number
}

export interface BunInvocation {
  readonly runner: "bun"
  /** Directory `file` is relative to, when not the spec's (base copies). */
  readonly dir?: string
  readonly file: string
  readonly group: string
  readonly variants: ReadonlyArray<BunVariant>
  /** The targets' env, merged (decode checked they agree); may hold `{service.NAME}`. */
  readonly env: Readonly<Record<string, string>>
  readonly settings: BunSettings
  /** Counts instructions per call under callgrind instead of timing (CountBun.ts). */
  readonly counted?: true
}

/**
 * How long one process may take: generous, because a slow variant's batches last at least one
 * call, and calibration and the heap pass come on top of the sampling time.
 */
export const bunTimeLimitMs = (invocation: BunInvocation, variants: number): number => {
  const { samples, batchMs, warmupMs } = invocation.settings
  return 120_000 + 10 * Math.max(variants, 4) * (warmupMs + samples * batchMs)
}

let resultsCounter = 0

/** benchgate's environment without BENCHGATE_* (a parent check's harness settings). */
const inheritedEnv = (): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("BENCHGATE_")))

/** How one harness process is run: what comes before bun, and what is added to its env. */
interface HarnessRun {
  readonly prefix?: ReadonlyArray<string>
  readonly env?: Readonly<Record<string, string>>
  /** The harness's settings; `heapMs: 0` turns its heap pass off. */
  readonly settings: BunSettings
  readonly limitMs: number
}

/**
 * One `bun test` process of the harness for the invocation's group, and the group's record it
 * wrote to `resultsFile` (read and removed), or why there is none.
 */
export const harnessRecord = (
  bun: string,
  invocation: BunInvocation,
  specDir: string,
  resultsFile: string,
  run: HarnessRun,
  failed: (detail: string) => RunnerFailed,
): Effect.Effect<{ record: BunBenchRecord; elapsedMs: number }, RunnerFailed> =>
  Effect.gen(function* () {
    const command = bunBenchCommand({
      file: invocation.file,
      group: invocation.group,
      resultsFile,
      ...run.settings,
    })
    const finished = yield* spawnCollect(
      [...(run.prefix ?? []), bun, ...command.args],
      {
        cwd: resolve(invocation.dir ?? specDir),
        env: { ...inheritedEnv(), ...run.env, ...invocation.env, ...command.env },
        timeoutMs: run.limitMs,
      },
      () => failed(`did not finish within ${run.limitMs / 1000} s; is a variant hanging?`),
      (cause) => failed(`could not start ${bun}: ${String(cause)}`),
    )
    let results = ""
    try {
      results = readFileSync(resultsFile, "utf8")
    } catch {
      // No file: the process wrote no record; bunBenchOutcome says why from stderr.
    }
    rmSync(resultsFile, { force: true })
    const record = yield* bunBenchOutcome(
      { results, exitCode: finished.code ?? -1, stderr: finished.stderr },
      invocation.group,
    ).pipe(Either.mapLeft((error) => failed(error.message)))
    return { record, elapsedMs: finished.elapsedMs }
  })

/** What a failure of the invocation's process is reported as. */
export const bunFailure = (invocation: BunInvocation) => {
  const targets = invocation.variants.map((v) => v.target).join(", ")
  const what = `for group ${JSON.stringify(invocation.group)} of ${invocation.file} (${targets})`
  return (detail: string) => new RunnerFailed({ runner: "bun", target: targets, what, detail })
}

/** A new results file in the scratch directory. */
export const resultsFileIn = (scratch: string): string => {
  resultsCounter += 1
  return join(scratch, `bun-${process.pid}-${resultsCounter}.jsonl`)
}

/** Each target's value, by its variant; fails naming a variant the group does not have. */
export const byTarget = (
  invocation: BunInvocation,
  metrics: ReadonlyMap<string, MetricValues>,
  failed: (detail: string) => RunnerFailed,
): Effect.Effect<Map<string, MetricValues>, RunnerFailed> =>
  Effect.gen(function* () {
    const values = new Map<string, MetricValues>()
    for (const { target, variant } of invocation.variants) {
      const found = metrics.get(variant)
      if (!found) {
        return yield* failed(
          `group ${JSON.stringify(invocation.group)} has no variant ${JSON.stringify(variant)} (target "${target}"); it has ${[...metrics.keys()].map((v) => JSON.stringify(v)).join(", ")}`,
        )
      }
      values.set(target, found)
    }
    return values
  })

export const runBun = (
  bun: string,
  /** The invocation with its env's service references filled in. */
  invocation: BunInvocation,
  specDir: string,
  scratch: string,
): Effect.Effect<SliceResult, RunnerFailed> =>
  Effect.gen(function* () {
    const failed = bunFailure(invocation)
    const { record, elapsedMs } = yield* harnessRecord(
      bun,
      invocation,
      specDir,
      resultsFileIn(scratch),
      {
        settings: invocation.settings,
        limitMs: bunTimeLimitMs(invocation, invocation.variants.length),
      },
      failed,
    )
    const values = yield* byTarget(invocation, bunBenchMetrics(record), failed)
    return { values, elapsedMs }
  })
