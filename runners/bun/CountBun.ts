/**
 * One counted slice of a bun group (`load: measure: "instructions"`, ADR 31), in two processes:
 * 1. the group natively, timed as usual but briefly (the scenario's duration per variant, no
 *    heap pass): how long a call of each variant takes (once per group: later slices, and the
 *    base copy's, make the same calls);
 * 2. the group under callgrind, counting: each variant makes the calls that took the
 *    scenario's duration in the native run (CountPlan.ts), between two of callgrind's dumps
 *    (harness.ts countGroup), after a warm-up and a full collection. The imports run with
 *    counting off (`--instr-atstart=no`), about ten times faster than counted code.
 *
 * A variant's count is its dump's instructions over its counted calls: the calls themselves,
 * the harness's loop around them (a few instructions a call, an `await` for an async variant,
 * as its time includes) and the garbage collections they caused. Each target's per-function
 * counts, as folded stacks, are kept for the profile; JavaScriptCore's compiled code has no
 * names for valgrind, so those frames read as one (profile/Callgrind.ts UNNAMED_CODE).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { Effect } from "effect"
import type { MetricValues } from "../../core/Metric.ts"
import type { SliceResult } from "../../core/Slice.ts"
import { callgrindStacks, parseCallgrind } from "../../profile/Callgrind.ts"
import { recordCounted } from "../../profile/CountedStacks.ts"
import { COUNT_LIMIT_MS, callgrindArgs, callgrindTexts, JSC_COUNT_ENV } from "../Counting.ts"
import type { RunnerFailed } from "../RunnerFailed.ts"
import { COUNT_DUMP, ENV } from "./BunBenchRecord.ts"
import {
  type BunInvocation,
  bunFailure,
  bunTimeLimitMs,
  byTarget,
  harnessRecord,
  resultsFileIn,
} from "./RunBun.ts"

/**
 * The native run's record, once made, for every later slice of the same group in this
 * process: every round makes the same calls, and a target and its base copy (the same file and
 * group in another directory) make as many, so no difference between them comes from how many.
 */
const nativeRuns = new Map<string, string>()

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
        const key = JSON.stringify([
          context.specDir,
          invocation.file,
          invocation.group,
          invocation.settings,
          invocation.variants.map((v) => v.variant),
        ])
        let native = nativeRuns.get(key)
        if (native === undefined) {
          const timed = yield* harnessRecord(
            bun,
            invocation,
            context.specDir,
            resultsFileIn(dir),
            {
              settings: { ...invocation.settings, heapMs: 0 },
              limitMs: bunTimeLimitMs(invocation, invocation.variants.length),
            },
            failed,
          )
          native = `${JSON.stringify(timed.record)}\n`
          nativeRuns.set(key, native)
        }
        // The counted process reads how many calls each variant makes from it (CountPlan.ts).
        const kept = join(dir, "native.jsonl")
        writeFileSync(kept, native)
        const { record } = yield* harnessRecord(
          bun,
          invocation,
          context.specDir,
          resultsFileIn(dir),
          {
            prefix: callgrindArgs(context.valgrind, dir, { startLater: true }),
            env: {
              ...JSC_COUNT_ENV,
              [ENV.countFrom]: kept,
              [ENV.countMs]: String(samples * batchMs),
              [ENV.countWarmupMs]: String(warmupMs),
              [ENV.countVariants]: JSON.stringify(invocation.variants.map((v) => v.variant)),
            },
            settings: invocation.settings,
            limitMs: COUNT_LIMIT_MS,
          },
          failed,
        )
        const parts = callgrindTexts(dir).flatMap(parseCallgrind)
        const values = new Map<string, MetricValues>()
        for (const [i, calls] of (record.counted ?? []).entries()) {
          const part = parts.find((p) => p.trigger === `Client Request: ${COUNT_DUMP} ${i}`)
          if (part === undefined) {
            return yield* failed(
              `callgrind wrote no counts for variant ${JSON.stringify(calls.name)} (is the process running under valgrind on x86-64?)`,
            )
          }
          values.set(calls.name, { instructions: part.instructions / calls.ops })
          const target = invocation.variants.find((v) => v.variant === calls.name)?.target
          if (target !== undefined && context.round !== undefined) {
            recordCounted(context.specDir, context.planned, target, {
              round: context.round,
              stacks: callgrindStacks(part),
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
