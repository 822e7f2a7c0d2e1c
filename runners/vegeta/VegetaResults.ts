/**
 * vegeta's per-request results (`vegeta encode -to=csv`) → catalogue metrics, pure. vegeta keeps
 * every request's result, so the numbers are computed here from all of them rather than read
 * from a summary:
 * - rps: 2xx responses per second of the attack's span, from the first request's start to the
 *   last response's end (the count and the window match, as oha's rps);
 * - mean, p50…p99.9: over every response, whatever its status (transport errors have no
 *   latency worth the name and are left out, as oha does), in ms; percentiles are nearest-rank
 *   order statistics: the ⌈q·n⌉-th smallest latency. A request the request timeout cut off is
 *   the exception: it counts at the timeout (runners/Censored.ts), so a service that leaves
 *   requests unanswered shows it in its tail;
 * - error_rate: (non-2xx responses + transport errors) / all requests;
 * - bytes_per_response: response bytes / responses.
 * CSV columns (vegeta v12 lib/results.go): timestamp (Unix ns), code, latency (ns), bytes out,
 * bytes in, error, body (base64), attack, seq, method, URL, headers.
 */
import { Data, Either } from "effect"
import type { MetricValues } from "../../core/Metric.ts"
import { censoredFromSample, isTimeout } from "../Censored.ts"
import { LOAD_METRICS } from "../LoadLimits.ts"

/** The same catalogue metrics as oha's, computed from every request's result. */
export const VEGETA_METRICS = LOAD_METRICS

export class VegetaOutputInvalid extends Data.TaggedError("VegetaOutputInvalid")<{
  readonly line: number
  readonly detail: string
}> {
  override get message(): string {
    return `vegeta's results, line ${this.line}: ${this.detail}`
  }
}

interface VegetaResult {
  /** Nanoseconds since the first request of the slice started. */
  readonly startNs: number
  /** 0 for a transport error (refused, timeout, …). */
  readonly code: number
  readonly latencyNs: number
  readonly bytesIn: number
  readonly error: string
}

/** One CSV record's fields (RFC 4180: quoted fields may hold commas, quotes doubled). */
const fields = (line: string): string[] => {
  const out: string[] = []
  let field = ""
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ",") {
      out.push(field)
      field = ""
    } else field += c
  }
  out.push(field)
  return out
}

const INTEGER = /^[0-9]+$/

/** Every request's result, in the order vegeta wrote them; an unreadable line is an error. */
export const parseVegetaCsv = (
  text: string,
): Either.Either<ReadonlyArray<VegetaResult>, VegetaOutputInvalid> => {
  const rows: Array<{
    ts: bigint
    code: number
    latencyNs: number
    bytesIn: number
    error: string
  }> = []
  const lines = text.split("\n")
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue
    const [ts, code, latency, , bytesIn, error] = fields(line)
    for (const [name, value] of [
      ["timestamp", ts],
      ["code", code],
      ["latency", latency],
      ["bytes in", bytesIn],
    ] as const) {
      if (value === undefined || !INTEGER.test(value)) {
        return Either.left(
          new VegetaOutputInvalid({
            line: index + 1,
            detail: `${name} is ${value === undefined ? "missing" : JSON.stringify(value.slice(0, 40))}, not a whole number`,
          }),
        )
      }
    }
    rows.push({
      ts: BigInt(ts ?? "0"),
      code: Number(code),
      latencyNs: Number(latency),
      bytesIn: Number(bytesIn),
      error: error ?? "",
    })
  }
  // Timestamps are ~1.8e18 ns, past a double's exact integers: offsets from the first are not.
  let first = rows[0]?.ts ?? 0n
  for (const row of rows) if (row.ts < first) first = row.ts
  return Either.right(
    rows.map((r) => ({
      startNs: Number(r.ts - first),
      code: r.code,
      latencyNs: r.latencyNs,
      bytesIn: r.bytesIn,
      error: r.error,
    })),
  )
}

const isSuccess = (r: VegetaResult) => r.code >= 200 && r.code <= 299 && r.error === ""

/** Counts behind the metrics, for messages: successes, other responses, transport errors. */
export const vegetaCounts = (results: ReadonlyArray<VegetaResult>) => {
  const ok = results.filter(isSuccess).length
  const responses = results.filter((r) => r.code !== 0).length
  return { ok, notOk: responses - ok, transportErrors: results.length - responses }
}

/** What the target answered instead of success, most frequent first: `HTTP 500`, errors. */
export const vegetaAnswers = (
  results: ReadonlyArray<VegetaResult>,
): ReadonlyArray<readonly [string, number]> => {
  const counts = new Map<string, number>()
  for (const r of results) {
    if (isSuccess(r)) continue
    const what = r.code === 0 ? r.error || "no response" : `HTTP ${r.code}`
    counts.set(what, (counts.get(what) ?? 0) + 1)
  }
  return [...counts]
}

/** The ⌈q·n⌉-th smallest of sorted values (nearest rank). */
const nearestRank = (sorted: ReadonlyArray<number>, q: number): number =>
  sorted[Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length))) - 1] ?? Number.NaN

const NS_PER_MS = 1e6

/** `timeoutMs`: the request timeout vegeta ran with, at which a timed-out request counts. */
export const vegetaMetrics = (
  results: ReadonlyArray<VegetaResult>,
  timeoutMs?: number,
): MetricValues => {
  if (results.length === 0) return {}
  const { ok } = vegetaCounts(results)
  const responses = results.filter((r) => r.code !== 0)
  // Loops, not Math.min(...): a slice holds hundreds of thousands of results.
  let start = Number.POSITIVE_INFINITY
  let end = Number.NEGATIVE_INFINITY
  for (const r of results) {
    start = Math.min(start, r.startNs)
    end = Math.max(end, r.startNs + r.latencyNs)
  }
  const spanS = (end - start) / 1e9
  const values: Record<string, number> = {
    rps: spanS > 0 ? ok / spanS : 0,
    error_rate: (results.length - ok) / results.length,
  }
  if (responses.length > 0) {
    const latencies = responses.map((r) => r.latencyNs / NS_PER_MS).sort((a, b) => a - b)
    values.mean = latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length
    values.p50 = nearestRank(latencies, 0.5)
    values.p90 = nearestRank(latencies, 0.9)
    values.p95 = nearestRank(latencies, 0.95)
    values.p99 = nearestRank(latencies, 0.99)
    values["p99.9"] = nearestRank(latencies, 0.999)
    values.bytes_per_response = responses.reduce((sum, r) => sum + r.bytesIn, 0) / responses.length
  }
  const timedOut = results.filter((r) => r.code === 0 && isTimeout(r.error))
  if (timeoutMs !== undefined && timedOut.length > 0) {
    Object.assign(
      values,
      censoredFromSample(
        responses.map((r) => r.latencyNs / NS_PER_MS),
        timedOut.map((r) => r.latencyNs / NS_PER_MS),
        timeoutMs,
      ),
    )
  }
  return values as MetricValues
}
