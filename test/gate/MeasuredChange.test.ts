import { expect, test } from "bun:test"
import { measuredChange } from "../../gate/MeasuredChange.ts"
import type { ThresholdVerdict } from "../../gate/Result.ts"
import { outcome, overhead, regression, target, verdict } from "../support/build.ts"

const withInterval = (v: ThresholdVerdict, lower: number, upper: number): ThresholdVerdict => ({
  ...v,
  interval: { lower, upper, level: 0.95, method: "crossover-t" },
})

test("a base copy's pair: the change of cpu_per_request and its verdict's interval", () => {
  const checked = outcome({
    scenario: "s",
    targets: [
      target("svc", { cpu_per_request: 1 }, { change: { cpu_per_request: 0.12 }, rounds: 20 }),
    ],
    verdicts: [
      verdict(regression("svc", "p50", 0.05), "fail", "slower", 0.3),
      withInterval(
        verdict(regression("svc", "cpu_per_request", 0.02), "fail", "", 0.12),
        0.1,
        0.14,
      ),
    ],
  })
  const agrees = measuredChange(checked, "svc", "svc@base", { change: 0.11, low: 0.08, high: 0.13 })
  expect(agrees).toEqual({
    metric: "cpu_per_request",
    change: 0.12,
    low: 0.1,
    high: 0.14,
    rounds: 20,
    agrees: true,
  })
  // The unchanged service whose profile said +11.5% while its verdict said −4.2%.
  const differs = measuredChange(checked, "svc", "svc@base", { change: 0.2, low: 0.15, high: 0.25 })
  expect(differs?.agrees).toBe(false)
})

test("without a verdict on it, the summary's estimate is the check's figure", () => {
  const checked = outcome({
    scenario: "s",
    targets: [target("svc", { cpu_per_request: 1 }, { change: { cpu_per_request: -0.04 } })],
  })
  const m = measuredChange(checked, "svc", "svc@base", { change: 0.1, low: 0.05, high: 0.15 })
  expect(m?.low).toBeUndefined()
  expect(m?.agrees).toBe(false)
  expect(
    measuredChange(checked, "svc", "svc@base", { change: 0, low: -0.05, high: 0.05 })?.agrees,
  ).toBe(true)
})

test("an overhead pair: target ÷ baseline less one, its ratio interval likewise", () => {
  const checked = outcome({
    scenario: "s",
    baseline: "direct",
    targets: [target("layered", { cpu_per_request: 2 }, { overhead: { cpu_per_request: 1.5 } })],
    verdicts: [
      withInterval(verdict(overhead("layered", "cpu_per_request", 1.2), "fail", "", 1.5), 1.4, 1.6),
    ],
  })
  const m = measuredChange(checked, "layered", "direct", { change: 0.45, low: 0.38, high: 0.52 })
  expect(m?.change).toBeCloseTo(0.5, 9)
  expect(m?.low).toBeCloseTo(0.4, 9)
  expect(m?.high).toBeCloseTo(0.6, 9)
  expect(m?.agrees).toBe(true)
})

test("a pair the check did not measure cpu_per_request for has no figure", () => {
  const checked = outcome({ scenario: "s", targets: [target("job", { user_cpu: 1 })] })
  expect(measuredChange(checked, "job", "job@base", { change: 0, low: 0, high: 0 })).toBeUndefined()
})
