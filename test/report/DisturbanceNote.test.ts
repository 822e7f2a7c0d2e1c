import { expect, test } from "bun:test"
import type { Disturbance } from "../../gate/Disturbance.ts"
import { disturbanceNote } from "../../report/Reason.ts"

test("one busy round of many: its share beside its count, no median that reads as a contradiction", () => {
  // A results target: the one slice that measured other_cpu was the busy one, so the median of
  // the slices was 100% beside 1 busy round of 1,211.
  const one: Disturbance = {
    limit: 0.15,
    rounds: 1211,
    disturbed: 1,
    median: 1,
    highest: 1,
    judged: "clean",
  }
  const note = disturbanceNote(one)
  expect(note).toBe(
    "machine busy in 1 of 1211 rounds (other processes and the hypervisor took more than the 15% limit of its CPU, up to 100%): judged on the 1210 quiet rounds",
  )
  expect(note).not.toContain("median")
})

test("too few quiet rounds: the median is said as what it is, over every slice", () => {
  const most: Disturbance = {
    limit: 0.15,
    rounds: 6,
    disturbed: 6,
    median: 0.56,
    highest: 0.64,
    judged: "all",
  }
  expect(disturbanceNote(most)).toBe(
    "machine busy in 6 of 6 rounds (other processes and the hypervisor took more than the 15% limit of its CPU, up to 64%), a median 56% over every slice: too few quiet rounds, so each verdict allows for what that can move, and a change past it still fails",
  )
})
