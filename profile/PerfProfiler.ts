/**
 * `perf record` on a running target's processes, or around a command (Linux perf, from the distribution's
 * linux-perf package): a software clock event, so it works on virtual machines without
 * hardware counters, at SAMPLE_HZ with frame-pointer call graphs (Go keeps frame pointers;
 * native code built without them shows shallower stacks). It stamps samples with the wall
 * clock (CLOCK_REALTIME, as Bun's profiler does), so one recording of a launch serves every
 * slice measured during it, cut by the slices' windows.
 */
import { Duration, Effect, Option, type Scope } from "effect"
import { spawnCollect } from "../core/Spawn.ts"
import type { Window } from "./CpuProfile.ts"
import { perfScriptStacks } from "./PerfScript.ts"
import type { Stacks } from "./Stacks.ts"

/** Samples per second of CPU time: about one per millisecond, as Bun's profiler takes. */
const SAMPLE_HZ = 999
/** How long perf may take to write its file after SIGINT, and `perf script` to read it. */
const STOP_MS = 10_000
const SCRIPT_MS = 60_000

/**
 * `perf record` into `file` with benchgate's settings; the caller adds what to record. No BPF
 * events: reading every loaded BPF program doubled each recording of a short command (1.18 s
 * against 0.57 s for a 0.27 s Go program, 2026-11-29), and no profile names BPF code.
 */
export const perfRecordArgs = (perf: string, file: string): string[] => [
  perf,
  "record",
  "--quiet",
  "--no-bpf-event",
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
    Effect.try({
      try: () =>
        Bun.spawn([...perfRecordArgs(perf, file), "-p", pids.join(",")], {
          stdin: "ignore",
          stdout: "ignore",
          stderr: "pipe",
          detached: true,
        }),
      catch: (cause) => `perf record could not start: ${String(cause)}`,
    }).pipe(
      // perf that cannot record exits within moments; one that can keeps running.
      Effect.tap((child) =>
        exitedWithin(child, 300).pipe(
          Effect.flatMap(
            Option.match({
              onNone: () => Effect.void,
              onSome: (code) =>
                Effect.promise(() => new Response(child.stderr).text()).pipe(
                  Effect.flatMap((stderr) => {
                    const why = stderr.trim().split("\n").slice(-2).join(" ")
                    return Effect.fail(why || `perf record exited with ${code}`)
                  }),
                ),
            }),
          ),
        ),
      ),
    ),
    // The wait is an Effect timeout, not a raced sleep: a sleep left pending after perf exits
    // kept the whole check alive for STOP_MS after its report.
    (child) =>
      Effect.sync(() => child.kill("SIGINT")).pipe(
        Effect.zipRight(exitedWithin(child, STOP_MS)),
        Effect.flatMap((exited) =>
          Option.isSome(exited) ? Effect.void : Effect.sync(() => killGroup(child.pid)),
        ),
      ),
  )

/**
 * The exit code when the process ends within `ms`. Interruptible inside acquire and release
 * (which are not): otherwise the timeout could not stop the wait.
 */
const exitedWithin = (child: Bun.Subprocess, ms: number): Effect.Effect<Option.Option<number>> =>
  Effect.promise(() => child.exited).pipe(
    Effect.interruptible,
    Effect.timeoutOption(Duration.millis(ms)),
  )

const killGroup = (pid: number) => {
  try {
    process.kill(-pid, "SIGKILL")
  } catch {
    // already gone
  }
}

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
