import { describe, expect, test } from "bun:test"
import type { Status } from "../../gate/Result.ts"
import * as Format from "../../report/Format.ts"
import { absolute, overhead, regression } from "../support/build.ts"

describe("significant", () => {
  test.each([
    [0, "0"],
    [1.2, "1.20"],
    [12.34, "12.3"],
    [123.4, "123"],
    [1234.5, "1235"],
    [0.5, "0.500"],
    [0.012345, "0.0123"],
    [9.996, "10.0"],
    [99.96, "100"],
    [0.000001234, "0.00000123"],
  ])("%p → %p", (value, expected) => {
    expect(Format.significant(value)).toBe(expected)
  })
})

describe("latency (input in ms)", () => {
  test.each([
    [0, "0 ms"],
    [0.00042, "420 ns"],
    [0.0000005, "0.500 ns"],
    [0.0123, "12.3 µs"],
    [0.84, "840 µs"],
    [0.9996, "1.00 ms"],
    [1, "1.00 ms"],
    [2.604, "2.60 ms"],
    [12.34, "12.3 ms"],
    [123.4, "123 ms"],
    [999.6, "1.00 s"],
    [1200, "1.20 s"],
    [65_000, "65.0 s"],
    [1_234_567, "1235 s"],
    [Number.NaN, "—"],
    [Number.POSITIVE_INFINITY, "—"],
  ])("%p → %p", (ms, expected) => {
    expect(Format.latency(ms)).toBe(expected)
  })
})

describe("rate (req/s)", () => {
  test.each([
    [0, "0/s"],
    [0.5, "0.500/s"],
    [42.5, "42.5/s"],
    [99.94, "99.9/s"],
    [99.96, "100/s"],
    [999.4, "999/s"],
    [12345, "12,345/s"],
    [12345.6, "12,346/s"],
    [1_234_567, "1,234,567/s"],
  ])("%p → %p", (value, expected) => {
    expect(Format.rate(value)).toBe(expected)
  })
})

describe("fraction (0..1 as percent)", () => {
  test.each([
    [0, "0%"],
    [0.00000004, "<0.01%"],
    [0.0012, "0.12%"],
    [0.05, "5.00%"],
    [0.125, "12.5%"],
    [0.99999, "100%"],
    [1, "100%"],
    [-0.02, "−2.00%"],
  ])("%p → %p", (value, expected) => {
    expect(Format.fraction(value)).toBe(expected)
  })
})

describe("bytes", () => {
  test.each([
    [0, "0 B"],
    [512, "512 B"],
    [1023.4, "1023 B"],
    [1024, "1.0 KiB"],
    [1536, "1.5 KiB"],
    [12.34 * 1024, "12.3 KiB"],
    [512 * 1024, "512 KiB"],
    [3 * 1024 * 1024, "3.0 MiB"],
    [5 * 1024 ** 3, "5.0 GiB"],
  ])("%p → %p", (value, expected) => {
    expect(Format.bytes(value)).toBe(expected)
  })
})

describe("ratio and change", () => {
  test.each([
    [Format.ratio, 2.3125, "2.31x"],
    [Format.ratio, 1, "1.00x"],
    [Format.ratio, 0.8373, "0.84x"],
    [Format.ratio, Number.NaN, "—"],
    [Format.change, 0.042, "+4.2%"],
    [Format.change, -0.01, "−1.0%"],
    [Format.change, 0, "0.0%"],
    [Format.change, -0.0004, "0.0%"],
    [Format.change, 2.5, "+250.0%"],
  ])("%p(%p) → %p", (format, value, expected) => {
    expect(format(value)).toBe(expected)
  })
})

describe("metric and measured pick the unit", () => {
  test.each([
    ["p50", 2.604, "2.60 ms"],
    ["rps", 4012.2, "4,012/s"],
    ["error_rate", 0.0012, "0.12%"],
    ["bytes_per_response", 1536, "1.5 KiB"],
  ] as const)("metric %p %p → %p", (name, value, expected) => {
    expect(Format.metric(name, value)).toBe(expected)
  })

  test("absent metric is a dash", () => {
    expect(Format.metric("p99", undefined)).toBe("—")
  })

  test.each([
    [absolute("a", "p99", 15, "a p99 <= 15ms"), 9.8, "9.80 ms"],
    [absolute("a", "error_rate", 0.01, "a error_rate <= 1%"), 0.0012, "0.12%"],
    [overhead("a", "p50", 2.5), 3.1, "3.10x"],
    [regression("a", "rps", 0.05), -0.031, "−3.1%"],
  ])("measured %#", (threshold, value, expected) => {
    expect(Format.measured(threshold, value)).toBe(expected)
  })
})

describe("verdict labels", () => {
  test.each([
    ["pass", "PASS", "✓", "✓ pass"],
    ["fail", "FAIL", "✗", "✗ fail"],
    ["inconclusive", "INCONCLUSIVE", "?", "? inconclusive"],
    ["skipped", "SKIPPED", "-", "- skipped"],
  ] as const)("%p", (status: Status, label, symbol, cell) => {
    expect(Format.verdictLabel(status)).toBe(label)
    expect(Format.verdictSymbol(status)).toBe(symbol)
    expect(Format.verdictCell(status)).toBe(cell)
  })
})

describe("count", () => {
  test("whole counts print as integers, float noise from averaging included", () => {
    expect(Format.count(2)).toBe("2")
    expect(Format.count(2.0000000000000004)).toBe("2")
    expect(Format.count(153)).toBe("153")
    expect(Format.count(0)).toBe("0")
  })

  test("fractional counts keep three significant digits; large ones are grouped", () => {
    expect(Format.count(2.5)).toBe("2.50")
    expect(Format.count(1024.4)).toBe("1,024")
  })
})

test("a run outside a git repository says so, not `commit unknown on unknown`", () => {
  expect(Format.provenance({ commit: "unknown", branch: "unknown" })).toBe(
    "no commit (not in a git repository)",
  )
  expect(Format.provenance({ commit: "0123456789abcdef0123", branch: "main" })).toBe(
    "commit 0123456789ab on main",
  )
})
