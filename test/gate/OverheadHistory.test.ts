import { afterEach, beforeEach, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { withOverheadHistory } from "../../cli/WithOverheadHistory.ts"
import { overheadEstimate, summarise } from "../../gate/Compare.ts"
import {
  type HistoryQuery,
  historyFigure,
  overheadDifference,
  overheadHistory,
  overheadPoints,
} from "../../gate/OverheadHistory.ts"
import type { ScenarioOutcome, ScenarioRun, TargetSummary } from "../../gate/Result.ts"
import { Store } from "../../gate/Store.ts"
import type { StoreError } from "../../gate/store/StoreError.ts"
import { absolute, overhead, regression, verdict } from "../support/build.ts"
import { runInfo, scenarioRun } from "../support/storeFixtures.ts"

let dir: string
let dbPath: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "benchgate-history-"))
  dbPath = join(dir, "results.db")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const withStore = <A, R = never>(
  f: (store: Store["Type"]) => Effect.Effect<A, StoreError, R>,
): Promise<A> =>
  Effect.runPromise(
    Effect.flatMap(Store, f).pipe(Effect.provide(Store.layer(dbPath))) as Effect.Effect<
      A,
      StoreError
    >,
  )

/**
 * direct and layered over `rounds` rounds, slots alternating; layered's p50 is `ratio` times
 * direct's, times a per-round wobble so the rounds differ (the estimator has work to do).
 */
const usersRun = (ratio: number, rounds = 6, spec = "users", scenario = "get user") =>
  scenarioRun(spec, scenario, ["direct", "layered"], rounds, (round, target) => {
    const direct = 1 + round / 10
    const wobble = 1 + ((round % 3) - 1) / 50
    return { p50: target === "direct" ? direct : direct * ratio * wobble, rps: 1000 + round }
  })

const save = (branch: string, commit: string, runs: ReadonlyArray<ScenarioRun>) =>
  withStore((store) => store.saveRun(runInfo(branch, commit), runs, []))

const query: HistoryQuery = {
  branch: "main",
  spec: "users",
  scenario: "get user",
  target: "layered",
  reference: "direct",
  metric: "p50",
}

const history = (extra: Partial<HistoryQuery> = {}) =>
  withStore((store) => store.history({ ...query, ...extra }))

const commit = (char: string) => char.repeat(40)

