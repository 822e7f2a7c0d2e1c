import { describe, expect, test } from "bun:test"
import { type LookPlan, nextStep, planLooks } from "../../../gate/stats/Adaptive.ts"
import { pairedRatioInterval } from "../../../gate/stats/PairedRatio.ts"
import { type Random, seededRandom } from "../../../gate/stats/Random.ts"
import { decide } from "../../../gate/stats/Verdict.ts"
import { NOISES, type NoiseName, PAIRED_SD } from "./simulate.ts"

describe("planLooks", () => {
  test.each([
    [5, 40, 1, [5, 10, 20, 40]],
    [10, 30, 1, [10, 20, 30]],
    [3, 20, 2, [3, 6, 12, 20]],
    [5, 21, 2, [5, 10, 20, 21]],
    [5, 5, 1, [5]],
    [8, 4, 1, [8]], // a budget below the rounds asked for: one look
  ])("first %i, budget %i, blocks of %i → looks %p", (firstLook, maxRounds, blockSize, looks) => {
    expect(planLooks({ firstLook, maxRounds, blockSize }).looks).toEqual(looks)
  })

  test("a first look before any round is a programming error", () => {
    expect(() => planLooks({ firstLook: 0, maxRounds: 10 })).toThrow(RangeError)
  })

  test("bonferroni: α split evenly", () => {
    const plan = planLooks({ firstLook: 5, maxRounds: 40 })
    expect(plan.spending).toBe("bonferroni")
    for (const level of plan.levels) expect(level).toBeCloseTo(1 - 0.05 / 4, 14)
  })

  test("a single look spends all of α, whatever the schedule", () => {
    expect(
      planLooks({ firstLook: 10, maxRounds: 10, spending: "obrien-fleming" }).levels[0],
    ).toBeCloseTo(0.95, 12)
  })

  test("O'Brien–Fleming: little α early, most at the end, α in total", () => {
    const plan = planLooks({
      firstLook: 5,
      maxRounds: 40,
      confidence: 0.9,
      spending: "obrien-fleming",
    })
    const spent = plan.levels.map((level) => 1 - level)
    expect(spent.reduce((a, b) => a + b, 0)).toBeCloseTo(0.1, 12)
    for (let k = 1; k < spent.length; k++)
      expect(spent[k] as number).toBeGreaterThan(spent[k - 1] as number)
    expect(spent[0] as number).toBeLessThan(1e-5)
  })
})

describe("nextStep", () => {
  const plan = planLooks({ firstLook: 5, maxRounds: 40 })

  test("every threshold decided: stop", () => {
    expect(nextStep({ statuses: ["pass", "fail", "skipped"], roundsDone: 5, plan })).toEqual({
      action: "stop",
      reason: "every threshold decided after 5 rounds",
    })
  })

  test("a threshold straddles: double the rounds, at the next look's level", () => {
    expect(nextStep({ statuses: ["pass", "inconclusive"], roundsDone: 5, plan })).toEqual({
      action: "add",
      rounds: 5,
      level: plan.levels[1] as number,
      reason:
        "1 threshold undecided after 5 rounds: adding 5 rounds (look 2 of 4, 98.75% intervals)",
    })
    expect(
      nextStep({ statuses: ["inconclusive", "inconclusive"], roundsDone: 20, plan }),
    ).toMatchObject({
      action: "add",
      rounds: 20,
    })
  })

  test("a threshold no planned round can decide adds none; one the last look can, does", () => {
    // A stored base with too few rounds: decidable only from 41 rounds here, past the budget.
    expect(
      nextStep({
        statuses: ["pass", "inconclusive"],
        decidableFrom: [undefined, 41],
        roundsDone: 5,
        plan,
      }),
    ).toEqual({
      action: "stop",
      reason:
        "every threshold decided after 5 rounds but 1 that the planned rounds cannot decide (their reasons say why)",
    })
    // From 40 rounds (the budget's look): worth the rounds.
    expect(
      nextStep({ statuses: ["inconclusive"], decidableFrom: [40], roundsDone: 5, plan }),
    ).toMatchObject({ action: "add", rounds: 5 })
    // Another open threshold still adds rounds; the undecidable one does not count among them.
    expect(
      nextStep({
        statuses: ["inconclusive", "inconclusive"],
        decidableFrom: [undefined, 41],
        roundsDone: 5,
        plan,
      }),
    ).toMatchObject({ action: "add", reason: expect.stringContaining("1 threshold undecided") })
  })

  test("the budget is spent: stop with what is still open", () => {
    expect(
      nextStep({ statuses: ["inconclusive", "inconclusive", "pass"], roundsDone: 40, plan }),
    ).toEqual({
      action: "stop",
      reason: "2 thresholds undecided after 40 rounds: the budget is spent",
    })
  })
})

