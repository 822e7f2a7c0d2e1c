/**
 * The benchgate CLI: parses the command line, runs one command as an Effect, and turns its
 * outcome into output and an exit code. Ctrl-C interrupts the command, which stops every target
 * it started; nothing is stored for an interrupted run.
 */
import { readFileSync } from "node:fs"
import { parseArgs } from "node:util"
import { Cause, Effect, Either, Exit, Fiber } from "effect"
import { ExitCode, type Exiting } from "../core/ExitCode.ts"
import { parseDuration } from "../core/Quantity.ts"
import { redact } from "../core/Secrets.ts"
import { MAX_REPLICAS, MAX_SHARDS, parseReplica, parseShard } from "../core/Shard.ts"
import { UsageError } from "../core/UsageError.ts"
import { parseAcceptFile } from "../gate/Acceptance.ts"
import pkg from "../package.json" with { type: "json" }
import { calibrate, MIN_CALIBRATION_ROUNDS } from "./Calibrate.ts"
import { check } from "./Check.ts"
import { compile } from "./Compile.ts"
import { doctor } from "./Doctor.ts"
import { explain } from "./Explain.ts"
import { find } from "./Find.ts"
import { type CommandName, defaultOf, parseOptions } from "./Flags.ts"
import { HELP } from "./Help.ts"
import { history } from "./History.ts"
import { merge } from "./Merge.ts"
import type { ProfileBudget, ProfileChoice } from "./Profiles.ts"
import { asProgram, programName } from "./Program.ts"
import { report } from "./Report.ts"
import { reportFilesOf } from "./Reports.ts"
import { setup } from "./Setup.ts"
import { site } from "./Site.ts"

type Values = Readonly<Record<string, string | boolean | undefined>>

/** Strict parsing of a command's flags (cli/Flags.ts): an unknown flag is exit 2. */
const parse = (args: ReadonlyArray<string>, command: CommandName) =>
  Effect.try({
    try: () => {
      const options = parseOptions(command)
      const parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true })
      return { values: parsed.values as Values, positionals: parsed.positionals }
    },
    catch: (error) => new UsageError({ message: (error as Error).message, command }),
  })

/** `--accept FILE`: the reviewers' acceptances; an unreadable or malformed file is exit 2. */
const readAcceptFile = (file: string) =>
  Effect.try({
    try: () => readFileSync(file, "utf8"),
    catch: (cause) => new UsageError({ message: `--accept ${file}: ${(cause as Error).message}` }),
  }).pipe(
    Effect.flatMap((text) => {
      const parsed = parseAcceptFile(text)
      return typeof parsed === "string"
        ? Effect.fail(new UsageError({ message: `--accept ${file}: ${parsed}` }))
        : Effect.succeed(parsed)
    }),
  )

const printHelp = (text: string) =>
  Effect.sync(() => {
    process.stdout.write(asProgram(text, programName()))
    return ExitCode.Pass
  })

const needPaths = (positionals: ReadonlyArray<string>, command: string) =>
  positionals.length > 0
    ? Effect.succeed(positionals)
    : Effect.fail(
        new UsageError({
          message: `${command} needs at least one spec file or directory`,
          command,
        }),
      )

/** A flag given as a fraction or a percentage (`0.95`, `95%`), within [min, max]. */
const fraction = (value: string | undefined, flag: string, min: number, max: number) => {
  const text = String(value ?? "").trim()
  const parsed = text.endsWith("%") ? Number(text.slice(0, -1)) / 100 : Number(text)
  return Number.isFinite(parsed) && parsed >= min && parsed <= max && text !== ""
    ? Effect.succeed(parsed)
    : Effect.fail(
        new UsageError({
          message: `${flag} takes a fraction or percentage between ${min} and ${max}, got "${text}"`,
        }),
      )
}

