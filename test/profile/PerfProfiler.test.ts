/**
 * perf attached to a running process: the recording holds its samples, a perf that cannot
 * record fails with its reason, and stopping it leaves nothing that keeps benchgate alive (a
 * sleep raced against perf's exit once held every profiled check open for ten seconds after
 * its report).
 */
import { describe, expect, test } from "bun:test"
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { perf } from "../support/Perf.ts"

const root = resolve(import.meta.dir, "../..")
const found = perf()

/** Runs a Bun program in the project (so it shares its effect) and times it to its exit. */
const runProgram = (text: string) => {
  const dir = mkdtempSync(join(tmpdir(), "benchgate-perf-"))
  const file = join(root, `.perf-test-${process.pid}.ts`)
  writeFileSync(file, text.replaceAll("DIR", dir))
  try {
    const started = performance.now()
    const r = Bun.spawnSync([process.execPath, file], { cwd: root, timeout: 60_000 })
    return {
      seconds: (performance.now() - started) / 1000,
      stdout: r.stdout.toString(),
      stderr: r.stderr.toString(),
      dir,
    }
  } finally {
    rmSync(file, { force: true })
  }
}

describe.skipIf(found.path === undefined)(
  `perfRecording${found.path === undefined ? ` (${found.why})` : ""}`,
  () => {
    test("records a process while the scope is open, and the program ends when its work does", () => {
      const run = runProgram(`import { Effect } from "effect"
import { perfRecording } from "./profile/PerfProfiler.ts"
const busy = Bun.spawn(["sh", "-c", "while :; do :; done"])
await Effect.runPromise(Effect.scoped(Effect.gen(function* () {
  yield* perfRecording(${JSON.stringify(found.path)}, [busy.pid], "DIR/perf.data")
  yield* Effect.sleep("700 millis")
})))
busy.kill()
console.log("recorded")
`)
      try {
        expect(run.stdout, run.stderr).toContain("recorded")
        expect(existsSync(join(run.dir, "perf.data"))).toBe(true)
        expect(statSync(join(run.dir, "perf.data")).size).toBeGreaterThan(0)
        // Nothing pending: the program ends about a second in; the raced sleep made it ten.
        expect(run.seconds).toBeLessThan(7)
      } finally {
        rmSync(run.dir, { recursive: true, force: true })
      }
    }, 30_000)

    test("a process that is not there: perf's failure, at once", () => {
      const run = runProgram(`import { Effect } from "effect"
import { perfRecording } from "./profile/PerfProfiler.ts"
const result = await Effect.runPromise(Effect.either(Effect.scoped(perfRecording(${JSON.stringify(found.path)}, [2147483646], "DIR/perf.data"))))
console.log(JSON.stringify(result))
`)
      try {
        const result = JSON.parse(run.stdout.trim() || "{}")
        expect(result._tag, run.stderr).toBe("Left")
        expect(result.left).toMatch(/perf/)
        expect(run.seconds).toBeLessThan(7)
      } finally {
        rmSync(run.dir, { recursive: true, force: true })
      }
    })
  },
)
