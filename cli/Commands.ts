/**
 * The commands of the CLI: each reads its arguments (cli/Args.ts), runs, writes its output and
 * gives its exit code; `command` picks one from the command line.
 */
import { Effect, Either } from "effect"
import { ExitCode, type Exiting } from "../core/ExitCode.ts"
import { parseDuration } from "../core/Quantity.ts"
import { UsageError } from "../core/UsageError.ts"
import pkg from "../package.json" with { type: "json" }
import {
  busyLimitOf,
  colorOf,
  confidenceOf,
  given,
  needPaths,
  printHelp,
  runLimitOf,
  str,
  type Values,
  withFlags,
} from "./Args.ts"
import { calibrate, MIN_CALIBRATION_ROUNDS } from "./Calibrate.ts"
import { check } from "./Check.ts"
import { checkOptions } from "./CheckArgs.ts"
import { compile } from "./Compile.ts"
import { doctor } from "./Doctor.ts"
import { find } from "./Find.ts"
import type { CommandName, FlagName } from "./Flags.ts"
import { HELP } from "./Help.ts"
import { history } from "./History.ts"
import { merge } from "./Merge.ts"
import { report } from "./Report.ts"
import { reportFilesOf } from "./Reports.ts"
import { setup } from "./Setup.ts"
import { site } from "./Site.ts"

/** The optional string flags named, as options: each present only when given. */
const optional = <K extends FlagName>(values: Values, ...names: ReadonlyArray<K>) =>
  Object.fromEntries(
    names.flatMap((name) => {
      const value = str(values[name])
      return value === undefined ? [] : [[name, value]]
    }),
  ) as { readonly [N in K]?: string }

const checkCommand = withFlags("check", (values, positionals) =>
  Effect.gen(function* () {
    const paths = yield* needPaths(positionals, "check")
    const outcome = yield* check(yield* checkOptions(values, paths))
    return outcome.exitCode
  }),
)

const compileCommand = withFlags("compile", (values, positionals) =>
  Effect.gen(function* () {
    const paths = yield* needPaths(positionals, "compile")
    const out = str(values.out)
    if (!out) {
      return yield* new UsageError({ message: "compile needs --out DIR", command: "compile" })
    }
    const written = yield* compile({ paths, out })
    process.stdout.write(`${written.join("\n")}\n`)
    return ExitCode.Pass
  }),
)

/** What the machine has of what benchgate needs; `setup` installs it first. */
const doctorReport = Effect.map(doctor, (report) => {
  process.stdout.write(report.text)
  return report.exitCode
})

const doctorCommand = withFlags("doctor", () => doctorReport)

const setupCommand = withFlags("setup", (_values, positionals) =>
  Effect.zipRight(setup(positionals), doctorReport),
)

/** `--rounds`: a whole number of A/A rounds, at least MIN_CALIBRATION_ROUNDS; else undefined. */
const calibrationRoundsOf = (values: Values) => {
  const roundsText = str(values.rounds)
  const rounds = roundsText === undefined ? undefined : Number(roundsText)
  return rounds !== undefined && (!Number.isInteger(rounds) || rounds < MIN_CALIBRATION_ROUNDS)
    ? Effect.fail(
        new UsageError({
          command: "calibrate",
          message: `--rounds takes a whole number of A/A rounds, at least ${MIN_CALIBRATION_ROUNDS}, got "${roundsText}"`,
        }),
      )
    : Effect.succeed(rounds)
}

const calibrateCommand = withFlags("calibrate", (values, positionals) =>
  Effect.gen(function* () {
    const paths = yield* needPaths(positionals, "calibrate")
    const confidence = yield* confidenceOf(values, "calibrate")
    const rounds = yield* calibrationRoundsOf(values)
    const text = yield* calibrate({
      paths,
      confidence,
      db: given(values, "calibrate", "db") ?? "",
      quiet: values.quiet === true,
      slices: values.slices === true,
      ...(rounds === undefined ? {} : { rounds }),
    })
    process.stdout.write(text)
    return ExitCode.Pass
  }),
)

/** `--budget-per-step`: a positive duration, in milliseconds. */
const budgetPerStepOf = (values: Values) => {
  const budgetText = given(values, "find", "budget-per-step") ?? ""
  const budgetPerStepMs = Either.getOrUndefined(parseDuration(budgetText.trim()))
  return budgetPerStepMs === undefined || !(budgetPerStepMs > 0)
    ? Effect.fail(
        new UsageError({
          message: `--budget-per-step takes a duration such as 60s or 5m, got "${budgetText}"`,
          command: "find",
        }),
      )
    : Effect.succeed(budgetPerStepMs)
}

