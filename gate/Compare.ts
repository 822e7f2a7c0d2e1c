/**
 * compare: measured rounds (+ the base's numbers) → per-target summaries and one verdict per
 * threshold. Pure. Every statistical verdict comes from a confidence interval (gate/stats):
 *
 * - absolute: an interval on the metric's level over the rounds;
 * - overhead: an interval on the per-round paired ratio target ÷ baseline (same round, so the
 *   machine's drift cancels), with the first-slot bias removed by the crossover analysis;
 * - regression: the paired ratio head ÷ base copy when the base ran in the same rounds
 *   (`--base`), else an unpaired interval against the stored base run's rounds.
 *
 * Deterministic metrics (allocations, sizes) are compared exactly, round by round.
 * A verdict fails only when the whole interval violates the limit by more than the minimum
 * effect; a straddling interval is inconclusive.
 */

import { copyOf, isCopy } from "../core/Copies.ts"
import { type MetricName, type MetricValues, metricInfo, minEffectOf } from "../core/Metric.ts"
import type { Threshold } from "../core/Spec.ts"
import { METRIC_NAMES } from "../targets/Metrics.ts"
import { acceptanceFor, judgeAgainstAccepted, type StoredAcceptance } from "./Acceptance.ts"
import {
  busyAllowance,
  type Comparison,
  DEFAULT_BUSY_LIMIT,
  type Disturbance,
  judgedRounds,
  widened,
} from "./Disturbance.ts"
import { confirmedBy, needsFreshLaunch, splitLaunches } from "./Launches.ts"
import {
  differenceInterval,
  type Paired,
  pairedInterval,
  pairedRatios,
  ratioEstimate,
} from "./Paired.ts"
import type { BusyNote, IntervalReason, Reason, Scale, Undecided } from "./Reason.ts"
import { quotientResolved, sumResolved } from "./Resolution.ts"
import type {
  BaseReference,
  ScenarioOutcome,
  ScenarioRun,
  TargetSummary,
  ThresholdVerdict,
} from "./Result.ts"
import {
  consensus,
  decideDeterministic,
  decideDeterministicRegression,
} from "./stats/Deterministic.ts"
import type { Interval } from "./stats/Interval.ts"
import { type LaunchSpread, launchSpread, spanningLaunches } from "./stats/LaunchSpread.ts"
import { levelInterval } from "./stats/Level.ts"
import { pairedDifferenceInterval, pairedRatioInterval } from "./stats/PairedRatio.ts"
import { roundsToDecide } from "./stats/Power.ts"
import { welchInterval } from "./stats/TwoSample.ts"
import {
  DEFAULT_UNPAIRED_METHOD,
  headSizeToAttain,
  headsAtMost,
  type UnpairedMethod,
  unpairedRatioInterval,
} from "./stats/UnpairedRatio.ts"
import { type Decision, decide, decideRegression } from "./stats/Verdict.ts"
import { warmingTargets } from "./Warming.ts"

export interface CompareOptions {
  /** Confidence of every interval, e.g. 0.95 (lower per look when rounds are added). */
  readonly level: number
  /**
   * A change smaller than this (relative, past the limit) never fails; absent, each metric's own
   * (core/Metric.ts minEffectOf: 1%, 0.1% for counted instructions).
   */
  readonly minEffect?: number
  /**
   * Share of the machine's CPU others may take in a slice before its round is disturbed
   * (gate/Disturbance.ts); default DEFAULT_BUSY_LIMIT.
   */
  readonly busyLimit?: number
}

export const DEFAULT_COMPARE: CompareOptions = { level: 0.95 }

/** What every verdict of a scenario is judged with: the options and the machine's disturbance. */
interface Judging {
  readonly options: CompareOptions
  /** Set when the scenario's rounds were disturbed (gate/Disturbance.ts). */
  readonly disturbance?: Disturbance
}

/**
 * The error rate a target may show when its spec sets no error_rate threshold of its own: 1%.
 * Errors are not noise to be estimated but answers the code under test gave, so this limit is
 * decided without an interval (defaultErrorRate): a target whose mean error rate over the rounds
 * exceeds it fails the check (exit 1), as a verdict the reports show with the measured rate.
 */
const DEFAULT_ERROR_RATE_LIMIT = 0.01

/**
 * The implicit error_rate verdict of a target that produced error_rate (http and grpc targets)
 * and has no error_rate threshold in the spec: a failing verdict when the mean of the rounds'
 * rates (each round counts alike, as the rounds are alike) is above DEFAULT_ERROR_RATE_LIMIT;
 * undefined otherwise, so a healthy target's report is what its spec asks for.
 */
