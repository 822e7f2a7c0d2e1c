/**
 * Accepting a failing threshold from the pull request, end to end: `/benchgate accept` comments
 * on the loopback GitHub API, dist/prepare.js writing the accept file after checking each
 * author's permission, the real `bench check --accept` in a git repository made here (results
 * targets whose samples this test writes), dist/finish.js gating and commenting; then the push
 * of the merge to main, whose run stores the acceptance again from the merged pull request, and
 * a later push judged against the accepted level.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test"
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { toolDir } from "../../action/ToolDownload.ts"
import { MARKER } from "../../report/Markdown.ts"
import { costRepo } from "../support/CostRepo.ts"
import {
  addComment,
  type FakeGitHub,
  pullRequestEvent,
  REPO,
  ROOT,
  runEntry,
  startFakeGitHub,
  TOKEN,
  workflowCommands,
} from "../support/github.ts"
import { printed, runBench } from "../support/Running.ts"

const { work, repo, git, samples, remove } = costRepo("benchgate-accept-action-", "<= 1.2x")
const PR = 7
let github: FakeGitHub

/** A finished cue install in a tool cache, so prepare downloads nothing. */
const toolCache = (() => {
  const cache = join(work, "toolcache")
  const dir = toolDir(cache, "cue", "v0.17.1", process.arch)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, "cue"), '#!/bin/sh\necho "cue version v0.17.1"\n')
  chmodSync(join(dir, "cue"), 0o755)
  writeFileSync(`${dir}.complete`, "")
  return cache
})()

beforeAll(() => {
  github = startFakeGitHub()
  git("commit", "-q", "-m", "spec")
})

afterAll(() => {
  github?.stop()
  remove()
})

beforeEach(() => {
  github.comments.clear()
  github.permissions.clear()
  github.commitPulls.clear()
  github.requests.length = 0
})

/** The action's steps in order, as action.yml runs them; `name` keeps each run's files apart. */
const runAction = async (
  name: string,
  event: {
    readonly name: string
    readonly payload: unknown
    readonly env?: Record<string, string>
  },
  db: string,
) => {
  const temp = join(work, name)
  mkdirSync(temp, { recursive: true })
  const env = {
    GITHUB_EVENT_NAME: event.name,
    GITHUB_API_URL: github.url,
    GITHUB_WORKSPACE: repo,
    RUNNER_TEMP: temp,
    RUNNER_TOOL_CACHE: toolCache,
    INPUT_TOKEN: TOKEN,
    INPUT_HISTORY: db,
    ...event.env,
  }
  const prepared = await runEntry("prepare", env, event.payload, repo)
  if (prepared.code !== 0) throw new Error(`prepare failed:\n${prepared.stdout}${prepared.stderr}`)
  const dir = prepared.outputs.dir ?? ""
  const acceptFile = prepared.outputs["accept-file"] ?? ""
  const checked = await runBench(
    join(ROOT, "bench"),
    [
      "check",
      "cost.cue",
      ...(acceptFile === "" ? [] : ["--accept", acceptFile]),
      "--json",
      join(dir, "report.json"),
      "--markdown",
      join(dir, "report.md"),
      "--db",
      db,
      "--base-branch",
      "main",
      "--quiet",
    ],
    repo,
    120_000,
  )
  const finished = await runEntry(
    "finish",
    {
      ...env,
      BENCHGATE_EXIT_CODE: String(checked.code),
      BENCHGATE_DIR: dir,
      BENCHGATE_JSON: join(dir, "report.json"),
      BENCHGATE_MARKDOWN: join(dir, "report.md"),
    },
    event.payload,
    repo,
  )
  const report = existsSync(join(dir, "report.json"))
    ? JSON.parse(readFileSync(join(dir, "report.json"), "utf8"))
    : undefined
  return {
    prepared,
    acceptFile: acceptFile === "" ? undefined : readFileSync(acceptFile, "utf8"),
    checked,
    finished,
    verdict: report?.scenarios[0].verdicts[0],
  }
}

const pullRequest = (sha: string) => ({
  name: "pull_request",
  payload: pullRequestEvent(PR, sha),
  env: { GITHUB_HEAD_REF: "feature", GITHUB_REF_NAME: `${PR}/merge` },
})

const push = (sha: string) => ({
  name: "push",
  payload: { ref: "refs/heads/main", after: sha, repository: { full_name: REPO } },
  env: { GITHUB_SHA: sha, GITHUB_REF_NAME: "main", GITHUB_REF: "refs/heads/main" },
})

const sticky = () => (github.comments.get(PR) ?? []).find((c) => c.body.startsWith(MARKER))

