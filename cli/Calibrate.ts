/**
 * `bench calibrate PATH…`: A/A runs. Each target is measured against a second process of
 * itself in interleaved rounds (compiler/WithTwins.ts), at the spec's slice length and, with
 * `--slices`, at half of it. From the spread of the per-round ratio twin ÷ target it prints, per
 * metric, the smallest change the scenario's rounds (or its budget) can detect at the configured
 * confidence, and (with `--slices`) which slice length and how many rounds to use.
 *
 * By default it runs as many A/A rounds as cost about one check of the spec: a round measures
 * every target twice, so half the spec's rounds, and never fewer than MIN_CALIBRATION_ROUNDS.
 */
import { Effect } from "effect"
import { plan } from "../compiler/Plan.ts"
import { withTwins } from "../compiler/WithTwins.ts"
import { copyOf, isCopy } from "../core/Copies.ts"
import { type MetricName, metricInfo } from "../core/Metric.ts"
import { NOTHING_TO_DECIDE } from "../gate/Interim.ts"
import { pairedRatios } from "../gate/Paired.ts"
import type { ScenarioRun } from "../gate/Result.ts"
import { pairedRatioInterval, ROBUST_FROM } from "../gate/stats/PairedRatio.ts"
import { minimumDetectableChange, roundsNeeded } from "../gate/stats/Power.ts"
import { robustStandardDeviation, standardDeviation } from "../gate/stats/Sample.ts"
import * as Wording from "../gate/stats/Wording.ts"
import * as Format from "../report/Format.ts"
import { executeSpec } from "../run/Execute.ts"
import { METRIC_NAMES } from "../targets/Metrics.ts"
import type { Spec } from "../targets/Spec.ts"
import { runnerTools } from "./Check.ts"
import { loadSpecs } from "./LoadSpecs.ts"
import { logDirOf, requireWritable } from "./OutputPaths.ts"
import { progressReporter } from "./Progress.ts"

interface CalibrateOptions {
  readonly paths: ReadonlyArray<string>
  readonly confidence: number
  /** The store whose `logs/` directory receives the target logs (nothing is stored). */
  readonly db: string
  readonly quiet: boolean
  /** A/A rounds per scenario; default: calibrationRounds. */
  readonly rounds?: number
  /** Also measure half-length slices, to suggest a slice length (half again the time). */
  readonly slices: boolean
}

/**
 * The smallest gap between two processes of one build worth a warning: the default
 * --min-effect, below which no verdict fails either.
 */
const MIN_PROCESS_GAP = 0.01

/** Fewer rounds than this leave a spread with too few degrees of freedom to print. */
export const MIN_CALIBRATION_ROUNDS = 3

/** Below this many rounds the figures are printed as rough. */
const FIRM_ROUNDS = 8

/**
 * The default A/A rounds for a scenario of `rounds` rounds: a round measures each target and
 * its twin, so half the rounds cost about what the check does.
 */
export const calibrationRounds = (rounds: number): number =>
  Math.max(Math.ceil(rounds / 2), MIN_CALIBRATION_ROUNDS)