const defaultErrorRate = (run: ScenarioRun, target: string): ThresholdVerdict | undefined => {
  const rates = valuesOf(run, target, "error_rate").map((v) => v.value)
  if (rates.length === 0) return undefined
  const mean = rates.reduce((a, b) => a + b, 0) / rates.length
  const threshold: Threshold = {
    kind: "absolute",
    text: `${target} error_rate <= ${(DEFAULT_ERROR_RATE_LIMIT * 100).toFixed(2)}% (default)`,
    target,
    metric: "error_rate",
    comparator: "<=",
    limit: DEFAULT_ERROR_RATE_LIMIT,
  }
  if (mean <= DEFAULT_ERROR_RATE_LIMIT) return undefined
  return {
    threshold,
    status: "fail",
    measured: mean,
    rounds: rates.length,
    reason: {
      kind: "default-error-rate",
      target,
      mean,
      limit: DEFAULT_ERROR_RATE_LIMIT,
      rounds: rates.length,
    },
  }
}

/**
 * What a target's regression is measured against: its base-commit copy measured in the same
 * rounds (paired, `--base REF`), or a stored run of the base branch (unpaired).
 */
export type RegressionBase =
  | { readonly kind: "paired"; readonly target: string; readonly label: string }
  | {
      readonly kind: "stored"
      readonly base: BaseReference
      readonly label: string
      /** Set when the base ran in another environment: a failure becomes inconclusive. */
      readonly otherEnvironment?: string
    }

const valuesOf = (run: ScenarioRun, target: string, metric: MetricName) =>
  run.rounds.flatMap((r) => {
    const value = r.target === target ? r.values[metric] : undefined
    return value === undefined ? [] : [{ value, round: r.round }]
  })

/** How rounds of `metric` measured at different times compare (core/Metric.ts `counted`). */
const unpairedMethodOf = (metric: MetricName): UnpairedMethod =>
  metricInfo(metric).counted ? "welch" : DEFAULT_UNPAIRED_METHOD

const collect = (fn: (metric: MetricName) => number | undefined): MetricValues =>
  Object.fromEntries(
    METRIC_NAMES.flatMap((metric) => {
      const value = fn(metric)
      return value === undefined || !Number.isFinite(value) ? [] : [[metric, value]]
    }),
  )

/** The point estimate of a level: the interval's (a geometric mean for positive values). */
const levelEstimate = (values: ReadonlyArray<number>, level: number): number | undefined =>
  values.length === 0 ? undefined : levelInterval(values, { level }).estimate

/**
 * The overhead target ÷ reference as the reports show it: the point estimate of the paired-ratio
 * interval over the rounds that measured both (a geometric mean of the per-round ratios, with
 * the order effect balanced out when both orders ran); undefined when no round measured both.
 * The stored overhead history (gate/OverheadHistory.ts) uses the same function, so they agree.
 */
export const overheadEstimate = (
  run: ScenarioRun,
  target: string,
  reference: string,
  metric: MetricName,
  level: number = DEFAULT_COMPARE.level,
): number | undefined => ratioEstimate(pairedRatios(run, target, reference, metric), level)

export const summarise = (
  run: ScenarioRun,
  target: string,
  base: RegressionBase | undefined,
  options: CompareOptions,
): TargetSummary => {
  const level = options.level
  // Deterministic metrics keep the value the rounds measured (a geometric mean of identical
  // sizes would add float noise); the rest get the level interval's estimate.
  const estimates = collect((metric) => {
    const values = valuesOf(run, target, metric).map((v) => v.value)
    return metricInfo(metric).deterministic
      ? values.length === 0
        ? undefined
        : consensus(values).value
      : levelEstimate(values, level)
  })
  const baseline = run.baseline
  const change = (): MetricValues => {
    if (!base) return {}
    if (base.kind === "paired") {
      return collect((metric) => {
        const ratio = ratioEstimate(pairedRatios(run, target, base.target, metric), level)
        return ratio === undefined ? undefined : ratio - 1
      })
    }
    return collect((metric) => {
      const head = valuesOf(run, target, metric).map((v) => v.value)
      const then = base.base.rounds[metric] ?? []
      return head.length === 0 || then.length === 0
        ? undefined
        : unpairedRatioInterval(head, then, { level, method: unpairedMethodOf(metric) }).estimate -
            1
    })
  }
  return {
    target,
    estimates,
    overhead:
      baseline === undefined || baseline === target
        ? {}
        : collect((metric) => overheadEstimate(run, target, baseline, metric, level)),
    change: change(),
    rounds: new Set(run.rounds.filter((r) => r.target === target).map((r) => r.round)).size,
  }
}

const verdict = (
  threshold: Threshold,
  decision: Decision,
  found: { measured?: number; interval?: Interval; rounds: number },
): ThresholdVerdict => ({
  threshold,
  status: decision.status,
  reason: decision.reason,
  ...(found.measured === undefined || !Number.isFinite(found.measured)
    ? {}
    : { measured: found.measured }),
  ...(found.interval && Number.isFinite(found.interval.lower)
    ? {
        interval: {
          lower: found.interval.lower,
          upper: found.interval.upper,
          level: found.interval.level,
          method: found.interval.method,
        },
      }
    : {}),
  rounds: found.rounds,
})

const missing = (threshold: Threshold, what: string): ThresholdVerdict => ({
  threshold,
  status: "fail",
  reason: { kind: "not-measured", metric: threshold.metric, what },
})

const inUnit = (metric: MetricName): Scale => ({ kind: "metric", metric })

