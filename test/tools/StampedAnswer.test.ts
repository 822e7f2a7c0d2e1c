/**
 * An answer about a binary is asked once while the binary is unchanged: a fake `time` that
 * counts its runs in a file shows when it was asked.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { findGnuTime } from "../../runners/command/CommandRun.ts"
import { stampedAnswer } from "../../tools/StampedAnswer.ts"

const dir = mkdtempSync(join(tmpdir(), "benchgate-stamped-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const runs = join(dir, "runs")
const timesRun = () => (existsSync(runs) ? readFileSync(runs, "utf8").length : 0)

/** A `time` that prints `banner` for --version and counts each run with a byte in `runs`. */
const fakeTime = (banner: string, padding = ""): string => {
  const path = join(dir, "time")
  writeFileSync(path, `#!/bin/sh\nprintf x >> '${runs}'\necho '${banner}'\n# ${padding}\n`)
  chmodSync(path, 0o755)
  return path
}

describe("stampedAnswer", () => {
  test("GNU time is asked once while the file is unchanged, again when it changes", async () => {
    const env = process.env.BENCHGATE_CACHE
    process.env.BENCHGATE_CACHE = join(dir, "cache")
    try {
      const time = fakeTime("time (GNU Time) 1.9")
      const find = () => Effect.runPromise(findGnuTime([time]))
      expect(await find()).toBe(time)
      expect(await find()).toBe(time)
      expect(timesRun()).toBe(1)
      // Another binary at the same path (another size): asked again, and its answer kept.
      fakeTime("usage: time [-lp] utility", "a BSD time, not GNU's")
      expect(await find()).toBeUndefined()
      expect(await find()).toBeUndefined()
      expect(timesRun()).toBe(2)
    } finally {
      if (env === undefined) delete process.env.BENCHGATE_CACHE
      else process.env.BENCHGATE_CACHE = env
    }
  })

  test("a kept answer that no longer stands is asked again; a binary that did not run, every time", async () => {
    const binary = fakeTime("v1")
    const file = join(dir, "kept", "answer")
    let asked = 0
    const ask = (answer: string | undefined) =>
      stampedAnswer(
        binary,
        file,
        Effect.sync(() => {
          asked++
          return answer
        }),
        (kept) => kept === "v2",
      )
    expect(await Effect.runPromise(ask("v1"))).toBe("v1")
    expect(await Effect.runPromise(ask("v2"))).toBe("v2")
    expect(await Effect.runPromise(ask("v3"))).toBe("v2")
    expect(asked).toBe(2)
    rmSync(file)
    expect(await Effect.runPromise(ask(undefined))).toBeUndefined()
    expect(await Effect.runPromise(ask(undefined))).toBeUndefined()
    expect(asked).toBe(4)
  })
})
