/**
 * The CLI run in this process against a scripted world (test/support/ScriptedWorld.ts): the
 * same commands, flags, store, reports and exit codes as `./bench`, but every target "starts"
 * at once and every slice answers what the test scripts. For tests of what the CLI does with
 * measurements — shards and merges, reports, stored runs — where which server measured them
 * does not matter; the real tools keep tests of their own.
 *
 * Runs one command at a time: it changes the process's working directory, environment and
 * standard output while the command runs, and restores them after.
 */
import { Effect } from "effect"
import { command } from "../../cli/Commands.ts"
import { ending } from "../../cli/Explain.ts"
import { redact } from "../../core/Secrets.ts"
import { RunWorld, type World } from "../../run/RunWorld.ts"
import type { Ran } from "./Running.ts"

type Write = typeof process.stdout.write

/** Collects what is written to `stream` until the returned function restores it. */
const capture = (stream: NodeJS.WriteStream, into: string[]) => {
  const write = stream.write
  stream.write = ((chunk: string | Uint8Array) => {
    into.push(typeof chunk === "string" ? chunk : new TextDecoder().decode(chunk))
    return true
  }) as Write
  return () => {
    stream.write = write
  }
}

export const runCliInProcess = async (
  args: ReadonlyArray<string>,
  options: {
    readonly cwd: string
    /** The world the run loop measures; absent, the live one (real processes and tools). */
    readonly world?: World
    readonly env?: Readonly<Record<string, string>>
  },
): Promise<Ran> => {
  const started = performance.now()
  const env = { NO_COLOR: "1", ...options.env }
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]))
  const cwd = process.cwd()
  const stdout: string[] = []
  const stderr: string[] = []
  Object.assign(process.env, env)
  process.chdir(options.cwd)
  const restoreOut = capture(process.stdout, stdout)
  const restoreErr = capture(process.stderr, stderr)
  let code: number
  try {
    const ended = ending(
      await Effect.runPromiseExit(
        options.world === undefined
          ? command(args)
          : Effect.provideService(command(args), RunWorld, options.world),
      ),
    )
    // As cli/main.ts writes it.
    if (ended.text !== undefined) stderr.push(`${redact(ended.text)}\n`)
    code = ended.code
  } finally {
    restoreErr()
    restoreOut()
    process.chdir(cwd)
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
  return {
    code,
    stdout: stdout.join(""),
    stderr: stderr.join(""),
    elapsedMs: performance.now() - started,
  }
}
