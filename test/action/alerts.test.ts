/**
 * Alerts on the base branch, end to end: the real `bench check` stores run after run of a git
 * repository made here (results targets whose samples each commit carries, so every level is
 * exact), dist/alerts.js reads `bench history`, re-measures a new shift with `bench check --base`
 * against the commit before it (a plain re-run in a shallow clone that lacks it), and files,
 * updates and closes issues on the loopback GitHub API.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { costRepo } from "../support/CostRepo.ts"
import { type FakeGitHub, REPO, ROOT, runEntry, startFakeGitHub, TOKEN } from "../support/github.ts"
import { printed, runBench } from "../support/Running.ts"

const { work, repo, git, samples, commitAt, remove } = costRepo("benchgate-alerts-", "<= 1.2x")
const db = join(work, "main.db")
let github: FakeGitHub
let runs = 0

/** `bench check` as the action's check step runs it on a push to main; the report's path. */
const check = async (store: string, accept?: string) => {
  const dir = join(work, `run-${++runs}`)
  mkdirSync(dir)
  const json = join(dir, "report.json")
  const ran = await runBench(
    join(ROOT, "bench"),
    [
      "check",
      "cost.cue",
      ...(accept === undefined ? [] : ["--accept", accept]),
      "--json",
      json,
      "--db",
      store,
      "--base-branch",
      "main",
      "--quiet",
      "--no-profile",
    ],
    repo,
    120_000,
  )
  if (ran.code !== 0 && ran.code !== 1) throw new Error(`bench check failed:\n${ran.stderr}`)
  return { json, code: ran.code }
}

/** The alerts step after a check of the push of `sha` to main. */
const alerts = (api: FakeGitHub, store: string, checked: { json: string; code: number }) => {
  const sha = git("rev-parse", "HEAD")
  return runEntry(
    "alerts",
    {
      GITHUB_EVENT_NAME: "push",
      GITHUB_REF_NAME: "main",
      GITHUB_SHA: sha,
      GITHUB_API_URL: api.url,
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_WORKSPACE: repo,
      INPUT_TOKEN: TOKEN,
      INPUT_ALERTS: "true",
      BENCHGATE_BIN: join(ROOT, "bench"),
      BENCHGATE_DB: store,
      BENCHGATE_JSON: checked.json,
      BENCHGATE_EXIT_CODE: String(checked.code),
    },
    { ref: "refs/heads/main", after: sha, repository: { full_name: REPO } },
    repo,
  )
}

/** A copy of a store (with its WAL, when one is left), to branch a test off a run. */
const copyStore = (from: string, to: string): string => {
  for (const suffix of ["", "-wal", "-shm"]) {
    if (existsSync(`${from}${suffix}`)) copyFileSync(`${from}${suffix}`, `${to}${suffix}`)
  }
  return to
}

const openIssues = (api: FakeGitHub) => [...api.issues.values()].filter((i) => i.state === "open")

const MARKER = `<!-- benchgate-alert cost/sign%20request/secure/wall -->`

/** Commits of the runs, oldest first. */
const commits: string[] = []
let beforeNine = ""
let afterNine: { json: string; code: number } | undefined

beforeAll(() => {
  github = startFakeGitHub()
})

afterAll(() => {
  github?.stop()
  remove()
})

