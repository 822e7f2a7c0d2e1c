/**
 * The report `bench check` prints: per scenario a header, an aligned table of targets and the
 * threshold verdicts worst first; then one summary line. Plus the one-line progress messages
 * the CLI prints while rounds run.
 *
 * ```
 * users › get user  (baseline: direct)
 *   target        rps      p50      p99  overhead  vs base  verdict
 *   direct   12,346/s   840 µs  2.10 ms  baseline        —  - skipped
 *   layered   4,012/s  2.60 ms  9.80 ms     3.10x    +4.2%  ✗ fail
 *
 *   ✗ FAIL     layered p50 <= 2.5x           measured 3.10x  (p50 ratio 3.10x > 2.5x)
 *   - SKIPPED  direct: rps regression <= 5%                  (no base run on main)
 *
 * 0 passed, 1 failed, 0 inconclusive, 1 skipped
 * ```
 *
 * Scenarios without HTTP metrics (bun, go, command targets) show their runner's metrics
 * instead, ranked best first, with a bar per target and the ratio to the baseline
 * (report/View.ts `scenarioTable`):
 *
 * ```
 * effect-rpc › query  (baseline: plain)
 *   #  target         time_per_op     ops_per_s                        vs baseline  vs base  verdict
 *   1  plain             2.39 µs  418,694 op/s  █                        baseline        —  —
 *   2  micro             19.2 µs   52,038 op/s  ███████                     8.05x        —  ✓ pass
 *   3  effect            55.7 µs   17,938 op/s  ████████████████████       23.3x        —  ✓ pass
 * ```
 *
 * Verdict lines are aligned per scenario; `measured` is omitted when the gate measured nothing.
 *
 * Colour (ANSI SGR) only when `color` is set: green pass, red fail, yellow inconclusive, dim
 * skipped, bold scenario headers. Widths are measured in display columns (Text.displayWidth),
 * so `—`, `✗` and wide characters in user-chosen names keep the columns aligned. User strings
 * are reduced to one line without control characters before printing.
 */
import { dirname } from "node:path"
import type { CheckResult, ScenarioOutcome, ScenarioProfile, Status } from "../gate/Result.ts"
import * as Format from "./Format.ts"
import { profileAgreement, profileHeadline, profileTable, profileTitle } from "./ProfileText.ts"
import { disturbanceNote, warmingNote } from "./Reason.ts"
import { countParts, countVerdicts } from "./Summary.ts"
import { displayWidth, padEnd, singleLine } from "./Text.ts"
import { type Align, scenarioTable, verdictLines } from "./View.ts"

interface TerminalOptions {
  /** Emit ANSI colour codes (the CLI decides: a TTY, and neither NO_COLOR nor --no-color). */
  readonly color: boolean
}

const SGR: Record<Status | "bold", string> = {
  pass: "32",
  fail: "31",
  inconclusive: "33",
  skipped: "2",
  bold: "1",
}

type Paint = (style: Status | "bold" | undefined, text: string) => string

const painter =
  (options: TerminalOptions): Paint =>
  (style, text) =>
    options.color && style !== undefined && text.length > 0
      ? `\u001b[${SGR[style]}m${text}\u001b[0m`
      : text

const INDENT = "  "
const GAP = "  "

interface Cell {
  readonly text: string
  readonly style?: Status | "bold" | undefined
}

/** Rows of cells laid out in columns: widths from content, the last column left unpadded. */
const grid = (
  rows: ReadonlyArray<ReadonlyArray<Cell>>,
  aligns: ReadonlyArray<Align>,
  paint: Paint,
): ReadonlyArray<string> => {
  const widths = aligns.map((_, column) =>
    Math.max(0, ...rows.map((row) => displayWidth(row[column]?.text ?? ""))),
  )
  return rows.map((row) =>
    row
      .map((cell, column) => {
        const padding = " ".repeat(Math.max(0, (widths[column] ?? 0) - displayWidth(cell.text)))
        // Paint the text only, not the padding, so colour never bleeds into the gaps.
        const painted = paint(cell.style, cell.text)
        if (aligns[column] === "right") return padding + painted
        return column === row.length - 1 ? painted : painted + padding
      })
      .join(GAP)
      .trimEnd(),
  )
}

/** `adaptive rounds: every threshold decided after 20 rounds (3 looks, 98.3% intervals)` */
export const adaptiveNote = (adaptive: NonNullable<ScenarioOutcome["adaptive"]>): string =>
  `adaptive rounds: ${adaptive.stopped} (${adaptive.looks} look${adaptive.looks === 1 ? "" : "s"}, ${(adaptive.level * 100).toFixed(2).replace(/\.?0+$/, "")}% intervals)`

/** `users › get user` — how reports and progress lines name a scenario. */
export const scenarioPath = (...parts: ReadonlyArray<string>): string =>
  parts.map(singleLine).join(" › ")

const header = (outcome: ScenarioOutcome, paint: Paint): string => {
  const baseline =
    outcome.baseline === undefined ? "no baseline" : `baseline: ${singleLine(outcome.baseline)}`
  const title = `${paint("bold", scenarioPath(outcome.spec, outcome.scenario))}  (${baseline})`
  const notes = [
    ...(outcome.adaptive ? [adaptiveNote(outcome.adaptive)] : []),
    ...(outcome.disturbance ? [paint("inconclusive", disturbanceNote(outcome.disturbance))] : []),
    ...(outcome.warming ? [paint("inconclusive", warmingNote(outcome.warming))] : []),
  ]
  return [title, ...notes.map((note) => `  ${note}`)].join("\n")
}

