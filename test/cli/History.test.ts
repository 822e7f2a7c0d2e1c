/**
 * `bench history` through the real CLI on a store written by the real Store: the table with a
 * level shift named once, the JSON with every point, and bad input refused with exit 2.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Effect, Either } from "effect"
import type { ScenarioRun } from "../../gate/Result.ts"
import { Store } from "../../gate/Store.ts"
import { decodeTrendJson } from "../../report/json/TrendJson.ts"
import { outcome, overhead, overheadIn, regression, verdict } from "../support/build.ts"
import { printed, runBench } from "../support/Running.ts"
import { runInfo, scenarioRun } from "../support/storeFixtures.ts"

const bench = resolve(import.meta.dir, "../../bench")
let dir: string
let db: string

/** direct at 1 ms, layered at `ratio` × direct, baseline direct. */
const usersRun = (ratio: number): ScenarioRun => ({
  ...scenarioRun("users", "get user", ["direct", "layered"], 6, (round, target) => {
    const direct = 1 + ((round % 3) - 1) / 100
    return { p50: target === "direct" ? direct : direct * ratio, rps: 1000 }
  }),
  baseline: "direct",
})

/**
 * layered's p50 overhead and its rps regression: the history follows the overhead (gated first);
 * rps, judged too, is summarised with every run.
 */
const rpsJudged = outcome({
  scenario: "get user",
  verdicts: [
    verdict(overhead("layered", "p50", 3), "pass", "ok", 2),
    verdict(regression("layered", "rps", 0.05), "pass", "ok", 0),
  ],
})

const commitOf = (i: number) => i.toString(16).padStart(2, "0").padEnd(40, "a")

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "benchgate-history-cli-"))
  db = join(dir, "results.db")
  // 14 runs of main: layered at 2x, then 2.4x from the ninth run (commit 08…) on.
  const save = Effect.gen(function* () {
    const store = yield* Store
    for (let i = 0; i < 14; i++) {
      const ratio = (i < 8 ? 2 : 2.4) * (1 + (((i * 7) % 5) - 2) / 200)
      yield* store.saveRun(runInfo("main", commitOf(i)), [usersRun(ratio)], [rpsJudged])
    }
    yield* store.saveRun(runInfo("feature", "f".repeat(40)), [usersRun(5)], [])
  })
  await Effect.runPromise(save.pipe(Effect.provide(Store.layer(db))))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("bench history", () => {
  test("a row per target: latest, range, a bar per run, the level shift named once", async () => {
    const ran = await runBench(bench, ["history", "--db", db], dir)
    expect(ran.code, printed(ran)).toBe(0)
    const lines = ran.stdout.split("\n")
    expect(lines[0]).toBe("history of main: 14 runs (the newest 50 asked), oldest → newest")
    expect(ran.stdout).toContain("users › get user")
    const layered = lines.find((line) => line.trimStart().startsWith("layered")) ?? ""
    expect(layered).toContain("p50 ÷ direct")
    expect(layered).toMatch(/ 14 +2\.\d\dx /)
    // The levels are medians of the runs on each side (2x and 2.4x, each with a ±1% wobble).
    expect(layered).toMatch(
      new RegExp(`2\\.0\\dx → 2\\.[34]\\dx at ${commitOf(8).slice(0, 7)} \\(run 9\\)$`),
    )
    // One bar per run.
    expect(layered).toMatch(/[▁▂▃▄▅▆▇█]{14}/)
    const direct = lines.find((line) => line.trimStart().startsWith("direct")) ?? ""
    expect(direct).toMatch(/direct +p50 +14 +1(\.00)? ms/)
    expect(direct.trimEnd().endsWith("—")).toBe(true)
    // The feature branch's run is not in main's history.
    expect(ran.stdout).not.toContain("5.00x")
  })

  test("--json - prints every point and shift; --json FILE writes it beside the table", async () => {
    const ran = await runBench(bench, ["history", "--db", db, "--json", "-", "--limit", "10"], dir)
    expect(ran.code, printed(ran)).toBe(0)
    // Read as the action's alerts step reads it, through its schema.
    const doc = Either.getOrThrow(decodeTrendJson(ran.stdout))
    expect(doc.branch).toBe("main")
    const layered = doc.series.find((s) => s.target === "layered")
    expect(layered?.unit).toBe("ratio")
    expect(layered?.baseline).toBe("direct")
    expect(layered?.points).toHaveLength(10)
    expect(layered?.points[0]?.commit).toBe(commitOf(4))
    expect(layered?.shifts.map((s) => s.commit)).toEqual([commitOf(8)])
    const file = join(dir, "history.json")
    const table = await runBench(bench, ["history", "--db", db, "--json", file], dir)
    expect(table.stdout).toContain("users › get user")
    expect(JSON.parse(readFileSync(file, "utf8")).series).toHaveLength(2)
  })

  test("--branch, --scenario and --metric choose the series", async () => {
    const feature = await runBench(bench, ["history", "--db", db, "--branch", "feature"], dir)
    expect(feature.stdout).toContain("history of feature: 1 run")
    expect(feature.stdout).toContain("5.00x")
    const none = await runBench(bench, ["history", "--db", db, "--scenario", "nope"], dir)
    expect(none.code, printed(none)).toBe(0)
    expect(none.stdout).toContain("no stored runs of branch main")
    // rps is judged by a regression on layered, so its rps is summarised with every run, and
    // followed as that regression gates it: layered's own rps, not its ratio over direct.
    const rps = await runBench(bench, ["history", "--db", db, "--metric", "rps"], dir)
    expect(rps.stdout).toMatch(/^ +layered +rps +14 +1,000\/s /m)
    expect(rps.stdout).not.toContain("rps ÷ direct")
    expect(rps.stdout).not.toMatch(/^ +direct +rps/m)
  })

  test.each([
    [["--db", "missing.db"], "no store at missing.db"],
    [["--limit", "0"], '--limit takes a whole number of runs, at least 1, got "0"'],
    [["--metric", "p42"], '--metric: unknown metric "p42"'],
    [["specs/"], "history takes no paths"],
  ])("bad input %p exits 2 naming it", async (args, message) => {
    const ran = await runBench(bench, ["history", "--db", db, ...args], dir)
    expect(ran.code, printed(ran)).toBe(2)
    expect(ran.stderr).toContain(message)
  })
})

