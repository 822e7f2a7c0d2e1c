/**
 * The three commands the kill campaign interrupts, each with the store it starts from:
 *
 * - `check`: a spec of two command targets beside a supervised service (a bun HTTP server),
 *   six rounds, onto a store holding one earlier run: start-up, the service's start and stop,
 *   rounds, the save and the reports in about half a second.
 * - `merge`: the two shards' JSON reports of a two-scenario check merged onto a store holding
 *   one earlier merge.
 * - `compaction`: a check of two commands onto a store of many whole runs, so its save
 *   compacts all but the newest 30 of them in the same transaction (gate/store/SaveRun.ts, ADR 15).
 *
 * Every command writes a JSON report beside the store, so the report write is interrupted too.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { repeatRun } from "./RepeatedRuns.ts"
import { runBench } from "./Running.ts"
import { checkpointStore } from "./StoreState.ts"

export type CampaignCommandName = "check" | "merge" | "compaction"

export interface CampaignCommand {
  readonly name: CampaignCommandName
  /** The store before the command, checkpointed: each attempt runs on a copy of it. */
  readonly store: string
  /** `bench`'s arguments for an attempt's store and JSON report. */
  readonly args: (paths: { readonly store: string; readonly report: string }) => string[]
  readonly cwd: string
}

const SERVICE = "Bun.serve({port: Number(process.argv[1]), fetch: () => new Response('ok')})"

const SPECS: Readonly<Record<string, string>> = {
  "service.cue": `package bench
services: api: {
	url: "http://127.0.0.1:{port}"
	start: {cmd: ["bun", "-e", ${JSON.stringify(SERVICE)}, "{port}"], ready: http: "/"}
}
targets: {
	quick: command: {cmd: ["sh", "-c", "true"], env: API: "{service.api}"}
	slow: command: {cmd: ["sh", "-c", "sleep 0.01"], env: API: "{service.api}"}
}
scenarios: start: {
	baseline: "quick"
	load: {warmup: "0s", rounds: 6}
	thresholds: [{target: "slow", metric: "wall", overhead: "<= 100x"}]
}
`,
  "shards.cue": `package bench
targets: {
	quick: command: cmd: ["sh", "-c", "true"]
	slow: command: cmd: ["sh", "-c", "sleep 0.01"]
}
scenarios: first: {
	baseline: "quick"
	load: {warmup: "0s", rounds: 4}
	thresholds: [{target: "slow", metric: "wall", overhead: "<= 100x"}]
}
scenarios: second: {
	targets: ["quick"]
	load: {warmup: "0s", rounds: 4}
	thresholds: [{target: "quick", metric: "wall", max: "10s"}]
}
`,
  "commands.cue": `package bench
targets: {
	quick: command: cmd: ["sh", "-c", "true"]
	slow: command: cmd: ["sh", "-c", "sleep 0.01"]
}
scenarios: start: {
	baseline: "quick"
	load: {warmup: "0s", rounds: 4}
	thresholds: [{target: "slow", metric: "wall", overhead: "<= 100x"}]
}
`,
  // The runs a long history is made of: 30 rounds each, so compacting one has rows to sift.
  "history.cue": `package bench
targets: {
	quick: command: cmd: ["sh", "-c", "true"]
	slow: command: cmd: ["true"]
}
scenarios: start: {
	baseline: "quick"
	load: {warmup: "0s", rounds: 30}
	thresholds: [{target: "slow", metric: "wall", overhead: "<= 100x"}, {target: "slow", metric: "wall", regression: "<= 50%"}]
}
`,
}

/** Runs of the long history before the compaction's save; it keeps the newest 30. */
export const HISTORY_RUNS = 120

const mustRun = async (bench: string, args: ReadonlyArray<string>, cwd: string) => {
  const ran = await runBench(bench, args, cwd, 120_000)
  if (ran.code !== 0) {
    throw new Error(`bench ${args.join(" ")} exited ${ran.code}:\n${ran.stderr.slice(-2000)}`)
  }
}

/** Writes the specs and builds each command's starting store under `work`. */
export const campaignCommands = async (
  bench: string,
  work: string,
): Promise<ReadonlyArray<CampaignCommand>> => {
  const specs = join(work, "specs")
  const stores = join(work, "stores")
  mkdirSync(specs, { recursive: true })
  mkdirSync(stores, { recursive: true })
  for (const [name, text] of Object.entries(SPECS)) writeFileSync(join(specs, name), text)
  const spec = (name: string) => join(specs, name)
  const store = (name: string) => join(stores, name)
  const quiet = ["--no-profile", "--quiet"]

  await mustRun(bench, ["check", spec("service.cue"), "--db", store("check.db"), ...quiet], work)

  const shards = [1, 2].map((i) => join(work, `shard-${i}.json`))
  for (const [i, report] of shards.entries()) {
    const args = ["check", spec("shards.cue"), `--shard=${i + 1}/2`, "--json", report]
    await mustRun(bench, [...args, "--db", store(`shard-${i + 1}.db`), ...quiet], work)
  }
  await mustRun(bench, ["merge", ...shards, "--db", store("merge.db")], work)

  await mustRun(bench, ["check", spec("history.cue"), "--db", store("history.db"), ...quiet], work)
  repeatRun(store("history.db"), 1, HISTORY_RUNS - 1)

  for (const name of ["check.db", "merge.db", "history.db"]) checkpointStore(store(name))
  return [
    {
      name: "check",
      store: store("check.db"),
      args: (p) => ["check", spec("service.cue"), "--db", p.store, "--json", p.report, ...quiet],
      cwd: work,
    },
    {
      name: "merge",
      store: store("merge.db"),
      args: (p) => ["merge", ...shards, "--db", p.store, "--json", p.report],
      cwd: work,
    },
    {
      name: "compaction",
      store: store("history.db"),
      args: (p) => ["check", spec("commands.cue"), "--db", p.store, "--json", p.report, ...quiet],
      cwd: work,
    },
  ]
}