const table = (outcome: ScenarioOutcome, paint: Paint): ReadonlyArray<string> => {
  const { columns, rows } = scenarioTable(outcome)
  const head: ReadonlyArray<Cell> = columns.map((column) => ({ text: column.title }))
  const body = rows.map(
    (row): ReadonlyArray<Cell> => [
      ...(row.rank === undefined ? [] : [{ text: row.rank }]),
      { text: singleLine(row.target) },
      ...row.values.map((text) => ({ text })),
      row.status === undefined
        ? { text: Format.NONE }
        : { text: Format.verdictCell(row.status), style: row.status },
    ],
  )
  return grid(
    [head, ...body],
    columns.map((column) => column.align),
    paint,
  )
}

const verdicts = (outcome: ScenarioOutcome, paint: Paint): ReadonlyArray<string> => {
  const lines = verdictLines(outcome)
  const withMeasured = lines.some((line) => line.measured !== undefined)
  const rows = lines.map(
    (line): ReadonlyArray<Cell> => [
      {
        text: `${Format.verdictSymbol(line.status)} ${line.label}`,
        style: line.status,
      },
      { text: singleLine(line.threshold) },
      ...(withMeasured
        ? [{ text: line.measured === undefined ? "" : `measured ${line.measured}` }]
        : []),
      { text: line.reason.length === 0 ? "" : `(${singleLine(line.reason)})` },
    ],
  )
  const aligns: ReadonlyArray<Align> = withMeasured
    ? ["left", "left", "left", "left"]
    : ["left", "left", "left"]
  return grid(rows, aligns, paint)
}

const scenario = (outcome: ScenarioOutcome, paint: Paint): ReadonlyArray<string> => {
  const lines = [header(outcome, paint), ...table(outcome, paint).map((line) => INDENT + line)]
  const verdictBlock = verdicts(outcome, paint)
  if (verdictBlock.length > 0) lines.push("", ...verdictBlock.map((line) => INDENT + line))
  return lines
}

/** `3 passed, 1 failed, 0 inconclusive, 2 skipped`, each non-zero count in its status colour. */
const summaryLine = (result: CheckResult, paint: Paint): string =>
  countParts(countVerdicts(result))
    .map((part) => (part.text.startsWith("0 ") ? part.text : paint(part.status, part.text)))
    .join(", ")

/** Where the time went, per profiled scenario: the headline and the top rows, aligned. */
const profileBlock = (profile: ScenarioProfile): string => {
  const head = `where the time went  ${scenarioPath(profile.spec, profile.scenario, profileTitle(profile))}`
  const table = profileTable(profile)
  const agreement = profileAgreement(profile)
  const lines = table ? [table.header, ...table.rows] : []
  const widths = (table?.header ?? []).map((_, i) =>
    Math.max(...lines.map((cells) => displayWidth(cells[i] ?? ""))),
  )
  const aligned = lines.map(
    (cells) =>
      `  ${cells
        .map((cell, i) => (i === cells.length - 1 ? cell : padEnd(cell, widths[i] ?? 0)))
        .join("  ")}`,
  )
  return [
    head,
    `  ${profileHeadline(profile)}`,
    ...(agreement === undefined ? [] : [`  note: ${agreement}`]),
    ...aligned,
    ...(profile.files.length === 0 ? [] : [`  profiles: ${dirname(profile.files[0] as string)}/`]),
  ].join("\n")
}

/** The whole terminal report; ends with a newline. */
export const renderTerminal = (result: CheckResult, options: TerminalOptions): string => {
  const paint = painter(options)
  const blocks = result.outcomes.map((outcome) => scenario(outcome, paint).join("\n"))
  if (blocks.length === 0) blocks.push("no scenarios were checked")
  blocks.push(...(result.profiles ?? []).map(profileBlock))
  return `${[...blocks, summaryLine(result, paint)].join("\n\n")}\n`
}

interface Progress {
  readonly spec: string
  readonly scenario: string
  readonly target: string
  /** 1-based round number. */
  readonly round: number
  readonly rounds: number
  /** The slice is the target's warmup, not a measured round. */
  readonly warmup?: boolean
  /** `warmup: "steady"`: the warm-up slice's number, its cost and how the warm-up ended. */
  readonly steady?: {
    readonly slice: number
    readonly cpuPerRequest?: number
    readonly ended?: "steady" | "still falling" | "unread"
  }
}

/** `… › layered  warmup 4: 182 µs CPU per request, steady`. */
const steadyWarmup = ({ slice, cpuPerRequest, ended }: NonNullable<Progress["steady"]>) => {
  const cost =
    cpuPerRequest === undefined ? "" : `: ${Format.latency(cpuPerRequest)} CPU per request`
  const end =
    ended === "steady"
      ? ", steady"
      : ended === "still falling"
        ? ", still falling when the warm-up's time ran out; measuring it as it is"
        : ended === "unread"
          ? `${cost === "" ? ":" : ","} no CPU per request read (did any request succeed?); warmed no more`
          : ""
  return `warmup ${slice}${cost}${end}`
}

/**
 * `users › get user › layered  round 3/5` (or `… › layered  warmup`, `… warmup 4: 182 µs CPU
 * per request, steady`); no newline, no colour.
 */
export const progressLine = (progress: Progress): string => {
  const where = scenarioPath(progress.spec, progress.scenario, progress.target)
  if (progress.warmup !== true) return `${where}  round ${progress.round}/${progress.rounds}`
  return progress.steady ? `${where}  ${steadyWarmup(progress.steady)}` : `${where}  warmup`
}
