import { describe, expect, test } from "bun:test"
import { Either } from "effect"
import { metricInfo, type Unit } from "../../core/Metric.ts"
import {
  parseBoundedDuration,
  parseDuration,
  parseLimit,
  parseOverheadLimit,
  parseRegressionLimit,
} from "../../core/Quantity.ts"

/** The right value, or a failed expectation showing the error. */
const right = <A>(result: Either.Either<A, string>): A => {
  if (Either.isLeft(result)) throw new Error(`expected a value, got the error: ${result.left}`)
  return result.right
}

const left = <A>(result: Either.Either<A, string>): string => {
  if (Either.isRight(result)) throw new Error(`expected an error, got ${JSON.stringify(result)}`)
  return result.left
}

describe("parseDuration", () => {
  test.each([
    ["250ns", 0.00025],
    ["750us", 0.75],
    ["3µs", 0.003],
    ["500ms", 500],
    ["2s", 2000],
    ["1.5s", 1500],
    ["0.25s", 250],
    ["2m", 120_000],
    ["1.5m", 90_000],
    ["0ms", 0],
    [" 2s ", 2000],
    ["10 ms", 10],
  ])("%p is %p ms", (text, ms) => {
    expect(right(parseDuration(text))).toBeCloseTo(ms, 9)
  })

  test.each([
    "",
    "2",
    "s",
    "2 seconds",
    "2sec",
    "1h",
    "-1s",
    "+1s",
    ".5s",
    "1.s",
    "1e3ms",
    "1,5s",
    "2S",
    "1s500ms",
    "ms500",
  ])("%p is not a duration", (text) => {
    expect(left(parseDuration(text))).toBe(
      `expected a duration like "500ms" or "2s", got ${JSON.stringify(text)}`,
    )
  })
})

describe("parseOverheadLimit", () => {
  test.each([
    ["<= 2.5x", "<=", 2.5],
    ["<2x", "<", 2],
    [">= 0.6x", ">=", 0.6],
    [">   1x", ">", 1],
    [" <= 3x ", "<=", 3],
  ] as const)("%p is a ratio", (text, comparator, limit) => {
    expect(right(parseOverheadLimit(text, "ms"))).toEqual({ comparator, form: "ratio", limit })
  })

  test.each([
    ["<= +10%", "p50", "<=", 1.1],
    [">= -52.4%", "rps", ">=", 0.476],
    [">= \u221250%", "rps", ">=", 0.5],
    ["< +0%", "p99", "<", 1],
    ["<= +5%", "error_rate", "<=", 1.05],
  ] as const)("%p on %p is relative: the ratio %p", (text, metric, comparator, limit) => {
    const parsed = right(parseOverheadLimit(text, metricInfo(metric).unit))
    expect(parsed.form).toBe("relative")
    expect(parsed.comparator).toBe(comparator)
    expect(parsed.limit).toBeCloseTo(limit, 12)
  })

  test.each([
    ["<= +5ms", "p50", -1, 5],
    ["<= +250us", "time_per_op", 1, 0.25],
    [">= -2000", "rps", 1, -2000],
    ["<= +2KiB", "heap_per_op", 1, 2048],
    ["<= + 1", "allocs_per_op", 1, 1],
  ] as const)("%p on %p is additive, in the metric's unit", (text, metric, _, limit) => {
    const parsed = right(parseOverheadLimit(text, metricInfo(metric).unit))
    expect(parsed).toEqual({
      comparator: text.startsWith(">") ? ">=" : "<=",
      form: "additive",
      limit,
    })
  })

  test.each(["2.5x", "<= 2.5", "<= 2.5 x", "=< 2x", "== 2x", "<= -1x", "<= x", "<= 2.5X", ""])(
    "%p is no overhead limit",
    (text) => {
      expect(left(parseOverheadLimit(text, "count"))).toMatch(
        /^(expected an overhead limit like "<= 2.5x", "<= \+10%" or "<= \+5ms", got |an additive overhead limit: )/,
      )
    },
  )

  test("a percentage without a sign is refused with the signed form, not read as a ratio", () => {
    expect(left(parseOverheadLimit("<= 10%", "ms"))).toBe(
      'write a relative limit with its sign: "<= +10%" (or a ratio like "<= 1.1x"), got "<= 10%"',
    )
  })

  test("a relative limit at or below -100% is refused", () => {
    expect(left(parseOverheadLimit(">= -100%", "req/s"))).toBe(
      'a relative limit must be above -100%, got ">= -100%"',
    )
  })

  test("a rate has no additive form, and a unit must fit the metric", () => {
    expect(left(parseOverheadLimit("<= +0.1", "fraction"))).toContain(
      "a rate's overhead is relative",
    )
    expect(left(parseOverheadLimit("<= +5KiB", "ms"))).toBe(
      'an additive overhead limit: expected a duration like "500ms" or "2s", got "5KiB"',
    )
  })

  test.each(["<= 0x", ">= 0.0x"])("%p: a ratio of zero is refused", (text) => {
    expect(left(parseOverheadLimit(text, "ms"))).toBe("a ratio limit must be above 0x")
  })
})

