/**
 * Finds where a field is written in a CUE source, for issues that CUE's JSON output cannot
 * place (cross-checks run after export, when positions are gone).
 *
 * A light scan, not a CUE parser: it follows labels through nested structs and list elements,
 * including the `a: b: c` shorthand. When a segment is not written literally (it came from a
 * reference or a comprehension) it answers with the deepest ancestor it found, which still
 * points the user at the right place.
 */

export interface SourcePosition {
  readonly line: number
  readonly column: number
}

type Token =
  | { kind: "label"; text: string; offset: number }
  | { kind: "open" | "close"; text: string; offset: number }
  | { kind: "comma" | "other"; offset: number }

// Runs matched at an offset (sticky): a regex per character was most of a cold tokenize.
const SPACES = /[^\S\n]+/y
const WORD = /[A-Za-z0-9_$#]+/y

const tokenize = (source: string): Token[] => {
  const tokens: Token[] = []
  let i = 0
  while (i < source.length) {
    const c = source[i] ?? ""
    SPACES.lastIndex = i
    WORD.lastIndex = i
    if (c === "/" && source[i + 1] === "/") {
      const end = source.indexOf("\n", i)
      i = end < 0 ? source.length : end
    } else if (c === "\n") {
      tokens.push({ kind: "comma", offset: i++ })
    } else if (SPACES.test(source)) {
      i = SPACES.lastIndex
    } else if ("\"'#".includes(c) && literalEnd(source, i) >= 0) {
      // Multi-line, raw and bytes strings may hold braces, quotes and newlines; never labels.
      tokens.push({ kind: "other", offset: i })
      i = literalEnd(source, i)
    } else if (c === '"') {
      const start = i++
      while (i < source.length && source[i] !== '"' && source[i] !== "\n") {
        i += source[i] === "\\" ? 2 : 1
      }
      i++
      const literal = source.slice(start, i)
      let text: string
      try {
        text = JSON.parse(literal) as string
      } catch {
        text = literal.slice(1, -1)
      }
      const end = labelEnd(source, i)
      if (end >= 0) {
        i = end
        tokens.push({ kind: "label", text, offset: start })
      } else tokens.push({ kind: "other", offset: start })
    } else if ("{[(".includes(c)) {
      tokens.push({ kind: "open", text: c, offset: i++ })
    } else if ("}])".includes(c)) {
      tokens.push({ kind: "close", text: c, offset: i++ })
    } else if (c === ",") {
      tokens.push({ kind: "comma", offset: i++ })
    } else if (WORD.test(source)) {
      const start = i
      i = WORD.lastIndex
      const text = source.slice(start, i)
      // `name?:` and `name!:` are labels too.
      const end = labelEnd(source, source[i] === "?" || source[i] === "!" ? i + 1 : i)
      if (end >= 0) {
        i = end
        tokens.push({ kind: "label", text, offset: start })
      } else tokens.push({ kind: "other", offset: start })
    } else {
      tokens.push({ kind: "other", offset: i++ })
    }
  }
  return tokens
}

/**
 * End of a string literal starting at `from` that cannot be a label: `"""…"""`, `'''…'''`,
 * `'…'` or a raw `#"…"#`; -1 for anything else (a plain `"…"` is handled as a label candidate).
 */
const literalEnd = (source: string, from: number): number => {
  const open = /^(#*)("""|'''|"|')/.exec(source.slice(from, from + 16))
  if (!open || (open[1] === "" && open[2] === '"')) return -1
  const [whole, hashes = "", quote = ""] = open
  const close = quote + hashes
  let i = from + whole.length
  while (i < source.length && !source.startsWith(close, i)) {
    if (quote.length === 1 && source[i] === "\n") return i
    i += source[i] === "\\" && hashes === "" ? 2 : 1
  }
  return Math.min(source.length, i + close.length)
}

/** Where the `:` after a label ends, or -1 when what precedes `from` is not a label. */
const labelEnd = (source: string, from: number): number => {
  let i = from
  while (source[i] === " " || source[i] === "\t") i++
  return source[i] === ":" && source[i + 1] !== "=" ? i + 1 : -1
}

/** Splits `scenarios."get user".thresholds.0` into labels and indices. */
const parseCuePath = (path: string): Array<string | number> => {
  const segments: Array<string | number> = []
  let i = 0
  while (i < path.length) {
    if (path[i] === ".") {
      i++
    } else if (path[i] === '"') {
      const start = i++
      while (i < path.length && path[i] !== '"') i += path[i] === "\\" ? 2 : 1
      i++
      segments.push(JSON.parse(path.slice(start, i)) as string)
    } else {
      const start = i
      while (i < path.length && path[i] !== ".") i++
      const text = path.slice(start, i)
      segments.push(/^\d+$/.test(text) ? Number(text) : text)
    }
  }
  return segments
}

/** End (exclusive) of the value starting at `from`: the next separator at its depth. */
const valueEnd = (tokens: ReadonlyArray<Token>, from: number): number => {
  let depth = 0
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i]
    if (token?.kind === "open") depth++
    else if (token?.kind === "close") {
      if (depth === 0) return i
      depth--
    } else if (token?.kind === "comma" && depth === 0 && i > from) return i
  }
  return tokens.length
}

