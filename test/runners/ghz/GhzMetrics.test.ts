import { describe, expect, test } from "bun:test"
import { join } from "node:path"
import { Either } from "effect"
import { metricInfo, statusRateMetric } from "../../../core/Metric.ts"
import { ghzMetrics, ghzStatusCounts } from "../../../runners/ghz/GhzMetrics.ts"
import { decodeGhzJson, type GhzReport } from "../../../runners/ghz/GhzReport.ts"
import { GRPC_CODES, type GrpcCode } from "../../../targets/grpc/GrpcStatus.ts"
import { isMetricName, STATUS_RATE_METRICS } from "../../../targets/Metrics.ts"

/** Every status_rate member: `rates` where given, else 0. */
const statusRates = (rates: Partial<Record<GrpcCode, number>>) =>
  Object.fromEntries(GRPC_CODES.map((code) => [statusRateMetric(code), rates[code] ?? 0]))

const fixtures = join(import.meta.dir, "../../fixtures/ghz")

const load = async (name: string): Promise<GhzReport> =>
  Either.getOrThrow(decodeGhzJson(await Bun.file(join(fixtures, name)).text()))

const percentile = (report: GhzReport, p: number): number =>
  report.latencyDistribution?.find((entry) => entry.percentage === p)?.latency ?? Number.NaN

const okLatencies = (report: GhzReport): Array<number> =>
  report.details
    .filter((call) => call.error === "")
    .map((call) => call.latency)
    .sort((a, b) => a - b)

describe("ghzMetrics on recorded ghz 0.121 output", () => {
  test("normal run: every latency and rate metric, in the units HTTP uses", async () => {
    const report = await load("normal.json")
    const m = ghzMetrics(report)
    expect(Object.keys(m).sort()).toEqual(
      [
        "error_rate",
        "mean",
        "p50",
        "p90",
        "p95",
        "p99",
        "p99.9",
        "rps",
        ...STATUS_RATE_METRICS,
      ].sort(),
    )
    // Every status has its rate, 0 where no call ended with it: OK all of them.
    expect(m["status_rate:OK"]).toBe(1)
    expect(m["status_rate:UNAVAILABLE"]).toBe(0)
    for (const name of Object.keys(m)) expect(isMetricName(name)).toBe(true)

    // ns → ms, the catalogue's latency unit.
    expect(metricInfo("p50").unit).toBe("ms")
    for (const p of [50, 90, 95, 99] as const) {
      expect(m[`p${p}`]).toBe(percentile(report, p) / 1e6)
    }
    // rps is OK calls over the run's wall clock in seconds.
    expect(m.rps).toBeCloseTo(report.count / (report.total / 1e9), 9)
    expect(m.error_rate).toBe(0)
    // With no failure, our mean over OK calls is ghz's average (which includes failures), to
    // ghz's nanosecond truncation.
    expect(Math.abs((m.mean ?? 0) * 1e6 - report.average)).toBeLessThan(1)
  })

  test("p99.9 and mean come from details by the nearest rank, p99 <= p99.9 <= slowest", async () => {
    const report = await load("normal.json")
    const m = ghzMetrics(report)
    const sorted = okLatencies(report)
    const rank = Math.ceil((999 * sorted.length) / 1000)
    expect(m["p99.9"]).toBe((sorted[rank - 1] ?? Number.NaN) / 1e6)
    expect(m.p99).toBeLessThanOrEqual(m["p99.9"] ?? Number.NaN)
    expect(m["p99.9"]).toBeLessThanOrEqual(report.slowest / 1e6)
    // The nearest rank agrees with ghz's own percentiles where ghz has them.
    for (const p of [50, 90, 95, 99]) {
      const mine = sorted[Math.ceil((p * 10 * sorted.length) / 1000) - 1]
      const ghz = percentile(report, p)
      // ghz converts through float seconds and back: within a nanosecond, or one rank apart
      // where its float rank lands on an integer (see GhzMetrics.ts).
      const neighbours = [
        Math.ceil((p * 10 * sorted.length) / 1000) - 1,
        Math.ceil((p * 10 * sorted.length) / 1000),
      ]
      expect(
        Math.abs((mine ?? 0) - ghz) <= 1 ||
          neighbours.some((i) => Math.abs((sorted[i] ?? Number.NaN) - ghz) <= 1),
      ).toBe(true)
    }
  })

  test("failed calls: rps counts OK only, error_rate is non-OK over all, latency over OK only", async () => {
    const report = await load("status-mix.json")
    const m = ghzMetrics(report)
    const ok = report.statusCodeDistribution.OK ?? 0
    const failed = report.statusCodeDistribution.InvalidArgument ?? 0
    expect(failed).toBeGreaterThan(0)
    expect(m.rps).toBeCloseTo(ok / (report.total / 1e9), 9)
    expect(m.error_rate).toBe(failed / report.count)
    const sorted = okLatencies(report)
    expect(sorted.length).toBe(ok)
    expect(m.mean).toBeCloseTo(sorted.reduce((a, b) => a + b, 0) / ok / 1e6, 9)
  })

  test("server down: rps 0 and error_rate 1, measured; no latency at all", async () => {
    const m = ghzMetrics(await load("refused.json"))
    expect(m).toEqual({ rps: 0, error_rate: 1, ...statusRates({ UNAVAILABLE: 1 }) })
  })

  test("count mode: a fixed number of calls, all OK", async () => {
    const report = await load("count.json")
    expect(report.count).toBe(50)
    const m = ghzMetrics(report)
    expect(m.error_rate).toBe(0)
    expect(m.rps).toBeCloseTo(50 / (report.total / 1e9), 9)
  })

  test("ghz's default duration stop counts in-flight calls as Unavailable; we pass wait", async () => {
    const report = await load("close-at-deadline.json")
    const errors = Object.keys(report.errorDistribution)
    expect(errors.length).toBeGreaterThan(0)
    for (const error of errors) expect(error).toContain("use of closed network connection")
    expect(ghzMetrics(report).error_rate).toBeGreaterThan(0)
  })

  test("p99.9 is the nearest rank, ⌈0.999·n⌉ of the OK calls, exact in integers", () => {
    const okCalls = (latencies: ReadonlyArray<number>): GhzReport => ({
      count: latencies.length,
      total: 1e9,
      average: 0,
      fastest: 0,
      slowest: 0,
      rps: 0,
      errorDistribution: {},
      statusCodeDistribution: { OK: latencies.length },
      latencyDistribution: null,
      details: latencies.map((latency) => ({ latency, status: "OK", error: "" })),
    })
    const thousand = Array.from({ length: 1000 }, (_, i) => 1000 - i)
    expect(ghzMetrics(okCalls(thousand))["p99.9"]).toBe(999 / 1e6)
    expect(ghzMetrics(okCalls([7]))["p99.9"]).toBe(7 / 1e6)
  })

  test("no call at all: no metric", () => {
    const empty: GhzReport = {
      count: 0,
      total: 1000,
      average: 0,
      fastest: 0,
      slowest: 0,
      rps: 0,
      errorDistribution: {},
      statusCodeDistribution: {},
      latencyDistribution: null,
      details: [],
    }
    expect(ghzMetrics(empty)).toEqual({})
  })
})

