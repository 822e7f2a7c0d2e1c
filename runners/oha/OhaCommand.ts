/**
 * oha's argv (without the binary) for one load slice against one HTTP target.
 *
 * Pure: the same input always gives the same argv, so the compiler can emit it into a script
 * and the runner can execute it directly. No shell quoting here: each element is one argument;
 * the emitter quotes when it writes a shell script.
 *
 * Flags (checked against oha 1.16 `--help` and its source, src/lib.rs `Opts`):
 *
 * | flag                    | why                                                            |
 * |-------------------------|----------------------------------------------------------------|
 * | `--no-tui`              | never draw the live TUI, even if stdout happens to be a tty    |
 * |                         | (oha only drops it by itself when stdout is not a terminal)    |
 * | `--output-format json`  | the one format OhaReport decodes; text is for humans           |
 * | `-c N`                  | concurrent connections (closed-loop workers)                   |
 * | `-z 1500ms`             | duration; humantime syntax, so milliseconds are exact          |
 * | `-w`                    | with `-z`: let in-flight requests finish at the deadline       |
 * |                         | instead of counting them as "aborted due to deadline" errors   |
 * | `-t 5000ms`             | per-request timeout (oha's default: none), so `-w` waits for   |
 * |                         | a request in flight at most this long and a slice against a    |
 * |                         | target that does not answer ends; a timeout is an error        |
 * | `-n N`                  | a fixed request count instead of a duration                    |
 * | `-q R`                  | rate limit in requests per second across all connections       |
 * | `--latency-correction`  | with `-q`: measure latency from each request's scheduled send  |
 * |                         | time, so a slow server cannot hide queueing (coordinated       |
 * |                         | omission); oha ignores it without `-q`                         |
 * | `-a=USER:PASSWORD`      | the URL's userinfo, taken out of the URL (see splitUserinfo)   |
 * | `-m=METHOD`             | always explicit, so the argv reads the same as the spec        |
 * | `-H=Name: value`        | one per header, in the order given                             |
 * | `--header-file=FILE`    | … or the headers and the userinfo's `Authorization` from a     |
 * |                         | file, when one holds a secret (off argv): a flag of benchgate's |
 * |                         | oha build (tools/oha/header-file.patch)                        |
 * | `-d=BODY`               | request body as a literal string                               |
 * | `-D=FILE`               | … or from a file, when it holds a secret (off argv)            |
 * | `--` URL                | the URL last, after `--`, so nothing in it is read as a flag   |
 *
 * Strings from the spec are attached with `=` (`-d=BODY`), never passed as the next argument:
 * oha's parser (clap) reads a separate argument that starts with `-` as a flag, so a body of
 * `-1` would fail with "a value is required for '-d'". clap strips exactly one `=`, so
 * `-d==x` sends `=x` and `-d=` sends an empty body (checked against oha 1.16).
 */
import { Data } from "effect"

export interface OhaCommandInput {
  /** Full URL including the path, e.g. `http://127.0.0.1:4001/users/42`. */
  readonly url: string
  readonly method: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string
  /** A file (mode 0600) holding the body, sent with `-D` instead of `-d`: a secret's. */
  readonly bodyFile?: string
  /**
   * A file (mode 0600) holding ohaHeaderText of the headers and the URL's userinfo, sent with
   * `--header-file` instead of `-H` and `-a`: when one of them is a secret.
   */
  readonly headerFile?: string
  /** Concurrent connections, >= 1. */
  readonly concurrency: number
  /** Exactly one of durationMs and requests is set (the spec decoder guarantees it). */
  readonly durationMs?: number
  readonly requests?: number
  /** Requests per second across all connections; absent: as fast as possible. */
  readonly rate?: number
  /** Per-request timeout; absent: none (oha's default). */
  readonly timeoutMs?: number
}

/**
 * An input the spec decoder should never let through. Thrown as a defect, not returned as a typed
 * failure: reaching it means a bug upstream (and with neither set, oha would quietly run `-n 200`).
 */
class OhaCommandInvalid extends Data.TaggedError("OhaCommandInvalid")<{
  readonly field: string
  readonly message: string
}> {}

const invalid = (field: string, detail: string): OhaCommandInvalid =>
  new OhaCommandInvalid({ field, message: `oha command: ${field} ${detail}` })

const positiveInteger = (field: string, value: number): string => {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw invalid(field, `must be a positive integer, got ${value}`)
  }
  return String(value)
}

