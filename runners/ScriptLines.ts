/**
 * Shell pieces the runners' script lines share (`bench compile`). Every string from a spec goes
 * through shellQuote or shellSubstitute; variable and file names are ours, never user text.
 */
import { shellQuote, shellSubstitute } from "../core/ShellQuote.ts"
import { isJsonText } from "../core/Templates.ts"
import type { ScriptContext } from "./Runner.ts"

/** Stands for a result file in an argv until the script's shell word replaces it. */
export const FILE_MARKER = "\u0000file\u0000"

/** `&& export 'K=V'` for each variable, placeholders replaced by shell variables. */
export const exportLines = (
  env: Readonly<Record<string, string>>,
  variables: Readonly<Record<string, string>>,
): string =>
  // `export 'K=V'` rather than `env K=V cmd`: env would take a program name containing `=`
  // for one more assignment. Decode allows only identifier names, so export cannot fail.
  Object.entries(env)
    .map(([k, v]) => ` && export ${shellSubstitute(`${k}=${v}`, variables)}`)
    .join("")

/** `cd`s into a directory relative to the spec's (or a base copy's absolute one). */
export const cdInto = (dir: string | undefined, sub: string | undefined): string => {
  const base = dir === undefined ? `cd -- "$spec_dir"` : `cd -- ${shellQuote(dir)}`
  return sub === undefined ? base : `${base} && cd -- ${shellQuote(sub)}`
}

/** Quotes an argv, writing `fileWord` (a shell word of ours) where `marker` stands. */
export const words = (argv: ReadonlyArray<string>, marker: string, fileWord: string): string =>
  argv.map((arg) => (arg === marker ? fileWord : shellQuote(arg))).join(" ")

/**
 * The lines that write `content` (with `{env.NAME}` from the environment) to a file of mode
 * 0600 in the script's private `$secrets` directory: printf is a builtin, so the value is on
 * no process's argv. The file's shell variable is `variable`.
 */
export const privateFile = (
  variable: string,
  content: string,
  context: ScriptContext,
  extension = "",
): ReadonlyArray<string> => {
  const variables = isJsonText(content) ? context.envJsonVariables : context.envVariables
  return [
    `${variable}="$secrets/${variable}${extension}"`,
    `(umask 077 && printf '%s' ${shellSubstitute(content, variables)} >"$${variable}")`,
  ]
}
