/**
 * One GitHub issue per series that shifted past a threshold on the base branch (ADR 25), found
 * again by the hidden marker on its body's first line, as the PR comment is
 * (action/StickyComment.ts): created once, then updated in place; closed with a comment when the
 * shift is gone. Only open issues are searched, so a shift that comes back after its issue was
 * closed opens a new one.
 *
 * The body records the shift's first commit on its second line; while that stays the same a run
 * updates the chart and keeps the confirmation it was filed with.
 */

import { figureFollows } from "../report/FigureText.ts"
import { mermaidNumber, mermaidText } from "../report/OverheadChart.ts"
import { isMetricName } from "../targets/Metrics.ts"
import type { Confirmation } from "./AlertConfirmation.ts"
import { type Alert, type AlertKey, alertId, worsening, worseningBy } from "./AlertRules.ts"
import type { GitHubApi } from "./GitHubApi.ts"
import { Issue } from "./GitHubData.ts"
import { fitComment } from "./StickyComment.ts"

const alertMarker = (key: AlertKey): string => `<!-- benchgate-alert ${alertId(key)} -->`

const SHIFT = /^<!-- benchgate-alert-shift ([0-9a-zA-Z._-]+) -->$/m
const CONFIRMATION = /<!-- confirmation -->\n([\s\S]*?)\n<!-- \/confirmation -->/

/** The commit the issue's shift starts at, as its body records it. */
export const shiftOf = (issue: Issue): string | undefined => SHIFT.exec(issue.body ?? "")?.[1]

/** The confirmation the issue was filed with, as its body records it. */
export const confirmationOf = (issue: Issue): string | undefined =>
  CONFIRMATION.exec(issue.body ?? "")?.[1]

/** The open issue (not a pull request) whose body starts with the key's marker. */
export const findAlertIssue = async (
  api: GitHubApi,
  repo: string,
  key: AlertKey,
): Promise<Issue | undefined> => {
  const marker = alertMarker(key)
  for await (const issue of api.paginate(Issue, `/repos/${repo}/issues?state=open`)) {
    if (issue.pull_request === undefined && (issue.body ?? "").trimStart().startsWith(marker)) {
      return issue
    }
  }
  return undefined
}

const format = (value: number, unit: string): string =>
  unit === "ratio" ? `${mermaidNumber(value)}x` : `${mermaidNumber(value)} ${unit}`

const percent = (fraction: number): string =>
  `${fraction >= 0 ? "+" : ""}${(fraction * 100).toFixed(1)}%`

/**
 * What the series is, in words, as the threshold gates it: `secure wall ÷ plain`,
 * `secure wall − plain` (a difference), or `api p99`.
 */
const seriesName = (alert: Pick<Alert, "key" | "series">): string => {
  const { metric } = alert.key
  const follows = isMetricName(metric)
    ? figureFollows({ metric, form: alert.series.form }, alert.series.baseline ?? undefined)
    : metric
  return `${alert.key.target} ${follows}`
}

/** How much worse the new level is: a change, or for a difference its amount in its unit. */
const worse = (alert: Alert): string => {
  const { before, after } = alert.shift
  if (alert.series.form !== "difference") return percent(worsening(alert.verdict, before, after))
  const by = worseningBy(alert.verdict, before, after)
  return `${by >= 0 ? "+" : "-"}${format(Math.abs(by), alert.series.unit)}`
}

const alertTitle = (alert: Alert): string => {
  const { before, after } = alert.shift
  return `benchgate: ${alert.key.scenario} › ${seriesName(alert)} moved ${format(before, alert.series.unit)} → ${format(after, alert.series.unit)} (${worse(alert)} worse)`
}