interface MetricNoise {
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
const noiseOf = (full: ScenarioRun, half: ScenarioRun | undefined): ReadonlyArray<MetricNoise> =>
  full.targets
    .filter((t) => !isCopy(full.copies, t))
    .flatMap((target) =>
      METRIC_NAMES.flatMap((metric): MetricNoise[] => {
        if (metricInfo(metric).deterministic) return []
        const pairsOf = (run: ScenarioRun) => {
          const twin = copyOf(run.copies, target, "twin")
          return twin === undefined ? undefined : pairedRatios(run, twin, target, metric)
        }
        const spread = (ratios: ReadonlyArray<number>) => {
          const logs = ratios.filter((r) => r > 0).map(Math.log)
          // The spread the gate's intervals see: from enough rounds on they are robust
          // (gate/stats/PairedRatio.ts), so a disturbed round does not count as noise here.
          const sd =
            logs.length >= ROBUST_FROM ? robustStandardDeviation(logs) : standardDeviation(logs)
          return logs.length >= 2 ? { sd, n: logs.length } : undefined
        }
        const paired = pairsOf(full)
        const measured = paired && spread(paired.ratios)
        if (!paired || !measured) return []
        const halfPaired = half && pairsOf(half)
        const halfMeasured = halfPaired && spread(halfPaired.ratios)
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

interface CalibrationInput {
  readonly spec: string
  readonly scenario: string
  readonly noise: ReadonlyArray<MetricNoise>
  /** Rounds the scenario may use: its budget's, or its planned rounds. */
  readonly rounds: number
  /** Where `rounds` comes from, in the spec's terms. */
  readonly roundsFrom: "budget" | "rounds"
  /** The metrics the scenario's thresholds judge: the slice advice weighs only these. */
  readonly gated: ReadonlyArray<MetricName>
  readonly durationMs?: number
  readonly confidence: number
  /** Measured wall time of one A/A round (target and twin), for budget suggestions. */
  readonly roundMs?: number
  /** How many A/A rounds the figures come from. */
  readonly measuredRounds: number
}

/** A table row per target and metric: its spread, what it detects, and what 2% and 5% need. */
const noiseRows = ({ noise, rounds, confidence, roundMs }: CalibrationInput): string[] => {
  // A budget in whole seconds that fits the rounds a 2% change needs, at the measured round time.
  const budgetFor = (needed: number) =>
    roundMs === undefined || !Number.isFinite(needed)
      ? "—"
      : `"${Math.ceil((needed * roundMs) / 1000)}s"`
  return noise.map((n) => {
    const power = { sd: n.sd, level: confidence, design: "paired" as const }
    const for2 = roundsNeeded({ ...power, change: 0.02 })
    return `  ${`${n.target} ${n.metric}`.padEnd(26)}${percent(Math.expm1(n.sd)).padStart(12)}   ${percent(minimumDetectableChange({ ...power, rounds })).padStart(24)}   ${roundsText(for2).padStart(13)}   ${roundsText(roundsNeeded({ ...power, change: 0.05 })).padStart(13)}   ${budgetFor(for2).padStart(13)}`
  })
}

/**
 * Two processes of one build that differ beyond their interval and by more than the smallest
 * change a verdict acts on: say so, and what helps.
 */
const processGaps = (noise: ReadonlyArray<MetricNoise>): string[] =>
  noise.flatMap((n) => {
    const twin = n.twin
    if (!twin || (twin.lower <= 1 + MIN_PROCESS_GAP && twin.upper >= 1 - MIN_PROCESS_GAP)) return []
    return [
      `  ${n.target} ${n.metric}: a second process of the same build measured ${Wording.ratio(twin.estimate)} (95% CI ${Wording.ratio(twin.lower)}–${Wording.ratio(twin.upper)}): processes differ here; more rounds cannot remove that, \`load.forks\` counts it as noise`,
    ]
  })

/**
 * Half slices give twice the rounds in the same time: better when the spread grows by less
 * than √2 when the slice is halved. Weighed on the metrics the thresholds judge (all of them
 * when none does): p99.9's spread must not choose the slice of a scenario that gates p50.
 */
const sliceAdvice = (input: CalibrationInput): string[] => {
  const { rounds, confidence, durationMs } = input
  const weighed = input.noise.filter(
    (n) => input.gated.length === 0 || input.gated.includes(n.metric),
  )
  const withHalf = weighed.filter((n) => n.sdHalf !== undefined)
  if (durationMs === undefined || withHalf.length === 0) return []
  const mdc = (sd: number, r: number) =>
    minimumDetectableChange({ sd, rounds: r, level: confidence, design: "paired" })
  const full = Math.max(...withHalf.map((n) => mdc(n.sd, rounds)))
  const half = Math.max(...withHalf.map((n) => mdc(n.sdHalf ?? n.sd, rounds * 2)))
  const better = half < full
  const duration = better ? durationMs / 2 : durationMs
  return [
    `  worst detectable change in the same time${input.gated.length === 0 ? "" : ` (of the gated ${input.gated.join(", ")})`}: ${percent(full)} with ${Format.latency(durationMs)} slices × ${rounds} rounds, ${percent(half)} with ${Format.latency(durationMs / 2)} × ${rounds * 2}`,
    `  suggestion: duration "${duration}ms", rounds ${better ? rounds * 2 : rounds}${better ? " (shorter slices, more rounds)" : " (keep the slice length)"}; add rounds or a budget to detect smaller changes`,
  ]
}

/** The report for one scenario: a table per metric and the suggestion. */
export const renderCalibration = (input: CalibrationInput): string => {
  const { rounds, confidence } = input
  const lines = [
    `${input.spec} › ${input.scenario}  (A/A: each target against a second process of itself, ${input.measuredRounds} rounds${input.measuredRounds < FIRM_ROUNDS ? `: rough figures; \`--rounds ${FIRM_ROUNDS * 2}\` for firmer ones` : ""})`,
    `  target / metric           sd per round   detectable in ${rounds} rounds   rounds for 2%   rounds for 5%   budget for 2%`,
    ...noiseRows(input),
    ...processGaps(input.noise),
    ...sliceAdvice(input),
  ]
  const notes = [
    `  ${rounds} rounds: ${input.roundsFrom === "budget" ? "as many as the scenario's load.budget fits at the measured round time" : "the scenario's load.rounds (no load.budget)"}; a change this size or larger is detected at ${Math.round(confidence * 100)}% confidence`,
  ]
  return `${[...lines, ...notes].join("\n")}\n`
}

const calibrateSpec = (spec: Spec, options: CalibrateOptions) =>
  Effect.gen(function* () {
    const twins = withTwins(spec, { halfSlices: options.slices })
    const atLeast: Spec = {
      ...twins.spec,
      scenarios: twins.spec.scenarios.map((s) => ({
        ...s,
        load: { ...s.load, rounds: options.rounds ?? calibrationRounds(s.load.rounds) },
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
      decide: () => NOTHING_TO_DECIDE,
    })
    progress.done()
    const texts = spec.scenarios.flatMap((scenario) => {
      const skipped = twins.skipped.find((s) => s.scenario === scenario.name)
      if (skipped) return [`${spec.name} › ${scenario.name}: not calibrated: ${skipped.reason}\n`]
      const full = execution.runs.find((r) => r.scenario === scenario.name)
      const half = execution.runs.find((r) => r.scenario === twins.halves[scenario.name])
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
          roundsFrom: scenario.load.budgetMs === undefined ? "rounds" : "budget",
          gated: [...new Set(scenario.thresholds.map((t) => t.metric))],
          ...(scenario.load.durationMs === undefined
            ? {}
            : { durationMs: scenario.load.durationMs }),
          confidence: options.confidence,
          ...(full.roundMs === undefined ? {} : { roundMs: full.roundMs }),
          measuredRounds: new Set(full.rounds.map((r) => r.round)).size,
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