describe("a branch without runs", () => {
  test("the history says which branches the store has, and runs made outside git", async () => {
    const dir = mkdtempSync(join(tmpdir(), "benchgate-history-branches-"))
    try {
      const db = join(dir, "runs.db")
      const save = (branch: string) =>
        Effect.runPromise(
          Effect.flatMap(Store, (store) =>
            store.saveRun(runInfo(branch, "c".repeat(40)), [usersRun(2)], [rpsJudged]),
          ).pipe(Effect.provide(Store.layer(db))),
        )
      await save("unknown")
      await save("unknown")
      await save("feature/x")
      const shown = await runBench(bench, ["history", "--db", db], dir)
      expect(shown.code, printed(shown)).toBe(0)
      expect(shown.stdout).toContain("no stored runs of branch main")
      expect(shown.stdout).toContain(
        "runs of other branches: feature/x (1); --branch NAME shows one",
      )
      expect(shown.stdout).toContain(
        "2 runs were made outside a git repository (no branch to file them under): --branch unknown shows them",
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe("what the spec gates is what the history follows", () => {
  /** gin at 1.08x net/http's p50 and 1.13x its CPU per request, in every round. */
  const ginRun = (): ScenarioRun => ({
    ...scenarioRun("frameworks", "hello", ["nethttp", "gin"], 6, (round, target) => {
      const p50 = 0.5 + round / 100
      const cpu = 0.04 + round / 1000
      return target === "nethttp"
        ? { p50, cpu_per_request: cpu }
        : { p50: p50 * 1.08, cpu_per_request: cpu * 1.13 }
    }),
    baseline: "nethttp",
  })

  test("gin gated on its CPU per request overhead: that ratio, named so, in the table and the JSON", async () => {
    const dir = mkdtempSync(join(tmpdir(), "benchgate-history-gated-"))
    try {
      const db = join(dir, "runs.db")
      const gated = outcome({
        spec: "frameworks",
        scenario: "hello",
        baseline: "nethttp",
        verdicts: [
          verdict(overhead("gin", "cpu_per_request", 1.3), "pass", "ok", 1.13),
          verdict(overheadIn("gin", "p50", "additive", 0.1), "pass", "ok", 0.04),
        ],
      })
      await Effect.runPromise(
        Effect.flatMap(Store, (store) =>
          Effect.forEach(["a", "b"], (c) =>
            store.saveRun(runInfo("main", c.repeat(40)), [ginRun()], [gated]),
          ),
        ).pipe(Effect.provide(Store.layer(db))),
      )
      const table = await runBench(bench, ["history", "--db", db], dir)
      expect(table.code, printed(table)).toBe(0)
      const gin = table.stdout.split("\n").find((line) => line.trimStart().startsWith("gin")) ?? ""
      expect(gin).toMatch(/^ +gin +cpu_per_request ÷ nethttp +2 +1\.13x /)
      // net/http gates nothing: its own p50.
      expect(table.stdout).toMatch(/^ +nethttp +p50 +2 +525 µs /m)
      // p50, asked for, reads as its limit is written: gin − net/http.
      const p50 = await runBench(bench, ["history", "--db", db, "--metric", "p50"], dir)
      expect(p50.stdout).toMatch(/^ +gin +p50 − nethttp +2 +\+42\.0 µs /m)
      const json = JSON.parse(
        (await runBench(bench, ["history", "--db", db, "--json", "-"], dir)).stdout,
      )
      const series = json.series.find((s: { target: string }) => s.target === "gin")
      expect(series).toMatchObject({
        metric: "cpu_per_request",
        form: "ratio",
        gatedBy: "overhead",
        baseline: "nethttp",
        unit: "ratio",
      })
      expect(series.points[1].value).toBeCloseTo(1.13, 9)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
