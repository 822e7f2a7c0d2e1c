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
import { planAlerts, type TrendJsonSeries, thresholdMetrics } from "./AlertRules.ts"
import { fail } from "./Fail.ts"
import { GitHubApi } from "./GitHubApi.ts"
import { readInputs } from "./Inputs.ts"
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
  return (JSON.parse(ran.stdout) as { series: ReadonlyArray<TrendJsonSeries> }).series
}

const main = async (): Promise<void> => {
  const inputs = readInputs((name) => core.getInput(name))
  const event = process.env.GITHUB_EVENT_NAME ?? ""
  const branch = process.env.GITHUB_REF_NAME ?? ""
  const exitCode = process.env.BENCHGATE_EXIT_CODE ?? ""
  const skip = !inputs.alerts
    ? "alerts: false"
    : NOT_THE_BRANCH.has(event) || branch !== inputs.baseBranch
      ? `not a run of ${inputs.baseBranch}`
      : inputs.shard !== undefined || inputs.replica !== undefined
        ? "a shard or replica job (the merge job files alerts)"
        : exitCode !== "0" && exitCode !== "1"
          ? "the check stored no run"
          : undefined
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
  const api = new GitHubApi({
    baseUrl: process.env.GITHUB_API_URL ?? "https://api.github.com",
    token: inputs.token,
  })
  const links: Links = {
    repoUrl: `${process.env.GITHUB_SERVER_URL ?? "https://github.com"}/${repo}`,
  }
  const context: ConfirmContext = {
    bench,
    workspace,
    baseBranch: inputs.baseBranch,
    commit: report.run.commit,
  }
  const lines: string[] = []
  for (const alert of plan.alerts) {
    const name = `${alert.key.scenario} › ${alert.key.target} ${alert.key.metric}`
    const issue = await findAlertIssue(api, repo, alert.key)
    const filed = issue === undefined ? undefined : confirmationOf(issue)
    if (issue !== undefined && filed !== undefined && shiftOf(issue) === alert.shift.commit) {
      // The same shift, already confirmed: new points, same confirmation.
      const changed = await updateAlertIssue(api, repo, issue, alert, filed, links)
      lines.push(`${name}: issue #${issue.number} ${changed ? "updated" : "unchanged"}`)
      continue
    }
    const confirmation = confirmAlert(context, alert)
    if (!confirmation.confirmed) {
      lines.push(`${name}: a level shift, not confirmed (${confirmation.text}); nothing filed`)
      continue
    }
    if (issue === undefined) {
      const created = await createAlertIssue(api, repo, alert, confirmation, links)
      lines.push(`${name}: issue #${created.number} opened ${created.html_url ?? ""}`.trimEnd())
    } else {
      await updateAlertIssue(api, repo, issue, alert, confirmation.text, links)
      lines.push(`${name}: issue #${issue.number} updated (a new shift)`)
    }
  }
  for (const clear of plan.clear) {
    const issue = await findAlertIssue(api, repo, clear.key)
    if (issue === undefined) continue
    const newest = clear.series?.points.at(-1)
    const level =
      newest?.value === null || newest === undefined
        ? ""
        : ` (newest level ${newest.value.toPrecision(4)} at ${newest.commit.slice(0, 7)})`
    await closeAlertIssue(api, repo, issue, `${clear.why}${level}`)
    lines.push(
      `${clear.key.scenario} › ${clear.key.target} ${clear.key.metric}: issue #${issue.number} closed`,
    )
  }
  for (const line of lines) core.info(`alerts: ${line}`)
  if (lines.length === 0) core.info("alerts: no level shift past a threshold")
  core.setOutput("alerts", String(plan.alerts.length))
}

main().catch(fail)
