/**
 * dist/ is committed (the action runs from a checkout, with no build step): it must be exactly
 * what action/build.ts builds from the current sources. Fix with `bun run build`.
 */
import { expect, test } from "bun:test"
import { checkDist } from "../../action/build.ts"

test("dist/ is what `bun run build` makes of the sources", async () => {
  expect(await checkDist()).toEqual([])
}, 60_000)
