/**
 * The txtar archive format (golang.org/x/tools/txtar), as CUE's and timoni's golden tests use
 * it: a free-text comment, then files, each introduced by a line `-- name --`. A file's content
 * is every line up to the next marker; parse → format gives back the same text for archives
 * whose files end with a newline (format adds one where it is missing, as txtar does).
 */

export interface TxtarFile {
  readonly name: string
  readonly data: string
}

export interface Txtar {
  readonly comment: string
  readonly files: ReadonlyArray<TxtarFile>
}

const MARKER = /^-- (.+) --$/

/** The file name when `line` is a file marker. */
export const markerName = (line: string): string | undefined => MARKER.exec(line)?.[1]?.trim()

export const parseTxtar = (text: string): Txtar => {
  const lines = text.split("\n")
  // A trailing newline ends the last line; it does not start an empty one.
  if (lines.at(-1) === "") lines.pop()
  const comment: string[] = []
  const files: Array<{ name: string; lines: string[] }> = []
  for (const line of lines) {
    const name = markerName(line)
    if (name !== undefined) files.push({ name, lines: [] })
    else (files.at(-1)?.lines ?? comment).push(line)
  }
  const join = (part: ReadonlyArray<string>) => (part.length === 0 ? "" : `${part.join("\n")}\n`)
  return {
    comment: join(comment),
    files: files.map((file) => ({ name: file.name, data: join(file.lines) })),
  }
}

const withNewline = (text: string) => (text === "" || text.endsWith("\n") ? text : `${text}\n`)

export const formatTxtar = (archive: Txtar): string =>
  withNewline(archive.comment) +
  archive.files.map((file) => `-- ${file.name} --\n${withNewline(file.data)}`).join("")
