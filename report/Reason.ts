/**
 * A verdict's reason (gate/Reason.ts) in words: the one sentence a reviewer reads in the
 * terminal, the PR comment, the JSON report and the annotations. The gate records the numbers;
 * only this module words them, so the wording can change without touching the gate or a stored
 * run.
 */
import type { Disturbance } from "../gate/Disturbance.ts"
import type {
  BusyNote,
  ConfirmationNote,
  DeterministicReason,
  DeterministicRegressionReason,
  IntervalReason,
  LaunchesNote,
  Reason,
  ReasonBounds,
  RegressionLimit,
  Scale,
} from "../gate/Reason.ts"
import { NEGATION } from "../gate/stats/Limit.ts"
import * as Wording from "../gate/stats/Wording.ts"
import type { Warming } from "../gate/Warming.ts"
import * as Format from "./Format.ts"
import { singleLine } from "./Text.ts"

type Render = (value: number) => string

/** How an estimate reads in a scale. */
const valueFormat = (scale: Scale): Render => {
  switch (scale.kind) {
    case "metric":
      return (value) => Format.metric(scale.metric, value)
    case "ratio":
      return Wording.ratio
    case "relative":
      return (value) => Wording.change(value - 1)
    case "difference":
      return (value) => Format.difference(scale.metric, value)
    case "change":
      return Wording.change
    case "plain":
      return Wording.significant
  }
}

/** How a limit reads: as the user wrote it for ratios (`2.5x`, `+10%`), else like the estimate. */
const limitFormat = (scale: Scale): Render =>
  scale.kind === "ratio"
    ? Wording.ratioLimit
    : scale.kind === "relative"
      ? (value) => Wording.changeLimit(value - 1)
      : valueFormat(scale)

/** A regression limit as written: `−5%` for a higher-is-better metric, `+5%` otherwise. */
const regressionLimit = (limit: RegressionLimit): string =>
  Wording.changeLimit(limit.better === "higher" ? -limit.tolerance : limit.tolerance)

/** `a–b`, or `a…b` when the numbers carry signs (a dash would read as a minus). */
const range = (lower: string, upper: string): string =>
  /^[+\u2212]/.test(lower) || /^[+\u2212]/.test(upper) ? `${lower}…${upper}` : `${lower}–${upper}`

const withInterval = (bounds: ReasonBounds, format: Render): string => {
  const level = bounds.attainable === false ? bounds.achievedLevel : bounds.level
  const ci = level === undefined || level <= 0 ? "CI" : `${Wording.confidence(level)} CI`
  return `${format(bounds.estimate)} (${ci} ${range(format(bounds.lower), format(bounds.upper))})`
}

const afterRounds = (bounds: ReasonBounds): string =>
  bounds.n === undefined ? "" : ` after ${Wording.rounds(bounds.n)}`

/** Unattainable: "run more rounds", unless a stored base's spread bounds what more rounds give. */
const tooFewRounds = (bounds: ReasonBounds, boundByBase = false): string => {
  const rounds = bounds.n === undefined ? "too few rounds" : Wording.rounds(bounds.n)
  const wanted = bounds.level === undefined ? "the" : `a ${Wording.confidence(bounds.level)}`
  return `${rounds} cannot give ${wanted} interval${boundByBase ? "" : "; run more rounds"}`
}

const intervalSentence = (r: IntervalReason): string => {
  const format = valueFormat(r.scale)
  const limitText = r.regression
    ? regressionLimit(r.regression)
    : limitFormat(r.scale)(r.limit.value)
  const passes = r.regression
    ? `within the ${limitText} limit`
    : `${r.limit.comparator} ${limitText}`
  const fails = r.regression
    ? `is worse than the ${limitText} limit`
    : `${NEGATION[r.limit.comparator]} ${limitText}`
  const measured = `${r.label} ${withInterval(r.bounds, format)}`
  const bounded = r.undecided?.baseBound !== undefined
  switch (r.outcome) {
    case "no-estimate":
      return `no ${r.label} could be estimated`
    case "unattainable":
      return Number.isFinite(r.bounds.lower) && Number.isFinite(r.bounds.upper)
        ? `${measured}: ${tooFewRounds(r.bounds, bounded)}`
        : `${r.label} ${format(r.bounds.estimate)}: ${tooFewRounds(r.bounds, bounded)}`
    case "pass":
      return `${measured} ${passes}`
    case "fail":
      return `${measured} ${fails}`
    case "straddles":
      return `${measured} straddles the ${limitText} limit${afterRounds(r.bounds)}`
    case "small-effect": {
      const by = Wording.percent(r.excess ?? 0, 1)
      const what = r.wouldBe === "fail" ? "is" : "is at most"
      return `${measured} ${what} ${by} past the ${limitText} limit, below the ${Wording.percent(r.minEffect)} minimum effect`
    }
  }
}

