/**
 * run/Execute.ts's orchestration against a scripted world (test/support/ScriptedWorld.ts): which
 * launches serve which rounds, when a failure is confirmed on fresh processes, what a fork
 * launches afresh, how looks and budgets stop. The specs are compiled by the real cue; nothing is
 * started and no slice runs a tool, so each case takes milliseconds. test/run/Launches.test.ts
 * keeps one case end to end with real servers and oha.
 */
import { describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { describeReason } from "../../report/Reason.ts"
import type { ProgressEvent } from "../../run/Execute.ts"
import type { World } from "../../run/RunWorld.ts"
import { executeSpecFile } from "../support/ExecuteSpecFile.ts"
import { jitter, type Script, scriptedWorld } from "../support/ScriptedWorld.ts"

/** Two started http targets, `b` judged on its rate against `a`'s; `load` as given. */
const twoTargets = (load: string) => `package bench
targets: {
	a: {http: url: "http://127.0.0.1:{port}", start: {cmd: ["a", "--port={port}"], ready: http: "/health"}}
	b: {http: url: "http://127.0.0.1:{port}", start: {cmd: ["b", "--port={port}"], ready: http: "/health"}}
}
scenarios: s: {
	request: path: "/"
	load: ${load}
	baseline: "a"
	thresholds: [{target: "b", metric: "rps", overhead: ">= 0.75x"}]
}
`

/** Two commands, `b` calling service `svc` (and `c` calling `other` in a second scenario). */
const serviceTargets = (load: string) => `package bench
services: {
	svc: {url: "http://127.0.0.1:{port}", start: {cmd: ["svc", "--port={port}"], ready: http: "/health"}}
	other: {url: "http://127.0.0.1:{port}", start: {cmd: ["other", "--port={port}"], ready: http: "/health"}}
}
targets: {
	a: command: {cmd: ["a"]}
	b: command: {cmd: ["b"], env: SVC: "{service.svc}"}
	c: command: {cmd: ["c"], env: OTHER: "{service.other}"}
}
scenarios: s: {
	targets: ["a", "b"]
	load: ${load}
	baseline: "a"
	thresholds: [{target: "b", metric: "wall", overhead: "<= 12x"}]
}
scenarios: t: {
	targets: ["c"]
	load: {rounds: 1, warmup: "1ms"}
	thresholds: [{target: "c", metric: "wall", max: "60s"}]
}
`

/** `b` answers at a third of `a`'s rate in the launches `slow` says, else at `a`'s. */
const rates =
  (slow: (launch: number) => boolean): Script =>
  (target, at) => {
    const noisy = jitter(7 * (at.round ?? 0) + (target === "b" ? 1 : 0), 0.02)
    return { rps: noisy(target === "b" && slow(at.launchOf("b")) ? 1000 : 3000) }
  }

/** `b` costs 50x `a` while `svc` is in its first launch, 5x afterwards; `c` 1 ms. */
const serviceWalls: Script = (target, at) => {
  const noisy = jitter(11 * (at.round ?? 0) + target.charCodeAt(0), 0.02)
  if (target === "a") return { wall: noisy(10) }
  if (target === "b") return { wall: noisy(at.launchOf("svc") === 0 ? 500 : 50) }
  return { wall: noisy(1) }
}

/** `slowTarget`'s slices take `ms` of wall time; every other slice answers at once. */
const slowing = (world: World, slowTarget: string, ms: number): World => ({
  ...world,
  runSlice: (slice, context) =>
    slice.targets.includes(slowTarget)
      ? Effect.zipRight(Effect.sleep(ms), world.runSlice(slice, context))
      : world.runSlice(slice, context),
})

const check = async (
  source: string,
  script: Script,
  adapt: (world: World) => World = (world) => world,
  busyLimit?: number,
) => {
  const dir = mkdtempSync(join(tmpdir(), "benchgate-scripted-"))
  const file = join(dir, "scripted.cue")
  writeFileSync(file, source)
  try {
    const { world, started } = scriptedWorld(script)
    const adapted = adapt(world)
    const ran = await executeSpecFile(file, {
      tools: new Map(),
      dir,
      world: adapted,
      ...(busyLimit === undefined ? {} : { busyLimit }),
    })
    return { ...ran, started }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const startedAs = (events: ReadonlyArray<ProgressEvent>, label: string) =>
  events.some((e) => e.kind === "starting" && e.targets.includes(label))

const LOAD = '{concurrency: 2, duration: "150ms", rounds: 6, warmup: "100ms"}'

describe("a failure on one launch is confirmed on fresh processes (scripted)", () => {
  test("a first launch three times as costly fails, fresh processes do not: not failed", async () => {
    const { run, events, started, verdict } = await check(
      twoTargets(LOAD),
      rates((launch) => launch === 0),
    )
    expect(run.launched).toEqual(["a", "b"])
    expect(run.confirmation?.fromRound).toBe(7)
    expect(run.rounds.filter((r) => r.fork === 1 && r.target === "b").length).toBe(6)
    expect(startedAs(events, "b (fresh, to confirm a failure)")).toBe(true)
    expect(started).toEqual(["a", "b", "a", "b"])
    expect(verdict?.status).toBe("inconclusive")
    expect(verdict ? describeReason(verdict.reason) : "").toContain(
      "not failed: fresh processes measured",
    )
  })

  test("a target three times as costly in every launch fails, confirmed", async () => {
    const { run, verdict } = await check(
      twoTargets(LOAD),
      rates(() => true),
    )
    expect(run.confirmation?.fromRound).toBe(7)
    expect(verdict?.status).toBe("fail")
    expect(verdict ? describeReason(verdict.reason) : "").toContain("confirmed on fresh processes")
  })

  test("with a budget, a clear failure is confirmed at the fresh launch's first look", async () => {
    const budgeted = LOAD.replace('warmup: "100ms"}', 'warmup: "100ms", budget: "30s"}')
    const { run, verdict } = await check(
      twoTargets(budgeted),
      rates(() => true),
    )
    expect(run.adaptive?.looks).toBe(1)
    expect(verdict?.status).toBe("fail")
    expect(run.rounds.filter((r) => r.fork === 1 && r.target === "b").length).toBe(6)
    expect(run.confirmation?.level).toBeGreaterThan(0.95)
  })

  test("a service's first launch that slows every call fails, a fresh service does not: not failed", async () => {
    const { run, events, verdict } = await check(
      serviceTargets('{rounds: 6, warmup: "1ms"}'),
      serviceWalls,
    )
    // Only `b` names the service: only it was measured against the service's one launch.
    expect(run.launched).toEqual(["b"])
    expect(run.confirmation?.fromRound).toBe(7)
    expect(startedAs(events, "service svc (fresh, to confirm a failure)")).toBe(true)
    expect(startedAs(events, "service other (fresh, to confirm a failure)")).toBe(false)
    expect(verdict?.status).toBe("inconclusive")
    expect(verdict ? describeReason(verdict.reason) : "").toContain(
      "not failed: fresh processes measured",
    )
  })

  test("with forks, a service the targets call is launched afresh for each fork: its launches are a level", async () => {
    const { run, events, verdict } = await check(
      serviceTargets('{rounds: 3, forks: 2, warmup: "1ms"}'),
      serviceWalls,
    )
    for (const fork of [1, 2]) expect(startedAs(events, `service svc (fork ${fork})`)).toBe(true)
    const wall = (fork: number) =>
      run.rounds
        .filter((r) => r.target === "b" && r.fork === fork)
        .map((r) => r.values.wall as number)
    expect(wall(0).length).toBe(3)
    expect(Math.min(...wall(0))).toBeGreaterThan(3 * Math.max(...wall(1)))
    expect(run.launched).toBeUndefined()
    expect(run.confirmation).toBeUndefined()
    expect(verdict?.status).not.toBe("fail")
  })
})

describe("load.firstLook: a decided scenario stops at its first look (scripted)", () => {
  const FIRST_LOOK = '{concurrency: 2, duration: "150ms", rounds: 8, firstLook: 4, warmup: "100ms"}'
  const measured = (rounds: ReadonlyArray<{ readonly target: string }>) =>
    rounds.filter((r) => r.target === "b").length

  test("every verdict decided after 4 rounds: 4 measured, at the first look's level", async () => {
    const { run, verdict } = await check(
      twoTargets(FIRST_LOOK),
      rates(() => false),
    )
    expect(verdict?.status).toBe("pass")
    expect(measured(run.rounds)).toBe(4)
    expect(run.adaptive).toEqual({
      level: 0.975,
      looks: 1,
      stopped: "every threshold decided after 4 rounds",
    })
  })

  test("undecided at the first look: on to `rounds`, and no further without a budget", async () => {
    // b at the limit itself (0.75x of a's rate), noisy: no look can decide it.
    const atLimit: Script = (target, at) => {
      const noisy = jitter(5 * (at.round ?? 0) + (target === "b" ? 3 : 0), 0.1)
      return { rps: noisy(target === "b" ? 750 : 1000) }
    }
    const { run, verdict } = await check(twoTargets(FIRST_LOOK), atLimit)
    expect(verdict?.status).toBe("inconclusive")
    expect(measured(run.rounds)).toBe(8)
    expect(run.adaptive).toEqual({
      level: 0.975,
      looks: 2,
      stopped: "1 threshold undecided after 8 rounds: its rounds are spent (load.rounds)",
    })
  })

  test("a clear failure at the first look is confirmed on fresh processes for as many rounds", async () => {
    const { run, verdict } = await check(
      twoTargets(FIRST_LOOK),
      rates(() => true),
    )
    expect(verdict?.status).toBe("fail")
    expect(run.confirmation?.fromRound).toBe(5)
    expect(run.rounds.filter((r) => r.fork === 1 && r.target === "b").length).toBe(4)
  })

  test("without firstLook the same scenario looks once, after all its rounds", async () => {
    const { run } = await check(
      twoTargets(FIRST_LOOK.replace(" firstLook: 4,", "")),
      rates(() => false),
    )
    expect(measured(run.rounds)).toBe(8)
    expect(run.adaptive).toBeUndefined()
  })
})

describe("a machine busy in every round (scripted, ADR 29 amended)", () => {
  const LOOKS = '{concurrency: 2, duration: "150ms", rounds: 8, firstLook: 4, warmup: "100ms"}'
  /** b at 0.8x of a's rate, a little past the 0.75x limit; others take half the machine in `busy` rounds. */
  const nearLimit =
    (busy: (round: number) => boolean): Script =>
    (target, at) => {
      const noisy = jitter(13 * (at.round ?? 0) + (target === "b" ? 5 : 0), 0.02)
      return {
        rps: noisy(target === "b" ? 800 : 1000),
        other_cpu: busy(at.round ?? 0) ? 0.5 : 0.01,
      }
    }
  const measured = (rounds: ReadonlyArray<{ readonly target: string }>) =>
    rounds.filter((r) => r.target === "b").length

  test("a ratio the neighbour could move past the limit: no rounds after the first look", async () => {
    const { run, verdict } = await check(
      twoTargets(LOOKS),
      nearLimit(() => true),
      undefined,
      0.15,
    )
    expect(verdict?.status).toBe("inconclusive")
    expect(verdict?.reason.kind === "interval" && verdict.reason.busy?.heldOpen).toBe(true)
    expect(measured(run.rounds)).toBe(4)
    expect(run.adaptive?.stopped).toContain("that the planned rounds cannot decide")
  })

  test("one quiet round and the rounds go on, waiting for four", async () => {
    const { run } = await check(
      twoTargets(LOOKS),
      nearLimit((round) => round !== 2),
      undefined,
      0.15,
    )
    expect(measured(run.rounds)).toBe(8)
  })

  test("the same rounds on a quiet machine decide at the first look", async () => {
    const { run, verdict } = await check(
      twoTargets(LOOKS),
      nearLimit(() => false),
      undefined,
      0.15,
    )
    expect(verdict?.status).toBe("pass")
    expect(measured(run.rounds)).toBe(4)
  })
})

describe('a steady warm-up (load.warmup: "steady")', () => {
  const STEADY = '{concurrency: 2, duration: "150ms", rounds: 4, warmup: "steady"}'

  /** Each target's CPU per request over its warm-up slices: `cost(n)` for the nth (1-based). */
  const warming = (cost: (target: string, slice: number) => number): Script => {
    const slices = new Map<string, number>()
    return (target, at) => {
      if (at.round !== undefined) return { rps: 3000, cpu_per_request: cost(target, 1000) }
      const n = (slices.get(target) ?? 0) + 1
      slices.set(target, n)
      return { rps: 3000, cpu_per_request: cost(target, n) }
    }
  }

  const warmups = (events: ReadonlyArray<ProgressEvent>, target: string) =>
    events.flatMap((e) =>
      e.kind === "warmup" && e.target === target && e.steady ? [e.steady] : [],
    )

  test("a flat target warms three slices; one getting cheaper until it settles", async () => {
    // b: 0.9 ms, then 30% cheaper each slice until its 6th, flat after.
    const { events } = await check(
      twoTargets(STEADY),
      warming((target, n) =>
        target === "a" ? 0.05 * (1 + 0.01 * (n % 2)) : 0.9 * 0.7 ** Math.min(n, 6),
      ),
    )
    const a = warmups(events, "a")
    expect(a.map((s) => s.slice)).toEqual([1, 2, 3])
    expect(a.at(-1)?.ended).toBe("steady")
    const b = warmups(events, "b")
    // Slice 6 is the last new low; 7 and 8 make none.
    expect(b.map((s) => s.slice)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(b.at(-1)?.ended).toBe("steady")
    expect(b.at(-1)?.cpuPerRequest).toBeCloseTo(0.9 * 0.7 ** 6, 9)
    expect(b.slice(0, -1).every((s) => s.ended === undefined)).toBe(true)
  })

  test("a target that never stops getting cheaper is measured after 30 s of slices, saying so", async () => {
    const { events, run } = await check(
      twoTargets(STEADY),
      // 10% cheaper every slice, for ever.
      warming((target, n) => (target === "a" ? 0.05 : 0.9 ** n)),
    )
    const b = warmups(events, "b")
    // 500 ms slices: 60 of them make the 30 s.
    expect(b).toHaveLength(60)
    expect(b.at(-1)?.ended).toBe("still falling")
    expect(run.rounds.filter((r) => r.target === "b")).toHaveLength(4)
  })

  test("a slice without a CPU per request ends the warm-up, saying so", async () => {
    const { events } = await check(twoTargets(STEADY), (target, at) =>
      target === "b" && at.round === undefined ? { rps: 0 } : { rps: 3000, cpu_per_request: 0.05 },
    )
    expect(warmups(events, "b")).toEqual([{ slice: 1, ended: "unread" }])
  })

  test("a fixed warm-up warms each target once, with no costs", async () => {
    const { events } = await check(
      twoTargets(STEADY.replace('"steady"', '"100ms"')),
      warming(() => 0.05),
    )
    const slices = events.filter((e) => e.kind === "warmup")
    expect(slices.map((e) => (e.kind === "warmup" ? [e.target, e.steady] : []))).toEqual([
      ["a", undefined],
      ["b", undefined],
    ])
  })
})

describe("the first rounds of a spec's scenarios take turns (ADR 41, scripted)", () => {
  /** Started targets a, b and c; s and t share a and b, f launches them afresh per fork. */
  const threeScenarios = (s: string, t: string, f?: string) => `package bench
targets: {
	a: {http: url: "http://127.0.0.1:{port}", start: {cmd: ["a", "--port={port}"], ready: http: "/health"}}
	b: {http: url: "http://127.0.0.1:{port}", start: {cmd: ["b", "--port={port}"], ready: http: "/health"}}
	c: {http: url: "http://127.0.0.1:{port}", start: {cmd: ["c", "--port={port}"], ready: http: "/health"}}
}
scenarios: s: {
	targets: ["a", "b"]
	request: path: "/"
	load: ${s}
	baseline: "a"
	thresholds: [{target: "b", metric: "rps", overhead: ">= 0.75x"}]
}
scenarios: t: {
	targets: ["c"]
	request: path: "/"
	load: ${t}
	thresholds: [{target: "c", metric: "rps", min: 10}]
}
${
  f === undefined
    ? ""
    : `scenarios: f: {
	targets: ["a", "b"]
	request: path: "/"
	load: ${f}
	baseline: "a"
	thresholds: [{target: "b", metric: "rps", overhead: ">= 0.75x"}]
}`
}
`
  const steps = (events: ReadonlyArray<ProgressEvent>) =>
    events.flatMap((e) => {
      if (e.kind === "warmup") return [`${e.scenario} warm ${e.target}`]
      if (e.kind === "round") return [`${e.scenario} ${e.round}/${e.rounds} ${e.target}`]
      if (e.kind === "starting") return [`start ${e.targets.join(", ")}`]
      return []
    })
  const even: Script = (target, at) => {
    const noisy = jitter(3 * (at.round ?? 0) + target.charCodeAt(0), 0.02)
    return { rps: noisy(1000) }
  }

  test("every warm-up, then round 1 of each, then round 2 of each; a forked scenario alone after", async () => {
    const load = (rounds: number) =>
      `{concurrency: 1, duration: "10ms", rounds: ${rounds}, warmup: "1ms"}`
    const { runs, events } = await check(
      threeScenarios(
        load(4),
        load(2),
        '{concurrency: 1, duration: "10ms", rounds: 1, forks: 2, warmup: "1ms"}',
      ),
      even,
    )
    expect(steps(events)).toEqual([
      "start a, b, c",
      "s warm a",
      "s warm b",
      "t warm c",
      "s 1/4 a",
      "s 1/4 b",
      "t 1/2 c",
      "s 2/4 b",
      "s 2/4 a",
      "t 2/2 c",
      "s 3/4 a",
      "s 3/4 b",
      "s 4/4 b",
      "s 4/4 a",
      "start a (fork 1), b (fork 1)",
      "f warm a",
      "f warm b",
      "f 1/2 a",
      "f 1/2 b",
      "start a (fork 2), b (fork 2)",
      "f warm a",
      "f warm b",
      "f 2/2 b",
      "f 2/2 a",
    ])
    // Each run keeps its own rounds, numbered as its own, in the spec's order.
    expect(runs.map((r) => [r.scenario, r.rounds.length])).toEqual([
      ["s", 8],
      ["t", 2],
      ["f", 4],
    ])
  })

  test("a scenario's budget is its own time: another's slow rounds between its own do not spend it", async () => {
    // b at the limit itself, noisy: every look leaves s undecided, so only the budget stops it.
    const atLimit: Script = (target, at) => {
      const noisy = jitter(5 * (at.round ?? 0) + target.charCodeAt(0), 0.1)
      return { rps: noisy(target === "b" ? 750 : 1000) }
    }
    const budgeted =
      '{concurrency: 1, duration: "10ms", rounds: 4, firstLook: 2, warmup: "1ms", budget: "1s"}'
    const { run } = await check(
      threeScenarios(budgeted, '{concurrency: 1, duration: "10ms", rounds: 2, warmup: "1ms"}'),
      atLimit,
      (world) => slowing(world, "c", 400),
    )
    // 800 ms of t's rounds ran between s's first two: counted as s's, 1 s would leave room for
    // a round or two; its own, for the 50 rounds of 20 ms the budget plans.
    expect(run.rounds.filter((r) => r.target === "b").length).toBeGreaterThan(40)
  })
})
