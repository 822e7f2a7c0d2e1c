/**
 * A limit a measured quantity must respect (`<= 2.5`, `> 1000`), and what "better" means for a
 * metric. Shared by the statistical verdicts (./Verdict.ts) and the exact ones
 * (./Deterministic.ts).
 */

export type Comparator = "<" | "<=" | ">" | ">="

/** Which way is better for a metric (core/Metric.ts). */
export type Better = "higher" | "lower"

export interface Limit {
  readonly comparator: Comparator
  readonly value: number
}

/** Does `value` respect the limit? */
export const holds = (value: number, { comparator, value: limit }: Limit): boolean => {
  switch (comparator) {
    case "<":
      return value < limit
    case "<=":
      return value <= limit
    case ">":
      return value > limit
    case ">=":
      return value >= limit
  }
}

/** The relation a value that breaks the limit has to it: `<=` broken is `>`. */
export const NEGATION: Readonly<Record<Comparator, Comparator>> = {
  "<": ">=",
  "<=": ">",
  ">": "<=",
  ">=": "<",
}

/** True for `<` and `<=`: the limit caps the quantity from above. */
export const capsFromAbove = (limit: Limit): boolean => limit.comparator.startsWith("<")
