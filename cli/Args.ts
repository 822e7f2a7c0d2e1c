/**
 * Reading a command's arguments: its flags parsed strictly from the table of cli/Flags.ts,
 * `--help` answered, and the values that need checking checked — every bad one a `UsageError`
 * (exit 2) naming the flag.
 */
import { parseArgs } from "node:util"
import { Effect } from "effect"
import { ExitCode } from "../core/ExitCode.ts"
import { UsageError } from "../core/UsageError.ts"
import { type CommandName, defaultOf, type FlagName, parseOptions, type Values } from "./Flags.ts"
import { HELP } from "./Help.ts"
import { asProgram, programName } from "./Program.ts"

export type { Values }

/** Strict parsing of a command's flags (cli/Flags.ts): an unknown flag is exit 2. */
const parse = <C extends CommandName>(args: ReadonlyArray<string>, command: C) =>
  Effect.try({
    try: () => {
      const options = parseOptions(command)
      const parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true })
      return { values: parsed.values as Values<C>, positionals: parsed.positionals }
    },
    catch: (error) => new UsageError({ message: (error as Error).message, command }),
  })

export const printHelp = (text: string) =>
  Effect.sync(() => {
    process.stdout.write(asProgram(text, programName()))
    return ExitCode.Pass
  })

/**
 * A command: its flags parsed, its help printed for `--help`, else `run` with the flags and
 * the positional arguments; the exit code.
 */
export const withFlags =
  <C extends CommandName, E, R>(
    command: C,
    run: (values: Values<C>, positionals: ReadonlyArray<string>) => Effect.Effect<number, E, R>,
  ) =>
  (args: ReadonlyArray<string>): Effect.Effect<number, E | UsageError, R> =>
    Effect.flatMap(parse(args, command), ({ values, positionals }) =>
      values.help ? printHelp(HELP[command]) : run(values, positionals),
    )

export const str = (value: unknown): string | undefined =>
  typeof value === "string" ? value : undefined

/** A string flag as given, else its default from cli/Flags.ts. */
export const given = <C extends CommandName>(
  values: Values<C>,
  command: C,
  name: FlagName<C>,
): string | undefined => str(values[name]) ?? defaultOf(command, name)

/** Colour on with --color, off with --no-color or NO_COLOR, else on for a terminal. */
export const colorOf = (values: Values): boolean =>
  values.color === true ||
  (values["no-color"] !== true && process.stdout.isTTY === true && !process.env.NO_COLOR)

export const needPaths = (positionals: ReadonlyArray<string>, command: string) =>
  positionals.length > 0
    ? Effect.succeed(positionals)
    : Effect.fail(
        new UsageError({
          message: `${command} needs at least one spec file or directory`,
          command,
        }),
      )

/** A flag given as a fraction or a percentage (`0.95`, `95%`), within [min, max]. */
export const fraction = (value: string | undefined, flag: string, min: number, max: number) => {
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

/** `--confidence`: of every interval, between 0.5 and 0.9999. */
export const confidenceOf = (values: Values, command: CommandName) =>
  fraction(given(values, command, "confidence"), "--confidence", 0.5, 0.9999)

/** `--busy-limit`, else BENCHGATE_BUSY_LIMIT: a CI job may set it once for every command. */
export const busyLimitOf = (values: Values, command: "check" | "find") =>
  fraction(
    str(values["busy-limit"]) ??
      process.env.BENCHGATE_BUSY_LIMIT ??
      defaultOf(command, "busy-limit"),
    "--busy-limit",
    0,
    1,
  )

/** `--limit`: a whole number of runs, at least 1. */
export const runLimitOf = (values: Values, command: "history" | "site") => {
  const limitText = given(values, command, "limit") ?? ""
  const limit = Number(limitText)
  return Number.isInteger(limit) && limit >= 1
    ? Effect.succeed(limit)
    : Effect.fail(
        new UsageError({
          message: `--limit takes a whole number of runs, at least 1, got "${limitText}"`,
        }),
      )
}