describe("alerts on the base branch", () => {
  test("a shift past the overhead limit, confirmed by measuring again, opens one issue", async () => {
    for (const ms of [10, 10, 10, 10, 15, 15, 15, 15]) {
      commits.push(commitAt(ms))
      const ran = await alerts(github, db, await check(db))
      expect(ran.code, printed(ran)).toBe(0)
      // Too few runs at the new level are no shift yet.
      expect(github.issues.size).toBe(0)
    }
    beforeNine = copyStore(db, join(work, "before-nine.db"))
    commits.push(commitAt(15))
    afterNine = await check(db)
    copyStore(db, join(work, "after-nine.db"))
    const ran = await alerts(github, db, afterNine)
    expect(ran.code, printed(ran)).toBe(0)
    expect(ran.outputs.alerts).toBe("1")
    const issues = openIssues(github)
    expect(issues).toHaveLength(1)
    const issue = issues[0]
    expect(issue?.title).toBe(
      "benchgate: sign request › secure wall ÷ plain moved 1x → 1.5x (+50.0% worse)",
    )
    const body = issue?.body ?? ""
    expect(body.split("\n")[0]).toBe(MARKER)
    expect(body).toContain(`<!-- benchgate-alert-shift ${commits[4]} -->`)
    expect(body).toContain("past the threshold `secure wall <= 1.2x vs plain`")
    // The range: the last commit of the old level, the first of the new one.
    expect(body).toContain(`https://github.com/${REPO}/compare/${commits[3]}...${commits[4]}`)
    expect(body).toContain("```mermaid\nxychart-beta")
    expect(body).toContain(`"*${commits[4]?.slice(0, 7)}"`)
    expect(body).toContain("line [1, 1, 1, 1, 1.5, 1.5, 1.5, 1.5, 1.5]")
    // Confirmed by a paired check against the commit before the shift, in this job.
    expect(body).toContain(
      `re-measured ${commits[8]?.slice(0, 7)} against ${commits[3]?.slice(0, 7)} (the commit before the shift) in the same rounds: secure wall <= 1.2x vs plain fail`,
    )
  }, 600_000)

  test("a shift measuring again does not confirm files nothing", async () => {
    const api = startFakeGitHub()
    try {
      // The head measures at the old level again: the stored runs were the noise.
      samples({ plain: 10, secure: 10 })
      const ran = await alerts(api, copyStore(join(work, "after-nine.db"), join(work, "n.db")), {
        json: afterNine?.json ?? "",
        code: afterNine?.code ?? 2,
      })
      expect(ran.code, printed(ran)).toBe(0)
      expect(ran.stdout).toContain("a level shift, not confirmed")
      expect(api.issues.size).toBe(0)
      expect(api.requests.filter((r) => r.method !== "GET")).toEqual([])
    } finally {
      git("checkout", "--", "times.json")
      api.stop()
    }
  }, 120_000)

  test("without the commit before the shift in the clone, a plain re-run confirms it", async () => {
    const api = startFakeGitHub()
    const shallow = join(work, "shallow")
    try {
      git("clone", "-q", "--depth", "1", `file://${repo}`, shallow)
      const ran = await runEntry(
        "alerts",
        {
          GITHUB_EVENT_NAME: "push",
          GITHUB_REF_NAME: "main",
          GITHUB_API_URL: api.url,
          GITHUB_WORKSPACE: shallow,
          INPUT_TOKEN: TOKEN,
          INPUT_ALERTS: "true",
          BENCHGATE_BIN: join(ROOT, "bench"),
          BENCHGATE_DB: copyStore(join(work, "after-nine.db"), join(work, "shallow.db")),
          BENCHGATE_JSON: afterNine?.json ?? "",
          BENCHGATE_EXIT_CODE: String(afterNine?.code),
        },
        { ref: "refs/heads/main", repository: { full_name: REPO } },
        shallow,
      )
      expect(ran.code, printed(ran)).toBe(0)
      const issues = openIssues(api)
      expect(issues).toHaveLength(1)
      expect(issues[0]?.body).toContain(
        `re-measured ${commits[8]?.slice(0, 7)} (the commit before the shift is not in the clone): level 1.500 against 1.000 before the shift, still past secure wall <= 1.2x vs plain`,
      )
    } finally {
      api.stop()
      rmSync(shallow, { recursive: true, force: true })
    }
  }, 120_000)

  test("a shift a reviewer accepted files nothing", async () => {
    const api = startFakeGitHub()
    try {
      const store = copyStore(beforeNine, join(work, "accepted.db"))
      const accept = join(work, "accept.txt")
      writeFileSync(accept, "sign request/wall@alice\n")
      const checked = await check(store, accept)
      expect(checked.code).toBe(0)
      const ran = await alerts(api, store, checked)
      expect(ran.code, printed(ran)).toBe(0)
      expect(ran.outputs.alerts).toBe("0")
      expect(api.issues.size).toBe(0)
      expect(api.requests.filter((r) => r.method !== "GET")).toEqual([])
    } finally {
      api.stop()
    }
  }, 120_000)

  test("the next run updates the same issue, never a second one", async () => {
    const [issue] = openIssues(github)
    const before = issue?.body
    github.requests.length = 0
    commits.push(commitAt(15))
    const ran = await alerts(github, db, await check(db))
    expect(ran.code, printed(ran)).toBe(0)
    expect(github.issues.size).toBe(1)
    expect(github.requests.filter((r) => r.method !== "GET")).toEqual([
      { method: "PATCH", path: `/repos/${REPO}/issues/${issue?.number}`, query: "" },
    ])
    expect(issue?.body).not.toBe(before)
    expect(issue?.body).toContain("line [1, 1, 1, 1, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5]")
    // The same shift: the confirmation it was filed with is kept, not measured again.
    expect(issue?.body).toContain(
      `against ${commits[3]?.slice(0, 7)} (the commit before the shift)`,
    )
  }, 120_000)

  test("a shift that goes away closes the issue with a comment", async () => {
    const [issue] = openIssues(github)
    const states: string[] = []
    for (let run = 1; run <= 4; run++) {
      commits.push(commitAt(10))
      const ran = await alerts(github, db, await check(db))
      expect(ran.code, printed(ran)).toBe(0)
      states.push(issue?.state ?? "")
    }
    // One run back at the old level is not the shift gone: the newest runs' median decides.
    expect(states[0]).toBe("open")
    expect(states.at(-1)).toBe("closed")
    expect(issue?.state_reason).toBe("completed")
    const comments = github.comments.get(issue?.number ?? 0) ?? []
    expect(comments).toHaveLength(1)
    expect(comments[0]?.body).toContain(
      "The shift is gone: the level is back within secure wall <= 1.2x vs plain (newest level 1.000",
    )
    expect(github.issues.size).toBe(1)
  }, 600_000)
})
