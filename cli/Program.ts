/**
 * The name the CLI was run by, for its help and usage text: `bench` from a clone (./bench), or
 * `benchgate` from the npm package (its launcher sets BENCHGATE_PROGRAM) and from a single
 * executable. The help is written for `bench`; the commands are the same under either name.
 */

/** A single executable's own modules live in bun's embedded file system. */
const isExecutable = (): boolean => Bun.main.startsWith("/$bunfs/")

export const programName = (): string =>
  process.env.BENCHGATE_PROGRAM || (isExecutable() ? "benchgate" : "bench")

const COMMAND =
  /\bbench (?=(?:check|compile|calibrate|merge|report|history|doctor|setup|help|version|COMMAND)\b)/g

/** Help text written for `bench`, with each `bench COMMAND` as the program was run. */
export const asProgram = (text: string, program: string): string =>
  program === "bench" ? text : text.replace(COMMAND, `${program} `)
