/**
 * Spec mutators for the fuzz campaign: pure functions of a seed spec and a seeded random source
 * (gate/stats/Random.ts), so a mutant is reproducible from (seed spec, campaign seed, index).
 *
 * Three levels, as a person (or a bad merge) breaks a spec:
 * - CUE text: lines and blocks deleted, duplicated, swapped; values retyped, made huge, deeply
 *   nested, very long or full of hostile characters; labels misspelt; stray tokens;
 * - spec meaning: unknown target kinds, duplicate names, thresholds and baselines naming
 *   targets that do not exist, metrics and limits drawn at random, a foreign package;
 * - bytes: bits flipped, bytes inserted and deleted, the file truncated, NUL, RTL marks,
 *   surrogates and overlong forms that are not UTF-8.
 * Text mutations come first and bytes last, since a byte mutation may leave text that is not
 * UTF-8.
 */
import type { Random } from "../../../gate/stats/Random.ts"

export interface Mutant {
  readonly bytes: Uint8Array
  /** The operators applied, in order: what to read when a mutant fails the oracle. */
  readonly ops: ReadonlyArray<string>
}

type TextOp = (text: string, random: Random) => string | undefined
type ByteOp = (bytes: Uint8Array, random: Random) => Uint8Array | undefined

const int = (random: Random, n: number): number => Math.floor(random.uniform() * n)
const pick = <T>(random: Random, items: ReadonlyArray<T>): T =>
  items[int(random, items.length)] as T

// --- where things are in a spec's text -----------------------------------------------------

interface Span {
  readonly start: number
  readonly end: number
}

/** Single-line "…" literals (escapes kept inside). */
const stringSpans = (text: string): Span[] =>
  [...text.matchAll(/"[^"\\\n]*(?:\\.[^"\\\n]*)*"/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }))

/** Number literals that are values (not inside a word or a string's neighbour). */
const numberSpans = (text: string): Span[] =>
  [...text.matchAll(/(?<=[:[,]\s*)-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?=\s*[,\]}\n])/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }))

/** The value after `label:` up to the end of its line (or the next comma/brace). */
const valueSpans = (text: string): Span[] =>
  [...text.matchAll(/:[ \t]+([^\n,{}]+?)(?=[ \t]*(?:,|\n|}|$))/g)].map((m) => {
    const start = m.index + m[0].length - (m[1] ?? "").length
    return { start, end: start + (m[1] ?? "").length }
  })

/**
 * Labels: `name:`, `"quoted name":`, `name?:`. A name starts at a word's start only: tried from
 * inside a megabyte-long word, the pattern would be quadratic in it.
 */
