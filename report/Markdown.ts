/**
 * The pull-request comment body (GitHub-flavoured markdown). It starts with a hidden marker so
 * the Action can find and update its own comment instead of adding a new one per push, then an
 * overall status line, then one section per scenario — scenarios with failures first, passing
 * ones folded in a `<details>` — with the same table as the terminal, the threshold verdicts
 * worst first (each sentence said once) and, where the base branch
 * has stored runs, a Mermaid chart of the overhead history (./OverheadChart.ts), and a footer
 * naming the commit, branch and environment.
 *
 * Every user string (spec, scenario and target names, threshold text, reasons, branch) goes
 * through `escapeMarkdown`, so a target called `a|b` cannot break the table and a name like
 * `@team` or `<img>` cannot mention anyone or inject HTML.
 */
import type { CheckResult, ScenarioOutcome, ScenarioProfile, Status } from "../gate/Result.ts"
import * as Format from "./Format.ts"
import { overheadChartBlock } from "./OverheadChart.ts"
import {
  profileAgreement,
  profileHeadline,
  profileTable,
  profileTitle,
  profileUnit,
} from "./ProfileText.ts"
import { disturbanceNote, warmingNote } from "./Reason.ts"
import {
  countVerdicts,
  describeCounts,
  overallStatus,
  scenarioStatus,
  scenariosWorstFirst,
} from "./Summary.ts"
import { adaptiveNote } from "./Terminal.ts"
import { failedVerdicts, scenarioTable, verdictLines } from "./View.ts"
import { xmlText } from "./Xml.ts"

/** The first line of every benchgate comment; the Action searches for it. */
export const MARKER = "<!-- benchgate -->"

const ICONS: Record<Status, string> = {
  pass: "✅",
  fail: "❌",
  inconclusive: "⚠️",
  skipped: "⏭️",
}

/** ✅ ❌ ⚠️ ⏭️ */
const statusIcon = (status: Status): string => ICONS[status]

const CONTROL = /[\p{Cc}\u2028\u2029]+/gu
/**
 * ASCII punctuation that can open markdown syntax in the middle of a line: code (`` ` ``),
 * emphasis and strikethrough (`* _ ~`), links and images (`[ ]`), HTML and autolinks (`<`),
 * entities (`&`), table cells (`|`), math (`$`), a heading's closing `#`s, and the backslash
 * itself. Backslash-escaping ASCII punctuation is always literal in CommonMark/GFM. Characters
 * that only act at the start of a line (`-`, `+`, `>`, `1.`) are left alone: user strings never
 * start a line here (they follow `| `, `### ` or `- `), and `(`/`)` only matter after an
 * (escaped) `]`.
 */
