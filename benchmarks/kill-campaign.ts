/**
 * Kills `bench check`, `bench merge` and a check whose save compacts a long history at random
 * instants, with SIGKILL, SIGTERM and SIGINT, and checks what each attempt left
 * (test/support/KillCampaign.ts): the store sound and holding the whole run or none of it, the
 * JSON report whole or absent, no process and no temp entry left behind.
 *
 * Usage: bun benchmarks/kill-campaign.ts [--instants 200] [--seed 1] [--out FILE]
 *   [--commands check,merge,compaction] [--signals SIGKILL,SIGTERM,SIGINT] [--work DIR]
 * --instants is per command and signal. Failed attempts' folders are kept under --work.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { campaignCommands } from "../test/support/CampaignCommands.ts"
import { campaignRows } from "../test/support/CampaignSummary.ts"
import {
  type Attempt,
  CAMPAIGN_SIGNALS,
  type CampaignSignal,
  runCampaign,
} from "../test/support/KillCampaign.ts"

const root = resolve(import.meta.dir, "..")
const { values } = parseArgs({
  options: {
    instants: { type: "string", default: "200" },
    seed: { type: "string", default: "1" },
    out: { type: "string" },
    commands: { type: "string", default: "check,merge,compaction" },
    signals: { type: "string", default: CAMPAIGN_SIGNALS.join(",") },
    work: { type: "string" },
  },
})

const work = values.work ?? mkdtempSync(join(tmpdir(), "benchgate-kill-campaign-"))
mkdirSync(work, { recursive: true })
const bench = join(root, "bench")
const wanted = new Set(values.commands.split(","))
const commands = (await campaignCommands(bench, work)).filter((c) => wanted.has(c.name))
const signals = values.signals.split(",") as CampaignSignal[]
const loadBefore = readFileSync("/proc/loadavg", "utf8").trim()
const started = new Date()
const startedMs = performance.now()

const result = await runCampaign({
  bench,
  commands,
  signals,
  instants: Number(values.instants),
  seed: Number(values.seed),
  work,
  onAttempt: (a: Attempt, done, total) => {
    const left = a.tempLeft.length > 0 ? `, left ${a.tempLeft.join(" ")}` : ""
    const flag = a.problems.length > 0 ? `  PROBLEM ${a.problems.join("; ")}` : ""
    process.stderr.write(
      `${done}/${total} ${a.command} ${a.signal} at ${a.delayMs.toFixed(0)} ms: exit ${a.exit}, ${a.store}, report ${a.report}${left}${flag}\n`,
    )
  },
})

const wallS = (performance.now() - startedMs) / 1000
const loadAfter = readFileSync("/proc/loadavg", "utf8").trim()
const rows = campaignRows(result.attempts)
const summary = {
  date: started.toISOString(),
  seed: Number(values.seed),
  instants: Number(values.instants),
  wallS,
  loadBefore,
  loadAfter,
  references: result.references.map((r) => ({
    command: r.command,
    durationsMs: r.durationsMs.map((d) => Math.round(d)),
  })),
  rows,
  failed: result.attempts.filter((a) => a.problems.length > 0),
}
if (values.out) writeFileSync(values.out, `${JSON.stringify(summary, null, 2)}\n`)
process.stdout.write(`${JSON.stringify({ ...summary, failed: summary.failed.length }, null, 2)}\n`)
