/**
 * The command runner: one timed run of one command per slice (wall, user and system CPU, and
 * peak_rss when GNU time is there). A warm-up is one unmeasured run.
 */
import { basename } from "node:path"
import { Effect } from "effect"
import { withSecretsMap } from "../../core/Secrets.ts"
import { shellQuote } from "../../core/ShellQuote.ts"
import { oneTarget } from "../../core/Slice.ts"
import { fillServiceEnv } from "../../core/Templates.ts"
import { JS_RUNTIMES } from "../../profile/JsProfiler.ts"
import { type CommandTarget, commandKind } from "../../targets/command/CommandTarget.ts"
import { COUNT_TOOL, callgrindScriptWords, isJsRuntime, JSC_COUNT_ENV } from "../Counting.ts"
import type { Runner } from "../Runner.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { cdInto, exportLines, FILE_MARKER, words } from "../ScriptLines.ts"
import { COMMAND_METRICS, findGnuTime } from "./CommandRun.ts"
import { commandScriptArgs } from "./CommandScript.ts"
import { countCommandSlice } from "./CountCommand.ts"
import { type CommandInvocation, runCommandSlice } from "./RunCommand.ts"

export const commandRunner: Runner<CommandInvocation, CommandTarget> = {
  name: "command",
  kind: commandKind.name,
  metrics: COMMAND_METRICS,
  tools: [{ tool: "gnu-time", find: () => findGnuTime() }],
  results: { extension: "timing", description: "command timings" },
  // Each round runs each command once, as long as it takes.
  loadFields: [],
  counts: { per: "run" },
  plan(targets, scenario) {
    const counted = scenario.load.measure === "instructions"
    return targets.map((target) => {
      const measure = {
        targets: [target.name],
        invocation: {
          runner: "command" as const,
          ...(target.dir === undefined ? {} : { dir: target.dir }),
          cmd: target.cmd,
          ...(target.cwd === undefined ? {} : { cwd: target.cwd }),
          env: target.env,
          ...(target.exitCodes === undefined ? {} : { exitCodes: target.exitCodes }),
          ...(counted ? { counted: true as const } : {}),
        },
      }
      // A count does not depend on the disk cache a warm-up run fills.
      const warm = scenario.load.warmupMs > 0 && !counted
      return { measure, ...(warm ? { warmup: measure } : {}) }
    })
  },
  // A command runs as long as it runs: nothing is known in advance.
  sliceMs: () => 0,
  label: (slice) => slice.targets[0] ?? "slice",
  script(slice, context, result) {
    const invocation = slice.invocation
    const env = exportLines(invocation.env, {
      ...context.envVariables,
      ...context.serviceVariables,
    })
    const prefix = `(${cdInto(invocation.dir, invocation.cwd)}${env} && exec -- `
    // Exit codes the spec counts as success do not stop the script (set -e).
    const codes = invocation.exitCodes?.filter((code) => code !== 0) ?? []
    const tolerated =
      codes.length === 0
        ? ""
        : ` || { status=$?; case " ${codes.join(" ")} " in *" $status "*) ;; *) exit "$status" ;; esac; }`
    if (result === undefined) {
      return [`${prefix}${invocation.cmd.map(shellQuote).join(" ")}) >/dev/null${tolerated}`]
    }
    if (invocation.counted) {
      // Each process's counts in RESULT.PID (runners/Counting.ts); its children's too.
      const program = invocation.cmd[0] ?? ""
      const jsc = isJsRuntime(program) ? exportLines(JSC_COUNT_ENV, {}) : ""
      const counting = `(${cdInto(invocation.dir, invocation.cwd)}${jsc}${env} && exec -- `
      return [
        `${counting}${callgrindScriptWords(result, { children: true })} -- ${invocation.cmd.map(shellQuote).join(" ")}) >/dev/null${tolerated}`,
      ]
    }
    const argv = commandScriptArgs(invocation.cmd, FILE_MARKER, context.tools.get("gnu-time"))
    return [`: >${result}`, `${prefix}${words(argv, FILE_MARKER, result)}) >/dev/null${tolerated}`]
  },
  profiled(invocation, profilers) {
    const program = basename(invocation.cmd[0] ?? "").replace(/\.exe$/, "")
    if (JS_RUNTIMES.has(program)) {
      return {
        invocation: { ...invocation, env: { ...invocation.env, ...profilers.jsEnv } },
        profiler: "js",
      }
    }
    if (profilers.perf === undefined) return undefined
    return {
      invocation: { ...invocation, cmd: [...profilers.perf, ...invocation.cmd] },
      profiler: "perf",
    }
  },
  run(slice, context) {
    const invocation = slice.invocation
    const env = fillServiceEnv(invocation.env, (name) => context.services.get(name))
    const target = slice.targets[0] ?? ""
    const valgrind = context.tools.get(COUNT_TOOL.tool)
    if (invocation.counted && valgrind !== undefined) {
      return countCommandSlice(
        { ...invocation, env: withSecretsMap(env) },
        {
          target,
          specDir: context.specDir,
          valgrind,
          scratch: context.scratch,
          planned: invocation,
          ...(context.round === undefined ? {} : { round: context.round }),
        },
      ).pipe(
        Effect.map(({ values, elapsedMs }) => ({
          ...oneTarget(target, values, elapsedMs),
          counted: true as const,
        })),
      )
    }
    if (invocation.counted) {
      return Effect.fail(
        new RunnerFailed({ runner: "command", target, detail: "no valgrind was resolved" }),
      )
    }
    return runCommandSlice(
      { ...invocation, env: withSecretsMap(env) },
      target,
      context.specDir,
      context.tools.get("gnu-time"),
      context.scratch,
    ).pipe(Effect.map(({ values, elapsedMs }) => oneTarget(target, values, elapsedMs)))
  },
}
