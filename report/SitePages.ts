/**
 * The history site's pages (`bench site`), from its model (report/SiteModel.ts): the index —
 * every spec and scenario with a sparkline, its latest value and its last verdict, then every
 * run with its report — and one page per scenario with a chart per series (report/SeriesChart.ts),
 * its level shifts linked to their commits and runs, and every run's number in a table. Static
 * HTML: no script, nothing fetched, the style inline (report/SiteStyle.ts). Pure; well-formed
 * XML, so a test can parse it.
 */
import type { LevelShift, Status } from "../gate/Result.ts"
import { figureFormat, figureMeaning, figureName, figureUnit } from "./FigureText.ts"
import * as Format from "./Format.ts"
import { type ChartPoint, renderSeriesChart } from "./SeriesChart.ts"
import {
  commitHref,
  type LastVerdict,
  type Site,
  type SitePoint,
  type SiteRun,
  type SiteScenario,
  type SiteSeries,
} from "./SiteModel.ts"
import { SITE_STYLE } from "./SiteStyle.ts"
import { renderSparkline } from "./SparklineSvg.ts"
import { xmlText } from "./Xml.ts"

const STATUS_WORD: Record<Status, string> = {
  pass: "pass",
  fail: "FAIL",
  inconclusive: "inconclusive",
  skipped: "skipped",
}

const badge = (status: Status): string =>
  `<span class="badge ${status}">${Format.verdictSymbol(status)} ${STATUS_WORD[status]}</span>`

const short = (commit: string): string => commit.slice(0, 7)

/** An ISO time as `2025-05-01 12:34 UTC`. */
const when = (iso: string): string => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? iso
    : `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`
}

/** A series' value as its threshold writes it: `1.13x`, `+13.0%`, `+0.42 ms`, `38.2 µs`. */
const seriesFormat = (series: SiteSeries): ((value: number) => string) => figureFormat(series)

/** `gin: cpu_per_request ÷ nethttp`, `layered: p50 − direct` or `direct: wall`. */
const seriesName = (series: SiteSeries): string =>
  figureName(series.target, series, series.baseline)

/** The series an index row draws: what the scenario's thresholds gate most tellingly. */
const headlineSeries = (scenario: SiteScenario): SiteSeries | undefined =>
  scenario.headline ?? scenario.series[0]

/** A link relative to a page `depth` folders below the site's root. */
const rooted = (path: string, depth: number): string => `${"../".repeat(depth)}${path}`

const link = (href: string | undefined, text: string): string =>
  href === undefined ? xmlText(text) : `<a href="${xmlText(href)}">${xmlText(text)}</a>`

const runLink = (run: SiteRun | undefined, runId: number, depth: number, text = `run ${runId}`) =>
  link(run?.report === undefined ? undefined : rooted(run.report, depth), text)

const commitLink = (site: Site, commit: string): string =>
  `<code>${link(commitHref(site, commit), short(commit))}</code>`

const lastVerdictText = (site: Site, last: LastVerdict, depth: number): string => {
  const run = site.runs.find((r) => r.id === last.runId)
  const where = runLink(run, last.runId, depth)
  switch (last.kind) {
    case "judged":
      return `${badge(last.status)} <span class="note">${where}</span>`
    case "no thresholds":
      return `<span class="badge none">no thresholds</span> <span class="note">${where}</span>`
    case "not kept":
      return `<span class="note">not kept (${where} is compacted)</span>`
  }
}

const page = (title: string, depth: number, body: ReadonlyArray<string>): string =>
  [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    `<title>${xmlText(title)}</title>`,
    `<style>${SITE_STYLE}</style>`,
    "</head>",
    "<body>",
    ...body,
    `<footer>Written by benchgate from its store; no script, nothing fetched.${depth > 0 ? "" : " Every chart's numbers are in a table on its scenario's page."}</footer>`,
    "</body>",
    "</html>",
    "",
  ].join("\n")

const runSpan = (site: Site): string => {
  const first = site.runs[0]
  const last = site.runs.at(-1)
  if (first === undefined || last === undefined) return "no runs"
  const count = `${site.runs.length} run${site.runs.length === 1 ? "" : "s"}`
  return first === last
    ? `${count}, ${when(first.startedAt)}`
    : `${count}, ${when(first.startedAt)} to ${when(last.startedAt)}`
}

