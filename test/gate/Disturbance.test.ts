import { describe, expect, test } from "bun:test"
import type { MetricValues } from "../../core/Metric.ts"
import type { Threshold } from "../../core/Spec.ts"
import { compareScenario, DEFAULT_COMPARE } from "../../gate/Compare.ts"
import { DEFAULT_BUSY_LIMIT, judgedRounds, MIN_CLEAN_ROUNDS } from "../../gate/Disturbance.ts"
import type { RoundMeasurement, ScenarioRun } from "../../gate/Result.ts"
import { describeReason, disturbanceNote } from "../../report/Reason.ts"

/** Rounds of direct and layered in AB/BA order; `values(target, round)` per slice. */
const run = (
  rounds: number,
  values: (target: string, round: number) => MetricValues,
): ScenarioRun => {
  const slices: RoundMeasurement[] = []
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 === 1 ? ["direct", "layered"] : ["layered", "direct"]
    order.forEach((target, slot) => {
      slices.push({ round, slot, target, values: values(target, round) })
    })
  }
  return {
    spec: "s",
    scenario: "sc",
    targets: ["direct", "layered"],
    baseline: "direct",
    rounds: slices,
  }
}

const wobble = (round: number, salt: number) => 1 + 0.01 * Math.sin(round * 12.9898 + salt * 78.233)

const overhead: Threshold = {
  kind: "overhead",
  text: "layered p50 <= 2x",
  target: "layered",
  metric: "p50",
  comparator: "<=",
  form: "ratio",
  limit: 2,
}

/**
 * The layered path's p50 is 1.9× direct's on a quiet machine and 3× in rounds where other
 * processes took `busy` of the CPU: what a multi-process path does when a neighbour is busy.
 */
const scenario = (rounds: number, busyRounds: (round: number) => boolean, busy = 0.5) =>
  run(rounds, (target, round) => {
    const disturbed = busyRounds(round)
    const ratio = target === "layered" ? (disturbed ? 3 : 1.9) : 1
    return { p50: ratio * wobble(round, target.length), other_cpu: disturbed ? busy : 0.01 }
  })

const compare = (r: ScenarioRun, busyLimit?: number) =>
  compareScenario({
    spec: "s",
    specFile: "s.cue",
    run: r,
    thresholds: [overhead],
    bases: new Map(),
    noBase: () => "none",
    options: { ...DEFAULT_COMPARE, ...(busyLimit === undefined ? {} : { busyLimit }) },
  })

describe("a busy machine is not slow code", () => {
  test("a quiet run is judged as it is, with no disturbance", () => {
    const outcome = compare(scenario(12, () => false))
    expect(outcome.disturbance).toBeUndefined()
    expect(outcome.verdicts[0]?.status).toBe("pass")
  })

  test("disturbed rounds are left out while enough quiet ones remain", () => {
    const outcome = compare(scenario(12, (round) => round <= 3))
    expect(outcome.disturbance).toMatchObject({ rounds: 12, disturbed: 3, judged: "clean" })
    expect(outcome.verdicts[0]?.status).toBe("pass")
    expect(outcome.verdicts[0]?.rounds).toBe(9)
    expect(outcome.disturbance && disturbanceNote(outcome.disturbance)).toContain(
      "judged on the 9 quiet rounds",
    )
  })

  test("without the rule the same rounds fail: the disturbed rounds carry the failure", () => {
    const outcome = compare(
      scenario(12, (round) => round <= 8),
      1,
    )
    expect(outcome.disturbance).toBeUndefined()
    expect(outcome.verdicts[0]?.status).toBe("fail")
  })

  test("too few quiet rounds: a failure is reported inconclusive with the disturbance", () => {
    const outcome = compare(scenario(12, (round) => round <= 12 - MIN_CLEAN_ROUNDS + 1))
    expect(outcome.disturbance?.judged).toBe("all")
    const verdict = outcome.verdicts[0]
    expect(verdict?.status).toBe("inconclusive")
    const sentence = verdict ? describeReason(verdict.reason) : ""
    expect(sentence).toContain("not failed: the machine was busy")
    expect(sentence).toContain("50% of its CPU")
    expect(outcome.disturbance && disturbanceNote(outcome.disturbance)).toContain(
      "too few quiet rounds",
    )
  })

  test("a pass on a busy machine stays a pass", () => {
    const r = run(12, (target, round) => ({
      p50: (target === "layered" ? 1.5 : 1) * wobble(round, target.length),
      other_cpu: 0.6,
    }))
    const outcome = compare(r)
    expect(outcome.disturbance?.judged).toBe("all")
    expect(outcome.verdicts[0]?.status).toBe("pass")
  })

  test("exact metrics fail on a busy machine: sizes do not move with load", () => {
    const r = run(12, (target) => ({
      bytes_per_response: target === "layered" ? 300 : 100,
      other_cpu: 0.6,
    }))
    const outcome = compareScenario({
      spec: "s",
      specFile: "s.cue",
      run: r,
      thresholds: [{ ...overhead, metric: "bytes_per_response" }],
      bases: new Map(),
      noBase: () => "none",
    })
    expect(outcome.verdicts[0]?.status).toBe("fail")
  })

  test("the limit is a share of the machine: at it a round is not disturbed, past it it is", () => {
    const at = (share: number) =>
      judgedRounds(
        run(6, (_, round) => ({ p50: 1, other_cpu: round === 1 ? share : 0 })),
        DEFAULT_BUSY_LIMIT,
      ).disturbance
    expect(at(DEFAULT_BUSY_LIMIT)).toBeUndefined()
    expect(at(DEFAULT_BUSY_LIMIT + 0.01)).toMatchObject({ disturbed: 1, rounds: 6 })
  })

  test("runs without the machine's figure (older reports, no /proc) are judged as before", () => {
    const r = run(6, (target) => ({ p50: target === "layered" ? 3 : 1 }))
    expect(judgedRounds(r).disturbance).toBeUndefined()
    expect(compare(r).verdicts[0]?.status).toBe("fail")
  })
})
