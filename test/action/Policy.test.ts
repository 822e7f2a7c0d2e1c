import { describe, expect, test } from "bun:test"
import { annotationsFor, repoPath } from "../../action/Annotations.ts"
import type { FailOn } from "../../action/Inputs.ts"
import { categoryOf, decide } from "../../action/Policy.ts"
import { decodeReport, locationOf, MARKER, verdictOf } from "../../action/Report.ts"
import type { JsonReport, JsonVerdict } from "../../report/Json.ts"
import { MARKER as REPORT_MARKER } from "../../report/Markdown.ts"

const verdict = (
  kind: JsonVerdict["kind"],
  status: JsonVerdict["status"],
  extra: Record<string, unknown> = {},
): JsonVerdict =>
  ({
    kind,
    target: "layered",
    metric: "p50",
    better: "lower",
    threshold: `layered p50 ${kind}`,
    limit: { comparator: "<=", value: 1, unit: "ratio" },
    status,
    measured: null,
    reason: `${kind} ${status}`,
    ...extra,
  }) as JsonVerdict

const report = (verdicts: ReadonlyArray<JsonVerdict>): JsonReport =>
  decodeReport(
    JSON.stringify({
      version: 1,
      tool: "benchgate",
      status: verdicts.some((v) => v.status === "fail")
        ? "fail"
        : verdicts.some((v) => v.status === "inconclusive")
          ? "inconclusive"
          : verdicts.length > 0
            ? "pass"
            : null,
      run: {},
      summary: { pass: 0, fail: 0, inconclusive: 0, skipped: 0 },
      scenarios: [
        { spec: "users", specFile: "specs/users.cue", scenario: "get user", targets: [], verdicts },
      ],
    }),
  )

const policy = (...items: FailOn[]) => new Set<FailOn>(items)

describe("fail-on", () => {
  test("categories: absolute and overhead are thresholds; skipped and pass never fail", () => {
    expect(categoryOf(verdict("absolute", "fail"))).toBe("threshold")
    expect(categoryOf(verdict("overhead", "fail"))).toBe("threshold")
    expect(categoryOf(verdict("regression", "fail"))).toBe("regression")
    expect(categoryOf(verdict("overhead-regression", "fail"))).toBe("regression")
    expect(categoryOf(verdict("regression", "inconclusive"))).toBe("inconclusive")
    expect(categoryOf(verdict("overhead", "skipped"))).toBeUndefined()
    expect(categoryOf(verdict("overhead", "pass"))).toBeUndefined()
  })

  test.each([
    [
      "threshold fail, default policy",
      [verdict("overhead", "fail")],
      ["threshold", "regression"],
      true,
    ],
    [
      "only inconclusive, default policy",
      [verdict("overhead", "inconclusive")],
      ["threshold", "regression"],
      false,
    ],
    [
      "only inconclusive, fail-on inconclusive",
      [verdict("overhead", "inconclusive")],
      ["inconclusive"],
      true,
    ],
    [
      "regression fail, fail-on threshold only",
      [verdict("regression", "fail")],
      ["threshold"],
      false,
    ],
    [
      "regression fail, default policy",
      [verdict("regression", "fail")],
      ["threshold", "regression"],
      true,
    ],
    ["threshold fail, fail-on none", [verdict("absolute", "fail")], [], false],
    [
      "skipped only",
      [verdict("regression", "skipped")],
      ["threshold", "regression", "inconclusive"],
      false,
    ],
  ] as const)("%s", (_, verdicts, failOn, failed) => {
    expect(decide(report(verdicts), policy(...failOn)).failed).toBe(failed)
  })

  test("reasons and ignored categories are counted sentences", () => {
    const decision = decide(
      report([
        verdict("overhead", "fail"),
        verdict("absolute", "fail"),
        verdict("regression", "fail"),
      ]),
      policy("threshold"),
    )
    expect(decision.reasons).toEqual(["2 thresholds failed (fail-on: threshold)"])
    expect(decision.ignored).toEqual(["1 regression threshold failed, not in fail-on"])
  })
})

describe("report", () => {
  test("verdict output: the worst status; nothing decided counts as pass", () => {
    expect(
      verdictOf(report([verdict("overhead", "fail"), verdict("overhead", "inconclusive")])),
    ).toBe("fail")
    expect(verdictOf(report([verdict("overhead", "inconclusive")]))).toBe("inconclusive")
    expect(verdictOf(report([verdict("overhead", "skipped")]))).toBe("pass")
    expect(verdictOf(report([]))).toBe("pass")
  })

  test("another tool's file or a newer format is refused", () => {
    expect(() => decodeReport("{")).toThrow("is not JSON")
    expect(() => decodeReport('{"tool":"k6"}')).toThrow('"tool" is not "benchgate"')
    expect(() => decodeReport('{"tool":"benchgate","version":2}')).toThrow(
      "has format version 2; this action reads version 1",
    )
  })

  test("the marker is report/Markdown.ts's", () => {
    expect(MARKER).toBe(REPORT_MARKER)
  })

  test("location: used when present, ignored when null or malformed", () => {
    expect(
      locationOf(verdict("overhead", "fail", { location: { file: "specs/a.cue", line: 7 } })),
    ).toEqual({
      file: "specs/a.cue",
      line: 7,
    })
    expect(
      locationOf(verdict("overhead", "fail", { location: { file: "specs/a.cue", line: 0 } })),
    ).toEqual({
      file: "specs/a.cue",
    })
    expect(locationOf(verdict("overhead", "fail", { location: null }))).toBeUndefined()
    expect(locationOf(verdict("overhead", "fail"))).toBeUndefined()
  })
})

describe("annotations", () => {
  test("errors for what fails the job, warnings for the rest, at the threshold's line", () => {
    const annotations = annotationsFor(
      report([
        verdict("overhead", "fail", { location: { file: "/repo/specs/users.cue", line: 12 } }),
        verdict("regression", "fail", { location: null }),
        verdict("absolute", "inconclusive"),
        verdict("absolute", "pass"),
        verdict("absolute", "skipped"),
      ]),
      policy("threshold"),
      "/repo",
    )
    expect(annotations).toEqual([
      {
        level: "error",
        title: "benchgate: users › get user: layered p50 overhead failed",
        message: "overhead fail",
        file: "specs/users.cue",
        line: 12,
      },
      {
        level: "warning",
        title: "benchgate: users › get user: layered p50 regression failed",
        message: "regression fail",
        file: "specs/users.cue",
      },
      {
        level: "warning",
        title: "benchgate: users › get user: layered p50 absolute inconclusive",
        message: "absolute inconclusive",
        file: "specs/users.cue",
      },
    ])
  })

  test("paths relative to the repository", () => {
    expect(repoPath("./specs/a.cue", "/w")).toBe("specs/a.cue")
    expect(repoPath("/w/specs/a.cue", "/w")).toBe("specs/a.cue")
    expect(repoPath("/elsewhere/a.cue", "/w")).toBe("/elsewhere/a.cue")
  })
})