/** Index of the bracket that closes the one opening at `open`. */
const matchingClose = (tokens: ReadonlyArray<Token>, open: number): number => {
  let depth = 0
  for (let i = open; i < tokens.length; i++) {
    const token = tokens[i]
    if (token?.kind === "open") depth++
    else if (token?.kind === "close" && --depth === 0) return i
  }
  return tokens.length
}

const CLAUSE = /^(?:for|if)\s/

/**
 * The `{` tokens whose fields belong to the struct around them: a comprehension's body
 * (`for x in xs {`, `if c {`) and an embedded struct (`{a: 1}` or `_base & {a: 1}` written
 * as an element of its own), so a label written there is found at that struct's level; a
 * list's elements and a `let` or `x := {…}` value are not. One pass: per open bracket, the
 * first token of the element being read.
 */
const embeddedStructs = (source: string, tokens: ReadonlyArray<Token>): ReadonlySet<number> => {
  const embedded = new Set<number>()
  const levels: Array<{ first: Token | undefined; list: boolean }> = [
    { first: undefined, list: false },
  ]
  for (const [i, token] of tokens.entries()) {
    const level = levels.at(-1) ?? { first: undefined, list: false }
    if (token.kind === "comma") level.first = undefined
    else if (token.kind === "close") {
      if (levels.length > 1) levels.pop()
    } else {
      level.first ??= token
      if (token.kind === "open") {
        const first = level.first
        const before = tokens[i - 1]
        if (
          token.text === "{" &&
          !level.list &&
          (first === token ||
            (first.kind === "other" && CLAUSE.test(source.slice(first.offset, first.offset + 4))) ||
            (first.kind === "other" && before?.kind === "other" && source[before.offset] === "&"))
        ) {
          embedded.add(i)
        }
        levels.push({ first: undefined, list: token.text === "[" })
      }
    }
  }
  return embedded
}

/** Token indices of every `label:` at depth 0 in [from, to), embedded structs' included. */
const scanLabels = (
  tokens: ReadonlyArray<Token>,
  bodies: ReadonlySet<number>,
  from: number,
  to: number,
  label: string,
): number[] => {
  const found: number[] = []
  // Per open bracket: whether it counts as a level (an embedded struct does not).
  const levels: boolean[] = []
  let depth = 0
  for (let i = from; i < to; i++) {
    const token = tokens[i]
    if (token?.kind === "open") {
      const level = !bodies.has(i)
      levels.push(level)
      if (level) depth++
    } else if (token?.kind === "close") {
      if (levels.pop() ?? true) depth--
    } else if (depth === 0 && token?.kind === "label" && token.text === label) found.push(i)
  }
  return found
}

/** A source scanned once: its tokens, embedded bodies, line starts and the labels found so far. */
interface Parsed {
  readonly source: string
  readonly tokens: ReadonlyArray<Token>
  readonly bodies: ReadonlySet<number>
  readonly starts: ReadonlyArray<number>
  /**
   * scanLabels' answers: a spec's thresholds are located one by one, each from the top of the
   * file, and all but the first walk the same levels again.
   */
  readonly labels: Map<string, ReadonlyArray<number>>
}