/** `--profile`, `--no-profile`, `--profile-budget` and `--profile-dir`, checked. */
const profileChoice = (values: Values) =>
  Effect.gen(function* () {
    if (values.profile === true && values["no-profile"] === true) {
      return yield* new UsageError({
        message: "--profile and --no-profile cannot be combined",
        command: "check",
      })
    }
    const budgetText = given(values, "check", "profile-budget") ?? ""
    const budget: ProfileBudget = budgetText.trim().endsWith("%")
      ? { share: yield* fraction(budgetText, "--profile-budget", 0, 10) }
      : yield* Either.match(parseDuration(budgetText.trim()), {
          onLeft: () =>
            Effect.fail(
              new UsageError({
                message: `--profile-budget takes a share of the measuring time (20%) or a duration (90s), got "${budgetText}"`,
              }),
            ),
          onRight: (ms) => Effect.succeed({ ms }),
        })
    const dir = str(values["profile-dir"])
    return {
      when:
        values["no-profile"] === true ? "never" : values.profile === true ? "always" : "undecided",
      budget,
      ...(dir === undefined ? {} : { dir }),
    } satisfies ProfileChoice
  })

/** `--busy-limit`, else BENCHGATE_BUSY_LIMIT: a CI job may set it once for every command. */
const busyLimitOf = (values: Values, command: "check" | "find") =>
  fraction(
    str(values["busy-limit"]) ??
      process.env.BENCHGATE_BUSY_LIMIT ??
      defaultOf(command, "busy-limit"),
    "--busy-limit",
    0,
    1,
  )

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)

/** A string flag as given, else its default from cli/Flags.ts. */
const given = (values: Values, command: CommandName, name: string): string | undefined =>
  str(values[name]) ?? defaultOf(command, name)

/** Colour on with --color, off with --no-color or NO_COLOR, else on for a terminal. */
const colorOf = (values: Values): boolean =>
  values.color === true ||
  (values["no-color"] !== true && process.stdout.isTTY === true && !process.env.NO_COLOR)

