/** One problem found in a spec, located as precisely as we can: `file:line:col: path: message`. */
export interface Issue {
  readonly file: string
  readonly line?: number
  readonly column?: number
  /** The CUE path of the field, e.g. `scenarios."get user".load.duration`; empty for syntax. */
  readonly path: string
  readonly message: string
}

export const formatIssue = (issue: Issue): string => {
  const where = [issue.file, issue.line, issue.line === undefined ? undefined : issue.column]
    .filter((part) => part !== undefined)
    .join(":")
  return issue.path ? `${where}: ${issue.path}: ${issue.message}` : `${where}: ${issue.message}`
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
