import { describe, expect, test } from "bun:test"
import Ajv from "ajv"
import { bmf, MAX_MEASURE, renderBmf } from "../../report/Bmf.ts"
import {
  absolute,
  outcome,
  overhead,
  result,
  sampleResult,
  target,
  verdict,
} from "../support/build.ts"

/**
 * Bencher Metric Format as bencher.dev/docs/reference/bencher-metric-format publishes it: an
 * object of benchmarks, each an object of measures, each with a numeric `value` and optional
 * numeric `lower_value` and `upper_value`; benchmark names up to 1024 characters, measure
 * names up to 64.
 */
const BMF_SCHEMA = {
  type: "object",
  propertyNames: { minLength: 1, maxLength: 1024 },
  additionalProperties: {
    type: "object",
    propertyNames: { minLength: 1, maxLength: 64 },
    additionalProperties: {
      type: "object",
      properties: {
        value: { type: "number" },
        lower_value: { type: "number" },
        upper_value: { type: "number" },
      },
      required: ["value"],
      additionalProperties: false,
    },
  },
}

const validate = new Ajv({ allErrors: true }).compile(BMF_SCHEMA)

describe("--bmf", () => {
  test("validates against the published format", () => {
    const doc = JSON.parse(renderBmf(sampleResult()))
    expect(validate(doc)).toBe(true)
    // The schema does refuse a measure without a value.
    expect(validate({ b: { m: { lower_value: 1 } } })).toBe(false)
  })

  test("a benchmark per target; estimates, overheads and changes as measures", () => {
    const doc = bmf(sampleResult())
    const names = Object.keys(doc)
    const targets = sampleResult().outcomes.flatMap((o) =>
      o.targets.map((t) => `${o.spec}/${o.scenario}/${t.target}`),
    )
    expect(names).toEqual(targets)
    for (const o of sampleResult().outcomes) {
      for (const t of o.targets) {
        const measures = doc[`${o.spec}/${o.scenario}/${t.target}`] ?? {}
        for (const [metric, value] of Object.entries(t.estimates)) {
          if (Number.isFinite(value)) expect(measures[metric]?.value).toBe(value as number)
        }
        for (const [metric, value] of Object.entries(t.overhead)) {
          if (Number.isFinite(value))
            expect(measures[`${metric}-overhead`]?.value).toBe(value as number)
        }
      }
    }
  })

  test("a judged number carries its threshold's interval", () => {
    const judged = result([
      outcome({
        scenario: "get user",
        baseline: "direct",
        targets: [
          target("direct", { p50: 1, rps: 900 }),
          target("layered", { p50: 2.5, rps: Number.NaN }, { overhead: { p50: 2.5 } }),
        ],
        verdicts: [
          {
            ...verdict(overhead("layered", "p50", 3), "pass", "ok", 2.5),
            interval: { lower: 2.4, upper: 2.6, level: 0.95, method: "t-mean" },
          },
          {
            ...verdict(absolute("direct", "p50", 2, "direct p50 <= 2ms"), "pass", "ok", 1),
            interval: { lower: 0.9, upper: 1.1, level: 0.95, method: "t-mean" },
          },
        ],
      }),
    ])
    const doc = bmf(judged)
    expect(doc["users/get user/layered"]?.["p50-overhead"]).toEqual({
      value: 2.5,
      lower_value: 2.4,
      upper_value: 2.6,
    })
    expect(doc["users/get user/direct"]?.p50).toEqual({
      value: 1,
      lower_value: 0.9,
      upper_value: 1.1,
    })
    expect(doc["users/get user/direct"]?.rps).toEqual({ value: 900 })
    // A value that is not a number is left out, never written as null.
    expect(doc["users/get user/layered"]?.rps).toBeUndefined()
    expect(validate(JSON.parse(renderBmf(judged)))).toBe(true)
    expect(MAX_MEASURE).toBe(64)
  })

  test("an additive overhead's interval (ms) never lands on the ratio measure", () => {
    const written = result([
      outcome({
        scenario: "get user",
        baseline: "direct",
        targets: [
          target("direct", { p50: 1 }),
          target("layered", { p50: 1.2 }, { overhead: { p50: 1.2 } }),
        ],
        verdicts: [
          {
            ...verdict(
              {
                kind: "overhead",
                target: "layered",
                metric: "p50",
                comparator: "<=",
                form: "additive",
                limit: 0.5,
                text: "layered p50 <= +0.5ms",
              },
              "pass",
              "ok",
              0.2,
            ),
            interval: { lower: 0.15, upper: 0.25, level: 0.95, method: "crossover-t" },
          },
        ],
      }),
    ])
    expect(bmf(written)["users/get user/layered"]?.["p50-overhead"]).toEqual({ value: 1.2 })
  })
})

describe("--bmf of an overhead regression", () => {
  test("the base's overhead and its growth beside the head's, the growth with its interval", () => {
    const doc = bmf(
      result([
        outcome({
          scenario: "get user",
          baseline: "direct",
          targets: [
            target("direct", { cpu_per_request: 0.1 }),
            target("layered", { cpu_per_request: 0.22 }, { overhead: { cpu_per_request: 2.2 } }),
          ],
          verdicts: [
            {
              threshold: {
                kind: "overhead-regression",
                text: "layered cpu_per_request overhead regression <= 5% vs direct",
                target: "layered",
                metric: "cpu_per_request",
                form: "ratio",
                tolerance: 0.05,
              },
              status: "fail",
              measured: 0.1,
              interval: { lower: 0.07, upper: 0.13, level: 0.95, method: "t-mean" },
              rounds: 12,
              reason: {
                kind: "interval",
                outcome: "fail",
                label: "layered cpu_per_request overhead",
                scale: { kind: "change" },
                bounds: { estimate: 0.1, lower: 0.07, upper: 0.13 },
                limit: { comparator: "<=", value: 0.05 },
                minEffect: 0.01,
                overheads: { head: 2.2, base: 2, form: "ratio", metric: "cpu_per_request" },
              },
            },
          ],
        }),
      ]),
    )
    const layered = doc["users/get user/layered"] ?? {}
    expect(layered["cpu_per_request-overhead"]?.value).toBe(2.2)
    expect(layered["cpu_per_request-overhead-base"]?.value).toBe(2)
    expect(layered["cpu_per_request-overhead-change"]).toEqual({
      value: 0.1,
      lower_value: 0.07,
      upper_value: 0.13,
    })
    expect(validate(doc)).toBe(true)
  })
})