/** `round 4`, `rounds 2, 5` */
const roundList = (rounds: ReadonlyArray<number>): string =>
  `round${rounds.length === 1 ? "" : "s"} ${rounds.join(", ")}`

const variesNote = (
  disagreeing: ReadonlyArray<number>,
  others: ReadonlyArray<number>,
  format: Render,
): string =>
  disagreeing.length === 0
    ? ""
    : `; not deterministic: ${roundList(disagreeing)} measured ${others.map(format).join(", ")}`

const deterministicSentence = (r: DeterministicReason): string => {
  const format = valueFormat(r.scale)
  if (Number.isNaN(r.value)) return `no ${r.label} measured`
  const note = variesNote(r.disagreeing, r.others, format)
  const relation = r.status === "fail" ? NEGATION[r.limit.comparator] : r.limit.comparator
  return r.status === "inconclusive"
    ? `${r.label} ${format(r.value)} in most rounds, but the rounds fall on both sides of ${r.limit.comparator} ${format(r.limit.value)}${note}`
    : `${r.label} ${format(r.value)} ${relation} ${format(r.limit.value)}${note}`
}

const deterministicRegressionSentence = (r: DeterministicRegressionReason): string => {
  if (r.missing !== undefined) return `no ${r.label} measured ${r.missing}`
  const format = valueFormat(r.scale)
  const change =
    r.base === 0 ? (r.value === 0 ? 0 : Number.POSITIVE_INFINITY) : r.value / r.base - 1
  const relation =
    r.status === "pass"
      ? "within"
      : r.status === "fail"
        ? "is worse than"
        : "has rounds on both sides of"
  const baseNote =
    r.baseDisagreeing.length === 0
      ? ""
      : `; the base is not deterministic either: its ${roundList(r.baseDisagreeing)} ${r.baseDisagreeing.length === 1 ? "differs" : "differ"}`
  return `${r.label} ${format(r.value)} vs ${format(r.base)} on the base (${Wording.change(change)}) ${relation} the ${regressionLimit(r.regression)} limit${variesNote(r.disagreeing, r.others, format)}${baseNote}`
}

/** What decides an undecided verdict, what it was against, why a failure did not fail. */
const notes = (r: IntervalReason | DeterministicReason | DeterministicRegressionReason): string => {
  const parts: string[] = []
  if (r.undecided !== undefined) {
    const { resolved, rounds, ms, recorded } = r.undecided
    const time = ms === undefined ? "" : ` (~${Math.ceil(ms / 1000)} s of rounds)`
    const stored = r.undecided.storedRounds
    const bound = r.undecided.baseBound
    const format = r.kind === "interval" ? valueFormat(r.scale) : Wording.significant
    const more = bound
      ? `the stored base's ${Wording.rounds(bound.base)} hold it open: 50 rounds here like these would still give ${range(format(bound.lower), format(bound.upper))}, across the limit (\`--base\` measures the base in the same rounds)`
      : stored
        ? `the stored base has ${Wording.rounds(stored.base)}, too few for this confidence: ${Number.isFinite(stored.attainableAt) ? `it takes ${Wording.rounds(stored.attainableAt)} here to reach it at all` : "not even 50 rounds here reach it"} (\`--base\` measures the base in the same rounds)`
        : r.undecided.busy
          ? r.kind === "interval" && r.busy?.heldOpen
            ? "a quieter machine would decide it, more rounds would not"
            : "more rounds or a quieter machine would decide it"
          : r.undecided.launches
            ? "more rounds would not: two launches differ by more than that, as the stored runs measured (for a regression, `--base` measures the base commit in the same rounds)"
            : rounds === undefined
              ? "the estimate sits on the limit: no budget decides it"
              : recorded
                ? `about ${rounds} samples would decide it: record that many in the benchmark's output`
                : `about ${Wording.rounds(rounds)}${time} would decide it`
    parts.push(`; this run resolves ±${Wording.percent(resolved, 1)}, ${more}`)
  }
  if (r.kind === "interval" && r.overheads !== undefined) {
    const { head, base, form, metric } = r.overheads
    const shown = (x: number) =>
      form === "ratio" ? Wording.ratio(x) : Format.difference(metric, x)
    parts.push(`; overhead ${shown(head)} here, ${shown(base)} at the base`)
  }
  if (r.against !== undefined) parts.push(` (vs ${r.against})`)
  if (r.otherEnvironment !== undefined) {
    parts.push(`; not failed: the base ran in another environment (${r.otherEnvironment})`)
  }
  if (r.launches !== undefined && r.kind === "interval")
    parts.push(launchesNote(r.launches, r.scale))
  if (r.busy !== undefined)
    parts.push(busyNote(r.busy, r.kind === "interval" ? r.scale : undefined))
  if (r.confirmation !== undefined && r.kind === "interval") {
    parts.push(confirmationNote(r.confirmation, r.scale))
  }
  return parts.join("")
}

/**
 * What fresh processes of a failure's launched targets measured (gate/Launches.ts): the
 * failure confirmed, or the launches disagreeing, so it did not fail.
 */
