/**
 * The go runner: one process of a package's test binary per slice, running one benchmark for
 * the slice's benchtime. The binary is built once per package and run (the preparation).
 */
import { Effect } from "effect"
import { shellQuote } from "../../core/ShellQuote.ts"
import { oneTarget } from "../../core/Slice.ts"
import { type GoTarget, goKind } from "../../targets/go/GoTarget.ts"
import { COUNT_TOOL, callgrindScriptWords, GO_MEMORY } from "../Counting.ts"
import { GO_METRICS } from "../GoMetrics.ts"
import { preparedKey, type Runner } from "../Runner.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { cdInto, FILE_MARKER, words } from "../ScriptLines.ts"
import { countGo, MIN_LONG_OPS, SHORT_OPS } from "./CountGo.ts"
import { goBinaryBenchArgs, goTestCompileArgs } from "./GoCommand.ts"
import { buildGoTest, type GoInvocation, goDuration, runGo } from "./RunGo.ts"

/** The key a go test binary is built for: one per package directory (base copies differ). */
const goPackageKey = (invocation: { readonly dir?: string; readonly package: string }) =>
  JSON.stringify([invocation.dir ?? "", invocation.package])

export const goRunner: Runner<GoInvocation, GoTarget> = {
  name: "go",
  kind: goKind.name,
  metrics: GO_METRICS,
  tools: [{ tool: "go", script: { variable: "go", override: "GO" } }],
  results: { extension: "txt", description: "go benchmark output" },
  loadFields: ["duration"],
  counts: { per: "operation" },
  plan(targets, scenario) {
    const { load } = scenario
    const counted = load.measure === "instructions"
    return targets.map((target) => {
      const slice = (benchtimeMs: number) => ({
        targets: [target.name],
        invocation: {
          runner: "go" as const,
          ...(target.dir === undefined ? {} : { dir: target.dir }),
          package: target.package,
          benchmark: target.benchmark,
          benchtimeMs,
          ...(counted ? { counted: true as const } : {}),
        },
      })
      // A count needs no warm-up: the short counted run cancels what a first run pays.
      const warm = load.warmupMs > 0 && !counted
      return {
        measure: slice(load.durationMs ?? 0),
        ...(warm ? { warmup: slice(load.warmupMs) } : {}),
      }
    })
  },
  // A counted slice runs under callgrind as long as it takes: nothing is known in advance.
  sliceMs: (invocation) => (invocation.counted ? undefined : invocation.benchtimeMs),
  label: (slice) => slice.targets[0] ?? "slice",
  script(slice, context, result) {
    const invocation = slice.invocation
    const args = goBinaryBenchArgs({
      benchmarks: [invocation.benchmark],
      count: 1,
      benchtime: goDuration(invocation.benchtimeMs),
    })
    const binary = context.preparedOf(goPackageKey(invocation))
    const into = cdInto(invocation.dir, invocation.package)
    if (invocation.counted && result !== undefined) {
      // CountGo.ts: natively for the benchtime to learn N, then under callgrind for 2 and N.
      const countedArgs = goBinaryBenchArgs({
        benchmarks: [invocation.benchmark],
        count: 1,
        benchtime: "1x",
      })
      // The benchtime is the script's: 2x, then "${n}x".
      const counted = (benchtime: string, word: string) =>
        `(${into} && export GOMAXPROCS=1 && export GODEBUG="\${GODEBUG:+$GODEBUG,}asyncpreemptoff=1" && export GOGC=off && export GOMEMLIMIT="\${GOMEMLIMIT:-${GO_MEMORY}}" && exec -- ${callgrindScriptWords(word)} "$${binary}" ${countedArgs.map((arg, i) => (countedArgs[i - 1] === "-test.benchtime" ? benchtime : shellQuote(arg))).join(" ")}) >${word}`
      return [
        `(${into} && exec -- "$${binary}" ${args.map(shellQuote).join(" ")}) >${result}.native`,
        `n=$(awk '/^Benchmark/ && $2 ~ /^[0-9]+$/ { print $2; exit }' ${result}.native)`,
        `[ "\${n:-0}" -ge ${MIN_LONG_OPS} ] || n=${MIN_LONG_OPS}`,
        counted(`${SHORT_OPS}x`, `${result}.short`),
        counted(`"\${n}x"`, result),
      ]
    }
    return [
      `(${into} && exec -- "$${binary}" ${args.map(shellQuote).join(" ")}) >${result ?? "/dev/null"}`,
    ]
  },
  prepare: {
    key: goPackageKey,
    what: (invocation) => `the go test binary of ${invocation.package}`,
    run(invocation, context) {
      const go = context.tools.get("go")
      if (go === undefined) {
        return Effect.fail(
          new RunnerFailed({ runner: "go", target: context.targets, detail: "no go was resolved" }),
        )
      }
      return buildGoTest(go, invocation, context.specDir, context.output, context.targets)
    },
    script: (invocation, output) => [
      `(${cdInto(invocation.dir, invocation.package)} && exec -- "$go" ${words(goTestCompileArgs(FILE_MARKER), FILE_MARKER, output)})`,
    ],
  },
  // The test binary is native code with its symbols and frame pointers: perf names its
  // functions (ADR 19), and one parser serves it, services and commands alike.
  profiled(invocation, profilers) {
    if (profilers.perf === undefined) return undefined
    return { invocation: { ...invocation, prefix: profilers.perf }, profiler: "perf" }
  },
  run(slice, context) {
    const invocation = slice.invocation
    const target = slice.targets.join(", ")
    const binary = context.prepared.get(preparedKey("go", goPackageKey(invocation)))
    if (binary === undefined) {
      return Effect.fail(
        new RunnerFailed({ runner: "go", target, detail: "no go test binary was built" }),
      )
    }
    const valgrind = context.tools.get(COUNT_TOOL.tool)
    if (invocation.counted) {
      if (valgrind === undefined) {
        return Effect.fail(
          new RunnerFailed({ runner: "go", target, detail: "no valgrind was resolved" }),
        )
      }
      return countGo(binary, invocation, {
        target: slice.targets[0] ?? "",
        specDir: context.specDir,
        valgrind,
        scratch: context.scratch,
        ...(context.round === undefined ? {} : { round: context.round }),
      }).pipe(
        Effect.map(({ values, elapsedMs, requests }) => ({
          ...oneTarget(slice.targets[0] ?? "", values, elapsedMs, requests),
          counted: true as const,
        })),
      )
    }
    return runGo(binary, invocation, target, context.specDir).pipe(
      Effect.map(({ values, elapsedMs, requests }) =>
        oneTarget(slice.targets[0] ?? "", values, elapsedMs, requests),
      ),
    )
  },
}