/**
 * The whole adaptive procedure on simulated sequences: look, decide, add rounds, until
 * decided or out of budget. Returns the share of sequences that end in each verdict.
 */
const simulateProcedure = (input: {
  readonly plan: LookPlan
  readonly truth: number
  readonly noise: NoiseName
  readonly sequences: number
  readonly seed: number
}) => {
  const random: Random = seededRandom(input.seed)
  const budget = input.plan.looks[input.plan.looks.length - 1] as number
  let fail = 0
  let pass = 0
  let rounds = 0
  for (let s = 0; s < input.sequences; s++) {
    const ratios = Array.from(
      { length: budget },
      () => input.truth * Math.exp(NOISES[input.noise](random, PAIRED_SD)),
    )
    let done = input.plan.looks[0] as number
    let level = input.plan.levels[0] as number
    for (;;) {
      // The worst case for false alarms: the truth sits exactly at the limit.
      const status = decide(pairedRatioInterval(ratios.slice(0, done), { level }), {
        comparator: "<=",
        value: 1,
      }).status
      const step = nextStep({ statuses: [status], roundsDone: done, plan: input.plan })
      if (step.action === "stop") {
        if (status === "fail") fail++
        if (status === "pass") pass++
        break
      }
      done += step.rounds
      level = step.level
    }
    rounds += done
  }
  return {
    fail: fail / input.sequences,
    pass: pass / input.sequences,
    rounds: rounds / input.sequences,
  }
}

describe("simulation: false alarms of the whole adaptive procedure under A/A noise", () => {
  const SEQUENCES = 2000
  const ALPHA = 0.05
  const looks = { firstLook: 5, maxRounds: 40, confidence: 1 - ALPHA } as const
  const bonferroni = planLooks(looks)
  const obrienFleming = planLooks({ ...looks, spending: "obrien-fleming" })
  const naive: LookPlan = { ...bonferroni, levels: bonferroni.levels.map(() => 1 - ALPHA) }
  /** Two standard errors of a simulated rate p. */
  const simulationError = (p: number) => 2 * Math.sqrt((p * (1 - p)) / SEQUENCES)

  // The union bound holds exactly, so bonferroni (with its margin) is held to α/2 itself;
  // O'Brien–Fleming spends α almost exactly, so it gets two standard errors of simulation.
  test.each([
    ["bonferroni", "log-normal", bonferroni, 0],
    ["bonferroni", "t3", bonferroni, 0],
    ["obrien-fleming", "log-normal", obrienFleming, 1],
  ] as const)(
    "%s, %s: fails at most α/2, decides wrongly at most α",
    (_, noise, plan, allowance) => {
      const result = simulateProcedure({ plan, truth: 1, noise, sequences: SEQUENCES, seed: 101 })
      // Failing is the false alarm (one-sided, α/2); passing a limit the truth sits on is the
      // other wrong decision.
      expect(result.fail).toBeLessThanOrEqual(ALPHA / 2 + allowance * simulationError(ALPHA / 2))
      expect(result.fail + result.pass).toBeLessThanOrEqual(
        ALPHA + allowance * simulationError(ALPHA),
      )
    },
  )

  test("without spending, looking four times at 95% fails far more often than α/2", () => {
    const result = simulateProcedure({
      plan: naive,
      truth: 1,
      noise: "log-normal",
      sequences: SEQUENCES,
      seed: 101,
    })
    expect(result.fail).toBeGreaterThan(2 * (ALPHA / 2))
  })

  test("a real 2% regression is still caught, and early: bonferroni stops sooner than O'Brien–Fleming", () => {
    const run = (plan: LookPlan) =>
      simulateProcedure({ plan, truth: 1.02, noise: "log-normal", sequences: 500, seed: 202 })
    const quick = run(bonferroni)
    const late = run(obrienFleming)
    expect(quick.fail).toBeGreaterThanOrEqual(0.99)
    expect(late.fail).toBeGreaterThanOrEqual(0.99)
    expect(quick.rounds).toBeLessThan(late.rounds)
  })
})