describe("Store.history", () => {
  test("the newest runs of the branch, oldest first, each with its overhead estimate", async () => {
    const ids: number[] = []
    for (const [i, ratio] of [1.5, 2, 2.5, 3].entries()) {
      ids.push(await save("main", commit("abcd"[i] as string), [usersRun(ratio)]))
      // Other branches are interleaved and ignored.
      await save("feature", commit("f"), [usersRun(9)])
    }
    const points = await history({ limit: 3 })
    expect(points.map((p) => p.runId as number)).toEqual(ids.slice(1))
    expect(points.map((p) => p.commit)).toEqual([commit("b"), commit("c"), commit("d")])
    const expected = [2, 2.5, 3].map((ratio) =>
      overheadEstimate(usersRun(ratio), "layered", "direct", "p50"),
    )
    expect(points.map((p): number | undefined => p.ratio)).toEqual(expected)
    for (const [i, p] of points.entries()) expect(p.ratio).toBeCloseTo([2, 2.5, 3][i] as number, 1)
    for (const p of points) expect(Date.parse(p.startedAt)).not.toBeNaN()
    // The default limit (20) takes all four.
    expect((await history()).map((p) => p.runId as number)).toEqual(ids)
    expect((await history({ branch: "feature" })).map((p) => p.ratio)).toEqual(
      Array(4).fill(overheadEstimate(usersRun(9), "layered", "direct", "p50")),
    )
  })

  test("pairs by round: the same number as this run's overhead column", async () => {
    // direct missed rounds 1 and 4; layered missed round 2: only rounds 0, 3, 5 pair.
    const full = usersRun(2.2)
    const gappy: ScenarioRun = {
      ...full,
      rounds: full.rounds.filter(
        (r) =>
          !(r.target === "direct" && (r.round === 1 || r.round === 4)) &&
          !(r.target === "layered" && r.round === 2),
      ),
    }
    await save("main", commit("a"), [gappy])
    const [point] = await history()
    const column = summarise({ ...gappy, baseline: "direct" }, "layered", undefined, {
      level: 0.95,
      minEffect: 0.01,
    }).overhead.p50
    expect(column).toBeDefined()
    expect(point?.ratio).toBe(column as number)
    // …which differs from pairing by position (round 2's direct with round 3's layered, say).
    const unpaired = overheadEstimate(
      {
        ...gappy,
        rounds: gappy.rounds.map((r) => (r.target === "direct" ? r : { ...r, round: r.round + 1 })),
      },
      "layered",
      "direct",
      "p50",
    )
    expect(unpaired).not.toBe(point?.ratio)
  })

  test("runs without the baseline, the metric, or that spec/scenario are skipped", async () => {
    const good = await save("main", commit("a"), [usersRun(2)])
    const layeredOnly = scenarioRun("users", "get user", ["layered"], 4, () => ({ p50: 3 }))
    await save("main", commit("b"), [layeredOnly])
    const rpsOnly = scenarioRun("users", "get user", ["direct", "layered"], 4, () => ({ rps: 1 }))
    await save("main", commit("c"), [rpsOnly])
    await save("main", commit("d"), [usersRun(5, 6, "users", "list users")])
    await save("main", commit("e"), [usersRun(5, 6, "other", "get user")])
    // direct measured, but never in the same round as layered.
    const apart: ScenarioRun = {
      ...usersRun(5),
      rounds: usersRun(5).rounds.filter((r) => (r.target === "direct") === r.round < 3),
    }
    await save("main", commit("f"), [apart])
    // A limit counts runs that have a point, not the runs skipped.
    expect((await history({ limit: 1 })).map((p) => p.runId)).toEqual([good])
    expect(await history({ scenario: "nothing" })).toEqual([])
    expect(await history({ target: "direct" })).toEqual([])
    expect(await history({ metric: "rps" })).toHaveLength(2)
  })
})

describe("overheadPoints (pure)", () => {
  const row = (runId: number, target: string, round: number, value: number, slot = 0) => ({
    runId,
    commit: `c${runId}`,
    startedAt: `2025-01-0${runId}T00:00:00.000Z`,
    target,
    round,
    slot,
    value,
  })
  const q = { target: "t", reference: "b", metric: "p50" } as const

  test("one point per run, by run id, from paired rounds; a run without a pair is left out", () => {
    const rows = [
      row(5, "t", 0, 4),
      row(5, "b", 0, 2),
      row(2, "t", 0, 3),
      row(2, "b", 0, 1),
      row(2, "t", 1, 3),
      row(2, "b", 1, 1),
      row(7, "t", 0, 9), // no reference in run 7
      row(8, "x", 0, 1), // another target
    ]
    const points = overheadPoints(rows, q)
    expect(points.map(({ ratio: _, difference: __, ...rest }) => rest)).toEqual([
      { runId: 2, commit: "c2", startedAt: "2025-01-02T00:00:00.000Z" },
      { runId: 5, commit: "c5", startedAt: "2025-01-05T00:00:00.000Z" },
    ])
    expect(points[0]?.ratio).toBeCloseTo(3, 12)
    expect(points[1]?.ratio).toBeCloseTo(2, 12)
    // Beside each ratio, target − reference: what an additive limit's history follows.
    expect(points[0]?.difference).toBeCloseTo(2, 12)
    expect(points[1]?.difference).toBeCloseTo(2, 12)
    expect(overheadPoints(rows, { ...q, reference: "t" })).toEqual([])
  })

  test("a geometric mean of the per-round ratios, not a ratio of means", () => {
    const rows = [row(1, "t", 0, 2), row(1, "b", 0, 1), row(1, "t", 1, 8), row(1, "b", 1, 1)]
    expect(overheadPoints(rows, q)[0]?.ratio).toBeCloseTo(4, 12)
  })
})

