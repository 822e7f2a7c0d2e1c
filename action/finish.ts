/**
 * The last step of the action (action.yml), after `bench check` wrote its reports:
 *
 *   reports → outputs → job summary → annotations → PR record → sticky comment → fail-on
 *
 * It never recomputes a verdict: the JSON report says what passed, the markdown report is the
 * comment and the summary, and `fail-on` decides the exit status. A run that produced no report
 * (invalid spec, a target that did not start) fails the job with the CLI's exit code explained.
 *
 * Environment (set by action.yml): BENCHGATE_EXIT_CODE (bench check's exit code),
 * BENCHGATE_DIR, BENCHGATE_JSON, BENCHGATE_MARKDOWN, BENCHGATE_HTML_URL (the uploaded HTML
 * report, linked when set); inputs as INPUT_*.
 */
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import * as core from "@actions/core"
import type { JsonReport } from "../report/json/JsonReport.ts"
import { annotationsFor } from "./Annotations.ts"
import { fail } from "./Fail.ts"
import { ApiError, GitHubApi } from "./GitHubApi.ts"
import { type Inputs, readInputs } from "./Inputs.ts"
import { decide } from "./Policy.ts"
import {
  encodeRecord,
  PULL_REQUEST_FILE,
  type PullRequestRef,
  pullRequestOf,
  readEvent,
} from "./PullRequest.ts"
import { readMarkdown, readReport, type Verdict, verdictOf } from "./Report.ts"
import { publishComment } from "./StickyComment.ts"

class RunFailed extends Error {
  readonly _tag = "RunFailed"
  override readonly name = "RunFailed"
}

/** bench check's (and bench merge's) exit codes that mean "no report" (core/ExitCode.ts). */
const NO_REPORT: Readonly<Record<string, string>> = {
  "2": "an invalid spec or usage: each problem is listed as file:line:col",
  "3": "the run failed: a target did not start, a tool is missing, or oha failed",
  "130": "interrupted",
}

/** A 403 on a PR comment is nearly always a missing permission; say which. */
const explainApiError = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
    return `${message}. The token needs "pull-requests: write" (permissions: in the workflow); a pull request from a fork gets a read-only token: use the two-step workflow in docs/action.md`
  }
  return message
}

const comment = async (
  inputs: Inputs,
  pr: PullRequestRef | undefined,
  verdict: Verdict,
  body: string,
): Promise<void> => {
  if (inputs.comment === "off") return
  if (pr === undefined) {
    core.info("Not a pull_request event: no PR comment (the job summary has the report).")
    return
  }
  if (pr.fromFork) {
    core.notice(
      `Pull request #${pr.number} comes from a fork (${pr.headRepo ?? "deleted repository"}): its token is read-only, so no comment is posted here. Upload ${PULL_REQUEST_FILE} and the reports as an artifact and post the comment from a workflow_run workflow (docs/action.md).`,
    )
    return
  }
  try {
    const api = new GitHubApi({
      baseUrl: process.env.GITHUB_API_URL ?? "https://api.github.com",
      token: inputs.token,
    })
    const published = await publishComment(api, {
      repo: process.env.GITHUB_REPOSITORY ?? pr.baseRepo,
      issue: pr.number,
      mode: inputs.comment,
      verdict,
      body,
    })
    if (published.url !== undefined) core.setOutput("comment-url", published.url)
    core.info(`PR comment: ${published.action}${published.url ? ` ${published.url}` : ""}`)
  } catch (error) {
    // The gate's verdict is the result; a comment that could not be written does not change it.
    core.warning(`The PR comment could not be written: ${explainApiError(error)}`)
  }
}

/** A check that wrote no report: the job fails with its exit code explained, in the summary too. */
const failWithoutReport = async (exitCode: string): Promise<never> => {
  core.setOutput("verdict", "error")
  const meaning = NO_REPORT[exitCode] ?? "an unexpected exit"
  const message = `bench check exited with code ${exitCode || "(none)"}: ${meaning}. The log of the "benchgate: check" step says why; no report was written, so no comment was posted.`
  await core.summary
    .addHeading("benchgate: the check did not run to the end", 3)
    .addRaw(message)
    .write()
  throw new RunFailed(message)
}

