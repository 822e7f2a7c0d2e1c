import { describe, expect, test } from "bun:test"
import { judgedLevel } from "../../action/AlertConfirmation.ts"
import type { Alert } from "../../action/AlertRules.ts"
import type { JsonReport } from "../../report/json/JsonReport.ts"

const alert = (baseline: string | null): Alert =>
  ({
    key: { spec: "s", scenario: "sc", target: "api", metric: "p50" },
    series: { baseline },
    shift: { before: 1, after: 2 },
  }) as unknown as Alert

/** A re-measure's report whose scenario was judged on every round, others taking `share`. */
const report = (share: number | undefined): JsonReport =>
  ({
    scenarios: [
      {
        spec: "s",
        scenario: "sc",
        disturbance:
          share === undefined
            ? null
            : {
                limit: 0.15,
                rounds: 6,
                disturbed: 6,
                median: share,
                highest: share,
                judged: "all",
              },
      },
    ],
  }) as unknown as JsonReport

describe("an alert's plain re-measure on a busy machine", () => {
  test("a quiet re-measure's level is taken as measured", () => {
    expect(judgedLevel(report(undefined), alert(null), 2, 1)).toBe(2)
  })

  test("a busy one is moved toward the level before the shift by what the machine can move", () => {
    const moved = judgedLevel(report(0.5), alert(null), 2, 1)
    expect(moved).toBeLessThan(2)
    // Far past the allowance it still stands above the level before.
    expect(judgedLevel(report(0.5), alert(null), 20, 1)).toBeGreaterThan(2)
    // A drop is moved up, toward the level before, not further down.
    expect(judgedLevel(report(0.5), alert(null), 0.5, 1)).toBeGreaterThan(0.5)
  })
})