/** Runs the command; its exit code. Output goes to stdout/stderr from here. */
const command = (argv: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const [name, ...rest] = argv
    switch (name) {
      case undefined:
      case "help":
      case "--help":
      case "-h":
        return yield* printHelp(HELP.main)
      case "version":
      case "--version":
        process.stdout.write(`benchgate ${pkg.version}\n`)
        return ExitCode.Pass
      case "check": {
        const { values, positionals } = yield* parse(rest, "check")
        if (values.help) return yield* printHelp(HELP.check)
        const paths = yield* needPaths(positionals, "check")
        const baseRef = str(values.base)
        const confidence = yield* fraction(
          given(values, "check", "confidence"),
          "--confidence",
          0.5,
          0.9999,
        )
        const minEffect = yield* fraction(
          given(values, "check", "min-effect"),
          "--min-effect",
          0,
          1,
        )
        const busyLimit = yield* busyLimitOf(values, "check")
        const profile = yield* profileChoice(values)
        const shardText = str(values.shard)
        const shard = shardText === undefined ? undefined : parseShard(shardText)
        if (shardText !== undefined && shard === undefined) {
          return yield* new UsageError({
            message: `--shard takes I/N with 1 <= I <= N <= ${MAX_SHARDS}, got "${shardText}"`,
          })
        }
        const replicaText = str(values.replica)
        const replica = replicaText === undefined ? undefined : parseReplica(replicaText)
        if (replicaText !== undefined && replica === undefined) {
          return yield* new UsageError({
            message: `--replica takes I/K with 1 <= I <= K <= ${MAX_REPLICAS}, got "${replicaText}"`,
          })
        }
        if (shard !== undefined && replica !== undefined) {
          return yield* new UsageError({
            message:
              "--shard and --replica cannot be combined: a shard measures some of the scenarios, a replica all of them",
          })
        }
        const acceptFile = str(values.accept)
        const accept = acceptFile === undefined ? undefined : yield* readAcceptFile(acceptFile)
        const outcome = yield* check({
          paths,
          db: given(values, "check", "db") ?? "",
          reportFiles: reportFilesOf(values),
          baseBranch: given(values, "check", "base-branch") ?? "",
          ...(baseRef ? { baseRef } : {}),
          confidence,
          minEffect,
          busyLimit,
          profile,
          failOnInconclusive: values["fail-on-inconclusive"] === true,
          strictEnvironment: values["strict-environment"] === true,
          color: colorOf(values),
          quiet: values.quiet === true,
          ...(shard === undefined ? {} : { shard }),
          ...(replica === undefined ? {} : { replica }),
          ...(accept === undefined ? {} : { accept }),
        })
        return outcome.exitCode
      }
      case "compile": {
        const { values, positionals } = yield* parse(rest, "compile")
        if (values.help) return yield* printHelp(HELP.compile)
        const paths = yield* needPaths(positionals, "compile")
        const out = str(values.out)
        if (!out) {
          return yield* new UsageError({ message: "compile needs --out DIR", command: "compile" })
        }
        const written = yield* compile({ paths, out })
        process.stdout.write(`${written.join("\n")}\n`)
        return ExitCode.Pass
      }
      case "doctor": {
        const { values } = yield* parse(rest, "doctor")
        if (values.help) return yield* printHelp(HELP.doctor)
        const report = yield* doctor
        process.stdout.write(report.text)
        return report.exitCode
      }
      case "calibrate": {
        const { values, positionals } = yield* parse(rest, "calibrate")
        if (values.help) return yield* printHelp(HELP.calibrate)
        const paths = yield* needPaths(positionals, "calibrate")
        const confidence = yield* fraction(
          given(values, "calibrate", "confidence"),
          "--confidence",
          0.5,
          0.9999,
        )
        const roundsText = str(values.rounds)
        const rounds = roundsText === undefined ? undefined : Number(roundsText)
        if (
          rounds !== undefined &&
          (!Number.isInteger(rounds) || rounds < MIN_CALIBRATION_ROUNDS)
        ) {
          return yield* new UsageError({
            command: "calibrate",
            message: `--rounds takes a whole number of A/A rounds, at least ${MIN_CALIBRATION_ROUNDS}, got "${roundsText}"`,
          })
        }
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
      }
      case "find": {
        const { values, positionals } = yield* parse(rest, "find")
        if (values.help) return yield* printHelp(HELP.find)
        const [good, bad, spec, ...more] = positionals
        if (good === undefined || bad === undefined || spec === undefined || more.length > 0) {
          return yield* new UsageError({
            message: "find takes GOOD BAD SPEC: two commits and one spec file",
            command: "find",
          })
        }
        const budgetText = given(values, "find", "budget-per-step") ?? ""
        const budgetPerStepMs = Either.getOrUndefined(parseDuration(budgetText.trim()))
        if (budgetPerStepMs === undefined || !(budgetPerStepMs > 0)) {
          return yield* new UsageError({
            message: `--budget-per-step takes a duration such as 60s or 5m, got "${budgetText}"`,
            command: "find",
          })
        }
        const confidence = yield* fraction(
          given(values, "find", "confidence"),
          "--confidence",
          0.5,
          0.9999,
        )
        const busyLimit = yield* busyLimitOf(values, "find")
        const scenario = str(values.scenario)
        const target = str(values.target)
        const metric = str(values.metric)
        return yield* find({
          good,
          bad,
          spec,
          budgetPerStepMs,
          confidence,
          busyLimit,
          filters: {
            ...(scenario === undefined ? {} : { scenario }),
            ...(target === undefined ? {} : { target }),
            ...(metric === undefined ? {} : { metric }),
          },
          db: given(values, "find", "db") ?? "",
          quiet: values.quiet === true,
        })
      }
      case "merge": {
        const { values, positionals } = yield* parse(rest, "merge")
        if (values.help) return yield* printHelp(HELP.merge)
        if (positionals.length === 0) {
          return yield* new UsageError({
            message: "merge needs the shards' or the replicas' JSON reports",
          })
        }
        return yield* merge({
          reports: positionals,
          db: given(values, "merge", "db") ?? "",
          reportFiles: reportFilesOf(values),
          failOnInconclusive: values["fail-on-inconclusive"] === true,
          color: colorOf(values),
        })
      }
      case "report": {
        const { values, positionals } = yield* parse(rest, "report")
        if (values.help) return yield* printHelp(HELP.report)
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
      }
      case "history": {
        const { values, positionals } = yield* parse(rest, "history")
        if (values.help) return yield* printHelp(HELP.history)
        if (positionals.length > 0) {
          return yield* new UsageError({ message: "history takes no paths; it reads --db" })
        }
        const limitText = given(values, "history", "limit") ?? ""
        const limit = Number(limitText)
        if (!Number.isInteger(limit) || limit < 1) {
          return yield* new UsageError({
            message: `--limit takes a whole number of runs, at least 1, got "${limitText}"`,
          })
        }
        const spec = str(values.spec)
        const scenario = str(values.scenario)
        const metric = str(values.metric)
        const json = str(values.json)
        const text = yield* history({
          db: given(values, "history", "db") ?? "",
          branch: given(values, "history", "branch") ?? "",
          limit,
          ...(spec === undefined ? {} : { spec }),
          ...(scenario === undefined ? {} : { scenario }),
          ...(metric === undefined ? {} : { metric }),
          ...(json === undefined ? {} : { json }),
        })
        process.stdout.write(text)
        return ExitCode.Pass
      }
      case "site": {
        const { values, positionals } = yield* parse(rest, "site")
        if (values.help) return yield* printHelp(HELP.site)
        const [db, ...more] = positionals
        if (db === undefined || more.length > 0) {
          return yield* new UsageError({
            message: "site takes one store (the --db of bench check)",
            command: "site",
          })
        }
        const out = str(values.out)
        if (!out) return yield* new UsageError({ message: "site needs --out DIR", command: "site" })
        const limitText = given(values, "site", "limit") ?? ""
        const limit = Number(limitText)
        if (!Number.isInteger(limit) || limit < 1) {
          return yield* new UsageError({
            message: `--limit takes a whole number of runs, at least 1, got "${limitText}"`,
          })
        }
        const branch = str(values.branch)
        const commitUrl = str(values["commit-url"])
        if (commitUrl !== undefined && !commitUrl.includes("{commit}")) {
          return yield* new UsageError({
            message: `--commit-url needs {commit} where the commit's id goes, got "${commitUrl}"`,
          })
        }
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
          `${out}/index.html: ${written.scenarios} scenario${written.scenarios === 1 ? "" : "s"} over ${written.runs} run${written.runs === 1 ? "" : "s"} of ${written.branch}, ${written.reports} run report${written.reports === 1 ? "" : "s"}\n`,
        )
        return ExitCode.Pass
      }
      case "setup": {
        const { values, positionals } = yield* parse(rest, "setup")
        if (values.help) return yield* printHelp(HELP.setup)
        yield* setup(positionals)
        const report = yield* doctor
        process.stdout.write(report.text)
        return report.exitCode
      }
      default:
        return yield* new UsageError({ message: `unknown command "${name}"` })
    }
  })

