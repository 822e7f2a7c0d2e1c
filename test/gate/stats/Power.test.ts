import { describe, expect, test } from "bun:test"
import { pairedRatioInterval } from "../../../gate/stats/PairedRatio.ts"
import {
  minimumDetectableChange,
  type PowerInput,
  roundsNeeded,
  roundsToDecide,
} from "../../../gate/stats/Power.ts"
import { seededRandom } from "../../../gate/stats/Random.ts"
import { studentTUpperQuantile } from "../../../gate/stats/StudentT.ts"
import { unpairedRatioInterval } from "../../../gate/stats/UnpairedRatio.ts"
import { decide } from "../../../gate/stats/Verdict.ts"
import { factors, NOISES, PAIRED_SD, SLICE_SD } from "./simulate.ts"

describe("formulas", () => {
  const se = PAIRED_SD / Math.sqrt(10)

  test("smallest detectable change: (t(0.975, 9) + t(0.8, 9))·sd/√10", () => {
    const expected = Math.expm1(
      (studentTUpperQuantile(0.025, 9) + studentTUpperQuantile(0.2, 9)) * se,
    )
    expect(minimumDetectableChange({ sd: PAIRED_SD, rounds: 10 })).toBeCloseTo(expected, 14)
    expect(expected).toBeCloseTo(0.014, 3)
  })

  test("unpaired rounds see both sides' noise: wider, more rounds", () => {
    const paired = { sd: SLICE_SD, rounds: 10 }
    expect(minimumDetectableChange({ ...paired, design: "unpaired" })).toBeGreaterThan(
      minimumDetectableChange(paired),
    )
    expect(roundsNeeded({ sd: SLICE_SD, change: 0.05, design: "unpaired" })).toBeGreaterThan(
      roundsNeeded({ sd: SLICE_SD, change: 0.05 }),
    )
  })

  test.each([
    [{ sd: 0.014, change: 0.02 }],
    [{ sd: 0.014, change: -0.02 }],
    [{ sd: 0.014, change: 0.01, power: 0.9 }],
    [{ sd: 0.023, change: 0.05, design: "unpaired" as const }],
    [{ sd: 0.05, change: 0.02, level: 0.99 }],
  ])("rounds needed for %o: the fewest whose detectable change is small enough", (input) => {
    const n = roundsNeeded(input)
    const { change, ...rest } = input
    const detectable = (rounds: number) => minimumDetectableChange({ ...rest, rounds })
    expect(detectable(n)).toBeLessThanOrEqual(Math.expm1(Math.abs(Math.log1p(change))))
    expect(detectable(n - 1)).toBeGreaterThan(Math.expm1(Math.abs(Math.log1p(change))))
  })

  test("edges: no change, no noise, unreachable, a single round", () => {
    expect(roundsNeeded({ sd: 0.014, change: 0 })).toBe(Number.POSITIVE_INFINITY)
    expect(roundsNeeded({ sd: 0, change: 0.01 })).toBe(2)
    expect(roundsNeeded({ sd: 0.5, change: 0.001, maxRounds: 100 })).toBe(Number.POSITIVE_INFINITY)
    expect(minimumDetectableChange({ sd: 0.014, rounds: 1 })).toBe(Number.POSITIVE_INFINITY)
  })
})

describe("simulation: detection rate at the computed rounds is the asked-for power (±10 points)", () => {
  const TRIALS = 1000
  /** Share of runs whose interval clears the limit at 1 (a fail verdict) when the truth is 1 + change. */
  const detectionRate = (
    seed: number,
    input: PowerInput & { readonly change: number },
    interval: (
      random: ReturnType<typeof seededRandom>,
      n: number,
      truth: number,
    ) => {
      estimate: number
      lower: number
      upper: number
    },
  ) => {
    const n = roundsNeeded(input)
    const random = seededRandom(seed)
    let detected = 0
    for (let i = 0; i < TRIALS; i++)
      if (
        decide(interval(random, n, 1 + input.change), { comparator: "<=", value: 1 }).status ===
        "fail"
      )
        detected++
    return { n, rate: detected / TRIALS }
  }

  const paired = (random: ReturnType<typeof seededRandom>, n: number, truth: number) =>
    pairedRatioInterval(factors(random, NOISES["log-normal"], PAIRED_SD, n).map((f) => truth * f))

  test.each([
    [{ sd: PAIRED_SD, change: 0.02, power: 0.8 }],
    [{ sd: PAIRED_SD, change: 0.01, power: 0.8 }],
    [{ sd: PAIRED_SD, change: 0.01, power: 0.9 }],
    [{ sd: PAIRED_SD, change: 0.005, power: 0.5 }],
  ])("paired %o", (input) => {
    const { rate } = detectionRate(31, input, paired)
    expect(Math.abs(rate - input.power)).toBeLessThanOrEqual(0.1)
  })

  test("unpaired (Welch) rounds a side, sd 2.3%, 3% change", () => {
    const input = { sd: SLICE_SD, change: 0.03, design: "unpaired" as const }
    const { rate } = detectionRate(32, input, (random, n, truth) =>
      unpairedRatioInterval(
        factors(random, NOISES["log-normal"], SLICE_SD, n).map((f) => truth * f),
        factors(random, NOISES["log-normal"], SLICE_SD, n),
        { method: "welch" },
      ),
    )
    expect(Math.abs(rate - 0.8)).toBeLessThanOrEqual(0.1)
  })
})

describe("roundsToDecide", () => {
  test("rounds grow with the square of half-width over distance to the limit", () => {
    // Half-width ln(1.03/0.99)/2 ≈ 1.98%, distance ln(1.02/1.01) ≈ 0.99%: about 4× the rounds.
    const needed = roundsToDecide({
      estimate: 1.01,
      lower: 0.99,
      upper: 1.03,
      limit: 1.02,
      rounds: 10,
    })
    expect(needed).toBe(Math.ceil(10 * (Math.log(1.03 / 0.99) / 2 / Math.log(1.02 / 1.01)) ** 2))
    expect(needed).toBeGreaterThan(35)
    expect(needed).toBeLessThan(45)
  })

  test("an estimate on the limit is never decided", () => {
    expect(roundsToDecide({ estimate: 1.02, lower: 1, upper: 1.04, limit: 1.02, rounds: 10 })).toBe(
      Number.POSITIVE_INFINITY,
    )
  })
})
