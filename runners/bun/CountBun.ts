/**
 * One counted slice of a bun group (`load: measure: "instructions"`, ADR 31), in processes:
 * 1. the group natively, timed as usual but briefly (the scenario's duration per variant, no
 *    heap pass) and with the JavaScriptCore options a counted process runs with: how long a
 *    call of each variant takes in the tiers it is counted in (once per group and round: the
 *    base copy's slice in the same round makes the same calls). Timed in bun's optimising
 *    tiers instead, a tight loop's call is ~8x faster than the code counted, so its windows
 *    counted ~8x more calls than the scenario's duration meant (a trial of
 *    benchmarks/instruction-counts.ts: 4 min 17 s, in the counted tiers 2 min 10 s, the same
 *    count to 0.01%);
 * 2. each variant alone under callgrind, counting (two processes at a time): after a warm-up,
 *    two windows whose difference is the calls that took the scenario's duration in the native
 *    run (CountPlan.ts; Engine.ts countWindows), each after a full collection and between two
 *    of callgrind's dumps (Engine.ts runCounted). The imports run with counting off
 *    (`--instr-atstart=no`), about ten times faster than counted code.
 *
 * A variant's count is the difference of its two windows over the calls it adds: the calls
 * themselves, the harness's loop around them (a few instructions a call, an `await` for an
 * async variant, as its time includes) and the garbage collections they caused; what a window
 * costs whatever its length cancels. Each target's per-function counts, as folded stacks of
 * the same difference, are kept for the profile; JavaScriptCore's compiled code has no names
 * for valgrind, so those frames read as one (profile/Callgrind.ts UNNAMED_CODE).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { Effect } from "effect"
import type { MetricValues } from "../../core/Metric.ts"
import type { SliceResult } from "../../core/Slice.ts"
import { callgrindStacks, parseCallgrind } from "../../profile/Callgrind.ts"
import { recordCounted, subtractStacks } from "../../profile/CountedStacks.ts"
import {
  COUNT_LIMIT_MS,
  callgrindArgs,
  callgrindTexts,
  JSC_COUNT_ENV,
  specInCheckout,
} from "../Counting.ts"
import type { RunnerFailed } from "../RunnerFailed.ts"
import { COUNT_DUMP, ENV } from "./BunBenchRecord.ts"
import { countDumpLabel, countWindows } from "./Engine.ts"
import {
  type BunInvocation,
  bunFailure,
  bunTimeLimitMs,
  byTarget,
  harnessRecord,
  resultsFileIn,
} from "./RunBun.ts"

/**
 * The native run's record, once made in a round, for every later slice of the same group in
 * that round: a target and its base copy (the same file and group in another directory) make
 * as many calls, so no difference between them comes from how many. Each round sizes its calls
 * anew: a count per call moves with how many calls its windows hold (docs/verdict-quality.md
 * §8.8), and sized once for a whole check, that would be one offset the rounds' interval cannot
 * see; sized per round, it is in their spread.
 */
const nativeRuns = new Map<string, string>()

/**
 * Which slices share a native run: the same group, settings and variants of the same spec in
 * any checkout (a target and its base copy), in the same round.
 */
export const nativeRunKey = (
  specDir: string,
  invocation: Pick<BunInvocation, "file" | "group" | "settings" | "variants">,
  round: number | undefined,
): string =>
  JSON.stringify([
    specInCheckout(specDir),
    invocation.file,
    invocation.group,
    invocation.settings,
    invocation.variants.map((v) => v.variant),
    round ?? "warm-up",
  ])

interface CountContext {
  readonly specDir: string
  readonly valgrind: string
  readonly scratch: string
  readonly round?: number
  /** The invocation as planned (its env's service references unfilled): the stacks' key. */
  readonly planned: BunInvocation
}

export const countBun = (
  bun: string,
  /** The invocation with its env's service references filled in. */
  invocation: BunInvocation,
  context: CountContext,
): Effect.Effect<SliceResult, RunnerFailed> =>
  Effect.acquireUseRelease(
    Effect.sync(() => mkdtempSync(join(context.scratch, "count-"))),
    (dir) =>
      Effect.gen(function* () {
        const failed = bunFailure(invocation)
        const started = performance.now()
        const { samples, batchMs, warmupMs } = invocation.settings
        const key = nativeRunKey(context.specDir, invocation, context.round)
        let native = nativeRuns.get(key)
        if (native === undefined) {
          const timed = yield* harnessRecord(
            bun,
            invocation,
            context.specDir,
            resultsFileIn(dir),
            {
              settings: { ...invocation.settings, heapMs: 0 },
              env: JSC_COUNT_ENV,
              limitMs: bunTimeLimitMs(invocation, invocation.variants.length),
            },
            failed,
          )
          native = `${JSON.stringify(timed.record)}\n`
          nativeRuns.set(key, native)
        }
        // Each counted process reads how many calls its variant makes from it (CountPlan.ts).
        const kept = join(dir, "native.jsonl")
        writeFileSync(kept, native)
        const countVariant = (variant: string, index: number) =>
          Effect.gen(function* () {
            const folder = join(dir, `variant-${index}`)
            mkdirSync(folder)
            const { record } = yield* harnessRecord(
              bun,
              invocation,
              context.specDir,
              resultsFileIn(folder),
              {
                prefix: callgrindArgs(context.valgrind, folder, { startLater: true }),
                env: {
                  ...JSC_COUNT_ENV,
                  [ENV.countFrom]: kept,
                  [ENV.countMs]: String(samples * batchMs),
                  [ENV.countWarmupMs]: String(warmupMs),
                  [ENV.countVariants]: JSON.stringify([variant]),
                },
                settings: invocation.settings,
                limitMs: COUNT_LIMIT_MS,
              },
              failed,
            )
            const calls = record.counted?.[0]
            const parts = callgrindTexts(folder).flatMap(parseCallgrind)
            const window = (n: number) =>
              parts.find((p) => p.trigger === `Client Request: ${countDumpLabel(COUNT_DUMP, 0, n)}`)
            const [shortCalls, longCalls] = countWindows(calls?.ops ?? 0)
            const short = calls && window(shortCalls)
            const long = calls && window(longCalls)
            if (calls === undefined || short === undefined || long === undefined) {
              return yield* failed(
                `callgrind wrote no counts for variant ${JSON.stringify(variant)} (is the process running under valgrind on x86-64?)`,
              )
            }
            return { calls, short, long }
          })
        // A process per variant: in one process, what an earlier variant left on the heap moved
        // a later one's counts by up to 35% between identical processes (docs/verdict-quality.md
        // §8.6); alone, by 0.4%. Two at a time: beside another counting process the same
        // handler's count moved about 1%, plain code's under 0.5%.
        const counts = yield* Effect.forEach(
          invocation.variants.map((v) => v.variant),
          countVariant,
          { concurrency: 2 },
        )
        const values = new Map<string, MetricValues>()
        for (const { calls, short, long } of counts) {
          values.set(calls.name, {
            instructions: (long.instructions - short.instructions) / calls.ops,
          })
          const target = invocation.variants.find((v) => v.variant === calls.name)?.target
          if (target !== undefined && context.round !== undefined) {
            recordCounted(context.specDir, context.planned, target, {
              round: context.round,
              stacks: subtractStacks(callgrindStacks(long), callgrindStacks(short)),
              units: calls.ops,
            })
          }
        }
        return {
          values: yield* byTarget(invocation, values, failed),
          elapsedMs: performance.now() - started,
          counted: true as const,
        }
      }),
    (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true })),
  )
