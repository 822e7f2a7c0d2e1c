/**
 * A failure on one launch of a started target is measured again on fresh processes before it
 * fails (gate/Launches.ts). Real servers and oha: target `b` is the cost server, three times as
 * costly per request in its first launch only (a launch-long difference, as two processes of
 * one build can show) or in every launch (the code's own cost).
 */
import { describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Effect, Either } from "effect"
import { decodeSpec } from "../../compiler/Decode.ts"
import { planSpec } from "../../compiler/Plan.ts"
import { loadSpec } from "../../compiler/Source.ts"
import { compareScenario } from "../../gate/Compare.ts"
import { interimOf } from "../../gate/Interim.ts"
import type { ScenarioRun } from "../../gate/Result.ts"
import { describeReason } from "../../report/Reason.ts"
import { executeSpec, type ProgressEvent } from "../../run/Execute.ts"
import { resolveTool } from "../../tools/Toolchain.ts"

const server = resolve(import.meta.dir, "../../benchmarks/cost-server.ts")

/** A target whose first launch does `first` iterations per request and later ones `later`. */
const target = (dir: string, name: string, first: number, later: number) => {
  const count = join(dir, `${name}.launches`)
  const script = `n=$(cat ${count} 2>/dev/null || echo 0); echo $((n+1)) > ${count}; if [ "$n" = 0 ]; then w=${first}; else w=${later}; fi; exec bun ${server} --port=$0 --work=$w`
  return `${name}: {http: url: "http://127.0.0.1:{port}", start: {cmd: ["bash", "-c", ${JSON.stringify(script)}, "{port}"], ready: http: "/health"}}`
}

/** Two started targets, `b` three times as costly as `a` in its first launch, `later` after. */
const startedTargets = (dir: string, later: number) => `package bench
targets: {
	${target(dir, "a", 100000, 100000)}
	${target(dir, "b", 300000, later)}
}
scenarios: s: {
	request: path: "/"
	load: {concurrency: 2, duration: "150ms", rounds: 6, warmup: "100ms"}
	baseline: "a"
	thresholds: [{target: "b", metric: "rps", overhead: ">= 0.75x"}]
}
`

/**
 * Two commands, `b` calling a service 20 times, `a` not naming it: the service's first launch costs
 * 3 million iterations a request, its later ones 1,000, so only the first launch makes `b` slow
 * (here: about 50x `a`, against 5x on a fresh service).
 */
const serviceTargets = (dir: string) => {
  const count = join(dir, "service.launches")
  const script = `n=$(cat ${count} 2>/dev/null || echo 0); echo $((n+1)) > ${count}; if [ "$n" = 0 ]; then w=3000000; else w=1000; fi; exec bun ${server} --port=$0 --work=$w`
  const calls = "for (let i = 0; i < 20; i++) await (await fetch(process.env.SVC)).text()"
  return `package bench
services: svc: {url: "http://127.0.0.1:{port}", start: {cmd: ["bash", "-c", ${JSON.stringify(script)}, "{port}"], ready: http: "/health"}}
targets: {
	a: command: {cmd: ["bun", "-e", ""]}
	b: command: {cmd: ["bun", "-e", ${JSON.stringify(calls)}], env: SVC: "{service.svc}"}
}
scenarios: s: {
	load: {rounds: 6, warmup: "1ms"}
	baseline: "a"
	thresholds: [{target: "b", metric: "wall", overhead: "<= 12x"}]
}
`
}

/**
 * As serviceTargets, with a second service, `other`, that only a second scenario's target calls:
 * it runs for the spec, but scenario `s`'s targets do not call it.
 */
const twoServiceTargets = (dir: string) =>
  serviceTargets(dir)
    .replace(
      "targets: {",
      `services: other: {url: "http://127.0.0.1:{port}", start: {cmd: ["bun", ${JSON.stringify(server)}, "--port={port}", "--work=1000"], ready: http: "/health"}}
targets: {
	c: command: {cmd: ["bun", "-e", "await (await fetch(process.env.OTHER)).text()"], env: OTHER: "{service.other}"}`,
    )
    .replace("scenarios: s: {", 'scenarios: s: {\n\ttargets: ["a", "b"]')
    .concat(`scenarios: t: {
	targets: ["c"]
	load: {rounds: 1, warmup: "1ms"}
	thresholds: [{target: "c", metric: "wall", max: "60s"}]
}
`)

