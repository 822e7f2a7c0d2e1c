/**
 * core/Git.ts: git through the one spawn. Its answers as data, and a git that hangs (here a
 * shell alias that sleeps) stopped at the time limit with what it started.
 */
import { afterAll, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { git, gitOutput } from "../../core/Git.ts"
import { eventually, processesMatching } from "../support/Processes.ts"

const dir = mkdtempSync(join(tmpdir(), "benchgate-git-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test("a query's output, and a refusal with git's own words", async () => {
  await Effect.runPromise(git(dir, ["init", "-q", "-b", "trunk"]))
  expect(await Effect.runPromise(gitOutput(dir, ["symbolic-ref", "--short", "HEAD"]))).toBe("trunk")
  const refused = await Effect.runPromise(git(dir, ["rev-parse", "--verify", "no-such-ref"]))
  expect(refused.ok).toBe(false)
  expect(refused.err).toContain("Needed a single revision")
  expect(await Effect.runPromise(gitOutput(dir, ["rev-parse", "--verify", "-q", "HEAD"]))).toBe(
    undefined,
  )
})

test("a git in a missing directory is no answer, not a failure", async () => {
  const answer = await Effect.runPromise(git(join(dir, "missing"), ["status"]))
  expect(answer.ok).toBe(false)
  expect(answer.err).toContain("git could not be run")
})

test("a git that outruns its time is stopped, with what it started", async () => {
  // A unique duration names the sleep the alias starts.
  const seconds = `30.${process.pid}`
  const answer = await Effect.runPromise(
    git(dir, ["-c", `alias.hang=!sleep ${seconds}`, "hang"], 300),
  )
  expect(answer).toEqual({
    ok: false,
    out: "",
    err: `git -c alias.hang=!sleep ${seconds} hang did not finish within 0.3 s`,
  })
  expect(await eventually(() => processesMatching(`sleep ${seconds}`).length === 0)).toBe(true)
})
