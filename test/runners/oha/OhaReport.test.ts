import { describe, expect, test } from "bun:test"
import { join } from "node:path"
import { Either } from "effect"
import type { DataInvalid } from "../../../core/OutsideData.ts"
import { decodeOhaJson, type OhaReport } from "../../../runners/oha/OhaReport.ts"

const fixtures = join(import.meta.dir, "../../fixtures/oha")
const text = (name: string): Promise<string> => Bun.file(join(fixtures, name)).text()

const decoded = async (name: string): Promise<OhaReport> =>
  Either.getOrThrow(decodeOhaJson(await text(name)))

/** A document edited after JSON.parse, decoded as oha's output. */
const reencoded = (document: unknown) => decodeOhaJson(JSON.stringify(document))

const failure = (result: Either.Either<OhaReport, DataInvalid>): DataInvalid => {
  if (Either.isRight(result)) throw new Error("expected the decode to fail")
  return result.left
}

describe("decodeOhaJson on recorded oha 1.16 output", () => {
  for (const name of [
    "normal.json",
    "mixed-status.json",
    "refused.json",
    "count.json",
    "deadline.json",
  ]) {
    test(`${name} decodes, and keeps oha's numbers as they are (seconds)`, async () => {
      const raw = JSON.parse(await text(name))
      const report = await decoded(name)
      expect(report.summary).toEqual(raw.summary)
      expect(report.latencyPercentiles).toEqual(raw.latencyPercentiles)
      expect(report.statusCodeDistribution).toEqual(raw.statusCodeDistribution)
      expect(report.errorDistribution).toEqual(raw.errorDistribution)
    })
  }

  test("extra blocks (metrics, histograms, details) are dropped, not rejected", async () => {
    const report = await decoded("normal.json")
    expect(Object.keys(report).sort()).toEqual([
      "errorDistribution",
      "latencyPercentiles",
      "rps",
      "statusCodeDistribution",
      "summary",
    ])
  })

  test("server down: oha writes null for every latency and for sizePerRequest", async () => {
    const report = await decoded("refused.json")
    expect(report.summary.average).toBeNull()
    expect(report.summary.sizePerRequest).toBeNull()
    expect(report.latencyPercentiles.p50).toBeNull()
    expect(report.rps.mean).toBeNull()
    expect(report.statusCodeDistribution).toEqual({})
  })

  test("a 4xx/5xx response is an oha 'success': successRate stays 1 with non-2xx", async () => {
    const report = await decoded("mixed-status.json")
    expect(report.summary.successRate).toBe(1)
    expect(Object.keys(report.statusCodeDistribution).sort()).toEqual(["200", "404", "500"])
  })

  test("successRate is null when every attempt hit the deadline (0/0)", async () => {
    const raw = JSON.parse(await text("deadline.json"))
    const allAborted = {
      ...raw,
      summary: { ...raw.summary, successRate: null },
      statusCodeDistribution: {},
    }
    const report = Either.getOrThrow(reencoded(allAborted))
    expect(report.summary.successRate).toBeNull()
  })
})

describe("decode errors name the bad field", () => {
  test("a wrong type deep in the document", async () => {
    const raw = JSON.parse(await text("normal.json"))
    raw.summary.total = "0.3s"
    const error = failure(reencoded(raw))
    expect(error._tag).toBe("DataInvalid")
    expect(error.field).toBe("summary.total")
    expect(error.message).toContain("summary.total")
  })

  test("a missing percentile, with a key that has a dot in it", async () => {
    const raw = JSON.parse(await text("normal.json"))
    delete raw.latencyPercentiles["p99.9"]
    const error = failure(reencoded(raw))
    expect(error.field).toBe("latencyPercentiles.p99.9")
    expect(error.message).toContain("latencyPercentiles.p99.9")
  })

  test("a fractional status count", async () => {
    const raw = JSON.parse(await text("normal.json"))
    raw.statusCodeDistribution["200"] = 1.5
    const error = failure(reencoded(raw))
    expect(error.field).toBe("statusCodeDistribution.200")
  })

  test("a missing block", async () => {
    const raw = JSON.parse(await text("normal.json"))
    delete raw.errorDistribution
    expect(failure(reencoded(raw)).field).toBe("errorDistribution")
  })

  test("text output instead of JSON (someone dropped --output-format json)", () => {
    const error = failure(decodeOhaJson("Summary:\n  Success rate:\t100.00%\n"))
    expect(error._tag).toBe("DataInvalid")
    expect(error.field).toBe("")
    expect(error.message).toContain("not JSON")
    expect(error.message).toContain("Success rate")
  })

  test("JSON that is not an object", () => {
    const error = failure(decodeOhaJson("[]"))
    expect(error.field).toBe("")
    expect(error.message).toBe("the document: expected an object, got []")
  })
})
