import { describe, expect, test } from "bun:test"
import {
  launchSpread,
  MIN_RUNS,
  SHIFT_ALPHA,
  sinceLastShift,
  spanningLaunches,
} from "../../../gate/stats/LaunchSpread.ts"
import { seededRandom } from "../../../gate/stats/Random.ts"
import { studentTUpperQuantile } from "../../../gate/stats/StudentT.ts"
import { unpairedRatioInterval } from "../../../gate/stats/UnpairedRatio.ts"

describe("launchSpread", () => {
  test("the mean square successive difference of the logs, with its degrees of freedom", () => {
    const spread = launchSpread([1, 1.1, 1, 1.1], "log")
    // Three successive differences of ±ln 1.1: δ² = 3 (ln 1.1)² / (2 · 3).
    expect(spread?.sd).toBeCloseTo(Math.log(1.1) / Math.SQRT2, 12)
    expect(spread?.runs).toBe(4)
    expect(spread?.df).toBeCloseTo((2 * 9) / 8, 12)
  })

  test("differences are spread in their unit", () => {
    expect(launchSpread([3, 5, 3, 5], "unit")?.sd).toBeCloseTo(2 / Math.SQRT2, 12)
  })

  test("too few runs, or a log of a value that is not positive, say nothing", () => {
    expect(launchSpread([1, 1.1, 1.2].slice(0, MIN_RUNS - 1), "log")).toBeUndefined()
    expect(launchSpread([1, 0, 1, 1], "log")).toBeUndefined()
    expect(launchSpread([1, -1, 1, 1], "unit")).toBeDefined()
  })

  test("a step between two runs moves it far less than it moves the plain deviation", () => {
    // Ten runs, a 30% step after the fifth, each run within ±1%.
    const runs = [1, 1.01, 0.99, 1, 1.01, 1.3, 1.31, 1.29, 1.3, 1.31]
    const logs = runs.map(Math.log)
    const m = logs.reduce((a, b) => a + b, 0) / logs.length
    const plain = Math.sqrt(logs.reduce((a, x) => a + (x - m) ** 2, 0) / (logs.length - 1))
    const spread = launchSpread(runs, "log")
    expect(spread?.sd).toBeLessThan(plain / 2)
  })

  test("only the newest ten runs count", () => {
    const old = [5, 1, 5, 1, 5]
    const recent = Array.from({ length: 10 }, (_, i) => 1 + (i % 2) * 0.01)
    expect(launchSpread([...old, ...recent], "log")).toEqual(launchSpread(recent, "log"))
  })
})

describe("spanningLaunches", () => {
  const interval = unpairedRatioInterval([1.05, 1.06, 1.04, 1.05, 1.05], [1, 1.01, 0.99, 1, 1], {
    level: 0.95,
  })

  test("widens to t · δ · √2 about the estimate, on the log scale", () => {
    const spread = { runs: 10, sd: 0.05, df: 6, scale: "log" as const }
    const { interval: spanned, widened } = spanningLaunches(interval, spread)
    expect(widened).toBe(true)
    const reach = studentTUpperQuantile(0.025, 6) * 0.05 * Math.SQRT2
    expect(Math.log(spanned.upper) - Math.log(interval.estimate)).toBeCloseTo(reach, 10)
    expect(Math.log(interval.estimate) - Math.log(spanned.lower)).toBeCloseTo(reach, 10)
    expect(spanned.estimate).toBe(interval.estimate)
  })

  test("never narrows what the rounds measured", () => {
    const spread = { runs: 10, sd: 0.0001, df: 6, scale: "log" as const }
    expect(spanningLaunches(interval, spread)).toEqual({ interval, widened: false })
  })
})

/**
 * Stored mode simulated: a base branch whose runs each carry a launch effect (σ 4% on the log)
 * and rounds with 2% noise; a head run of unchanged code against the newest stored run. The
 * rounds' interval alone knows neither launch; spanning the history's spread covers no change
 * about as often as its level asks.
 */
