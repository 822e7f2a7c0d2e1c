import { expect, test } from "bun:test"
import * as Wording from "../../../gate/stats/Wording.ts"

test.each([
  [Wording.ratio(3.1), "3.10x"],
  [Wording.ratioLimit(2.5), "2.5x"],
  [Wording.ratioLimit(2), "2x"],
  [Wording.change(-0.031), "\u22123.1%"],
  [Wording.change(0.016), "+1.6%"],
  [Wording.change(-0.0004), "0.0%"],
  [Wording.changeLimit(-0.05), "\u22125%"],
  [Wording.changeLimit(0.025), "+2.5%"],
  [Wording.changeLimit(0), "0%"],
  [Wording.confidence(0.95), "95%"],
  [Wording.confidence(0.9875), "98.75%"],
  [Wording.percent(0.004, 1), "0.4%"],
  [Wording.significant(12.345), "12.3"],
  [Wording.significant(0.0041234), "0.00412"],
  [Wording.significant(-1234.5), "\u22121235"],
  [Wording.compact(Number.POSITIVE_INFINITY), "∞"],
  [Wording.rounds(1), "1 round"],
  [Wording.rounds(16), "16 rounds"],
])("%s", (actual, expected) => {
  expect(actual).toBe(expected)
})
