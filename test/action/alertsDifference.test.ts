/**
 * Alerts follow what the spec gates, end to end: a layer's overhead limited as a difference
 * (`<= +3ms`) is read by `bench history` as secure − plain, so a shift of that difference past
 * the limit opens an issue that names it so — where a history of ratios could not be read
 * against an additive limit at all. Real `bench check` runs of results targets on commits of a
 * repository made here, dist/alerts.js, the loopback GitHub API.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { costRepo } from "../support/CostRepo.ts"
import { type FakeGitHub, REPO, ROOT, runEntry, startFakeGitHub, TOKEN } from "../support/github.ts"
import { printed, runBench } from "../support/Running.ts"

const { work, repo, git, commitAt, remove } = costRepo("benchgate-alerts-difference-", "<= +3ms")
const db = join(work, "main.db")
let github: FakeGitHub
let runs = 0

/** `bench check` as the action's check step runs it on a push to main. */
const check = async () => {
  const dir = join(work, `run-${++runs}`)
  mkdirSync(dir)
  const json = join(dir, "report.json")
  const ran = await runBench(
    join(ROOT, "bench"),
    ["check", "cost.cue", "--json", json, "--db", db, "--base-branch", "main", "--quiet"],
    repo,
    120_000,
  )
  if (ran.code !== 0 && ran.code !== 1) throw new Error(`bench check failed:\n${ran.stderr}`)
  return { json, code: ran.code }
}

const alerts = (checked: { json: string; code: number }) => {
  const sha = git("rev-parse", "HEAD")
  return runEntry(
    "alerts",
    {
      GITHUB_EVENT_NAME: "push",
      GITHUB_REF_NAME: "main",
      GITHUB_SHA: sha,
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_WORKSPACE: repo,
      INPUT_TOKEN: TOKEN,
      INPUT_ALERTS: "true",
      BENCHGATE_BIN: join(ROOT, "bench"),
      BENCHGATE_DB: db,
      BENCHGATE_JSON: checked.json,
      BENCHGATE_EXIT_CODE: String(checked.code),
    },
    { ref: "refs/heads/main", after: sha, repository: { full_name: REPO } },
    repo,
  )
}

beforeAll(() => {
  github = startFakeGitHub()
})

afterAll(() => {
  github?.stop()
  remove()
})

describe("alerts on an additive overhead limit", () => {
  test("the difference's shift past the limit opens an issue naming the difference", async () => {
    const commits: string[] = []
    // secure − plain: 0 ms for four runs, then 5 ms, past the +3 ms limit.
    for (const ms of [10, 10, 10, 10, 15, 15, 15, 15, 15]) {
      commits.push(commitAt(ms))
      const checked = await check()
      const ran = await alerts(checked)
      expect(ran.code, printed(ran)).toBe(0)
      if (commits.length < 9) expect(github.issues.size).toBe(0)
    }
    const issues = [...github.issues.values()].filter((i) => i.state === "open")
    expect(issues).toHaveLength(1)
    expect(issues[0]?.title).toBe(
      "benchgate: sign request › secure wall − plain moved 0 ms → 5 ms (+5 ms worse)",
    )
    const body = issues[0]?.body ?? ""
    expect(body.split("\n")[0]).toBe("<!-- benchgate-alert cost/sign%20request/secure/wall -->")
    expect(body).toContain("past the threshold `secure wall <= +3ms vs plain`")
    // The chart is of the differences, in ms.
    expect(body).toContain('    y-axis "ms"')
    expect(body).toContain("line [0, 0, 0, 0, 5, 5, 5, 5, 5]")
    expect(body).toContain(
      `re-measured ${commits[8]?.slice(0, 7)} against ${commits[3]?.slice(0, 7)} (the commit before the shift) in the same rounds: secure wall <= +3ms vs plain fail`,
    )
  }, 600_000)
})
