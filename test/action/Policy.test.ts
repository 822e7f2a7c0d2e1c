import { describe, expect, test } from "bun:test"
import { annotationsFor, repoPath } from "../../action/Annotations.ts"
import type { FailOn } from "../../action/Inputs.ts"
import { categoryOf, decide } from "../../action/Policy.ts"
import { decodeReport, locationOf, MARKER, verdictOf } from "../../action/Report.ts"
import type {
  JsonReport,
  JsonReportFile,
  JsonVerdict,
  JsonVerdictFile,
} from "../../report/json/JsonReport.ts"
import { MARKER as REPORT_MARKER } from "../../report/Markdown.ts"

/** A verdict as the report file holds it. */
const verdict = (
  kind: JsonVerdictFile["kind"],
  status: JsonVerdictFile["status"],
  extra: Partial<JsonVerdictFile> = {},
): JsonVerdictFile => ({
  kind,
  target: "layered",
  metric: "p50",
  better: "lower",
  threshold: `layered p50 ${kind}`,
  limit: { comparator: "<=", value: 1, unit: "ratio" },
  status,
  measured: null,
  reason: `${kind} ${status}`,
  reasonData: null,
  location: null,
  interval: null,
  rounds: null,
  ...extra,
})

/** A whole report file of one scenario with these verdicts. */
const reportFile = (verdicts: ReadonlyArray<JsonVerdictFile>): JsonReportFile => ({
  version: 1,
  tool: "benchgate",
  status: verdicts.some((v) => v.status === "fail")
    ? "fail"
    : verdicts.some((v) => v.status === "inconclusive")
      ? "inconclusive"
      : verdicts.length > 0
        ? "pass"
        : null,
  run: {
    id: null,
    startedAt: "2025-01-02T03:04:05.000Z",
    commit: "0123456789abcdef0123456789abcdef01234567",
    branch: "feature",
    loadMs: null,
    environment: { fingerprint: "f", cpuModel: "cpu", cores: 2, os: "linux x64", tools: {} },
  },
  summary: { pass: 0, fail: 0, inconclusive: 0, skipped: 0 },
  scenarios: [
    {
      spec: "users",
      specFile: "specs/users.cue",
      scenario: "get user",
      baseline: null,
      adaptive: null,
      disturbance: null,
      status: null,
      targets: [],
      verdicts,
    },
  ],
  shard: null,
  replica: null,
  profiles: [],
})

/** The report as the action decodes it. */
const report = (verdicts: ReadonlyArray<JsonVerdictFile>): JsonReport =>
  decodeReport(JSON.stringify(reportFile(verdicts)))

/** The verdict as the action reads it. */
const decoded = (v: JsonVerdictFile): JsonVerdict => {
  const [read] = report([v]).scenarios[0]?.verdicts ?? []
  if (read === undefined) throw new Error("the report lost its verdict")
  return read
}

const policy = (...items: FailOn[]) => new Set<FailOn>(items)

describe("fail-on", () => {
  test("categories: absolute and overhead are thresholds; skipped and pass never fail", () => {
    expect(categoryOf(decoded(verdict("absolute", "fail")))).toBe("threshold")
    expect(categoryOf(decoded(verdict("overhead", "fail")))).toBe("threshold")
    expect(categoryOf(decoded(verdict("regression", "fail")))).toBe("regression")
    expect(categoryOf(decoded(verdict("overhead-regression", "fail")))).toBe("regression")
    expect(categoryOf(decoded(verdict("regression", "inconclusive")))).toBe("inconclusive")
    expect(categoryOf(decoded(verdict("overhead", "skipped")))).toBeUndefined()
    expect(categoryOf(decoded(verdict("overhead", "pass")))).toBeUndefined()
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
    expect(() => decodeReport("{")).toThrow("the JSON report is not a benchgate report: not JSON")
    expect(() => decodeReport('{"tool":"k6"}')).toThrow(
      'the JSON report is not a benchgate report: tool: expected "benchgate", got "k6"',
    )
    expect(() => decodeReport('{"tool":"benchgate","version":2}')).toThrow(
      "has format version 2; this action reads version 1",
    )
  })

  test("the marker is report/Markdown.ts's", () => {
    expect(MARKER).toBe(REPORT_MARKER)
  })

  test("a wrong field is named by its path, not misread", () => {
    const maybe = { ...verdict("absolute", "pass"), status: "maybe" } as unknown as JsonVerdictFile
    const file = reportFile([verdict("overhead", "fail"), maybe])
    expect(() => decodeReport(JSON.stringify(file), "report.json")).toThrow(
      'report.json is not a benchgate report: scenarios[0].verdicts[1].status: expected "pass" or "fail" or "inconclusive" or "skipped", got "maybe"',
    )
  })

  test("location: used when present, ignored when null or 0", () => {
    expect(
      locationOf(
        decoded(verdict("overhead", "fail", { location: { file: "specs/a.cue", line: 7 } })),
      ),
    ).toEqual({
      file: "specs/a.cue",
      line: 7,
    })
    expect(
      locationOf(
        decoded(verdict("overhead", "fail", { location: { file: "specs/a.cue", line: 0 } })),
      ),
    ).toEqual({
      file: "specs/a.cue",
    })
    expect(locationOf(decoded(verdict("overhead", "fail", { location: null })))).toBeUndefined()
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