describe("accepting a regression from the pull request", () => {
  test("a comment by someone without write access accepts nothing: the job fails", async () => {
    samples({ plain: 10, secure: 15 })
    github.permissions.set("mallory", "read")
    addComment(github, PR, "mallory", "/benchgate accept sign request wall")
    addComment(github, PR, "stranger", "/benchgate accept sign request wall")
    const ran = await runAction(
      "refused",
      pullRequest(git("rev-parse", "HEAD")),
      join(work, "pr.db"),
    )
    expect(ran.acceptFile).toBeUndefined()
    const notices = workflowCommands(ran.prepared.stdout).filter((c) => c.command === "notice")
    expect(notices.map((n) => n.message)).toEqual([
      `benchgate: @mallory cannot accept sign request wall: accepting needs write access to ${REPO}`,
      `benchgate: @stranger cannot accept sign request wall: accepting needs write access to ${REPO}`,
    ])
    expect(ran.checked.code, printed(ran.checked)).toBe(1)
    expect(ran.verdict.status).toBe("fail")
    expect(ran.finished.code).not.toBe(0)
  }, 150_000)

  test("a writer's comment accepts the failing threshold: the check passes, the comment says by whom", async () => {
    samples({ plain: 10, secure: 15 })
    github.permissions.set("alice", "write")
    github.permissions.set("mallory", "read")
    addComment(github, PR, "mallory", "/benchgate accept sign request p99")
    addComment(
      github,
      PR,
      "alice",
      'The signature costs this much by design.\n/benchgate accept "sign request" wall\n',
    )
    const ran = await runAction(
      "accepted",
      pullRequest(git("rev-parse", "HEAD")),
      join(work, "pr.db"),
    )
    expect(ran.acceptFile).toBe("sign request/wall@alice\n")
    expect(ran.checked.code, printed(ran.checked)).toBe(0)
    expect(ran.verdict.status).toBe("pass")
    expect(ran.verdict.accepted.by).toBe("alice")
    expect(ran.finished.code, printed(ran.finished)).toBe(0)
    expect(ran.finished.outputs.verdict).toBe("pass")
    const body = sticky()?.body ?? ""
    expect(body).toContain("✅ **ACCEPTED** secure wall \\<= 1.2x vs plain")
    // The login is not a mention (the markdown report breaks every @): nobody is pinged.
    expect(body).toContain("accepted by @\u200balice; secure wall ratio 1.50x")
  }, 150_000)

  test("the merge's run on main stores the acceptance; a later push is judged against its level", async () => {
    const db = join(work, "main.db")
    samples({ plain: 10, secure: 10 })
    const before = await runAction("main-before", push(git("rev-parse", "HEAD")), db)
    expect(before.checked.code, printed(before.checked)).toBe(0)

    // The pull request is merged: main now pays the cost, and the merged PR says who accepted it.
    samples({ plain: 10, secure: 15 })
    git("commit", "-q", "--allow-empty", "-m", "sign every request (#7)")
    const merge = git("rev-parse", "HEAD")
    github.permissions.set("alice", "admin")
    addComment(github, PR, "alice", "/benchgate accept sign request wall")
    github.commitPulls.set(merge, [
      { number: PR, merged_at: "2026-12-01T10:00:00Z", base: { ref: "main" } },
    ])
    const merged = await runAction("main-merge", push(merge), db)
    expect(merged.acceptFile).toBe("sign request/wall@alice\n")
    expect(merged.checked.code, printed(merged.checked)).toBe(0)
    expect(merged.verdict.accepted).toEqual({ by: "alice", level: expect.any(Number), from: null })

    // A later push merges no pull request: nothing is given, the stored acceptance carries.
    git("commit", "-q", "--allow-empty", "-m", "unrelated")
    const later = await runAction("main-later", push(git("rev-parse", "HEAD")), db)
    expect(later.acceptFile).toBeUndefined()
    expect(later.checked.code, printed(later.checked)).toBe(0)
    expect(later.verdict.accepted.by).toBe("alice")
    expect(later.verdict.accepted.from.commit).toBe(merge)

    // Worse than what was accepted fails again.
    samples({ plain: 10, secure: 20 })
    git("commit", "-q", "--allow-empty", "-m", "slower still")
    const worse = await runAction("main-worse", push(git("rev-parse", "HEAD")), db)
    expect(worse.checked.code, printed(worse.checked)).toBe(1)
    expect(worse.verdict.status).toBe("fail")
    expect(worse.finished.code).not.toBe(0)
  }, 300_000)
})