const findCommand = withFlags("find", (values, positionals) =>
  Effect.gen(function* () {
    const [good, bad, spec, ...more] = positionals
    if (good === undefined || bad === undefined || spec === undefined || more.length > 0) {
      return yield* new UsageError({
        message: "find takes GOOD BAD SPEC: two commits and one spec file",
        command: "find",
      })
    }
    const budgetPerStepMs = yield* budgetPerStepOf(values)
    const confidence = yield* confidenceOf(values, "find")
    const busyLimit = yield* busyLimitOf(values, "find")
    return yield* find({
      good,
      bad,
      spec,
      budgetPerStepMs,
      confidence,
      busyLimit,
      filters: optional(values, "scenario", "target", "metric"),
      db: given(values, "find", "db") ?? "",
      quiet: values.quiet === true,
    })
  }),
)

const mergeCommand = withFlags("merge", (values, positionals) =>
  positionals.length === 0
    ? Effect.fail(
        new UsageError({ message: "merge needs the shards' or the replicas' JSON reports" }),
      )
    : merge({
        reports: positionals,
        db: given(values, "merge", "db") ?? "",
        reportFiles: reportFilesOf(values),
        failOnInconclusive: values["fail-on-inconclusive"] === true,
        color: colorOf(values),
      }),
)

const reportCommand = withFlags("report", (values, positionals) =>
  Effect.gen(function* () {
    const [file, ...more] = positionals
    if (file === undefined || more.length > 0) {
      return yield* new UsageError({
        message: "report takes one JSON report (bench check --json) or one store (--db)",
      })
    }
    const runText = str(values.run)
    const run = runText === undefined ? undefined : Number(runText)
    if (run !== undefined && !(Number.isInteger(run) && run > 0)) {
      return yield* new UsageError({ message: `--run takes a run id, got "${runText}"` })
    }
    yield* report({
      file,
      ...(run === undefined ? {} : { run }),
      reportFiles: reportFilesOf(values),
      color: colorOf(values),
    })
    return ExitCode.Pass
  }),
)

const historyCommand = withFlags("history", (values, positionals) =>
  Effect.gen(function* () {
    if (positionals.length > 0) {
      return yield* new UsageError({ message: "history takes no paths; it reads --db" })
    }
    const limit = yield* runLimitOf(values, "history")
    const text = yield* history({
      db: given(values, "history", "db") ?? "",
      branch: given(values, "history", "branch") ?? "",
      limit,
      ...optional(values, "spec", "scenario", "metric", "json"),
    })
    process.stdout.write(text)
    return ExitCode.Pass
  }),
)

/** `--commit-url`: a link with `{commit}` where each commit's id goes. */
const commitUrlOf = (values: Values) => {
  const commitUrl = str(values["commit-url"])
  return commitUrl !== undefined && !commitUrl.includes("{commit}")
    ? Effect.fail(
        new UsageError({
          message: `--commit-url needs {commit} where the commit's id goes, got "${commitUrl}"`,
        }),
      )
    : Effect.succeed(commitUrl)
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`

const siteCommand = withFlags("site", (values, positionals) =>
  Effect.gen(function* () {
    const [db, ...more] = positionals
    if (db === undefined || more.length > 0) {
      return yield* new UsageError({
        message: "site takes one store (the --db of bench check)",
        command: "site",
      })
    }
    const out = str(values.out)
    if (!out) return yield* new UsageError({ message: "site needs --out DIR", command: "site" })
    const limit = yield* runLimitOf(values, "site")
    const branch = str(values.branch)
    const commitUrl = yield* commitUrlOf(values)
    const written = yield* site({
      db,
      out,
      limit,
      ...(branch === undefined ? {} : { branch }),
      ...(commitUrl === undefined ? {} : { commitUrl }),
    })
    for (const problem of written.unreadable) {
      process.stderr.write(`site: report not rendered: ${problem}\n`)
    }
    process.stdout.write(
      `${out}/index.html: ${plural(written.scenarios, "scenario")} over ${plural(written.runs, "run")} of ${written.branch}, ${plural(written.reports, "run report")}\n`,
    )
    return ExitCode.Pass
  }),
)

/** Every command by its name; each error it can fail with says its exit code (`Exiting`). */
const COMMANDS: Record<
  CommandName,
  (args: ReadonlyArray<string>) => Effect.Effect<number, Exiting>
> = {
  check: checkCommand,
  compile: compileCommand,
  doctor: doctorCommand,
  calibrate: calibrateCommand,
  find: findCommand,
  merge: mergeCommand,
  report: reportCommand,
  history: historyCommand,
  site: siteCommand,
  setup: setupCommand,
}

const isCommand = (name: string): name is CommandName => Object.hasOwn(COMMANDS, name)

/** Runs the command the arguments name; its exit code. Output goes to stdout/stderr from here. */
export const command = (argv: ReadonlyArray<string>): Effect.Effect<number, Exiting> => {
  const [name, ...rest] = argv
  switch (name) {
    case undefined:
    case "help":
    case "--help":
    case "-h":
      return printHelp(HELP.main)
    case "version":
    case "--version":
      return Effect.sync(() => {
        process.stdout.write(`benchgate ${pkg.version}\n`)
        return ExitCode.Pass
      })
    default:
      return isCommand(name)
        ? COMMANDS[name](rest)
        : Effect.fail(new UsageError({ message: `unknown command "${name}"` }))
  }
}
