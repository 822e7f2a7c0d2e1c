/**
 * `perf record` on a running target's processes, or around a command (Linux perf, from the distribution's
 * linux-perf package): a software clock event, so it works on virtual machines without
 * hardware counters, at SAMPLE_HZ with frame-pointer call graphs (Go keeps frame pointers;
 * native code built without them shows shallower stacks). It stamps samples with the wall
 * clock (CLOCK_REALTIME, as Bun's profiler does), so one recording of a launch serves every
 * slice measured during it, cut by the slices' windows.
 */
import { Effect, type Scope } from "effect"
import { spawnCollect } from "../core/Spawn.ts"
import type { Window } from "./CpuProfile.ts"
import { perfScriptStacks } from "./PerfScript.ts"
import type { Stacks } from "./Stacks.ts"

/** Samples per second of CPU time: about one per millisecond, as Bun's profiler takes. */
const SAMPLE_HZ = 999
/** How long perf may take to write its file after SIGINT, and `perf script` to read it. */
const STOP_MS = 10_000
const SCRIPT_MS = 60_000

/** `perf record` into `file` with benchgate's settings; the caller adds what to record. */
export const perfRecordArgs = (perf: string, file: string): string[] => [
  perf,
  "record",
  "--quiet",
  "-k",
  "CLOCK_REALTIME",
  "-e",
  "cpu-clock",
  "-F",
  String(SAMPLE_HZ),
  "-g",
  "-o",
  file,
]

/** The perf program, when the machine has one that can record. */
export const perfProgram = (): string | undefined => Bun.which("perf") ?? undefined

/**
 * Records the processes `pids` into `file` for as long as the scope is open; closing the
 * scope stops perf with SIGINT (it then writes the file) and waits for it, then kills what is
 * left. Fails with perf's own words when it exits at once (no permission, no such process).
 */
export const perfRecording = (
  perf: string,
  pids: ReadonlyArray<number>,
  file: string,
): Effect.Effect<void, string, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        const child = Bun.spawn([...perfRecordArgs(perf, file), "-p", pids.join(",")], {
          stdin: "ignore",
          stdout: "ignore",
          stderr: "pipe",
          detached: true,
        })
        // perf that cannot record exits within moments; one that can keeps running.
        const early = await Promise.race([child.exited, Bun.sleep(300).then(() => undefined)])
        if (early !== undefined) {
          const why = (await new Response(child.stderr).text()).trim().split("\n").slice(-2)
          throw new Error(why.join(" ") || `perf record exited with ${early}`)
        }
        return child
      },
      catch: (cause) => (cause instanceof Error ? cause.message : String(cause)),
    }),
    (child) =>
      Effect.promise(async () => {
        child.kill("SIGINT")
        const stopped = await Promise.race([
          child.exited.then(() => true),
          Bun.sleep(STOP_MS).then(() => false),
        ])
        if (!stopped) {
          try {
            process.kill(-child.pid, "SIGKILL")
          } catch {
            // already gone
          }
        }
      }),
  )

/** The samples of a perf recording, split into the windows (epoch µs). */
export const perfStacks = (
  perf: string,
  file: string,
  windows: ReadonlyArray<Window>,
): Effect.Effect<Stacks[], string> =>
  spawnCollect(
    [perf, "script", "-F", "comm,tid,time,ip,sym,dso", "-i", file],
    {
      cwd: ".",
      env: process.env,
      timeoutMs: SCRIPT_MS,
      keepChars: 500_000_000,
    },
    () => `perf script took longer than ${SCRIPT_MS / 1000} s`,
    (cause) => `perf script could not start: ${String(cause)}`,
  ).pipe(
    Effect.flatMap((done) =>
      done.code === 0
        ? Effect.succeed(perfScriptStacks(done.stdout, windows))
        : Effect.fail(`perf script failed: ${done.stderr.trim().split("\n").slice(-1)[0] ?? ""}`),
    ),
  )
