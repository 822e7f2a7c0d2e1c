// Generated from action/*.ts by `bun run build` (action/build.ts). Do not edit.
import {
  PULL_REQUEST_FILE,
  pullRequestOf,
  readEvent
} from "./shared-5L2KIPHN.js";
import {
  publishComment,
  readMarkdown,
  readReport,
  verdictOf
} from "./shared-ISFBAS27.js";
import {
  Either_exports,
  GitHubApi,
  PullRequest,
  decodePullRequestRecord,
  fail,
  getInput,
  info,
  readCommentInputs,
  setOutput
} from "./shared-SM2UHRIF.js";

// action/comment.ts
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
var NoPullRequest = class extends Error {
  _tag = "NoPullRequest";
  name = "NoPullRequest";
};
var pullRequestNumber = async (api, repo, eventName, event, dir) => {
  if (eventName === "pull_request") {
    const pr = pullRequestOf(eventName, event);
    if (pr === void 0) throw new NoPullRequest("the pull_request event has no pull request");
    return pr.number;
  }
  if (eventName !== "workflow_run") {
    throw new NoPullRequest(
      `run this action on workflow_run (after the measuring pull_request workflow), not on ${eventName ?? "an unknown event"}`
    );
  }
  const run = event.workflow_run;
  if (run?.event !== "pull_request") {
    throw new NoPullRequest(
      `the workflow run was triggered by ${String(run?.event)}, not by a pull request: nothing to comment on`
    );
  }
  const headSha = run.head_sha ?? "";
  const file = join(dir, PULL_REQUEST_FILE);
  if (!existsSync(file)) {
    throw new NoPullRequest(
      `${file} is missing: upload the action's whole output directory (outputs.dir) as the artifact`
    );
  }
  const record = Either_exports.getOrThrowWith(
    decodePullRequestRecord(readFileSync(file, "utf8")),
    (invalid) => new NoPullRequest(`${file} is not a pull request record: ${invalid.message}`)
  );
  if (record.headSha !== headSha) {
    throw new NoPullRequest(
      `${file} names commit ${record.headSha}, but the workflow run measured ${headSha}: not commenting`
    );
  }
  const pull = await api.request(PullRequest, "GET", `/repos/${repo}/pulls/${record.number}`);
  const actualHead = pull.head?.sha;
  if (actualHead !== headSha) {
    throw new NoPullRequest(
      `pull request #${record.number} is at ${String(actualHead)}, not at the measured commit ${headSha} (a newer push, or a record that does not belong to it): not commenting`
    );
  }
  return record.number;
};
var main = async () => {
  const inputs = readCommentInputs((name) => getInput(name));
  if (inputs.comment === "off") {
    info("comment: off; nothing to do");
    return;
  }
  const repo = process.env.GITHUB_REPOSITORY ?? "";
  if (repo === "") throw new NoPullRequest("GITHUB_REPOSITORY is not set");
  const api = new GitHubApi({
    baseUrl: process.env.GITHUB_API_URL ?? "https://api.github.com",
    token: inputs.token
  });
  const event = readEvent(process.env.GITHUB_EVENT_PATH);
  const number = await pullRequestNumber(
    api,
    repo,
    process.env.GITHUB_EVENT_NAME,
    event,
    inputs.dir
  );
  const report = readReport(join(inputs.dir, "report.json"));
  const body = readMarkdown(join(inputs.dir, "report.md"));
  const verdict = verdictOf(report);
  const published = await publishComment(api, {
    repo,
    issue: number,
    mode: inputs.comment,
    verdict,
    body
  });
  setOutput("verdict", verdict);
  setOutput("pull-request", String(number));
  setOutput("result", published.action);
  if (published.url !== void 0) setOutput("comment-url", published.url);
  info(`PR #${number} comment: ${published.action}${published.url ? ` ${published.url}` : ""}`);
};
main().catch(fail);
