/**
 * Whole-process timing of one command run: spawn, wait, check the exit code, and measure wall
 * time, user and system CPU time and, optionally, peak resident memory.
 *
 * What this machine does (bun 1.4.5, Linux 2 cores; checked by test/runners/command/):
 * - wall: performance.now() from just before Bun.spawn until `exited` resolves. Includes
 *   fork/exec and the dynamic loader — what a user waiting for a CLI sees.
 * - user_cpu, sys_cpu: Bun's `resourceUsage().cpuTime` (wait4's rusage: the process and every
 *   descendant it waited for), microseconds → ms. Their sum is the precise CPU time; Linux
 *   splits it between user and system by sampling at timer ticks, so for a run of a few ms one
 *   of them can read 0 (seen here for a 20 ms bun start-up). On a loaded machine wall is well
 *   above CPU (a CPU-bound child got half a core at load 7 on 2 cores).
 * - peak_rss: Bun's `resourceUsage().maxRSS` is NOT usable: Linux carries the RSS high-water
 *   mark across exec, and Bun's spawn starts the child from Bun's own memory image, so `true`
 *   reports benchgate's peak (~25 MB for an idle bun, 326 MB after it allocated 300 MB) instead
 *   of its own ~1 MB. So peak_rss is measured only when `gnuTime` is given: the command then runs
 *   under GNU time (`time -f %M -o FILE -- argv`), which forks from its own ~1 MB image and
 *   reports the child's ru_maxrss in KB. The wrapper's fork and exec are then part of wall and
 *   CPU: about +0.5 ms wall and +0.5 ms CPU per run here, the same for every target.
 *
 * The child runs in its own process group (`detached`), so a timeout or an interruption kills
 * it and everything it started (with GNU time: the wrapper and the command).
 */
import { existsSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Data, Effect, Option } from "effect"
import { diskFullNote } from "../../core/DiskFull.ts"
import type { MetricName, MetricValues } from "../../core/Metric.ts"
import { probe } from "../../core/Spawn.ts"
import { stampedAnswer } from "../../tools/StampedAnswer.ts"
import { cacheRoot } from "../../tools/Toolchain.ts"

export interface CommandInput {
  /** The command and its arguments; argv[0] is looked up on PATH. */
  readonly argv: ReadonlyArray<string>
  readonly cwd?: string
  /** Added to benchgate's environment. */
  readonly env?: Readonly<Record<string, string>>
  /** Kill the run after this long (default 60 s). */
  readonly timeoutMs?: number
  /** Exit codes that count as success (default: only 0). */
  readonly okExitCodes?: ReadonlyArray<number>
  /** GNU time binary (findGnuTime); set to measure peak_rss. */
  readonly gnuTime?: string
  /**
   * Where GNU time writes its figures (default the temp directory): the spec's scratch
   * directory, so a benchgate killed mid-run leaves one folder behind, not loose files.
   */
  readonly scratch?: string
}

/**
 * The catalogue metrics this runner produces: wall, user_cpu, sys_cpu in ms; peak_rss in bytes
 * (only with GNU time).
 */
export const COMMAND_METRICS = [
  "wall",
  "user_cpu",
  "sys_cpu",
  "peak_rss",
] as const satisfies ReadonlyArray<MetricName>

export type CommandValues = Pick<MetricValues, (typeof COMMAND_METRICS)[number]>

/**
 * - `exit`: a non-zero exit code (`exitCode`; with GNU time, 127 means "not found");
 * - `signal`: killed by a signal it did not get from us;
 * - `spawn`: could not start (not found, not executable) — only without GNU time;
 * - `timeout`: still running after timeoutMs; killed with its process group;
 * - `unmeasured`: it ran, but GNU time wrote no readable peak RSS.
 */
export class CommandFailed extends Data.TaggedError("CommandFailed")<{
  readonly reason: "exit" | "signal" | "spawn" | "timeout" | "unmeasured"
  readonly argv: ReadonlyArray<string>
  readonly exitCode?: number
  readonly signal?: string
  /** The last lines of its stderr. */
  readonly stderrTail: string
  readonly message: string
}> {}

