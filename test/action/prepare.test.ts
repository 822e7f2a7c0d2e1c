/**
 * The action's first step (dist/prepare.js under node): outputs for the later steps, the tool
 * installs, and the refusals. cue comes from the tool cache prepared here (an install found
 * complete is reused), so nothing is downloaded.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { toolDir } from "../../action/ToolDownload.ts"
import { pullRequestEvent, REPO, runEntry, workflowCommands } from "../support/github.ts"
import { printed } from "../support/Running.ts"

const work = mkdtempSync(join(tmpdir(), "benchgate-prepare-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A finished cue install in a tool cache, as installRelease leaves it. */
const toolCache = (() => {
  const cache = join(work, "toolcache")
  const dir = toolDir(cache, "cue", "v0.17.1", process.arch)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, "cue"), '#!/bin/sh\necho "cue version v0.17.1"\n')
  chmodSync(join(dir, "cue"), 0o755)
  writeFileSync(`${dir}.complete`, "")
  return cache
})()

const prepare = (
  inputs: Record<string, string>,
  event: unknown,
  env: Record<string, string>,
  cwd?: string,
) =>
  runEntry(
    "prepare",
    {
      RUNNER_TOOL_CACHE: toolCache,
      ...Object.fromEntries(
        Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]),
      ),
      ...env,
    },
    event,
    cwd,
  )

const git = (cwd: string, ...args: string[]) => {
  const ran = Bun.spawnSync(
    [
      "git",
      "-c",
      "user.name=ci",
      "-c",
      "user.email=ci@example.com",
      "-c",
      "commit.gpgsign=false",
      ...args,
    ],
    { cwd, stderr: "pipe" },
  )
  if (ran.exitCode !== 0) throw new Error(`git ${args.join(" ")}: ${ran.stderr}`)
  return ran.stdout.toString().trim()
}

/**
 * A repository with two commits on main, a full clone of it (what actions/checkout gives with
 * fetch-depth: 0: origin/main and every commit) and a depth-1 clone (its default).
 */
const repos = (() => {
  const origin = join(work, "origin")
  mkdirSync(origin)
  git(origin, "init", "-q", "-b", "main")
  git(origin, "commit", "-q", "--allow-empty", "-m", "base")
  const base = git(origin, "rev-parse", "HEAD")
  git(origin, "commit", "-q", "--allow-empty", "-m", "head")
  const full = join(work, "full")
  const shallow = join(work, "shallow")
  git(work, "clone", "-q", `file://${origin}`, full)
  git(work, "clone", "-q", "--depth", "1", `file://${origin}`, shallow)
  return { base, full, shallow, main: git(origin, "rev-parse", "HEAD") }
})()

