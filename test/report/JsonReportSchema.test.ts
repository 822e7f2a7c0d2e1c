/**
 * The JSON report's schema (report/json/JsonReport.ts) describes exactly what report/Json.ts
 * writes: every report decodes, and encodes back to the very file — a field written that the
 * schema lacks is dropped by the decode, a field the schema has and the writer forgets is added
 * by the encode, so either fails here. And a wrong field anywhere is refused by its path.
 */
import { describe, expect, test } from "bun:test"
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { Either, Schema } from "effect"
import type { CheckResult, ThresholdVerdict } from "../../gate/Result.ts"
import { renderJson } from "../../report/Json.ts"
import { decodeJsonReport, JsonReport } from "../../report/json/JsonReport.ts"
import { readJsonReport } from "../../report/ReadJson.ts"
import {
  docExampleResult,
  everyChartResult,
  outcome,
  profiledResult,
  regression,
  result,
  run,
  sampleResult,
  target,
  verdict,
} from "../support/build.ts"
import { replicaResult, replicaRun } from "../support/replicaFixtures.ts"

/** Every field the report can hold, filled: each optional part of the gate's result set once. */
const everyField = (): CheckResult => {
  const accepted = {
    ...verdict(regression("layered", "p50", 0.05), "pass", "accepted", 0.08),
    interval: { lower: 0.02, upper: Number.POSITIVE_INFINITY, level: 0.95, method: "welch" },
    rounds: 12,
    accepted: { by: "alice", level: 0.08, from: { runId: 4, commit: "a".repeat(40) } },
  }
  // An overhead regression judged on busy rounds and confirmed on fresh launches: every note.
  const bounds = { estimate: 0.06, lower: 0.02, upper: 0.1, level: 0.95, n: 12 }
  const growth: ThresholdVerdict = {
    threshold: {
      kind: "overhead-regression",
      target: "layered",
      metric: "p50",
      form: "ratio",
      tolerance: 0.05,
      text: "layered p50 overheadRegression <= 5%",
      line: 9,
    },
    status: "inconclusive",
    measured: 0.06,
    reason: {
      kind: "interval",
      outcome: "straddles",
      label: "layered p50 overhead",
      scale: { kind: "change" },
      bounds,
      limit: { comparator: "<=", value: 0.05 },
      regression: { better: "lower", tolerance: 0.05 },
      minEffect: 0.01,
      against: "layered@base",
      undecided: { resolved: 0.04, busy: true },
      busy: {
        limit: 0.15,
        rounds: 12,
        disturbed: 12,
        median: 0.3,
        highest: 0.5,
        judged: "all",
        allowance: { comparison: "paths", share: 0.3, kind: "shift", by: 0.02 },
        judgedBounds: { lower: 0, upper: 0.12 },
      },
      confirmation: { status: "fail", bounds, rounds: 6 },
      overheads: { head: 2.5, base: 2.36, form: "ratio", metric: "p50" },
    },
  }
  const measured = result(
    [
      outcome({
        scenario: "get user",
        baseline: "direct",
        adaptive: { level: 0.975, looks: 2, stopped: "decided" },
        disturbance: {
          limit: 0.15,
          rounds: 12,
          disturbed: 2,
          median: 0.03,
          highest: 0.4,
          judged: "clean",
        },
        warming: [{ target: "layered", firstRound: 2.31 }],
        targets: [
          target("direct", { rps: 9000, p50: 1 }),
          target("layered", { rps: Number.NaN, p50: 2.4 }, { overhead: { p50: 2.4 } }),
        ],
        verdicts: [accepted, growth],
      }),
    ],
    run({ id: 7 }),
  )
  const runs = [
    {
      ...replicaRun({ speed: 1, noiseAt: 0, rounds: 4, roundsPerFork: 2, base: 1.1 }),
      launched: ["direct", "layered"],
      confirmation: { fromRound: 3 },
    },
  ]
  return {
    ...measured,
    loadMs: 1234.5,
    shard: { index: 1, count: 2, specs: "fp", scenarios: ["users/get user"], runs },
  }
}

const REPORTS: ReadonlyArray<readonly [string, CheckResult]> = [
  ["the sample", sampleResult()],
  ["the documented example", docExampleResult()],
  ["an overhead history with a level shift", everyChartResult().result],
  ["a profile with unbounded interval ends", profiledResult()],
  [
    "a replica, its verdicts' reasons as the gate decided them",
    replicaResult(2, [replicaRun({ speed: 1, noiseAt: 0, rounds: 6, roundsPerFork: 3 })]),
  ],
  ["every optional field set", everyField()],
]

