/**
 * Typed quantities written as strings in specs: durations, ratio limits, regression limits and
 * absolute limits in a metric's unit. Each parser returns the value in canonical units, or an
 * error sentence that says what was expected.
 */
import { Either } from "effect"
import type { Unit } from "../runners/Metric.ts"
import type { Comparator } from "./Spec.ts"

const NUMBER = "([0-9]+(?:\\.[0-9]+)?)"

const DURATION_MS: Readonly<Record<string, number>> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
}

/** "500ms" → 500; "1.5s" → 1500. */
export const parseDuration = (text: string): Either.Either<number, string> => {
  const match = new RegExp(`^${NUMBER} *(ns|us|µs|ms|s|m)$`).exec(text.trim())
  const unit = match?.[2]
  return match && unit
    ? Either.right(Number(match[1]) * (DURATION_MS[unit] ?? Number.NaN))
    : Either.left(`expected a duration like "500ms" or "2s", got ${JSON.stringify(text)}`)
}

/** "<= 2.5x" → { comparator: "<=", ratio: 2.5 }. */
export const parseRatioLimit = (
  text: string,
): Either.Either<{ comparator: Comparator; ratio: number }, string> => {
  const match = new RegExp(`^(<=|<|>=|>) *${NUMBER}x$`).exec(text.trim())
  if (!match)
    return Either.left(`expected a ratio limit like "<= 2.5x", got ${JSON.stringify(text)}`)
  const ratio = Number(match[2])
  return ratio > 0
    ? Either.right({ comparator: match[1] as Comparator, ratio })
    : Either.left("a ratio limit must be above 0x")
}

/** "<= 5%" or "5%" → 0.05. */
export const parseRegressionLimit = (text: string): Either.Either<number, string> => {
  const match = new RegExp(`^(?:<= *)?${NUMBER}%$`).exec(text.trim())
  return match
    ? Either.right(Number(match[1]) / 100)
    : Either.left(`expected a regression limit like "<= 5%", got ${JSON.stringify(text)}`)
}

const BYTES: Readonly<Record<string, number>> = {
  B: 1,
  KB: 1e3,
  MB: 1e6,
  KiB: 1024,
  MiB: 1024 ** 2,
}

/** An absolute limit in the metric's canonical unit: "15ms" for latency, "1%" for a fraction. */
export const parseLimit = (value: string | number, unit: Unit): Either.Either<number, string> => {
  const text = String(value).trim()
  switch (unit) {
    case "ms":
      return parseDuration(text)
    case "fraction": {
      const match = new RegExp(`^${NUMBER} *%$`).exec(text)
      return match
        ? Either.right(Number(match[1]) / 100)
        : Either.left(`expected a percentage like "1%", got ${JSON.stringify(value)}`)
    }
    case "bytes": {
      const match = new RegExp(`^${NUMBER} *(B|KB|MB|KiB|MiB)?$`).exec(text)
      return match
        ? Either.right(Number(match[1]) * (BYTES[match[2] ?? "B"] ?? Number.NaN))
        : Either.left(`expected a size like 512 or "2KiB", got ${JSON.stringify(value)}`)
    }
    case "req/s":
    case "op/s": {
      const match = new RegExp(`^${NUMBER}(?: *(?:/s|rps|op/s))?$`).exec(text)
      return match
        ? Either.right(Number(match[1]))
        : Either.left(
            `expected ${unit === "req/s" ? "requests" : "operations"} per second like 1000, got ${JSON.stringify(value)}`,
          )
    }
    case "count": {
      const match = new RegExp(`^${NUMBER}$`).exec(text)
      return match
        ? Either.right(Number(match[1]))
        : Either.left(`expected a number like 3, got ${JSON.stringify(value)}`)
    }
  }
}
