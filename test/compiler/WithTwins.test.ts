import { expect, test } from "bun:test"
import { withTwins } from "../../compiler/WithTwins.ts"
import type { Target } from "../../targets/Registry.ts"
import type { Scenario, Spec } from "../../targets/Spec.ts"

const http = (name: string): Target => ({
  kind: "http",
  name,
  url: "http://127.0.0.1:{port}",
  headers: {},
})

const scenario = (name: string, targets: string[], extra: Partial<Scenario> = {}): Scenario => ({
  name,
  request: { method: "GET", path: "/", headers: {} },
  load: { concurrency: 4, durationMs: 1000, warmupMs: 0, rounds: 5, budgetMs: 60_000 },
  targets,
  baseline: targets[0] ?? "",
  thresholds: [
    {
      kind: "absolute",
      text: "t",
      target: targets[0] ?? "",
      metric: "p50",
      comparator: "<=",
      limit: 1,
    },
  ],
  ...extra,
})

test("every target gets a twin in the same rounds; thresholds, baseline and budget go", () => {
  const spec: Spec = {
    file: "specs/x.cue",
    name: "x",
    targets: { a: http("a"), b: http("b") },
    services: {},
    scenarios: [scenario("s", ["a", "b"])],
  }
  // Half slices only when asked for (calibrate --slices).
  expect(withTwins(spec).spec.scenarios.map((s) => s.name)).toEqual(["s"])
  const { spec: twinned, skipped, halves } = withTwins(spec, { halfSlices: true })
  expect(skipped).toEqual([])
  const [full, half] = twinned.scenarios
  expect(full?.targets).toEqual(["a", "a@twin", "b", "b@twin"])
  expect(full?.thresholds).toEqual([])
  expect(full?.baseline).toBeUndefined()
  expect(full?.load.budgetMs).toBeUndefined()
  expect(twinned.targets["a@twin"]).toEqual({
    ...http("a"),
    name: "a@twin",
    copyOf: { of: "a", kind: "twin" },
  })
  // The same scenario at half the slice length, to compare precision per unit of time.
  expect(half?.name).toBe(halves.s ?? "")
  expect(half?.name).not.toBe("s")
  expect(half?.load.durationMs).toBe(500)
})

test("a bun scenario is skipped with the reason", () => {
  const bun: Target = {
    kind: "bun",
    name: "v",
    file: "x.bench.ts",
    group: "g",
    variant: "v",
    env: {},
  }
  const spec: Spec = {
    file: "specs/x.cue",
    name: "x",
    targets: { v: bun },
    services: {},
    scenarios: [
      scenario("b", ["v"], { load: { concurrency: 16, durationMs: 1000, warmupMs: 0, rounds: 5 } }),
    ],
  }
  const { spec: twinned, skipped } = withTwins(spec)
  expect(twinned.scenarios).toEqual([])
  expect(skipped[0]?.reason).toContain("share one process")
})
