/**
 * The interval for one target's level of a metric (absolute thresholds such as p99 ≤ 15 ms)
 * from its per-round values. Positive quantities are analysed on the log scale (the estimate is
 * a geometric mean); values that include zero (an error rate) on the linear scale (a mean).
 * The methods are those of PairedRatio, applied to the values instead of ratios: "t"
 * (default) or "sign" (distribution-free, for the median).
 */
import { DEFAULT_LEVEL, fromLogScale, type Interval, logs } from "./Interval.ts"
import { signMedianInterval, tMeanInterval } from "./OneSample.ts"
import { allPositive } from "./Sample.ts"

type LevelMethod = "t" | "sign"

const DEFAULT_LEVEL_METHOD: LevelMethod = "t"

interface LevelOptions {
  readonly level?: number
  readonly method?: LevelMethod
}

export const levelInterval = (
  values: ReadonlyArray<number>,
  options: LevelOptions = {},
): Interval => {
  const level = options.level ?? DEFAULT_LEVEL
  const method = options.method ?? DEFAULT_LEVEL_METHOD
  const positive = allPositive(values)
  const input = positive ? logs(values) : values
  const interval =
    method === "sign" ? signMedianInterval(input, level) : tMeanInterval(input, level)
  return positive ? fromLogScale(interval) : interval
}
