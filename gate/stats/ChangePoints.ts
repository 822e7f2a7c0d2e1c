/**
 * Level shifts in a series of runs: E-divisive with means (Matteson & James, "A Nonparametric
 * Approach for Multiple Change Point Analysis of Multivariate Data", JASA 2014), the method of
 * Apache Otava and of MongoDB's CI (Daly et al., "Change Point Detection in Software
 * Performance Testing", ICPE 2020). Pure and deterministic.
 *
 * Bisection: in a segment, the split τ maximising the energy statistic
 *   q̂(τ) = m·n/(m+n) · ( 2/(m·n) Σ|xᵢ−yⱼ| − 1/C(m,2) Σ|xᵢ−xₖ| − 1/C(n,2) Σ|yⱼ−yₖ| )
 * (m points left of τ, n right) is the candidate. A permutation test gives its p-value: the
 * segment shuffled, the largest q̂ found again, counted when it reaches the observed one. A
 * significant split is kept and both sides are searched again; the rest of the segment is noise.
 * Distances, not variances, so a heavy tail or one outlier does not make a shift.
 *
 * The shuffles come from a fixed seed, so the same series always gives the same points.
 */
import { type Random, seededRandom } from "./Random.ts"
import { median } from "./Sample.ts"

interface ChangePoint {
  /** Index of the first point of the new level. */
  readonly index: number
  /** Median of the points from the previous change point (or the start) up to `index`. */
  readonly before: number
  /** Median of the points from `index` up to the next change point (or the end). */
  readonly after: number
  /** The permutation test's p-value for this split within the segment it was found in. */
  readonly pValue: number
}

interface ChangePointOptions {
  /** A split is kept when its p-value is at most this (default 0.01). */
  readonly alpha?: number
  /** Shuffles per test (default 199; the smallest p-value is 1/(permutations+1)). */
  readonly permutations?: number
  /** Fewest points on either side of a split (default 4). */
  readonly minSize?: number
  /** Seed of the shuffles (default 1). */
  readonly seed?: number
}

const CHANGE_POINT_DEFAULTS = {
  alpha: 0.01,
  permutations: 199,
  minSize: 4,
  seed: 1,
} as const

interface Split {
  readonly tau: number
  readonly q: number
}

/**
 * The best split of `values` (absolute index `tau` within it), each side at least `minSize`
 * long; undefined when the segment is too short. O(n²): moving the split one point right moves
 * that point's distances from the right side's sums to the left side's.
 */
export const bestSplit = (values: ReadonlyArray<number>, minSize: number): Split | undefined => {
  const n = values.length
  if (n < 2 * minSize || minSize < 2) return undefined
  // Distance sums from each point to all points: the right side starts as the whole segment.
  let within = 0
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) within += Math.abs((values[i] ?? 0) - (values[j] ?? 0))
  }
  let withinLeft = 0
  let withinRight = within
  let between = 0
  let best: Split | undefined
  for (let tau = 1; tau <= n - minSize; tau++) {
    // Point tau−1 moves from the right side to the left.
    const moved = values[tau - 1] ?? 0
    let toLeft = 0
    for (let i = 0; i < tau - 1; i++) toLeft += Math.abs(moved - (values[i] ?? 0))
    let toRight = 0
    for (let j = tau; j < n; j++) toRight += Math.abs(moved - (values[j] ?? 0))
    withinLeft += toLeft
    withinRight -= toRight
    between += toRight - toLeft
    if (tau < minSize) continue
    const m = tau
    const r = n - tau
    const energy =
      (2 * between) / (m * r) - withinLeft / ((m * (m - 1)) / 2) - withinRight / ((r * (r - 1)) / 2)
    const q = ((m * r) / (m + r)) * energy
    if (best === undefined || q > best.q) best = { tau, q }
  }
  return best
}

const shuffle = (values: Array<number>, random: Random): void => {
  for (let i = values.length - 1; i > 0; i--) {
    const j = Math.floor(random.uniform() * (i + 1))
    const a = values[i] ?? 0
    values[i] = values[j] ?? 0
    values[j] = a
  }
}

/** p-value of `observed` as the largest split statistic of `values` under exchangeability. */
const permutationPValue = (
  values: ReadonlyArray<number>,
  observed: number,
  options: Required<ChangePointOptions>,
  random: Random,
): number => {
  const copy = [...values]
  // Once this many shuffles reach the observed statistic the split cannot be significant: stop.
  const allowed = Math.floor(options.alpha * (options.permutations + 1))
  let reached = 0
  let done = 0
  for (; done < options.permutations; done++) {
    shuffle(copy, random)
    const split = bestSplit(copy, options.minSize)
    if (split !== undefined && split.q >= observed) {
      reached += 1
      if (reached > allowed) return (reached + 1) / (done + 2)
    }
  }
  return (reached + 1) / (options.permutations + 1)
}

/** The change points of `series`, in order; none for a series too short to split. */
export const changePoints = (
  series: ReadonlyArray<number>,
  options: ChangePointOptions = {},
): ReadonlyArray<ChangePoint> => {
  const settings: Required<ChangePointOptions> = { ...CHANGE_POINT_DEFAULTS, ...options }
  if (series.some((value) => !Number.isFinite(value))) {
    throw new RangeError("changePoints: every value must be finite")
  }
  const random = seededRandom(settings.seed)
  const found: Array<{ index: number; pValue: number }> = []
  // Depth first over segments [start, end); a stack keeps long series off the call stack.
  const pending: Array<readonly [number, number]> = [[0, series.length]]
  while (pending.length > 0) {
    const [start, end] = pending.pop() ?? [0, 0]
    const segment = series.slice(start, end)
    const split = bestSplit(segment, settings.minSize)
    if (split === undefined || !(split.q > 0)) continue
    const pValue = permutationPValue(segment, split.q, settings, random)
    if (pValue > settings.alpha) continue
    found.push({ index: start + split.tau, pValue })
    pending.push([start + split.tau, end], [start, start + split.tau])
  }
  found.sort((a, b) => a.index - b.index)
  return found.map(({ index, pValue }, k) => {
    const from = found[k - 1]?.index ?? 0
    const to = found[k + 1]?.index ?? series.length
    return {
      index,
      pValue,
      before: median(series.slice(from, index)),
      after: median(series.slice(index, to)),
    }
  })
}
