/**
 * The metric catalogue's status_rate family: one member per status a kind reports (grpc's
 * canonical codes), units, directions, messages.
 */
import { describe, expect, test } from "bun:test"
import { metricInfo } from "../../core/Metric.ts"
import { ghzRunner } from "../../runners/ghz/GhzRunner.ts"
import { ohaRunner } from "../../runners/oha/OhaRunner.ts"
import { GRPC_CODES } from "../../targets/grpc/GrpcStatus.ts"
import {
  describeMetrics,
  isMetricName,
  METRIC_NAMES,
  STATUS_RATE_METRICS,
  statusRateProblem,
} from "../../targets/Metrics.ts"

describe("status_rate:CODE", () => {
  test("one member per canonical code, after the other metrics, as fractions", () => {
    expect<ReadonlyArray<string>>(STATUS_RATE_METRICS).toEqual(
      GRPC_CODES.map((code) => `status_rate:${code}`),
    )
    expect<ReadonlyArray<string>>(METRIC_NAMES.slice(-GRPC_CODES.length)).toEqual([
      ...STATUS_RATE_METRICS,
    ])
    for (const name of STATUS_RATE_METRICS) {
      expect(isMetricName(name)).toBe(true)
      expect(metricInfo(name)).toMatchObject({ unit: "fraction", deterministic: false })
    }
  })

  test("lower is better, except for OK", () => {
    expect(metricInfo("status_rate:OK").better).toBe("higher")
    expect(metricInfo("status_rate:UNAVAILABLE").better).toBe("lower")
    expect(metricInfo("status_rate:DEADLINE_EXCEEDED").better).toBe("lower")
  })

  test("only ghz produces them; oha does not", () => {
    for (const name of STATUS_RATE_METRICS) {
      expect(ghzRunner.metrics).toContain(name)
      expect(ohaRunner.metrics).not.toContain(name)
    }
    expect(ghzRunner.metrics).toContain("bytes_per_response")
  })

  test("messages list the family as one item", () => {
    expect(describeMetrics(ghzRunner.metrics)).toBe(
      "rps, mean, p50, p90, p95, p99, p99.9, error_rate, bytes_per_response, status_rate:<CODE>",
    )
    expect(describeMetrics(["p50", "status_rate:OK"])).toBe("p50, status_rate:OK")
  })

  test("a misspelt or unknown code is named, with the canonical spelling when there is one", () => {
    expect(statusRateProblem("status_rate:UNAVAILABLE")).toBeUndefined()
    expect(statusRateProblem("p50")).toBeUndefined()
    expect(statusRateProblem("status_rate:DeadlineExceeded")).toEndWith(
      "; write status_rate:DEADLINE_EXCEEDED",
    )
    expect(statusRateProblem("status_rate:Canceled")).toEndWith("; write status_rate:CANCELLED")
    expect(statusRateProblem("status_rate:14")).toStartWith(
      '"14" is not a canonical gRPC status code (OK, CANCELLED,',
    )
  })

  test("a status no kind reports is no metric; the family's direction does not depend on one", () => {
    expect(isMetricName("status_rate:TEAPOT")).toBe(false)
    expect(statusRateProblem("status_rate:TEAPOT")).toStartWith(
      '"TEAPOT" is not a canonical gRPC status code',
    )
    // What a member is comes from the family, so a store's old member still reads.
    expect(metricInfo("status_rate:TEAPOT")).toMatchObject({ unit: "fraction", better: "lower" })
  })
})