/** A reason with notes added (what a regression was against, what decides it, …). */
const withNotes = (
  reason: Reason,
  notes: {
    against?: string
    undecided?: Undecided
    otherEnvironment?: string
    busy?: BusyNote
    overheads?: NonNullable<IntervalReason["overheads"]>
  },
): Reason =>
  reason.kind === "interval" ||
  reason.kind === "deterministic" ||
  reason.kind === "deterministic-regression"
    ? { ...reason, ...notes }
    : reason

/**
 * A decision judged on `judgedOn`, an interval widened for what the rounds cannot see, and
 * reported with the bounds measured beside `note`'s account of the widening. As measured when
 * nothing widened it, or when either decision is not an interval's.
 */
const decideWidened = (
  measured: Interval,
  judgedOn: Interval | undefined,
  decideOn: (bounds: Interval) => Decision,
  note: (judgedBounds: { lower: number; upper: number }) => Partial<IntervalReason>,
): Decision => {
  const asMeasured = decideOn(measured)
  if (judgedOn === undefined) return asMeasured
  const judged = decideOn(judgedOn)
  if (asMeasured.reason.kind !== "interval" || judged.reason.kind !== "interval") return judged
  const { lower, upper } = judged.reason.bounds
  return {
    status: judged.status,
    reason: { ...judged.reason, bounds: asMeasured.reason.bounds, ...note({ lower, upper }) },
  }
}

/**
 * A statistical decision that knows the machine: on quiet rounds, the interval's own; on busy
 * rounds (gate/Disturbance.ts), decided on the interval widened by the verdict's allowance for
 * what a neighbour can move this comparison of this metric, and reported with both the interval
 * measured and the one it was judged on.
 */
const decideKnowingLoad = (
  interval: Interval,
  on: { readonly judging: Judging; readonly comparison: Comparison; readonly metric: MetricName },
  decideOn: (bounds: Interval) => Decision,
): Decision => {
  const { disturbance } = on.judging
  const allowance = busyAllowance(disturbance, on.comparison, metricInfo(on.metric).contention)
  if (!disturbance || !allowance) return decideOn(interval)
  const decision = decideWidened(
    interval,
    widened(interval, allowance),
    decideOn,
    (judgedBounds) => ({
      busy: { ...disturbance, allowance, judgedBounds },
    }),
  )
  if (decision.status !== "inconclusive" || decision.reason.kind !== "interval") return decision
  // Rounds narrow the interval, never the allowance around it. When every value the interval
  // admits, known exactly and widened, would still straddle the limit, no rounds on a machine
  // this busy decide it. The values that straddle form an interval, so its two ends suffice;
  // the estimate alone would not (at a first look it moves by the interval's width).
  const exactly = (x: number) =>
    decideOn(widened({ ...interval, estimate: x, lower: x, upper: x, attainable: true }, allowance))
  if (
    exactly(interval.lower).status !== "inconclusive" ||
    exactly(interval.upper).status !== "inconclusive"
  ) {
    return decision
  }
  const busy = decision.reason.busy && { ...decision.reason.busy, heldOpen: true as const }
  return { ...decision, reason: { ...decision.reason, ...(busy ? { busy } : {}) } }
}

/**
 * Against a stored run, the rounds' interval spans one launch on each side: it is decided
 * widened to what the base branch's own runs moved from one launch to the next
 * (gate/stats/LaunchSpread.ts), and says so with what the rounds alone gave. Without such a
 * history (fewer than four runs), or when the rounds already span more, as measured.
 */
const decideSpanningLaunches = (
  interval: Interval,
  spread: LaunchSpread | undefined,
  decideOn: (bounds: Interval) => Decision,
  launches: 1 | 2 = 2,
): Decision => {
  const spanned = spread && spanningLaunches(interval, spread, launches)
  if (!spread || !spanned?.widened) return decideOn(interval)
  return decideWidened(interval, spanned.interval, decideOn, (judgedBounds) => ({
    launches: { runs: spread.runs, spread: spread.sd, scale: spread.scale, judgedBounds },
  }))
}

/** A paired ratio's figures: the target over the line, its reference under it. */
const quotientOf = (paired: Paired) => ({
  over: [paired.readings.target],
  under: [paired.readings.reference],
})

/** The spread between the stored runs of a base, of one of its per-run estimates. */
const storedSpread = (
  base: RegressionBase,
  metric: MetricName,
  of: "levels" | "overheads" | "differences",
  since: "recent" | "last shift" = "recent",
): LaunchSpread | undefined => {
  if (base.kind !== "stored") return undefined
  const estimates = base.base.history?.[metric]?.[of]
  return estimates && launchSpread(estimates, of === "differences" ? "unit" : "log", since)
}

