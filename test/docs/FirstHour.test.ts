/**
 * docs/first-hour.md, run as a new user would: every `file=NAME` block is written, every `sh`
 * block run in order in an empty folder, with `benchgate` being this repository's ./bench;
 * what each step prints is what the doc says it prints.
 */
import { afterAll, expect, test } from "bun:test"
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

const root = resolve(import.meta.dir, "../..")
const doc = readFileSync(join(root, "docs/first-hour.md"), "utf8")
const work = mkdtempSync(join(tmpdir(), "benchgate-first-hour-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** The doc's code blocks in order: files to write and shell steps to run. */
const blocks = [...doc.matchAll(/```(\w+)([^\n]*)\n([\s\S]*?)```/g)].map((m) => ({
  lang: m[1] as string,
  file: /file=(\S+)/.exec(m[2] ?? "")?.[1],
  text: m[3] as string,
}))

test("docs/first-hour.md runs as written and prints what it says", () => {
  const bin = join(work, ".bin")
  mkdirSync(bin)
  writeFileSync(join(bin, "benchgate"), `#!/bin/sh\nexec ${join(root, "bench")} "$@"\n`)
  chmodSync(join(bin, "benchgate"), 0o755)
  const project = join(work, "project")
  mkdirSync(project)
  const outputs: string[] = []
  for (const block of blocks) {
    if (block.file !== undefined) {
      writeFileSync(join(project, block.file), block.text)
      continue
    }
    if (block.lang !== "sh") continue
    const ran = Bun.spawnSync(["bash", "-euo", "pipefail", "-c", block.text], {
      cwd: project,
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, NO_COLOR: "1" },
      timeout: 240_000,
    })
    const out = ran.stdout.toString()
    if (ran.exitCode !== 0)
      throw new Error(`step failed (${ran.exitCode}):\n${block.text}\n${out}\n${ran.stderr}`)
    outputs.push(out)
  }
  const [first, pr, comment, history] = outputs
  expect(outputs).toHaveLength(4)
  // 4. The first check: a named overhead column; nothing to compare with yet, so no vs base.
  // Each step's assertions carry what it printed, so a failure says why.
  expect(first, first).toMatch(/overhead p50\s+verdict/)
  expect(first, first).not.toContain("vs base")
  // The doc's PASS is what a quiet machine prints; where the host steals the CPU of most rounds
  // the overhead may stay open instead, saying the machine was busy (ADR 29) — never a FAIL.
  const passed = /PASS\s+layered p50 <= 3x/.test(first ?? "")
  const openWhileBusy =
    /INCONCLUSIVE\s+layered p50 <= 3x/.test(first ?? "") &&
    /machine busy in \d+ of \d+ rounds/.test(first ?? "")
  expect(passed || openWhileBusy, first).toBe(true)
  // 5. The pull request: the regression and the overhead limit fail (60 layers are far past
  // both, busy machine or not), and where the time went follows.
  expect(pr, pr).toMatch(/FAIL\s+layered p50 regression <= 25%/)
  expect(pr, pr).toMatch(/FAIL\s+layered p50 <= 3x/)
  expect(pr, pr).toContain("where the time went  spec › get user › layered against layered@base")
  // The change's own profile, not a budget spent on the overhead's (ADR 19 amended).
  const againstBase = pr?.slice(pr.indexOf("layered against layered@base")) ?? ""
  expect(againstBase.split("\n")[1], pr).not.toContain("no profile")
  expect(pr?.trim().endsWith("exit 1"), pr).toBe(true)
  // 6. The comment has the profile.
  expect(Number(comment?.trim())).toBeGreaterThan(0)
  expect(readFileSync(join(project, "report.html"), "utf8")).toContain('class="flame"')
  // 7. The history: the user's targets, no base copies.
  expect(history).toContain("layered")
  expect(history).not.toContain("@base")
}, 600_000)
