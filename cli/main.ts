/**
 * The benchgate CLI: parses the command line, runs one command as an Effect, and turns its
 * outcome into output and an exit code. Ctrl-C interrupts the command, which stops every target
 * it started; nothing is stored for an interrupted run.
 */
import { Effect, Fiber } from "effect"
import type { Exiting } from "../core/ExitCode.ts"
import { redact } from "../core/Secrets.ts"
import { command } from "./Commands.ts"
import { ending } from "./Explain.ts"
import { programName } from "./Program.ts"

/**
 * The program: every error it can fail with says its own exit code (core/ExitCode.ts
 * `Exiting`), so an error class without one is a type error here, not a silent exit 3.
 */
const program = (argv: ReadonlyArray<string>): Effect.Effect<number, Exiting> => command(argv)

// A single executable (release/executables.ts) is also a whole bun when BUN_BE_BUN is set: the
// processes it starts as bun (`bun test` of the bun runner, the target supervisor's `bun -e`)
// run process.execPath, which is then this executable, and inherit the variable.
if (Bun.main.startsWith("/$bunfs/")) process.env.BUN_BE_BUN = "1"

// The handlers come first: Effect.runFork runs the command synchronously up to its first wait,
// and a signal before a handler exists kills the process outright — between a probe file's
// write and its removal (cli/OutputPaths.ts), as a merge killed 141 ms in once did. With the
// handler installed, the signal waits for that stretch to end and then interrupts the fiber.
let fiber: Fiber.RuntimeFiber<number, Exiting> | undefined
let interrupted = false
const interrupt = () => {
  if (interrupted) return
  interrupted = true
  process.stderr.write(`\n${programName()}: interrupted; stopping targets\n`)
  if (fiber !== undefined) Effect.runFork(Fiber.interrupt(fiber))
}
process.on("SIGINT", interrupt)
process.on("SIGTERM", interrupt)
fiber = Effect.runFork(program(process.argv.slice(2)))

// Not a top-level await: the launcher's bundle is CommonJS, for its bytecode (./bench).
Effect.runPromise(Fiber.await(fiber)).then((exit) => {
  const { code, text } = ending(exit)
  // No secret (`{env.NAME}` value, URL password) in any message: core/Secrets.ts.
  if (text !== undefined) process.stderr.write(`${redact(text)}\n`)
  process.exitCode = code
})