/**
 * The program: every error it can fail with says its own exit code (core/ExitCode.ts
 * `Exiting`), so an error class without one is a type error here, not a silent exit 3.
 */
const program = (argv: ReadonlyArray<string>): Effect.Effect<number, Exiting> => command(argv)

// A single executable (release/executables.ts) is also a whole bun when BUN_BE_BUN is set: the
// processes it starts as bun (`bun test` of the bun runner, the target supervisor's `bun -e`)
// run process.execPath, which is then this executable, and inherit the variable.
if (Bun.main.startsWith("/$bunfs/")) process.env.BUN_BE_BUN = "1"

const fiber = Effect.runFork(program(process.argv.slice(2)))
let interrupted = false
const interrupt = () => {
  if (interrupted) return
  interrupted = true
  process.stderr.write(`\n${programName()}: interrupted; stopping targets\n`)
  Effect.runFork(Fiber.interrupt(fiber))
}
process.on("SIGINT", interrupt)
process.on("SIGTERM", interrupt)

const exit = await Effect.runPromise(Fiber.await(fiber))
if (Exit.isSuccess(exit)) {
  process.exitCode = exit.value
} else if (Cause.isInterruptedOnly(exit.cause)) {
  process.exitCode = ExitCode.Interrupted
} else {
  const { code, text } = explain(exit.cause)
  // No secret (`{env.NAME}` value, URL password) in any message: core/Secrets.ts.
  process.stderr.write(`${redact(text)}\n`)
  process.exitCode = code
}
