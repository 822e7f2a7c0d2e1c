/**
 * Typed quantities written as strings in specs: durations, overhead limits, regression limits and
 * absolute limits in a metric's unit. Each parser returns the value in canonical units, or an
 * error sentence that says what was expected.
 */
import { Either } from "effect"
import type { Unit } from "./Metric.ts"
import type { Comparator, OverheadForm } from "./Spec.ts"

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

/**
 * The longest each kind of duration may be. A slip like "99999999m" is no plan anyone
 * means: it would start a run that has to be killed. One slice of load, a warm-up and a
 * start-up wait last at most 10 minutes; a scenario's budget at most a day (durations are
 * written in ns, us, ms, s or m).
 */
const DURATION_LIMITS = {
  duration: "10m",
  warmup: "10m",
  timeout: "10m",
  budget: "1440m (a day)",
} as const

const LIMIT_MS: Readonly<Record<keyof typeof DURATION_LIMITS, number>> = {
  duration: 10 * 60_000,
  warmup: 10 * 60_000,
  timeout: 10 * 60_000,
  budget: 24 * 3_600_000,
}

/**
 * The shortest duration above 0: oha takes a slice's time in whole microseconds, so a shorter
 * one would reach it as 0 ("0.0000001ms" is a slip, not a plan).
 */
const SHORTEST_MS = 1e-3

/** A duration of a field with a bound (DURATION_LIMITS), in ms, or what is wrong with it. */
export const parseBoundedDuration = (
  text: string,
  field: keyof typeof DURATION_LIMITS,
): Either.Either<number, string> =>
  Either.flatMap(parseDuration(text), (ms) =>
    ms > LIMIT_MS[field]
      ? Either.left(
          `${JSON.stringify(text)} is too long: ${field} may be at most ${DURATION_LIMITS[field]}`,
        )
      : ms > 0 && ms < SHORTEST_MS
        ? Either.left(`${JSON.stringify(text)} is too short: ${field} is 0 or at least 1us`)
        : Either.right(ms),
  )

interface OverheadLimit {
  readonly comparator: Comparator
  readonly form: OverheadForm
  /** ratio and relative: the limit on target ÷ baseline; additive: on target − baseline. */
  readonly limit: number
}

const OVERHEAD_EXAMPLES = `like "<= 2.5x", "<= +10%" or "<= +5ms"`

/**
 * An overhead limit in one of three forms, all decided from the same paired rounds:
 * "<= 2.5x" (ratio target ÷ baseline), "<= +10%" or ">= -50%" (relative: the ratio 1.10 or
 * 0.50, shown as a change) and "<= +5ms" (additive: target − baseline in the metric's unit).
 * Relative and additive limits carry a sign, so "10%" cannot be read as the ratio 0.1.
 */
export const parseOverheadLimit = (
  text: string,
  unit: Unit,
): Either.Either<OverheadLimit, string> => {
  const written = text.trim()
  const head = /^(<=|<|>=|>) *(.*)$/.exec(written)
  if (!head) {
    return Either.left(
      `expected an overhead limit ${OVERHEAD_EXAMPLES}, got ${JSON.stringify(text)}`,
    )
  }
  const comparator = head[1] as Comparator
  const value = head[2] ?? ""
  const ratio = new RegExp(`^${NUMBER}x$`).exec(value)
  if (ratio) {
    const limit = Number(ratio[1])
    return limit > 0
      ? Either.right({ comparator, form: "ratio", limit })
      : Either.left("a ratio limit must be above 0x")
  }
  const signed = /^([+\-−]) *(.+)$/.exec(value)
  if (!signed) {
    return Either.left(
      new RegExp(`^${NUMBER} *%$`).test(value)
        ? `write a relative limit with its sign: "${comparator} +${value}" (or a ratio like "${comparator} 1.1x"), got ${JSON.stringify(text)}`
        : `expected an overhead limit ${OVERHEAD_EXAMPLES}, got ${JSON.stringify(text)}`,
    )
  }
  const sign = signed[1] === "+" ? 1 : -1
  const magnitude = (signed[2] ?? "").trim()
  const percent = new RegExp(`^${NUMBER} *%$`).exec(magnitude)
  if (percent) {
    const limit = 1 + (sign * Number(percent[1])) / 100
    return limit > 0
      ? Either.right({ comparator, form: "relative", limit })
      : Either.left(`a relative limit must be above -100%, got ${JSON.stringify(text)}`)
  }
  if (unit === "fraction") {
    return Either.left(
      `a rate's overhead is relative ("${comparator} +10%") or a ratio ("${comparator} 1.1x"), got ${JSON.stringify(text)}`,
    )
  }
  return Either.match(parseLimit(magnitude, unit), {
    onLeft: (why) => Either.left(`an additive overhead limit: ${why}`),
    onRight: (amount) =>
      Either.right({ comparator, form: "additive" as const, limit: sign * amount }),
  })
}

/** "<= 5%" or "5%" → 0.05. */
export const parseRegressionLimit = (text: string): Either.Either<number, string> => {
  const match = new RegExp(`^(?:<= *)?${NUMBER}%$`).exec(text.trim())
  return match
    ? Either.right(Number(match[1]) / 100)
    : Either.left(`expected a regression limit like "<= 5%", got ${JSON.stringify(text)}`)
}

/**
 * How far an overhead may grow against the base: "<= 5%" of its ratio (or just "5%"), or a
 * difference in the metric's unit, "<= +0.5ms", for an overhead written as a difference.
 */
export const parseOverheadRegressionLimit = (
  text: string,
  unit: Unit,
): Either.Either<{ readonly form: "ratio" | "additive"; readonly tolerance: number }, string> => {
  const value = text.trim().replace(/^<= */, "").replace(/^\+ */, "")
  const percent = new RegExp(`^${NUMBER} *%$`).exec(value)
  if (percent && unit !== "fraction") {
    return Either.right({ form: "ratio", tolerance: Number(percent[1]) / 100 })
  }
  return Either.match(parseLimit(value, unit), {
    onLeft: () =>
      Either.left(
        `expected an overhead regression limit like "<= 5%" (the overhead ratio may grow 5%) or "<= +0.5ms" (the difference may grow 0.5 ms, in the metric's unit), got ${JSON.stringify(text)}`,
      ),
    onRight: (tolerance) => Either.right({ form: "additive" as const, tolerance }),
  })
}

const BYTES: Readonly<Record<string, number>> = {
  B: 1,
  KB: 1e3,
  MB: 1e6,
  KiB: 1024,
  MiB: 1024 ** 2,
  GB: 1e9,
  GiB: 1024 ** 3,
}

/** An absolute limit in the metric's canonical unit: "15ms" for latency, "1%" for a fraction. */
export const parseLimit = (value: string | number, unit: Unit): Either.Either<number, string> => {
  const text = String(value).trim()
  switch (unit) {
    case "ms":
      return parseDuration(text)
    case "fraction": {
      const match = new RegExp(`^${NUMBER} *%$`).exec(text)
      if (!match) {
        return Either.left(`expected a percentage like "1%", got ${JSON.stringify(value)}`)
      }
      // A rate is a share of the requests (or calls): no more than all of them.
      const fraction = Number(match[1]) / 100
      return fraction <= 1
        ? Either.right(fraction)
        : Either.left(
            `a rate is a share of the requests, from 0% to 100%; got ${JSON.stringify(value)}`,
          )
    }
    case "bytes": {
      const match = new RegExp(`^${NUMBER} *(B|KB|MB|GB|KiB|MiB|GiB)?$`).exec(text)
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
