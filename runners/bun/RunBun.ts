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
import { bunBenchOutcome } from "./BunBenchReport.ts"

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
}

/**
 * How long one process may take: generous, because a slow variant's batches last at least one
 * call, and calibration and the heap pass come on top of the sampling time.
 */
const bunTimeLimitMs = (invocation: BunInvocation, variants: number): number => {
  const { samples, batchMs, warmupMs } = invocation.settings
  return 120_000 + 10 * Math.max(variants, 4) * (warmupMs + samples * batchMs)
}

let resultsCounter = 0

/** benchgate's environment without BENCHGATE_* (a parent check's harness settings). */
const inheritedEnv = (): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("BENCHGATE_")))

export const runBun = (
  bun: string,
  /** The invocation with its env's service references filled in. */
  invocation: BunInvocation,
  specDir: string,
  scratch: string,
): Effect.Effect<SliceResult, RunnerFailed> =>
  Effect.gen(function* () {
    const targets = invocation.variants.map((v) => v.target).join(", ")
    const what = `for group ${JSON.stringify(invocation.group)} of ${invocation.file} (${targets})`
    const failed = (detail: string) =>
      new RunnerFailed({ runner: "bun", target: targets, what, detail })
    resultsCounter += 1
    const resultsFile = join(scratch, `bun-${process.pid}-${resultsCounter}.jsonl`)
    const command = bunBenchCommand({
      file: invocation.file,
      group: invocation.group,
      resultsFile,
      ...invocation.settings,
    })
    const limitMs = bunTimeLimitMs(invocation, invocation.variants.length)
    const finished = yield* spawnCollect(
      [bun, ...command.args],
      {
        cwd: resolve(invocation.dir ?? specDir),
        env: { ...inheritedEnv(), ...invocation.env, ...command.env },
        timeoutMs: limitMs,
      },
      () => failed(`did not finish within ${limitMs / 1000} s; is a variant hanging?`),
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
    const metrics = bunBenchMetrics(record)
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
    return { values, elapsedMs: finished.elapsedMs }
  })