describe("parseRegressionLimit", () => {
  test.each([
    ["<= 5%", 0.05],
    ["<=5%", 0.05],
    ["5%", 0.05],
    ["0%", 0],
    ["12.5%", 0.125],
    ["150%", 1.5],
  ])("%p is %p", (text, fraction) => {
    expect(right(parseRegressionLimit(text))).toBeCloseTo(fraction, 12)
  })

  test.each(["5", "<= 5", ">= 5%", "< 5%", "5 %", "-5%", "five%", ""])(
    "%p is not a regression limit",
    (text) => {
      expect(left(parseRegressionLimit(text))).toBe(
        `expected a regression limit like "<= 5%", got ${JSON.stringify(text)}`,
      )
    },
  )
})

describe("parseLimit", () => {
  const accepted: ReadonlyArray<readonly [Unit, string | number, number]> = [
    ["ms", "15ms", 15],
    ["ms", "1.5s", 1500],
    ["ms", "800us", 0.8],
    ["fraction", "1%", 0.01],
    ["fraction", "0%", 0],
    ["fraction", "0.5 %", 0.005],
    ["fraction", "100%", 1],
    ["bytes", 512, 512],
    ["bytes", "512", 512],
    ["bytes", "512B", 512],
    ["bytes", "2KB", 2000],
    ["bytes", "2KiB", 2048],
    ["bytes", "2 KiB", 2048],
    ["bytes", "1.5MB", 1_500_000],
    ["bytes", "1MiB", 1_048_576],
    ["bytes", "2GiB", 2 * 1024 ** 3],
    ["bytes", "3GB", 3e9],
    ["req/s", 1000, 1000],
    ["req/s", "1000", 1000],
    ["req/s", "1000/s", 1000],
    ["req/s", "1000 /s", 1000],
    ["req/s", "1000rps", 1000],
    ["req/s", "1000 rps", 1000],
    ["req/s", 2.5, 2.5],
  ]
  test.each(accepted)("%s: %p is %p", (unit, value, expected) => {
    expect(right(parseLimit(value, unit))).toBeCloseTo(expected, 9)
  })

  const refused: ReadonlyArray<readonly [Unit, string | number, string]> = [
    // A latency limit needs its unit: a bare number is ambiguous.
    ["ms", 15, 'expected a duration like "500ms" or "2s", got "15"'],
    ["ms", "15", 'expected a duration like "500ms" or "2s", got "15"'],
    ["ms", "5%", 'expected a duration like "500ms" or "2s", got "5%"'],
    // A fraction is written in percent, so 0.01 is refused rather than read as 1% or 0.01%.
    ["fraction", 0.01, 'expected a percentage like "1%", got 0.01'],
    ["fraction", "1", 'expected a percentage like "1%", got "1"'],
    ["fraction", "15ms", 'expected a percentage like "1%", got "15ms"'],
    ["bytes", "2kb", 'expected a size like 512 or "2KiB", got "2kb"'],
    ["bytes", "2TiB", 'expected a size like 512 or "2KiB", got "2TiB"'],
    ["bytes", "15ms", 'expected a size like 512 or "2KiB", got "15ms"'],
    ["bytes", -1, 'expected a size like 512 or "2KiB", got -1'],
    ["req/s", "1k", 'expected requests per second like 1000, got "1k"'],
    ["req/s", "15ms", 'expected requests per second like 1000, got "15ms"'],
    ["req/s", "5%", 'expected requests per second like 1000, got "5%"'],
    ["req/s", -5, "expected requests per second like 1000, got -5"],
  ]
  test.each(refused)("%s: %p is refused", (unit, value, message) => {
    expect(left(parseLimit(value, unit))).toBe(message)
  })
})

describe("parseBoundedDuration", () => {
  test("durations up to the field's bound are accepted", () => {
    expect(right(parseBoundedDuration("10m", "duration"))).toBe(600_000)
    expect(right(parseBoundedDuration("1440m", "budget"))).toBe(86_400_000)
  })

  test("a duration past the bound is rejected, naming the bound", () => {
    expect(parseBoundedDuration("99999999m", "duration")).toEqual(
      Either.left('"99999999m" is too long: duration may be at most 10m'),
    )
    expect(parseBoundedDuration("601s", "warmup")).toEqual(
      Either.left('"601s" is too long: warmup may be at most 10m'),
    )
    expect(parseBoundedDuration("1441m", "budget")).toEqual(
      Either.left('"1441m" is too long: budget may be at most 1440m (a day)'),
    )
  })

  test("a duration above 0 but under a microsecond is rejected: oha would get 0", () => {
    expect(parseBoundedDuration("0.0000001ms", "warmup")).toEqual(
      Either.left('"0.0000001ms" is too short: warmup is 0 or at least 1us'),
    )
    expect(Either.isLeft(parseBoundedDuration("999ns", "duration"))).toBe(true)
    expect(right(parseBoundedDuration("1us", "duration"))).toBe(0.001)
    expect(right(parseBoundedDuration("0s", "warmup"))).toBe(0)
  })

  test("the format is checked first", () => {
    expect(Either.isLeft(parseBoundedDuration("soon", "timeout"))).toBe(true)
  })
})

describe("parseLimit: rates are shares", () => {
  test("0% to 100% are rates; more is not", () => {
    expect(right(parseLimit("100%", "fraction"))).toBe(1)
    expect(right(parseLimit("0%", "fraction"))).toBe(0)
    expect(parseLimit("150%", "fraction")).toEqual(
      Either.left('a rate is a share of the requests, from 0% to 100%; got "150%"'),
    )
  })
})
