import { describe, expect, test } from "bun:test"
import type { Threshold } from "../../core/Spec.ts"
import {
  acceptanceFor,
  acceptFailures,
  judgeAgainstAccepted,
  parseAcceptFile,
  parseAcceptLine,
  type StoredAcceptance,
} from "../../gate/Acceptance.ts"
import type { ThresholdVerdict } from "../../gate/Result.ts"
import { outcome, threshold } from "../support/storeFixtures.ts"

const failing = (measured: number): ThresholdVerdict => ({
  threshold,
  status: "fail",
  measured,
  reason: { kind: "text", text: `p50 ratio ${measured}x > 2.5x` },
})

const stored = (runId: number, level: number, text = threshold.text): StoredAcceptance => ({
  runId,
  commit: `${runId}`.repeat(40).slice(0, 40),
  spec: "users",
  scenario: "get user",
  target: "layered",
  threshold: text,
  by: `reviewer${runId}`,
  level,
})

describe("accept lines", () => {
  test("split at the last @ and the last / before it: scenario names may hold both", () => {
    expect(parseAcceptLine("get user/p50@alice")).toEqual({
      scenario: "get user",
      metric: "p50",
      by: "alice",
    })
    expect(parseAcceptLine(" a/b @ c/status_rate:UNAVAILABLE@bob-2 ")).toEqual({
      scenario: "a/b @ c",
      metric: "status_rate:UNAVAILABLE",
      by: "bob-2",
    })
  })

  test("a line without a metric or a login, or with a login GitHub cannot have, is refused", () => {
    expect(parseAcceptLine("get user p50 alice")).toContain("SCENARIO/METRIC@LOGIN")
    expect(parseAcceptLine("/p50@alice")).toContain("no scenario")
    expect(parseAcceptLine("get user/p50@al ice")).toContain("not a GitHub login")
    expect(parseAcceptFile("x/p50@a\n\nbad\n")).toBe('line 3: "bad" is not SCENARIO/METRIC@LOGIN')
    expect(parseAcceptFile("x/p50@a\n\n")).toEqual([{ scenario: "x", metric: "p50", by: "a" }])
  })
})

describe("accepting failures", () => {
  test("only failing verdicts of the named scenario and metric pass, with the measured level", () => {
    const base = outcome("users", "get user", 2)
    const two = {
      ...base,
      verdicts: [
        failing(3.1),
        { ...failing(3.1), threshold: { ...threshold, metric: "p99" as const } },
      ],
    }
    const accepted = acceptFailures(two, [{ scenario: "get user", metric: "p50", by: "alice" }])
    expect(accepted.verdicts.map((v) => v.status)).toEqual(["pass", "fail"])
    expect(accepted.verdicts[0]?.accepted).toEqual({ by: "alice", level: 3.1 })
    // A passing verdict is not "accepted": there was nothing to accept.
    const passing = acceptFailures(base, [{ scenario: "get user", metric: "p50", by: "alice" }])
    expect(passing.verdicts[0]?.accepted).toBeUndefined()
    const elsewhere = acceptFailures(two, [{ scenario: "other", metric: "p50", by: "alice" }])
    expect(elsewhere.verdicts.map((v) => v.status)).toEqual(["fail", "fail"])
  })

  test("the newest stored acceptance of the same threshold text and target covers it", () => {
    const all = [stored(3, 3.0), stored(5, 3.2), stored(9, 9, "layered p50 <= 3x")]
    expect(acceptanceFor(all, threshold)?.runId).toBe(5)
    expect(acceptanceFor(all, { ...threshold, target: "direct" })).toBeUndefined()
  })

  test("a stored acceptance moves the limit to its level: within it accepted, past it failing", () => {
    // The gate's decision reduced to its point: pass while the measured value is within the limit.
    const decideAt =
      (measured: number) =>
      (t: Threshold): ThresholdVerdict => ({
        ...failing(measured),
        threshold: t,
        status: "limit" in t && measured <= t.limit ? "pass" : "fail",
      })
    const within = judgeAgainstAccepted(failing(3.1), stored(5, 3.2), decideAt(3.1))
    expect(within.status).toBe("pass")
    expect(within.accepted).toEqual({
      by: "reviewer5",
      level: 3.2,
      from: { runId: 5, commit: stored(5, 3.2).commit },
    })
    // The limit stays the spec's in the verdict: the acceptance is a note, not a new spec.
    expect(within.threshold).toBe(threshold)
    const past = judgeAgainstAccepted(failing(3.5), stored(5, 3.2), decideAt(3.5))
    expect(past.status).toBe("fail")
    expect(past.accepted).toBeUndefined()
    // An acceptance stricter than the spec's limit never tightens it.
    expect(judgeAgainstAccepted(failing(3.1), stored(5, 2), decideAt(3.1)).status).toBe("fail")
  })
})
