/**
 * `bench calibrate PATH…`: A/A runs. Each target is measured against a second process of
 * itself in interleaved rounds (compiler/WithTwins.ts), at the spec's slice length and at half
 * of it. From the spread of the per-round ratio twin ÷ target it prints, per metric, the
 * smallest change the scenario's rounds (or its budget) can detect at the configured
 * confidence, and which slice length and how many rounds to use.
 */
import { Effect } from "effect"
import { plan } from "../compiler/Plan.ts"
import { HALF_SUFFIX, twinName, withTwins } from "../compiler/WithTwins.ts"
import { METRIC_NAMES, METRICS, type MetricName } from "../core/Metric.ts"
import type { Spec } from "../core/Spec.ts"
import { pairedRatios } from "../gate/Compare.ts"
import type { ScenarioRun } from "../gate/Result.ts"
import { pairedRatioInterval, ROBUST_FROM } from "../gate/stats/PairedRatio.ts"
import { minimumDetectableChange, roundsNeeded } from "../gate/stats/Power.ts"
import { robustStandardDeviation, standardDeviation } from "../gate/stats/Sample.ts"
import * as Wording from "../gate/stats/Wording.ts"
import * as Format from "../report/Format.ts"
import { executeSpec } from "../run/Execute.ts"
import { runnerTools } from "./Check.ts"
import { loadSpecs } from "./LoadSpecs.ts"
import { logDirOf, requireWritable } from "./OutputPaths.ts"
import { progressReporter } from "./Progress.ts"

export interface CalibrateOptions {
  readonly paths: ReadonlyArray<string>
  readonly confidence: number
  /** The store whose `logs/` directory receives the target logs (nothing is stored). */
  readonly db: string
  readonly quiet: boolean
}

/** Fewer rounds than this cannot estimate a spread worth printing. */
const MIN_CALIBRATION_ROUNDS = 6

export interface MetricNoise {
  readonly target: string
  readonly metric: MetricName
  /** Standard deviation of log(twin ÷ target) per round, full slices and half slices. */
  readonly sd: number
  readonly sdHalf?: number
  readonly rounds: number
  /**
   * twin ÷ target over the full-slice rounds with its interval: two processes of the same
   * build. An interval that excludes 1 is a difference between processes, which rounds in one
   * process cannot remove (`load.forks` can).
   */
  readonly twin?: { readonly estimate: number; readonly lower: number; readonly upper: number }
}

/** Noise of every metric of every target, from the full- and half-slice A/A scenarios. */
export const noiseOf = (
  full: ScenarioRun,
  half: ScenarioRun | undefined,
): ReadonlyArray<MetricNoise> =>
  full.targets
    .filter((t) => !t.endsWith("@twin"))
    .flatMap((target) =>
      METRIC_NAMES.flatMap((metric): MetricNoise[] => {
        if (METRICS[metric].deterministic) return []
        const spread = (run: ScenarioRun) => {
          const { ratios } = pairedRatios(run, twinName(target), target, metric)
          const logs = ratios.filter((r) => r > 0).map(Math.log)
          // The spread the gate's intervals see: from enough rounds on they are robust
          // (gate/stats/PairedRatio.ts), so a disturbed round does not count as noise here.
          const sd =
            logs.length >= ROBUST_FROM ? robustStandardDeviation(logs) : standardDeviation(logs)
          return logs.length >= 2 ? { sd, n: logs.length } : undefined
        }
        const measured = spread(full)
        if (!measured) return []
        const halfMeasured = half ? spread(half) : undefined
        const paired = pairedRatios(full, twinName(target), target, metric)
        const orders = new Set(paired.targetFirst).size
        const twin =
          paired.ratios.length >= 3 && paired.ratios.every((r) => r > 0)
            ? pairedRatioInterval(
                paired.ratios,
                orders === 2 ? { targetFirst: paired.targetFirst } : {},
              )
            : undefined
        return [
          {
            target,
            metric,
            sd: measured.sd,
            ...(halfMeasured ? { sdHalf: halfMeasured.sd } : {}),
            rounds: measured.n,
            ...(twin && Number.isFinite(twin.lower)
              ? { twin: { estimate: twin.estimate, lower: twin.lower, upper: twin.upper } }
              : {}),
          },
        ]
      }),
    )

const percent = (x: number) => (Number.isFinite(x) ? `±${(x * 100).toFixed(1)}%` : "—")
const roundsText = (n: number) => (Number.isFinite(n) ? String(n) : "> 10000")

