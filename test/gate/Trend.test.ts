import { Database } from "bun:sqlite"
import { afterEach, beforeEach, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { overheadEstimate } from "../../gate/Compare.ts"
import { MIGRATIONS, SCHEMA_VERSION } from "../../gate/Migrations.ts"
import { overheadDifference } from "../../gate/OverheadHistory.ts"
import type { ScenarioOutcome, ScenarioRun, ThresholdVerdict } from "../../gate/Result.ts"
import { Store, type StoreOptions } from "../../gate/Store.ts"
import type { TrendQuery } from "../../gate/store/ReadTrend.ts"
import type { StoreError } from "../../gate/store/StoreError.ts"
import { trendSeries } from "../../gate/Trend.ts"
import {
  absolute,
  outcome,
  overhead,
  overheadIn,
  overheadRegression,
  regression,
  verdict,
} from "../support/build.ts"
import { runInfo, scenarioRun } from "../support/storeFixtures.ts"

let dir: string
let dbPath: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "benchgate-trend-"))
  dbPath = join(dir, "results.db")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const withStore = <A>(
  f: (store: Store["Type"]) => Effect.Effect<A, StoreError>,
  options: StoreOptions = {},
): Promise<A> =>
  Effect.runPromise(Effect.flatMap(Store, f).pipe(Effect.provide(Store.layer(dbPath, options))))

/** direct at 1 ms (+ a wobble per round), layered at `ratio` times direct; baseline direct. */
const usersRun = (ratio: number, baseline: string | null = "direct"): ScenarioRun => ({
  ...scenarioRun("users", "get user", ["direct", "layered"], 6, (round, target) => {
    const direct = 1 + ((round % 3) - 1) / 100
    return { p50: target === "direct" ? direct : direct * ratio, rps: 1000 + round }
  }),
  ...(baseline === null ? {} : { baseline }),
})

const save = (
  branch: string,
  commit: string,
  runs: ReadonlyArray<ScenarioRun>,
  outcomes: ReadonlyArray<ScenarioOutcome> = [],
) => withStore((store) => store.saveRun(runInfo(branch, commit), runs, outcomes))

const trend = async (query: Partial<TrendQuery> = {}) => {
  const data = await withStore((store) => store.trend({ branch: "main", limit: 50, ...query }))
  return trendSeries(data)
}

/** A ratio per run: 2 for the first `at` runs, then `after`, with a small wobble. */
const ladder = (runs: number, at: number, after: number) =>
  Array.from({ length: runs }, (_, i) => (i < at ? 2 : after) * (1 + (((i * 7) % 5) - 2) / 200))

