import { describe, expect, test } from "bun:test"
import { join } from "node:path"
import { Either } from "effect"
import { metricInfo } from "../../../core/Metric.ts"
import { DEADLINE_ERROR, ohaCounts, ohaMetrics } from "../../../runners/oha/OhaMetrics.ts"
import { decodeOhaJson, type OhaReport } from "../../../runners/oha/OhaReport.ts"
import { isMetricName } from "../../../targets/Metrics.ts"

const fixtures = join(import.meta.dir, "../../fixtures/oha")

interface Fixture {
  readonly raw: {
    readonly summary: {
      readonly total: number
      readonly average: number | null
      readonly totalData: number
    }
    readonly latencyPercentiles: Record<string, number | null>
    readonly statusCodeDistribution: Record<string, number>
    readonly errorDistribution: Record<string, number>
  }
  readonly report: OhaReport
}

const load = async (name: string): Promise<Fixture> => {
  const text = await Bun.file(join(fixtures, name)).text()
  return { raw: JSON.parse(text), report: Either.getOrThrow(decodeOhaJson(text)) }
}

const status = (raw: Fixture["raw"], code: string): number => raw.statusCodeDistribution[code] ?? 0

describe("ohaMetrics on recorded oha 1.16 output", () => {
  test("normal run: every metric, in canonical units", async () => {
    const { raw, report } = await load("normal.json")
    const m = ohaMetrics(report)
    const ok = status(raw, "200")

    expect(Object.keys(m).sort()).toEqual(
      [
        "bytes_per_response",
        "error_rate",
        "mean",
        "p50",
        "p90",
        "p95",
        "p99",
        "p99.9",
        "rps",
      ].sort(),
    )
    for (const name of Object.keys(m)) expect(isMetricName(name)).toBe(true)

    expect(m.rps).toBeCloseTo(ok / raw.summary.total, 6)
    // oha writes seconds; the catalogue's unit for latency is ms.
    expect(metricInfo("p50").unit).toBe("ms")
    expect(m.mean).toBeCloseTo((raw.summary.average ?? Number.NaN) * 1000, 6)
    for (const p of ["p50", "p90", "p95", "p99", "p99.9"] as const) {
      expect(m[p]).toBeCloseTo((raw.latencyPercentiles[p] ?? Number.NaN) * 1000, 6)
    }
    expect(m.error_rate).toBe(0)
    // The server answers `{"id":42,"name":"Ada"}`: 22 bytes.
    expect(m.bytes_per_response).toBe(22)
    expect(m.bytes_per_response).toBe(raw.summary.totalData / ok)
  })

  test("latencies are rounded to whole nanoseconds, not float noise", async () => {
    const { report } = await load("normal.json")
    const m = ohaMetrics(report)
    for (const p of ["mean", "p50", "p90", "p95", "p99", "p99.9"] as const) {
      const value = m[p] ?? Number.NaN
      expect(Math.round(value * 1e6) / 1e6).toBe(value)
    }
  })

  test("non-2xx responses: counted as errors and left out of rps", async () => {
    const { raw, report } = await load("mixed-status.json")
    const m = ohaMetrics(report)
    const ok = status(raw, "200")
    const failed = status(raw, "404") + status(raw, "500")

    expect(failed).toBeGreaterThan(0)
    expect(m.error_rate).toBeCloseTo(failed / (ok + failed), 12)
    // The server fails every 4th request.
    expect(m.error_rate).toBeCloseTo(0.25, 3)
    expect(m.rps).toBeCloseTo(ok / raw.summary.total, 6)
    // oha's requestsPerSec counts the failures too; ours must be lower.
    expect(m.rps).toBeLessThan(report.summary.requestsPerSec)
    // Mean body over all responses (22, 8 and 4 bytes), exact rather than oha's integer division.
    expect(m.bytes_per_response).toBeCloseTo(raw.summary.totalData / (ok + failed), 12)
    expect(m.bytes_per_response).not.toBe(report.summary.sizePerRequest)
    expect(ohaCounts(report)).toEqual({
      ok,
      notOk: failed,
      transportErrors: 0,
      deadlineAborted: 0,
      timedOut: 0,
    })
  })

  test("requests the timeout cut off count at the timeout: the tail says the service hung", async () => {
    const { raw, report } = await load("timeouts.json")
    const timeoutMs = 100
    const answered = status(raw, "200")
    const timedOut = raw.errorDistribution.timeout ?? 0
    expect(timedOut).toBeGreaterThan(0)
    expect(ohaCounts(report).timedOut).toBe(timedOut)
    const share = answered / (answered + timedOut)
    const plain = ohaMetrics(report)
    const m = ohaMetrics(report, timeoutMs)
    // oha's own p99 is over the answered requests only: milliseconds, though 1 in 20 never came.
    expect(plain.p99).toBeLessThan(timeoutMs)
    expect(share).toBeLessThan(0.99)
    expect(m.p99).toBe(timeoutMs)
    expect(m["p99.9"]).toBe(timeoutMs)
    // Below the answered share, a quantile of the answered requests at the shifted rank.
    const p50 = (raw.latencyPercentiles.p50 ?? 0) * 1000
    const p75 = (raw.latencyPercentiles.p75 ?? 0) * 1000
    expect(m.p50).toBeGreaterThan(p50)
    expect(m.p50).toBeLessThan(p75)
    const mean =
      ((raw.summary.average ?? 0) * 1000 * answered + timeoutMs * timedOut) / (answered + timedOut)
    expect(m.mean).toBeCloseTo(mean, 5)
    // What the requests answered is the same either way.
    expect(m.error_rate).toBe(plain.error_rate as number)
    expect(m.rps).toBe(plain.rps as number)
  })

  test("without a timeout the figures are oha's own, and with none cut off the timeout changes nothing", async () => {
    const { report } = await load("normal.json")
    expect(ohaMetrics(report, 5000)).toEqual(ohaMetrics(report))
  })

  test("server down: error_rate 1, rps 0, no latency or size is invented", async () => {
    const { raw, report } = await load("refused.json")
    const m = ohaMetrics(report)
    const refused = Object.values(raw.errorDistribution).reduce((a, b) => a + b, 0)

    expect(refused).toBeGreaterThan(0)
    expect(ohaCounts(report).transportErrors).toBe(refused)
    expect(m).toEqual({ rps: 0, error_rate: 1 })
  })

  test("request-count run: 50 responses, all 2xx", async () => {
    const { raw, report } = await load("count.json")
    const m = ohaMetrics(report)
    expect(ohaCounts(report).ok).toBe(50)
    expect(m.rps).toBeCloseTo(50 / raw.summary.total, 6)
    expect(m.error_rate).toBe(0)
    expect(m.bytes_per_response).toBe(22)
    expect(m.p50).toBeCloseTo((raw.latencyPercentiles.p50 ?? Number.NaN) * 1000, 6)
  })

  test("requests cut off by the -z deadline (no -w) are neither successes nor errors", async () => {
    const { raw, report } = await load("deadline.json")
    const m = ohaMetrics(report)
    const counts = ohaCounts(report)

    expect(counts.deadlineAborted).toBe(raw.errorDistribution[DEADLINE_ERROR] ?? 0)
    expect(counts.deadlineAborted).toBeGreaterThan(0)
    expect(counts.transportErrors).toBe(0)
    expect(m.error_rate).toBe(0)
    // The server sleeps 80 ms: latencies land in ms as ~80, not 0.08.
    expect(m.p50).toBeGreaterThan(79)
    expect(m.p50).toBeLessThan(200)
  })
})

describe("ohaMetrics on edge cases", () => {
  test("only deadline aborts: nothing attempted counts, so nothing is reported", async () => {
    const { report } = await load("deadline.json")
    const allAborted: OhaReport = {
      ...report,
      summary: {
        ...report.summary,
        successRate: null,
        average: null,
        totalData: 0,
        sizePerRequest: null,
      },
      statusCodeDistribution: {},
      latencyPercentiles: {
        p10: null,
        p25: null,
        p50: null,
        p75: null,
        p90: null,
        p95: null,
        p99: null,
        "p99.9": null,
        "p99.99": null,
      },
    }
    const values = ohaMetrics(allAborted)
    expect(values).toEqual({})
  })

  test("transport errors and non-2xx together share one denominator", async () => {
    const { report } = await load("normal.json")
    const values = ohaMetrics({
      ...report,
      statusCodeDistribution: { "200": 6, "301": 1, "503": 1 },
      errorDistribution: {
        "Connection reset by peer (os error 104)": 2,
        "aborted due to deadline": 5,
      },
    })
    // (1 redirect + 1 unavailable + 2 resets) / (8 responses + 2 resets)
    expect(values.error_rate).toBe(0.4)
  })
})
