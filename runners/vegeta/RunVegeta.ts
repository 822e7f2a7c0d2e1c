/**
 * Runs one vegeta slice: `vegeta attack` with the target on stdin and binary results to a file
 * in the run's scratch directory, then `vegeta encode` to CSV, read and reduced to metrics
 * (VegetaResults.ts). Bounded like every load slice (runners/LoadLimits.ts); a slice without
 * one successful request fails, naming what the target answered.
 */
import { readFileSync, rmSync } from "node:fs"
import { join } from "node:path"
import { Effect, Either } from "effect"
import type { TargetValues } from "../../core/Slice.ts"
import { spawnCollect, tailLines } from "../../core/Spawn.ts"
import { loadTimeLimitMs, noSuccess } from "../LoadLimits.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import {
  type VegetaInput,
  vegetaAttackArgs,
  vegetaEncodeArgs,
  vegetaTarget,
} from "./VegetaCommand.ts"
import { parseVegetaCsv, vegetaAnswers, vegetaCounts, vegetaMetrics } from "./VegetaResults.ts"

let count = 0

/** Encoding a slice's results takes a fraction of the slice; this bounds it generously. */
const ENCODE_LIMIT_MS = 60_000

export const runVegeta = (
  vegeta: string,
  target: string,
  input: VegetaInput,
  scratch: string,
  bodyFile: string | undefined,
): Effect.Effect<TargetValues, RunnerFailed> =>
  Effect.gen(function* () {
    const failed = (detail: string) => new RunnerFailed({ runner: "vegeta", target, detail })
    count += 1
    const binary = join(scratch, `vegeta-${process.pid}-${count}.bin`)
    const csv = join(scratch, `vegeta-${process.pid}-${count}.csv`)
    const limitMs = loadTimeLimitMs(input.durationMs, input.timeoutMs)
    const options = { cwd: scratch, env: process.env }
    const cleanup = Effect.sync(() => {
      rmSync(binary, { force: true })
      rmSync(csv, { force: true })
    })
    return yield* Effect.gen(function* () {
      const attack = yield* spawnCollect(
        [vegeta, ...vegetaAttackArgs(input, { output: binary, ...(bodyFile ? { bodyFile } : {}) })],
        { ...options, timeoutMs: limitMs, stdin: vegetaTarget(input) },
        () => failed(`did not finish within ${limitMs / 1000} s; is the target hanging?`),
        (cause) => failed(`could not start ${vegeta}: ${String(cause)}`),
      )
      if (attack.code !== 0) {
        return yield* failed(tailLines(attack.stderr, 5) || `exited with code ${attack.code}`)
      }
      const encode = yield* spawnCollect(
        [vegeta, ...vegetaEncodeArgs(binary, csv)],
        { ...options, timeoutMs: ENCODE_LIMIT_MS },
        () => failed(`encoding the results did not finish within ${ENCODE_LIMIT_MS / 1000} s`),
        (cause) => failed(`could not start ${vegeta}: ${String(cause)}`),
      )
      if (encode.code !== 0) {
        return yield* failed(
          tailLines(encode.stderr, 5) || `encode exited with code ${encode.code}`,
        )
      }
      const results = yield* parseVegetaCsv(readFileSync(csv, "utf8")).pipe(
        Either.mapLeft((invalid) => failed(invalid.message)),
      )
      const counts = vegetaCounts(results)
      if (counts.ok === 0) {
        return yield* failed(
          results.length === 0
            ? `the target answered no request within the slice and the ${input.timeoutMs / 1000} s request timeout`
            : noSuccess(results.length, vegetaAnswers(results)),
        )
      }
      const values = vegetaMetrics(results, input.timeoutMs)
      return { values, elapsedMs: attack.elapsedMs, requests: counts.ok }
    }).pipe(Effect.ensuring(cleanup))
  })
