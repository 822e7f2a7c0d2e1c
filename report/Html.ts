/**
 * The HTML report (`--html FILE`): one self-contained file — styles and SVG inline, no script,
 * nothing fetched — that a reviewer reads without the terminal. Per scenario:
 * - each verdict as a dot with its confidence interval against the threshold's limit (a dashed
 *   line), coloured and labelled by its status;
 * - each target's rounds as a strip of dots, when the rounds are at hand (drift and outliers), in
 *   the metric the scenario's thresholds gate (gate/Figure.ts);
 * - each target's latency percentiles (p50 … p99.9) on a log scale, where the runner gives them;
 * - each target's overhead history over the base branch in the figure its thresholds gate, on
 *   an axis with its values written at its points, level shifts marked;
 * - the numbers as a table, and every verdict's sentence.
 * Each column of rows shares one scale with an axis under it (report/Scale.ts: log when the
 * values span more than a decade; an interval end far past the rest cut at the edge with an
 * arrow, and said). Charts stretch with the page while their text keeps its size, colours
 * follow light and dark mode, every chart has a text alternative and every colour a word
 * beside it. Pure; well-formed XML, so a
 * test can parse it.
 */
import { type MetricName, metricInfo } from "../core/Metric.ts"
import { UNKNOWN } from "../gate/Environment.ts"
import { checkGates, type Figure, figureRank, followedFigure } from "../gate/Figure.ts"
import { historyInForm } from "../gate/OverheadHistory.ts"
import type {
  CheckResult,
  ScenarioOutcome,
  ScenarioProfile,
  ScenarioRun,
  Status,
  TargetSummary,
  ThresholdVerdict,
} from "../gate/Result.ts"
import { horizontalAxis, percent } from "./Axis.ts"
import { figureFormat, figureName } from "./FigureText.ts"
import { FLAME_WIDTH, renderFlameGraph } from "./FlameGraph.ts"
import * as Format from "./Format.ts"
import {
  profileAgreement,
  profileHeadline,
  profileTable,
  profileTitle,
  profileUnit,
} from "./ProfileText.ts"
import { disturbanceNote, warmingNote } from "./Reason.ts"
import { clipped, domainValues, type Scale, scaleOf } from "./Scale.ts"
import { type ChartPoint, renderSeriesChart } from "./SeriesChart.ts"
import {
  countVerdicts,
  describeCounts,
  overallStatus,
  scenarioStatus,
  verdictsWorstFirst,
} from "./Summary.ts"
import { failedVerdicts, scenarioTable, verdictLines } from "./View.ts"
import { xmlText } from "./Xml.ts"

interface HtmlOptions {
  /** Every round measured, for the strip plots; without them those are left out. */
  readonly runs?: ReadonlyArray<ScenarioRun>
}

/** Text as HTML character data or a quoted attribute value (report/Xml.ts). */
export const escapeHtml = xmlText

const STATUS_WORD: Record<Status, string> = {
  pass: "pass",
  fail: "FAIL",
  inconclusive: "inconclusive",
  skipped: "skipped",
}

const badge = (status: Status | undefined): string =>
  status === undefined
    ? ""
    : `<span class="badge ${status}">${Format.verdictSymbol(status)} ${STATUS_WORD[status]}</span>`

/**
 * Chart geometry: the rows are drawn in percentages of their width and `ROW` pixels high, so
 * each column of rows lines up with the axis under it (report/Axis.ts) at any width.
 */
const ROW = 22

/** A value's horizontal position on `scale`, as an SVG length. */
const xOn = (scale: Scale, value: number): string => percent(scale.at(value))

const svg = (label: string, body: string): string =>
  `<svg class="chart" width="100%" height="${ROW}" role="img" aria-label="${escapeHtml(label)}">${body}</svg>`

/** A chart row: the label, the drawing, and the numbers it draws in words beside it. */
const chartRow = (label: string, drawing: string, numbers: string): string =>
  `<div class="row"><span class="label">${label}</span>${drawing}<span class="nums">${escapeHtml(numbers)}</span></div>`

