/**
 * Descriptive statistics of one sample of per-round numbers. Small and exact; the variance uses
 * Welford's one-pass update (B. P. Welford, Technometrics 4, 1962) so values that differ only
 * in their last digits (log ratios near 0, latencies near each other) lose no precision.
 */

/** The values in ascending order, as a new array. */
export const sorted = (values: ReadonlyArray<number>): ReadonlyArray<number> =>
  Array.from(Float64Array.from(values).sort())

export const mean = (values: ReadonlyArray<number>): number => {
  let sum = 0
  for (const value of values) sum += value
  return values.length === 0 ? Number.NaN : sum / values.length
}

/** The unbiased sample variance (divisor n − 1); NaN below two values. */
export const variance = (values: ReadonlyArray<number>): number => {
  if (values.length < 2) return Number.NaN
  let runningMean = 0
  let squares = 0
  values.forEach((value, i) => {
    const delta = value - runningMean
    runningMean += delta / (i + 1)
    squares += delta * (value - runningMean)
  })
  return squares / (values.length - 1)
}

export const standardDeviation = (values: ReadonlyArray<number>): number =>
  Math.sqrt(variance(values))

/** The median of values already in ascending order; NaN when empty. */
export const medianOfSorted = (ascending: ArrayLike<number>): number => {
  const n = ascending.length
  if (n === 0) return Number.NaN
  const mid = n >> 1
  return n % 2 === 1
    ? (ascending[mid] as number)
    : ((ascending[mid - 1] as number) + (ascending[mid] as number)) / 2
}

/** The median of any values (mean of the two middle ones for an even count); NaN when empty. */
export const median = (values: ReadonlyArray<number>): number => medianOfSorted(sorted(values))

/** True when every value is finite and above zero, so the log scale applies. */
export const allPositive = (values: ReadonlyArray<number>): boolean =>
  values.every((value) => value > 0 && Number.isFinite(value))

/**
 * The median absolute deviation scaled to estimate a normal standard deviation (× 1.4826;
 * F. R. Hampel, JASA 69, 1974): the spread of the bulk of the values, which one disturbed value
 * cannot inflate. NaN below two values.
 */
export const robustStandardDeviation = (values: ReadonlyArray<number>): number => {
  if (values.length < 2) return Number.NaN
  const center = median(values)
  return 1.4826 * median(values.map((value) => Math.abs(value - center)))
}
