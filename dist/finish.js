// Generated from action/*.ts by `bun run build` (action/build.ts). Do not edit.
import {
  PULL_REQUEST_FILE,
  encodeRecord,
  pullRequestOf,
  readEvent
} from "./shared-5L2KIPHN.js";
import {
  locationOf,
  publishComment,
  readMarkdown,
  readReport,
  verdictOf
} from "./shared-ISFBAS27.js";
import {
  ApiError,
  GitHubApi,
  error,
  fail,
  getInput,
  info,
  notice,
  readInputs,
  setFailed,
  setOutput,
  summary,
  warning
} from "./shared-SM2UHRIF.js";

// action/finish.ts
import { writeFileSync } from "node:fs";
import { join } from "node:path";

// action/Annotations.ts
import { isAbsolute, relative, sep } from "node:path";

// action/Policy.ts
var categoryOf = (verdict) => {
  if (verdict.status === "inconclusive") return "inconclusive";
  if (verdict.status !== "fail") return void 0;
  return verdict.kind === "regression" || verdict.kind === "overhead-regression" ? "regression" : "threshold";
};
var NOUNS = {
  threshold: ["threshold failed", "thresholds failed"],
  regression: ["regression threshold failed", "regression thresholds failed"],
  inconclusive: ["verdict inconclusive", "verdicts inconclusive"]
};
var describe = (category, count) => {
  const [one, many] = NOUNS[category];
  return `${count} ${count === 1 ? one : many}`;
};
var decide = (report, failOn) => {
  const counts = /* @__PURE__ */ new Map();
  for (const scenario of report.scenarios) {
    for (const verdict of scenario.verdicts) {
      const category = categoryOf(verdict);
      if (category !== void 0) counts.set(category, (counts.get(category) ?? 0) + 1);
    }
  }
  const reasons = [];
  const ignored = [];
  for (const [category, count] of counts) {
    if (failOn.has(category)) reasons.push(`${describe(category, count)} (fail-on: ${category})`);
    else ignored.push(`${describe(category, count)}, not in fail-on`);
  }
  return { failed: reasons.length > 0, reasons, ignored };
};
var failsJob = (verdict, failOn) => {
  const category = categoryOf(verdict);
  return category !== void 0 && failOn.has(category);
};