const confirmationNote = (c: ConfirmationNote, scale: Scale): string => {
  const fresh =
    c.bounds === undefined
      ? c.status
      : `${withInterval(c.bounds, valueFormat(scale))}${afterRounds(c.bounds)}`
  switch (c.status) {
    case "fail":
      return `; confirmed on fresh processes: ${fresh}`
    case "pass":
      return `; not failed: fresh processes measured ${fresh}, within the limit, so one launch of the targets differed from the next by more than the change; \`load.forks\` measures launches as a level`
    case "inconclusive":
      return `; not failed: fresh processes could not confirm it, measuring ${fresh}`
  }
}

/** What a verdict against a stored run allowed for launches (gate/stats/LaunchSpread.ts). */
const launchesNote = (l: LaunchesNote, scale: Scale): string => {
  const format = valueFormat(scale)
  const spread =
    l.scale === "log"
      ? Wording.percent(Math.expm1(l.spread), 1)
      : format(l.spread).replace(/^\+/, "")
  return `; judged on ${range(format(l.judgedBounds.lower), format(l.judgedBounds.upper))}, spanning what the base branch's last ${l.runs} runs moved from one launch to the next (±${spread} a run)`
}

/**
 * How busy the machine was, in a verdict's words. The hypervisor is named: on a virtual machine
 * its steal (the host's other tenants) is often most of it, with no other process running.
 */
const busyShare = (busy: BusyNote): string =>
  `other processes and the hypervisor took ${Wording.percent(busy.median, 0)} of its CPU, median of the slices, in ${busy.disturbed} of ${busy.rounds} rounds`

/**
 * What a verdict judged on busy rounds allowed for: the widened interval it was decided on. A
 * reason stored before allowances existed says a failure was not failed because of it.
 */
const busyNote = (busy: BusyNote, scale: Scale | undefined): string => {
  const { allowance, judgedBounds } = busy
  if (!allowance || !judgedBounds || !scale) {
    return `; not failed: the machine was busy (${busyShare(busy)})`
  }
  const format = valueFormat(scale)
  const what =
    allowance.kind === "scale"
      ? `the change ${Wording.percent(allowance.by, 0)} larger or smaller`
      : `±${Wording.percent(Math.expm1(allowance.by), 0)}`
  return `; judged on ${range(format(judgedBounds.lower), format(judgedBounds.upper))}, allowing ${what} for the busy machine (${busyShare(busy)})`
}

/** The reason as one sentence. */
export const describeReason = (reason: Reason): string => {
  switch (reason.kind) {
    case "interval":
      return intervalSentence(reason) + notes(reason)
    case "deterministic":
      return deterministicSentence(reason) + notes(reason)
    case "deterministic-regression":
      return deterministicRegressionSentence(reason) + notes(reason)
    case "not-measured":
      return `no ${reason.metric} measured for ${reason.what}`
    case "no-baseline":
      return `no baseline: ${reason.why}`
    case "default-error-rate":
      return `${reason.target} error_rate ${Format.metric("error_rate", reason.mean)} > ${Format.metric("error_rate", reason.limit)}, the default limit for a target without an error_rate threshold of its own (mean of ${Wording.rounds(reason.rounds)})`
    case "text":
      return reason.text
  }
}

/**
 * `machine busy in 3 of 20 rounds (other processes and the hypervisor took more than the 15%
 * limit of its CPU, up to 52%): judged on the 17 quiet rounds` — or, with too few quiet rounds,
 * that each verdict allows for what the busy machine can move. The median over every slice is
 * said only then, as what it is (the share the allowance scales with): beside 1 busy round of
 * 1,211 it read as a contradiction.
 */
/**
 * Started targets still warming up when their rounds began (gate/Warming.ts): what each first
 * round cost against the rest, and what lets them settle first. One note for the scenario.
 */
export const warmingNote = (warming: ReadonlyArray<Warming>): string => {
  const each = warming.map((w) => `${singleLine(w.target)} ${Wording.ratio(w.firstRound)}`)
  const one = warming.length === 1
  return `still warming up when the rounds began: the first round cost ${each.join(", ")} the CPU per request of ${one ? "its" : "their"} later rounds, so ${one ? "its" : "their"} rounds are not alike; a longer warm-up, or warmup: "steady", lets ${one ? "it" : "them"} settle first`
}

export const disturbanceNote = (d: Disturbance): string => {
  const busy = `machine busy in ${d.disturbed} of ${d.rounds} rounds (other processes and the hypervisor took more than the ${Wording.percent(d.limit, 0)} limit of its CPU, up to ${Wording.percent(d.highest, 0)})`
  return d.judged === "clean"
    ? `${busy}: judged on the ${d.rounds - d.disturbed} quiet rounds`
    : `${busy}, a median ${Wording.percent(d.median, 0)} over every slice: too few quiet rounds, so each verdict allows for what that can move, and a change past it still fails`
}
