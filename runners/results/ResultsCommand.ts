/**
 * A results target's `command`: the user's own benchmark, run once per check before its files
 * are read (`hyperfine --export-json …`, `go test -bench … > out.txt`). Run without a shell in
 * its own process group (core/Spawn.ts), so an interrupt stops it and what it started.
 */
import { Effect } from "effect"
import { spawnCollect, tailLines } from "../../core/Spawn.ts"
import { RunnerFailed } from "../RunnerFailed.ts"

/** A benchmark suite may take long; a hung one may not hold the check forever. */
const RESULTS_COMMAND_LIMIT_MS = 60 * 60_000

export const runResultsCommand = (
  command: ReadonlyArray<string>,
  cwd: string,
  targets: string,
): Effect.Effect<void, RunnerFailed> =>
  Effect.gen(function* () {
    const what = `running ${command.join(" ")}`
    const failed = (detail: string) =>
      new RunnerFailed({ runner: "results", target: targets, what, detail })
    const finished = yield* spawnCollect(
      command,
      { cwd, env: process.env, timeoutMs: RESULTS_COMMAND_LIMIT_MS },
      () => failed(`did not finish within ${RESULTS_COMMAND_LIMIT_MS / 60_000} minutes`),
      (cause) => failed(`could not start ${command[0]}: ${String(cause)}`),
    )
    if (finished.code !== 0) {
      const output = tailLines(`${finished.stdout}\n${finished.stderr}`, 20)
      return yield* failed(`exited with code ${finished.code ?? finished.signal}:\n${output}`)
    }
  })
