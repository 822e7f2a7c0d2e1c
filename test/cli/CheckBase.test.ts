/**
 * `bench check --base REF`: the base commit's targets start from a git worktree and run in the
 * same interleaved rounds as the head's. A repo whose second commit makes the service costlier
 * must fail its regression threshold; comparing a commit with itself must not.
 */
import { afterAll, beforeAll, expect, test } from "bun:test"
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { printed } from "../support/Running.ts"

const bench = resolve(import.meta.dir, "../../bench")
/**
 * The repository and the checks' own TMPDIR, where the base worktrees go: what a check leaves
 * there is this file's alone, whatever else runs on the machine.
 */
const work = mkdtempSync(join(tmpdir(), "benchgate-base-test-"))
const repo = join(work, "repo")
const temp = join(work, "tmp")
mkdirSync(repo)
mkdirSync(temp)

/** A service whose per-request cost is `spins` rounds of hashing. */
const server = (spins: number) => `const spins = ${spins}
const port = Number(process.argv.find((a) => a.startsWith("--port="))?.slice(7))
Bun.serve({
  hostname: "127.0.0.1",
  port,
  fetch() {
    let h = 0
    for (let i = 0; i < spins; i++) h = (h * 31 + i) | 0
    return new Response(String(h))
  },
})
`

const SPEC = `package bench
targets: svc: {
	http: url: "http://127.0.0.1:{port}"
	start: {cmd: ["bun", "server.ts", "--port={port}"], ready: http: "/"}
}
scenarios: hello: {
	request: path: "/"
	load: {concurrency: 4, duration: "300ms", rounds: 4, warmup: "100ms"}
	thresholds: [{metric: "p50", regression: "<= 50%"}]
}
`

const git = (...args: string[]) => {
  const result = Bun.spawnSync(["git", ...args], { cwd: repo })
  if (result.exitCode !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`)
  return result.stdout.toString().trim()
}

const check = (...args: string[]) => {
  const result = Bun.spawnSync(
    [bench, "check", "spec.cue", "--db", "results.db", "--no-profile", ...args],
    {
      cwd: repo,
      env: { ...process.env, NO_COLOR: "1", TMPDIR: temp },
      timeout: 120_000,
    },
  )
  return {
    code: result.exitCode,
    stdout: result.stdout.toString(),
    stderr: result.stderr.toString(),
  }
}

beforeAll(() => {
  git("init", "-q", "-b", "main")
  git("config", "user.email", "ci@example.com")
  git("config", "user.name", "ci")
  writeFileSync(join(repo, ".gitignore"), "results.db*\nlogs/\n*.json\n")
  writeFileSync(join(repo, "spec.cue"), SPEC)
  writeFileSync(join(repo, "server.ts"), server(0))
  git("add", ".")
  git("commit", "-q", "-m", "cheap service")
  writeFileSync(join(repo, "server.ts"), server(3_000_000))
  git("commit", "-q", "-am", "costly service")
})
afterAll(() => rmSync(work, { recursive: true, force: true }))

test("a head commit whose service got costlier fails its regression against --base", () => {
  const baseCommit = git("rev-parse", "HEAD~1")
  const result = check("--base", "HEAD~1", "--json", "report.json")
  expect(result.stderr).not.toContain("internal error")
  expect(result.code, printed(result)).toBe(1)
  expect(result.stdout).toMatch(/FAIL\s+svc p50 regression <= 50%/)
  expect(result.stdout).toContain(`base ${baseCommit.slice(0, 8)}, same rounds`)
  // The base copy ran in the same rounds as the head target, and was stored as such.
  const report = JSON.parse(readFileSync(join(repo, "report.json"), "utf8"))
  const targets = report.scenarios[0].targets.map((t: { target: string }) => t.target)
  expect(targets).toEqual(["svc"])
  const change = report.scenarios[0].targets[0].change.p50.value as number
  expect(change).toBeGreaterThan(0.5)
  // The worktree is gone afterwards, and so is every scratch folder of the check.
  expect(git("worktree", "list").split("\n")).toHaveLength(1)
  expect(readdirSync(temp)).toEqual([])
}, 150_000)

test("a commit compared with itself does not fail", () => {
  const result = check("--base", "HEAD")
  expect(result.code, printed(result)).toBe(0)
  // Pass, or inconclusive when four short rounds on a busy machine cannot decide: never FAIL.
  expect(result.stdout).toMatch(/(PASS|INCONCLUSIVE)\s+svc p50 regression <= 50%/)
  expect(result.stdout).not.toContain("FAIL")
}, 150_000)

test("the history lists the user's targets, not the base copies they were measured against", () => {
  const history = Bun.spawnSync([bench, "history", "--db", "results.db"], {
    cwd: repo,
    env: { ...process.env, NO_COLOR: "1" },
  })
  const text = history.stdout.toString()
  expect(history.exitCode).toBe(0)
  expect(text).toMatch(/\bsvc\b/)
  expect(text).not.toContain("svc@base")
})

test("an unknown ref is a usage error", () => {
  const result = check("--base", "no-such-ref")
  expect(result.code, printed(result)).toBe(2)
  expect(result.stderr).toContain("--base no-such-ref: no such commit")
  expect(existsSync(join(repo, "results.db"))).toBe(true) // from the earlier runs, untouched
  expect(readdirSync(temp)).toEqual([])
})

test("a worktree git cannot finish is removed with its folder", () => {
  // `git worktree add` fails with its post-checkout hook, after the checkout exists.
  const hook = join(repo, ".git/hooks/post-checkout")
  writeFileSync(hook, "#!/bin/sh\nexit 1\n")
  chmodSync(hook, 0o755)
  try {
    const result = check("--base", "HEAD~1")
    expect(result.code, printed(result)).toBe(2)
    expect(result.stderr).toContain("--base HEAD~1: git worktree add failed")
    expect(git("worktree", "list").split("\n")).toHaveLength(1)
    expect(readdirSync(temp)).toEqual([])
  } finally {
    rmSync(hook)
  }
})