/** The series as a Mermaid line chart, the shift's first run starred. */
const alertChart = (alert: Alert): string => {
  const points = alert.series.points.filter(
    (p): p is typeof p & { value: number } => p.value !== null,
  )
  const labels = points.map((p, i) => {
    const label = /^[0-9a-f]{7,}$/i.test(p.commit) ? p.commit.slice(0, 7) : mermaidText(p.commit)
    const starred = alert.series.points[alert.shift.index] === p
    // Mermaid merges equal categories: a re-run of a commit keeps its own position.
    return `${starred ? "*" : ""}${label}${points.slice(0, i).some((q) => q.commit === p.commit) ? ` (${i + 1})` : ""}`
  })
  return [
    "```mermaid",
    "xychart-beta",
    `    title "${mermaidText(`${seriesName(alert)} on the base branch`, 200)}"`,
    `    x-axis [${labels.map((label) => `"${label}"`).join(", ")}]`,
    `    y-axis "${mermaidText(alert.series.unit)}"`,
    `    line [${points.map((p) => mermaidNumber(p.value)).join(", ")}]`,
    "```",
  ].join("\n")
}

export interface Links {
  /** e.g. https://github.com/octo/service */
  readonly repoUrl: string
}

const commitLink = (links: Links, commit: string): string =>
  /^[0-9a-f]{7,40}$/i.test(commit)
    ? `[\`${commit.slice(0, 7)}\`](${links.repoUrl}/commit/${commit})`
    : `\`${commit}\``

/** The whole issue body. */
const alertBody = (alert: Alert, confirmation: string, links: Links): string => {
  const { before, after, commit } = alert.shift
  const unit = alert.series.unit
  const range =
    alert.lastBefore === undefined
      ? `starts at ${commitLink(links, commit)}, the oldest stored run`
      : `came between ${commitLink(links, alert.lastBefore)} and ${commitLink(links, commit)} ([compare](${links.repoUrl}/compare/${alert.lastBefore}...${commit}))`
  const newest = alert.series.points.at(-1)
  return fitComment(
    [
      alertMarker(alert.key),
      `<!-- benchgate-alert-shift ${commit} -->`,
      "",
      `**${alert.key.scenario}** (${alert.key.spec}, \`${alert.specFile}\`): ${seriesName(alert)} moved from ${format(before, unit)} to ${format(after, unit)} (${worse(alert)} worse), past the threshold \`${alert.verdict.threshold}\`.`,
      "",
      `- The shift ${range}.`,
      `- Level shifts are found over the base branch's stored runs (\`bench history\`, p = ${alert.shift.pValue.toFixed(3)}); newest run: ${newest === undefined ? "none" : commitLink(links, newest.commit)}.`,
      "",
      alertChart(alert),
      "",
      "**Confirmed by measuring again:**",
      "<!-- confirmation -->",
      confirmation,
      "<!-- /confirmation -->",
      "",
      "This issue is updated by later runs on the base branch and closed when the shift is gone. A reviewer's `/benchgate accept` on the pull request that caused it, stored with its merge, silences it.",
      "",
    ].join("\n"),
  )
}

export const createAlertIssue = (
  api: GitHubApi,
  repo: string,
  alert: Alert,
  confirmation: Confirmation,
  links: Links,
): Promise<Issue> =>
  api.request(Issue, "POST", `/repos/${repo}/issues`, {
    title: alertTitle(alert),
    body: alertBody(alert, confirmation.text, links),
  })

/** Rewrites the issue's title and body when they changed; whether it did. */
export const updateAlertIssue = async (
  api: GitHubApi,
  repo: string,
  issue: Issue,
  alert: Alert,
  confirmation: string,
  links: Links,
): Promise<boolean> => {
  const title = alertTitle(alert)
  const body = alertBody(alert, confirmation, links)
  if (issue.title === title && (issue.body ?? "").replace(/\r\n/g, "\n") === body) return false
  await api.write("PATCH", `/repos/${repo}/issues/${issue.number}`, { title, body })
  return true
}

/** Says why (a sentence without its full stop), then closes the issue as completed. */
export const closeAlertIssue = async (
  api: GitHubApi,
  repo: string,
  issue: Issue,
  why: string,
): Promise<void> => {
  await api.write("POST", `/repos/${repo}/issues/${issue.number}/comments`, {
    body: `${why}. Closing; a later shift past the threshold opens a new issue.`,
  })
  await api.write("PATCH", `/repos/${repo}/issues/${issue.number}`, {
    state: "closed",
    state_reason: "completed",
  })
}