const DEFAULT_TIMEOUT_MS = 60_000
const STDERR_TAIL_LINES = 10
const STDERR_KEEP_BYTES = 16_384

/**
 * GNU time's path if this machine has it (`/usr/bin/time`, the Debian `time` package). Whether
 * a candidate is GNU's is kept while the file is unchanged: asking it costs `bench compile` a
 * process.
 */
export const findGnuTime = (candidates = ["/usr/bin/time"]): Effect.Effect<string | undefined> =>
  Effect.findFirst(candidates, (path) =>
    existsSync(path)
      ? Effect.map(
          stampedAnswer(
            path,
            join(cacheRoot(), "probes", `time-${Bun.hash(path).toString(16)}`),
            Effect.map(probe([path, "--version"]), (out) =>
              out === undefined
                ? undefined
                : `${out.stdout}${out.stderr}`.includes("GNU")
                  ? "GNU"
                  : "other",
            ),
          ),
          (answer) => answer === "GNU",
        )
      : Effect.succeed(false),
  ).pipe(Effect.map(Option.getOrUndefined))

/** The argv actually spawned: the command, or GNU time wrapping it. */
const spawnArgv = (input: CommandInput, rssFile: string): ReadonlyArray<string> =>
  input.gnuTime === undefined
    ? input.argv
    : [input.gnuTime, "-f", "%M", "-o", rssFile, "--", ...input.argv]

/**
 * GNU time's `-o` file → peak RSS in bytes. With a non-zero exit it writes "Command exited with
 * non-zero status N" first; the number is on the last line. %M is in KB (GNU time ≥ 1.8; 1.7
 * reported 4× too much).
 */
const parseGnuTimeRss = (text: string): number | undefined => {
  const last = text.trim().split("\n").at(-1)?.trim() ?? ""
  return /^\d+$/.test(last) ? Number(last) * 1024 : undefined
}

const tail = (bytes: string): string =>
  bytes.trimEnd().split("\n").slice(-STDERR_TAIL_LINES).join("\n")

/** Reads a stream to the end, keeping only the last STDERR_KEEP_BYTES characters. */
const readTail = async (stream: ReadableStream<Uint8Array>): Promise<string> => {
  const decoder = new TextDecoder()
  let text = ""
  for await (const chunk of stream) {
    text += decoder.decode(chunk, { stream: true })
    if (text.length > 2 * STDERR_KEEP_BYTES) text = text.slice(-STDERR_KEEP_BYTES)
  }
  return text.slice(-STDERR_KEEP_BYTES)
}

const describe = (argv: ReadonlyArray<string>): string =>
  argv.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : JSON.stringify(arg))).join(" ")

interface Finished {
  readonly wallMs: number
  readonly exitCode: number | null
  readonly signal: string | null
  readonly stderr: string
  readonly userUs: number
  readonly systemUs: number
}

type Spawned =
  | { readonly _tag: "finished"; readonly finished: Finished }
  | { readonly _tag: "spawn-error"; readonly cause: unknown }

/** Spawns `argv` in its own process group; interruption kills the group. */
const spawnAndWait = (argv: ReadonlyArray<string>, input: CommandInput): Effect.Effect<Spawned> =>
  Effect.async<Spawned>((resume) => {
    let child: Bun.Subprocess<"ignore", "ignore", "pipe">
    const started = performance.now()
    try {
      child = Bun.spawn([...argv], {
        ...(input.cwd === undefined ? {} : { cwd: input.cwd }),
        env: { ...process.env, ...input.env },
        stdin: "ignore",
        stdout: "ignore",
        stderr: "pipe",
        detached: true,
      })
    } catch (cause) {
      resume(Effect.succeed({ _tag: "spawn-error", cause }))
      return
    }
    const stderr = readTail(child.stderr)
    void child.exited.then(async () => {
      const wallMs = performance.now() - started
      const usage = child.resourceUsage()
      resume(
        Effect.succeed({
          _tag: "finished",
          finished: {
            wallMs,
            exitCode: child.exitCode,
            signal: child.signalCode === null ? null : String(child.signalCode),
            stderr: await stderr,
            userUs: Number(usage?.cpuTime.user ?? Number.NaN),
            systemUs: Number(usage?.cpuTime.system ?? Number.NaN),
          },
        }),
      )
    })
    return Effect.sync(() => {
      try {
        process.kill(-child.pid, "SIGKILL")
      } catch {
        // already gone
      }
    })
  })