/** The axis under a column of rows, in the drawing's column. */
const axisRow = (scale: Scale, format: (value: number) => string, label: string): string =>
  `<div class="row"><span class="label"></span>${horizontalAxis(scale, format, label)}<span class="nums"></span></div>`

/** The number a verdict judged, in its own terms (value, ratio or change). */
const inTerms = (verdict: ThresholdVerdict, value: number): string =>
  Format.measured(verdict.threshold, value)

/** The limit of a threshold, in the terms of its `measured`. */
const limitOf = (verdict: ThresholdVerdict): number | undefined => {
  const t = verdict.threshold
  switch (t.kind) {
    case "absolute":
      return t.limit
    case "overhead":
      return t.limit
    case "regression":
    case "overhead-regression":
      // measured is the change; the limit is the tolerated worsening's side.
      return metricInfo(t.metric).better === "higher" ? -t.tolerance : t.tolerance
  }
}

/**
 * What a verdict's numbers are, so verdicts in the same terms share an axis: a ratio over the
 * baseline, a difference or a value in a metric's unit, or a relative change.
 */
const termsOf = (verdict: ThresholdVerdict): string => {
  const t = verdict.threshold
  switch (t.kind) {
    case "absolute":
      return `value ${metricInfo(t.metric).unit}`
    case "overhead":
      return t.form === "additive" ? `difference ${metricInfo(t.metric).unit}` : "ratio"
    case "regression":
      return "change"
    case "overhead-regression":
      return t.form === "additive" ? `difference ${metricInfo(t.metric).unit}` : "change"
  }
}

/** An arrowhead at a cut interval end, pointing off the plot: the interval goes on past it. */
const cutArrow = (side: "low" | "high", y: number, status: Status): string =>
  `<svg x="${side === "high" ? "100%" : "0"}" y="${y}" overflow="visible"><path class="cut ${status}" d="${side === "high" ? "M-7 -5 L0 0 L-7 5" : "M7 -5 L0 0 L7 5"}"/></svg>`

/** One verdict's row on its group's scale: the limit, the interval (cut ends shown), the dot. */
const verdictRow = (verdict: ThresholdVerdict, scale: Scale): string => {
  const measured = verdict.measured ?? Number.NaN
  const limit = limitOf(verdict)
  const y = ROW / 2
  const interval = verdict.interval
  const low = interval === undefined ? undefined : clipped(scale, interval.lower)
  const high = interval === undefined ? undefined : clipped(scale, interval.upper)
  const line =
    low === undefined || high === undefined
      ? ""
      : ` <line class="ci ${verdict.status}" x1="${percent(low.at)}" y1="${y}" x2="${percent(high.at)}" y2="${y}"/>` +
        (low.cut === undefined ? "" : cutArrow("low", y, verdict.status)) +
        (high.cut === undefined ? "" : cutArrow("high", y, verdict.status))
  const limitAt = limit === undefined ? undefined : clipped(scale, limit)
  const limitLine =
    limitAt === undefined
      ? ""
      : ` <line class="limit" x1="${percent(limitAt.at)}" y1="2" x2="${percent(limitAt.at)}" y2="${ROW - 2}"/>`
  const cut = [low?.cut === undefined ? "" : "lower", high?.cut === undefined ? "" : "upper"]
    .filter((end) => end !== "")
    .join(" and ")
  const words =
    `${verdict.threshold.text}: ${STATUS_WORD[verdict.status]}, measured ${inTerms(verdict, measured)}` +
    (interval === undefined
      ? ""
      : `, interval ${inTerms(verdict, interval.lower)} to ${inTerms(verdict, interval.upper)}`) +
    (cut === "" ? "" : ` (its ${cut} end past the axis, drawn cut with an arrow)`) +
    (limit === undefined ? "" : `, limit ${inTerms(verdict, limit)}`)
  const dot = `<circle class="dot ${verdict.status}" cx="${xOn(scale, measured)}" cy="${y}" r="5"/>`
  const numbers =
    `${inTerms(verdict, measured)}` +
    (interval === undefined
      ? ""
      : ` (${inTerms(verdict, interval.lower)} – ${inTerms(verdict, interval.upper)})`) +
    (limit === undefined ? "" : ` · limit ${inTerms(verdict, limit)}`)
  return chartRow(
    `${escapeHtml(verdict.threshold.text)} ${badge(verdict.status)}`,
    svg(words, `${limitLine}${line} ${dot}`),
    numbers,
  )
}

