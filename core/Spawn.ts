/**
 * The one way benchgate runs a program to its end: argv (never a shell), in its own process
 * group, optional text on its stdin, its output collected with the tail kept, bounded in time.
 * Interruption (Ctrl-C, a scope closing) or the time limit kills the whole group, so nothing a
 * tool or benchmark started outlives the check.
 */
import { Effect } from "effect"

export interface Finished {
  /** null when a signal ended it. */
  readonly code: number | null
  readonly signal: string | null
  readonly stdout: string
  readonly stderr: string
  readonly elapsedMs: number
}

export interface SpawnOptions {
  readonly cwd: string
  /** The whole environment (not added to benchgate's). */
  readonly env: Readonly<Record<string, string | undefined>>
  readonly timeoutMs: number
  /** Written to the program's stdin, then closed (secrets reach tools this way, not argv). */
  readonly stdin?: string
}

/** Output kept per stream: the end of it, where errors are. */
const KEEP_CHARS = 1_000_000

const collect = async (stream: ReadableStream<Uint8Array>): Promise<string> => {
  const decoder = new TextDecoder()
  let text = ""
  for await (const chunk of stream) {
    text += decoder.decode(chunk, { stream: true })
    if (text.length > 2 * KEEP_CHARS) text = text.slice(-KEEP_CHARS)
  }
  return text.slice(-KEEP_CHARS)
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
    void Promise.all([collect(child.stdout), collect(child.stderr), child.exited]).then(
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

/** The last `lines` lines of some output, trimmed. */
export const tailLines = (text: string, lines = 10): string =>
  text.trim().split("\n").slice(-lines).join("\n")
