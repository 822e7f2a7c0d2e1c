/**
 * vegeta's argv and target for one slice, pure: the same input gives the same argv, for the
 * runner and for compiled scripts. The request goes to vegeta as a JSON target on stdin (URL,
 * method, headers) and the body as a file, so none of them is on its argv.
 */

export interface VegetaInput {
  /** `{port}` filled in by the runner; scripts put the port variable there. */
  readonly url: string
  readonly method: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string
  /** Workers: vegeta never has more requests in flight (oha's `-c`). */
  readonly concurrency: number
  readonly durationMs: number
  /** Requests per second across all workers; absent: as fast as the workers go (closed loop). */
  readonly rate?: number
  /** Per request; a request that takes longer is an error. */
  readonly timeoutMs: number
}

/**
 * vegeta's JSON target format (`-format=json`): one line, headers as lists. The line must end in
 * a newline: without one vegeta reads no target at all ("no targets to attack").
 */
export const vegetaTarget = (input: Pick<VegetaInput, "url" | "method" | "headers">): string =>
  `${JSON.stringify({
    method: input.method,
    url: input.url,
    header: Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k, [v]])),
  })}\n`

/** A Go duration of whole milliseconds. */
const goMs = (ms: number) => `${Math.max(1, Math.round(ms))}ms`

/**
 * `vegeta attack …`: targets from stdin, binary results to stdout (or `output`), the body from
 * `bodyFile` when the request has one. Redirects are not followed (`-redirects=-1`, as oha).
 * Response bodies are read whole: vegeta counts bytes_in from what it keeps (`-max-body=0`
 * would make every size 0).
 */
export const vegetaAttackArgs = (
  input: VegetaInput,
  files: { readonly bodyFile?: string; readonly output?: string } = {},
): ReadonlyArray<string> => [
  "attack",
  "-format=json",
  `-duration=${goMs(input.durationMs)}`,
  `-timeout=${goMs(input.timeoutMs)}`,
  // Closed loop without a rate: as many workers as the concurrency, no more; an open loop at
  // the rate otherwise, with at most that many requests in flight.
  ...(input.rate === undefined
    ? ["-rate=0", `-workers=${input.concurrency}`]
    : [`-rate=${input.rate}/1s`, `-workers=${Math.min(input.concurrency, 10)}`]),
  `-max-workers=${input.concurrency}`,
  "-redirects=-1",
  ...(files.bodyFile === undefined ? [] : ["-body", files.bodyFile]),
  ...(files.output === undefined ? [] : [`-output=${files.output}`]),
]

/** `vegeta encode`: binary results (a file, or stdin) to CSV, one line per request. */
export const vegetaEncodeArgs = (results?: string, output?: string): ReadonlyArray<string> => [
  "encode",
  "-to=csv",
  ...(output === undefined ? [] : [`-output=${output}`]),
  ...(results === undefined ? [] : [results]),
]
