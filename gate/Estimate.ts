/**
 * Point estimates over rounds. The median, because one disturbed slice on a shared machine
 * must not move the answer; interval estimates replace these where verdicts need confidence.
 */

/** The middle value (mean of the two middle values for an even count); NaN when empty. */
export const median = (values: ReadonlyArray<number>): number => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** The estimate of a metric from its per-round values. */
export const estimate = median
