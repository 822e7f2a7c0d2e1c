import { describe, expect, test } from "bun:test"
import type { RegressionThreshold } from "../../core/Spec.ts"
import type { ThresholdVerdict } from "../../gate/Result.ts"
import { changeText, foundLines, noShiftLine, stoppedLines } from "../../report/Bisection.ts"

const threshold: RegressionThreshold = {
  kind: "regression",
  text: "api p50 regression <= 41.42%",
  target: "api",
  metric: "p50",
  tolerance: Math.SQRT2 - 1,
}

const verdict = (status: ThresholdVerdict["status"], measured: number): ThresholdVerdict => ({
  threshold,
  status,
  measured,
  interval: { lower: measured - 0.05, upper: measured + 0.05, level: 0.99, method: "crossover-t" },
  rounds: 12,
  reason: { kind: "text", text: "decided" },
})

const commit = (n: number) => ({ sha: `${n}`.repeat(40), subject: `change ${n}` })

describe("find's lines", () => {
  test("a change with its interval and rounds; an exact one without an interval", () => {
    expect(changeText(verdict("fail", 0.98))).toBe("api p50 +98.0% [+93.0%, +103.0%], 12 rounds")
    const exact: ThresholdVerdict = {
      threshold: { ...threshold, metric: "allocs_per_op" },
      status: "fail",
      measured: 0.5,
      rounds: 4,
      reason: { kind: "text", text: "exact" },
    }
    expect(changeText(exact)).toBe("api allocs_per_op +50.0% (exact), 4 rounds")
    expect(
      changeText({
        threshold,
        status: "skipped",
        reason: { kind: "no-baseline", why: "the target is new" },
      }),
    ).toBe("api p50: no baseline: the target is new")
  })

  test("the first bad commit with its own change against its parent", () => {
    expect(
      foundLines({
        commit: commit(5),
        parent: commit(4),
        size: { kind: "measured", verdict: verdict("fail", 0.98) },
      }),
    ).toEqual([
      `first bad commit: ${"5".repeat(40)} change 5`,
      "  api p50 +98.0% [+93.0%, +103.0%], 12 rounds against its parent 44444444 (99% interval)",
    ])
  })

  test("a first bad commit whose own change is within halfway: the shift built up over commits", () => {
    const lines = foundLines({
      commit: commit(5),
      parent: commit(4),
      size: { kind: "measured", verdict: verdict("pass", 0.2) },
    })
    expect(lines[2]).toContain(
      "the level moved over several commits, and this is where it passed halfway",
    )
  })

  test("a search that stopped names why and the commits left, oldest first", () => {
    expect(
      stoppedLines({
        commit: commit(6),
        result: { kind: "unmeasured", why: "spec.cue does not compile at 66666666" },
        candidates: [commit(5), commit(6)],
      }),
    ).toEqual([
      "stopped: 66666666 could not be measured; the change is in one of these 2 commits:",
      "  55555555 change 5",
      "  66666666 change 6",
    ])
  })

  test("nothing to search says why on its own line: within every limit, or undecided and why", () => {
    expect(noShiftLine([verdict("pass", 0.01)])).toContain("BAD is within every limit of GOOD")
    const busy: ThresholdVerdict = {
      ...verdict("inconclusive", 1.5),
      reason: {
        kind: "interval",
        outcome: "straddles",
        label: "api p50",
        scale: { kind: "change" },
        bounds: { estimate: 1.5, lower: 1.3, upper: 1.7 },
        limit: { comparator: "<=", value: 0.01 },
        minEffect: 0.01,
        busy: { limit: 0.15, rounds: 8, disturbed: 8, median: 0.9, highest: 0.95, judged: "all" },
      },
    }
    const line = noShiftLine([busy])
    expect(line).toContain("stayed undecided (the machine was busy")
    expect(line).toContain("quieter machine")
  })
})
