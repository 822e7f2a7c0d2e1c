/**
 * Kills `bench check`, `bench merge` and a check whose save compacts a long history at random
 * instants, with SIGKILL, SIGTERM and SIGINT, and checks what each attempt left
 * (test/support/KillCampaign.ts): the store sound and holding the whole run or none of it, the
 * JSON report whole or absent, no process and no temp entry left behind.
 *
 * With --disk-levels N, then runs each command N times on a small tmpfs filled to a random level
 * (test/support/DiskFullCampaign.ts; needs root): exit 0 and the whole run, or exit 3 saying no
 * space was left and the store as it was.
 *
 * Usage: bun benchmarks/kill-campaign.ts [--instants 200] [--seed 1] [--out FILE]
 *   [--commands check,merge,compaction] [--signals SIGKILL,SIGTERM,SIGINT] [--work DIR]
 *   [--disk-levels 0] [--max-free 4194304]
 * --instants is per command and signal. Failed attempts' folders are kept under --work.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { campaignCommands } from "../test/support/CampaignCommands.ts"
import { campaignRows, diskFullRows } from "../test/support/CampaignSummary.ts"
import {
  type DiskFullAttempt,
  diskSizeKiB,
  runDiskFullCampaign,
} from "../test/support/DiskFullCampaign.ts"
import { mountSmallDisk } from "../test/support/FullDisk.ts"
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
    "disk-levels": { type: "string", default: "0" },
    "max-free": { type: "string", default: String(4 * 1024 * 1024) },
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

const killWallS = (performance.now() - startedMs) / 1000

const levels = Number(values["disk-levels"])
const maxFree = Number(values["max-free"])
const disk = levels > 0 ? mountSmallDisk(diskSizeKiB(commands, maxFree + 1024 * 1024)) : undefined
if (levels > 0 && disk === undefined)
  process.stderr.write("no tmpfs (needs root): disk levels skipped\n")
const diskStarted = performance.now()
const diskAttempts =
  disk === undefined
    ? []
    : await runDiskFullCampaign({
        bench,
        commands,
        references: result.references,
        disk,
        levels,
        maxFreeBytes: maxFree,
        seed: Number(values.seed),
        logs: join(work, "disk-full"),
        onAttempt: (a: DiskFullAttempt, done, total) => {
          const flag = a.problems.length > 0 ? `  PROBLEM ${a.problems.join("; ")}` : ""
          process.stderr.write(
            `disk ${done}/${total} ${a.command} ${Math.round(a.freeBytes / 1024)} KiB free: exit ${a.exit}, ${a.store}, report ${a.report}${a.message ? ` — ${a.message}` : ""}${flag}\n`,
          )
        },
      })
disk?.unmount()
const diskWallS = (performance.now() - diskStarted) / 1000
const wallS = (performance.now() - startedMs) / 1000
const loadAfter = readFileSync("/proc/loadavg", "utf8").trim()
const rows = campaignRows(result.attempts)
const summary = {
  date: started.toISOString(),
  seed: Number(values.seed),
  instants: Number(values.instants),
  wallS,
  killWallS,
  diskWallS,
  loadBefore,
  loadAfter,
  references: result.references.map((r) => ({
    command: r.command,
    durationsMs: r.durationsMs.map((d) => Math.round(d)),
  })),
  rows,
  failed: result.attempts.filter((a) => a.problems.length > 0),
  disk: diskFullRows(diskAttempts),
  diskFailed: diskAttempts.filter((a) => a.problems.length > 0),
}
if (values.out) writeFileSync(values.out, `${JSON.stringify(summary, null, 2)}\n`)
process.stdout.write(
  `${JSON.stringify({ ...summary, failed: summary.failed.length, diskFailed: summary.diskFailed.length }, null, 2)}\n`,
)
