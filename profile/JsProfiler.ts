/**
 * Bun's and Node's own sampling profiler (`--cpu-prof`), for targets whose processes are
 * JavaScript runtimes: perf sees only addresses in their JIT code and their stripped binaries.
 * The flags reach every bun and node process of a launch through BUN_OPTIONS and NODE_OPTIONS,
 * so a command that is a script, a `bun run`, or a parent of the server is profiled as well as
 * `bun server.ts`. Both write the profile when the process exits normally; a preload makes
 * the TERM that stops a target an exit, so it is written then too — after the target's own
 * TERM handler, when it has one, so its cleanup (temporary files, child processes) still runs.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { Either } from "effect"
import { cpuProfileStacks, type Window } from "./CpuProfile.ts"
import type { Stacks } from "./Stacks.ts"

/**
 * How long a profiled process with its own TERM handler has to exit by itself before the
 * preload ends it; the profiled launch's stop waits longer (run/ProfiledRounds.ts).
 */
const PRELOAD_EXIT_MS = 5_000

/** Executables whose samples only their own profiler can name. */
export const JS_RUNTIMES: ReadonlySet<string> = new Set(["bun", "node", "nodejs"])

const PRELOAD = `// benchgate: a profiled launch exits on TERM, so --cpu-prof writes its profile. A process
// with a handler of its own runs it first (its cleanup, which ends in an exit); one that has
// not exited PRELOAD_EXIT_MS later is ended here.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    if (process.listenerCount(signal) === 1) process.exit(0)
    setTimeout(() => process.exit(0), ${PRELOAD_EXIT_MS}).unref()
  })
}
`

/** The sampling interval, µs: Bun's and Node's default. */
const INTERVAL_US = 1000

/**
 * The environment a launch profiled into `dir` gets, on top of its own. `dir` must not
 * contain spaces: BUN_OPTIONS and NODE_OPTIONS are split on them.
 */
export const jsProfileEnv = (
  dir: string,
  env: Readonly<Record<string, string>>,
): Record<string, string> => {
  if (/\s/.test(dir)) throw new Error(`a profile folder cannot contain spaces: ${dir}`)
  mkdirSync(join(dir, "cpu"), { recursive: true })
  const preload = join(dir, "exit-on-term.cjs")
  writeFileSync(preload, PRELOAD)
  const flags = `--cpu-prof --cpu-prof-dir=${join(dir, "cpu")} --cpu-prof-interval=${INTERVAL_US}`
  const joined = (name: string, own: string) =>
    [env[name] ?? process.env[name], own].filter((v) => v !== undefined && v !== "").join(" ")
  return {
    ...env,
    // JavaScriptCore's sampler names an inlined function's samples after its caller: with
    // inlining off, the samples name the function the source does. The profiled rounds run
    // slower for it (about 12% on a small server); the measured rounds never do.
    BUN_JSC_maximumInliningDepth: "1",
    BUN_OPTIONS: joined("BUN_OPTIONS", `${flags} --preload=${preload}`),
    NODE_OPTIONS: joined("NODE_OPTIONS", `${flags} --require=${preload}`),
  }
}

/** The profiles the launch's processes wrote into `dir`, as file paths. */
export const jsProfileFiles = (dir: string): string[] => {
  const cpu = join(dir, "cpu")
  if (!existsSync(cpu)) return []
  return readdirSync(cpu)
    .filter((f) => f.endsWith(".cpuprofile"))
    .sort()
    .map((f) => join(cpu, f))
}

/**
 * Every profile of the launch, split into the windows (epoch µs) and summed over processes;
 * `root` is the directory frame names are made relative to. Throws naming the file and field
 * when one is not a CPU profile.
 */
export const jsProfileStacks = (
  files: ReadonlyArray<string>,
  windows: ReadonlyArray<Window>,
  root: string,
): Stacks[] => {
  const sums = windows.map(() => new Map<string, number>())
  for (const file of files) {
    const parts = Either.getOrThrowWith(
      cpuProfileStacks(readFileSync(file, "utf8"), windows, root),
      (invalid) => new Error(`${file} is not a .cpuprofile: ${invalid.message}`),
    )
    for (const [i, part] of parts.entries()) {
      const into = sums[i] as Map<string, number>
      for (const [key, n] of part) into.set(key, (into.get(key) ?? 0) + n)
    }
  }
  return sums
}
