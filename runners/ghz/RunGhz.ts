/**
 * Runs ghz for one slice and normalises its JSON report to catalogue metrics (the gRPC twin of
 * RunOha.ts). ghz runs in the target's directory, where its protos, protoset and CA file are
 * (relative paths in the spec are relative to it). A run that writes no report fails with the
 * reason ghz gave (runners/ghz/GhzFailure.ts): the target died after its preflight, say.
 *
 * Bounded like an oha slice (RunOha.ts): every call times out after REQUEST_TIMEOUT_MS unless
 * the input sets a timeout, and a slice without one OK call fails the run.
 *
 * ghz runs in its own process group, killed on interruption or after the time limit. Its whole
 * stdout is kept: the report has one `details` entry per call (about 150 bytes each, megabytes
 * for a long fast slice), which run/Spawn.ts would cut to its last megabyte.
 */
import { Effect, Either } from "effect"
import type { TargetValues } from "../../core/Slice.ts"
import { spawnCollect } from "../../core/Spawn.ts"
import { loadTimeLimitMs, noSuccess, REQUEST_TIMEOUT_MS } from "../LoadLimits.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { type GhzCommandInput, ghzArgs } from "./GhzCommand.ts"
import { classifyGhzFailure } from "./GhzFailure.ts"
import { ghzMetrics, ghzStatusCounts } from "./GhzMetrics.ts"
import { decodeGhzJson } from "./GhzReport.ts"

/**
 * How long one ghz run may take: its duration, the in-flight calls it waits for
 * (`--duration-stop=wait`, each bounded by the call timeout, REQUEST_TIMEOUT_MS unless the
 * input sets one), and start-up.
 */
const ghzTimeLimitMs = (input: GhzCommandInput): number =>
  loadTimeLimitMs(input.durationMs, input.timeoutMs ?? REQUEST_TIMEOUT_MS)

/**
 * ghz's JSON report is its stdout, and grows with its error distribution and details: it is
 * kept whole up to this size (a cut report would not parse).
 */
const REPORT_LIMIT_CHARS = 256_000_000

/**
 * ghz 0.121's worker ticker can send on a channel its pacer already closed when the slice ends
 * before the ticker's goroutine first runs (load/worker_ticker.go:41, `Run` after `Finish`): on a
 * starved CPU and a short slice ghz panics with "send on closed channel" having measured nothing
 * wrong. Such a run is made again, at most this many times.
 */
const TICKER_RACE = "panic: send on closed channel"
const TICKER_RACE_RETRIES = 2

/** Whether a failed ghz run is the ticker race above (its stderr). */
const isTickerRace = (stderr: string): boolean =>
  stderr.includes(TICKER_RACE) && stderr.includes("load.(*ConstWorkerTicker).Run")

/** Runs ghz in `cwd`; interruption (Ctrl-C) or the time limit kills its process group. */
export const runGhz = (
  ghz: string,
  target: string,
  input: GhzCommandInput,
  cwd: string,
): Effect.Effect<TargetValues, RunnerFailed> =>
  Effect.gen(function* () {
    const failed = (detail: string) => new RunnerFailed({ runner: "ghz", target, detail })
    input = { ...input, timeoutMs: input.timeoutMs ?? REQUEST_TIMEOUT_MS }
    const limitMs = ghzTimeLimitMs(input)
    const once = spawnCollect(
      [ghz, ...ghzArgs(input)],
      { cwd, env: process.env, timeoutMs: limitMs, keepChars: REPORT_LIMIT_CHARS },
      () => failed(`did not finish within ${limitMs / 1000} s; is the target hanging?`),
      (cause) => failed(`could not start ${ghz}: ${String(cause)}`),
    )
    let finished = yield* once
    for (let retry = 0; retry < TICKER_RACE_RETRIES && isTickerRace(finished.stderr); retry++) {
      finished = yield* once
    }
    if (finished.code !== 0) {
      const failure = classifyGhzFailure(
        `${input.call} at ${input.target.address}`,
        finished.code ?? -1,
        finished.stderr || finished.stdout,
      )
      return yield* failed(failure.message)
    }
    const report = yield* decodeGhzJson(finished.stdout).pipe(
      Either.mapLeft((invalid) =>
        failed(`its JSON output is not what ghz 0.121 writes: ${invalid.message}`),
      ),
    )
    const counts = ghzStatusCounts(report)
    if ((counts.byCode.OK ?? 0) === 0) {
      const answers = [
        ...Object.entries(counts.byCode),
        ...Object.entries(counts.unrecognised),
      ].map(([status, n]) => [status, n ?? 0] as const)
      return yield* failed(
        counts.calls === 0
          ? `the target answered no call within the slice and the ${(input.timeoutMs ?? REQUEST_TIMEOUT_MS) / 1000} s call timeout`
          : noSuccess(counts.calls, answers) +
              ((counts.byCode.DEADLINE_EXCEEDED ?? 0) > 0
                ? `; calls time out after ${(input.timeoutMs ?? REQUEST_TIMEOUT_MS) / 1000} s`
                : ""),
      )
    }
    return {
      values: ghzMetrics(report, input.timeoutMs),
      elapsedMs: finished.elapsedMs,
      requests: counts.byCode.OK ?? 0,
    }
  })