describe("bench history's trends", () => {
  test("a target with a baseline follows its overhead; the baseline its median", async () => {
    await save("main", "a".repeat(40), [usersRun(2)])
    await save("main", "b".repeat(40), [usersRun(2.5)])
    const [direct, layered] = await trend()
    expect(direct).toMatchObject({ target: "direct", metric: "p50" })
    expect(direct?.baseline).toBeUndefined()
    expect(direct?.points.map((p) => p.value)).toEqual([1, 1])
    expect(layered).toMatchObject({ target: "layered", metric: "p50", baseline: "direct" })
    expect(layered?.points.map((p) => p.commit[0])).toEqual(["a", "b"])
    expect(layered?.points[0]?.value).toBeCloseTo(2, 9)
    expect(layered?.points[1]?.value).toBeCloseTo(2.5, 9)
  })

  test("a level shift is found at the run where it started, and only there", async () => {
    const ratios = ladder(14, 8, 2.4)
    for (const [i, ratio] of ratios.entries()) {
      await save("main", `${i.toString(16).padStart(2, "0")}`.padEnd(40, "0"), [usersRun(ratio)])
    }
    const layered = (await trend()).find((s) => s.target === "layered")
    expect(layered?.points).toHaveLength(14)
    expect(layered?.shifts.map((shift) => shift.index)).toEqual([8])
    expect(layered?.shifts[0]?.commit).toBe("08".padEnd(40, "0"))
    expect(layered?.shifts[0]?.before).toBeCloseTo(2, 1)
    expect(layered?.shifts[0]?.after).toBeCloseTo(2.4, 1)
    // The baseline did not move: no shift on it.
    expect((await trend()).find((s) => s.target === "direct")?.shifts).toEqual([])
  })

  test("only the branch's newest runs, narrowed to a spec or scenario when asked", async () => {
    await save("main", "a".repeat(40), [usersRun(2), { ...usersRun(3), scenario: "list" }])
    await save("feature", "f".repeat(40), [usersRun(9)])
    await save("main", "b".repeat(40), [usersRun(2.2)])
    const layered = (await trend({ limit: 1 })).find((s) => s.scenario === "get user")
    expect(layered?.points.map((p) => p.commit[0])).toEqual(["b"])
    const all = await trend()
    expect(all.flatMap((s) => s.points).some((p) => p.commit.startsWith("f"))).toBe(false)
    expect(new Set((await trend({ scenario: "list" })).map((s) => s.scenario))).toEqual(
      new Set(["list"]),
    )
    expect(await trend({ spec: "other" })).toEqual([])
  })

  test("without a baseline every target follows its median; --metric picks a judged one", async () => {
    // An rps threshold on layered: its rps is summarised with every run, direct's is not.
    const judged = outcome({
      scenario: "get user",
      verdicts: [verdict(absolute("layered", "rps", 10, "rps >= 10/s"), "pass", "ok", 1000)],
    })
    await save("main", "a".repeat(40), [usersRun(2, null)], [judged])
    const series = await trend()
    // layered follows what its threshold gates; direct, with nothing gated, its p50.
    expect(series.map((s) => [s.target, s.metric, s.form, s.baseline])).toEqual([
      ["direct", "p50", "value", undefined],
      ["layered", "rps", "value", undefined],
    ])
    const data = await withStore((store) => store.trend({ branch: "main", limit: 5 }))
    const rps = trendSeries(data, "rps")
    expect(rps.map((s) => [s.target, s.metric])).toEqual([["layered", "rps"]])
    expect(trendSeries(data, "wall")).toEqual([])
  })

  test("a store written before baselines were kept is migrated and still read", async () => {
    // Version 2 on disk, with one run, as an older benchgate left it.
    const db = new Database(dbPath, { create: true })
    for (const migration of MIGRATIONS.slice(0, 2)) db.run(migration.sql)
    db.run("PRAGMA user_version = 2")
    db.run(
      `INSERT INTO runs (started_at, finished_at, commit_sha, branch, fingerprint, environment)
         VALUES ('2025-01-01T00:00:00Z', '2025-01-01T00:01:00Z', '${"c".repeat(40)}', 'main',
                 'f', '{"fingerprint":"f","cpuModel":"x","cores":2,"os":"linux","tools":{}}')`,
    )
    db.run(
      `INSERT INTO measurements (run_id, spec, scenario, target, round, slot, metric, value)
         VALUES (1, 'users', 'get user', 'direct', 0, 0, 'p50', 1.5)`,
    )
    db.close()
    await save("main", "d".repeat(40), [usersRun(2)])
    const version = new Database(dbPath).query("PRAGMA user_version").get() as {
      user_version: number
    }
    expect(version.user_version).toBe(SCHEMA_VERSION)
    const direct = (await trend()).find((s) => s.target === "direct")
    // The old run has no baseline row: its direct median is still a point.
    expect(direct?.points.map((p) => [p.commit[0], p.value])).toEqual([
      ["c", 1.5],
      ["d", 1],
    ])
  })
})

/**
 * gin against net/http, the case a new user tried: gin's p50 at 1.08× net/http's, its CPU per
 * request at 1.13× (each with a per-round wobble), both summarised every run.
 */
const ginRun = (cpuRatio = 1.13, p50Ratio = 1.08): ScenarioRun => ({
  ...scenarioRun("frameworks", "hello", ["nethttp", "gin"], 6, (round, target) => {
    const wobble = 1 + ((round % 3) - 1) / 100
    const cpu = 0.04 * (1 + round / 50)
    const p50 = 0.5 * (1 + round / 40)
    return target === "nethttp"
      ? { p50, cpu_per_request: cpu, rps: 20_000 }
      : { p50: p50 * p50Ratio * wobble, cpu_per_request: cpu * cpuRatio * wobble, rps: 18_000 }
  }),
  baseline: "nethttp",
})

const judgedBy = (...verdicts: ReadonlyArray<ThresholdVerdict>): ScenarioOutcome =>
  outcome({ spec: "frameworks", scenario: "hello", baseline: "nethttp", verdicts })

const gated = (threshold: Parameters<typeof verdict>[0]) => verdict(threshold, "pass", "ok", 1)