// action/Annotations.ts
var repoPath = (file, workspace) => {
  let path = file;
  if (isAbsolute(path) && workspace) {
    const inside = relative(workspace, path);
    if (!inside.startsWith("..") && !isAbsolute(inside)) path = inside;
  }
  return path.split(sep).join("/").replace(/^\.\//, "");
};
var annotationsFor = (report, failOn, workspace) => {
  const out = [];
  for (const scenario of report.scenarios) {
    for (const verdict of scenario.verdicts) {
      if (verdict.status !== "fail" && verdict.status !== "inconclusive") continue;
      const location = locationOf(verdict);
      const file = repoPath(location?.file ?? scenario.specFile, workspace);
      const word = verdict.status === "fail" ? "failed" : "inconclusive";
      out.push({
        level: failsJob(verdict, failOn) ? "error" : "warning",
        title: `benchgate: ${scenario.spec} › ${scenario.scenario}: ${verdict.threshold} ${word}`,
        message: verdict.reason,
        file,
        ...location?.line === void 0 ? {} : { line: location.line }
      });
    }
  }
  return out;
};

// action/finish.ts
var RunFailed = class extends Error {
  _tag = "RunFailed";
  name = "RunFailed";
};
var NO_REPORT = {
  "2": "an invalid spec or usage: each problem is listed as file:line:col",
  "3": "the run failed: a target did not start, a tool is missing, or oha failed",
  "130": "interrupted"
};
var explainApiError = (error2) => {
  const message = error2 instanceof Error ? error2.message : String(error2);
  if (error2 instanceof ApiError && (error2.status === 403 || error2.status === 404)) {
    return `${message}. The token needs "pull-requests: write" (permissions: in the workflow); a pull request from a fork gets a read-only token: use the two-step workflow in docs/action.md`;
  }
  return message;
};
var comment = async (inputs, pr, verdict, body) => {
  if (inputs.comment === "off") return;
  if (pr === void 0) {
    info("Not a pull_request event: no PR comment (the job summary has the report).");
    return;
  }
  if (pr.fromFork) {
    notice(
      `Pull request #${pr.number} comes from a fork (${pr.headRepo ?? "deleted repository"}): its token is read-only, so no comment is posted here. Upload ${PULL_REQUEST_FILE} and the reports as an artifact and post the comment from a workflow_run workflow (docs/action.md).`
    );
    return;
  }
  try {
    const api = new GitHubApi({
      baseUrl: process.env.GITHUB_API_URL ?? "https://api.github.com",
      token: inputs.token
    });
    const published = await publishComment(api, {
      repo: process.env.GITHUB_REPOSITORY ?? pr.baseRepo,
      issue: pr.number,
      mode: inputs.comment,
      verdict,
      body
    });
    if (published.url !== void 0) setOutput("comment-url", published.url);
    info(`PR comment: ${published.action}${published.url ? ` ${published.url}` : ""}`);
  } catch (error2) {
    warning(`The PR comment could not be written: ${explainApiError(error2)}`);
  }
};
var failWithoutReport = async (exitCode) => {
  setOutput("verdict", "error");
  const meaning = NO_REPORT[exitCode] ?? "an unexpected exit";
  const message = `bench check exited with code ${exitCode || "(none)"}: ${meaning}. The log of the "benchgate: check" step says why; no report was written, so no comment was posted.`;
  await summary.addHeading("benchgate: the check did not run to the end", 3).addRaw(message).write();
  throw new RunFailed(message);
};
var bodyOf = (markdownPath, htmlUrl) => (
  // The charts are a download (an artifact); the comment and the summary link to it.
  /^https:\/\/\S+$/.test(htmlUrl) ? `${readMarkdown(markdownPath).trimEnd()}

📊 [Charts: the HTML report](${htmlUrl}) (a zip of one self-contained page, kept 30 days)
` : readMarkdown(markdownPath)
);
var onePart = (inputs, verdict, jsonPath) => {
  if (inputs.shard !== void 0) {
    info(
      `benchgate: shard ${inputs.shard.index}/${inputs.shard.count} measured (${verdict}); upload ${jsonPath} for the merge job, which decides the verdicts`
    );
    return true;
  }
  if (inputs.replica !== void 0) {
    info(
      `benchgate: replica ${inputs.replica.index}/${inputs.replica.count} measured (${verdict}); upload ${jsonPath} for the merge job, which pools the replicas' rounds and decides the verdicts`
    );
    return true;
  }
  return false;
};
var annotate = (report, inputs, workspace) => {
  for (const annotation of annotationsFor(report, inputs.failOn, workspace)) {
    const properties = {
      title: annotation.title,
      file: annotation.file,
      ...annotation.line === void 0 ? {} : { startLine: annotation.line }
    };
    if (annotation.level === "error") error(annotation.message, properties);
    else warning(annotation.message, properties);
  }
};
var gate = (report, inputs, verdict) => {
  const decision = decide(report, inputs.failOn);
  for (const line of decision.ignored) info(`benchgate: ${line}`);
  if (decision.failed) {
    setFailed(`benchgate: ${decision.reasons.join("; ")}`);
  } else {
    info(
      `benchgate: ${verdict}; nothing in fail-on (${[...inputs.failOn].join(", ") || "none"}) failed`
    );
  }
};
var main = async () => {
  const inputs = readInputs((name) => getInput(name));
  const env = process.env;
  const dir = env.BENCHGATE_DIR ?? join(env.RUNNER_TEMP ?? "/tmp", "benchgate");
  const jsonPath = env.BENCHGATE_JSON ?? join(dir, "report.json");
  const markdownPath = env.BENCHGATE_MARKDOWN ?? join(dir, "report.md");
  setOutput("dir", dir);
  setOutput("json", jsonPath);
  setOutput("markdown", markdownPath);
  const exitCode = (env.BENCHGATE_EXIT_CODE ?? "").trim();
  if (exitCode !== "0" && exitCode !== "1") await failWithoutReport(exitCode);
  const report = readReport(jsonPath);
  const body = bodyOf(markdownPath, (env.BENCHGATE_HTML_URL ?? "").trim());
  const verdict = verdictOf(report);
  setOutput("verdict", verdict);
  await summary.addRaw(body, true).write();
  if (onePart(inputs, verdict, jsonPath)) return;
  annotate(report, inputs, env.GITHUB_WORKSPACE);
  const pr = pullRequestOf(env.GITHUB_EVENT_NAME, readEvent(env.GITHUB_EVENT_PATH));
  if (pr !== void 0) writeFileSync(join(dir, PULL_REQUEST_FILE), encodeRecord(pr));
  await comment(inputs, pr, verdict, body);
  gate(report, inputs, verdict);
};
main().catch(fail);
