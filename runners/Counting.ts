/**
 * What every counting runner shares (`load: measure: "instructions"`, ADR 31): the process runs
 * under valgrind's callgrind, which counts the instructions it executes, and writes them, per
 * function and per call, to a file per process (profile/Callgrind.ts reads it).
 *
 * | option                         | why                                                          |
 * |--------------------------------|--------------------------------------------------------------|
 * | `--tool=callgrind`             | instruction counts with the call graph: the metric and the   |
 * |                                | per-function counts of the differential, from one run       |
 * | `-q`                           | valgrind's own lines stay off stderr; a failure's tail is the |
 * |                                | program's                                                    |
 * | `--callgrind-out-file=F.%p`    | one file per process, in the slice's folder                 |
 * | `--trace-children=yes`         | a command's children are counted too (a shell script, a     |
 * |                                | `bun run`), as user_cpu counts the children it waited for   |
 * | `--smc-check=all-non-file`     | code a JIT writes into anonymous memory (JavaScriptCore's)   |
 * |                                | is translated again when it changes: valgrind's advice for   |
 * |                                | JITs; `all` also checked the binaries' own code, and a bun   |
 * |                                | process took 11.1 s to import seed 000's handlers, not 8.1 s |
 * | `--instr-atstart=no`           | bun harness only: the imports and the warm-up run           |
 * |                                | uninstrumented, several times faster; the harness switches  |
 * |                                | counting on (a client request) just before its first window |
 * |                                | and off after its last                                      |
 *
 * A count moves between runs where a process's work depends on time or on the scheduler. What
 * removes most of that (measured 2026-11-27, valgrind 3.19, go 1.26.8, bun 1.4.5):
 * - Go: GOMAXPROCS=1 — with more Ps, idle Ps spin looking for work while valgrind runs one
 *   thread at a time; two runs of the same benchmark counted 1,466M and 122M instructions, with
 *   GOMAXPROCS=1 14.41M and 14.44M. GODEBUG=asyncpreemptoff=1 — callgrind 3.19 aborts on the
 *   signal Go's preemption sends (an assertion in its signal handling). GOGC=off — a collection
 *   starts when the heap reaches a size, not per operation, so the collector's share of an
 *   operation's count depended on how many operations ran, which the machine's speed picks
 *   (2026-11-29: 256 bytes allocated an operation counted 266, 430 and 477 instructions an
 *   operation over 5,000, 50,000 and 500,000 operations; with GOGC=off 281, 266 and 265). A count
 *   is then the operation's own work, its allocations included and the collector's not; the
 *   allocations are gated as allocs_per_op and bytes_per_op. GOMEMLIMIT (2 GiB unless set)
 *   still collects a run that would otherwise outgrow the machine.
 * - JavaScriptCore: compilation and collection on the main thread (useConcurrentJIT and
 *   useConcurrentGC off): per-call counts of three handlers moved 17–78% between processes
 *   with them on, 0.1–0.3% with them off; sweeping inside a collection and bun's collection
 *   timer off (a timer fires by wall time, which callgrind stretches): 1,000 calls of an
 *   Effect handler moved ±1.4% without them, ±0.35% with them; no optimising tiers (useDFGJIT
 *   off, which turns FTL off too) and the baseline JIT after 10 calls, so a short warm-up
 *   reaches the tier the count is taken in and no optimising compile lands in a counted
 *   window; Math.random's seed fixed; compiled code never dropped for its age (an age measured in
 *   wall time: a counted window of 13 calls of seed 000's RPC handler recompiled what a full
 *   collection before it had dropped, 25–40M instructions that moved with the machine's speed;
 *   docs/verdict-quality.md §8.7). A counted window should still span ~10 ms of native time.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { basename, dirname, join, relative } from "node:path"
import { JS_RUNTIMES } from "../profile/JsProfiler.ts"
import type { RunnerTool } from "./Runner.ts"

/** The catalogue metrics a counted slice reports. */
export const COUNTED_METRICS = ["instructions"] as const

/** valgrind, pinned in tools/pins.json and installed into the cache when a spec counts. */
export const COUNT_TOOL: RunnerTool = {
  tool: "valgrind",
  script: { variable: "valgrind", override: "VALGRIND" },
}

/** The file name callgrind writes a process's counts to, in the slice's folder. */
const OUT_PREFIX = "callgrind.out"

interface CallgrindOptions {
  /** Count the processes the program starts too (commands). */
  readonly children?: boolean
  /** Counting starts when the program asks for it (the bun harness's client request). */
  readonly startLater?: boolean
}