const indexRow = (site: Site, scenario: SiteScenario): string => {
  const series = headlineSeries(scenario)
  const values = series?.points.map((p) => p.value) ?? []
  const format = series === undefined ? String : seriesFormat(series)
  const latest = values.at(-1)
  const finite = values.filter(Number.isFinite)
  const range =
    finite.length < 2
      ? ""
      : `, from ${format(Math.min(...finite))} to ${format(Math.max(...finite))}`
  const spark =
    series === undefined || finite.length === 0
      ? ""
      : renderSparkline(
          values,
          series.shifts.map((s) => s.index),
          `${seriesName(series)} over ${values.length} runs${range}, latest ${format(latest ?? Number.NaN)}` +
            (series.shifts.length === 0
              ? ""
              : `; level shifts at ${series.shifts.map((s) => short(s.commit)).join(", ")}`),
        )
  return (
    `<tr><th scope="row"><a href="${xmlText(scenario.page)}">${xmlText(scenario.scenario)}</a></th>` +
    `<td class="trend">${spark}</td>` +
    `<td class="num">${latest === undefined ? Format.NONE : xmlText(format(latest))}` +
    (series === undefined ? "" : `<br/><span class="note">${xmlText(seriesName(series))}</span>`) +
    `</td><td>${lastVerdictText(site, scenario.last, 0)}</td></tr>`
  )
}

/** index.html: every spec's scenarios, then every run. */
export const renderSiteIndex = (site: Site): string => {
  const specs = [...new Set(site.scenarios.map((s) => s.spec))]
  const sections = specs.map((spec, i) => {
    const rows = site.scenarios.filter((s) => s.spec === spec).map((s) => indexRow(site, s))
    return [
      `<section aria-labelledby="spec-${i + 1}">`,
      `<h2 id="spec-${i + 1}">${xmlText(spec)}</h2>`,
      '<div class="scroll"><table class="scenarios">',
      `<caption>The scenarios of ${xmlText(spec)}: each one's trend over the runs (dashed: level shifts), its latest value and its last verdict</caption>`,
      '<thead><tr><th scope="col">scenario</th><th scope="col">runs, oldest → newest</th><th scope="col">latest</th><th scope="col">last verdict</th></tr></thead>',
      `<tbody>${rows.join("\n")}</tbody>`,
      "</table></div>",
      "</section>",
    ].join("\n")
  })
  const runs = [...site.runs]
    .reverse()
    .map(
      (run) =>
        `<tr><td class="num">${runLink(run, run.id, 0, String(run.id))}</td><td>${commitLink(site, run.commit)}</td>` +
        `<td>${xmlText(when(run.startedAt))}</td><td>${run.status === undefined ? (run.report === undefined ? '<span class="note">not kept</span>' : '<span class="note">no thresholds</span>') : badge(run.status)}</td></tr>`,
    )
  return page(`benchgate history of ${site.branch}`, 0, [
    "<header>",
    `<h1>Benchmark history of <code>${xmlText(site.branch)}</code></h1>`,
    `<p class="muted">${xmlText(runSpan(site))}; ${site.scenarios.length} scenario${site.scenarios.length === 1 ? "" : "s"}.</p>`,
    "</header>",
    "<main>",
    ...(site.scenarios.length === 0
      ? [`<p>No stored runs of ${xmlText(site.branch)}.</p>`]
      : sections),
    '<section aria-labelledby="runs">',
    '<h2 id="runs">Runs</h2>',
    '<div class="scroll"><table>',
    "<caption>Every run of the branch, newest first, with its report where the store kept it (the newest 30 runs keep theirs)</caption>",
    '<thead><tr><th scope="col">run</th><th scope="col">commit</th><th scope="col">started</th><th scope="col">verdict</th></tr></thead>',
    `<tbody>${runs.join("\n")}</tbody>`,
    "</table></div>",
    "</section>",
    "</main>",
  ])
}

const intervalText = (point: SitePoint, format: (v: number) => string): string =>
  point.interval === undefined
    ? ""
    : `${format(point.interval.lower)} – ${format(point.interval.upper)}`

const shiftItem = (site: Site, series: SiteSeries, shift: LevelShift, depth: number): string => {
  const format = seriesFormat(series)
  const point = series.points[shift.index]
  const run = point === undefined ? undefined : site.runs.find((r) => r.id === point.runId)
  return (
    `<li>level shift ${xmlText(format(shift.before))} → ${xmlText(format(shift.after))} from commit ` +
    `${commitLink(site, shift.commit)}` +
    (point === undefined ? "" : ` (${runLink(run, point.runId, depth)})`) +
    ` <span class="note">p = ${shift.pValue.toFixed(3)}</span></li>`
  )
}

