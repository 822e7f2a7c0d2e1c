import { describe, expect, test } from "bun:test"
import { STEADY_DROP, stillWarming } from "../../../gate/stats/SteadyState.ts"

describe("stillWarming", () => {
  const cases: ReadonlyArray<readonly [string, ReadonlyArray<number>, boolean]> = [
    ["no slice yet", [], true],
    ["two slices cannot say", [1, 1], true],
    ["three flat slices: steady", [1, 1, 1], false],
    ["the last slice a new low past the drop", [1, 1, 0.9], true],
    ["the one before it a new low past the drop", [1, 0.9, 0.95], true],
    ["falling, then two slices without a new low", [2, 1.5, 1, 1.02, 0.98], false],
    ["within the drop of the lowest is no new low", [1, 1, 1 - STEADY_DROP / 2], false],
    ["a slice that costs more is not waited out", [1, 1, 3], false],
    ["still falling by a tenth a slice", [1, 0.9, 0.81, 0.73, 0.66], true],
    ["a slice with no cost: nothing to judge, stop", [1, Number.NaN], false],
    ["a zero cost: nothing to judge, stop", [1, 0, 1], false],
  ]
  test.each(cases)("%s", (_name, costs, warming) => {
    expect(stillWarming(costs)).toBe(warming)
  })
})
