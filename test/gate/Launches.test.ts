import { describe, expect, test } from "bun:test"
import type { MetricValues } from "../../core/Metric.ts"
import type { Threshold } from "../../core/Spec.ts"
import { compareScenario } from "../../gate/Compare.ts"
import { confirmationLooks } from "../../gate/Launches.ts"
import type { RoundMeasurement, ScenarioRun } from "../../gate/Result.ts"

/** `rounds` rounds of a and b in AB/BA order, then as many on fresh processes when `fresh`. */
const run = (
  values: (target: string, round: number, fork: number) => MetricValues,
  options: { launched?: ReadonlyArray<string>; fresh?: boolean } = {},
): ScenarioRun => {
  const slices: RoundMeasurement[] = []
  const rounds = options.fresh ? 12 : 6
  for (let round = 1; round <= rounds; round++) {
    const fork = round > 6 ? 1 : 0
    const order = round % 2 === 1 ? ["a", "b"] : ["b", "a"]
    order.forEach((target, slot) => {
      slices.push({
        round,
        slot,
        target,
        values: values(target, round, fork),
        ...(options.fresh && fork === 1 ? { fork } : {}),
      })
    })
  }
  return {
    spec: "s",
    scenario: "sc",
    targets: ["a", "b"],
    baseline: "a",
    rounds: slices,
    ...(options.launched ? { launched: options.launched } : {}),
    ...(options.fresh ? { confirmation: { fromRound: 7 } } : {}),
  }
}

const wobble = (round: number) => 1 + 0.01 * Math.sin(round * 12.9898)

const overhead: Threshold = {
  kind: "overhead",
  text: "b p50 <= 1.2x",
  target: "b",
  metric: "p50",
  comparator: "<=",
  form: "ratio",
  limit: 1.2,
}

const errors: Threshold = {
  kind: "absolute",
  text: "b error_rate <= 1%",
  target: "b",
  metric: "error_rate",
  comparator: "<=",
  limit: 0.01,
}

const compare = (r: ScenarioRun, thresholds: ReadonlyArray<Threshold> = [overhead]) =>
  compareScenario({
    spec: "s",
    specFile: "s.cue",
    run: r,
    thresholds,
    bases: new Map(),
    noBase: () => "none",
  })

/** b's p50: twice a's on the first launch; on the fresh one, `fresh` times a's. */
const slowFirst =
  (fresh: number) =>
  (target: string, round: number, fork: number): MetricValues => ({
    p50: (target === "b" ? (fork === 0 ? 2 : fresh) : 1) * wobble(round + target.length),
    error_rate: target === "b" ? 0.2 : 0,
  })

describe("launches", () => {
  test("a statistical failure on one launch of a started target asks for fresh processes", () => {
    const outcome = compare(run(slowFirst(2), { launched: ["a", "b"] }), [overhead, errors])
    expect(outcome.verdicts.map((v) => v.status)).toEqual(["fail", "fail"])
    // Errors are what the code answered: no launch can make them the process's.
    expect(outcome.unconfirmed).toEqual(["b p50 <= 1.2x"])
  })

  test("targets that are not launched (run per round, or outside) need nothing more", () => {
    expect(compare(run(slowFirst(2))).unconfirmed).toBeUndefined()
    expect(compare(run(slowFirst(2), { launched: ["c"] })).unconfirmed).toBeUndefined()
  })

  test("confirmed by the fresh launch: a failure", () => {
    const outcome = compare(run(slowFirst(2), { launched: ["a", "b"], fresh: true }))
    const verdict = outcome.verdicts[0]
    expect(verdict?.status).toBe("fail")
    expect(verdict?.reason.kind === "interval" && verdict.reason.confirmation?.status).toBe("fail")
    expect(outcome.unconfirmed).toBeUndefined()
    // The verdict's own interval is the first launch's: 6 rounds.
    expect(verdict?.rounds).toBe(6)
  })

  test("not confirmed: inconclusive, the launches disagree", () => {
    const outcome = compare(run(slowFirst(1), { launched: ["a", "b"], fresh: true }))
    const verdict = outcome.verdicts[0]
    expect(verdict?.status).toBe("inconclusive")
    expect(verdict?.reason.kind === "interval" && verdict.reason.confirmation?.status).toBe("pass")
  })

  test("a pass on the first launch is not judged again on the fresh one", () => {
    const outcome = compare(
      run(
        (target, round, fork) => ({ p50: (target === "b" && fork === 1 ? 3 : 1) * wobble(round) }),
        {
          launched: ["a", "b"],
          fresh: true,
        },
      ),
    )
    expect(outcome.verdicts[0]?.status).toBe("pass")
  })
})

describe("the fresh launch's looks", () => {
  const looks = (firstLaunch: number, fits: number) =>
    confirmationLooks({ firstLaunch, fits, firstLook: 5, blockSize: 2, confidence: 0.95 })

  test("a failure that took the whole budget is owed the first launch's rounds, past the budget", () => {
    // 40 rounds measured, 6 left in the budget: the fresh launch may measure 40, looking from 6.
    const plan = looks(40, 6)
    expect(plan.looks).toEqual([6, 12, 24, 40])
    expect(plan.levels.every((level) => level === 1 - 0.05 / 4)).toBe(true)
  })

  test("a failure decided early gets the rest of the budget, in looks that can stop early", () => {
    expect(looks(6, 30).looks).toEqual([6, 12, 24, 30])
  })

  test("without a budget: the first launch's rounds in one look at the whole confidence", () => {
    const plan = looks(5, Number.POSITIVE_INFINITY)
    expect(plan.looks).toEqual([6])
    expect(plan.levels).toEqual([0.95])
  })
})
