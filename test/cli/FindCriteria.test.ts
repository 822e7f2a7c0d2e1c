import { describe, expect, test } from "bun:test"
import { Either } from "effect"
import { criteriaOf, type FindFilters } from "../../cli/FindCriteria.ts"
import type { Target } from "../../targets/Registry.ts"
import type { Scenario, Spec } from "../../targets/Spec.ts"

const command = (name: string): Target => ({ kind: "command", name, cmd: ["true"], env: {} })

const scenario = (name: string, thresholds: Scenario["thresholds"]): Scenario => ({
  name,
  load: { concurrency: 1, warmupMs: 0, rounds: 5 },
  targets: ["fast", "slow"],
  baseline: "fast",
  thresholds,
})

const SPEC: Spec = {
  file: "/checkout/specs/jobs.cue",
  name: "jobs",
  targets: { fast: command("fast"), slow: command("slow") },
  services: {},
  scenarios: [
    scenario("build", [
      {
        kind: "regression",
        text: "slow wall regression <= 5%",
        target: "slow",
        metric: "wall",
        tolerance: 0.05,
      },
      {
        kind: "overhead",
        text: "slow wall <= 2x vs fast",
        target: "slow",
        metric: "wall",
        comparator: "<=",
        form: "ratio",
        limit: 2,
      },
    ]),
    scenario("test", [
      {
        kind: "regression",
        text: "fast user_cpu regression <= 10%",
        target: "fast",
        metric: "user_cpu",
        tolerance: 0.1,
      },
    ]),
  ],
}

/** What a find follows: `scenario › threshold text @ tolerance`, or the message. */
const follows = (filters: FindFilters) =>
  Either.match(criteriaOf(SPEC, filters, "specs/jobs.cue"), {
    onLeft: (message) => message,
    onRight: (criteria) =>
      criteria.map((c) => `${c.scenario} › ${c.threshold.text} @ ${c.threshold.tolerance}`),
  })

describe("what a find follows", () => {
  test("every regression threshold of the spec, in order; never an overhead", () => {
    expect(follows({})).toEqual([
      "build › slow wall regression <= 5% @ 0.05",
      "test › fast user_cpu regression <= 10% @ 0.1",
    ])
  })

  test("the filters narrow them", () => {
    expect(follows({ scenario: "test" })).toEqual(["test › fast user_cpu regression <= 10% @ 0.1"])
    expect(follows({ target: "slow" })).toEqual(["build › slow wall regression <= 5% @ 0.05"])
    expect(follows({ metric: "user_cpu" })).toEqual([
      "test › fast user_cpu regression <= 10% @ 0.1",
    ])
  })

  test("a metric no regression threshold judges is followed at any worsening, on each target measuring it", () => {
    expect(follows({ scenario: "build", metric: "peak_rss" })).toEqual([
      "build › fast peak_rss regression <= 0% (--metric) @ 0",
      "build › slow peak_rss regression <= 0% (--metric) @ 0",
    ])
    expect(follows({ scenario: "build", target: "fast", metric: "wall" })).toEqual([
      "build › fast wall regression <= 0% (--metric) @ 0",
    ])
  })

  test("what matches nothing says so, naming the spec as the user gave it", () => {
    expect(follows({ scenario: "deploy" })).toBe(
      '--scenario deploy: no such scenario in specs/jobs.cue; it has "build", "test"',
    )
    expect(follows({ target: "medium" })).toBe(
      "--target medium: no scenario of specs/jobs.cue measures it",
    )
    expect(follows({ metric: "p50" })).toBe(
      "no target matching --metric p50 in specs/jobs.cue measures p50",
    )
    expect(follows({ metric: "speed" })).toBe(
      "--metric speed: no such metric (schema.cue lists them)",
    )
    expect(follows({ scenario: "build", target: "fast" })).toBe(
      "specs/jobs.cue has no regression threshold matching --scenario build --target fast to follow: name a metric with --metric",
    )
  })
})
