/**
 * The alerts step (action.yml, `alerts: true`): on a run of the base branch whose check was
 * stored, read the branch's trends, and for each series whose newest level shift is past a
 * threshold, measure once more to confirm, then open or update that series' issue; close the
 * issues of series whose shift is gone (ADR 25).
 *
 *   report.json (thresholds, acceptances) + `bench history --json` (points, shifts)
 *     → planAlerts → confirm (a new shift only) → create / update / close issues
 *
 * Pull requests, shards and replicas file nothing: only the base branch's history is the record.
 */
import { spawnSync } from "node:child_process"
import * as core from "@actions/core"
import { Either } from "effect"
import { decodeTrendJson, type TrendJsonSeries } from "../report/json/TrendJson.ts"
import { type ConfirmContext, confirmAlert } from "./AlertConfirmation.ts"
import {
  closeAlertIssue,
  confirmationOf,
  createAlertIssue,
  findAlertIssue,
  type Links,
  shiftOf,
  updateAlertIssue,
} from "./AlertIssue.ts"
import { planAlerts, thresholdMetrics } from "./AlertRules.ts"
import { fail } from "./Fail.ts"
import { GitHubApi } from "./GitHubApi.ts"
import { type Inputs, readInputs } from "./Inputs.ts"
import { readReport } from "./Report.ts"

/** Events whose runs measure code not (yet) on the branch. */
const NOT_THE_BRANCH = new Set(["pull_request", "pull_request_target", "merge_group"])

/** Stored runs the trends look back over. */
const HISTORY_RUNS = 50

/** The base branch's trends of `metric`, from the store the check wrote. */
const trends = (
  bench: string,
  db: string,
  branch: string,
  metric: string,
  cwd: string,
): ReadonlyArray<TrendJsonSeries> => {
  const ran = spawnSync(
    bench,
    [
      "history",
      "--db",
      db,
      "--branch",
      branch,
      "--metric",
      metric,
      "--limit",
      String(HISTORY_RUNS),
      "--json",
      "-",
    ],
    { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 },
  )
  if (ran.status !== 0) {
    throw new Error(`bench history --metric ${metric} failed: ${ran.stderr || ran.error?.message}`)
  }
  return Either.getOrThrowWith(
    decodeTrendJson(ran.stdout),
    (invalid) =>
      new Error(`bench history --metric ${metric} wrote what it should not: ${invalid.message}`),
  ).series
}

/** Why this run files no alerts, or undefined when it does. */
const skipReason = (inputs: Inputs, env: NodeJS.ProcessEnv): string | undefined => {
  const event = env.GITHUB_EVENT_NAME ?? ""
  const branch = env.GITHUB_REF_NAME ?? ""
  const exitCode = env.BENCHGATE_EXIT_CODE ?? ""
  return !inputs.alerts
    ? "alerts: false"
    : NOT_THE_BRANCH.has(event) || branch !== inputs.baseBranch
      ? `not a run of ${inputs.baseBranch}`
      : inputs.shard !== undefined || inputs.replica !== undefined
        ? "a shard or replica job (the merge job files alerts)"
        : exitCode !== "0" && exitCode !== "1"
          ? "the check stored no run"
          : undefined
}

/** Where the issues are filed, and what confirming a shift runs with. */
interface Filing {
  readonly api: GitHubApi
  readonly repo: string
  readonly links: Links
  readonly context: ConfirmContext
}

type AlertPlan = ReturnType<typeof planAlerts>

/**
 * One alert's issue: updated when it already holds this shift's confirmation; otherwise the
 * shift measured again, and its issue opened or updated only when that confirms it.
 */
const fileAlert = async (filing: Filing, alert: AlertPlan["alerts"][number]): Promise<string> => {
  const { api, repo, links } = filing
  const name = `${alert.key.scenario} › ${alert.key.target} ${alert.key.metric}`
  const issue = await findAlertIssue(api, repo, alert.key)
  const filed = issue === undefined ? undefined : confirmationOf(issue)
  if (issue !== undefined && filed !== undefined && shiftOf(issue) === alert.shift.commit) {
    // The same shift, already confirmed: new points, same confirmation.
    const changed = await updateAlertIssue(api, repo, issue, alert, filed, links)
    return `${name}: issue #${issue.number} ${changed ? "updated" : "unchanged"}`
  }
  const confirmation = confirmAlert(filing.context, alert)
  if (!confirmation.confirmed) {
    return `${name}: a level shift, not confirmed (${confirmation.text}); nothing filed`
  }
  if (issue === undefined) {
    const created = await createAlertIssue(api, repo, alert, confirmation, links)
    return `${name}: issue #${created.number} opened ${created.html_url ?? ""}`.trimEnd()
  }
  await updateAlertIssue(api, repo, issue, alert, confirmation.text, links)
  return `${name}: issue #${issue.number} updated (a new shift)`
}

/** Closes the issue of a series whose shift is gone, if it has one, saying its newest level. */
const clearAlert = async (
  filing: Filing,
  clear: AlertPlan["clear"][number],
): Promise<string | undefined> => {
  const { api, repo } = filing
  const issue = await findAlertIssue(api, repo, clear.key)
  if (issue === undefined) return undefined
  const newest = clear.series?.points.at(-1)
  const level =
    newest?.value === null || newest === undefined
      ? ""
      : ` (newest level ${newest.value.toPrecision(4)} at ${newest.commit.slice(0, 7)})`
  await closeAlertIssue(api, repo, issue, `${clear.why}${level}`)
  return `${clear.key.scenario} › ${clear.key.target} ${clear.key.metric}: issue #${issue.number} closed`
}

const main = async (): Promise<void> => {
  const inputs = readInputs((name) => core.getInput(name))
  const skip = skipReason(inputs, process.env)
  if (skip !== undefined) {
    core.info(`alerts: nothing to do (${skip})`)
    return
  }
  const repo = process.env.GITHUB_REPOSITORY ?? ""
  const bench = process.env.BENCHGATE_BIN ?? ""
  const db = process.env.BENCHGATE_DB ?? ""
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd()
  const report = readReport(process.env.BENCHGATE_JSON ?? "")
  const series = thresholdMetrics(report).flatMap((metric) =>
    trends(bench, db, inputs.baseBranch, metric, workspace),
  )
  const plan = planAlerts(report, series)
  const filing: Filing = {
    api: new GitHubApi({
      baseUrl: process.env.GITHUB_API_URL ?? "https://api.github.com",
      token: inputs.token,
    }),
    repo,
    links: { repoUrl: `${process.env.GITHUB_SERVER_URL ?? "https://github.com"}/${repo}` },
    context: { bench, workspace, baseBranch: inputs.baseBranch, commit: report.run.commit },
  }
  const lines: string[] = []
  for (const alert of plan.alerts) lines.push(await fileAlert(filing, alert))
  for (const clear of plan.clear) {
    const line = await clearAlert(filing, clear)
    if (line !== undefined) lines.push(line)
  }
  for (const line of lines) core.info(`alerts: ${line}`)
  if (lines.length === 0) core.info("alerts: no level shift past a threshold")
  core.setOutput("alerts", String(plan.alerts.length))
}

main().catch(fail)
