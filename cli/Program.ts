/**
 * Help text under the name the CLI was run by (core/ProgramName.ts). The help is written for
 * `bench`; the commands are the same under either name.
 */
export { programName } from "../core/ProgramName.ts"

const COMMAND =
  /\bbench (?=(?:check|compile|calibrate|find|merge|report|history|site|doctor|setup|help|version|COMMAND)\b)/g

/** Help text written for `bench`, with each `bench COMMAND` as the program was run. */
export const asProgram = (text: string, program: string): string =>
  program === "bench" ? text : text.replace(COMMAND, `${program} `)