/**
 * Each verdict with a number: the estimate, its interval, the limit. Verdicts in the same terms
 * share one scale and the axis under them (log when their numbers span more than a decade);
 * an interval reaching far past the estimates and limits is cut at the edge, with an arrow.
 */
const verdictChart = (outcome: ScenarioOutcome): string => {
  // Failures first, as the verdict lines list them; each group where its first verdict falls.
  const shown = verdictsWorstFirst(outcome.verdicts).filter((v) => v.measured !== undefined)
  if (shown.length === 0) return ""
  const groups = new Map<string, ThresholdVerdict[]>()
  for (const verdict of shown) {
    const group = groups.get(termsOf(verdict))
    if (group === undefined) groups.set(termsOf(verdict), [verdict])
    else group.push(verdict)
  }
  const blocks = [...groups.values()].map((group) => {
    const core = group.flatMap((v) => {
      const limit = limitOf(v)
      return [v.measured ?? Number.NaN, ...(limit === undefined ? [] : [limit])]
    })
    const ends = group.flatMap((v) =>
      v.interval === undefined ? [] : [v.interval.lower, v.interval.upper],
    )
    // A change can be negative and a difference too: those stay linear.
    const positive =
      group[0]?.threshold.kind === "absolute" || termsOf(group[0] as ThresholdVerdict) === "ratio"
    const scale = scaleOf(domainValues(core, ends), { log: positive })
    const first = group[0] as ThresholdVerdict
    const format = (value: number) => inTerms(first, value)
    return [
      ...group.map((verdict) => verdictRow(verdict, scale)),
      axisRow(scale, format, `axis of ${termsOf(first)}`),
    ].join("\n")
  })
  return `<h3>Verdicts: estimate, interval, limit (dashed)</h3>\n<div class="rows">${blocks.join("\n")}</div>`
}

/**
 * The figure a scenario's rounds are drawn in: the most telling one its targets' thresholds gate
 * (gate/Figure.ts), else latency, time per op, or wall time.
 */
const roundFigure = (outcome: ScenarioOutcome, run: ScenarioRun): Figure | undefined => {
  const gates = checkGates(outcome.verdicts)
  const figures = run.targets.flatMap((target) => {
    const figure = followedFigure(gates, {
      target,
      baseline: outcome.baseline,
      has: (metric) =>
        run.rounds.some((r) => r.target === target && r.values[metric] !== undefined),
    })
    return figure === undefined ? [] : [figure]
  })
  return [...figures].sort((a, b) => figureRank(a) - figureRank(b))[0]
}

/**
 * Each target's rounds as a strip of dots, all targets on one scale with its axis below: log
 * when the rounds span more than a decade, so a target at 395 ns and one at 809 µs are both
 * spread out rather than the fast one a single dot at the edge.
 */