const summary = (target: string, fields: Partial<TargetSummary> = {}): TargetSummary => ({
  target,
  estimates: {},
  overhead: {},
  change: {},
  rounds: 6,
  ...fields,
})

const scenario = (fields: Partial<ScenarioOutcome> = {}): ScenarioOutcome => ({
  spec: "users",
  specFile: "specs/users.cue",
  scenario: "get user",
  baseline: "direct",
  targets: [],
  verdicts: [],
  ...fields,
})

describe("historyFigure", () => {
  test("what the target's thresholds gate, overheads first, in the form the limit is written", () => {
    const outcome = scenario({
      verdicts: [
        verdict(absolute("layered", "p99", 15, "layered p99 <= 15ms"), "pass", ""),
        verdict(overhead("other", "rps", 2), "pass", ""),
        verdict(regression("layered", "rps", 0.05), "pass", ""),
        verdict(
          {
            kind: "overhead",
            text: "layered cpu_per_request <= +10µs vs direct",
            target: "layered",
            metric: "cpu_per_request",
            comparator: "<=",
            form: "additive",
            limit: 0.01,
          },
          "pass",
          "",
        ),
        verdict(overhead("layered", "p50", 2), "pass", ""),
      ],
    })
    const measured = { p50: 2, p99: 3, rps: 0.5, cpu_per_request: 1.1 }
    expect(historyFigure(outcome, summary("layered", { overhead: measured }))).toEqual({
      metric: "cpu_per_request",
      form: "difference",
      gatedBy: "overhead",
    })
    // A metric gated as a value is followed as its overhead ratio: a history of overheads.
    const valueGated = scenario({ verdicts: outcome.verdicts.slice(0, 3) })
    expect(historyFigure(valueGated, summary("layered", { overhead: measured }))).toEqual({
      metric: "rps",
      form: "ratio",
      gatedBy: "regression",
    })
  })

  test("the implicit error limit is no threshold of the spec's", () => {
    const implicit = {
      ...verdict(
        absolute("layered", "error_rate", 0.01, "layered error_rate <= 1.00% (default)"),
        "fail",
        "",
      ),
      reason: {
        kind: "default-error-rate" as const,
        target: "layered",
        mean: 0.2,
        limit: 0.01,
        rounds: 6,
      },
    }
    const figure = historyFigure(
      scenario({ verdicts: [implicit] }),
      summary("layered", { overhead: { p50: 2, error_rate: 3 } }),
    )
    expect(figure).toEqual({ metric: "p50", form: "ratio" })
  })

  test.each([
    [{ p50: 2, p99: 3 }, "p50"],
    [{ time_per_op: 1.2, ops_per_s: 0.8 }, "time_per_op"],
    [{ wall: 1.1, peak_rss: 1 }, "wall"],
    [{ rps: 0.5 }, undefined],
  ])("nothing gated: the first of p50, time_per_op, wall measured (%p)", (overheads, metric) => {
    expect(historyFigure(scenario(), summary("layered", { overhead: overheads }))?.metric).toBe(
      metric as never,
    )
  })

  test("none for the baseline itself or without a baseline", () => {
    const { baseline: _, ...noBaseline } = scenario()
    expect(historyFigure(scenario(), summary("direct", { overhead: { p50: 1 } }))).toBeUndefined()
    expect(historyFigure(noBaseline, summary("layered", { overhead: { p50: 2 } }))).toBeUndefined()
  })
})

