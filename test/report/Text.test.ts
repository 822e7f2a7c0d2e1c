import { describe, expect, test } from "bun:test"
import { displayWidth, padEnd, singleLine, stripAnsi } from "../../report/Text.ts"

describe("displayWidth", () => {
  test.each([
    ["", 0],
    ["layered", 7],
    ["—", 1],
    ["✗ FAIL", 6],
    ["✓", 1],
    ["840 µs", 6],
    ["−1.0%", 5],
    ["users › get user", 16],
    ["世界", 4],
    ["ｆｕｌｌ", 8],
    ["✅", 2],
    ["⚠️", 2],
    ["👩‍💻", 2],
    ["e\u0301", 1],
    ["a\u200bb", 2],
    ["\u001b[31m✗ fail\u001b[0m", 6],
  ])("%p is %p columns", (text, width) => {
    expect(displayWidth(text)).toBe(width)
  })

  test.each(["layered", "—✗✓›µ−", "世界", "✅⚠️", "\u001b[1mbold\u001b[0m"])(
    "agrees with Bun.stringWidth on %p",
    (text) => {
      expect(displayWidth(text)).toBe(Bun.stringWidth(text))
    },
  )
})

describe("padding", () => {
  test("pads by display width, not string length", () => {
    expect(padEnd("世", 4)).toBe("世  ")
    expect(padEnd("\u001b[32mok\u001b[0m", 4)).toBe("\u001b[32mok\u001b[0m  ")
  })

  test("never truncates", () => {
    expect(padEnd("layered", 3)).toBe("layered")
  })
})

describe("singleLine", () => {
  test.each([
    ["plain", "plain"],
    ["two\nlines", "two lines"],
    ["tab\there", "tab here"],
    ["crlf\r\nend", "crlf end"],
    ["esc\u001b[31mred", "esc\uFFFD[31mred"],
    ["bell\u0007", "bell\uFFFD"],
  ])("%p → %p", (input, expected) => {
    expect(singleLine(input)).toBe(expected)
  })

  test("stripAnsi removes colour codes only", () => {
    expect(stripAnsi("\u001b[1;31mx\u001b[0m y")).toBe("x y")
  })
})