const stripChart = (outcome: ScenarioOutcome, run: ScenarioRun | undefined): string => {
  if (run === undefined) return ""
  const figure = roundFigure(outcome, run)
  if (figure === undefined) return ""
  const metric: MetricName = figure.metric
  const values = run.rounds.flatMap((r) => {
    const v = r.values[metric]
    return v === undefined ? [] : [v]
  })
  if (values.length === 0) return ""
  const scale = scaleOf(values)
  const rows = run.targets.map((target) => {
    const own = run.rounds.filter((r) => r.target === target && r.values[metric] !== undefined)
    const dots = own
      .map(
        (r) =>
          `<circle class="round" cx="${xOn(scale, r.values[metric] ?? 0)}" cy="${ROW / 2}" r="3.5"><title>round ${r.round + 1}: ${escapeHtml(Format.metric(metric, r.values[metric]))}</title></circle>`,
      )
      .join("")
    const range = `${Format.metric(metric, Math.min(...own.map((r) => r.values[metric] ?? 0)))} – ${Format.metric(metric, Math.max(...own.map((r) => r.values[metric] ?? 0)))}`
    const label = `${target}: ${own.length} rounds of ${metric}, ${range}`
    return chartRow(escapeHtml(target), svg(label, dots), `${own.length} rounds, ${range}`)
  })
  const [low, high] = [Math.min(...values), Math.max(...values)]
  return (
    `<h3>Rounds: ${escapeHtml(metric)}${figure.gatedBy === undefined ? "" : ` (gated by ${figure.gatedBy})`}, each dot one round (${escapeHtml(Format.metric(metric, low))} – ${escapeHtml(Format.metric(metric, high))}${scale.kind === "log" ? ", log scale" : ""})</h3>\n` +
    `<div class="rows">${rows.join("\n")}\n${axisRow(scale, (v) => Format.metric(metric, v), `axis of ${metric}`)}</div>`
  )
}

const PERCENTILES: ReadonlyArray<MetricName> = ["p50", "p90", "p95", "p99", "p99.9"]

/** Each target's percentiles on one line, all targets on one scale (log past a decade). */
const percentileChart = (targets: ReadonlyArray<TargetSummary>): string => {
  const withAny = targets.filter((t) => PERCENTILES.some((p) => t.estimates[p] !== undefined))
  if (withAny.length === 0) return ""
  const all = withAny.flatMap((t) => PERCENTILES.flatMap((p) => t.estimates[p] ?? []))
  const scale = scaleOf(all)
  const rows = withAny.map((t) => {
    const points = PERCENTILES.flatMap((p) => {
      const v = t.estimates[p]
      return v === undefined ? [] : [{ p, v }]
    })
    const values = points.map(({ v }) => v)
    const spread = `<line class="spread" x1="${xOn(scale, Math.min(...values))}" y1="${ROW / 2}" x2="${xOn(scale, Math.max(...values))}" y2="${ROW / 2}"/>`
    const marks = points
      .map(
        ({ p, v }) =>
          `<circle class="pct" cx="${xOn(scale, v)}" cy="${ROW / 2}" r="3.5"><title>${p}: ${escapeHtml(Format.latency(v))}</title></circle>`,
      )
      .join("")
    const said = points.map(({ p, v }) => `${p} ${Format.latency(v)}`).join(", ")
    return chartRow(escapeHtml(t.target), svg(`${t.target}: ${said}`, `${spread}${marks}`), said)
  })
  return (
    `<h3>Latency percentiles p50 → p99.9${scale.kind === "log" ? " (log scale)" : ""}</h3>\n` +
    `<div class="rows">${rows.join("\n")}\n${axisRow(scale, Format.latency, "axis of latency")}</div>`
  )
}

/**
 * Each target's overhead history over the base branch, in the figure its thresholds gate: one
 * chart per target on its own axis (targets may follow different metrics and forms), the runs
 * left to right with this run last, the values written at the points when they are few, level
 * shifts dashed. One run already draws: a point on an axis.
 */
