/**
 * How far a figure moves from one stored run to the next, and an interval that spans it.
 *
 * Against a stored run of the base branch, a regression compares two launches — often on two
 * machines: the stored run's processes and this run's. Rounds within one launch cannot see what
 * differs between launches (gate/Launches.ts; 3–8% per request for Go services here, and a
 * gRPC hop's CPU ratio moved −21% to +25% between consecutive checks of users.cue,
 * docs/bundled-specs.md), so an interval from the rounds alone fails unchanged code whenever
 * the two launches differ. The base branch's own history measures that spread: each stored
 * run is one launch, and its estimate moves by the launch's effect plus its rounds' noise.
 *
 * The spread is the mean square successive difference of the runs' estimates (J. von Neumann,
 * R. H. Kent, H. R. Bellinson & B. I. Hart, "The mean square successive difference", Ann. Math.
 * Stat. 12, 1941): δ² = Σ (xᵢ₊₁ − xᵢ)² / (2(K − 1)) estimates the variance of one run's
 * estimate when the runs are independent, and a real change between two runs enters one term
 * only, where it would enter every term of the plain variance. Its degrees of freedom, by
 * matching its variance σ⁴(3K − 4)/(K − 1)² to a scaled χ², are 2(K − 1)²/(3K − 4).
 *
 * The head's estimate and the base run's are each one launch, so their difference has twice
 * that variance: the interval's half-width is at least t · δ · √2. A figure of this run alone
 * (an overhead against a limit: what the code costs, not this launch) is one launch: t · δ. It
 * never narrows what the rounds measured. Ratios and levels are spread on the log scale,
 * differences in their unit. Pure.
 *
 * A real shift still enters δ once, and a limit judged on a widened interval must fail after
 * the layer got costlier, not for the ten runs the shift stays in the history: such a figure's
 * spread is read from the runs since the last shift (sinceLastShift). A regression keeps every
 * recent run: there a shift costs power, and the runs just after it would be too few to span
 * two launches at all.
 */
import type { Interval } from "./Interval.ts"
import { studentTUpperQuantile } from "./StudentT.ts"

/** Fewer runs than this say too little about their spread (2 degrees of freedom at 4). */
export const MIN_RUNS = 4

/** The runs of a history that are read: recent enough to be the machine kind of today. */
export const MAX_RUNS = 10

/**
 * A successive difference the others' spread explains with a chance below this (shared by all
 * of them) is a level shift, not a launch.
 */
export const SHIFT_ALPHA = 0.01

/** The degrees of freedom of δ read from `differences` successive differences (K − 1). */
const spreadDf = (differences: number): number => (2 * differences ** 2) / (3 * differences - 1)

/**
 * The runs since the last level shift, oldest first, on the scale the spread is read at. The
 * largest successive difference is a shift when the spread of the others (δ of the rest; one
 * difference has variance 2δ²) puts it beyond Student's t at SHIFT_ALPHA shared by the K − 1
 * differences it could have been (Bonferroni); then the runs after it are searched again. Runs
 * that differ by noise alone keep all of them; a layer made costlier between two runs leaves
 * the runs after that step.
 */
export const sinceLastShift = (xs: ReadonlyArray<number>): ReadonlyArray<number> => {
  const differences = xs.slice(1).map((x, i) => x - (xs[i] as number))
  if (differences.length < 2) return xs
  let largest = 0
  for (const [i, d] of differences.entries())
    if (Math.abs(d) > Math.abs(differences[largest] as number)) largest = i
  const step = Math.abs(differences[largest] as number)
  if (step === 0) return xs
  const rest = differences.filter((_, i) => i !== largest)
  const sd = Math.sqrt(rest.reduce((sum, d) => sum + d * d, 0) / (2 * rest.length))
  const t = studentTUpperQuantile(SHIFT_ALPHA / (2 * differences.length), spreadDf(rest.length))
  if (sd > 0 && step <= t * sd * Math.SQRT2) return xs
  return sinceLastShift(xs.slice(largest + 1))
}

export interface LaunchSpread {
  /** Runs the spread was read from. */
  readonly runs: number
  /** The standard deviation of one run's estimate: of its log, or in the metric's unit. */
  readonly sd: number
  readonly df: number
  readonly scale: "log" | "unit"
}

/**
 * The spread of the runs' estimates, oldest first (the newest MAX_RUNS of them, or with
 * `since: "last shift"` those after the last level shift among them); undefined with fewer
 * than MIN_RUNS, or with a log scale asked for and a value that is not positive.
 */
export const launchSpread = (
  estimates: ReadonlyArray<number>,
  scale: "log" | "unit",
  since: "recent" | "last shift" = "recent",
): LaunchSpread | undefined => {
  const recent = estimates.slice(-MAX_RUNS)
  if (!recent.every(Number.isFinite)) return undefined
  if (scale === "log" && !recent.every((x) => x > 0)) return undefined
  const scaled = scale === "log" ? recent.map(Math.log) : recent
  const xs = since === "last shift" ? sinceLastShift(scaled) : scaled
  if (xs.length < MIN_RUNS) return undefined
  let squares = 0
  for (let i = 1; i < xs.length; i++) squares += ((xs[i] as number) - (xs[i - 1] as number)) ** 2
  const k = xs.length
  return { runs: k, sd: Math.sqrt(squares / (2 * (k - 1))), df: spreadDf(k - 1), scale }
}

/**
 * The interval widened, about its estimate, to at least what `launches` launches' figures
 * differ by at its level (two: this run against a stored one; one: this run's figure against
 * the code's); unchanged when its rounds already span more. `widened` says whether it moved.
 */
export const spanningLaunches = (
  interval: Interval,
  spread: LaunchSpread,
  launches: 1 | 2 = 2,
): { readonly interval: Interval; readonly widened: boolean } => {
  const log = spread.scale === "log"
  if (log && !(interval.estimate > 0 && interval.lower > 0 && interval.upper > 0))
    return { interval, widened: false }
  const to = (x: number) => (log ? Math.log(x) : x)
  const from = (x: number) => (log ? Math.exp(x) : x)
  const t = studentTUpperQuantile((1 - interval.level) / 2, spread.df)
  const reach = t * spread.sd * Math.sqrt(launches)
  const centre = to(interval.estimate)
  const lower = Math.min(interval.lower, from(centre - reach))
  const upper = Math.max(interval.upper, from(centre + reach))
  if (lower === interval.lower && upper === interval.upper) return { interval, widened: false }
  return { interval: { ...interval, lower, upper }, widened: true }
}
