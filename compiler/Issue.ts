/** One problem found in a spec, located as precisely as we can: `file:line:col: path: message`. */
export interface Issue {
  readonly file: string
  readonly line?: number
  readonly column?: number
  /** The CUE path of the field, e.g. `scenarios."get user".load.duration`; empty for syntax. */
  readonly path: string
  readonly message: string
}

/**
 * Control characters but newline and tab written as escapes (`\r`, `\u001b`): an issue quotes
 * what the user wrote, and a terminal must show it, not act on it (a carriage return would
 * overwrite the line, an escape sequence change the terminal).
 */
const escapeControl = (text: string): string =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) =>
    c === "\r" ? "\\r" : `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )

export const formatIssue = (issue: Issue): string => {
  const where = [issue.file, issue.line, issue.line === undefined ? undefined : issue.column]
    .filter((part) => part !== undefined)
    .join(":")
  const line = issue.path
    ? `${where}: ${issue.path}: ${issue.message}`
    : `${where}: ${issue.message}`
  return escapeControl(line)
}

/** Renders a path of labels and list indices the way CUE prints it. */
export const formatPath = (segments: ReadonlyArray<string | number>): string =>
  segments
    .map((segment) =>
      typeof segment === "number"
        ? String(segment)
        : /^[A-Za-z_$#][A-Za-z0-9_$#]*$/.test(segment)
          ? segment
          : JSON.stringify(segment),
    )
    .join(".")