const historyChart = (outcome: ScenarioOutcome): string => {
  const charts = outcome.targets.flatMap((t) => {
    const history = t.history
    if (history === undefined) return []
    const shown = historyInForm(history)
    if (shown.points.length === 0) return []
    const figure = { metric: history.metric, form: history.form ?? ("ratio" as const) }
    const format = figureFormat(figure)
    const name = figureName(t.target, figure, outcome.baseline)
    const short = (commit: string) => commit.slice(0, 7)
    const points: ReadonlyArray<ChartPoint> = shown.points.map((p) => ({
      value: p.value,
      title: `${p.runId === undefined ? "this run" : `run ${p.runId}`}, ${short(p.commit)}: ${format(p.value)}`,
    }))
    const values = points.map((p) => p.value)
    const latest = values.at(-1) ?? Number.NaN
    const shifts = shown.shifts.map(
      (s) => `level shift ${format(s.before)} → ${format(s.after)} at ${short(s.commit)}`,
    )
    const runs = `${points.length} run${points.length === 1 ? "" : "s"}`
    const said =
      `${name}: ${runs}, last ${format(latest)}` +
      (points.length < 2
        ? ""
        : `, from ${format(Math.min(...values))} to ${format(Math.max(...values))}`) +
      (shifts.length === 0 ? "" : `; ${shifts.join("; ")}`)
    const chart = renderSeriesChart({
      label: `overhead history of ${name} on ${history.branch}`,
      points,
      marks: shown.shifts.map((s) => ({
        index: s.index,
        label: short(s.commit),
        title: `level shift ${format(s.before)} → ${format(s.after)} from ${short(s.commit)}`,
      })),
      format,
      commits: shown.points.map((p) => (p.runId === undefined ? "this run" : short(p.commit))),
    })
    return [
      `<figure class="history"><figcaption>${escapeHtml(said)}</figcaption>\n${chart}</figure>`,
    ]
  })
  if (charts.length === 0) return ""
  const branch = outcome.targets.find((t) => t.history !== undefined)?.history?.branch ?? ""
  return (
    `<h3>Overhead history on ${escapeHtml(branch)}, this run last (dashed: level shifts)</h3>\n` +
    charts.join("\n")
  )
}