/** The comment and summary: the markdown report, linking the uploaded HTML report when given. */
const bodyOf = (markdownPath: string, htmlUrl: string): string =>
  // The charts are a download (an artifact); the comment and the summary link to it.
  /^https:\/\/\S+$/.test(htmlUrl)
    ? `${readMarkdown(markdownPath).trimEnd()}\n\n📊 [Charts: the HTML report](${htmlUrl}) (a zip of one self-contained page, kept 30 days)\n`
    : readMarkdown(markdownPath)

/**
 * Whether this job is one part of a matrix (a shard or a replica), said so: the merge job
 * comments, annotates and decides, once for the check.
 */
const onePart = (inputs: Inputs, verdict: Verdict, jsonPath: string): boolean => {
  if (inputs.shard !== undefined) {
    core.info(
      `benchgate: shard ${inputs.shard.index}/${inputs.shard.count} measured (${verdict}); upload ${jsonPath} for the merge job, which decides the verdicts`,
    )
    return true
  }
  // One replica: the merge job pools the replicas' rounds and decides every verdict again.
  if (inputs.replica !== undefined) {
    core.info(
      `benchgate: replica ${inputs.replica.index}/${inputs.replica.count} measured (${verdict}); upload ${jsonPath} for the merge job, which pools the replicas' rounds and decides the verdicts`,
    )
    return true
  }
  return false
}

/** Each verdict fail-on cares about, as an annotation at its threshold in the spec. */
const annotate = (report: JsonReport, inputs: Inputs, workspace: string | undefined): void => {
  for (const annotation of annotationsFor(report, inputs.failOn, workspace)) {
    const properties = {
      title: annotation.title,
      file: annotation.file,
      ...(annotation.line === undefined ? {} : { startLine: annotation.line }),
    }
    if (annotation.level === "error") core.error(annotation.message, properties)
    else core.warning(annotation.message, properties)
  }
}

/** The job's status, as `fail-on` decides it from the report. */
const gate = (report: JsonReport, inputs: Inputs, verdict: Verdict): void => {
  const decision = decide(report, inputs.failOn)
  for (const line of decision.ignored) core.info(`benchgate: ${line}`)
  if (decision.failed) {
    core.setFailed(`benchgate: ${decision.reasons.join("; ")}`)
  } else {
    core.info(
      `benchgate: ${verdict}; nothing in fail-on (${[...inputs.failOn].join(", ") || "none"}) failed`,
    )
  }
}

const main = async (): Promise<void> => {
  const inputs = readInputs((name) => core.getInput(name))
  const env = process.env
  const dir = env.BENCHGATE_DIR ?? join(env.RUNNER_TEMP ?? "/tmp", "benchgate")
  const jsonPath = env.BENCHGATE_JSON ?? join(dir, "report.json")
  const markdownPath = env.BENCHGATE_MARKDOWN ?? join(dir, "report.md")
  core.setOutput("dir", dir)
  core.setOutput("json", jsonPath)
  core.setOutput("markdown", markdownPath)

  const exitCode = (env.BENCHGATE_EXIT_CODE ?? "").trim()
  if (exitCode !== "0" && exitCode !== "1") await failWithoutReport(exitCode)

  const report = readReport(jsonPath)
  const body = bodyOf(markdownPath, (env.BENCHGATE_HTML_URL ?? "").trim())
  const verdict = verdictOf(report)
  core.setOutput("verdict", verdict)

  await core.summary.addRaw(body, true).write()
  if (onePart(inputs, verdict, jsonPath)) return

  annotate(report, inputs, env.GITHUB_WORKSPACE)
  const pr = pullRequestOf(env.GITHUB_EVENT_NAME, readEvent(env.GITHUB_EVENT_PATH))
  if (pr !== undefined) writeFileSync(join(dir, PULL_REQUEST_FILE), encodeRecord(pr))
  await comment(inputs, pr, verdict, body)
  gate(report, inputs, verdict)
}

main().catch(fail)
