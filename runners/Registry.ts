/**
 * The registry of runners: the one place that lists them. A new runner is a folder under
 * runners/ and one line here; the pipeline (decode, plan, emit, run, reports) asks this module.
 * The first runner of a target kind is that kind's default; a target chooses another with
 * `runner` (docs/adr/0013-runner-interface.md).
 */
import type { MetricName } from "../core/Metric.ts"
import type { InvocationBase, SliceOf } from "../core/Slice.ts"
import { startedServerOf, type Target, type TargetKindName } from "../targets/Registry.ts"
import { bunRunner } from "./bun/BunRunner.ts"
import { COUNT_TOOL, COUNTED_METRICS } from "./Counting.ts"
import { commandRunner } from "./command/CommandRunner.ts"
import { ghzRunner } from "./ghz/GhzRunner.ts"
import { goRunner } from "./go/GoRunner.ts"
import { ohaRunner } from "./oha/OhaRunner.ts"
import type { Runner, RunnerTool } from "./Runner.ts"
import { resultsRunners } from "./results/ResultsRunner.ts"
import { vegetaRunner } from "./vegeta/VegetaRunner.ts"

/** What a counted slice reports, and the tool it runs under (runners/Counting.ts). */
export { COUNT_TOOL, COUNTED_METRICS } from "./Counting.ts"

export const RUNNERS = [
  ohaRunner,
  ghzRunner,
  bunRunner,
  commandRunner,
  goRunner,
  vegetaRunner,
  // One per format a results target reads, as runners/results/Formats.ts lists them.
  ...resultsRunners,
] as const

/** The names a results target's `format` takes: runners/results/Formats.ts lists them. */
export { RESULTS_FORMATS } from "./results/Formats.ts"

type InvocationOf<R> = R extends Runner<infer I, Target> ? I : never

/** Every runner's invocation; narrow on `runner`. */
export type Invocation = InvocationOf<(typeof RUNNERS)[number]>

export type Slice = SliceOf<Invocation>

export type AnyRunner = Runner<InvocationBase, Target>

/** Every runner, as the pipeline sees them. */
export const allRunners: ReadonlyArray<AnyRunner> =
  RUNNERS as ReadonlyArray<unknown> as ReadonlyArray<AnyRunner>
const all = allRunners

export const runnerNamed = (name: string): AnyRunner | undefined =>
  all.find((runner) => runner.name === name)

/** The runners that load targets of `kind`, the default first. */
export const runnersFor = (kind: TargetKindName): ReadonlyArray<AnyRunner> =>
  all.filter((runner) => runner.kind === kind)

/** The runner that measures `target`: the one it names, or its kind's default. */
export const runnerOf = (target: Target): AnyRunner => {
  const runner =
    target.runner === undefined ? runnersFor(target.kind)[0] : runnerNamed(target.runner)
  // decode checks every `runner` against this registry; reaching this is a bug.
  if (runner === undefined) throw new Error(`no runner ${target.runner} for ${target.kind} targets`)
  return runner
}

/** The runner of a planned slice. */
export const runnerOfSlice = (slice: SliceOf<InvocationBase>): AnyRunner => {
  const runner = runnerNamed(slice.invocation.runner)
  if (runner === undefined) throw new Error(`no runner named ${slice.invocation.runner}`)
  return runner
}

/** Whether a slice counts instructions under callgrind instead of timing (ADR 31). */
export const isCounted = (slice: SliceOf<InvocationBase>): boolean =>
  slice.invocation.counted === true

/** The programs a slice needs: its runner's, and valgrind when it counts instructions. */
export const toolsOfSlice = (slice: SliceOf<InvocationBase>): ReadonlyArray<RunnerTool> => [
  ...runnerOfSlice(slice).tools,
  ...(isCounted(slice) ? [COUNT_TOOL] : []),
]

/**
 * What the run measures of a target benchgate starts, whatever loads it (run/SliceMeter.ts):
 * its CPU time and context switches per request the runner counted, and its memory.
 */
export const STARTED_TARGET_METRICS: ReadonlyArray<MetricName> = [
  "cpu_per_request",
  "switches_per_request",
  "peak_rss",
  "mean_rss",
]

/** What the run measures of the machine during every slice: CPU that others took. */
const MACHINE_METRICS: ReadonlyArray<MetricName> = ["other_cpu"]

/** How a scenario measures its targets: timed (the default) or counted (ADR 31). */
export type Measure = "time" | "instructions"

/**
 * The metrics measured of `target`: its runner's; for a server benchgate starts (targets/Kind.ts),
 * its resources under a load runner that counts requests; the machine's for every target. In a
 * scenario that counts instructions, the counted metrics instead of the runner's (none when
 * the runner cannot count: decode says so at `load.measure`).
 */
export const metricsOf = (target: Target, measure: Measure = "time"): ReadonlyArray<MetricName> => {
  const runner = runnerOf(target)
  // Counts are not moved by the machine's load: no other_cpu beside them (run/SliceMeter.ts).
  if (measure === "instructions") return runner.counts ? COUNTED_METRICS : []
  const started = startedServerOf(target) !== undefined && runner.metrics.includes("rps")
  return [
    ...runner.metrics,
    ...(started ? STARTED_TARGET_METRICS.filter((m) => !runner.metrics.includes(m)) : []),
    ...MACHINE_METRICS,
  ]
}
