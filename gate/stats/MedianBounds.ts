/**
 * Which order statistics bound a distribution-free confidence interval for a median.
 *
 * W. R. Thompson, "On confidence ranges for the median and other expectation distributions for
 * populations of unknown distribution form", Ann. Math. Statist. 7 (1936): for n independent
 * values from any continuous distribution, the number below the median is Binomial(n, ½), so
 * [x₍k₎, x₍n+1−k₎] covers the median with probability exactly 1 − 2·P(B ≤ k − 1). The level
 * moves in steps; the widest interval [x₍1₎, x₍n₎] reaches 1 − 2^(1−n), so a 95% interval needs
 * at least 6 values (5 give 93.75%).
 */
import { logChoose } from "./LogGamma.ts"
import { memoize2 } from "./Memo.ts"

/** P(B ≤ k) for B ~ Binomial(n, ½). */
export const binomialHalfCdf = (k: number, n: number): number => {
  if (k < 0) return 0
  if (k >= n) return 1
  let sum = 0
  for (let i = 0; i <= k; i++) sum += Math.exp(logChoose(n, i) - n * Math.LN2)
  return Math.min(1, sum)
}

export interface OrderStatisticRank {
  /** 1-based rank k: the interval is [x₍k₎, x₍N+1−k₎] of the N ordered values. */
  readonly rank: number
  /** The exact coverage of that interval. */
  readonly achievedLevel: number
  /** False when even rank 1 falls short of the level asked for. */
  readonly attainable: boolean
}

/** The narrowest rank whose interval still reaches `level` (rank 1 when none does). */
export const signIntervalRank = (n: number, level: number): OrderStatisticRank =>
  cachedRank(n, level)

const findRank = (n: number, level: number): OrderStatisticRank => {
  const coverage = (rank: number) => 1 - 2 * binomialHalfCdf(rank - 1, n)
  if (n < 1) return { rank: 1, achievedLevel: 0, attainable: false }
  if (coverage(1) < level) return { rank: 1, achievedLevel: coverage(1), attainable: false }
  let rank = 1
  while (2 * (rank + 1) <= n + 1 && coverage(rank + 1) >= level) rank++
  return { rank, achievedLevel: coverage(rank), attainable: true }
}

const cachedRank = memoize2(findRank)