/** The series' chart: each run's point titled with its number and interval, shifts marked. */
const seriesChart = (site: Site, series: SiteSeries, format: (v: number) => string): string => {
  const points: ReadonlyArray<ChartPoint> = series.points.map((p) => {
    const cut =
      p.interval === undefined
        ? ""
        : `, interval ${intervalText(p, format)} (${Math.round(p.interval.level * 100)}%)`
    return {
      value: p.value,
      ...(p.interval === undefined ? {} : { lower: p.interval.lower, upper: p.interval.upper }),
      title: `run ${p.runId}, ${short(p.commit)}: ${format(p.value)}${cut}`,
    }
  })
  const values = series.points.map((p) => p.value).filter(Number.isFinite)
  return renderSeriesChart({
    label: `${seriesName(series)} over ${series.points.length} runs of ${site.branch}, from ${format(Math.min(...values))} to ${format(Math.max(...values))}`,
    points,
    marks: series.shifts.map((shift) => ({
      index: shift.index,
      label: short(shift.commit),
      title: `level shift ${format(shift.before)} → ${format(shift.after)} from ${short(shift.commit)}`,
    })),
    format,
    commits: series.points.map((p) => short(p.commit)),
  })
}

/** A row per run, newest first: its run, commit, number and interval. */
const seriesRows = (
  site: Site,
  series: SiteSeries,
  format: (v: number) => string,
  depth: number,
): ReadonlyArray<string> =>
  [...series.points].reverse().map((p) => {
    const run = site.runs.find((r) => r.id === p.runId)
    return (
      `<tr><td class="num">${runLink(run, p.runId, depth, String(p.runId))}</td><td>${commitLink(site, p.commit)}</td>` +
      `<td class="num">${xmlText(format(p.value))}</td><td class="num">${xmlText(intervalText(p, format)) || Format.NONE}</td></tr>`
    )
  })

const seriesFigure = (site: Site, series: SiteSeries, id: string): string => {
  const format = seriesFormat(series)
  const depth = 1
  const latest = series.points.at(-1)
  const withInterval = series.points.filter((p) => p.interval !== undefined).length
  const chart = seriesChart(site, series, format)
  const rows = seriesRows(site, series, format, depth)
  const follows =
    figureMeaning(series.target, series, series.baseline) +
    (series.gatedBy === undefined ? "" : `, as its ${series.gatedBy} threshold gates it`)
  return [
    `<figure aria-labelledby="${id}">`,
    "<figcaption>",
    `<h3 id="${id}">${xmlText(seriesName(series))}</h3>`,
    `<p class="note">${xmlText(follows)}; latest ${xmlText(latest === undefined ? Format.NONE : format(latest.value))}` +
      `${withInterval === 0 ? "" : `; bands: the interval of each run's verdict (${withInterval} of ${series.points.length} runs)`}` +
      `${series.shifts.length === 0 ? "; no level shift" : "; dashed: level shifts"}.</p>`,
    "</figcaption>",
    chart,
    series.shifts.length === 0
      ? ""
      : `<ul class="shifts">${series.shifts.map((s) => shiftItem(site, series, s, depth)).join("")}</ul>`,
    `<details><summary>Every run's number (${series.points.length})</summary>`,
    '<div class="scroll"><table>',
    `<caption>${xmlText(seriesName(series))}, newest run first</caption>`,
    `<thead><tr><th scope="col">run</th><th scope="col">commit</th><th scope="col">${xmlText(figureUnit(series))}</th><th scope="col">interval</th></tr></thead>`,
    `<tbody>${rows.join("\n")}</tbody>`,
    "</table></div></details>",
    "</figure>",
  ]
    .filter((part) => part !== "")
    .join("\n")
}

/** A scenario's page: one section per metric, a figure per series. */
export const renderScenarioPage = (site: Site, scenario: SiteScenario): string => {
  const metrics = [...new Set(scenario.series.map((s) => s.metric))]
  const baseline = scenario.series.find((s) => s.baseline !== undefined)?.baseline
  const sections = metrics.map((metric, m) =>
    [
      `<section aria-labelledby="metric-${m + 1}">`,
      `<h2 id="metric-${m + 1}">${xmlText(metric)}</h2>`,
      ...scenario.series
        .filter((s) => s.metric === metric)
        .map((s, i) => seriesFigure(site, s, `series-${m + 1}-${i + 1}`)),
      "</section>",
    ].join("\n"),
  )
  return page(`${scenario.spec} › ${scenario.scenario}: benchgate history`, 1, [
    `<nav><a href="../index.html">← every scenario of ${xmlText(site.branch)}</a></nav>`,
    "<header>",
    `<h1>${xmlText(scenario.spec)} › ${xmlText(scenario.scenario)}</h1>`,
    `<p>Last verdict: ${lastVerdictText(site, scenario.last, 1)}</p>`,
    `<p class="muted">${xmlText(runSpan(site))} of <code>${xmlText(site.branch)}</code>${baseline === undefined ? "" : `; baseline ${xmlText(baseline)}`}.</p>`,
    "</header>",
    "<main>",
    ...sections,
    "</main>",
  ])
}