describe("what the spec gates is what the history follows", () => {
  test("gin gated on its CPU per request overhead follows it, not p50", async () => {
    const gate = judgedBy(gated(overhead("gin", "cpu_per_request", 1.3)))
    for (const [i, ratio] of [1.12, 1.13, 1.14].entries()) {
      await save("main", String(i).repeat(40), [ginRun(ratio)], [gate])
    }
    const [nethttp, gin] = await trend()
    expect(gin).toMatchObject({
      target: "gin",
      metric: "cpu_per_request",
      form: "ratio",
      gatedBy: "overhead",
      baseline: "nethttp",
    })
    expect(gin?.points.map((p) => p.value)).toEqual(
      [1.12, 1.13, 1.14].map((ratio) =>
        expect.closeTo(
          overheadEstimate(ginRun(ratio), "gin", "nethttp", "cpu_per_request") ?? 0,
          12,
        ),
      ),
    )
    // Not the p50 ratio of 1.08 the history showed before.
    expect(gin?.points[1]?.value).toBeCloseTo(1.13, 2)
    // net/http gates nothing: its own p50.
    expect(nethttp).toMatchObject({ target: "nethttp", metric: "p50", form: "value" })
    expect(nethttp?.gatedBy).toBeUndefined()
  })

  test("each form as the limit writes it; a regression or an absolute limit the value", async () => {
    const run: ScenarioRun = {
      ...scenarioRun("frameworks", "hello", ["nethttp", "gin", "echo", "chi"], 6, (round, t) => {
        const p50 = 0.5 + round / 100
        const factor = { nethttp: 1, gin: 1.2, echo: 1.1, chi: 1.3 }[t] ?? 1
        return { p50: p50 * factor, cpu_per_request: 0.04 * factor, rps: 1000 / factor }
      }),
      baseline: "nethttp",
    }
    const gate = judgedBy(
      // An absolute limit on gin comes after its additive overhead: the overhead is followed.
      gated(absolute("gin", "p50", 5, "gin p50 <= 5ms")),
      gated(overheadIn("gin", "p50", "additive", 0.5)),
      gated(overheadIn("echo", "cpu_per_request", "relative", 1.2)),
      gated(regression("chi", "rps", 0.05)),
      gated(absolute("nethttp", "cpu_per_request", 1, "nethttp cpu_per_request <= 1ms")),
    )
    await save("main", "a".repeat(40), [run], [gate])
    const byTarget = new Map((await trend()).map((s) => [s.target, s]))
    expect(byTarget.get("gin")).toMatchObject({ metric: "p50", form: "difference" })
    expect(byTarget.get("gin")?.points[0]?.value).toBeCloseTo(
      overheadDifference(run, "gin", "nethttp", "p50") ?? 0,
      12,
    )
    expect(byTarget.get("gin")?.points[0]?.value).toBeCloseTo(0.105, 9)
    expect(byTarget.get("echo")).toMatchObject({ metric: "cpu_per_request", form: "relative" })
    expect(byTarget.get("echo")?.points[0]?.value).toBeCloseTo(1.1, 9)
    // A regression gates chi's own rps, not its overhead.
    expect(byTarget.get("chi")).toMatchObject({
      metric: "rps",
      form: "value",
      gatedBy: "regression",
    })
    expect(byTarget.get("chi")?.baseline).toBeUndefined()
    expect(byTarget.get("chi")?.points[0]?.value).toBeCloseTo(1000 / 1.3, 9)
    expect(byTarget.get("nethttp")).toMatchObject({ metric: "cpu_per_request", form: "value" })
    // --metric: that metric as the target's thresholds gate it, else its default form.
    const data = await withStore((store) => store.trend({ branch: "main", limit: 5 }))
    const p50 = new Map(trendSeries(data, "p50").map((s) => [s.target, s.form]))
    expect(p50).toEqual(
      new Map([
        ["nethttp", "value"],
        ["gin", "difference"],
        ["echo", "ratio"],
        ["chi", "ratio"],
      ]),
    )
  })

  test("an overhead regression follows the overhead it guards, as a ratio or a difference", async () => {
    await save(
      "main",
      "a".repeat(40),
      [ginRun()],
      [
        judgedBy(
          gated(overheadRegression("gin", "cpu_per_request", "additive", 0.005)),
          gated(regression("gin", "p50", 0.1)),
        ),
      ],
    )
    const gin = (await trend()).find((s) => s.target === "gin")
    expect(gin).toMatchObject({
      metric: "cpu_per_request",
      form: "difference",
      gatedBy: "overhead-regression",
      baseline: "nethttp",
    })
    expect(gin?.points[0]?.value).toBeCloseTo(
      overheadDifference(ginRun(), "gin", "nethttp", "cpu_per_request") ?? 0,
      12,
    )
  })

  test("the newest run that kept its verdicts decides; the implicit error limit never does", async () => {
    const onP50 = judgedBy(gated(overhead("gin", "p50", 2)))
    const onCpu = judgedBy(gated(overhead("gin", "cpu_per_request", 1.3)))
    const implicit: ThresholdVerdict = {
      ...verdict(
        absolute("gin", "error_rate", 0.01, "gin error_rate <= 1.00% (default)"),
        "fail",
        "",
      ),
      reason: { kind: "default-error-rate", target: "gin", mean: 0.2, limit: 0.01, rounds: 6 },
    }
    // Two runs past the newest two are compacted: their verdicts are gone, their summaries kept.
    const keep = { keepRounds: 2 }
    const saveWith = (commit: string, judged: ScenarioOutcome) =>
      withStore((store) => store.saveRun(runInfo("main", commit), [ginRun()], [judged]), keep)
    await saveWith("a".repeat(40), onCpu)
    await saveWith("b".repeat(40), onCpu)
    await saveWith("c".repeat(40), onP50)
    await saveWith("d".repeat(40), judgedBy(implicit, ...onP50.verdicts))
    let gin = (await trend()).find((s) => s.target === "gin")
    // The newest run gates p50: p50 it is, over every run (p50 is summarised in all of them),
    // and the failing implicit error limit of that run does not turn it into error_rate.
    expect([gin?.metric, gin?.points.map((p) => p.commit[0])]).toEqual([
      "p50",
      ["a", "b", "c", "d"],
    ])
    // The gate moves to cpu_per_request: only the runs that summarised it have points — the
    // compacted ones included, from their summaries.
    await saveWith("e".repeat(40), onCpu)
    gin = (await trend()).find((s) => s.target === "gin")
    expect([gin?.metric, gin?.points.map((p) => p.commit[0])]).toEqual([
      "cpu_per_request",
      ["a", "b", "e"],
    ])
    for (const point of gin?.points ?? []) {
      expect(point.value).toBeCloseTo(
        overheadEstimate(ginRun(), "gin", "nethttp", "cpu_per_request") ?? 0,
        12,
      )
    }
  })

  test("a store of schema 8 gets each overhead's form and its summaries' differences", async () => {
    // As the previous version left it: an additive overhead verdict on layered, summarised
    // without a difference, and a relative one on a second scenario.
    const db = new Database(dbPath, { create: true, strict: true })
    for (const migration of MIGRATIONS.slice(0, 8)) db.run(migration.sql)
    db.run("PRAGMA user_version = 8")
    db.run(
      `INSERT INTO runs (started_at, finished_at, commit_sha, branch, fingerprint, environment, summarised)
         VALUES ('2025-01-01T00:00:00Z', '2025-01-01T00:01:00Z', '${"c".repeat(40)}', 'main',
                 'f', '{"fingerprint":"f","cpuModel":"x","cores":2,"os":"linux","tools":{}}', 1)`,
    )
    const insert = db.prepare(
      `INSERT INTO measurements (run_id, spec, scenario, target, round, slot, metric, value)
         VALUES (1, 'users', ?, ?, ?, ?, 'p50', ?)`,
    )
    for (const scenario of ["get user", "list"]) {
      db.run(
        `INSERT INTO scenarios (run_id, spec, scenario, baseline) VALUES (1, 'users', '${scenario}', 'direct')`,
      )
      for (let round = 0; round < 4; round++) {
        insert.run(scenario, "direct", round, round % 2, 1 + round / 10)
        insert.run(scenario, "layered", round, 1 - (round % 2), 1.5 + round / 10)
      }
    }
    const verdictRow = db.prepare(
      `INSERT INTO verdicts (run_id, spec, scenario, target, kind, metric, threshold, status, reason)
         VALUES (1, 'users', ?, 'layered', 'overhead', 'p50', ?, 'pass', 'ok')`,
    )
    verdictRow.run("get user", "layered p50 <= +0.6ms vs direct")
    verdictRow.run("list", "layered p50 <= +60% vs direct")
    db.run(
      `INSERT INTO series (spec, scenario, target, metric) VALUES ('users', 'get user', 'layered', 'p50')`,
    )
    db.run(
      `INSERT INTO summaries (series_id, run_id, rounds, median, overhead) VALUES (1, 1, 4, 1.65, 1.4)`,
    )
    db.close()

    const series = await trend()
    const layered = (scenario: string) =>
      series.find((s) => s.scenario === scenario && s.target === "layered")
    expect(layered("get user")).toMatchObject({ metric: "p50", form: "difference" })
    // Summarised again from its rounds: 0.5 ms each round.
    expect(layered("get user")?.points.map((p) => p.value)).toEqual([expect.closeTo(0.5, 12)])
    expect(layered("list")).toMatchObject({ metric: "p50", form: "relative" })
    const reopened = new Database(dbPath)
    try {
      expect(reopened.query("PRAGMA user_version").get()).toEqual({ user_version: SCHEMA_VERSION })
      expect(reopened.query("SELECT scenario, form FROM verdicts ORDER BY scenario").all()).toEqual(
        [
          { scenario: "get user", form: "additive" },
          { scenario: "list", form: "relative" },
        ],
      )
    } finally {
      reopened.close()
    }
  })
})
