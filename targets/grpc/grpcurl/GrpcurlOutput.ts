/**
 * grpcurl 1.9.4's successful outputs (stdout, exit 0), parsed. Facts (format.go, grpcurl.go and
 * the recordings in test/fixtures/grpcurl/):
 * - `describe`: `SYMBOL is a method:` / `is a service:` / `is a message:` / `is an enum:` …,
 *   then the proto source. A method reads `rpc Name ( [stream ].pkg.Req ) returns ( [stream ].pkg.Res );`
 *   (comments, when the schema has them, come before it).
 * - a call: each response message as indented JSON (protobuf's JSON mapping: int64 as strings,
 *   bytes as base64, enums by name). With `-vv` every message is inside a report: "Estimated
 *   response size: N bytes" (proto.Size, the exact encoded size), "Response contents:", the
 *   JSON, then headers, trailers and timing sections around it.
 */
import { Data, Either } from "effect"

/** grpcurl exited 0 but its stdout is not what 1.9.4 writes. */
export class GrpcurlOutputInvalid extends Data.TaggedError("GrpcurlOutputInvalid")<{
  readonly message: string
}> {}

const invalid = (what: string, detail: string, text: string) =>
  new GrpcurlOutputInvalid({
    message: `grpcurl ${what} output is not what grpcurl 1.9.4 writes (${detail}): ${JSON.stringify(text.slice(0, 200))}`,
  })

type SymbolKind = "service" | "method" | "message" | "enum" | "field" | "file" | "other"

export interface Described {
  readonly symbol: string
  readonly kind: SymbolKind
  /** The proto source grpcurl printed after the first line. */
  readonly source: string
  /** For a method: its request and response types (no leading dot) and streaming. */
  readonly method?: {
    readonly requestType: string
    readonly responseType: string
    readonly clientStreaming: boolean
    readonly serverStreaming: boolean
  }
}

const KINDS: ReadonlyArray<SymbolKind> = ["service", "method", "message", "enum", "field", "file"]

const RPC =
  /^\s*rpc\s+\w+\s*\(\s*(stream\s+)?\.?([\w.]+)\s*\)\s*returns\s*\(\s*(stream\s+)?\.?([\w.]+)\s*\)/m

/** `describe SYMBOL` → what it is. */
export const parseDescribe = (stdout: string): Either.Either<Described, GrpcurlOutputInvalid> => {
  const newline = stdout.indexOf("\n")
  const first = (newline < 0 ? stdout : stdout.slice(0, newline)).trim()
  const head = /^(\S+) is an? (.+):$/.exec(first)
  if (head?.[1] === undefined || head[2] === undefined) {
    return Either.left(invalid("describe", "no `SYMBOL is a KIND:` line", stdout))
  }
  const word = head[2].split(" ").at(-1) ?? ""
  const kind = KINDS.find((k) => k === word) ?? "other"
  const source = newline < 0 ? "" : stdout.slice(newline + 1)
  if (kind !== "method") return Either.right({ symbol: head[1], kind, source })
  const rpc = RPC.exec(source)
  if (rpc?.[2] === undefined || rpc[4] === undefined) {
    return Either.left(invalid("describe", "a method without an `rpc … returns …` line", stdout))
  }
  return Either.right({
    symbol: head[1],
    kind,
    source,
    method: {
      requestType: rpc[2],
      responseType: rpc[4],
      clientStreaming: rpc[1] !== undefined,
      serverStreaming: rpc[3] !== undefined,
    },
  })
}

/**
 * One complete JSON object or array starting at `start` (after whitespace): its text and where
 * it ends. Strings and escapes are respected, so braces inside them do not count.
 */
const readJsonValue = (
  text: string,
  start: number,
): { readonly value: unknown; readonly end: number } | undefined => {
  let i = start
  while (i < text.length && /\s/.test(text.charAt(i))) i++
  const open = text.charAt(i)
  if (open !== "{" && open !== "[") return undefined
  let depth = 0
  let inString = false
  for (let j = i; j < text.length; j++) {
    const c = text.charAt(j)
    if (inString) {
      if (c === "\\") j++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === "{" || c === "[") depth++
    else if (c === "}" || c === "]") {
      depth--
      if (depth === 0) {
        try {
          return { value: JSON.parse(text.slice(i, j + 1)), end: j + 1 }
        } catch {
          return undefined
        }
      }
    }
  }
  return undefined
}

interface CallOutput {
  /** The response messages, in order (one for a unary call). */
  readonly responses: ReadonlyArray<unknown>
  /** Encoded size of each response in bytes; only with `-vv` (empty otherwise). */
  readonly responseBytes: ReadonlyArray<number>
}

const SIZE = /^Estimated response size: (\d+) bytes$/gm
const CONTENTS = "Response contents:\n"

/** A successful call's stdout (with or without `-vv`) → its responses and their sizes. */
export const parseCall = (stdout: string): Either.Either<CallOutput, GrpcurlOutputInvalid> => {
  const responses: Array<unknown> = []
  if (stdout.includes(CONTENTS) || /^Resolved method descriptor:$/m.test(stdout)) {
    // -vv: each response is the JSON right after a "Response contents:" line.
    for (let at = stdout.indexOf(CONTENTS); at >= 0; at = stdout.indexOf(CONTENTS, at + 1)) {
      const read = readJsonValue(stdout, at + CONTENTS.length)
      if (read === undefined)
        return Either.left(invalid("call", "a response that is not JSON", stdout))
      responses.push(read.value)
    }
    const responseBytes = [...stdout.matchAll(SIZE)].map((match) => Number(match[1]))
    if (responseBytes.length !== responses.length) {
      return Either.left(
        invalid("call", `${responses.length} responses but ${responseBytes.length} sizes`, stdout),
      )
    }
    return Either.right({ responses, responseBytes })
  }
  // Plain: the responses back to back, separated by whitespace.
  let at = 0
  while (stdout.slice(at).trim().length > 0) {
    const read = readJsonValue(stdout, at)
    if (read === undefined)
      return Either.left(invalid("call", "a response that is not JSON", stdout))
    responses.push(read.value)
    at = read.end
  }
  return Either.right({ responses, responseBytes: [] })
}
