/**
 * The one way benchgate runs a program to its end: argv (never a shell), in its own process
 * group, optional text on its stdin, its output collected with the tail kept, bounded in time.
 * Interruption (Ctrl-C, a scope closing) or the time limit kills the whole group, so nothing a
 * tool or benchmark started outlives the check. Slices, builds, installs, version probes and
 * git all run through here; what runs as long as something else lasts (targets under their
 * supervisor, a timed command, perf attached to a target) is listed in docs/architecture.md.
 */
import { Effect } from "effect"

interface Finished {
  /** null when a signal ended it. */
  readonly code: number | null
  readonly signal: string | null
  readonly stdout: string
  readonly stderr: string
  readonly elapsedMs: number
}

interface SpawnOptions {
  readonly cwd: string
  /** The whole environment (not added to benchgate's). */
  readonly env: Readonly<Record<string, string | undefined>>
  readonly timeoutMs: number
  /** Written to the program's stdin, then closed (secrets reach tools this way, not argv). */
  readonly stdin?: string
  /**
   * Characters kept of each stream, the end of it (errors are at the end); default 1,000,000.
   * A tool whose whole report is its stdout (ghz's JSON) sets what the report may reach.
   */
  readonly keepChars?: number
}

/** Output kept per stream by default: the end of it, where errors are. */
const KEEP_CHARS = 1_000_000

const collect = async (stream: ReadableStream<Uint8Array>, keep: number): Promise<string> => {
  const decoder = new TextDecoder()
  let text = ""
  for await (const chunk of stream) {
    text += decoder.decode(chunk, { stream: true })
    if (text.length > 2 * keep) text = text.slice(-keep)
  }
  return text.slice(-keep)
}

const killGroup = (pid: number) => {
  try {
    process.kill(-pid, "SIGKILL")
  } catch {
    // already gone
  }
}

/**
 * Runs `argv` to the end; fails with `onTimeout()` after `timeoutMs` (the group is killed), and
 * with `onSpawnError` when it cannot start.
 */
export const spawnCollect = <E>(
  argv: ReadonlyArray<string>,
  options: SpawnOptions,
  onTimeout: () => E,
  onSpawnError: (cause: unknown) => E,
): Effect.Effect<Finished, E> =>
  Effect.async<Finished, E>((resume) => {
    const started = performance.now()
    let child: Bun.Subprocess<Blob | "ignore", "pipe", "pipe">
    try {
      child = Bun.spawn([...argv], {
        cwd: options.cwd,
        env: { ...options.env },
        stdin: options.stdin === undefined ? "ignore" : new Blob([options.stdin]),
        stdout: "pipe",
        stderr: "pipe",
        detached: true,
      })
    } catch (cause) {
      resume(Effect.fail(onSpawnError(cause)))
      return
    }
    const keep = options.keepChars ?? KEEP_CHARS
    void Promise.all([collect(child.stdout, keep), collect(child.stderr, keep), child.exited]).then(
      ([stdout, stderr]) =>
        resume(
          Effect.succeed({
            code: child.exitCode,
            signal: child.signalCode === null ? null : String(child.signalCode),
            stdout,
            stderr,
            elapsedMs: performance.now() - started,
          }),
        ),
    )
    return Effect.sync(() => killGroup(child.pid))
  }).pipe(Effect.timeoutFail({ duration: options.timeoutMs, onTimeout }))

/** How long a probe may take before its group is killed: a version, a git query. */
export const PROBE_TIMEOUT_MS = 10_000

interface ProbeOptions {
  /** Default: benchgate's working directory. */
  readonly cwd?: string
  /** The whole environment; default: benchgate's. */
  readonly env?: Readonly<Record<string, string | undefined>>
  /** Default PROBE_TIMEOUT_MS. */
  readonly timeoutMs?: number
}

/**
 * Runs a short question to a program (`--version`, `git rev-parse`) like any other spawn, for
 * callers to whom a program that cannot start or outruns its time is only "no answer":
 * undefined then, never a failure.
 */
export const probe = (
  argv: ReadonlyArray<string>,
  options: ProbeOptions = {},
): Effect.Effect<Finished | undefined> =>
  spawnCollect(
    argv,
    {
      cwd: options.cwd ?? process.cwd(),
      env: options.env ?? process.env,
      timeoutMs: options.timeoutMs ?? PROBE_TIMEOUT_MS,
    },
    () => undefined,
    () => undefined,
  ).pipe(Effect.orElseSucceed(() => undefined))

/** The last `lines` lines of some output, trimmed. */
export const tailLines = (text: string, lines = 10): string =>
  text.trim().split("\n").slice(-lines).join("\n")
