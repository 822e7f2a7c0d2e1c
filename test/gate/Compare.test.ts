import { describe, expect, test } from "bun:test"
import type { Threshold } from "../../core/Spec.ts"
import {
  type CompareOptions,
  compareScenario,
  DEFAULT_COMPARE,
  type RegressionBase,
} from "../../gate/Compare.ts"
import { interimOf } from "../../gate/Interim.ts"
import type { BaseReference, ScenarioRun, ThresholdVerdict } from "../../gate/Result.ts"
import { describeReason } from "../../report/Reason.ts"
import { alternatingRun } from "../support/AlternatingRun.ts"

/** A verdict's reason as a reviewer reads it. */
const said = (verdict: ThresholdVerdict | undefined): string =>
  verdict === undefined ? "" : describeReason(verdict.reason)

/** Deterministic noise: a factor in [1 − amplitude, 1 + amplitude], hashed from round and salt. */
const wobble = (round: number, salt: number, amplitude: number) => {
  const u = Math.abs(Math.sin(round * 127.1 + salt * 311.7) * 43758.5453) % 1
  return 1 + amplitude * (2 * u - 1)
}

const run = alternatingRun

const overhead = (
  target: string,
  metric: "p50" | "rps" | "instructions",
  comparator: "<=" | ">=",
  ratio: number,
): Threshold => ({
  kind: "overhead",
  text: `${target} ${metric} ${comparator} ${ratio}x`,
  target,
  metric,
  comparator,
  form: "ratio",
  limit: ratio,
})

const compare = (
  scenarioRun: ScenarioRun,
  thresholds: ReadonlyArray<Threshold>,
  bases: ReadonlyMap<string, RegressionBase> = new Map(),
  options?: CompareOptions,
) =>
  compareScenario({
    spec: "s",
    specFile: "specs/s.cue",
    run: scenarioRun,
    thresholds,
    bases,
    noBase: () => "no stored run of main",
    ...(options ? { options } : {}),
  })

/** candidate's p50 is `factor` × baseline's, with ±noise on each slice. */
const twoTargets = (factor: number, noise = 0.005, rounds = 8) =>
  run(
    ["direct", "layered"],
    rounds,
    (target, round) => ({
      p50: (target === "layered" ? factor : 1) * wobble(round, target.length, noise),
      rps: (target === "layered" ? 1000 / factor : 1000) * wobble(round, target.length + 7, noise),
    }),
    "direct",
  )

