/**
 * The results runners (ADR 17): one per format a `results` target reads (Formats.ts) — numbers
 * a benchmark benchgate does not run wrote. A slice reads the target's files and takes the sample of its
 * round: round r is the r-th sample, so `load.rounds` says how many samples are judged, and a
 * file with fewer fails the run naming the target. A target's `command`, when set, is run once
 * per check before any round (the runner's preparation), in the spec's directory.
 */
import { Effect, Either } from "effect"
import { shellQuote } from "../../core/ShellQuote.ts"
import { type InvocationBase, oneTarget } from "../../core/Slice.ts"
import { type ResultsTarget, resultsKind } from "../../targets/results/ResultsTarget.ts"
import type { Runner } from "../Runner.ts"
import { RunnerFailed } from "../RunnerFailed.ts"
import { cdInto } from "../ScriptLines.ts"
import { FORMATS, type ResultsFormatName } from "./Formats.ts"
import { readSamples, sampleCount, sampleFor } from "./ReadResults.ts"
import { runResultsCommand } from "./ResultsCommand.ts"
import type { ResultsFormat } from "./Samples.ts"

interface ResultsInvocation extends InvocationBase {
  readonly runner: ResultsFormatName
  readonly file: string
  readonly benchmark?: string
  readonly command?: ReadonlyArray<string>
}

const resultsRunner = <F extends ResultsFormatName>({
  name: format,
  metrics,
}: ResultsFormat<F>): Runner<ResultsInvocation & { readonly runner: F }, ResultsTarget> => ({
  name: format,
  kind: resultsKind.name,
  metrics,
  tools: [],
  results: { extension: "txt", description: `the ${format} files read` },
  // Nothing is loaded: the samples were measured before the check.
  loadFields: [],
  plan(targets) {
    return targets.map((target) => ({
      measure: {
        targets: [target.name],
        invocation: {
          runner: format,
          ...(target.dir === undefined ? {} : { dir: target.dir }),
          file: target.file,
          ...(target.benchmark === undefined ? {} : { benchmark: target.benchmark }),
          ...(target.command === undefined ? {} : { command: target.command }),
        },
      },
    }))
  },
  sliceMs: () => 0,
  label: (slice) => slice.targets[0] ?? "slice",
  // The script copies the matching files; parsing them is the check's. The pattern is one
  // quoted word, expanded by the inner shell as a glob only (never run).
  script(slice, _context, result) {
    if (result === undefined) return []
    const { dir, file } = slice.invocation
    return [
      `(${cdInto(dir, undefined)} && bash -O nullglob -c 'cat -- $1' _ ${shellQuote(file)}) >${result}`,
    ]
  },
  prepare: {
    key: (invocation) => JSON.stringify([invocation.dir ?? "", invocation.command ?? []]),
    what: (invocation) =>
      invocation.command === undefined
        ? undefined
        : `the ${format} results of ${invocation.command.join(" ")}`,
    run: (invocation, context) =>
      invocation.command === undefined
        ? Effect.void
        : runResultsCommand(invocation.command, invocation.dir ?? context.specDir, context.targets),
    script: (invocation) =>
      invocation.command === undefined
        ? []
        : [
            `(${cdInto(invocation.dir, undefined)} && exec -- ${invocation.command.map(shellQuote).join(" ")}) >&2`,
          ],
  },
  recorded(slice, context) {
    const { file, benchmark, dir } = slice.invocation
    const count = Either.flatMap(readSamples(format, file, dir ?? context.specDir), (samples) =>
      sampleCount(samples, benchmark),
    )
    return Either.isRight(count)
      ? Effect.succeed(count.right)
      : Effect.fail(
          new RunnerFailed({
            runner: format,
            target: slice.targets[0] ?? file,
            detail: count.left,
          }),
        )
  },
  run(slice, context) {
    const target = slice.targets[0] ?? ""
    const { file, benchmark, dir } = slice.invocation
    const sample = Either.flatMap(readSamples(format, file, dir ?? context.specDir), (samples) =>
      sampleFor(samples, benchmark, context.round ?? 1),
    )
    return Either.isRight(sample)
      ? Effect.succeed(oneTarget(target, sample.right, 0))
      : Effect.fail(new RunnerFailed({ runner: format, target, detail: sample.left }))
  },
})

/** One runner per format of Formats.ts, named after it; runners/Registry.ts lists them all. */
export const resultsRunners = FORMATS.map(resultsRunner)