describe("coverage of no change between two launches", () => {
  const simulation = (seed: number) => {
    const random = seededRandom(seed)
    const launch = () => Math.exp(0.04 * random.normal())
    const rounds = (level: number) =>
      Array.from({ length: 12 }, () => level * Math.exp(0.02 * random.normal()))
    return { launch, rounds }
  }
  const median = (xs: ReadonlyArray<number>) => {
    const s = [...xs].sort((a, b) => a - b)
    return ((s[5] as number) + (s[6] as number)) / 2
  }

  test("the rounds alone cover it far less often than asked; spanning the launches, about as often", () => {
    const { launch, rounds } = simulation(20261128)
    let alone = 0
    let spanned = 0
    const trials = 400
    for (let trial = 0; trial < trials; trial++) {
      const history = Array.from({ length: 10 }, () => rounds(launch()))
      const base = history.at(-1) as number[]
      const head = rounds(launch())
      const interval = unpairedRatioInterval(head, base, { level: 0.95 })
      if (interval.lower <= 1 && interval.upper >= 1) alone++
      const spread = launchSpread(history.map(median), "log")
      if (!spread) throw new Error("ten runs give a spread")
      const wide = spanningLaunches(interval, spread).interval
      if (wide.lower <= 1 && wide.upper >= 1) spanned++
    }
    expect(alone / trials).toBeLessThan(0.6)
    expect(spanned / trials).toBeGreaterThan(0.92)
  })

  test("a change far past what launches move is still outside", () => {
    const { launch, rounds } = simulation(7)
    const history = Array.from({ length: 10 }, () => rounds(launch()))
    const head = rounds(1.4 * launch())
    const interval = unpairedRatioInterval(head, history.at(-1) as number[], { level: 0.95 })
    const spread = launchSpread(history.map(median), "log")
    if (!spread) throw new Error("ten runs give a spread")
    expect(spanningLaunches(interval, spread).interval.lower).toBeGreaterThan(1.05)
  })
})

test("one launch against the code's figure spans t · δ, not t · δ · √2", () => {
  const interval = unpairedRatioInterval([2.01, 2, 1.99, 2, 2], [1, 1, 1, 1, 1], { level: 0.95 })
  const spread = { runs: 10, sd: 0.05, df: 6, scale: "log" as const }
  const one = spanningLaunches(interval, spread, 1).interval
  const reach = studentTUpperQuantile(0.025, 6) * 0.05
  expect(Math.log(one.upper) - Math.log(interval.estimate)).toBeCloseTo(reach, 10)
  expect(Math.log(interval.estimate) - Math.log(one.lower)).toBeCloseTo(reach, 10)
})

describe("sinceLastShift", () => {
  test("a step the other runs cannot explain leaves the runs after it", () => {
    const logs = [1, 1.01, 0.99, 1, 1.01, 1.5, 1.51, 1.49, 1.5].map(Math.log)
    expect(sinceLastShift(logs)).toEqual(logs.slice(5))
    // A history of one level exactly, then a step: the rest's spread is 0, the step a shift.
    const flat = [1, 1, 1, 1, 1.5].map(Math.log)
    expect(sinceLastShift(flat)).toEqual([Math.log(1.5)])
  })

  test("the newest of two shifts is the last", () => {
    const logs = [1, 1.01, 0.99, 1, 2, 2.02, 1.98, 2, 1.5, 1.51, 1.49].map(Math.log)
    expect(sinceLastShift(logs)).toEqual(logs.slice(8))
  })

  test("runs that move by launches alone keep all of them, about as often as its level says", () => {
    const random = seededRandom(20261128)
    const histories = 2000
    let cut = 0
    for (let h = 0; h < histories; h++) {
      const logs = Array.from({ length: 10 }, () => 0.06 * random.normal())
      if (sinceLastShift(logs).length < logs.length) cut++
    }
    // At most SHIFT_ALPHA by construction (Bonferroni is conservative); 3x leaves room for the
    // simulation's own noise.
    expect(cut / histories).toBeLessThan(3 * SHIFT_ALPHA)
  })

  test("the spread since the last shift is read from those runs alone, or not at all", () => {
    const stepped = [1, 1.01, 0.99, 1, 1.01, 1.5, 1.51, 1.49, 1.5, 1.51]
    expect(launchSpread(stepped, "log", "last shift")?.runs).toBe(5)
    expect(launchSpread(stepped, "log")?.runs).toBe(10)
    expect(launchSpread([1, 1, 1, 1, 1, 1.5, 1.5], "log", "last shift")).toBeUndefined()
  })
})