const ACTIVE = /[\\`*_[\]<#|~$&]/g

/**
 * A user string as literal markdown text on one line, safe inside a table cell, a heading or a
 * list item. `@` gets a zero-width space after it: GitHub resolves mentions after markdown
 * rendering, so a backslash would not stop `@team` from notifying a team.
 */
export const escapeMarkdown = (text: string): string =>
  text
    .replace(CONTROL, " ")
    .replace(ACTIVE, (char) => `\\${char}`)
    .replace(/@/g, "@\u200b")

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? "" : "s"}`

const statusLine = (result: CheckResult): string => {
  const counts = countVerdicts(result)
  const status = overallStatus(result)
  const headline =
    status === "fail"
      ? `❌ **benchgate: ${plural(counts.fail, "threshold")} failed**`
      : status === "inconclusive"
        ? `⚠️ **benchgate: ${plural(counts.inconclusive, "threshold")} inconclusive**`
        : status === "pass"
          ? "✅ **benchgate: all thresholds passed**"
          : status === "skipped"
            ? "✅ **benchgate: no threshold could be decided**"
            : "✅ **benchgate: no thresholds to check**"
  return `${headline} — ${describeCounts(counts)}`
}

/** What failed, before any scenario's section: one line per failed threshold. */
const failures = (result: CheckResult): ReadonlyArray<string> => {
  const failed = failedVerdicts(result.outcomes)
  if (failed.length === 0) return []
  return [
    [
      "**What failed:**",
      ...failed.map(
        (f) =>
          `- ${escapeMarkdown(f.spec)} › ${escapeMarkdown(f.scenario)}: ${escapeMarkdown(f.threshold)}${f.measured === undefined ? "" : ` — measured **${escapeMarkdown(f.measured)}**`}`,
      ),
    ].join("\n"),
  ]
}

const row = (cells: ReadonlyArray<string>): string => `| ${cells.join(" | ")} |`

const table = (outcome: ScenarioOutcome): ReadonlyArray<string> => {
  const view = scenarioTable(outcome)
  // The bar chart is the terminal's; a comment gets the numbers.
  const keep = view.columns.map((column) => column.terminalOnly !== true)
  const columns = view.columns.filter((_, i) => keep[i])
  return [
    row(columns.map((column) => column.title)),
    row(columns.map((column) => (column.align === "right" ? "--:" : ":--"))),
    ...view.rows.map((target) =>
      row(
        [
          ...(target.rank === undefined ? [] : [target.rank]),
          escapeMarkdown(target.target),
          ...target.values,
          target.status === undefined
            ? Format.NONE
            : `${statusIcon(target.status)} ${target.status}`,
        ].filter((_, i) => keep[i]),
      ),
    ),
  ]
}

const verdictList = (outcome: ScenarioOutcome): ReadonlyArray<string> =>
  verdictLines(outcome).map((line) => {
    // The measured value once: the reason usually states it already.
    const said = line.measured === undefined || line.reason.includes(line.measured)
    const parts = [
      `${statusIcon(line.status)} **${line.label}** ${escapeMarkdown(line.threshold)}`,
      ...(said ? [] : [`measured **${line.measured}**`]),
      ...(line.reason.length === 0 ? [] : [escapeMarkdown(line.reason)]),
    ]
    return `- ${parts.join(" — ")}`
  })

const section = (outcome: ScenarioOutcome): string => {
  const status = scenarioStatus(outcome)
  const title = `${escapeMarkdown(outcome.spec)} › ${escapeMarkdown(outcome.scenario)}`
  const baseline =
    outcome.baseline === undefined
      ? "No baseline."
      : `Baseline: ${escapeMarkdown(outcome.baseline)}`
  const lines = [
    `### ${status === undefined ? "" : `${statusIcon(status)} `}${title}`,
    "",
    outcome.adaptive ? `${baseline} ${escapeMarkdown(adaptiveNote(outcome.adaptive))}.` : baseline,
    ...(outcome.disturbance
      ? ["", `⚠️ ${escapeMarkdown(disturbanceNote(outcome.disturbance))}.`]
      : []),
    ...(outcome.warming ? ["", `⚠️ ${escapeMarkdown(warmingNote(outcome.warming))}.`] : []),
    "",
    ...table(outcome),
  ]
  const verdicts = verdictList(outcome)
  if (verdicts.length > 0) lines.push("", ...verdicts)
  const chart = overheadChartBlock(outcome, escapeMarkdown)
  if (chart.length > 0) lines.push("", ...chart)
  return lines.join("\n")
}

const footer = (result: CheckResult): string => {
  const { commit, branch, environment } = result.run
  const machine = `${environment.cpuModel}, ${plural(environment.cores, "core")}, ${environment.os}`
  const parts = [
    ...(commit === "unknown"
      ? [escapeMarkdown(Format.provenance(result.run))]
      : [`commit ${escapeMarkdown(commit)}`, `branch ${escapeMarkdown(branch)}`]),
    `environment ${escapeMarkdown(environment.fingerprint)} (${escapeMarkdown(machine)})`,
    "benchgate",
  ]
  return `---\n<sub>${parts.join(" · ")}</sub>`
}

const singleLineOf = (text: string): string => text.replace(CONTROL, " ")

/**
 * A scenario that needs no one's attention (it passed, or had nothing to decide) folded into a
 * `<details>` under a one-line summary; failing and inconclusive ones stay open.
 */
const folded = (outcome: ScenarioOutcome): string => {
  const status = scenarioStatus(outcome)
  if (status === "fail" || status === "inconclusive") return section(outcome)
  const passed = outcome.verdicts.filter((v) => v.status === "pass").length
  const summary =
    `${status === undefined ? "" : `${statusIcon(status)} `}` +
    // Inside <summary> (an HTML block) markdown is not parsed: names are HTML-escaped.
    `${xmlText(singleLineOf(outcome.spec))} › ${xmlText(singleLineOf(outcome.scenario))}` +
    ` — ${plural(passed, "threshold")} passed`
  return `<details>\n<summary>${summary}</summary>\n\n${section(outcome)}\n\n</details>`
}

/**
 * Where the time went: the headline and the top functions, as a table folded in a
 * `<details>` so a long profile does not push the next scenario down the comment.
 */
const profileSection = (profile: ScenarioProfile): string => {
  const table = profileTable(profile)
  const agreement = profileAgreement(profile)
  const rows =
    table === undefined
      ? []
      : [
          `| ${table.header.map((h, i) => (i === 1 ? `${h}, ${profileUnit(profile)}` : h)).join(" | ")} |`,
          `| :-- |${" --: |".repeat(table.header.length - 1)}`,
          ...table.rows.map(
            ([name, ...cells]) => `| \`${escapeCode(name ?? "")}\` | ${cells.join(" | ")} |`,
          ),
        ]
  return [
    `#### Where the time went: ${escapeMarkdown(profileTitle(profile))} (${escapeMarkdown(profile.spec)} › ${escapeMarkdown(profile.scenario)})`,
    "",
    escapeMarkdown(profileHeadline(profile)),
    ...(agreement === undefined ? [] : ["", `⚠️ ${escapeMarkdown(agreement)}.`]),
    ...(rows.length === 0
      ? []
      : [
          "",
          "<details>",
          "<summary>the functions whose cost moved</summary>",
          "",
          ...rows,
          "",
          "</details>",
        ]),
    "",
    `<sub>profiled because: ${escapeMarkdown(profile.why)}; the differential flame graph is in the HTML report</sub>`,
  ].join("\n")
}

/** A name inside a code span: backticks would end it, line breaks break the table. */
const escapeCode = (text: string): string =>
  singleLineOf(text).replace(/`/g, "'").replace(/\|/g, "\\|")

/** The PR comment body; starts with MARKER and ends with a newline. */
export const renderMarkdown = (result: CheckResult): string => {
  const sections = scenariosWorstFirst(result.outcomes).map(folded)
  if (sections.length === 0) sections.push("No scenarios were checked.")
  sections.push(...(result.profiles ?? []).map(profileSection))
  return `${[MARKER, statusLine(result), ...failures(result), ...sections, footer(result)].join("\n\n")}\n`
}