describe("the schema describes exactly what is written", () => {
  test.each(REPORTS)("%s: decodes, and encodes back to the file", (_name, written) => {
    const text = renderJson(written)
    const read = Either.getOrThrow(decodeJsonReport(text))
    expect(Schema.encodeSync(JsonReport)(read)).toEqual(JSON.parse(text))
  })

  test("every optional field set: read back into a check, it renders the same report", () => {
    const text = renderJson(everyField())
    expect(renderJson(Either.getOrThrow(readJsonReport(text)))).toBe(text)
  })

  test.each([
    "benchmarks/results/2026-11-25/specs-quiet.json",
    "benchmarks/results/2026-11-25/specs-hog.json",
  ])("%s, a whole check an earlier benchgate wrote, reads back to the same document", (file) => {
    const text = readFileSync(resolve(import.meta.dir, "../..", file), "utf8")
    const read = Either.getOrThrow(readJsonReport(text))
    expect(read.outcomes.length).toBeGreaterThan(10)
    // Written before profiles and a scenario's warming were: the fields it gains, empty.
    // Reasons are rendered again from their data, so they read in today's words (the
    // hypervisor named since 2026-12-01).
    const today = JSON.parse(
      text.replaceAll("other processes took", "other processes and the hypervisor took"),
    )
    expect(JSON.parse(renderJson(read))).toEqual({
      ...today,
      scenarios: today.scenarios.map((s: object) => ({ ...s, warming: null })),
      profiles: [],
    })
  })

  test("a report written before a field existed reads with its default", () => {
    const file = JSON.parse(renderJson(everyChartResult().result))
    delete file.profiles
    delete file.scenarios[0].targets[1].history.shifts
    delete file.scenarios[0].verdicts[0].reasonData
    const read = Either.getOrThrow(decodeJsonReport(JSON.stringify(file)))
    expect(read.profiles).toEqual([])
    expect(read.scenarios[0]?.targets[1]?.history?.shifts).toEqual([])
    expect(read.scenarios[0]?.verdicts[0]?.reasonData).toBeUndefined()
  })
})

/** The refusal of the report written from `written` after `edit`, as field and message. */
const refusal = (written: CheckResult, edit: (file: never) => void) => {
  const file = JSON.parse(renderJson(written))
  edit(file as never)
  return Either.match(decodeJsonReport(JSON.stringify(file)), {
    onLeft: ({ field, message }) => ({ field, message }),
    onRight: () => "read",
  })
}

describe("a wrong field is refused by its path", () => {
  test.each([
    [
      "a reason's number",
      () =>
        refusal(
          replicaResult(2, [replicaRun({ speed: 1, noiseAt: 0, rounds: 6 })]),
          (f: { scenarios: Array<{ verdicts: Array<{ reasonData: { bounds: object } }> }> }) => {
            Object.assign(f.scenarios[0]?.verdicts[0]?.reasonData.bounds ?? {}, { lower: "low" })
          },
        ),
      "scenarios[0].verdicts[0].reasonData.bounds.lower",
      'expected number or null, got "low"',
    ],
    [
      "a shard's round value",
      () =>
        refusal(everyField(), (f: { shard: { runs: Array<{ rounds: Array<object> }> } }) => {
          Object.assign(f.shard.runs[0]?.rounds[3] ?? {}, { values: { p50: "1ms" } })
        }),
      "shard.runs[0].rounds[3].values.p50",
      'expected number, got "1ms"',
    ],
    [
      "a profile's function",
      () =>
        refusal(
          profiledResult(),
          (f: { profiles: Array<{ differential: { self: object[] } }> }) => {
            Object.assign(f.profiles[0]?.differential.self[1] ?? {}, { name: 42 })
          },
        ),
      "profiles[0].differential.self[1].name",
      "expected string, got 42",
    ],
    [
      "a quantity's unit",
      () =>
        refusal(
          sampleResult(),
          (f: { scenarios: Array<{ targets: Array<{ estimates: { p50: object } }> }> }) => {
            Object.assign(f.scenarios[1]?.targets[0]?.estimates.p50 ?? {}, { unit: "seconds" })
          },
        ),
      "scenarios[1].targets[0].estimates.p50.unit",
      'expected "req/s" or "op/s" or "ms" or "fraction" or "bytes" or "count" or "ratio", got "seconds"',
    ],
    [
      "a missing commit",
      () =>
        refusal(sampleResult(), (f: { run: { commit?: string } }) => {
          delete f.run.commit
        }),
      "run.commit",
      "is missing",
    ],
  ] as const)("%s", (_name, refuse, field, problem) => {
    expect(refuse()).toEqual({ field, message: `${field}: ${problem}` })
  })
})