describe("overheadHistory and withOverheadHistory", () => {
  const run = { commit: commit("9"), startedAt: "2025-02-03T04:05:06.000Z" }

  test("this run's point comes last, when this run has the metric's overhead", () => {
    const stored = [{ runId: 3, commit: commit("a"), startedAt: "2025-01-01T00:00:00Z", ratio: 2 }]
    const withCurrent = overheadHistory({
      stored,
      summary: summary("layered", { overhead: { p50: 2.5 } }),
      figure: { metric: "p50", form: "ratio" },
      branch: "main",
      run,
    })
    expect(withCurrent).toEqual({
      metric: "p50",
      branch: "main",
      points: [...stored, { ...run, ratio: 2.5 }],
      shifts: [],
    })
    const without = overheadHistory({
      stored,
      summary: summary("layered"),
      figure: { metric: "p50", form: "ratio" },
      branch: "main",
      run,
    })
    expect(without.points).toEqual(stored)
  })

  test("reads the base branch for each target with a baseline; the baseline gets none", async () => {
    const first = await save("main", commit("a"), [usersRun(2)])
    const second = await save("main", commit("b"), [usersRun(2.4)])
    await save("feature", commit("f"), [usersRun(7)])
    const outcome = scenario({
      targets: [
        summary("direct", { overhead: {} }),
        summary("layered", { overhead: { p50: 2.6 } }),
        summary("new", { overhead: { p50: 1.1 } }),
      ],
    })
    const [judged] = await withStore(() =>
      withOverheadHistory([outcome, scenario({ baseline: undefined as never })], [], {
        branch: "main",
        run,
      }),
    )
    const [direct, layered, fresh] = judged?.targets ?? []
    expect(direct?.history).toBeUndefined()
    expect(layered?.history?.points.map((p) => [p.runId, p.commit])).toEqual([
      [first, commit("a")],
      [second, commit("b")],
      [undefined, commit("9")],
    ])
    expect(layered?.history?.points.at(-1)?.ratio).toBe(2.6)
    // A target the branch never measured: only this run's point.
    expect(fresh?.history?.points).toEqual([{ ...run, ratio: 1.1 }])
  })

  test("an additive limit's history: differences from whole runs, compacted runs and this run", async () => {
    // layered − direct: (ratio − 1) × direct, direct at 1 + round / 10 (mean 1.25 over 6 rounds).
    const additive = verdict(
      {
        kind: "overhead",
        text: "layered p50 <= +2ms vs direct",
        target: "layered",
        metric: "p50",
        comparator: "<=",
        form: "additive",
        limit: 2,
      },
      "pass",
      "ok",
      1,
    )
    const judged = scenario({ verdicts: [additive] })
    // Three stored runs, the oldest compacted to its summaries (newest two keep their rounds).
    for (const [i, ratio] of [2, 2.2, 2.4].entries()) {
      const stored = { ...usersRun(ratio), baseline: "direct" }
      await Effect.runPromise(
        Effect.flatMap(Store, (store) =>
          store.saveRun(runInfo("main", commit(String(i))), [stored], [judged]),
        ).pipe(Effect.provide(Store.layer(dbPath, { keepRounds: 2 }))),
      )
    }
    const current = { ...usersRun(2.6), baseline: "direct" }
    const outcome = scenario({
      verdicts: [additive],
      targets: [
        summary("direct"),
        summary("layered", {
          overhead: { p50: overheadEstimate(current, "layered", "direct", "p50") ?? 0 },
        }),
      ],
    })
    const [withHistory] = await withStore(() =>
      withOverheadHistory([outcome], [current], { branch: "main", run }),
    )
    const history = withHistory?.targets[1]?.history
    expect(history?.form).toBe("difference")
    expect(history?.points.map((p) => p.commit[0])).toEqual(["0", "1", "2", "9"])
    // Each point's difference is its run's own, whether read from the rounds or the summary.
    const expected = [2, 2.2, 2.4, 2.6].map((ratio) =>
      overheadDifference({ ...usersRun(ratio), baseline: "direct" }, "layered", "direct", "p50"),
    )
    for (const [i, point] of (history?.points ?? []).entries()) {
      expect(point.difference).toBeCloseTo(expected[i] ?? Number.NaN, 12)
    }
    // About (ratio − 1) × 1.25 ms: the differences grow with the ratio, as the limit reads them.
    expect(history?.points.at(-1)?.difference).toBeGreaterThan(1.9)
    expect(history?.points[0]?.difference).toBeLessThan(1.35)
  })
})