/** The words before the program: valgrind and its options, writing into `dir`. */
export const callgrindArgs = (
  valgrind: string,
  dir: string,
  options: CallgrindOptions = {},
): ReadonlyArray<string> => [
  valgrind,
  "--tool=callgrind",
  "-q",
  `--callgrind-out-file=${join(dir, `${OUT_PREFIX}.%p`)}`,
  "--smc-check=all-non-file",
  ...(options.children ? ["--trace-children=yes"] : []),
  ...(options.startLater ? ["--instr-atstart=no"] : []),
]

/**
 * The same words in a compiled script, `"$valgrind"` first, each process's counts written to
 * the result file's name (a shell word of ours) with `.PID` appended.
 */
export const callgrindScriptWords = (resultWord: string, options: CallgrindOptions = {}): string =>
  [
    `"$${COUNT_TOOL.script?.variable}"`,
    ...callgrindArgs("", "", options)
      .slice(1)
      .map((arg) =>
        arg.startsWith("--callgrind-out-file=") ? `--callgrind-out-file=${resultWord}.%p` : arg,
      ),
  ].join(" ")

/** JavaScriptCore's options for a counted bun process (see the file comment). */
export const JSC_COUNT_ENV: Readonly<Record<string, string>> = {
  BUN_JSC_useConcurrentJIT: "0",
  BUN_JSC_useConcurrentGC: "0",
  BUN_JSC_sweepSynchronously: "1",
  BUN_GC_TIMER_DISABLE: "1",
  BUN_JSC_useDFGJIT: "0",
  BUN_JSC_thresholdForJITAfterWarmUp: "10",
  BUN_JSC_thresholdForJITSoon: "10",
  BUN_JSC_forceWeakRandomSeed: "1",
  // Compiled code kept, however long ago it was made: JavaScriptCore drops code "of old age" by
  // wall time at a full collection, and callgrind stretches wall time fifty-fold, so code a
  // warm-up compiled was dropped before a window and compiled again inside it (seed 000's RPC
  // handler: 0.44M–3.05M instructions a call between processes; with these two, ±0.25%).
  BUN_JSC_forceCodeBlockLiveness: "1",
  BUN_JSC_useUnlinkedCodeBlockJettisoning: "0",
}

/** The heap a counted go process may grow to before its collector runs at all (GOGC=off). */
export const GO_MEMORY = "2GiB"

/** Go's settings for a counted process, its own GODEBUG and GOMEMLIMIT kept (the file comment). */
export const goCountEnv = (
  env: Readonly<Record<string, string | undefined>>,
): Record<string, string> => {
  const godebug = env.GODEBUG ? `${env.GODEBUG},asyncpreemptoff=1` : "asyncpreemptoff=1"
  return { GOMAXPROCS: "1", GODEBUG: godebug, GOGC: "off", GOMEMLIMIT: env.GOMEMLIMIT ?? GO_MEMORY }
}

/** Whether a command's program is a JavaScript runtime, which gets JSC_COUNT_ENV. */
export const isJsRuntime = (program: string): boolean =>
  JS_RUNTIMES.has(basename(program).replace(/\.exe$/, ""))

/** The callgrind files a counted run left in `dir`, one per process, oldest process first. */
export const callgrindFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir)
    .filter((name) => name.startsWith(`${OUT_PREFIX}.`))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .map((name) => join(dir, name))

/** The text of each callgrind file a counted run left in `dir`. */
export const callgrindTexts = (dir: string): ReadonlyArray<string> =>
  callgrindFiles(dir).map((file) => readFileSync(file, "utf8"))

/**
 * How long a counted process may run: callgrind runs code 50–150 times slower than the
 * machine, and JIT-compiled code slower still.
 */
export const COUNT_LIMIT_MS = 30 * 60_000

/**
 * The spec directory as its checkout sees it (relative to the nearest folder holding `.git`, a
 * worktree's file included), so a target and its base copy, the same spec in another checkout,
 * share what a counting runner learns once per benchmark (how many calls to count) and no
 * difference between them comes from how many; the directory itself outside a checkout.
 */
export const specInCheckout = (specDir: string): string => {
  for (let dir = specDir; ; dir = dirname(dir)) {
    if (existsSync(join(dir, ".git"))) return `${relative(dir, specDir) || "."} in a checkout`
    if (dirname(dir) === dir) return specDir
  }
}
