/**
 * `load.forks`: a scenario's started targets are launched afresh for every fork, each launch
 * warmed up and measured for `rounds` rounds, and every measured slice records its launch.
 * Real servers and oha; the start command records each launched process's pid.
 */
import { describe, expect, test } from "bun:test"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Effect, Either } from "effect"
import { decodeSpec } from "../../compiler/Decode.ts"
import { planSpec } from "../../compiler/Plan.ts"
import { loadSpec } from "../../compiler/Source.ts"
import { executeSpec, type ProgressEvent } from "../../run/Execute.ts"
import { resolveTool } from "../../tools/Toolchain.ts"
import { isAlive } from "../support/Processes.ts"

const server = resolve(import.meta.dir, "../../benchmarks/cost-server.ts")

describe("forks", () => {
  test("each fork launches the scenario's targets afresh and its rounds carry the fork", async () => {
    const dir = mkdtempSync(join(tmpdir(), "benchgate-forks-"))
    const pids = join(dir, "pids")
    const target = (name: string) =>
      `${name}: {http: url: "http://127.0.0.1:{port}", start: {cmd: ["bash", "-c", ${JSON.stringify(`echo $$ >> ${pids}; exec bun ${server} --port=$0 --work=100`)}, "{port}"], ready: http: "/health"}}`
    const file = join(dir, "forks.cue")
    writeFileSync(
      file,
      `package bench
targets: {
	${target("a")}
	${target("b")}
}
scenarios: s: {
	request: path: "/"
	load: {concurrency: 2, duration: "50ms", rounds: 2, forks: 3, warmup: "20ms"}
	baseline: "a"
	thresholds: [{target: "b", metric: "rps", overhead: ">= 0.5x"}]
}
`,
    )
    try {
      const cue = await Effect.runPromise(resolveTool("cue"))
      const oha = await Effect.runPromise(resolveTool("oha"))
      const spec = decodeSpec(await Effect.runPromise(loadSpec(cue.path, file)))
      if (Either.isLeft(spec)) throw new Error(JSON.stringify(spec.left))
      const plan = planSpec(spec.right)
      expect(plan.scenarios[0]?.rounds).toBe(6)
      const events: ProgressEvent[] = []
      const execution = await Effect.runPromise(
        executeSpec(plan, {
          tools: new Map([
            ["oha", oha.path],
            ["bun", process.execPath],
          ]),
          logDir: join(dir, "logs"),
          onProgress: (event) => events.push(event),
          confidence: 0.95,
          decide: () => ({
            statuses: ["pass"],
            decidableFrom: [],
            unconfirmed: 0,
            confirmations: [],
          }),
        }),
      )
      const run = execution.runs[0]
      const forkOf = (name: string) =>
        run?.rounds.filter((r) => r.target === name).map((r) => [r.round, r.fork])
      expect(forkOf("a")).toEqual([
        [1, 0],
        [2, 0],
        [3, 1],
        [4, 1],
        [5, 2],
        [6, 2],
      ])
      expect(forkOf("b")).toEqual(forkOf("a"))
      // Three launches of two targets, six processes, none left running.
      const launched = readFileSync(pids, "utf8").trim().split("\n").map(Number)
      expect(new Set(launched).size).toBe(6)
      for (const pid of launched) expect(isAlive(pid)).toBe(false)
      // Each launch is warmed up before its rounds.
      const kinds = events.filter((e) => e.kind !== "round").map((e) => e.kind)
      expect(kinds).toEqual([
        "starting",
        "warmup",
        "warmup",
        "starting",
        "warmup",
        "warmup",
        "starting",
        "warmup",
        "warmup",
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
