import { describe, expect, test } from "bun:test"
import { join } from "node:path"
import type { CheckResult } from "../../gate/Result.ts"
import { progressLine, renderTerminal } from "../../report/Terminal.ts"
import { displayWidth, stripAnsi } from "../../report/Text.ts"
import { outcome, overhead, result, sampleResult, target, verdict } from "../support/build.ts"
import { expectGolden } from "../support/golden.ts"

const ESC = "\u001b"
const plain = (r: CheckResult): string => renderTerminal(r, { color: false })
const colored = (r: CheckResult): string => renderTerminal(r, { color: true })

describe("renderTerminal", () => {
  test("matches the golden rendering", () => {
    expectGolden(join(import.meta.dir, "__golden__", "terminal.txt"), plain(sampleResult()))
  })

  test("no ANSI codes without color", () => {
    expect(plain(sampleResult())).not.toContain(ESC)
  })

  test.each([
    ["fail", `${ESC}[31m✗ fail${ESC}[0m`],
    ["pass", `${ESC}[32m✓ pass${ESC}[0m`],
    ["inconclusive", `${ESC}[33m? INCONCLUSIVE${ESC}[0m`],
    ["skipped", `${ESC}[2m- skipped${ESC}[0m`],
    ["header", `${ESC}[1musers › get user${ESC}[0m`],
    ["summary", `${ESC}[31m1 failed${ESC}[0m`],
  ])("with color, %p is painted", (_, painted) => {
    expect(colored(sampleResult())).toContain(painted)
  })

  test("colour changes nothing but the escape codes", () => {
    expect(stripAnsi(colored(sampleResult()))).toBe(plain(sampleResult()))
  })

  test("the failing threshold is listed first, the skipped one last", () => {
    const lines = plain(sampleResult()).split("\n")
    const verdictLines = lines.filter((line) => /^ {2}[✓✗?-] [A-Z]+ /.test(line))
    const users = verdictLines.slice(2)
    expect(users[0]).toStartWith("  ✗ FAIL          layered p50 <= 2.5x  ")
    expect(users[0]).toContain("measured 3.10x")
    expect(users[0]).toContain("(p50 ratio 3.10x > 2.5x")
    expect(users.at(-1)).toStartWith("  - SKIPPED")
  })

  test("ends with the summary line", () => {
    const lines = plain(sampleResult()).trimEnd().split("\n")
    expect(lines.at(-1)).toBe("4 passed, 1 failed, 1 inconclusive, 1 skipped")
  })

  test("columns stay aligned with wide characters and dashes in cells", () => {
    const r = result([
      outcome({
        scenario: "wide",
        baseline: "直接",
        targets: [
          target("直接", { rps: 100, p50: 1 }),
          target("层叠✅", { p50: 2.5 }, { overhead: { p50: 2.5 } }),
          target("x", {}),
        ],
        verdicts: [verdict(overhead("层叠✅", "p50", 3), "pass", "ok", 2.5)],
      }),
    ])
    const table = plain(r).split("\n").slice(1, 5)
    const verdictColumn = (line: string, cell: string): number =>
      displayWidth(line) - displayWidth(cell)
    const start = verdictColumn(table[0] ?? "", "verdict")
    expect(verdictColumn(table[1] ?? "", "—")).toBe(start)
    expect(verdictColumn(table[2] ?? "", "✓ pass")).toBe(start)
    expect(verdictColumn(table[3] ?? "", "—")).toBe(start)
  })

  test("a scenario without baseline or thresholds", () => {
    const text = plain(
      result([outcome({ scenario: "solo", targets: [target("only", { rps: 50, p50: 3 })] })]),
    )
    expect(text).toBe(
      [
        "users › solo  (no baseline)",
        "  target     rps      p50  p99  verdict",
        "  only    50.0/s  3.00 ms    —  —",
        "",
        "0 passed, 0 failed, 0 inconclusive, 0 skipped",
        "",
      ].join("\n"),
    )
  })

  test("no scenarios", () => {
    expect(plain(result([]))).toBe(
      "no scenarios were checked\n\n0 passed, 0 failed, 0 inconclusive, 0 skipped\n",
    )
  })

  test("user strings cannot inject escape codes or line breaks", () => {
    const evil = `evil${ESC}[2J\nname`
    const text = plain(
      result([
        outcome({
          scenario: `scen\rario`,
          targets: [target(evil, { p50: 1 })],
          verdicts: [verdict(overhead(evil, "p50", 2), "fail", `reason\n${ESC}]0;title\u0007`, 3)],
        }),
      ]),
    )
    expect(text).not.toContain(ESC)
    expect(text).not.toContain("\r")
    expect(text).not.toContain("\u0007")
    expect(text).toContain("evil\uFFFD[2J name")
    expect(text.split("\n")[0]).toBe("users › scen ario  (no baseline)")
  })
})

describe("statistics in verdict lines", () => {
  test("a verdict line says how its estimate was made: method and rounds", () => {
    const v = {
      ...verdict(
        overhead("layered", "p50", 2.5),
        "fail",
        "p50 ratio 3.10x (95% CI 2.96x–3.24x) > 2.5x",
        3.1,
      ),
      interval: { lower: 2.96, upper: 3.24, level: 0.95, method: "crossover-t" },
      rounds: 12,
    }
    const text = plain(result([outcome({ scenario: "s", verdicts: [v] })]))
    expect(text).toContain("(95% CI 2.96x–3.24x) > 2.5x; crossover-t, 12 rounds")
  })
})

const WARMUP = {
  spec: "users",
  scenario: "get user",
  target: "layered",
  round: 0,
  rounds: 0,
  warmup: true,
}

describe("progressLine", () => {
  test.each([
    [
      { spec: "users", scenario: "get user", target: "layered", round: 3, rounds: 5 },
      "users › get user › layered  round 3/5",
    ],
    [
      { spec: "users", scenario: "get user", target: "direct", round: 0, rounds: 5, warmup: true },
      "users › get user › direct  warmup",
    ],
    [{ spec: "a\nb", scenario: "s", target: "t", round: 1, rounds: 1 }, "a b › s › t  round 1/1"],
    [
      { ...WARMUP, steady: { slice: 2, cpuPerRequest: 0.1824 } },
      "users › get user › layered  warmup 2: 182 µs CPU per request",
    ],
    [
      { ...WARMUP, steady: { slice: 8, cpuPerRequest: 0.0651, ended: "steady" as const } },
      "users › get user › layered  warmup 8: 65.1 µs CPU per request, steady",
    ],
    [
      { ...WARMUP, steady: { slice: 60, cpuPerRequest: 2.5, ended: "still falling" as const } },
      "users › get user › layered  warmup 60: 2.50 ms CPU per request, still falling when the warm-up's time ran out; measuring it as it is",
    ],
    [{ ...WARMUP, steady: { slice: 1 } }, "users › get user › layered  warmup 1"],
    [
      { ...WARMUP, steady: { slice: 1, ended: "unread" as const } },
      "users › get user › layered  warmup 1: no CPU per request read (did any request succeed?); warmed no more",
    ],
  ])("%#", (progress, expected) => {
    expect(progressLine(progress)).toBe(expected)
  })
})
