/** `bench calibrate`: a real A/A run on loopback, and the arithmetic of its report. */
import { expect, test } from "bun:test"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { renderCalibration } from "../../cli/Calibrate.ts"

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
    const result = Bun.spawnSync(
      [join(root, "bench"), "calibrate", "cal.cue", "--quiet", "--db", join(dir, "r.db")],
      { cwd: dir, timeout: 60_000 },
    )
    const out = result.stdout.toString()
    expect(result.stderr.toString()).not.toContain("error")
    expect(result.exitCode).toBe(0)
    expect(out).toContain("cal › hello  (A/A")
    // The budget, not the 3 planned rounds: 5 s of 100 ms slices is 50 rounds.
    expect(out).toContain("detectable in 50 rounds")
    expect(out).toMatch(/svc rps\s+±\d+\.\d%\s+±\d+\.\d%/)
    expect(out).toMatch(/suggestion: duration "\d+ms", rounds \d+/)
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
    durationMs: 1000,
    confidence: 0.95,
  })
  expect(text).toContain('suggestion: duration "500ms", rounds 20')
  // A spread that doubles when the slice is halved: keep the long slices.
  const keep = renderCalibration({
    spec: "s",
    scenario: "x",
    noise: [{ target: "t", metric: "rps", sd: 0.02, sdHalf: 0.04, rounds: 6 }],
    rounds: 10,
    durationMs: 1000,
    confidence: 0.95,
  })
  expect(keep).toContain('suggestion: duration "1000ms", rounds 10 (keep the slice length)')
})
