/**
 * `bench check --accept FILE` end to end through ./bench, in a git repository made here, on
 * results targets whose samples this test writes (so every level is known): an accepted failure
 * passes as "accepted by @login" and is stored with the run; a later check of the branch judges
 * the threshold against the accepted level, passing at it and failing past it; a malformed file
 * is exit 2 before anything runs.
 */
import { Database } from "bun:sqlite"
import { afterAll, describe, expect, test } from "bun:test"
import { readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { costRepo } from "../support/CostRepo.ts"
import { printed, runBench } from "../support/Running.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const cost = costRepo("benchgate-accept-", "<= 1.2x")
afterAll(() => cost.remove())
const { repo: work, git, samples } = cost
git("commit", "-q", "-m", "start")

const db = join(work, "store", "results.db")

interface Verdict {
  threshold: string
  status: string
  measured: { value: number } | null
  accepted?: { by: string; level: number | null; from: { runId: number; commit: string } | null }
}

const check = async (name: string, accept?: string) => {
  const json = join(work, `${name}.json`)
  const args = ["check", "cost.cue", "--db", db, "--json", json, "--quiet"]
  if (accept !== undefined) {
    writeFileSync(join(work, `${name}.accept`), accept)
    args.push("--accept", join(work, `${name}.accept`))
  }
  const ran = await runBench(bench, args, work, 120_000)
  const report = ran.code <= 1 ? JSON.parse(readFileSync(json, "utf8")) : undefined
  const verdict: Verdict | undefined = report?.scenarios[0].verdicts[0]
  return { ...ran, verdict }
}

describe("bench check --accept", () => {
  test("an accepted failure passes, shows who accepted it, and is stored with the run", async () => {
    samples({ plain: 10, secure: 15 })
    const failing = await check("before")
    expect(failing.code, printed(failing)).toBe(1)
    expect(failing.verdict?.status).toBe("fail")

    const accepted = await check("accepted", "sign request/wall@alice\n")
    expect(accepted.stderr).not.toContain("internal error")
    expect(accepted.code, printed(accepted)).toBe(0)
    expect(accepted.verdict?.status).toBe("pass")
    expect(accepted.verdict?.accepted?.by).toBe("alice")
    expect(accepted.verdict?.accepted?.level).toBeCloseTo(1.5, 2)
    expect(accepted.verdict?.accepted?.from).toBeNull()
    expect(accepted.stdout).toMatch(
      /ACCEPTED +secure wall <= 1\.2x vs plain .*accepted by @alice; /,
    )

    const rows = new Database(db, { readonly: true })
      .query("SELECT accepted_by, threshold, level FROM acceptances")
      .all() as { accepted_by: string; threshold: string; level: number }[]
    expect(rows).toHaveLength(1)
    expect(rows[0]?.accepted_by).toBe("alice")
    expect(rows[0]?.threshold).toBe("secure wall <= 1.2x vs plain")
    expect(rows[0]?.level).toBeCloseTo(1.5, 2)
  }, 120_000)

  test("a later check is judged against the accepted level: at it passes, past it fails", async () => {
    samples({ plain: 10, secure: 15 })
    const same = await check("later")
    expect(same.code, printed(same)).toBe(0)
    expect(same.verdict?.status).toBe("pass")
    expect(same.verdict?.accepted?.by).toBe("alice")
    expect(same.verdict?.accepted?.from?.runId).toBeGreaterThan(0)
    expect(same.stdout).toContain("accepted by @alice at ")
    expect(same.stdout).toContain("within its level 1.50x")

    samples({ plain: 10, secure: 20 })
    const worse = await check("worse")
    expect(worse.code, printed(worse)).toBe(1)
    expect(worse.verdict?.status).toBe("fail")
    expect(worse.verdict?.accepted).toBeUndefined()
  }, 120_000)

  test("an acceptance carries only on its branch", async () => {
    git("checkout", "-q", "-b", "feature")
    samples({ plain: 10, secure: 15 })
    // The feature branch's own runs carry nothing; main's acceptance is read with --base-branch.
    const other = await runBench(
      bench,
      ["check", "cost.cue", "--db", db, "--base-branch", "release", "--quiet"],
      work,
      120_000,
    )
    expect(other.code, printed(other)).toBe(1)
    const onMain = await check("feature")
    expect(onMain.code, printed(onMain)).toBe(0)
    git("checkout", "-q", "main")
  }, 120_000)

  test("a malformed accept file is a usage error before anything runs", async () => {
    const bad = await check("bad", "sign request wall alice\n")
    expect(bad.code, printed(bad)).toBe(2)
    expect(bad.stderr).toContain("line 1")
    expect(bad.stderr).toContain("SCENARIO/METRIC@LOGIN")
  }, 60_000)
})
