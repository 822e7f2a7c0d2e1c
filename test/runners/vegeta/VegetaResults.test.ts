/** vegeta's per-request CSV → metrics, on outputs recorded from the real vegeta (fixtures). */
import { describe, expect, test } from "bun:test"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { Either } from "effect"
import {
  parseVegetaCsv,
  vegetaAnswers,
  vegetaCounts,
  vegetaMetrics,
} from "../../../runners/vegeta/VegetaResults.ts"

const fixture = (name: string) =>
  readFileSync(join(import.meta.dir, "../../fixtures/vegeta", name), "utf8")

const parsed = (name: string) => Either.getOrThrow(parseVegetaCsv(fixture(name)))

/** Columns of the raw file, to derive expectations independently of the parser. */
const rawRows = (name: string) =>
  fixture(name)
    .trim()
    .split("\n")
    .map((line) => line.split(","))

describe("vegeta results", () => {
  test("a normal run: every request 200, sizes and percentiles from every result", () => {
    const results = parsed("normal.csv")
    const rows = rawRows("normal.csv")
    expect(results.length).toBe(rows.length)
    const values = vegetaMetrics(results)
    expect(values.error_rate).toBe(0)
    expect(values.bytes_per_response).toBe(22)
    const latencies = rows.map((r) => Number(r[2]) / 1e6).sort((a, b) => a - b)
    // Nearest rank: the ⌈q·n⌉-th smallest.
    expect(values.p50).toBe(latencies[Math.ceil(0.5 * latencies.length) - 1])
    expect(values["p99.9"]).toBe(latencies[latencies.length - 1])
    expect(values.mean).toBeCloseTo(latencies.reduce((a, b) => a + b) / latencies.length, 9)
    const p = [values.p50, values.p90, values.p95, values.p99, values["p99.9"]] as number[]
    expect([...p].sort((a, b) => a - b)).toEqual(p)
    // 100/s for 300 ms: about 30 successes over a span of about 0.3 s.
    expect(values.rps).toBeGreaterThan(50)
    expect(values.rps).toBeLessThan(200)
  })

  test("non-2xx responses are errors; their latencies still count", () => {
    const results = parsed("mixed-status.csv")
    const rows = rawRows("mixed-status.csv")
    const failed = rows.filter((r) => r[1] !== "200").length
    expect(failed).toBeGreaterThan(0)
    expect(vegetaCounts(results)).toEqual({
      ok: rows.length - failed,
      notOk: failed,
      transportErrors: 0,
    })
    expect(vegetaMetrics(results).error_rate).toBeCloseTo(failed / rows.length, 12)
    const answers = new Map(vegetaAnswers(results))
    expect(answers.get("HTTP 404")).toBe(rows.filter((r) => r[1] === "404").length)
    expect(answers.get("HTTP 500")).toBe(rows.filter((r) => r[1] === "500").length)
  })

  test("transport errors: quoted error text with commas, no latency percentiles", () => {
    const results = parsed("refused.csv")
    expect(results.length).toBeGreaterThan(0)
    expect(results.every((r) => r.code === 0)).toBe(true)
    expect(results[0]?.error).toContain('Get "http://127.0.0.1:')
    expect(results[0]?.error).toContain("connection refused")
    const values = vegetaMetrics(results)
    expect(values.error_rate).toBe(1)
    expect(values.rps).toBe(0)
    expect(values.p50).toBeUndefined()
    expect(vegetaCounts(results).transportErrors).toBe(results.length)
  })

  test("requests the timeout cut off count at the timeout, in the tail and the mean", () => {
    const results = parsed("timeouts.csv")
    const timeoutMs = 200
    const timedOut = results.filter((r) => r.code === 0)
    expect(timedOut.length).toBeGreaterThan(0)
    const plain = vegetaMetrics(results)
    const m = vegetaMetrics(results, timeoutMs)
    // Left out, the hung requests would leave a tail of milliseconds.
    expect(plain.p99).toBeLessThan(timeoutMs)
    expect(m.p99).toBeGreaterThanOrEqual(timeoutMs)
    const all = results.map((r) => Math.max(r.latencyNs / 1e6, r.code === 0 ? timeoutMs : 0))
    expect(m.mean).toBeCloseTo(all.reduce((a, b) => a + b, 0) / all.length, 9)
    expect(m.error_rate).toBe(plain.error_rate as number)
    // Refused connections are no timeouts: their latency is still left out.
    expect(vegetaMetrics(parsed("refused.csv"), 5000).p50).toBeUndefined()
  })

  test("timestamps keep nanosecond offsets past a double's exact integers", () => {
    const csv =
      "1795527446557111979,200,1000000,0,1,,,,0,GET,u,\n1795527446557111980,200,1000000,0,1,,,,1,GET,u,\n"
    const results = Either.getOrThrow(parseVegetaCsv(csv))
    expect(results.map((r) => r.startNs)).toEqual([0, 1])
  })

  test("an unreadable line names its line and field", () => {
    const result = parseVegetaCsv("1,200,5,0,1,,\nnot,a,result\n")
    expect(Either.isLeft(result) && result.left).toMatchObject({
      _tag: "VegetaOutputInvalid",
      message: `vegeta's results, line 2: timestamp is "not", not a whole number`,
    })
  })

  test("no results: no metrics", () => {
    expect(vegetaMetrics([])).toEqual({})
  })
})