describe("overhead written as a change or a difference", () => {
  /** direct at `base` ms, layered `extra` ms slower, ±noise; order of slots alternating. */
  const slower = (base: number, extra: number, noise = 0.01, rounds = 10) =>
    run(
      ["direct", "layered"],
      rounds,
      (target, round) => ({
        p50: (target === "layered" ? base + extra : base) * wobble(round, target.length, noise),
      }),
      "direct",
    )
  const written = (
    form: "relative" | "additive",
    comparator: "<=" | ">=",
    limit: number,
    text: string,
    metric: "p50" | "rps" = "p50",
  ): Threshold => ({
    kind: "overhead",
    text: `layered ${metric} ${text} vs direct`,
    target: "layered",
    metric,
    comparator,
    form,
    limit,
  })

  test.each([
    ["+4.7 ms on 89 ms under +5ms passes", 89, 4.7, 0.002, 5, "pass"],
    ["+4.7 ms on 89 ms over +3ms fails", 89, 4.7, 0.002, 3, "fail"],
    [
      "+4.7 ms on 89 ms with 5% noise against +5ms is inconclusive",
      89,
      4.7,
      0.05,
      5,
      "inconclusive",
    ],
  ] as const)("%s", (_, base, extra, noise, limit, status) => {
    const threshold = written("additive", "<=", limit, `<= +${limit}ms`)
    const outcome = compare(slower(base, extra, noise), [threshold])
    const [verdict] = outcome.verdicts
    expect(verdict?.status).toBe(status)
    // The estimate and its interval are in ms, around the difference, not the ratio.
    expect(Math.abs((verdict?.measured ?? 0) - extra)).toBeLessThan(base * noise * 2 + 0.2)
    expect(verdict?.interval?.lower).toBeLessThan(verdict?.measured ?? 0)
    expect(verdict?.interval?.upper).toBeGreaterThan(verdict?.measured ?? 0)
    expect(verdict?.interval?.method).toBe("crossover-t")
    expect(said(verdict)).toMatch(/^layered p50 difference \+\d\.\d+ ms \(95% CI \+?\d/)
    expect(said(verdict)).toContain(`+${limit}.00 ms`)
  })

  test("a relative limit is the ratio limit it stands for, and reads as a change", () => {
    const scenario = slower(89, 4.7, 0.002)
    const relative = compare(scenario, [written("relative", "<=", 1.06, "<= +6%")]).verdicts[0]
    const ratio = compare(scenario, [overhead("layered", "p50", "<=", 1.06)]).verdicts[0]
    expect(relative?.status).toBe("pass")
    expect(relative?.status).toBe(ratio?.status ?? "skipped")
    expect(relative?.measured).toBe(ratio?.measured as number)
    expect(relative?.interval).toEqual(ratio?.interval as never)
    expect(said(relative)).toMatch(
      /^layered p50 ratio \+5\.\d% \(95% CI \+5\.\d%…\+5\.\d%\) <= \+6%/,
    )
    expect(said(ratio)).toContain("1.05x")
  })

  test("a lower bound on a change: rps at most 60% lower", () => {
    const halved = twoTargets(2)
    const [verdict] = compare(halved, [written("relative", ">=", 0.4, ">= -60%", "rps")]).verdicts
    expect(verdict?.status).toBe("pass")
    expect(said(verdict)).toMatch(/^layered rps ratio \u221250\.\d%/)
  })
})

describe("overhead verdicts come from an interval on paired ratios", () => {
  test.each([
    ["clearly over the limit fails", 2, "<=", 1.5, "fail", 0.005],
    ["clearly under the limit passes", 2, "<=", 3, "pass", 0.005],
    ["within noise of the limit is inconclusive", 2, "<=", 2, "inconclusive", 0.05],
    ["a lower bound on rps passes", 2, ">=", 0.4, "pass", 0.005],
  ] as const)("%s", (_, factor, comparator, limit, status, noise) => {
    const metric = comparator === "<=" ? "p50" : "rps"
    const outcome = compare(twoTargets(factor, noise), [
      overhead("layered", metric, comparator, limit),
    ])
    const [verdict] = outcome.verdicts
    expect(verdict?.status).toBe(status)
    const expected = metric === "p50" ? factor : 1 / factor
    expect(Math.abs((verdict?.measured ?? 0) / expected - 1)).toBeLessThan(noise * 2)
    expect(verdict?.interval?.lower).toBeLessThanOrEqual(verdict?.measured ?? 0)
    expect(verdict?.interval?.upper).toBeGreaterThanOrEqual(verdict?.measured ?? 0)
    expect(verdict?.interval?.level).toBe(0.95)
    // Both orders occur (AB, BA), so the first-slot bias is analysed out.
    expect(verdict?.interval?.method).toBe("crossover-t")
    expect(verdict?.rounds).toBe(8)
  })

  test("a change smaller than the minimum effect does not fail", () => {
    // 0.5% over a 1.0x limit with almost no noise: significant, but below the 1% minimum.
    const nearlyEqual = run(
      ["direct", "layered"],
      10,
      (target, round) => ({ p50: (target === "layered" ? 1.005 : 1) * wobble(round, 3, 0.0002) }),
      "direct",
    )
    const [verdict] = compare(nearlyEqual, [overhead("layered", "p50", "<=", 1)]).verdicts
    expect(verdict?.status).toBe("pass")
    expect(said(verdict)).toContain("minimum")
    const strict = compare(nearlyEqual, [overhead("layered", "p50", "<=", 1)], new Map(), {
      ...DEFAULT_COMPARE,
      minEffect: 0,
    })
    expect(strict.verdicts[0]?.status).toBe("fail")
  })

  test("a count's own minimum effect is a tenth of a time's: 0.5% past the limit fails", () => {
    const counted = run(
      ["direct", "layered"],
      10,
      (target, round) => ({
        instructions: (target === "layered" ? 1.005 : 1) * 1e6 * wobble(round, 3, 0.0002),
      }),
      "direct",
    )
    const [verdict] = compare(counted, [overhead("layered", "instructions", "<=", 1)]).verdicts
    expect(verdict?.status).toBe("fail")
    const given = compare(counted, [overhead("layered", "instructions", "<=", 1)], new Map(), {
      ...DEFAULT_COMPARE,
      minEffect: 0.01,
    })
    expect(given.verdicts[0]?.status).toBe("pass")
  })

  test("a target summary reports the overhead estimate, the baseline none", () => {
    const outcome = compare(twoTargets(2), [])
    const [direct, layered] = outcome.targets
    expect(direct?.overhead).toEqual({})
    expect(layered?.overhead.p50).toBeCloseTo(2, 1)
    expect(layered?.rounds).toBe(8)
  })
})

describe("absolute verdicts", () => {
  const latencies = run(["svc"], 6, (_, round) => ({
    p99: 10 * wobble(round, 1, 0.05),
    allocs_per_op: 2,
  }))
  const absolute = (metric: "p99" | "allocs_per_op", limit: number): Threshold => ({
    kind: "absolute",
    text: `svc ${metric} <= ${limit}`,
    target: "svc",
    metric,
    comparator: "<=",
    limit,
  })

  test.each([
    [15, "pass"],
    [5, "fail"],
    [10, "inconclusive"],
  ] as const)("p99 ≈ 10 ms against max %d ms: %s", (limit, status) => {
    expect(compare(latencies, [absolute("p99", limit)]).verdicts[0]?.status).toBe(status)
  })

  test("a deterministic metric is compared exactly, without an interval", () => {
    const [ok, over] = compare(latencies, [
      absolute("allocs_per_op", 2),
      absolute("allocs_per_op", 1),
    ]).verdicts
    expect(ok?.status).toBe("pass")
    expect(over?.status).toBe("fail")
    expect(over?.interval).toBeUndefined()
    expect(over?.measured).toBe(2)
  })

  test("a deterministic metric's estimate is the value measured, without float noise", () => {
    const sizes = run(["svc"], 5, () => ({ bytes_per_response: 5877 }))
    expect(compare(sizes, []).targets[0]?.estimates.bytes_per_response).toBe(5877)
  })

  test("a metric that was never measured fails and says so", () => {
    const [verdict] = compare(latencies, [
      { ...absolute("p99", 1), metric: "p50", text: "svc p50" },
    ]).verdicts
    expect(verdict?.status).toBe("fail")
    expect(said(verdict)).toBe("no p50 measured for svc")
  })
})

describe("regression verdicts", () => {
  const regression = (tolerance: number): Threshold => ({
    kind: "regression",
    text: `svc p50 regression <= ${tolerance * 100}%`,
    target: "svc",
    metric: "p50",
    tolerance,
  })

  test("paired with the base copy measured in the same rounds", () => {
    const sameRounds = run(["svc", "svc@base"], 8, (target, round) => ({
      p50: (target === "svc" ? 1.3 : 1) * wobble(round, target.length, 0.01),
    }))
    const bases = new Map<string, RegressionBase>([
      ["svc", { kind: "paired", target: "svc@base", label: "base abc, same rounds" }],
    ])
    const outcome = compare(sameRounds, [regression(0.1), regression(0.5)], bases)
    expect(outcome.verdicts.map((v) => v.status)).toEqual(["fail", "pass"])
    expect(outcome.verdicts[0]?.measured).toBeCloseTo(0.3, 1)
    expect(said(outcome.verdicts[0])).toContain("(vs base abc, same rounds)")
    // The base copy is not a row of its own; its head target carries the change.
    expect(outcome.targets.map((t) => t.target)).toEqual(["svc"])
    expect(outcome.targets[0]?.change.p50).toBeCloseTo(0.3, 1)
  })

  const stored = (fingerprint: string): BaseReference => ({
    runId: 7,
    commit: "c".repeat(40),
    branch: "main",
    fingerprint,
    rounds: { p50: [1, 1.01, 0.99, 1, 1.005, 0.995] },
  })
  const slower = run(["svc"], 6, (_, round) => ({ p50: 1.4 * wobble(round, 2, 0.01) }))

  test("against a stored run, unpaired", () => {
    const bases = new Map<string, RegressionBase>([
      ["svc", { kind: "stored", base: stored("env-a"), label: "main ccccccc, stored run 7" }],
    ])
    const [verdict] = compare(slower, [regression(0.1)], bases).verdicts
    expect(verdict?.status).toBe("fail")
    expect(verdict?.interval?.method).toBe("hodges-lehmann")
    expect(verdict?.measured).toBeCloseTo(0.4, 1)
  })

  /** Ten stored runs of main whose medians moved ±8% from one launch to the next. */
  const withHistory = (): BaseReference => ({
    ...stored("env-a"),
    history: {
      p50: {
        levels: [1, 1.08, 0.95, 1.05, 0.92, 1.03, 1.1, 0.97, 1.06, 1],
        overheads: [],
        differences: [],
      },
    },
  })
  const storedWithHistory = new Map<string, RegressionBase>([
    ["svc", { kind: "stored", base: withHistory(), label: "main ccccccc, stored run 7" }],
  ])

  test("against a stored run, a change within what launches move is not failed", () => {
    // +6% measured on tight rounds: past a 2% limit by the rounds alone.
    const bitSlower = run(["svc"], 6, (_, round) => ({ p50: 1.06 * wobble(round, 2, 0.005) }))
    const bare = new Map<string, RegressionBase>([
      ["svc", { kind: "stored", base: stored("env-a"), label: "main ccccccc, stored run 7" }],
    ])
    expect(compare(bitSlower, [regression(0.02)], bare).verdicts[0]?.status).toBe("fail")
    const [verdict] = compare(bitSlower, [regression(0.02)], storedWithHistory).verdicts
    expect(verdict?.status).toBe("inconclusive")
    const reason = verdict?.reason.kind === "interval" ? verdict.reason : undefined
    expect(reason?.launches?.runs).toBe(10)
    // Reported on the rounds' interval, decided on the one spanning the launches.
    expect(reason?.launches?.judgedBounds.lower).toBeLessThan(reason?.bounds.lower ?? 0)
    expect(said(verdict)).toContain("spanning what the base branch's last 10 runs moved")
    expect(said(verdict)).toContain(
      "more rounds would not: two launches differ by more than that, as the stored runs measured",
    )
    // And a look between rounds spends none on it (gate/stats/Adaptive.ts nextStep).
    const outcome = compare(bitSlower, [regression(0.02)], storedWithHistory)
    expect(interimOf(outcome).decidableFrom).toEqual([Number.POSITIVE_INFINITY])
    expect(interimOf(compare(bitSlower, [regression(0.02)], bare)).decidableFrom).toEqual([
      undefined,
    ])
  })

  test("against a stored run, a change far past what launches move still fails", () => {
    // +40% against a 2% limit, launches moving ±7% a run: judged on about +9%…+80%.
    const [verdict] = compare(slower, [regression(0.02)], storedWithHistory).verdicts
    expect(verdict?.status).toBe("fail")
    expect(said(verdict)).toContain("spanning what the base branch's last 10 runs moved")
  })

  test("an overhead against its limit spans what the stored runs' overheads moved", () => {
    // layered 2.1x direct on tight rounds, against a 2x limit: failed by the rounds alone.
    const ratio = twoTargets(2.1)
    const history = (overheads: number[]): BaseReference => ({
      ...stored("env-a"),
      history: { p50: { levels: [], overheads, differences: [] } },
    })
    const basesOf = (base: BaseReference) =>
      new Map<string, RegressionBase>([
        ["layered", { kind: "stored", base, label: "main ccccccc, stored run 7" }],
      ])
    const limit = overhead("layered", "p50", "<=", 2)
    expect(compare(ratio, [limit]).verdicts[0]?.status).toBe("fail")
    // Ten runs whose overhead moved ±6% from one check to the next: 2.1x is within that.
    const moving = history([2, 2.1, 1.95, 2.08, 1.9, 2.04, 2.12, 1.97, 2.06, 2])
    const [verdict] = compare(ratio, [limit], basesOf(moving)).verdicts
    expect(verdict?.status).toBe("inconclusive")
    const reason = verdict?.reason.kind === "interval" ? verdict.reason : undefined
    expect(reason?.launches?.runs).toBe(10)
    expect(said(verdict)).toContain("spanning what the base branch's last 10 runs moved")
    // Runs that agree to 0.5% widen nothing: the rounds' failure stands.
    const steady = history([2.1, 2.11, 2.09, 2.1, 2.105, 2.095, 2.1, 2.1, 2.11, 2.09])
    expect(compare(ratio, [limit], basesOf(steady)).verdicts[0]?.status).toBe("fail")
    // Far past the limit, the widened interval still fails.
    expect(compare(twoTargets(3), [limit], basesOf(moving)).verdicts[0]?.status).toBe("fail")
    // After the layer got costlier between two stored runs, the limit fails on the new level:
    // the step is a shift, not a launch, and the runs after it agree (the step alone, read as a
    // launch, would widen this to about 1.7x-2.6x).
    const stepped = history([1.4, 1.41, 1.39, 1.4, 2.1, 2.1, 2.11, 2.09, 2.1, 2.1])
    expect(compare(ratio, [limit], basesOf(stepped)).verdicts[0]?.status).toBe("fail")
  })

  test("a stored base from another environment is reported, not failed", () => {
    const bases = new Map<string, RegressionBase>([
      [
        "svc",
        {
          kind: "stored",
          base: stored("env-b"),
          label: "main ccccccc, stored run 7",
          otherEnvironment: "env-b vs env-a here",
        },
      ],
    ])
    const [verdict] = compare(slower, [regression(0.1)], bases).verdicts
    expect(verdict?.status).toBe("inconclusive")
    expect(said(verdict)).toContain("another environment (env-b vs env-a here)")
  })

  test("a deterministic metric's regression is measured as a change, not as its value", () => {
    const smaller = run(["wire", "wire@base"], 4, (target) => ({
      bytes_per_response: target === "wire" ? 1812 : 3806,
    }))
    const bases = new Map<string, RegressionBase>([
      ["wire", { kind: "paired", target: "wire@base", label: "base abc, same rounds" }],
    ])
    const bytes: Threshold = {
      kind: "regression",
      text: "wire bytes_per_response regression <= 0%",
      target: "wire",
      metric: "bytes_per_response",
      tolerance: 0,
    }
    const [verdict] = compare(smaller, [bytes], bases).verdicts
    expect(verdict?.status).toBe("pass")
    expect(verdict?.measured).toBeCloseTo(1812 / 3806 - 1, 6)
  })

  test("without a base the threshold is skipped, with the reason", () => {
    const [verdict] = compare(slower, [regression(0.1)]).verdicts
    expect(verdict?.status).toBe("skipped")
    expect(said(verdict)).toBe("no baseline: no stored run of main")
  })
})

describe("the default error-rate limit", () => {
  const p50 = (target: string): Threshold => ({
    kind: "absolute",
    text: `${target} p50 <= 1s`,
    target,
    metric: "p50",
    comparator: "<=",
    limit: 1000,
  })
  const errors = (rate: (target: string) => number) =>
    run(["a", "b"], 4, (target, round) => ({
      p50: 1 * wobble(round, 1, 0.01),
      error_rate: rate(target),
    }))

  test("a target above 1% errors without an error_rate threshold fails, named and measured", () => {
    const outcome = compare(
      errors((t) => (t === "b" ? 0.1 : 0)),
      [p50("a"), p50("b")],
    )
    const failing = outcome.verdicts.filter((v) => v.status === "fail")
    expect(failing.length).toBe(1)
    expect(failing[0]?.threshold.text).toBe("b error_rate <= 1.00% (default)")
    expect(failing[0]?.measured).toBeCloseTo(0.1)
    expect(said(failing[0])).toContain("b error_rate 10.0% > 1.00%")
  })

  test("at or below 1% nothing is added", () => {
    const outcome = compare(
      errors(() => 0.01),
      [p50("a"), p50("b")],
    )
    expect(outcome.verdicts.map((v) => v.threshold.text)).toEqual(["a p50 <= 1s", "b p50 <= 1s"])
  })

  test("the spec's own error_rate threshold replaces the default", () => {
    const own: Threshold = {
      kind: "absolute",
      text: "b error_rate <= 50%",
      target: "b",
      metric: "error_rate",
      comparator: "<=",
      limit: 0.5,
    }
    const outcome = compare(
      errors((t) => (t === "b" ? 0.1 : 0)),
      [own],
    )
    expect(outcome.verdicts.map((v) => v.threshold.text)).toEqual(["b error_rate <= 50%"])
    expect(outcome.verdicts[0]?.status).not.toBe("fail")
  })
})

describe("what an undecided verdict lacked", () => {
  test("an inconclusive ratio says how closely the run resolved it and what would decide it", () => {
    const straddling = { ...twoTargets(1.9, 0.05), roundMs: 1500 }
    const [verdict] = compare(straddling, [overhead("layered", "p50", "<=", 2)]).verdicts
    expect(verdict?.status).toBe("inconclusive")
    const resolved =
      /this run resolves ±(\d+(?:\.\d+)?)%, about (\d+) rounds \(~(\d+) s of rounds\)/.exec(
        said(verdict),
      )
    expect(resolved).not.toBeNull()
    const lower = verdict?.interval?.lower ?? 0
    const upper = verdict?.interval?.upper ?? 0
    // ±: the half-width of the interval on the ratio scale.
    expect(Number(resolved?.[1])).toBeCloseTo((Math.sqrt(upper / lower) - 1) * 100, 1)
    // More rounds than measured, and the seconds follow from the measured round time.
    expect(Number(resolved?.[2])).toBeGreaterThan(8)
    expect(Number(resolved?.[3])).toBe(Math.ceil((Number(resolved?.[2]) * 1500) / 1000))
  })

  test("samples a results target's tool recorded: more must be recorded, no seconds of rounds", () => {
    const straddling = { ...twoTargets(1.9, 0.05), roundMs: 1500, recorded: ["layered"] }
    const [verdict] = compare(straddling, [overhead("layered", "p50", "<=", 2)]).verdicts
    expect(verdict?.status).toBe("inconclusive")
    expect(said(verdict)).toMatch(
      /this run resolves ±\d+(\.\d+)?%, about \d+ samples would decide it: record that many in the benchmark's output/,
    )
    expect(said(verdict)).not.toContain("s of rounds")
    expect(verdict?.reason).toMatchObject({ undecided: { recorded: true } })
  })

  test("a decided verdict says nothing of the kind", () => {
    const [verdict] = compare(twoTargets(2, 0.005), [overhead("layered", "p50", "<=", 3)]).verdicts
    expect(verdict?.status).toBe("pass")
    expect(said(verdict)).not.toContain("resolves")
  })
})
