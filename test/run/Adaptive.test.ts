/**
 * Adaptive rounds in the real execution loop: a scenario with a budget adds rounds (looks at
 * the planned count, then doubling) while its verdicts are inconclusive, and stops at the
 * first look where all are decided or when the budget is spent. The verdicts here come from
 * a scripted `decide`, so the loop's behaviour is exact; the targets and oha are real.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Effect, Either } from "effect"
import { decodeSpec } from "../../compiler/Decode.ts"
import { planSpec } from "../../compiler/Plan.ts"
import { loadSpec } from "../../compiler/Source.ts"
import type { ScenarioRun, Status } from "../../gate/Result.ts"
import { executeSpec } from "../../run/Execute.ts"
import { resolveTool } from "../../tools/Toolchain.ts"

const server = resolve(import.meta.dir, "../../benchmarks/cost-server.ts")
/** Every spec of this file goes in here, removed at the end whatever the tests did. */
const root = mkdtempSync(join(tmpdir(), "benchgate-adaptive-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const planned = async (budget: string) => {
  const dir = mkdtempSync(join(root, "spec-"))
  const file = join(dir, "adaptive.cue")
  writeFileSync(
    file,
    `package bench
targets: {
	a: {http: url: "http://127.0.0.1:{port}", start: {cmd: ["bun", ${JSON.stringify(server)}, "--port={port}", "--work=100"], ready: http: "/health"}}
	b: {http: url: "http://127.0.0.1:{port}", start: {cmd: ["bun", ${JSON.stringify(server)}, "--port={port}", "--work=100"], ready: http: "/health"}}
}
scenarios: s: {
	request: path: "/"
	load: {concurrency: 2, duration: "50ms", rounds: 2, warmup: "0s", budget: ${JSON.stringify(budget)}}
	baseline: "a"
	thresholds: [{target: "b", metric: "rps", overhead: ">= 1x"}]
}
`,
  )
  const cue = await Effect.runPromise(resolveTool("cue"))
  const spec = decodeSpec(await Effect.runPromise(loadSpec(cue.path, file)))
  if (Either.isLeft(spec)) throw new Error(JSON.stringify(spec.left))
  return { plan: planSpec(spec.right), dir }
}

const execute = async (budget: string, decide: (run: ScenarioRun, level: number) => Status) => {
  const { plan, dir } = await planned(budget)
  const oha = await Effect.runPromise(resolveTool("oha"))
  const looks: Array<{ rounds: number; level: number }> = []
  try {
    const execution = await Effect.runPromise(
      executeSpec(plan, {
        tools: new Map([
          ["oha", oha.path],
          ["bun", process.execPath],
        ]),
        logDir: join(dir, "logs"),
        onProgress: () => {},
        confidence: 0.95,
        decide: (run, level) => {
          looks.push({ rounds: new Set(run.rounds.map((r) => r.round)).size, level })
          return {
            statuses: [decide(run, level)],
            decidableFrom: [],
            unconfirmed: 0,
            confirmations: [],
          }
        },
      }),
    )
    return { plan, run: execution.runs[0], looks }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe("adaptive rounds", () => {
  test("the budget bounds the rounds: 2 slices of 50 ms per round in 1 s is 10 rounds", async () => {
    const { plan } = await planned("1s")
    expect(plan.scenarios[0]?.rounds).toBe(2)
    expect(plan.scenarios[0]?.maxRounds).toBe(10)
  })

  test("while a verdict stays inconclusive, rounds double until the wall-clock budget is spent", async () => {
    const started = performance.now()
    const { run, looks } = await execute("1s", () => "inconclusive")
    const elapsed = performance.now() - started
    const rounds = new Set(run?.rounds.map((r) => r.round)).size
    // Looks at the planned 2 rounds, then doubling, as far as the measured round time allows:
    // each oha start costs time beyond its 50 ms, so fewer than the planned 10 rounds fit.
    expect(looks[0]?.rounds).toBe(2)
    for (let k = 1; k < looks.length; k++)
      expect(looks[k]?.rounds).toBeGreaterThan(looks[k - 1]?.rounds ?? 0)
    expect(rounds).toBeLessThanOrEqual(10)
    expect(rounds % 2).toBe(0)
    // The rounds' wall time stays within the budget (start-up of the targets is before it).
    expect(run?.roundMs).toBeGreaterThan(100)
    expect(rounds * (run?.roundMs ?? 0)).toBeLessThanOrEqual(1000 + (run?.roundMs ?? 0))
    expect(elapsed).toBeLessThan(15_000)
    // The error rate is split across the four planned looks: 1 − 0.05/4 each.
    for (const look of looks) expect(look.level).toBeCloseTo(0.9875, 6)
    expect(run?.adaptive?.stopped).toContain("the budget is spent")
    expect(run?.adaptive?.looks).toBe(looks.length)
    // Every round still measures both targets, in the Williams order (AB, BA, …).
    const slots = run?.rounds.filter((r) => r.target === "a").map((r) => r.slot)
    expect(slots).toEqual(Array.from({ length: rounds }, (_, i) => i % 2))
  }, 60_000)

  test("it stops at the first look where every verdict is decided", async () => {
    const { run, looks } = await execute("1s", () => "pass")
    expect(looks).toHaveLength(1)
    expect(new Set(run?.rounds.map((r) => r.round)).size).toBe(2)
    expect(run?.adaptive?.stopped).toContain("every threshold decided after 2 rounds")
  }, 60_000)

  test("a budget smaller than the planned rounds adds none", async () => {
    const { plan } = await planned("50ms")
    expect(plan.scenarios[0]?.maxRounds).toBe(2)
  })
})