/** The report for one scenario: a table per metric and the suggestion. */
export const renderCalibration = (input: {
  readonly spec: string
  readonly scenario: string
  readonly noise: ReadonlyArray<MetricNoise>
  /** Rounds the scenario may use: its budget's, or its planned rounds. */
  readonly rounds: number
  readonly durationMs?: number
  readonly confidence: number
  /** Measured wall time of one A/A round (target and twin), for budget suggestions. */
  readonly roundMs?: number
}): string => {
  const { rounds, confidence } = input
  const lines = [
    `${input.spec} › ${input.scenario}  (A/A: each target against a second process of itself)`,
    `  target / metric           sd per round   detectable in ${rounds} rounds   rounds for 2%   rounds for 5%   budget for 2%`,
  ]
  // A budget in whole seconds that fits the rounds a 2% change needs, at the measured round time.
  const budgetFor = (needed: number) =>
    input.roundMs === undefined || !Number.isFinite(needed)
      ? "—"
      : `"${Math.ceil((needed * input.roundMs) / 1000)}s"`
  for (const n of input.noise) {
    const power = { sd: n.sd, level: confidence, design: "paired" as const }
    const for2 = roundsNeeded({ ...power, change: 0.02 })
    lines.push(
      `  ${`${n.target} ${n.metric}`.padEnd(26)}${percent(Math.expm1(n.sd)).padStart(12)}   ${percent(minimumDetectableChange({ ...power, rounds })).padStart(24)}   ${roundsText(for2).padStart(13)}   ${roundsText(roundsNeeded({ ...power, change: 0.05 })).padStart(13)}   ${budgetFor(for2).padStart(13)}`,
    )
  }
  // Two processes of one build that differ beyond their interval: say so, and what helps.
  for (const n of input.noise) {
    const twin = n.twin
    if (!twin || (twin.lower <= 1 && twin.upper >= 1)) continue
    lines.push(
      `  ${n.target} ${n.metric}: a second process of the same build measured ${Wording.ratio(twin.estimate)} (95% CI ${Wording.ratio(twin.lower)}–${Wording.ratio(twin.upper)}): processes differ here; more rounds cannot remove that, \`load.forks\` counts it as noise`,
    )
  }
  // Half slices give twice the rounds in the same time: better when the spread grows by
  // less than √2 when the slice is halved.
  const withHalf = input.noise.filter((n) => n.sdHalf !== undefined)
  if (input.durationMs !== undefined && withHalf.length > 0) {
    const mdc = (sd: number, r: number) =>
      minimumDetectableChange({ sd, rounds: r, level: confidence, design: "paired" })
    const full = Math.max(...withHalf.map((n) => mdc(n.sd, rounds)))
    const half = Math.max(...withHalf.map((n) => mdc(n.sdHalf ?? n.sd, rounds * 2)))
    const better = half < full
    const duration = better ? input.durationMs / 2 : input.durationMs
    lines.push(
      `  worst detectable change in the same time: ${percent(full)} with ${Format.latency(input.durationMs)} slices × ${rounds} rounds, ${percent(half)} with ${Format.latency(input.durationMs / 2)} × ${rounds * 2}`,
      `  suggestion: duration "${duration}ms", rounds ${better ? rounds * 2 : rounds}${better ? " (shorter slices, more rounds)" : " (keep the slice length)"}; add rounds or a budget to detect smaller changes`,
    )
  }
  return `${lines.join("\n")}\n`
}

const calibrateSpec = (spec: Spec, options: CalibrateOptions) =>
  Effect.gen(function* () {
    const twins = withTwins(spec)
    // At least a few rounds, so the spread means something.
    const atLeast: Spec = {
      ...twins.spec,
      scenarios: twins.spec.scenarios.map((s) => ({
        ...s,
        load: { ...s.load, rounds: Math.max(s.load.rounds, MIN_CALIBRATION_ROUNDS) },
      })),
    }
    const planned = plan([atLeast])
    const original = plan([spec])
    const tools = yield* runnerTools(planned)
    const progress = progressReporter(process.stderr, options.quiet)
    const [specPlan] = planned.specs
    if (!specPlan) return ""
    const execution = yield* executeSpec(specPlan, {
      tools: tools.paths,
      logDir: logDirOf(options.db),
      onProgress: progress.onProgress,
      confidence: options.confidence,
      decide: () => [],
    })
    progress.done()
    const texts = spec.scenarios.flatMap((scenario) => {
      const skipped = twins.skipped.find((s) => s.scenario === scenario.name)
      if (skipped) return [`${spec.name} › ${scenario.name}: not calibrated: ${skipped.reason}\n`]
      const full = execution.runs.find((r) => r.scenario === scenario.name)
      const half = execution.runs.find((r) => r.scenario === `${scenario.name}${HALF_SUFFIX}`)
      const budgetRounds = original.specs[0]?.scenarios.find(
        (s) => s.scenario.name === scenario.name,
      )
      if (!full) return []
      return [
        renderCalibration({
          spec: spec.name,
          scenario: scenario.name,
          noise: noiseOf(full, half),
          rounds: budgetRounds?.maxRounds ?? scenario.load.rounds,
          ...(scenario.load.durationMs === undefined
            ? {}
            : { durationMs: scenario.load.durationMs }),
          confidence: options.confidence,
          ...(full.roundMs === undefined ? {} : { roundMs: full.roundMs }),
        }),
      ]
    })
    return texts.join("\n")
  })

export const calibrate = (options: CalibrateOptions) =>
  Effect.gen(function* () {
    const { specs } = yield* loadSpecs(options.paths, { checkDirectories: true })
    yield* requireWritable({ db: options.db, store: false })
    const reports: string[] = []
    for (const spec of specs) reports.push(yield* calibrateSpec(spec, options))
    return reports.join("\n")
  })
