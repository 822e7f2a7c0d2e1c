/**
 * The comment action end to end (dist/comment.js under node): step two of the fork pattern, on a
 * workflow_run event, with the artifact's reports and a loopback stand-in for the GitHub API.
 * The PR number from the artifact is used only when GitHub confirms that PR's head is the
 * commit the workflow run measured.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { renderJson } from "../../report/Json.ts"
import { MARKER, renderMarkdown } from "../../report/Markdown.ts"
import { outcome, overhead, result, verdict } from "../support/build.ts"
import {
  type FakeGitHub,
  REPO,
  runEntry,
  startFakeGitHub,
  TOKEN,
  workflowCommands,
} from "../support/github.ts"
import { printed } from "../support/Running.ts"

const HEAD = "1111111111111111111111111111111111111111"
const OTHER = "2222222222222222222222222222222222222222"
const PR = 9
const artifact = mkdtempSync(join(tmpdir(), "benchgate-artifact-"))
let github: FakeGitHub

beforeAll(() => {
  github = startFakeGitHub()
  const check = result([
    outcome({
      scenario: "get user",
      verdicts: [verdict(overhead("layered", "p50", 2), "fail", "p50 ratio 3.10x > 2x", 3.1)],
    }),
  ])
  writeFileSync(join(artifact, "report.json"), renderJson(check))
  writeFileSync(join(artifact, "report.md"), renderMarkdown(check))
})

afterAll(() => {
  github?.stop()
  rmSync(artifact, { recursive: true, force: true })
})

beforeEach(() => {
  github.comments.clear()
  github.requests.length = 0
  github.pulls.clear()
  github.pulls.set(PR, HEAD)
  writeFileSync(join(artifact, "pull-request.json"), JSON.stringify({ number: PR, headSha: HEAD }))
})

const workflowRun = (event: string, headSha: string) => ({
  action: "completed",
  workflow_run: { event, head_sha: headSha, conclusion: "failure", pull_requests: [] },
  repository: { full_name: REPO },
})

const comment = (event: unknown, eventName = "workflow_run") =>
  runEntry(
    "comment",
    {
      GITHUB_EVENT_NAME: eventName,
      GITHUB_API_URL: github.url,
      INPUT_DIR: artifact,
      INPUT_TOKEN: TOKEN,
    },
    event,
  )

const errors = (stdout: string) =>
  workflowCommands(stdout)
    .filter((c) => c.command === "error")
    .map((c) => c.message)

describe("comment (dist/comment.js)", () => {
  test("posts the sticky comment on the verified PR, then updates it in place", async () => {
    const first = await comment(workflowRun("pull_request", HEAD))
    expect(first.code, printed(first)).toBe(0)
    expect(first.outputs).toMatchObject({ verdict: "fail", "pull-request": "9", result: "create" })
    expect(github.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /repos/${REPO}/pulls/9`,
      `GET /repos/${REPO}/issues/9/comments`,
      `POST /repos/${REPO}/issues/9/comments`,
    ])
    const posted = github.comments.get(PR) ?? []
    expect(posted).toHaveLength(1)
    expect(posted[0]?.body).toStartWith(`${MARKER}\n`)

    writeFileSync(join(artifact, "report.md"), `${MARKER}\n\nnewer results\n`)
    const second = await comment(workflowRun("pull_request", HEAD))
    expect(second.outputs.result).toBe("update")
    expect(github.comments.get(PR)).toHaveLength(1)
    expect(github.comments.get(PR)?.[0]?.body).toBe(`${MARKER}\n\nnewer results\n`)
  }, 30_000)

  test("refuses a PR whose head is not the measured commit (a newer push, or a forged record)", async () => {
    github.pulls.set(PR, OTHER)
    const ran = await comment(workflowRun("pull_request", HEAD))
    expect(ran.code, printed(ran)).toBe(1)
    expect(errors(ran.stdout)[0]).toContain(
      `pull request #9 is at ${OTHER}, not at the measured commit ${HEAD}`,
    )
    expect(github.requests.filter((r) => r.method !== "GET")).toEqual([])
  }, 30_000)

  test("refuses a record for another commit before asking GitHub anything", async () => {
    const ran = await comment(workflowRun("pull_request", OTHER))
    expect(ran.code, printed(ran)).toBe(1)
    expect(errors(ran.stdout)[0]).toContain(
      `names commit ${HEAD}, but the workflow run measured ${OTHER}`,
    )
    expect(github.requests).toEqual([])
  }, 30_000)

  test("refuses a malformed record, a body that is not benchgate's, and runs not from a PR", async () => {
    writeFileSync(join(artifact, "pull-request.json"), '{"number": "9; rm -rf /"}')
    expect(errors((await comment(workflowRun("pull_request", HEAD))).stdout)[0]).toContain(
      "is not a pull request record",
    )
    writeFileSync(
      join(artifact, "pull-request.json"),
      JSON.stringify({ number: PR, headSha: HEAD }),
    )
    writeFileSync(join(artifact, "report.md"), "@everyone look here\n")
    expect(errors((await comment(workflowRun("pull_request", HEAD))).stdout)[0]).toContain(
      "is not a benchgate comment",
    )
    const push = await comment(workflowRun("push", HEAD))
    expect(errors(push.stdout)[0]).toContain("triggered by push, not by a pull request")
    expect(github.requests.filter((r) => r.method !== "GET")).toEqual([])
  }, 30_000)
})