const check = async (later: number, source = startedTargets) => {
  const dir = mkdtempSync(join(tmpdir(), "benchgate-launches-"))
  const file = join(dir, "launches.cue")
  writeFileSync(file, source(dir, later))
  try {
    const cue = await Effect.runPromise(resolveTool("cue"))
    const oha = await Effect.runPromise(resolveTool("oha"))
    const spec = decodeSpec(await Effect.runPromise(loadSpec(cue.path, file)))
    if (Either.isLeft(spec)) throw new Error(JSON.stringify(spec.left))
    const thresholds = spec.right.scenarios[0]?.thresholds ?? []
    const judge = (run: ScenarioRun, level: number) =>
      compareScenario({
        spec: "launches",
        specFile: file,
        run,
        thresholds,
        bases: new Map(),
        noBase: () => "none",
        options: { level, minEffect: 0.01, busyLimit: 1 },
      })
    const events: ProgressEvent[] = []
    const execution = await Effect.runPromise(
      executeSpec(planSpec(spec.right), {
        tools: new Map([
          ["oha", oha.path],
          ["bun", process.execPath],
        ]),
        logDir: join(dir, "logs"),
        onProgress: (event) => events.push(event),
        confidence: 0.95,
        decide: (run, level) => interimOf(judge(run, level)),
      }),
    )
    const run = execution.runs[0] as ScenarioRun
    return { run, events, verdict: judge(run, 0.95).verdicts[0] }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** As startedTargets, `b` three times as costly in every launch, with a budget of 30 s. */
const budgetedTargets = (dir: string) =>
  startedTargets(dir, 300000).replace('warmup: "100ms"}', 'warmup: "100ms", budget: "30s"}')

describe("a failure on one launch is confirmed on fresh processes", () => {
  test("a first launch three times as costly fails, fresh processes do not: not failed", async () => {
    const { run, events, verdict } = await check(100000)
    expect(run.launched).toEqual(["a", "b"])
    expect(run.confirmation?.fromRound).toBe(7)
    // The fresh launch measured as many rounds again, each recording its launch.
    expect(run.rounds.filter((r) => r.fork === 1 && r.target === "b").length).toBe(6)
    expect(
      events.some(
        (e) => e.kind === "starting" && e.targets.includes("b (fresh, to confirm a failure)"),
      ),
    ).toBe(true)
    expect(verdict?.status).toBe("inconclusive")
    // Either wording: the fresh launch measured a pass, or (on a loaded machine) an interval
    // that could not confirm the failure; both leave it not failed, for that reason.
    const sentence = verdict ? describeReason(verdict.reason) : ""
    expect(sentence).toMatch(/not failed: fresh processes (measured|could not confirm it)/)
  }, 60_000)

  test("a target three times as costly in every launch fails, confirmed", async () => {
    const { run, verdict } = await check(300000)
    expect(run.confirmation?.fromRound).toBe(7)
    expect(verdict?.status).toBe("fail")
    expect(verdict ? describeReason(verdict.reason) : "").toContain("confirmed on fresh processes")
  }, 60_000)

  test("with a budget, a clear failure is confirmed at the fresh launch's first look", async () => {
    const { run, verdict } = await check(0, budgetedTargets)
    expect(run.adaptive?.looks).toBe(1)
    expect(verdict?.status).toBe("fail")
    // Its own looks, planned up to the rest of the budget: it stopped at the first, 6 rounds,
    // with that look's share of the error rate (a stricter interval than one look's).
    expect(run.rounds.filter((r) => r.fork === 1 && r.target === "b").length).toBe(6)
    expect(run.confirmation?.level).toBeGreaterThan(0.95)
  }, 90_000)

  test("a service's first launch that slows every call fails, a fresh service does not: not failed", async () => {
    const { run, events, verdict } = await check(0, twoServiceTargets)
    // Only `b` names the service: only it was measured against the service's one launch.
    expect(run.launched).toEqual(["b"])
    expect(run.confirmation?.fromRound).toBe(7)
    const confirming = (service: string) =>
      events.some(
        (e) =>
          e.kind === "starting" &&
          e.targets.includes(`service ${service} (fresh, to confirm a failure)`),
      )
    // The service `b` calls is started afresh; the one only another scenario calls is not.
    expect(confirming("svc")).toBe(true)
    expect(confirming("other")).toBe(false)
    expect(verdict?.status).toBe("inconclusive")
    expect(verdict ? describeReason(verdict.reason) : "").toContain(
      "not failed: fresh processes measured",
    )
  }, 90_000)

  test("with forks, a service the targets call is launched afresh for each fork: its launches are a level", async () => {
    const forked = (dir: string) =>
      serviceTargets(dir).replace(
        'load: {rounds: 6, warmup: "1ms"}',
        'load: {rounds: 3, forks: 2, warmup: "1ms"}',
      )
    const { run, events, verdict } = await check(0, forked)
    for (const fork of [1, 2])
      expect(
        events.some(
          (e) => e.kind === "starting" && e.targets.includes(`service svc (fork ${fork})`),
        ),
      ).toBe(true)
    // Each fork's rounds were measured against a service of its own: `b`'s first fork slow
    // (the service's first launch), its second not.
    const wall = (fork: number) =>
      run.rounds
        .filter((r) => r.target === "b" && r.fork === fork)
        .map((r) => r.values.wall as number)
    expect(wall(0).length).toBe(3)
    expect(Math.min(...wall(0))).toBeGreaterThan(3 * Math.max(...wall(1)))
    // Launches are measured into the interval, not confirmed after it.
    expect(run.launched).toBeUndefined()
    expect(run.confirmation).toBeUndefined()
    expect(verdict?.status).not.toBe("fail")
  }, 90_000)
})