const table = (outcome: ScenarioOutcome): string => {
  const view = scenarioTable(outcome)
  // The terminal's bar column is left out, as in the comment: the charts above draw.
  const keep = view.columns.map((column) => column.terminalOnly !== true)
  const columns = view.columns.filter((_, i) => keep[i])
  const head = columns.map((c) => `<th class="${c.align}">${escapeHtml(c.title)}</th>`).join("")
  const rows = view.rows.map((row) => {
    const cells = [...(row.rank === undefined ? [] : [row.rank]), row.target, ...row.values].filter(
      (_, i) => keep[i],
    )
    const tds = cells
      .map((cell, i) => `<td class="${columns[i]?.align ?? "left"}">${escapeHtml(cell)}</td>`)
      .join("")
    return `<tr>${tds}<td>${badge(row.status)}</td></tr>`
  })
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody></table>`
}

/** The rows the table shows, by name, with their change with callees: marked in the flame graph. */
const shownChanges = (profile: ScenarioProfile): ReadonlyMap<string, number> =>
  new Map(
    (profile.differential?.ranked ?? [])
      .slice(0, profileTable(profile)?.rows.length ?? 0)
      .map((r) => [r.name, r.change]),
  )

/** Where the time went: the differential's top rows and its flame graph. */
const profileSection = (profile: ScenarioProfile): string => {
  const table = profileTable(profile)
  const agreement = profileAgreement(profile)
  const rows = (table?.rows ?? [])
    .map(
      ([name, ...cells]) =>
        `<tr><td class="left"><code>${escapeHtml(name ?? "")}</code></td>${cells.map((c) => `<td class="right">${escapeHtml(c)}</td>`).join("")}</tr>`,
    )
    .join("\n")
  const head = (table?.header ?? [])
    .map((h, i) =>
      i === 0
        ? `<th class="left">${escapeHtml(h)}</th>`
        : `<th class="right">${escapeHtml(i === 1 ? `${h}, ${profileUnit(profile)}` : h)}</th>`,
    )
    .join("")
  return [
    '<div class="profile">',
    `<h3>Where the time went: ${escapeHtml(profileTitle(profile))}</h3>`,
    `<p>${escapeHtml(profileHeadline(profile))}</p>`,
    agreement === undefined ? "" : `<p class="note busy">${escapeHtml(agreement)}</p>`,
    `<p class="note">profiled because: ${escapeHtml(profile.why)}${profile.profilers ? ` · ${escapeHtml(profile.profilers.join("; "))}` : ""}</p>`,
    rows === "" ? "" : `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`,
    profile.flame === undefined
      ? ""
      : `<div class="flamebox">${renderFlameGraph(profile.flame, `Differential flame graph of ${profileTitle(profile)}`, { rows: shownChanges(profile) })}</div>\n<p class="note">Each frame as wide as its cost in the head; red: its own time grew, blue: shrank; outlined: the rows above, with their change with callees.</p>`,
    profile.files.length === 0
      ? ""
      : `<p class="note">profiles: ${profile.files.map((f) => `<code>${escapeHtml(f)}</code>`).join(", ")}</p>`,
    "</div>",
  ]
    .filter((part) => part !== "")
    .join("\n")
}

const scenarioSection = (
  outcome: ScenarioOutcome,
  run: ScenarioRun | undefined,
  id: number,
  profiles: ReadonlyArray<ScenarioProfile>,
): string => {
  const lines = verdictLines(outcome)
    .map(
      (line) =>
        `<li>${badge(line.status)} <strong>${escapeHtml(line.threshold)}</strong>${line.measured === undefined ? "" : ` measured ${escapeHtml(line.measured)}`}: ${escapeHtml(line.reason)}</li>`,
    )
    .join("\n")
  return [
    `<section id="scenario-${id}">`,
    `<h2>${escapeHtml(outcome.spec)} › ${escapeHtml(outcome.scenario)} ${badge(scenarioStatus(outcome))}</h2>`,
    outcome.baseline === undefined
      ? ""
      : `<p class="note">baseline: ${escapeHtml(outcome.baseline)}</p>`,
    outcome.disturbance === undefined
      ? ""
      : `<p class="note busy">${escapeHtml(disturbanceNote(outcome.disturbance))}</p>`,
    outcome.warming === undefined
      ? ""
      : `<p class="note busy">${escapeHtml(warmingNote(outcome.warming))}</p>`,
    verdictChart(outcome),
    stripChart(outcome, run),
    percentileChart(outcome.targets),
    historyChart(outcome),
    "<h3>Numbers</h3>",
    table(outcome),
    lines === "" ? "" : `<ul class="verdicts">${lines}</ul>`,
    ...profiles.map(profileSection),
    "</section>",
  ]
    .filter((part) => part !== "")
    .join("\n")
}

const STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --bg: #ffffff; --muted: #59636e; --line: #d1d9e0;
  --pass: #1a7f37; --fail: #cf222e; --inconclusive: #9a6700; --skipped: #59636e; --dot: #0969da; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1;
  --line: #3d444d; --pass: #3fb950; --fail: #f85149; --inconclusive: #d29922; --skipped: #9198a1;
  --dot: #4493f8; } }
body { font: 15px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto;
  max-width: 60rem; padding: 1rem; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; border-top: 1px solid var(--line); padding-top: 1rem; }
h3 { font-size: 1rem; color: var(--muted); font-weight: 600; margin: 1rem 0 .25rem; }
.badge { font-size: .8rem; font-weight: 600; padding: 0 .4rem; border-radius: .6rem; border: 1px solid; white-space: nowrap; }
.badge.pass { color: var(--pass); } .badge.fail { color: var(--fail); }
.badge.inconclusive { color: var(--inconclusive); } .badge.skipped { color: var(--skipped); }
.rows { display: grid; grid-template-columns: minmax(7rem, 14rem) 1fr minmax(7rem, 15rem);
  gap: .2rem .75rem; align-items: center; }
.row { display: contents; } .label { overflow-wrap: anywhere; font-size: .9rem; }
.nums { font-size: .8rem; color: var(--muted); font-variant-numeric: tabular-nums; }
@media (max-width: 40rem) { .rows { grid-template-columns: 1fr; } .nums { margin-bottom: .5rem; } }
svg.chart, svg.axis { display: block; width: 100%; overflow: visible; }
svg.axis text { font: 10px system-ui, sans-serif; fill: var(--muted); } line.tick, line.axis { stroke: var(--muted); }
figure.history { margin: .5rem 0; } figure.history figcaption { font-size: .9rem; }
.plot { display: grid; grid-template-columns: 64px minmax(0, 1fr); margin: .25rem 0 .75rem; }
svg.series, svg.y-axis { display: block; overflow: visible; }
svg.series text, svg.y-axis text { font: 11px system-ui, sans-serif; fill: var(--muted); }
svg.series .mark, svg.series .value { fill: var(--fg); font-weight: 600; }
line.grid { stroke: var(--line); stroke-opacity: .5; }
line.trend { stroke: var(--dot); stroke-width: 1.5; } circle.point { fill: var(--dot); }
.dot.pass { fill: var(--pass); } .dot.fail { fill: var(--fail); } .dot.inconclusive { fill: var(--inconclusive); }
.dot.skipped { fill: var(--skipped); }
.ci { stroke-width: 3; } .ci.pass { stroke: var(--pass); } .ci.fail { stroke: var(--fail); }
.ci.inconclusive { stroke: var(--inconclusive); } .ci.skipped { stroke: var(--skipped); }
.cut { fill: none; stroke-width: 2; } .cut.pass { stroke: var(--pass); } .cut.fail { stroke: var(--fail); }
.cut.inconclusive { stroke: var(--inconclusive); } .cut.skipped { stroke: var(--skipped); }
.limit, .shift { stroke: var(--fg); stroke-dasharray: 4 3; stroke-width: 1.5; }
.round, .pct { fill: var(--dot); fill-opacity: .7; } .spread { stroke: var(--muted); fill: none; }
table { border-collapse: collapse; width: 100%; overflow-x: auto; display: block; }
th, td { padding: .2rem .5rem; border-bottom: 1px solid var(--line); } .right { text-align: right; }
.left { text-align: left; } .note, footer { color: var(--muted); font-size: .9rem; }
.flamebox { overflow-x: auto; margin: .5rem 0; }
svg.flame { display: block; width: 100%; min-width: ${FLAME_WIDTH}px; height: auto; }
.profile { overflow-wrap: anywhere; } .profile td { overflow-wrap: anywhere; } .profile td.right { white-space: nowrap; } .profile td.left { min-width: 18ch; }
@media (prefers-color-scheme: dark) { svg.flame text { fill: #111; } }
`

/** What failed, before any scenario's section, each linked to its section. */
const failures = (result: CheckResult): ReadonlyArray<string> => {
  const failed = failedVerdicts(result.outcomes)
  if (failed.length === 0) return []
  const items = failed.map(
    (f) =>
      `<li>${badge("fail")} <a href="#scenario-${f.index + 1}">${escapeHtml(f.spec)} › ${escapeHtml(f.scenario)}</a>: <strong>${escapeHtml(f.threshold)}</strong>${f.measured === undefined ? "" : ` measured ${escapeHtml(f.measured)}`}</li>`,
  )
  return [
    `<nav class="failures" aria-label="What failed"><h2>What failed</h2><ul class="verdicts">${items.join("")}</ul></nav>`,
  ]
}

/** The whole document. */
export const renderHtml = (result: CheckResult, options: HtmlOptions = {}): string => {
  const runOf = (outcome: ScenarioOutcome) =>
    options.runs?.find((r) => r.spec === outcome.spec && r.scenario === outcome.scenario)
  const counts = countVerdicts(result)
  const env = result.run.environment
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    `<title>benchgate: ${escapeHtml(result.run.commit.slice(0, 12))}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    `<h1>benchgate ${badge(overallStatus(result))}</h1>`,
    `<p>${escapeHtml(describeCounts(counts))} · ${result.outcomes.length} scenario${result.outcomes.length === 1 ? "" : "s"} · ${result.run.commit === UNKNOWN ? escapeHtml(Format.provenance(result.run)) : `commit <code>${escapeHtml(result.run.commit.slice(0, 12))}</code> on ${escapeHtml(result.run.branch)}`} · ${escapeHtml(result.run.startedAt)}</p>`,
    ...failures(result),
    ...result.outcomes.map((outcome, i) =>
      scenarioSection(
        outcome,
        runOf(outcome),
        i + 1,
        (result.profiles ?? []).filter(
          (p) => p.spec === outcome.spec && p.scenario === outcome.scenario,
        ),
      ),
    ),
    `<footer>${escapeHtml(`${env.cpuModel}, ${env.cores} cores, ${env.os}; environment ${env.fingerprint}`)}</footer>`,
    "</body>",
    "</html>",
    "",
  ].join("\n")
}