describe("prepare (dist/prepare.js)", () => {
  test("on a pull request: report paths, the spec list, a read-only history plan, cue from the tool cache", async () => {
    const ran = await prepare(
      { specs: "specs/users.cue\nmy specs/\n" },
      pullRequestEvent(3, "a".repeat(40)),
      { GITHUB_EVENT_NAME: "pull_request", GITHUB_HEAD_REF: "feature", GITHUB_REF_NAME: "3/merge" },
    )
    expect(ran.code, printed(ran)).toBe(0)
    const dir = ran.outputs.dir ?? ""
    expect(dir).toEndWith("/temp/benchgate")
    expect(ran.outputs).toMatchObject({
      json: `${dir}/report.json`,
      markdown: `${dir}/report.md`,
      html: `${dir}/report.html`,
      "specs-file": `${dir}/specs.txt`,
      "history-cache": "true",
      "history-path": "~/.benchgate-history/results.db*",
      "history-key": "benchgate-history-v1-Linux-main:read-4242-1",
      "history-restore-keys": "benchgate-history-v1-Linux-main:",
      "history-save": "false",
      "base-ref": "", // base-mode: stored
    })
    expect(ran.outputs.db).toEndWith("/.benchgate-history/results.db")
    expect(ran.outputs["tools-key"]).toMatch(/^benchgate-tools-Linux-[a-z0-9]+-[0-9a-f]{16}$/)
    // The CLI will take cue from here (BENCHGATE_CUE wins in tools/Toolchain.ts).
    expect(ran.env.BENCHGATE_CUE).toBe(
      join(toolDir(toolCache, "cue", "v0.17.1", process.arch), "cue"),
    )
    expect(ran.stdout).toContain(`cue v0.17.1: found in ${ran.env.BENCHGATE_CUE}`)
    expect(ran.stdout).toContain("oha: no release archive is pinned for")
    expect(ran.env.BENCHGATE_OHA).toBeUndefined()
    expect(workflowCommands(ran.stdout).filter((c) => c.command === "error")).toEqual([])
  }, 30_000)

  test("bench is the action's launcher unless an executable is given", async () => {
    const ran = await prepare({}, {}, { GITHUB_EVENT_NAME: "push", GITHUB_ACTION_PATH: "/act" })
    expect(ran.code, printed(ran)).toBe(0)
    expect(ran.outputs.bench).toBe("/act/bench")
  }, 30_000)

  test("an executable: resolved in the workspace and asked for its version first", async () => {
    const workspace = join(work, "workspace")
    mkdirSync(join(workspace, "bin"), { recursive: true })
    const program = (name: string, body: string, mode = 0o755) => {
      writeFileSync(join(workspace, "bin", name), `#!/bin/sh\n${body}\n`)
      chmodSync(join(workspace, "bin", name), mode)
      return `bin/${name}`
    }
    const run = (executable: string) =>
      prepare({ executable }, {}, { GITHUB_EVENT_NAME: "push", GITHUB_WORKSPACE: workspace })

    const good = await run(program("benchgate", 'echo "benchgate 9.9.9"'))
    expect(good.code, printed(good)).toBe(0)
    expect(good.outputs.bench).toBe(join(workspace, "bin/benchgate"))
    expect(good.stdout).toContain(
      `executable: ${join(workspace, "bin/benchgate")} (benchgate 9.9.9)`,
    )

    // Each refusal names the input and the path, before any tool is installed.
    const refusals: ReadonlyArray<readonly [string, string]> = [
      ["bin/missing", "does not exist"],
      [program("plain", 'echo "benchgate 9.9.9"', 0o644), "is not executable"],
      [program("other", 'echo "cue version v0.17.1"'), "is not a benchgate executable"],
      [program("broken", "exit 1"), "is not a benchgate executable"],
    ]
    for (const [executable, why] of refusals) {
      const ran = await run(executable)
      expect(ran.code, printed(ran)).toBe(1)
      expect(ran.stdout).toContain(`input executable: ${join(workspace, executable)} ${why}`)
      expect(ran.outputs.bench).toBeUndefined()
      expect(ran.env.BENCHGATE_CUE).toBeUndefined()
    }
  }, 30_000)

  test("a push to the base branch saves the history", async () => {
    const ran = await prepare(
      { "base-branch": "trunk" },
      {},
      { GITHUB_EVENT_NAME: "push", GITHUB_REF_NAME: "trunk" },
    )
    expect(ran.code, printed(ran)).toBe(0)
    expect(ran.outputs["history-save"]).toBe("true")
    expect(ran.outputs["history-key"]).toBe("benchgate-history-v1-Linux-trunk:4242-1")
  }, 30_000)

  test("a shard on the base branch saves no history; the merge job does", async () => {
    const push = { GITHUB_EVENT_NAME: "push", GITHUB_REF_NAME: "trunk" }
    const shard = await prepare({ "base-branch": "trunk", shard: "2/4" }, {}, push)
    expect(shard.code, printed(shard)).toBe(0)
    expect(shard.outputs["history-save"]).toBe("false")
    expect(shard.outputs["history-cache"]).toBe("true")
    expect(shard.outputs.shard).toBe("2/4")
    const merge = await prepare({ "base-branch": "trunk", merge: "shards" }, {}, push)
    expect(merge.outputs["history-save"]).toBe("true")
    expect(merge.outputs.merge).toBe("shards")
    expect(merge.outputs.shard).toBe("")
    const both = await prepare({ shard: "1/2", merge: "shards" }, {}, push)
    expect(both.code, printed(both)).toBe(1)
    expect(both.stdout).toContain("a job either measures a shard or merges them")
    const bad = await prepare({ shard: "3/2" }, {}, push)
    expect(bad.stdout).toContain('input shard: "3/2" is not I/N')
  }, 60_000)

  test("a replica on the base branch saves no history; the merge job does", async () => {
    const push = { GITHUB_EVENT_NAME: "push", GITHUB_REF_NAME: "trunk" }
    const replica = await prepare({ "base-branch": "trunk", replica: "2/3" }, {}, push)
    expect(replica.code, printed(replica)).toBe(0)
    expect(replica.outputs["history-save"]).toBe("false")
    expect(replica.outputs["history-cache"]).toBe("true")
    expect(replica.outputs.replica).toBe("2/3")
    expect(replica.outputs.shard).toBe("")
    const both = await prepare({ shard: "1/2", replica: "1/2" }, {}, push)
    expect(both.code, printed(both)).toBe(1)
    expect(both.stdout).toContain("inputs shard and replica")
    const merging = await prepare({ replica: "1/2", merge: "replicas" }, {}, push)
    expect(merging.code, printed(merging)).toBe(1)
    expect(merging.stdout).toContain("a job either measures a replica or merges them")
    const bad = await prepare({ replica: "0/2" }, {}, push)
    expect(bad.stdout).toContain('input replica: "0/2" is not I/K')
  }, 60_000)

  test("the spec list file holds one path per line for the check step", async () => {
    // RUNNER_TEMP is removed with the runner directory: read the file through a fixed temp.
    const temp = join(work, "temp")
    mkdirSync(temp, { recursive: true })
    const ran = await prepare(
      { specs: " a.cue \n\n b dir/ " },
      {},
      { GITHUB_EVENT_NAME: "push", GITHUB_REF_NAME: "x", RUNNER_TEMP: temp },
    )
    expect(ran.code, printed(ran)).toBe(0)
    expect(readFileSync(join(temp, "benchgate", "specs.txt"), "utf8")).toBe("a.cue\nb dir/\n")
  }, 30_000)

  test("refuses pull_request_target, with the way out", async () => {
    const target = await prepare({}, {}, { GITHUB_EVENT_NAME: "pull_request_target" })
    expect(target.code, printed(target)).toBe(1)
    expect(target.stdout).toContain(
      "Under pull_request_target that would run a pull request's code",
    )
    expect(target.env.BENCHGATE_CUE).toBeUndefined()
  }, 30_000)

  test("base-mode worktree on a pull request: the payload's base sha, found in the clone", async () => {
    const ran = await prepare(
      { "base-mode": "worktree" },
      pullRequestEvent(3, repos.main, false, repos.base),
      { GITHUB_EVENT_NAME: "pull_request", GITHUB_HEAD_REF: "feature" },
      repos.full,
    )
    expect(ran.code, printed(ran)).toBe(0)
    expect(ran.outputs["base-ref"]).toBe(repos.base)
    expect(ran.stdout).toContain(`base-mode worktree: measuring the base ${repos.base}`)
    // The history is planned as in stored mode: restored for trends, never saved by a PR.
    expect(ran.outputs["history-cache"]).toBe("true")
    expect(ran.outputs["history-save"]).toBe("false")
  }, 30_000)

  test("base-mode worktree on a push: origin/<base-branch>; the history is still saved", async () => {
    const ran = await prepare(
      { "base-mode": "worktree" },
      {},
      { GITHUB_EVENT_NAME: "push", GITHUB_REF_NAME: "main" },
      repos.full,
    )
    expect(ran.code, printed(ran)).toBe(0)
    expect(ran.outputs["base-ref"]).toBe("origin/main")
    expect(ran.stdout).toContain(`measuring the base origin/main (${repos.main})`)
    expect(ran.outputs["history-save"]).toBe("true")
  }, 30_000)

  test("a hostile base ref is refused before anything is installed", async () => {
    for (const sha of ["--upload-pack=x", `${repos.base} --upload-pack=x`, "x y"]) {
      const ran = await prepare(
        { "base-mode": "worktree" },
        pullRequestEvent(3, repos.main, false, sha),
        { GITHUB_EVENT_NAME: "pull_request" },
        repos.full,
      )
      expect(ran.code, printed(ran)).toBe(1)
      expect(ran.stdout).toContain(
        `pull_request.base.sha in the event payload: ${JSON.stringify(sha)}`,
      )
      expect(ran.outputs["base-ref"]).toBeUndefined()
      expect(ran.env.BENCHGATE_CUE).toBeUndefined()
    }
    const branch = await prepare(
      { "base-mode": "worktree", "base-branch": "--upload-pack=x" },
      {},
      { GITHUB_EVENT_NAME: "push" },
      repos.full,
    )
    expect(branch.code, printed(branch)).toBe(1)
    expect(branch.stdout).toContain('input base-branch: "--upload-pack=x" looks like an option')
    expect(branch.outputs["base-ref"]).toBeUndefined()
  }, 30_000)

  test("a base commit missing from the clone fails the first step, naming fetch-depth", async () => {
    const ran = await prepare(
      { "base-mode": "worktree" },
      pullRequestEvent(3, repos.main, false, repos.base),
      { GITHUB_EVENT_NAME: "pull_request" },
      repos.shallow,
    )
    expect(ran.code, printed(ran)).toBe(1)
    expect(ran.stdout).toContain(`the base commit ${repos.base}, which is not in the clone`)
    expect(ran.stdout).toContain("fetch-depth: 0")
    expect(ran.env.BENCHGATE_CUE).toBeUndefined()
  }, 30_000)

  test(`uses ${REPO}'s inputs only through the environment`, async () => {
    // A hostile spec path stays one argument: it is written to the list file, never to a script.
    const temp = join(work, "temp2")
    mkdirSync(temp, { recursive: true })
    const ran = await prepare(
      { specs: 'specs/$(touch pwned)"; echo x' },
      {},
      { GITHUB_EVENT_NAME: "push", RUNNER_TEMP: temp },
    )
    expect(ran.code, printed(ran)).toBe(0)
    expect(readFileSync(join(temp, "benchgate", "specs.txt"), "utf8")).toBe(
      'specs/$(touch pwned)"; echo x\n',
    )
  }, 30_000)
})
