/** `bench calibrate`: a real A/A run on loopback, and the arithmetic of its report. */
import { expect, test } from "bun:test"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { calibrationRounds, renderCalibration } from "../../cli/Calibrate.ts"

const root = resolve(import.meta.dir, "../..")

test("calibrate measures each target against its twin and prints what it can detect", () => {
  const dir = mkdtempSync(join(tmpdir(), "benchgate-calibrate-"))
  try {
    writeFileSync(
      join(dir, "cal.cue"),
      `package bench
targets: svc: {
	http: url: "http://127.0.0.1:{port}"
	start: {cmd: ["bun", ${JSON.stringify(join(root, "benchmarks/cost-server.ts"))}, "--port={port}", "--work=1000"], ready: http: "/health"}
}
scenarios: hello: {
	request: path: "/"
	load: {concurrency: 2, duration: "100ms", rounds: 3, warmup: "0s", budget: "5s"}
}
`,
    )
    const calibrate = (...flags: string[]) => {
      const result = Bun.spawnSync(
        [join(root, "bench"), "calibrate", "cal.cue", "--db", join(dir, "r.db"), ...flags],
        { cwd: dir, timeout: 60_000 },
      )
      expect(result.exitCode).toBe(0)
      return { out: result.stdout.toString(), err: result.stderr.toString() }
    }
    // By default: half the scenario's rounds, at least 3 (about one check's time), no half
    // slices, so no slice advice; the figures say they are rough.
    const quick = calibrate()
    expect(quick.err).not.toContain("error")
    expect(quick.err).toContain("round 3/3")
    expect(quick.err).not.toContain("round 4/")
    expect(quick.err).not.toContain("@half-slices")
    expect(quick.out).toContain(
      "cal › hello  (A/A: each target against a second process of itself, 3 rounds: rough figures",
    )
    // The budget, not the 3 planned rounds: 5 s of 100 ms slices is 50 rounds.
    expect(quick.out).toContain("detectable in 50 rounds")
    expect(quick.out).toMatch(/svc rps\s+±\d+\.\d%\s+±\d+\.\d%/)
    expect(quick.out).not.toContain("suggestion:")
    // Asked for: more rounds, and half slices with the slice advice.
    const firm = calibrate("--quiet", "--rounds", "8", "--slices")
    expect(firm.out).toContain("8 rounds)")
    expect(firm.out).toMatch(/suggestion: duration "\d+ms", rounds \d+/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}, 90_000)

test("the report compares slice lengths by the change they can detect in the same time", () => {
  // Halving the slice barely raises the spread here, so twice the rounds wins.
  const text = renderCalibration({
    spec: "s",
    scenario: "x",
    noise: [{ target: "t", metric: "rps", sd: 0.02, sdHalf: 0.021, rounds: 6 }],
    rounds: 10,
    roundsFrom: "rounds",
    gated: [],
    durationMs: 1000,
    confidence: 0.95,
    measuredRounds: 12,
  })
  expect(text).toContain('suggestion: duration "500ms", rounds 20')
  // A spread that doubles when the slice is halved: keep the long slices.
  const keep = renderCalibration({
    spec: "s",
    scenario: "x",
    noise: [{ target: "t", metric: "rps", sd: 0.02, sdHalf: 0.04, rounds: 6 }],
    rounds: 10,
    roundsFrom: "rounds",
    gated: [],
    durationMs: 1000,
    confidence: 0.95,
    measuredRounds: 12,
  })
  expect(keep).toContain('suggestion: duration "1000ms", rounds 10 (keep the slice length)')
})

test("the report suggests the budget a 2% change needs, at the measured round time", () => {
  // sd 1% per round: a 2% change needs a dozen rounds or so; at 1.2 s a round, that many seconds.
  const text = renderCalibration({
    spec: "s",
    scenario: "x",
    noise: [{ target: "t", metric: "rps", sd: 0.01, rounds: 12 }],
    rounds: 10,
    roundsFrom: "rounds",
    gated: [],
    confidence: 0.95,
    measuredRounds: 12,
    roundMs: 1200,
  })
  const rounds = Number(/t rps.*?(\d+)\s+(\d+)\s+"(\d+)s"/.exec(text)?.[1])
  const seconds = Number(/"(\d+)s"/.exec(text)?.[1])
  expect(text).toContain("budget for 2%")
  expect(rounds).toBeGreaterThan(3)
  expect(seconds).toBe(Math.ceil(rounds * 1.2))
  // Without a measured round time there is no budget to suggest.
  const none = renderCalibration({
    spec: "s",
    scenario: "x",
    noise: [{ target: "t", metric: "rps", sd: 0.01, rounds: 12 }],
    rounds: 10,
    roundsFrom: "rounds",
    gated: [],
    confidence: 0.95,
    measuredRounds: 12,
  })
  expect(none).not.toMatch(/"\d+s"/)
})

test("a second process that differs beyond its interval is named, with what helps", () => {
  const base = { target: "t", metric: "rps" as const, sd: 0.01, rounds: 12 }
  const text = renderCalibration({
    spec: "s",
    scenario: "x",
    noise: [{ ...base, twin: { estimate: 1.031, lower: 1.02, upper: 1.042 } }],
    rounds: 10,
    roundsFrom: "rounds",
    gated: [],
    confidence: 0.95,
    measuredRounds: 12,
  })
  expect(text).toContain("t rps: a second process of the same build measured 1.03x")
  expect(text).toContain("`load.forks` counts it as noise")
  const same = renderCalibration({
    spec: "s",
    scenario: "x",
    noise: [{ ...base, twin: { estimate: 1.004, lower: 0.99, upper: 1.018 } }],
    rounds: 10,
    roundsFrom: "rounds",
    gated: [],
    confidence: 0.95,
    measuredRounds: 12,
  })
  expect(same).not.toContain("second process of the same build")
})

test("a gap between processes smaller than the minimum effect is not a warning", () => {
  // 0.98–1.00x excludes 1, but by less than 1%: no verdict would act on it.
  const text = renderCalibration({
    spec: "s",
    scenario: "x",
    noise: [
      {
        target: "t",
        metric: "rps",
        sd: 0.01,
        rounds: 12,
        twin: { estimate: 0.99, lower: 0.985, upper: 0.998 },
      },
    ],
    rounds: 10,
    roundsFrom: "rounds",
    gated: [],
    confidence: 0.95,
    measuredRounds: 12,
  })
  expect(text).not.toContain("processes differ")
})

test("the rounds are explained in the spec's terms, and the slice advice weighs gated metrics", () => {
  const noise = [
    // p50 (gated) barely moves with half slices; p99.9 (not gated) doubles.
    { target: "t", metric: "p50" as const, sd: 0.02, sdHalf: 0.021, rounds: 6 },
    { target: "t", metric: "p99.9" as const, sd: 0.05, sdHalf: 0.2, rounds: 6 },
  ]
  const text = renderCalibration({
    spec: "s",
    scenario: "x",
    noise,
    rounds: 19,
    roundsFrom: "budget",
    gated: ["p50"],
    durationMs: 1000,
    confidence: 0.95,
    measuredRounds: 12,
  })
  expect(text).toContain("19 rounds: as many as the scenario's load.budget fits")
  expect(text).toContain("(of the gated p50)")
  expect(text).toContain('suggestion: duration "500ms", rounds 38')
})

test("by default calibrate runs half the scenario's rounds, at least 3: about one check", () => {
  // A round measures each target and its twin: twice a check's slices.
  expect(calibrationRounds(5)).toBe(3)
  expect(calibrationRounds(10)).toBe(5)
  expect(calibrationRounds(31)).toBe(16)
  expect(calibrationRounds(1)).toBe(3)
})
