/**
 * How a command that did not succeed ends: its exit code and the text for stderr. Shared by
 * the CLI (cli/main.ts) and whatever runs a command in process and must say exactly what the
 * CLI would (the spec fuzz campaign, test/support/InProcessCli.ts).
 */
import { Cause, Exit, Option } from "effect"
import type { SpecInvalid } from "../compiler/SpecInvalid.ts"
import { ExitCode, type Exiting } from "../core/ExitCode.ts"
import type { UsageError } from "../core/UsageError.ts"
import type { PreflightFailed, PreflightInvalid } from "../run/Preflight.ts"
import { HELP, USAGE } from "./Help.ts"
import { asProgram, programName } from "./Program.ts"

/** A command's usage line after a usage error, or the program's when none is named. */
const usageOf = (command: string | undefined): string => {
  const help = command === undefined ? undefined : HELP[command as keyof typeof HELP]
  const line = help?.split("\n")[0]
  return line === undefined || command === undefined
    ? USAGE
    : `${line}  (bench ${command} --help for every option)`
}

export const explain = (cause: Cause.Cause<Exiting>): { code: number; text: string } => {
  const program = programName()
  const failure = Cause.failureOption(cause)
  if (Option.isSome(failure)) {
    const error = failure.value
    const code = error.exitCode
    if (error._tag === "SpecInvalid") {
      const count = (error as SpecInvalid).issues.length
      const summary = `${program}: ${count} problem${count === 1 ? "" : "s"} in the specs; nothing was run`
      return { code, text: `${error.message}\n${summary}` }
    }
    if (error._tag === "PreflightInvalid" || error._tag === "PreflightFailed") {
      const count = (error as PreflightInvalid | PreflightFailed).problems.length
      const summary = `${program}: the gRPC preflight failed (${count} call${count === 1 ? "" : "s"}); nothing was measured`
      return { code, text: `${error.message}\n${summary}` }
    }
    const usage =
      error._tag === "UsageError"
        ? `\n${asProgram(usageOf((error as UsageError).command), program)}`
        : ""
    return { code, text: `${program}: ${error.message}${usage}` }
  }
  // A defect (a bug, not a failure the program foresaw): exit 3 with the stack, since the run
  // did not complete (ExitCode.RunFailed).
  return { code: ExitCode.RunFailed, text: `${program}: internal error\n${Cause.pretty(cause)}` }
}

/**
 * A command's end as the CLI reports it: its exit code, and for a failure the text for stderr
 * (an interruption prints nothing more than the line the interrupt wrote).
 */
export const ending = (exit: Exit.Exit<number, Exiting>): { code: number; text?: string } => {
  if (Exit.isSuccess(exit)) return { code: exit.value }
  if (Cause.isInterruptedOnly(exit.cause)) return { code: ExitCode.Interrupted }
  return explain(exit.cause)
}
