/**
 * A fixed-seed slice of the kill campaign (benchmarks/kill-campaign.ts, docs/benchmarks.md):
 * `bench check`, `bench merge` and a check whose save compacts a long history, each sent
 * SIGKILL, SIGTERM and SIGINT at random instants of its run. Every attempt must leave a store
 * that opens, passes SQLite's checks and holds the whole run or none of it, a report whole or
 * absent, no process, and nothing in its TMPDIR but (after SIGKILL) the spec's scratch folder.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { campaignCommands } from "../support/CampaignCommands.ts"
import { CAMPAIGN_SIGNALS, runCampaign } from "../support/KillCampaign.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const work = mkdtempSync(join(tmpdir(), "benchgate-kill-slice-"))
let keep = false
afterAll(() => {
  if (!keep) rmSync(work, { recursive: true, force: true })
})

describe("kill campaign, fixed-seed slice", () => {
  test("every interrupted check, merge and compaction leaves the store whole or as it was, nothing behind", async () => {
    const commands = await campaignCommands(bench, work)
    const { attempts } = await runCampaign({
      bench,
      commands,
      signals: CAMPAIGN_SIGNALS,
      instants: 4,
      seed: 20261126,
      referenceRuns: 2,
      work,
    })
    const failed = attempts.filter((a) => a.problems.length > 0)
    // A failed attempt's folder is kept for a look: say where.
    keep = failed.length > 0
    expect(
      failed.map(
        (a) =>
          `${a.command} ${a.signal} at ${a.delayMs.toFixed(0)} ms: ${a.problems.join("; ")} (${a.folder})`,
      ),
    ).toEqual([])
    expect(attempts).toHaveLength(4 * 3 * 3)
    // The instants fell within the runs: most attempts were interrupted, and each command was
    // stopped before its save at least once.
    expect(attempts.filter((a) => a.signalled).length).toBeGreaterThan(attempts.length / 2)
    for (const command of commands) {
      expect(attempts.some((a) => a.command === command.name && a.store === "unchanged")).toBe(true)
    }
  }, 150_000)
})
