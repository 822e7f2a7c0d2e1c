import { describe, expect, test } from "bun:test"
import { join } from "node:path"
import { Either } from "effect"
import { decodeGhzJson } from "../../../runners/ghz/GhzReport.ts"

const fixtures = join(import.meta.dir, "../../fixtures/ghz")
const text = (name: string) => Bun.file(join(fixtures, name)).text()
const decode = async (name: string) => Either.getOrThrow(decodeGhzJson(await text(name)))
/** The decode's failure for a document edited after JSON.parse. */
const failure = (document: unknown) =>
  Either.getOrThrow(Either.flip(decodeGhzJson(JSON.stringify(document))))

describe("decodeGhzJson on recorded ghz 0.121 output", () => {
  test.each([
    "normal.json",
    "status-mix.json",
    "refused.json",
    "count.json",
    "close-at-deadline.json",
  ])("%s decodes; every call is in details", async (name) => {
    const report = await decode(name)
    expect(report.details.length).toBe(report.count)
    const statuses = Object.values(report.statusCodeDistribution).reduce((a, b) => a + b, 0)
    expect(statuses).toBe(report.count)
  })

  test("durations are integer nanoseconds", async () => {
    const report = await decode("normal.json")
    for (const nanos of [report.total, report.average, report.fastest, report.slowest]) {
      expect(Number.isInteger(nanos)).toBe(true)
    }
    // 300 ms of load: the run's wall clock is 0.3 s and a bit, i.e. ~3e8 ns.
    expect(report.total).toBeGreaterThan(300e6)
    expect(report.total).toBeLessThan(2e9)
    for (const call of report.details) expect(Number.isInteger(call.latency)).toBe(true)
  })

  test("server down: no successful call, so no latency distribution", async () => {
    const report = await decode("refused.json")
    expect(report.latencyDistribution).toBeNull()
    expect(report.statusCodeDistribution).toEqual({ Unavailable: report.count })
    expect(report.fastest).toBe(0)
  })

  test("a count run ends normally, a duration run by timeout", async () => {
    expect((await decode("count.json")).endReason).toBe("normal")
    expect((await decode("normal.json")).endReason).toBe("timeout")
  })

  test("not JSON → DataInvalid for the document", async () => {
    const result = decodeGhzJson("Summary:\n  Count: 5")
    expect(Either.isLeft(result)).toBe(true)
    if (Either.isLeft(result)) {
      expect(result.left._tag).toBe("DataInvalid")
      expect(result.left.field).toBe("")
      expect(result.left.message).toContain("not JSON")
    }
  })

  test("a wrong field is named by its path", async () => {
    const raw = JSON.parse(await text("normal.json"))
    expect((await failure({ ...raw, total: 0.3 })).field).toBe("total")
  })

  test("a bad details entry is named by its index", async () => {
    const raw = JSON.parse(await text("count.json"))
    raw.details[3] = { latency: "fast", status: "OK", error: "" }
    const invalid = await failure(raw)
    expect(invalid.field).toBe("details[3]")
    expect(invalid.message).toBe(
      'details[3]: expected {latency: integer ns, status: string, error: string}, got {"latency":"fast","status":"OK","error":""}',
    )
  })

  test("decoding a large report is quick (details are checked by hand, not per field)", async () => {
    const raw = JSON.parse(await text("normal.json"))
    const one = raw.details[0]
    const big = JSON.stringify({ ...raw, details: Array.from({ length: 200_000 }, () => one) })
    const started = performance.now()
    Either.getOrThrow(decodeGhzJson(big))
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
