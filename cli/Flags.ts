/**
 * Every command's flags, written once: name, kind, default and help. The parser's options
 * (cli/Args.ts), the options part of each command's help (cli/Help.ts) and the defaults the
 * commands use all come from here, so a flag cannot be parsed without being documented, or
 * documented with a default it does not have. The report formats' flags come from their
 * registry (report/exporters/Registry.ts).
 */
import { EXPORTERS } from "../report/exporters/Registry.ts"

export interface Flag {
  readonly name: string
  readonly kind: "string" | "boolean"
  /** What the value is, for the help: `FILE`, `REF`, `LEVEL`. */
  readonly value?: string
  /** The default as a user would write it; the command reads it from here. */
  readonly default?: string
  readonly help: string
}

const db = {
  name: "db",
  kind: "string",
  value: "FILE",
  default: ".bench/results.db",
  help: "SQLite store; target logs go next to it",
} as const satisfies Flag

const confidence = {
  name: "confidence",
  kind: "string",
  value: "LEVEL",
  default: "95%",
  help: "confidence of every interval, e.g. 0.95 or 99%",
} as const satisfies Flag

const busyLimit = {
  name: "busy-limit",
  kind: "string",
  value: "SHARE",
  default: "15%",
  help: "a round in which other processes (or the hypervisor, as steal) took more of the machine's CPU is disturbed: left out while 4 quiet rounds remain, else every round is judged with the interval widened by what that share can move (100% turns this off; BENCHGATE_BUSY_LIMIT sets the default)",
} as const satisfies Flag

const quiet = {
  name: "quiet",
  kind: "boolean",
  help: "no progress lines on stderr",
} as const satisfies Flag

/** `--NAME FILE` for each report format, the same on every command that writes reports. */
const reportFormats: ReadonlyArray<Flag> = EXPORTERS.map((exporter) => ({
  name: exporter.name,
  kind: "string",
  value: "FILE",
  help: exporter.help,
}))

export const FLAGS = {
  check: [
    db,
    ...reportFormats,
    {
      name: "base",
      kind: "string",
      value: "REF",
      help: "measure the base commit REF in the same run: its targets start from a git worktree and run interleaved with the head's, so a regression is a paired ratio per round (recommended in CI)",
    },
    {
      name: "base-branch",
      kind: "string",
      value: "NAME",
      default: "main",
      help: "without --base: branch whose latest stored run regression thresholds compare against",
    },
    {
      name: "accept",
      kind: "string",
      value: "FILE",
      help: 'failing thresholds a reviewer accepted, one SCENARIO/METRIC@LOGIN a line: they pass as "accepted by @LOGIN" and are stored with the run; later checks of --base-branch judge absolute and overhead thresholds against the accepted level',
    },
    {
      name: "shard",
      kind: "string",
      value: "I/N",
      help: "measure only shard I of N: scenarios split by expected cost, each whole (bench merge joins the shards' --json reports)",
    },
    {
      name: "replica",
      kind: "string",
      value: "I/K",
      help: "measure every scenario as replica I of K, one per machine (bench merge pools the replicas' --json reports: K times the rounds, each threshold decided again); not with --shard",
    },
    confidence,
    {
      name: "min-effect",
      kind: "string",
      value: "SIZE",
      help: "a change smaller than this past a limit never fails (default 1%; 0.1% for counted instructions, which resolve it)",
    },
    busyLimit,
    {
      name: "profile",
      kind: "boolean",
      help: "profile every scenario's target against its base copy or baseline, whatever the verdicts (default: only where a regression or overhead verdict failed)",
    },
    {
      name: "profile-inconclusive",
      kind: "boolean",
      help: "also profile where a regression or overhead verdict stayed inconclusive",
    },
    { name: "no-profile", kind: "boolean", help: "never profile" },
    {
      name: "profile-budget",
      kind: "string",
      value: "SIZE",
      default: "20%",
      help: "wall time the profiles may take after the measured rounds: a share of the time spent measuring (20%) or a duration (90s)",
    },
    {
      name: "profile-dir",
      kind: "string",
      value: "DIR",
      help: "where the profiles are written, per spec and scenario: folded stacks, pprof and .cpuprofile (default: profiles/ next to --db)",
    },
    {
      name: "fail-on-inconclusive",
      kind: "boolean",
      help: "exit 1 when a verdict is inconclusive (default: warn, do not fail)",
    },
    {
      name: "strict-environment",
      kind: "boolean",
      help: "fail regressions against a stored run from another environment (default: such a failure is reported as inconclusive)",
    },
    {
      name: "color",
      kind: "boolean",
      help: "force colour on (default: on for a terminal, off with NO_COLOR)",
    },
    { name: "no-color", kind: "boolean", help: "force colour off" },
    quiet,
  ],
  merge: [
    { ...db, help: "SQLite store the merged check is saved to as one run" },
    ...reportFormats,
    {
      name: "fail-on-inconclusive",
      kind: "boolean",
      help: "exit 1 when a verdict is inconclusive (default: warn, do not fail)",
    },
    { name: "color", kind: "boolean", help: "force colour on" },
    { name: "no-color", kind: "boolean", help: "force colour off" },
  ],
  report: [
    {
      name: "run",
      kind: "string",
      value: "ID",
      help: "with a store: this run instead of the newest (run ids: bench history --json)",
    },
    ...reportFormats,
    { name: "color", kind: "boolean", help: "force colour on" },
    { name: "no-color", kind: "boolean", help: "force colour off" },
  ],
  compile: [{ name: "out", kind: "string", value: "DIR", help: "where the scripts go (required)" }],
  calibrate: [
    confidence,
    { ...db, help: "SQLite store whose directory holds the target logs" },
    {
      name: "rounds",
      kind: "string",
      value: "N",
      help: "A/A rounds per scenario, at least 3 (default: half the scenario's rounds, at least 3: about the time of one check)",
    },
    {
      name: "slices",
      kind: "boolean",
      help: "also measure half-length slices and suggest a slice length (half again the time)",
    },
    quiet,
  ],
  history: [
    { ...db, help: "the SQLite store bench check writes" },
    {
      name: "branch",
      kind: "string",
      value: "NAME",
      default: "main",
      help: "the branch whose stored runs to show",
    },
    {
      name: "limit",
      kind: "string",
      value: "N",
      default: "50",
      help: "the newest N runs of the branch",
    },
    { name: "spec", kind: "string", value: "NAME", help: "only this spec" },
    { name: "scenario", kind: "string", value: "NAME", help: "only this scenario" },
    {
      name: "metric",
      kind: "string",
      value: "NAME",
      help: "follow this metric, one a threshold judges, as the target's thresholds gate it (default: what they gate, else the first of p50, time_per_op, wall a target has)",
    },
    {
      name: "json",
      kind: "string",
      value: "FILE",
      help: "write every point and level shift as JSON to FILE (- for stdout, instead of the table)",
    },
  ],
  site: [
    {
      name: "out",
      kind: "string",
      value: "DIR",
      help: "where the site goes: index.html, scenarios/, runs/ (required)",
    },
    {
      name: "branch",
      kind: "string",
      value: "NAME",
      help: "the branch whose runs to show (default: the branch of the store's newest run)",
    },
    {
      name: "limit",
      kind: "string",
      value: "N",
      default: "100",
      help: "the newest N runs of the branch",
    },
    {
      name: "commit-url",
      kind: "string",
      value: "URL",
      help: "link each commit there, {commit} replaced by its id (e.g. https://github.com/OWNER/REPO/commit/{commit})",
    },
  ],
  find: [
    {
      name: "budget-per-step",
      kind: "string",
      value: "DURATION",
      default: "60s",
      help: "wall time one step may measure: its planned rounds, then more while it is undecided; a step still undecided stops the search",
    },
    {
      ...confidence,
      default: "99%",
      help: "confidence of every step's interval (a search is as right as each of its steps)",
    },
    {
      name: "scenario",
      kind: "string",
      value: "NAME",
      help: "follow only this scenario's regression thresholds",
    },
    {
      name: "target",
      kind: "string",
      value: "NAME",
      help: "follow only this target's regression thresholds",
    },
    {
      name: "metric",
      kind: "string",
      value: "NAME",
      help: "follow this metric: its regression thresholds, or where none judges it, any worsening past 1%",
    },
    busyLimit,
    { ...db, help: "SQLite store whose directory holds the target logs (nothing is stored)" },
    quiet,
  ],
  doctor: [],
  setup: [],
} as const satisfies Record<string, ReadonlyArray<Flag>>

