/**
 * The null distribution of the Mann–Whitney U statistic (H. B. Mann & D. R. Whitney, "On a
 * test of whether one of two random variables is stochastically larger than the other", Ann.
 * Math. Statist. 18, 1947) and the order statistics it picks for a shift interval.
 *
 * U counts the pairs (xᵢ, yⱼ) with xᵢ > yⱼ. Without ties, and when both samples come from the
 * same continuous distribution, every interleaving is equally likely, so the number of
 * interleavings with U = u is the coefficient of qᵘ in the Gaussian binomial [n+m choose n]_q.
 * Those are built exactly with A. Harding's product ∏ᵢ (1 − q^(m+i)) / (1 − q^i) ("An efficient,
 * minimal-storage procedure for calculating the Mann–Whitney U, generalized U and similar
 * distributions", Applied Statistics 33, 1984), in O(n·nm) steps. Beyond 50 values a side the
 * normal approximation with continuity correction is used instead.
 */

import type { OrderStatisticRank } from "./MedianBounds.ts"
import { memoize2 } from "./Memo.ts"
import { normalCdf, normalUpperQuantile } from "./Normal.ts"

/** Largest side for which the exact distribution is computed. */
const EXACT_LIMIT = 50

/** Probabilities P(U = u) for u = 0 … n·m, exact (used up to EXACT_LIMIT a side). */
export const mannWhitneyDistribution = (n: number, m: number): ArrayLike<number> =>
  cachedDistribution(Math.min(n, m), Math.max(n, m))

const harding = (small: number, large: number): Float64Array => {
  const top = small * large
  const counts = new Float64Array(top + 1)
  counts[0] = 1
  for (let i = 1; i <= small; i++) {
    const degree = i * large
    // × (1 − q^(large+i)), highest coefficient first so each reads the old value.
    const shift = large + i
    for (let k = Math.min(top, degree + i); k >= shift; k--)
      counts[k] = (counts[k] as number) - (counts[k - shift] as number)
    // ÷ (1 − q^i): a running sum; the quotient is a polynomial of degree i·large.
    for (let k = i; k <= degree; k++) counts[k] = (counts[k] as number) + (counts[k - i] as number)
    for (let k = degree + 1; k <= top; k++) counts[k] = 0
  }
  let total = 0
  for (const count of counts) total += count
  for (let k = 0; k <= top; k++) counts[k] = (counts[k] as number) / total
  return counts
}

// Pure functions of their arguments, asked for again and again by simulations: memoized.
const cachedDistribution = memoize2(harding, 256)

const meanOf = (n: number, m: number) => (n * m) / 2
const sdOf = (n: number, m: number) => Math.sqrt((n * m * (n + m + 1)) / 12)

/** P(U ≤ u) under the null hypothesis, exact or (for large samples) approximate. */
export const mannWhitneyLowerTail = (u: number, n: number, m: number): number => {
  if (u < 0) return 0
  if (u >= n * m) return 1
  if (Math.max(n, m) > EXACT_LIMIT)
    return normalCdf((Math.floor(u) + 0.5 - meanOf(n, m)) / sdOf(n, m))
  const probabilities = mannWhitneyDistribution(n, m)
  let sum = 0
  for (let k = 0; k <= u; k++) sum += probabilities[k] as number
  return Math.min(1, sum)
}

/**
 * The narrowest rank k whose interval [d₍k₎, d₍nm+1−k₎] over the n·m ordered pairwise
 * differences still covers the shift with probability `level` (Bauer 1972). Coverage is
 * 1 − 2·P(U ≤ k − 1); when even k = 1 falls short, rank 1 and attainable false.
 */
// One memoized table of ranks per level.
const ranks = new Map<number, (n: number, m: number) => OrderStatisticRank>()

export const shiftIntervalRank = (n: number, m: number, level: number): OrderStatisticRank => {
  let bySize = ranks.get(level)
  if (!bySize) {
    if (ranks.size >= 64) ranks.clear()
    bySize = memoize2((n: number, m: number) => findRank(n, m, level))
    ranks.set(level, bySize)
  }
  return bySize(n, m)
}

const findRank = (n: number, m: number, level: number): OrderStatisticRank => {
  const coverage = (rank: number) => 1 - 2 * mannWhitneyLowerTail(rank - 1, n, m)
  if (n < 1 || m < 1) return { rank: 1, achievedLevel: 0, attainable: false }
  if (coverage(1) < level) return { rank: 1, achievedLevel: coverage(1), attainable: false }
  // Start near the normal approximation, then settle exactly.
  const guess = Math.floor(meanOf(n, m) + 0.5 - normalUpperQuantile((1 - level) / 2) * sdOf(n, m))
  let rank = Math.max(1, Math.min(guess, Math.floor((n * m + 1) / 2)))
  while (rank > 1 && coverage(rank) < level) rank--
  while (2 * (rank + 1) <= n * m + 1 && coverage(rank + 1) >= level) rank++
  return { rank, achievedLevel: coverage(rank), attainable: true }
}