const decideAbsolute = (
  threshold: Extract<Threshold, { kind: "absolute" }>,
  run: ScenarioRun,
  judging: Judging,
): ThresholdVerdict => {
  const { options } = judging
  const { metric, target } = threshold
  const measured = valuesOf(run, target, metric)
  if (measured.length === 0) return missing(threshold, target)
  const values = measured.map((v) => v.value)
  const limit = { comparator: threshold.comparator, value: threshold.limit }
  const label = `${target} ${metric}`
  if (metricInfo(metric).deterministic) {
    const found = decideDeterministic(values, limit, {
      label,
      scale: inUnit(metric),
      rounds: measured.map((v) => v.round),
    })
    return verdict(threshold, found, { measured: found.value, rounds: values.length })
  }
  const interval = sumResolved(levelInterval(values, { level: options.level }), metric, {
    plus: 1,
    minus: 0,
  })
  const decision = decideKnowingLoad(interval, { judging, comparison: "level", metric }, (bounds) =>
    decide(bounds, limit, {
      minEffect: minEffectOf(metric, options.minEffect),
      label,
      scale: inUnit(metric),
    }),
  )
  return verdict(threshold, decision, { measured: interval.estimate, interval, rounds: interval.n })
}

/**
 * What an undecided ratio verdict lacked, said up front: how closely this run resolved the ratio
 * (its interval's half-width) and how many rounds — and at the measured round time, how many
 * seconds — would decide it if the truth were the estimate (gate/stats/Power.ts).
 */
const undecided = (
  decision: Decision,
  interval: Interval,
  limit: number,
  run: ScenarioRun,
  targets: ReadonlyArray<string>,
): Decision => {
  if (decision.status !== "inconclusive" || !Number.isFinite(interval.lower)) return decision
  if (!(interval.lower > 0)) return decision
  if (decision.reason.kind === "interval" && decision.reason.busy?.allowance) {
    // Rounds narrow the interval, not the allowance around it: the machine must be quieter.
    const undecided: Undecided = {
      resolved: Math.sqrt(interval.upper / interval.lower) - 1,
      busy: true,
    }
    return { ...decision, reason: withNotes(decision.reason, { undecided }) }
  }
  if (decision.reason.kind === "interval" && decision.reason.launches) {
    // Rounds narrow this launch's interval, not what two launches differ by.
    const undecided: Undecided = {
      resolved: Math.sqrt(interval.upper / interval.lower) - 1,
      launches: true,
    }
    return { ...decision, reason: withNotes(decision.reason, { undecided }) }
  }
  const needed = roundsToDecide({ ...interval, limit, rounds: interval.n })
  // A results target's rounds are its tool's samples: no round time of benchgate's buys more.
  const recorded = targets.some((target) => run.recorded?.includes(target))
  const undecided: Undecided = {
    resolved: Math.sqrt(interval.upper / interval.lower) - 1,
    ...(Number.isFinite(needed) ? { rounds: needed } : {}),
    ...(run.roundMs === undefined || !Number.isFinite(needed) || recorded
      ? {}
      : { ms: needed * run.roundMs }),
    ...(recorded ? { recorded: true } : {}),
  }
  return { ...decision, reason: withNotes(decision.reason, { undecided }) }
}

/**
 * An undecided verdict against a stored base, whose rounds are fixed: rounds here narrow only
 * the head's side. When fifty rounds here would still leave it open — spread as the head's rounds
 * so far and spread as the base's, each decided as this verdict is (`atMost`) — the base's own
 * spread holds it open; when the base has too few rounds for the confidence at all, from how
 * many rounds here it could be reached. Either way the run loop spends no rounds below that
 * (gate/stats/Adaptive.ts) and the reason says why.
 */
const storedBaseLimits = (
  decision: Decision,
  interval: Interval,
  base: { readonly rounds: number; readonly level: number; readonly method: UnpairedMethod },
  atMost: () => ReadonlyArray<{ readonly decision: Decision; readonly interval: Interval }>,
): Decision => {
  if (decision.status !== "inconclusive" || decision.reason.kind !== "interval") return decision
  // Already held open by what no rounds here narrow: the busy allowance or the launches' spread.
  if (decision.reason.undecided?.busy || decision.reason.undecided?.launches) return decision
  const resolved = Math.sqrt(interval.upper / interval.lower) - 1
  const note = (more: Partial<Undecided>): Decision => {
    const undecided: Undecided = {
      resolved: Number.isFinite(resolved) ? resolved : Number.NaN,
      ...more,
    }
    return { ...decision, reason: withNotes(decision.reason, { undecided }) }
  }
  const projections = atMost()
  const open = projections.every(
    (p) => p.decision.status === "inconclusive" && p.interval.attainable !== false,
  )
  if (open && projections.length > 0) {
    // The narrowest of them, in the reason's scale: a regression's change.
    const narrowest = projections
      .map((p) => asChange(p.interval))
      .reduce((a, b) => (b.upper - b.lower < a.upper - a.lower ? b : a))
    return note({
      baseBound: { base: base.rounds, lower: narrowest.lower, upper: narrowest.upper },
    })
  }
  if (interval.attainable !== false) return decision
  return note({
    storedRounds: {
      base: base.rounds,
      attainableAt: headSizeToAttain(base.rounds, base.level, base.method),
    },
  })
}