/**
 * A humantime duration oha accepts for `-z`: whole milliseconds as `1500ms`; a fractional
 * millisecond is kept exactly as microseconds (`1500.5` → `1500500us`) rather than rounded.
 */
const ohaDuration = (durationMs: number): string => {
  if (!Number.isFinite(durationMs) || durationMs <= 0) {
    throw invalid("durationMs", `must be a positive number, got ${durationMs}`)
  }
  if (Number.isInteger(durationMs)) return `${durationMs}ms`
  return `${positiveInteger("durationMs", Math.round(durationMs * 1000))}us`
}

/** `Name: value`, the form oha's `-H` parser splits on the first colon. */
const header = (name: string, value: string): string => {
  // oha splits on the first ':' — a colon in the name would move the split.
  if (name.length === 0 || name.includes(":")) {
    throw invalid("headers", `name ${JSON.stringify(name)} is not a header name`)
  }
  return `${name}: ${value}`
}

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * A URL's userinfo as oha's `-a user:password`, and the URL without it. oha does not turn
 * userinfo into credentials: it sends `user:password@host` as the Host header (oha 1.16), so
 * the password would reach the server's logs and no authentication would happen.
 */
export const splitUserinfo = (
  url: string,
): { readonly url: string; readonly basicAuth?: string } => {
  const match = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/)([^/?#]*)@/.exec(url)
  if (match === null) return { url }
  const [whole, scheme = "", userinfo = ""] = match
  const cut = userinfo.indexOf(":")
  const user = decoded(cut < 0 ? userinfo : userinfo.slice(0, cut))
  const password = cut < 0 ? "" : decoded(userinfo.slice(cut + 1))
  return { url: scheme + url.slice(whole.length), basicAuth: `${user}:${password}` }
}

/** `Authorization: Basic …` for `user:password`, the header oha's `-a` sends. */
const basicAuthHeader = (basicAuth: string): string =>
  `Authorization: Basic ${Buffer.from(basicAuth, "utf8").toString("base64")}`

/**
 * The `--header-file` text for a request: the userinfo's Authorization first, then the headers,
 * one `Name: value` per line; a later line replaces an earlier one of the same name, so a spec's
 * own `authorization` header wins over the userinfo, as `-H` does over `-a`.
 */
export const ohaHeaderText = (input: Pick<OhaCommandInput, "url" | "headers">): string => {
  const { basicAuth } = splitUserinfo(input.url)
  const lines = [
    ...(basicAuth === undefined ? [] : [basicAuthHeader(basicAuth)]),
    ...Object.entries(input.headers).map(([name, value]) => header(name, value)),
  ]
  return lines.map((line) => `${line}\n`).join("")
}

export const ohaArgs = (input: OhaCommandInput): ReadonlyArray<string> => {
  const hasDuration = input.durationMs !== undefined
  const hasRequests = input.requests !== undefined
  if (hasDuration === hasRequests) {
    throw invalid(
      "durationMs/requests",
      hasDuration ? "are both set; oha accepts only one" : "are both absent; set exactly one",
    )
  }

  const args: Array<string> = ["--no-tui", "--output-format", "json"]
  args.push("-c", positiveInteger("concurrency", input.concurrency))

  if (input.durationMs !== undefined) args.push("-z", ohaDuration(input.durationMs), "-w")
  if (input.requests !== undefined) args.push("-n", positiveInteger("requests", input.requests))
  if (input.timeoutMs !== undefined) args.push("-t", ohaDuration(input.timeoutMs))

  if (input.rate !== undefined) {
    if (!Number.isFinite(input.rate) || input.rate <= 0) {
      throw invalid("rate", `must be a positive number, got ${input.rate}`)
    }
    args.push("-q", String(input.rate), "--latency-correction")
  }

  const { url, basicAuth } = splitUserinfo(input.url)
  if (input.headerFile !== undefined) args.push(`--header-file=${input.headerFile}`)
  else if (basicAuth !== undefined) args.push(`-a=${basicAuth}`)
  args.push(`-m=${input.method}`)
  if (input.headerFile === undefined) {
    for (const [name, value] of Object.entries(input.headers)) {
      args.push(`-H=${header(name, value)}`)
    }
  }
  if (input.bodyFile !== undefined) args.push(`-D=${input.bodyFile}`)
  else if (input.body !== undefined) args.push(`-d=${input.body}`)

  args.push("--", url)
  return args
}