export type CommandName = keyof typeof FLAGS

/** A flag's name when the table spells it (the report formats' come from their registry). */
type SpelledName<F> = F extends { readonly name: infer N extends string }
  ? string extends N
    ? never
    : N
  : never

/** The flags `command` has, by name: a misspelt one does not compile. */
export type FlagName<C extends CommandName = CommandName> =
  | SpelledName<(typeof FLAGS)[C][number]>
  | "help"

/**
 * A command's flags as parsed: each spelled name's value when given. The report formats' flags
 * are there too, read by name from their registry (cli/Reports.ts).
 */
export type Values<C extends CommandName = CommandName> = {
  readonly [K in FlagName<C>]?: string | boolean
}

/** The options of node's parseArgs for a command (plus --help, which every command has). */
export const parseOptions = (
  command: CommandName,
): Record<string, { type: "string" | "boolean" }> =>
  Object.fromEntries([
    ...FLAGS[command].map((flag: Flag) => [flag.name, { type: flag.kind }] as const),
    ["help", { type: "boolean" }],
  ])

/** A flag's default, as written in its table; the command parses it like a given value. */
export const defaultOf = <C extends CommandName>(
  command: C,
  name: FlagName<C>,
): string | undefined =>
  (FLAGS[command] as ReadonlyArray<Flag>).find((flag) => flag.name === name)?.default

const WIDTH = 96
const COLUMN = 23

/** A flag's row: its name, then its help wrapped to the width in the help column. */
const rowLines = (name: string, help: string): string[] => {
  const lines: string[] = []
  const indent = " ".repeat(COLUMN)
  // A name too long for its column gets a line of its own.
  let line = name.length < COLUMN - 1 ? name.padEnd(COLUMN) : indent
  if (line === indent) lines.push(name)
  for (const word of help.split(" ")) {
    const separator = line.length === COLUMN ? "" : " "
    if (line.length > COLUMN && line.length + separator.length + word.length > WIDTH) {
      lines.push(line)
      line = `${indent}${word}`
    } else {
      line += `${separator}${word}`
    }
  }
  lines.push(line)
  return lines
}

/** The `options:` block of a command's help, from its flags. */
export const optionsHelp = (command: CommandName): string => {
  const flags = FLAGS[command] as ReadonlyArray<Flag>
  if (flags.length === 0) return ""
  const rows = flags.flatMap((flag) => {
    const name = `  --${flag.name}${flag.value === undefined ? "" : ` ${flag.value}`}`
    const help = flag.default === undefined ? flag.help : `${flag.help} (default ${flag.default})`
    return rowLines(name, help)
  })
  return `options:\n${rows.join("\n")}\n`
}