/**
 * An overhead against its limit. Its interval sees this launch's rounds; with the base branch's
 * stored runs at hand it is judged widened to what their overheads moved from one run to the
 * next since the last shift among them (one launch: what the code costs, not what this launch
 * measured; after a step up, the limit fails on the new level; ADR 34).
 */
const decideOverhead = (
  threshold: Extract<Threshold, { kind: "overhead" }>,
  run: ScenarioRun,
  base: RegressionBase | undefined,
  judging: Judging,
): ThresholdVerdict => {
  const { options } = judging
  const { metric, target } = threshold
  const baseline = run.baseline
  const paired = baseline === undefined ? undefined : pairedRatios(run, target, baseline, metric)
  if (!paired || paired.ratios.length === 0) {
    return missing(threshold, `${target} and its baseline in the same round`)
  }
  const limit = { comparator: threshold.comparator, value: threshold.limit }
  const additive = threshold.form === "additive"
  const label = `${target} ${metric} ${additive ? "difference" : "ratio"}`
  const scale: Scale = additive
    ? { kind: "difference", metric }
    : threshold.form === "relative"
      ? { kind: "relative" }
      : { kind: "ratio" }
  const perRound = additive ? paired.differences : paired.ratios
  if (metricInfo(metric).deterministic) {
    const found = decideDeterministic(perRound, limit, { label, scale, rounds: paired.rounds })
    return verdict(threshold, found, { measured: found.value, rounds: perRound.length })
  }
  const interval = additive
    ? sumResolved(differenceInterval(paired, options.level), metric, { plus: 1, minus: 1 })
    : quotientResolved(pairedInterval(paired, options.level), metric, quotientOf(paired))
  const comparison: Comparison = isCopy(run.copies, baseline ?? "") ? "copies" : "paths"
  const spread =
    base === undefined
      ? undefined
      : storedSpread(base, metric, additive ? "differences" : "overheads", "last shift")
  const decision = decideKnowingLoad(interval, { judging, comparison, metric }, (bounds) =>
    decideSpanningLaunches(
      bounds,
      spread,
      (spanned) =>
        decide(spanned, limit, { minEffect: minEffectOf(metric, options.minEffect), label, scale }),
      1,
    ),
  )
  const targets = [target, baseline ?? target]
  return verdict(
    threshold,
    additive ? decision : undecided(decision, interval, limit.value, run, targets),
    {
      measured: interval.estimate,
      interval,
      rounds: interval.n,
    },
  )
}

/** A ratio interval head ÷ base turned into a relative-change interval for reporting. */
const asChange = (interval: Interval): Interval => ({
  ...interval,
  estimate: interval.estimate - 1,
  lower: interval.lower - 1,
  upper: interval.upper - 1,
})

type RegressionThreshold = Extract<Threshold, { kind: "regression" }>

/** What a regression check compares: the head's values and the base's, under one label. */
interface RegressionSides {
  readonly head: ReadonlyArray<{ readonly value: number; readonly round: number }>
  readonly baseValues: ReadonlyArray<number>
  readonly label: string
  readonly against: { readonly against: string }
}

/** An exact metric's regression, compared round by round. */
const deterministicRegression = (
  threshold: RegressionThreshold,
  { head, baseValues, label, against }: RegressionSides,
): ThresholdVerdict => {
  const decision = decideDeterministicRegression(
    head.map((v) => v.value),
    baseValues,
    {
      better: metricInfo(threshold.metric).better,
      tolerance: threshold.tolerance,
      label,
      scale: inUnit(threshold.metric),
    },
  )
  // Measured as every regression is, the relative change: 1,812 B against 3,806 is −52.4%.
  const base = decision.reason.base
  return verdict(
    threshold,
    { ...decision, reason: withNotes(decision.reason, against) },
    {
      ...(base > 0 ? { measured: decision.value / base - 1 } : {}),
      rounds: head.length,
    },
  )
}

/** A noisy metric's regression, from the interval on the ratio head ÷ base. */
const intervalRegression = (
  threshold: RegressionThreshold,
  run: ScenarioRun,
  base: RegressionBase,
  { head, baseValues, label, against }: RegressionSides,
  judging: Judging,
): ThresholdVerdict => {
  const { options } = judging
  const { metric, target } = threshold
  const better = metricInfo(metric).better
  const headValues = head.map((v) => v.value)
  const method = unpairedMethodOf(metric)
  const paired = base.kind === "paired" ? pairedRatios(run, target, base.target, metric) : undefined
  const interval = paired
    ? quotientResolved(pairedInterval(paired, options.level), metric, quotientOf(paired))
    : quotientResolved(
        unpairedRatioInterval(headValues, baseValues, { level: options.level, method }),
        metric,
        { over: [headValues], under: [baseValues] },
      )
  // A copy of the same code in the same rounds, or rounds measured at another time.
  const comparison: Comparison = base.kind === "paired" ? "copies" : "level"
  const spread = storedSpread(base, metric, "levels")
  const decideOn = (bounds: Interval) =>
    decideKnowingLoad(bounds, { judging, comparison, metric }, (known) =>
      decideSpanningLaunches(known, spread, (spanned) =>
        decideRegression(spanned, {
          better,
          tolerance: threshold.tolerance,
          minEffect: minEffectOf(threshold.metric, options.minEffect),
          label,
        }),
      ),
    )
  const judged = undecided(
    decideOn(interval),
    interval,
    better === "higher" ? 1 - threshold.tolerance : 1 + threshold.tolerance,
    run,
    base.kind === "paired" ? [target, base.target] : [target],
  )
  const decision =
    base.kind === "stored"
      ? storedBaseLimits(
          judged,
          interval,
          { rounds: baseValues.length, level: options.level, method },
          () =>
            headsAtMost(headValues, baseValues, interval.estimate).map((more) => {
              const projected = quotientResolved(
                unpairedRatioInterval(more, baseValues, { level: options.level, method }),
                metric,
                { over: [more], under: [baseValues] },
              )
              return { decision: decideOn(projected), interval: projected }
            }),
        )
      : judged
  return verdict(
    threshold,
    { ...decision, reason: withNotes(decision.reason, against) },
    {
      measured: interval.estimate - 1,
      interval: asChange(interval),
      rounds: interval.n,
    },
  )
}