const labelSpans = (text: string): Span[] =>
  [
    ...text.matchAll(
      /(?:"[^"\\\n]*(?:\\.[^"\\\n]*)*"|(?<![\w#$])[A-Za-z_#$][\w#$]*)(?=[?!]?:(?!=))/g,
    ),
  ].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }))

/** Bracketed blocks: an opening bracket and its match, strings and comments skipped. */
const blockSpans = (text: string): Span[] => {
  const spans: Span[] = []
  const stack: number[] = []
  let i = 0
  while (i < text.length) {
    const c = text[i]
    if (c === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++
      continue
    }
    if (c === '"') {
      i++
      while (i < text.length && text[i] !== '"' && text[i] !== "\n") i += text[i] === "\\" ? 2 : 1
    } else if (c === "{" || c === "[") stack.push(i)
    else if ((c === "}" || c === "]") && stack.length > 0) {
      const start = stack.pop() ?? 0
      spans.push({ start, end: i + 1 })
    }
    i++
  }
  return spans
}

const replace = (text: string, span: Span, by: string): string =>
  text.slice(0, span.start) + by + text.slice(span.end)

const pickSpan = (random: Random, spans: ReadonlyArray<Span>): Span | undefined =>
  spans.length === 0 ? undefined : pick(random, spans)

const lineStarts = (text: string): number[] => {
  const starts = [0]
  for (let i = 0; i < text.length; i++) if (text[i] === "\n") starts.push(i + 1)
  return starts
}

// --- values to put in -----------------------------------------------------------------------

const HUGE_NUMBERS = [
  "1e308",
  "1e309",
  "-1e308",
  "18446744073709551616",
  "9223372036854775808",
  "-9223372036854775809",
  "9007199254740993",
  "4.9e-324",
  "1e-400",
  "0",
  "-0",
  "-1",
  "0.0000001",
  "99999999999999999999999999999999999999",
  "2147483648",
  "0x7fffffff",
  "1_000_000",
  "1Ki",
]

const OTHER_TYPES = [
  '"x"',
  '""',
  "42",
  "-1",
  "1.5",
  "true",
  "false",
  "null",
  "[]",
  "{}",
  '[1, "a", {b: 2}]',
  "{a: 1}",
  "_",
  "_|_",
  "int",
  "string",
  "number",
  "bytes",
  "'bytes'",
  '"1s"',
  '"<= 2x"',
  '*1 | "two"',
  ">=0 & <=1",
  "[...string]",
  '"\\(1/0)"',
  "len([1,2])",
  "close({})",
]

/** Unicode a terminal, a shell script or a path would mishandle. */
const NASTY_TEXT = [
  "\u0000",
  "\u200f",
  "\u202e",
  "\u2028",
  "\ufeff",
  "\uffff",
  "\u{10ffff}",
  "\u0301",
  "\u200d",
  "😀",
  "\r",
  "\t",
  "\u000c",
  "\u007f",
  "\u0085",
  "\u001b[31m",
  "Ω",
  "ﬃ",
  "İ",
]

/** As CUE escapes inside a string literal: surrogates CUE may refuse, a NUL, a newline. */
const NASTY_ESCAPES = ["\\u0000", "\\uD800", "\\uDFFF", "\\U0010FFFF", "\\n", "\\r", "\\x00", "\\'"]

/** String contents that mean something to benchgate or to a shell. */
const NASTY_STRINGS = [
  "",
  " ",
  "{port}",
  "{port}{port}",
  "{env.NOPE}",
  "{env.}",
  "{env.1X}",
  "{service.nope}",
  "{service.}",
  "../../../../etc/passwd",
  "/",
  ".",
  "$(touch pwned)",
  "`id`",
  "'; rm -rf / #",
  "%s%n",
  "\\\\",
  "-",
  "--help",
  "http://",
  "http://[::1",
  "http://127.0.0.1:99999",
  "127.0.0.1:{port}:{port}",
  "<= x",
  "<= 1e400x",
  "<= -1x",
  "<= 0x",
  ">= 99999999999999999999%",
  "1e400ms",
  "0s",
  "0.0000000001ns",
  "p0",
  "p100",
  "p99.9999",
  "status_rate:",
  "status_rate:NOPE",
  "a/b/c",
  "Benchmark",
  "*",
  "**/*",
]

const KINDS = ["http", "grpc", "bun", "command", "go", "results"]

const KIND_BODIES = [
  'http: url: "http://127.0.0.1:9"',
  'grpc: address: "127.0.0.1:9"',
  'bun: {file: "x.bench.ts", group: "g", variant: "v"}',
  'command: cmd: ["true"]',
  'go: {package: ".", benchmark: "BenchmarkX"}',
  'results: {format: "hyperfine", file: "fuzz-hyperfine.json"}',
  'sqlite: path: "x.db"',
  "{}",
  'http: url: "http://127.0.0.1:9", command: cmd: ["true"]',
]

const METRICS = [
  "p50",
  "p99",
  "p99.9",
  "mean",
  "rps",
  "error_rate",
  "wall",
  "user_cpu",
  "peak_rss",
  "time_per_op",
  "allocs_per_op",
  "bytes_per_item",
  "cpu_per_request",
  "status_rate:UNAVAILABLE",
  "status_rate:NOPE",
  "other_cpu",
  "p101",
  "",
  "nope",
]

const LIMITS = [
  'max: "10ms"',
  "max: 10",
  'min: "5%"',
  'overhead: "<= 2x"',
  'overhead: "<= +5ms"',
  'overhead: ">= -50%"',
  'regression: "<= 5%"',
  'max: "1e400ms"',
  "max: -1",
  'max: "150%"',
  'overhead: "<= 0x"',
  'max: "10ms", min: "20ms"',
  "",
]

// --- CUE-level operators --------------------------------------------------------------------

const deleteLine: TextOp = (text, random) => {
  const starts = lineStarts(text)
  const i = int(random, starts.length)
  const start = starts[i] ?? 0
  const end = starts[i + 1] ?? text.length
  return text.slice(0, start) + text.slice(end)
}

const duplicateLine: TextOp = (text, random) => {
  const starts = lineStarts(text)
  const i = int(random, starts.length)
  const start = starts[i] ?? 0
  const end = starts[i + 1] ?? text.length
  const line = text.slice(start, end)
  return text.slice(0, end) + (line.endsWith("\n") ? line : `\n${line}`) + text.slice(end)
}

const swapLines: TextOp = (text, random) => {
  const lines = text.split("\n")
  const a = int(random, lines.length)
  const b = int(random, lines.length)
  ;[lines[a], lines[b]] = [lines[b] ?? "", lines[a] ?? ""]
  return lines.join("\n")
}

const deleteBlock: TextOp = (text, random) => {
  const span = pickSpan(random, blockSpans(text))
  return span && replace(text, span, "")
}

const duplicateBlock: TextOp = (text, random) => {
  const span = pickSpan(random, blockSpans(text))
  if (!span) return undefined
  const block = text.slice(span.start, span.end)
  // Beside itself (a list grows, a struct is unified with itself) or at the end of the file.
  return random.uniform() < 0.5
    ? text.slice(0, span.end) +
        (text[span.start] === "[" ? `, ${block}` : ` & ${block}`) +
        text.slice(span.end)
    : `${text}\n${block}\n`
}

const swapValues: TextOp = (text, random) => {
  const spans = valueSpans(text)
  if (spans.length < 2) return undefined
  const [a, b] = [pick(random, spans), pick(random, spans)].sort((x, y) => x.start - y.start)
  if (!a || !b || a.end > b.start) return undefined
  const va = text.slice(a.start, a.end)
  const vb = text.slice(b.start, b.end)
  return text.slice(0, a.start) + vb + text.slice(a.end, b.start) + va + text.slice(b.end)
}

const retypeValue: TextOp = (text, random) => {
  const spans = [...valueSpans(text), ...stringSpans(text), ...numberSpans(text)]
  const span = pickSpan(random, spans)
  return span && replace(text, span, pick(random, OTHER_TYPES))
}

const hugeNumber: TextOp = (text, random) => {
  const numbers = numberSpans(text)
  const span = pickSpan(
    random,
    numbers.length > 0 && random.uniform() < 0.7 ? numbers : valueSpans(text),
  )
  const huge = pick(random, HUGE_NUMBERS)
  if (!span) return undefined
  // Half the time inside a quantity string: "1e308ms", "18446744073709551616%".
  const unit = pick(random, ["", "ms", "s", "m", "%", "x", "KiB"])
  return replace(text, span, random.uniform() < 0.5 || unit === "" ? huge : `"${huge}${unit}"`)
}

const deepNesting: TextOp = (text, random) => {
  const span = pickSpan(random, [...valueSpans(text), ...blockSpans(text)])
  if (!span) return undefined
  const depth = pick(random, [10, 100, 1000, 5000])
  const inner = text.slice(span.start, span.end)
  const [open, close] =
    random.uniform() < 0.5 ? ["{a: ", "}"] : random.uniform() < 0.5 ? ["[", "]"] : ["(", ")"]
  return replace(text, span, open.repeat(depth) + inner + close.repeat(depth))
}

const longString: TextOp = (text, random) => {
  const span = pickSpan(random, stringSpans(text))
  if (!span) return undefined
  const length = pick(random, [1_000, 100_000, 1_000_000])
  const unit = pick(random, ["x", "é", "😀", "{port}", "\\n", "a b"])
  return replace(text, span, `"${unit.repeat(Math.ceil(length / unit.length))}"`)
}

const nastyString: TextOp = (text, random) => {
  const span = pickSpan(random, stringSpans(text))
  if (!span) return undefined
  const inner = text.slice(span.start + 1, span.end - 1)
  const at = int(random, inner.length + 1)
  const roll = random.uniform()
  const insert =
    roll < 0.35 ? pick(random, NASTY_TEXT) : roll < 0.55 ? pick(random, NASTY_ESCAPES) : undefined
  const content =
    insert === undefined
      ? pick(random, NASTY_STRINGS)
      : inner.slice(0, at) + insert + inner.slice(at)
  // Quotes and backslashes of a replaced value kept valid CUE: only the inserted escapes act.
  const quoted =
    insert === undefined
      ? JSON.stringify(content).replace(/\\u00([0-9a-f]{2})/g, "\\u00$1")
      : `"${content}"`
  return replace(text, span, quoted)
}

const renameLabel: TextOp = (text, random) => {
  const span = pickSpan(random, labelSpans(text))
  if (!span) return undefined
  const label = text.slice(span.start, span.end)
  const quoted = label.startsWith('"')
  const bare = quoted ? label.slice(1, -1) : label
  const at = int(random, bare.length + 1)
  const variants = [
    bare.slice(0, at) + bare.slice(at + 1),
    `${bare.slice(0, at)}${pick(random, ["x", "_", "#", "-", " ", ".", "é", "\u200f"])}${bare.slice(at)}`,
    `${bare}s`,
    bare.toUpperCase(),
    pick(random, ["targets", "scenarios", "services", "thresholds", "load", "start", "http", "_x"]),
  ]
  const renamed = pick(random, variants)
  return replace(
    text,
    span,
    /^[A-Za-z_#$][\w#$]*$/.test(renamed) && !quoted ? renamed : JSON.stringify(renamed),
  )
}

const STRAY_TOKENS = [
  "{",
  "}",
  "[",
  "]",
  ":",
  ",",
  '"',
  "&",
  "|",
  "...",
  "_|_",
  "#Def: int",
  "let x = 1",
  'import "strings"',
  "@attr()",
  "for x in [1] {}",
  "if true {}",
  "\\(",
  "/*",
  "//",
  "'''",
  '"""',
  "=~",
  "?",
  "!",
  ":=",
  "package bench",
]

const strayToken: TextOp = (text, random) => {
  const at = int(random, text.length + 1)
  return text.slice(0, at) + pick(random, STRAY_TOKENS) + text.slice(at)
}

const dropDelimiter: TextOp = (text, random) => {
  const positions = [...text.matchAll(/[{}[\]":,]/g)].map((m) => m.index)
  if (positions.length === 0) return undefined
  const at = pick(random, positions)
  return text.slice(0, at) + text.slice(at + 1)
}

// --- plausible values: a spec that still compiles, planned differently -----------------------

const PLAUSIBLE_NUMBERS = ["0", "1", "2", "3", "16", "100", "1000", "10000", "0.5", "20"]
const PLAUSIBLE_DURATIONS = ["0s", "1us", "1ms", "10ms", "100ms", "1s", "1.5s", "10m", "2m"]

const tweakNumber: TextOp = (text, random) => {
  const span = pickSpan(random, numberSpans(text))
  return span && replace(text, span, pick(random, PLAUSIBLE_NUMBERS))
}

const tweakDuration: TextOp = (text, random) => {
  const spans = [...text.matchAll(/"[0-9]+(?:\.[0-9]+)?(?:ns|us|ms|s|m)"/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }))
  const span = pickSpan(random, spans)
  return span && replace(text, span, `"${pick(random, PLAUSIBLE_DURATIONS)}"`)
}

/** A quoted name replaced by another quoted string of the spec: a target where a metric was. */
const swapStrings: TextOp = (text, random) => {
  const spans = stringSpans(text)
  const span = pickSpan(random, spans)
  const other = pickSpan(random, spans)
  return span && other && replace(text, span, text.slice(other.start, other.end))
}

/** One `label: value` of a struct written on one line removed, the rest of the line kept. */
const dropField: TextOp = (text, random) => {
  const spans = [...text.matchAll(/(?<=[{,]\s*)[\w"#$ -]+\??:\s*[^,{}\n]+,?\s*/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }))
  const span = pickSpan(random, spans)
  return span && replace(text, span, "")
}

// --- spec-level operators -------------------------------------------------------------------

const unknownKind: TextOp = (text, random) => {
  const spans = [...text.matchAll(new RegExp(`\\b(${KINDS.join("|")})(?=\\s*:)`, "g"))].map(
    (m) => ({ start: m.index, end: m.index + m[0].length }),
  )
  const span = pickSpan(random, spans)
  return span && replace(text, span, pick(random, [...KINDS, "sqlite", "ftp", "HTTP", "_http"]))
}

const addTarget: TextOp = (text, random) => {
  const names = [
    ...text.matchAll(/^\s*"?([\w -]+)"?\s*:\s*(?:_\w+|\{|http|grpc|command|bun|go|results)/gm),
  ].map((m) => m[1] ?? "")
  const name =
    random.uniform() < 0.5 && names.length > 0
      ? pick(random, names)
      : pick(random, ["a", "x y", "", "\u202e", "targets"])
  return `${text}\ntargets: ${JSON.stringify(name)}: {${pick(random, KIND_BODIES)}}\n`
}

const thresholdOf = (random: Random): string => {
  const target = pick(random, ["", 'target: "missing", ', 'target: "", ', "target: 1, "])
  const metric = pick(random, METRICS)
  return `{${target}metric: ${JSON.stringify(metric)}${pick(random, ["", ", "])}${pick(random, LIMITS)}}`
}

const addThreshold: TextOp = (text, random) => {
  const lists = [...text.matchAll(/thresholds:\s*\[/g)].map((m) => m.index + m[0].length)
  if (lists.length > 0 && random.uniform() < 0.7) {
    const at = pick(random, lists)
    return `${text.slice(0, at)}\n${thresholdOf(random)},${text.slice(at)}`
  }
  const scenarios = [...text.matchAll(/^scenarios:\s*("[^"\n]*"|\w+)/gm)].map((m) => m[1] ?? "")
  const scenario = scenarios.length > 0 ? pick(random, scenarios) : '"s"'
  return `${text}\nscenarios: ${scenario}: thresholds: [${thresholdOf(random)}]\n`
}

const baselineMissing: TextOp = (text, random) => {
  const spans = [...text.matchAll(/(?<=(?:baseline|target):\s*)"[^"\n]*"/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }))
  const span = pickSpan(random, spans)
  return span && replace(text, span, pick(random, ['"missing"', '""', "1", "[]", '"\\u0000"']))
}

const packageChange: TextOp = (text, random) => {
  const clause = /^package .*$/m
  const by = pick(random, [
    "package other",
    "",
    "package",
    "package 1",
    "package bench\npackage bench",
    "package _",
  ])
  return clause.test(text) ? text.replace(clause, by) : `${by}\n${text}`
}

const topLevel: TextOp = (text, random) =>
  `${text}\n${pick(random, [
    "targets: {}",
    "scenarios: {}",
    "services: x: {}",
    'services: x: {url: "http://127.0.0.1:{port}", start: cmd: ["true"]}',
    "thresholds: []",
    "_hidden: 1",
    "#Def: {a: int}",
    "targets: _|_",
    "scenarios: null",
    "targets: [1, 2]",
    'scenarios: s: {request: path: "/x", targets: ["nope"]}',
    "scenarios: s: load: {rounds: 1e308, concurrency: -1}",
    'scenarios: s: load: {budget: "1440m", duration: "10m", warmup: "10m"}',
    "scenarios: s: load: {forks: 99999999, rounds: 99999999}",
  ])}\n`

// --- byte-level operators -------------------------------------------------------------------

/** Byte sequences that are not UTF-8, or are and still hurt: NUL, BOM, RTL, surrogates, overlong. */
const NASTY_BYTES: ReadonlyArray<ReadonlyArray<number>> = [
  [0x00],
  [0xff],
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0xef, 0xbb, 0xbf],
  [0xe2, 0x80, 0x8f],
  [0xe2, 0x80, 0xae],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe2, 0x82],
  [0x0d],
  [0x1b],
  [0x7f],
]

const splice = (bytes: Uint8Array, at: number, remove: number, insert: ArrayLike<number>) => {
  const out = new Uint8Array(bytes.length - remove + insert.length)
  out.set(bytes.subarray(0, at), 0)
  out.set(insert, at)
  out.set(bytes.subarray(at + remove), at + insert.length)
  return out
}

const flipBit: ByteOp = (bytes, random) => {
  if (bytes.length === 0) return undefined
  const out = bytes.slice()
  const at = int(random, out.length)
  out[at] = (out[at] ?? 0) ^ (1 << int(random, 8))
  return out
}

const insertBytes: ByteOp = (bytes, random) => {
  const n = 1 + int(random, 8)
  return splice(
    bytes,
    int(random, bytes.length + 1),
    0,
    Array.from({ length: n }, () => int(random, 256)),
  )
}

const deleteBytes: ByteOp = (bytes, random) => {
  const at = int(random, bytes.length + 1)
  return splice(bytes, at, Math.min(bytes.length - at, 1 + int(random, 64)), [])
}

const truncate: ByteOp = (bytes, random) => bytes.slice(0, int(random, bytes.length + 1))

const nastyBytes: ByteOp = (bytes, random) =>
  splice(bytes, int(random, bytes.length + 1), 0, pick(random, NASTY_BYTES))

const duplicateBytes: ByteOp = (bytes, random) => {
  const from = int(random, bytes.length + 1)
  const chunk = bytes.slice(from, from + 1 + int(random, 256))
  return splice(bytes, int(random, bytes.length + 1), 0, chunk)
}

export const TEXT_OPS: Readonly<Record<string, TextOp>> = {
  deleteLine,
  duplicateLine,
  swapLines,
  deleteBlock,
  duplicateBlock,
  swapValues,
  retypeValue,
  hugeNumber,
  deepNesting,
  longString,
  nastyString,
  renameLabel,
  strayToken,
  dropDelimiter,
}

export const VALUE_OPS: Readonly<Record<string, TextOp>> = {
  tweakNumber,
  tweakDuration,
  swapStrings,
  dropField,
}

export const SPEC_OPS: Readonly<Record<string, TextOp>> = {
  unknownKind,
  addTarget,
  addThreshold,
  baselineMissing,
  packageChange,
  topLevel,
}

export const BYTE_OPS: Readonly<Record<string, ByteOp>> = {
  flipBit,
  insertBytes,
  deleteBytes,
  truncate,
  nastyBytes,
  duplicateBytes,
}

/**
 * One mutant of `seed`: one operator (more often) to three, CUE-level, plausible-value and
 * spec-level ones on the text, then for one mutant in five a byte-level one. Mutants of one
 * plausible change reach decode, plan and the runs; the others mostly end at cue. An operator
 * that finds nothing to act on is skipped, so a mutant may differ by fewer than drawn.
 */
export const mutate = (seed: string, random: Random): Mutant => {
  const ops: string[] = []
  let text = seed
  const roll = random.uniform()
  const count = roll < 0.6 ? 1 : roll < 0.85 ? 2 : 3
  for (let i = 0; i < count; i++) {
    const draw = random.uniform()
    const family = draw < 0.4 ? TEXT_OPS : draw < 0.75 ? VALUE_OPS : SPEC_OPS
    const name = pick(random, Object.keys(family))
    const next = family[name]?.(text, random)
    if (next !== undefined && next !== text) {
      text = next
      ops.push(name)
    }
  }
  let bytes: Uint8Array = new TextEncoder().encode(text)
  if (ops.length === 0 || random.uniform() < 0.2) {
    const name = pick(random, Object.keys(BYTE_OPS))
    const next = BYTE_OPS[name]?.(bytes, random)
    if (next !== undefined) {
      bytes = next
      ops.push(name)
    }
  }
  return { bytes, ops }
}