/** A failed run as CommandFailed: what happened, with the tail of its stderr. */
const failed = (
  argv: ReadonlyArray<string>,
  reason: CommandFailed["reason"],
  detail: string,
  stderr: string,
  extra: { exitCode?: number; signal?: string },
): CommandFailed => {
  const stderrTail = tail(stderr)
  return new CommandFailed({
    reason,
    argv,
    ...extra,
    stderrTail,
    message: `${describe(argv)}: ${detail}${stderrTail === "" ? "" : `\n${stderrTail}`}`,
  })
}

/** The peak RSS GNU time wrote to `rssFile`, or why there is none. */
const peakRss = (
  rssFile: string,
  rssDir: string,
): { readonly rss: number } | { readonly why: string } => {
  const text = existsSync(rssFile) ? readFileSync(rssFile, "utf8") : ""
  const rss = parseGnuTimeRss(text)
  if (rss !== undefined) return { rss }
  // A full file system leaves the file empty: say so rather than only that it is.
  const full = text === "" ? diskFullNote(rssDir) : undefined
  return { why: `GNU time wrote no peak RSS: ${full ?? JSON.stringify(text)}` }
}

let runCounter = 0

/** Runs the command once and measures it; see the file comment for each metric. */
export const runCommand = (input: CommandInput): Effect.Effect<CommandValues, CommandFailed> => {
  if (input.argv.length === 0) return Effect.die(new Error("runCommand: argv is empty"))
  runCounter += 1
  const rssDir = input.scratch ?? tmpdir()
  const rssFile = join(rssDir, `benchgate-rss-${process.pid}-${runCounter}`)
  const timeoutMs = input.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const fail = (
    reason: CommandFailed["reason"],
    detail: string,
    stderr: string,
    extra: { exitCode?: number; signal?: string } = {},
  ) => failed(input.argv, reason, detail, stderr, extra)

  return Effect.gen(function* () {
    const spawned = yield* spawnAndWait(spawnArgv(input, rssFile), input).pipe(
      Effect.timeoutFail({
        duration: timeoutMs,
        onTimeout: () => fail("timeout", `still running after ${timeoutMs} ms; killed`, ""),
      }),
    )
    if (spawned._tag === "spawn-error") {
      return yield* fail("spawn", `could not start: ${String(spawned.cause)}`, "")
    }
    const run = spawned.finished
    if (run.signal !== null) {
      return yield* fail("signal", `killed by ${run.signal}`, run.stderr, { signal: run.signal })
    }
    if (run.exitCode === null || !(input.okExitCodes ?? [0]).includes(run.exitCode)) {
      const code = run.exitCode ?? -1
      return yield* fail("exit", `exited with code ${code}`, run.stderr, { exitCode: code })
    }
    const values: CommandValues = {
      wall: run.wallMs,
      user_cpu: run.userUs / 1000,
      sys_cpu: run.systemUs / 1000,
    }
    if (input.gnuTime !== undefined) {
      const peak = peakRss(rssFile, rssDir)
      if ("why" in peak) return yield* fail("unmeasured", peak.why, run.stderr)
      values.peak_rss = peak.rss
    }
    return values
  }).pipe(Effect.ensuring(Effect.sync(() => rmSync(rssFile, { force: true }))))
}