const decideRegressionThreshold = (
  threshold: RegressionThreshold,
  run: ScenarioRun,
  base: RegressionBase | undefined,
  noBase: string,
  judging: Judging,
): ThresholdVerdict => {
  const { metric, target } = threshold
  if (!base) return { threshold, status: "skipped", reason: { kind: "no-baseline", why: noBase } }
  const head = valuesOf(run, target, metric)
  const baseValues =
    base.kind === "paired"
      ? valuesOf(run, base.target, metric).map((v) => v.value)
      : [...(base.base.rounds[metric] ?? [])]
  if (head.length === 0 || baseValues.length === 0) {
    return missing(threshold, `${target} here and on the base`)
  }
  const sides = { head, baseValues, label: `${target} ${metric}`, against: { against: base.label } }
  const found = metricInfo(metric).deterministic
    ? deterministicRegression(threshold, sides)
    : intervalRegression(threshold, run, base, sides, judging)
  // Numbers from another machine or tool version prove nothing: report, do not fail.
  if (found.status === "fail" && base.kind === "stored" && base.otherEnvironment) {
    return {
      ...found,
      status: "inconclusive",
      reason: withNotes(found.reason, { otherEnvironment: base.otherEnvironment }),
    }
  }
  return found
}

type OverheadRegression = Extract<Threshold, { kind: "overhead-regression" }>

/** Per round, the head's overhead paired with the base's: ratios of ratios, differences of differences. */
interface OverheadChange {
  readonly quotients: number[]
  readonly changes: number[]
  readonly head: Paired
  readonly base: Paired
}

/**
 * The head's overhead of `target` over `baseline` and the base copies' overhead in the same
 * rounds, joined per round: (T ÷ B) ÷ (T@base ÷ B@base) and (T − B) − (T@base − B@base).
 */
const overheadChange = (
  run: ScenarioRun,
  pairs: { readonly target: string; readonly baseline: string },
  copies: { readonly target: string; readonly baseline: string },
  metric: MetricName,
): OverheadChange => {
  const head = pairedRatios(run, pairs.target, pairs.baseline, metric)
  const base = pairedRatios(run, copies.target, copies.baseline, metric)
  const quotients: number[] = []
  const changes: number[] = []
  head.rounds.forEach((round, i) => {
    const j = base.rounds.indexOf(round)
    if (j === -1) return
    quotients.push((head.ratios[i] as number) / (base.ratios[j] as number))
    changes.push((head.differences[i] as number) - (base.differences[j] as number))
  })
  return { quotients, changes, head, base }
}

/** The decision of an overhead regression's interval, ratio or difference, in the worse direction. */
const decideOverheadChange = (
  threshold: OverheadRegression,
  bounds: Interval,
  options: CompareOptions,
  label: string,
): Decision => {
  const better = metricInfo(threshold.metric).better
  if (threshold.form === "ratio") {
    return decideRegression(bounds, {
      better,
      tolerance: threshold.tolerance,
      minEffect: minEffectOf(threshold.metric, options.minEffect),
      label,
    })
  }
  const limit =
    better === "higher"
      ? { comparator: ">=" as const, value: -threshold.tolerance }
      : { comparator: "<=" as const, value: threshold.tolerance }
  return decide(bounds, limit, {
    minEffect: minEffectOf(threshold.metric, options.minEffect),
    label,
    scale: { kind: "difference", metric: threshold.metric },
  })
}

/**
 * Did the layer's overhead grow? With the base copies in the same rounds (`--base`): the head's
 * overhead ratio over the base's, per round — a difference in differences of the logs, so the
 * machine, the day and what both paths share cancel — or, written as a difference, the change
 * of target − baseline. Against a stored run of the base branch: the head's per-round
 * overheads against the stored ones, unpaired, reported and not failed from another
 * environment.
 */
