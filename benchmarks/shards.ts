/**
 * Sharding the bundled specs, measured:
 *
 * 1. wall time of `./bench check specs/` whole, then of `--shard 1/2` and `--shard 2/2` one
 *    after the other (each alone on the machine, as two matrix jobs would be on two); the goal
 *    is that the longer shard takes half the whole within 15%. `--repeat N` alternates whole
 *    and shards N times, so drift of the machine's speed shows.
 * 2. `bench merge` of 8 shard reports: the two real shard reports re-split 8 ways by the same
 *    planner (compiler/Shard.ts), then merged by the CLI (process wall time, bun start
 *    included) and in process (reading the reports and joining them), median of 5 and 20.
 *
 * Usage: bun benchmarks/shards.ts [--repeat N] [--merge-only] [--out FILE]
 * The whole check's store is left at .bench/shards/whole.db: a template for store-year.ts.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { Effect, Either } from "effect"
import { loadSpecs } from "../cli/LoadSpecs.ts"
import { shardPlan } from "../compiler/Shard.ts"
import { scenarioKey } from "../core/Shard.ts"
import { median } from "../gate/stats/Sample.ts"
import { jsonReport, renderJson } from "../report/Json.ts"
import { mergeShards } from "../report/Merge.ts"
import { readJsonReport } from "../report/ReadJson.ts"

const root = resolve(import.meta.dir, "..")
const { values } = parseArgs({
  options: {
    repeat: { type: "string" },
    out: { type: "string" },
    "merge-only": { type: "boolean" },
  },
})
// --merge-only: time the merge again on the shard reports a previous run left.
const repeat = values["merge-only"] ? 0 : Number(values.repeat ?? 1)
const work = join(root, ".bench/shards")
mkdirSync(work, { recursive: true })
const bench = join(root, "bench")

const timed = (args: ReadonlyArray<string>): number => {
  const started = performance.now()
  const result = Bun.spawnSync([bench, ...args], { cwd: root, stdout: "ignore", stderr: "pipe" })
  const ms = performance.now() - started
  // Exit 1 is a failed threshold: a measured run. Anything else is not.
  if (result.exitCode !== 0 && result.exitCode !== 1) {
    throw new Error(`bench ${args.join(" ")} exited ${result.exitCode}: ${result.stderr}`)
  }
  process.stderr.write(`bench ${args.join(" ")}: ${(ms / 1000).toFixed(1)} s\n`)
  return ms
}

const rounds: Array<{ wholeMs: number; shardMs: [number, number] }> = []
for (let i = 0; i < repeat; i++) {
  const db = (name: string) => join(work, `${name}-${i}.db`)
  const wholeMs = timed([
    "check",
    "specs/",
    "--quiet",
    "--db",
    db("whole"),
    "--json",
    join(work, "whole.json"),
  ])
  const shardMs: [number, number] = [1, 2].map((index) =>
    timed([
      "check",
      "specs/",
      "--quiet",
      "--shard",
      `${index}/2`,
      "--db",
      db(`shard${index}`),
      "--json",
      join(work, `shard-${index}.json`),
    ]),
  ) as [number, number]
  rounds.push({ wholeMs, shardMs })
}

// Eight shard reports from the two real ones, split by the planner 8 ways.
const specs = (await Effect.runPromise(loadSpecs([join(root, "specs")]))).specs
const { assignment } = shardPlan(specs, 8)
const two = [1, 2].map((index) =>
  Either.getOrThrow(readJsonReport(readFileSync(join(work, `shard-${index}.json`), "utf8"))),
)
const first = two[0]
const firstShard = first?.shard
if (first === undefined || firstShard === undefined) throw new Error("shard-1.json has no shard")
const eight = Array.from({ length: 8 }, (_, k) => {
  const index = k + 1
  const inShard = (spec: string, scenario: string) =>
    assignment.get(scenarioKey(spec, scenario)) === index
  const file = join(work, `eight-${index}.json`)
  const report = jsonReport({
    ...first,
    outcomes: two.flatMap((r) => r.outcomes).filter((o) => inShard(o.spec, o.scenario)),
    shard: {
      ...firstShard,
      index,
      count: 8,
      runs: two.flatMap((r) => r.shard?.runs ?? []).filter((r) => inShard(r.spec, r.scenario)),
    },
  })
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
  return file
})
const reportBytes = eight.reduce((sum, file) => sum + readFileSync(file).length, 0)
const mergeCliMs = median(
  Array.from({ length: 5 }, (_, i) =>
    timed([
      "merge",
      ...eight,
      "--db",
      join(work, `merged-${i}.db`),
      "--json",
      join(work, "merged.json"),
    ]),
  ),
)
const mergeInProcessMs = median(
  Array.from({ length: 20 }, () => {
    const started = performance.now()
    const merged = mergeShards(
      eight.map((file) => ({
        file,
        result: Either.getOrThrow(readJsonReport(readFileSync(file, "utf8"))),
      })),
    )
    if (!merged.ok) throw new Error(merged.problems.join("; "))
    renderJson(merged.merged.result)
    return performance.now() - started
  }),
)

const result = {
  date: new Date().toISOString(),
  rounds: rounds.map((r) => ({
    wholeS: r.wholeMs / 1000,
    shardS: r.shardMs.map((ms) => ms / 1000),
    longerShardOverWhole: Math.max(...r.shardMs) / r.wholeMs,
  })),
  merge8: { reportsMB: reportBytes / 1e6, cliMs: mergeCliMs, inProcessMs: mergeInProcessMs },
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
if (values.out) {
  mkdirSync(dirname(values.out), { recursive: true })
  writeFileSync(values.out, `${JSON.stringify(result, null, 2)}\n`)
}
