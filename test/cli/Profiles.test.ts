import { expect, test } from "bun:test"
import { profileRequests } from "../../cli/Profiles.ts"
import type { ScenarioRun } from "../../gate/Result.ts"
import { outcome, overhead, regression, verdict } from "../support/build.ts"

const runOf = (scenario: string, targets: string[]): ScenarioRun => ({
  spec: "users",
  scenario,
  targets,
  rounds: [],
  ...(targets.includes("layered@base")
    ? { copies: { "layered@base": { of: "layered", kind: "base" as const } } }
    : {}),
})

/** A scenario whose layer has an overhead verdict (listed first) and a regression verdict. */
const overheadAndRegression = (scenario: string, status: "fail" | "inconclusive") =>
  outcome({
    scenario,
    baseline: "direct",
    verdicts: [
      verdict(overhead("layered", "p50", 3), status, "wide"),
      verdict(regression("layered", "rps", 0.05), status, "wide"),
    ],
  })

const outcomes = [
  outcome({
    scenario: "passing",
    baseline: "direct",
    verdicts: [verdict(overhead("layered", "p50", 3), "pass", "ok")],
  }),
  overheadAndRegression("undecided", "inconclusive"),
  outcome({
    scenario: "failing",
    verdicts: [verdict(regression("layered", "p50", 0.05), "fail", "slower")],
  }),
  outcome({
    // A regression against a stored run: no base process to profile.
    scenario: "stored",
    verdicts: [verdict(regression("layered", "p50", 0.05), "fail", "slower")],
  }),
]
const runs = [
  runOf("passing", ["direct", "layered"]),
  runOf("undecided", ["direct", "layered", "layered@base"]),
  runOf("failing", ["layered", "layered@base"]),
  runOf("stored", ["layered"]),
]

test("by default only failed verdicts ask for a profile: a passing or undecided check pays nothing", () => {
  const requests = profileRequests(outcomes, runs, "failed")
  expect(requests.map((r) => [r.scenario, r.head, r.base])).toEqual([
    ["failing", "layered", "layered@base"],
  ])
})

test("with --profile-inconclusive, failed and inconclusive verdicts ask, failures first, one per pair", () => {
  const requests = profileRequests(outcomes, runs, "undecided")
  expect(requests.map((r) => [r.scenario, r.head, r.base])).toEqual([
    ["failing", "layered", "layered@base"],
    ["undecided", "layered", "layered@base"],
    ["undecided", "layered", "direct"],
  ])
  expect(requests[0]?.why).toBe("layered p50 regression <= 5% fail")
})

test("--profile asks for every pair, --no-profile for none", () => {
  const all = profileRequests(outcomes, runs, "always")
  expect(all.map((r) => r.scenario)).toContain("passing")
  expect(all.every((r) => r.why === "--profile")).toBe(true)
  expect(profileRequests(outcomes, runs, "never")).toEqual([])
})

test("a pair that cannot be profiled is left out unasked, and listed with --profile", () => {
  // The overhead pair of `undecided` cannot be profiled (say, results targets): unasked, nothing
  // about it is reported; asked with --profile, its report says why it was not profiled.
  const possible = (r: { scenario: string; base: string }) =>
    !(r.scenario === "undecided" && r.base === "direct")
  const unasked = profileRequests(outcomes, runs, "undecided", possible)
  expect(unasked.map((r) => [r.scenario, r.base])).toEqual([
    ["failing", "layered@base"],
    ["undecided", "layered@base"],
  ])
  const asked = profileRequests(outcomes, runs, "always", possible)
  expect(asked.map((r) => [r.scenario, r.base])).toContainEqual(["undecided", "direct"])
})

test("a pull request failing both: its change against the base is profiled before the layer's overhead", () => {
  // The budget may cover one profile only.
  const requests = profileRequests(
    [overheadAndRegression("get user", "fail")],
    [runOf("get user", ["direct", "layered", "layered@base"])],
    "failed",
  )
  expect(requests.map((r) => r.base)).toEqual(["layered@base", "direct"])
})