const decideOverheadRegression = (
  threshold: OverheadRegression,
  run: ScenarioRun,
  base: RegressionBase | undefined,
  noBase: string,
  judging: Judging,
): ThresholdVerdict => {
  const { options } = judging
  const { metric, target } = threshold
  const baseline = run.baseline
  if (baseline === undefined) return missing(threshold, `${target}'s baseline`)
  if (!base) return { threshold, status: "skipped", reason: { kind: "no-baseline", why: noBase } }
  const ratio = threshold.form === "ratio"
  const label = `${target} ${metric} overhead`
  const sides = (() => {
    if (base.kind === "paired") {
      const baselineCopy = copyOf(run.copies, baseline, "base")
      if (baselineCopy === undefined) return undefined
      const change = overheadChange(
        run,
        { target, baseline },
        { target: base.target, baseline: baselineCopy },
        metric,
      )
      const interval = ratio
        ? quotientResolved(
            pairedRatioInterval(change.quotients, { level: options.level }),
            metric,
            {
              over: [change.head.readings.target, change.base.readings.reference],
              under: [change.head.readings.reference, change.base.readings.target],
            },
          )
        : sumResolved(pairedDifferenceInterval(change.changes, { level: options.level }), metric, {
            plus: 2,
            minus: 2,
          })
      return {
        interval,
        head: change.head,
        atBase: ratio ? change.base.ratios : change.base.differences,
        atMost: undefined,
      }
    }
    const stored = base.base.overhead?.[metric]
    if (stored === undefined) return undefined
    const head = pairedRatios(run, target, baseline, metric)
    const now = ratio ? head.ratios : head.differences
    const atBase = ratio ? stored.ratios : stored.differences
    if (now.length === 0 || atBase.length === 0) return undefined
    // The stored overheads keep ratios, not readings: the head's readings of the same targets
    // stand in for the base's in the bound on their rounding.
    const { target: t, reference: b } = head.readings
    const against = (overheads: ReadonlyArray<number>) =>
      ratio
        ? quotientResolved(
            unpairedRatioInterval(overheads, atBase, {
              level: options.level,
              method: unpairedMethodOf(metric),
            }),
            metric,
            { over: [t, b], under: [b, t] },
          )
        : sumResolved(welchInterval(overheads, atBase, options.level), metric, {
            plus: 2,
            minus: 2,
          })
    const interval = against(now)
    // Rounds here like these, against the base's fixed ones: a ratio's bound on what they decide.
    const atMost = ratio
      ? () => headsAtMost(now, atBase, interval.estimate).map(against)
      : undefined
    return { interval, head, atBase, atMost }
  })()
  if (sides === undefined || sides.head.ratios.length === 0) {
    return missing(threshold, `${target} and ${baseline} here and on the base`)
  }
  const { interval } = sides
  const comparison: Comparison = base.kind === "paired" ? "copies" : "paths"
  const spread = storedSpread(base, metric, ratio ? "overheads" : "differences")
  const decideOn = (bounds: Interval) =>
    decideKnowingLoad(bounds, { judging, comparison, metric }, (known) =>
      decideSpanningLaunches(known, spread, (spanned) =>
        decideOverheadChange(threshold, spanned, options, label),
      ),
    )
  const judged = decideOn(interval)
  const { atMost } = sides
  const decided =
    atMost === undefined
      ? judged
      : storedBaseLimits(
          judged,
          interval,
          { rounds: sides.atBase.length, level: options.level, method: unpairedMethodOf(metric) },
          () =>
            atMost().map((projected) => ({ decision: decideOn(projected), interval: projected })),
        )
  const headOverhead = ratio
    ? ratioEstimate(sides.head, options.level)
    : differenceInterval(sides.head, options.level).estimate
  const baseOverhead = ratio
    ? levelInterval(sides.atBase, { level: options.level }).estimate
    : sides.atBase.reduce((a, b) => a + b, 0) / sides.atBase.length
  const overheads = {
    head: headOverhead ?? Number.NaN,
    base: baseOverhead,
    form: threshold.form,
    metric,
  }
  const reason = withNotes(decided.reason, { against: base.label, overheads })
  const found = verdict(
    threshold,
    { ...decided, reason },
    {
      measured: ratio ? interval.estimate - 1 : interval.estimate,
      interval: ratio ? asChange(interval) : interval,
      rounds: interval.n,
    },
  )
  // Numbers from another machine or tool version prove nothing: report, do not fail.
  if (found.status === "fail" && base.kind === "stored" && base.otherEnvironment) {
    return {
      ...found,
      status: "inconclusive",
      reason: withNotes(found.reason, { otherEnvironment: base.otherEnvironment }),
    }
  }
  return found
}

const decideThreshold = (
  threshold: Threshold,
  run: ScenarioRun,
  base: RegressionBase | undefined,
  noBase: string,
  judging: Judging,
): ThresholdVerdict => {
  switch (threshold.kind) {
    case "absolute":
      return decideAbsolute(threshold, run, judging)
    case "overhead":
      return decideOverhead(threshold, run, base, judging)
    case "regression":
      return decideRegressionThreshold(threshold, run, base, noBase, judging)
    case "overhead-regression":
      return decideOverheadRegression(threshold, run, base, noBase, judging)
  }
}

