/**
 * One counted run of a command (`load: measure: "instructions"`, ADR 31): the command under
 * callgrind, its children too, each process's counts in a file of the slice's folder. The
 * instructions of the run are the sum over its processes; their per-function counts, as
 * folded stacks, are kept for the profile (profile/CountedStacks.ts). A `bun` or `node`
 * program gets JavaScriptCore's counting options (runners/Counting.ts).
 */
import { mkdtempSync, rmSync } from "node:fs"
import { join, resolve } from "node:path"
import { Effect } from "effect"
import type { TargetValues } from "../../core/Slice.ts"
import { callgrindStacks, parseCallgrind } from "../../profile/Callgrind.ts"
import { recordCounted } from "../../profile/CountedStacks.ts"
import { mergeStacks } from "../../profile/Stacks.ts"
import {
  COUNT_LIMIT_MS,
  callgrindArgs,
  callgrindTexts,
  isJsRuntime,
  JSC_COUNT_ENV,
} from "../Counting.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { runCommand } from "./CommandRun.ts"
import type { CommandInvocation } from "./RunCommand.ts"

interface CountContext {
  readonly target: string
  readonly specDir: string
  readonly valgrind: string
  readonly scratch: string
  /** The measured round, for the kept stacks; absent for a warm-up. */
  readonly round?: number
  /** The invocation as planned (its env's service references unfilled): the stacks' key. */
  readonly planned: CommandInvocation
}

export const countCommandSlice = (
  /** The invocation with its env's service references filled in. */
  invocation: CommandInvocation,
  context: CountContext,
): Effect.Effect<TargetValues, RunnerFailed> =>
  Effect.acquireUseRelease(
    Effect.sync(() => mkdtempSync(join(context.scratch, "count-"))),
    (dir) =>
      Effect.gen(function* () {
        const started = performance.now()
        const program = invocation.cmd[0] ?? ""
        yield* runCommand({
          argv: [
            ...callgrindArgs(context.valgrind, dir, { children: true }),
            "--",
            ...invocation.cmd,
          ],
          cwd: resolve(invocation.dir ?? context.specDir, invocation.cwd ?? "."),
          env: { ...(isJsRuntime(program) ? JSC_COUNT_ENV : {}), ...invocation.env },
          ...(invocation.exitCodes === undefined ? {} : { okExitCodes: invocation.exitCodes }),
          timeoutMs: COUNT_LIMIT_MS,
          scratch: dir,
        }).pipe(
          Effect.mapError(
            (error) =>
              new RunnerFailed({
                runner: "command",
                target: context.target,
                what: "counting its instructions under callgrind",
                detail: error.message,
              }),
          ),
        )
        const parts = callgrindTexts(dir).flatMap(parseCallgrind)
        if (parts.length === 0) {
          return yield* new RunnerFailed({
            runner: "command",
            target: context.target,
            what: "counting its instructions under callgrind",
            detail: "callgrind wrote no counts (did the program exit before valgrind started it?)",
          })
        }
        const instructions = parts.reduce((sum, part) => sum + part.instructions, 0)
        if (context.round !== undefined) {
          recordCounted(context.specDir, context.planned, context.target, {
            round: context.round,
            stacks: mergeStacks(parts.map(callgrindStacks)),
            units: 1,
          })
        }
        return { values: { instructions }, elapsedMs: performance.now() - started }
      }),
    (dir) => Effect.sync(() => rmSync(dir, { recursive: true, force: true })),
  )
