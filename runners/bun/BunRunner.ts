/**
 * The bun runner: one `bun test` process per slice measures every variant of a group in a
 * `*.bench.ts` file, interleaved inside the process (harness.ts). A slice therefore measures
 * every bun target of the scenario that shares file, group and directory.
 */
import { Effect } from "effect"
import { withSecretsMap } from "../../core/Secrets.ts"
import { shellQuote } from "../../core/ShellQuote.ts"
import { fillServiceEnv } from "../../core/Templates.ts"
import { type BunTarget, bunKind } from "../../targets/bun/BunTarget.ts"
import { COUNT_TOOL, callgrindScriptWords, JSC_COUNT_ENV } from "../Counting.ts"
import type { Runner } from "../Runner.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { cdInto, exportLines, FILE_MARKER } from "../ScriptLines.ts"
import { bunBenchCommand } from "./BunBenchCommand.ts"
import { BUN_METRICS } from "./BunBenchMetrics.ts"
import { ENV } from "./BunBenchRecord.ts"
import { countBun } from "./CountBun.ts"
import { type BunInvocation, type BunSettings, runBun } from "./RunBun.ts"

/** Batches of this length make up bun's sampling time (the harness's default batch). */
const BUN_BATCH_MS = 10

/**
 * bun's settings for a sampling time per variant and a warm-up per variant. The retained-heap
 * pass (two full collections and its own calls per variant, about a fifth of a process's time)
 * runs only when a threshold gates heap_per_op, as a memory diagnoser is opted into elsewhere.
 */
const bunSettings = (durationMs: number, warmupMs: number, heap: boolean): BunSettings => ({
  samples: Math.max(1, Math.round(durationMs / BUN_BATCH_MS)),
  batchMs: BUN_BATCH_MS,
  warmupMs,
  ...(heap ? {} : { heapMs: 0 }),
})

export const bunRunner: Runner<BunInvocation, BunTarget> = {
  name: "bun",
  kind: bunKind.name,
  metrics: BUN_METRICS,
  tools: [{ tool: "bun", script: { variable: "bun", override: "BUN" } }],
  results: { extension: "jsonl", description: "bun harness records" },
  loadFields: ["duration"],
  counts: { per: "operation" },
  plan(targets, scenario) {
    // One slice per file+group+directory (head and base copies differ in directory).
    const groups = new Map<string, BunTarget[]>()
    for (const target of targets) {
      const key = JSON.stringify([target.dir ?? "", target.file, target.group])
      groups.set(key, [...(groups.get(key) ?? []), target])
    }
    const { durationMs = 0, warmupMs } = scenario.load
    const counted = scenario.load.measure === "instructions"
    const heap = scenario.thresholds.some((t) => t.metric === "heap_per_op")
    return [...groups.values()].map((members) => {
      const first = members[0] as BunTarget
      return {
        measure: {
          targets: members.map((t) => t.name),
          invocation: {
            runner: "bun" as const,
            ...(first.dir === undefined ? {} : { dir: first.dir }),
            file: first.file,
            group: first.group,
            variants: members.map((t) => ({ target: t.name, variant: t.variant })),
            env: Object.assign({}, ...members.map((t) => t.env)),
            settings: bunSettings(durationMs, warmupMs, heap),
            ...(counted ? { counted: true as const } : {}),
          },
        },
      }
    })
  },
  sliceMs(invocation) {
    // A counted slice runs under callgrind as long as it takes: nothing is known in advance.
    if (invocation.counted) return undefined
    const { samples, batchMs, warmupMs } = invocation.settings
    return invocation.variants.length * (samples * batchMs + warmupMs)
  },
  label: (slice) => slice.invocation.group,
  script(slice, context, result) {
    const invocation = slice.invocation
    const file = result ?? "/dev/null"
    const command = bunBenchCommand({
      file: invocation.file,
      group: invocation.group,
      resultsFile: FILE_MARKER,
      ...invocation.settings,
    })
    const harnessEnv = Object.entries(command.env)
      .map(([k, v]) =>
        v === FILE_MARKER ? ` && export ${k}=${file}` : ` && export ${shellQuote(`${k}=${v}`)}`,
      )
      .join("")
    const env = exportLines(invocation.env, {
      ...context.envVariables,
      ...context.serviceVariables,
    })
    const bunArgs = command.args.map(shellQuote).join(" ")
    if (invocation.counted && result !== undefined) {
      // CountBun.ts: natively in the counted tiers (no heap pass) to learn each variant's calls,
      // then each variant counted in a process of its own.
      const native = `${result}.native`
      const nativeEnv = `${harnessEnv.replace(`=${file}`, `=${native}`)} && export ${shellQuote(`${ENV.heapMs}=0`)}${exportLines(JSC_COUNT_ENV, {})}`
      const counting = (variant: string) =>
        exportLines(
          {
            ...JSC_COUNT_ENV,
            [ENV.countMs]: String(invocation.settings.samples * invocation.settings.batchMs),
            [ENV.countWarmupMs]: String(invocation.settings.warmupMs),
            [ENV.countVariants]: JSON.stringify([variant]),
          },
          {},
        )
      return [
        `: >${native}`,
        `(${cdInto(invocation.dir, undefined)}${env}${nativeEnv} && exec -- "$bun" ${bunArgs}) >&2`,
        `: >${result}`,
        ...invocation.variants.map(
          (v) =>
            `(${cdInto(invocation.dir, undefined)}${env}${harnessEnv}${counting(v.variant)} && export ${ENV.countFrom}=${native} && exec -- ${callgrindScriptWords(result, { startLater: true })} "$bun" ${bunArgs}) >&2`,
        ),
      ]
    }
    return [
      ...(result === undefined ? [] : [`: >${result}`]),
      `(${cdInto(invocation.dir, undefined)}${env}${harnessEnv} && exec -- "$bun" ${bunArgs}) >&2`,
    ]
  },
  run(slice, context) {
    const bun = context.tools.get("bun")
    if (bun === undefined) {
      const target = slice.targets.join(", ")
      return Effect.fail(new RunnerFailed({ runner: "bun", target, detail: "no bun was resolved" }))
    }
    const invocation = slice.invocation
    const env = fillServiceEnv(invocation.env, (name) => context.services.get(name))
    if (invocation.counted) {
      const valgrind = context.tools.get(COUNT_TOOL.tool)
      if (valgrind === undefined) {
        const target = slice.targets.join(", ")
        return Effect.fail(
          new RunnerFailed({ runner: "bun", target, detail: "no valgrind was resolved" }),
        )
      }
      return countBun(
        bun,
        { ...invocation, env: withSecretsMap(env) },
        {
          specDir: context.specDir,
          valgrind,
          scratch: context.scratch,
          planned: invocation,
          ...(context.round === undefined ? {} : { round: context.round }),
        },
      )
    }
    return runBun(
      bun,
      { ...invocation, env: withSecretsMap(env) },
      context.specDir,
      context.scratch,
    )
  },
}