/** No silent pass on errors: a target the spec does not limit gets the default limit. */
const implicitErrorRates = (
  run: ScenarioRun,
  heads: ReadonlyArray<string>,
  thresholds: ReadonlyArray<Threshold>,
): ReadonlyArray<ThresholdVerdict> =>
  heads.flatMap((target) => {
    if (thresholds.some((t) => t.target === target && t.metric === "error_rate")) return []
    const implicit = defaultErrorRate(run, target)
    return implicit ? [implicit] : []
  })

/** One launch's rounds judged: the rounds kept, the disturbance, and each threshold's verdict. */
const judgeLaunch = (
  input: Parameters<typeof compareScenario>[0],
  launch: ScenarioRun,
  options: CompareOptions,
  busyLimit: number,
) => {
  // Rounds a busy machine disturbed are left out while enough others remain (gate/Disturbance.ts).
  const { run, disturbance } = judgedRounds(launch, busyLimit)
  const judging: Judging = { options, ...(disturbance ? { disturbance } : {}) }
  const decideOn = (threshold: Threshold) =>
    decideThreshold(
      threshold,
      run,
      input.bases.get(threshold.target),
      input.noBase(threshold.target),
      judging,
    )
  return { run, disturbance, decideOn }
}

/** The base copy a regression of `target` is paired with in the same rounds, if any. */
const pairedCopy = (bases: ReadonlyMap<string, RegressionBase>, target: string) => {
  const base = bases.get(target)
  return base?.kind === "paired" ? base.target : undefined
}

/**
 * Summaries and verdicts for one scenario. Base-commit copies (`x@base`) are measured like any
 * target but reported through their head target's change, not as rows of their own. A run whose
 * launched targets were started again to confirm a failure (gate/Launches.ts) is judged on its
 * first launch, each such failure then on the fresh one too; a run not yet confirmed lists the
 * failures that need it (`unconfirmed`).
 */
export const compareScenario = (input: {
  readonly spec: string
  readonly specFile: string
  readonly run: ScenarioRun
  readonly thresholds: ReadonlyArray<Threshold>
  /** The regression base of each head target, when it has one. */
  readonly bases: ReadonlyMap<string, RegressionBase>
  /** Why a target without a base has none, e.g. `no stored run of main`. */
  readonly noBase: (target: string) => string
  readonly options?: CompareOptions
  /**
   * Acceptances stored with runs of the base branch for this scenario: a failing absolute or
   * overhead threshold they cover is judged against the accepted level (gate/Acceptance.ts).
   */
  readonly accepted?: ReadonlyArray<StoredAcceptance>
}): ScenarioOutcome => {
  const given = input.options ?? DEFAULT_COMPARE
  // After adaptive looks, each look's interval has its share of the error rate.
  const options = input.run.adaptive ? { ...given, level: input.run.adaptive.level } : given
  const busyLimit = given.busyLimit ?? DEFAULT_BUSY_LIMIT
  const launches = splitLaunches(input.run)
  const first = judgeLaunch(input, launches.first, options, busyLimit)
  // The fresh launch made looks of its own: its intervals have its last look's share.
  const freshLevel = input.run.confirmation?.level
  const freshOptions = freshLevel === undefined ? options : { ...options, level: freshLevel }
  const fresh = launches.fresh && judgeLaunch(input, launches.fresh, freshOptions, busyLimit)
  const { run, disturbance } = first
  const heads = run.targets.filter((t) => !isCopy(run.copies, t))
  // Estimates use every launch's rounds (the store keeps them all); verdicts judge each launch.
  const measured = fresh ? judgedRounds(input.run, busyLimit).run : run
  const targets = heads.map((target) =>
    summarise(measured, target, input.bases.get(target), options),
  )
  const decideOn = (threshold: Threshold) => {
    const verdict = first.decideOn(threshold)
    const copy = pairedCopy(input.bases, threshold.target)
    return fresh && needsFreshLaunch(verdict, run, copy)
      ? confirmedBy(verdict, fresh.decideOn(threshold))
      : verdict
  }
  const accepted = input.accepted ?? []
  const decided = input.thresholds.map((threshold) =>
    judgeAgainstAccepted(decideOn(threshold), acceptanceFor(accepted, threshold), decideOn),
  )
  const unconfirmed = fresh
    ? []
    : decided.filter((v) => needsFreshLaunch(v, run, pairedCopy(input.bases, v.threshold.target)))
  const verdicts = [...decided, ...implicitErrorRates(run, heads, input.thresholds)]
  const warming = warmingTargets(input.run, busyLimit)
  return {
    spec: input.spec,
    specFile: input.specFile,
    scenario: input.run.scenario,
    ...(input.run.baseline === undefined ? {} : { baseline: input.run.baseline }),
    ...(input.run.adaptive ? { adaptive: input.run.adaptive } : {}),
    ...(disturbance ? { disturbance } : {}),
    ...(warming.length > 0 ? { warming } : {}),
    targets,
    verdicts,
    ...(unconfirmed.length === 0 ? {} : { unconfirmed: unconfirmed.map((v) => v.threshold.text) }),
  }
}