describe("status counts (the basis of status_rate:CODE)", () => {
  test("canonical names, counts and rates", async () => {
    const report = await load("status-mix.json")
    const counts = ghzStatusCounts(report)
    expect(counts.calls).toBe(report.count)
    expect(counts.byCode).toEqual({
      OK: report.statusCodeDistribution.OK ?? 0,
      INVALID_ARGUMENT: report.statusCodeDistribution.InvalidArgument ?? 0,
    })
    expect(counts.unrecognised).toEqual({})
    const m = ghzMetrics(report)
    expect(m["status_rate:INVALID_ARGUMENT"]).toBe(
      (report.statusCodeDistribution.InvalidArgument ?? 0) / report.count,
    )
    // A code that did not occur is a measured 0, not missing data.
    expect(m["status_rate:UNAVAILABLE"]).toBe(0)
  })

  test("server down: every call UNAVAILABLE", async () => {
    const report = await load("refused.json")
    expect(ghzStatusCounts(report).byCode).toEqual({ UNAVAILABLE: report.count })
    expect(ghzMetrics(report)["status_rate:UNAVAILABLE"]).toBe(1)
  })

  test("Go names map to canonical ones, unknown keys are kept apart", () => {
    const report = {
      statusCodeDistribution: { OK: 5, Canceled: 1, DeadlineExceeded: 2, "Code(42)": 1 },
    } as unknown as GhzReport
    const counts = ghzStatusCounts(report)
    expect(counts).toEqual({
      calls: 9,
      byCode: { OK: 5, CANCELLED: 1, DEADLINE_EXCEEDED: 2 },
      unrecognised: { "Code(42)": 1 },
    })
  })
})

describe("calls the timeout cut off", () => {
  /**
   * normal.json with every 20th call turned into one ghz reports for a call its timeout cut
   * off: status DeadlineExceeded, the context's error, a latency at the timeout.
   */
  const withTimeouts = (report: GhzReport, timeoutMs: number): GhzReport => {
    const details = report.details.map((call, i) =>
      i % 20 === 19
        ? {
            ...call,
            status: "DeadlineExceeded",
            error: "rpc error: code = DeadlineExceeded desc = context deadline exceeded",
            latency: timeoutMs * 1e6 + 1000,
          }
        : call,
    )
    const ok = details.filter((c) => c.error === "").length
    return {
      ...report,
      details,
      statusCodeDistribution: { OK: ok, DeadlineExceeded: details.length - ok },
    }
  }

  test("count at the timeout: a tail limit sees the calls that never answered", async () => {
    const report = withTimeouts(await load("normal.json"), 1000)
    const plain = ghzMetrics(report)
    const m = ghzMetrics(report, 1000)
    expect(plain.p99).toBeLessThan(1000)
    expect(m.p99).toBeGreaterThanOrEqual(1000)
    expect(m["p99.9"]).toBeGreaterThanOrEqual(1000)
    // The median is still an answered call's, a rank later than among the answered alone.
    expect(m.p50).toBeLessThan(1000)
    const all = report.details.map((c) => c.latency / 1e6)
    expect(m.mean).toBeCloseTo(all.reduce((a, b) => a + b, 0) / all.length, 9)
    expect(m.error_rate).toBeCloseTo(plain.error_rate ?? 0, 12)
  })

  test("with none cut off, the timeout changes nothing", async () => {
    const report = await load("normal.json")
    expect(ghzMetrics(report, 1000)).toEqual(ghzMetrics(report))
  })
})
