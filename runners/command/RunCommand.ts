/** Runs one command slice: one timed run of one command (runners/command/CommandRun.ts). */
import { resolve } from "node:path"
import { Effect } from "effect"
import type { TargetValues } from "../../core/Slice.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { runCommand } from "./CommandRun.ts"

export interface CommandInvocation {
  readonly runner: "command"
  readonly dir?: string
  readonly cmd: ReadonlyArray<string>
  readonly cwd?: string
  /** May hold `{service.NAME}`. */
  readonly env: Readonly<Record<string, string>>
  /** Exit codes that count as success; absent: only 0. */
  readonly exitCodes?: ReadonlyArray<number>
  /** Counts instructions under callgrind instead of timing (CountCommand.ts). */
  readonly counted?: true
}

export const runCommandSlice = (
  /** The invocation with its env's service references filled in. */
  invocation: CommandInvocation,
  target: string,
  specDir: string,
  gnuTime: string | undefined,
  /** The spec's scratch directory (RunContext.scratch). */
  scratch?: string,
): Effect.Effect<TargetValues, RunnerFailed> =>
  Effect.gen(function* () {
    const started = performance.now()
    const values = yield* runCommand({
      argv: invocation.cmd,
      cwd: resolve(invocation.dir ?? specDir, invocation.cwd ?? "."),
      env: invocation.env,
      ...(invocation.exitCodes === undefined ? {} : { okExitCodes: invocation.exitCodes }),
      ...(gnuTime === undefined ? {} : { gnuTime }),
      ...(scratch === undefined ? {} : { scratch }),
    }).pipe(
      Effect.mapError(
        (error) =>
          new RunnerFailed({
            runner: "command",
            target,
            // Its stdout is not kept: say how a tool that fails on purpose is measured.
            detail:
              error.reason === "exit"
                ? `${error.message}\n(a command that exits non-zero on purpose, a linter that found something say, lists the codes that are success in \`exitCodes\`)`
                : error.message,
          }),
      ),
    )
    return { values, elapsedMs: performance.now() - started }
  })
