/**
 * The comment action (comment/action.yml): step two of the fork pattern. A `workflow_run`
 * workflow downloads the reports the `pull_request` workflow uploaded, and this posts them as
 * the PR's sticky comment with the base repository's token. It runs no code from the pull
 * request: it reads three files and calls the GitHub API.
 *
 *   event (workflow_run of a pull_request) → PR record from the artifact → verified against
 *   GitHub (the PR's head is the commit that was measured) → markdown → sticky comment
 *
 * The artifact was written by a job that ran the PR's code, so everything in it is untrusted:
 * the PR number is only used once GitHub confirms that PR's head is the workflow run's commit,
 * and the body must be a benchgate comment (start with the marker); it is cut to a comment's
 * size.
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import * as core from "@actions/core"
import { Either } from "effect"
import { fail } from "./Fail.ts"
import { GitHubApi } from "./GitHubApi.ts"
import { decodePullRequestRecord, type EventPayload, PullRequest } from "./GitHubData.ts"
import { readCommentInputs } from "./Inputs.ts"
import { PULL_REQUEST_FILE, pullRequestOf, readEvent } from "./PullRequest.ts"
import { readMarkdown, readReport, verdictOf } from "./Report.ts"
import { publishComment } from "./StickyComment.ts"

class NoPullRequest extends Error {
  readonly _tag = "NoPullRequest"
  override readonly name = "NoPullRequest"
}

/** The PR to comment on, checked against GitHub; throws NoPullRequest with the reason. */
const pullRequestNumber = async (
  api: GitHubApi,
  repo: string,
  eventName: string | undefined,
  event: EventPayload,
  dir: string,
): Promise<number> => {
  if (eventName === "pull_request") {
    const pr = pullRequestOf(eventName, event)
    if (pr === undefined) throw new NoPullRequest("the pull_request event has no pull request")
    return pr.number
  }
  if (eventName !== "workflow_run") {
    throw new NoPullRequest(
      `run this action on workflow_run (after the measuring pull_request workflow), not on ${eventName ?? "an unknown event"}`,
    )
  }
  const run = event.workflow_run
  if (run?.event !== "pull_request") {
    throw new NoPullRequest(
      `the workflow run was triggered by ${String(run?.event)}, not by a pull request: nothing to comment on`,
    )
  }
  const headSha = run.head_sha ?? ""
  const file = join(dir, PULL_REQUEST_FILE)
  if (!existsSync(file)) {
    throw new NoPullRequest(
      `${file} is missing: upload the action's whole output directory (outputs.dir) as the artifact`,
    )
  }
  const record = Either.getOrThrowWith(
    decodePullRequestRecord(readFileSync(file, "utf8")),
    (invalid) => new NoPullRequest(`${file} is not a pull request record: ${invalid.message}`),
  )
  if (record.headSha !== headSha) {
    throw new NoPullRequest(
      `${file} names commit ${record.headSha}, but the workflow run measured ${headSha}: not commenting`,
    )
  }
  const pull = await api.request(PullRequest, "GET", `/repos/${repo}/pulls/${record.number}`)
  const actualHead = pull.head?.sha
  if (actualHead !== headSha) {
    throw new NoPullRequest(
      `pull request #${record.number} is at ${String(actualHead)}, not at the measured commit ${headSha} (a newer push, or a record that does not belong to it): not commenting`,
    )
  }
  return record.number
}

const main = async (): Promise<void> => {
  const inputs = readCommentInputs((name) => core.getInput(name))
  if (inputs.comment === "off") {
    core.info("comment: off; nothing to do")
    return
  }
  const repo = process.env.GITHUB_REPOSITORY ?? ""
  if (repo === "") throw new NoPullRequest("GITHUB_REPOSITORY is not set")
  const api = new GitHubApi({
    baseUrl: process.env.GITHUB_API_URL ?? "https://api.github.com",
    token: inputs.token,
  })
  const event = readEvent(process.env.GITHUB_EVENT_PATH)
  const number = await pullRequestNumber(
    api,
    repo,
    process.env.GITHUB_EVENT_NAME,
    event,
    inputs.dir,
  )
  const report = readReport(join(inputs.dir, "report.json"))
  const body = readMarkdown(join(inputs.dir, "report.md"))
  const verdict = verdictOf(report)
  const published = await publishComment(api, {
    repo,
    issue: number,
    mode: inputs.comment,
    verdict,
    body,
  })
  core.setOutput("verdict", verdict)
  core.setOutput("pull-request", String(number))
  core.setOutput("result", published.action)
  if (published.url !== undefined) core.setOutput("comment-url", published.url)
  core.info(`PR #${number} comment: ${published.action}${published.url ? ` ${published.url}` : ""}`)
}

main().catch(fail)