const labelsAt = (
  parsed: Parsed,
  from: number,
  to: number,
  label: string,
): ReadonlyArray<number> => {
  const key = `${from}:${to}:${label}`
  const known = parsed.labels.get(key)
  if (known !== undefined) return known
  const found = scanLabels(parsed.tokens, parsed.bodies, from, to, label)
  parsed.labels.set(key, found)
  return found
}

/** The n-th element of the list opening at `open`, as a token index. */
const findElement = (tokens: ReadonlyArray<Token>, open: number, n: number): number | undefined => {
  let depth = 0
  let index = 0
  let expecting = true
  for (let i = open + 1; i < tokens.length; i++) {
    const token = tokens[i]
    if (!token) break
    if (depth === 0 && token.kind === "close") return undefined
    if (depth === 0 && token.kind === "comma") {
      if (!expecting) index++
      expecting = true
      continue
    }
    if (depth === 0 && expecting) {
      if (index === n) return i
      expecting = false
    }
    if (token.kind === "open") depth++
    else if (token.kind === "close") depth--
  }
  return undefined
}

/** Offsets where each line starts, for positions without rescanning the source per field. */
const lineStarts = (source: string): number[] => {
  const starts = [0]
  for (let i = source.indexOf("\n"); i >= 0; i = source.indexOf("\n", i + 1)) starts.push(i + 1)
  return starts
}

const positionOf = (starts: ReadonlyArray<number>, offset: number): SourcePosition => {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if ((starts[middle] ?? 0) <= offset) low = middle
    else high = middle - 1
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 }
}

/** The token range holding the value that starts at token `at`: a struct's inside or the rest. */
const valueRange = (tokens: ReadonlyArray<Token>, at: number): readonly [number, number] => {
  const token = tokens[at]
  return token?.kind === "open" && token.text === "{"
    ? [at + 1, matchingClose(tokens, at)]
    : [at, valueEnd(tokens, at)]
}

interface Match {
  readonly depth: number
  readonly token?: number
}

const resolvePath = (
  parsed: Parsed,
  [from, to]: readonly [number, number],
  segments: ReadonlyArray<string | number>,
  k: number,
): Match => {
  const { tokens } = parsed
  const segment = segments[k]
  if (segment === undefined) return { depth: k }
  let best: Match = { depth: k }
  const consider = (token: number, valueAt: number) => {
    const deeper = resolvePath(parsed, valueRange(tokens, valueAt), segments, k + 1)
    const match = deeper.token === undefined ? { depth: k + 1, token } : deeper
    if (match.depth > best.depth) best = match
  }
  if (typeof segment === "number") {
    const open = tokens[from]
    if (open?.kind === "open" && open.text === "[") {
      const element = findElement(tokens, from, segment)
      if (element !== undefined) consider(element, element)
    }
    return best
  }
  // A label may be declared several times (`targets: a: …`, then `targets: b: …`): try each.
  for (const label of labelsAt(parsed, from, to, segment)) consider(label, label + 1)
  return best
}

/**
 * The last source scanned: a spec's decode locates every threshold's line in the same source,
 * and tokenizing it again for each took most of `bench compile`'s time.
 */
let last: Parsed | undefined

const parse = (source: string): Parsed => {
  if (last?.source !== source) {
    const tokens = tokenize(source)
    last = {
      source,
      tokens,
      bodies: embeddedStructs(source, tokens),
      starts: lineStarts(source),
      labels: new Map(),
    }
  }
  return last
}

/** Where the field at `path` (CUE syntax) is written, or its deepest written ancestor. */
export const locate = (source: string, path: string): SourcePosition | undefined => {
  const parsed = parse(source)
  const match = resolvePath(parsed, [0, parsed.tokens.length], parseCuePath(path), 0)
  const token = match.token === undefined ? undefined : parsed.tokens[match.token]
  return token ? positionOf(parsed.starts, token.offset) : undefined
}
