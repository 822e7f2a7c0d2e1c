import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { BaseRefError, baseCommitIn, baseRefOf, checkRef } from "../../action/BaseRef.ts"
import { pullRequestEvent } from "../support/github.ts"

const BASE = "c".repeat(40)

describe("baseRefOf", () => {
  test("stored mode: no base ref, whatever the event", () => {
    expect(baseRefOf("stored", "main", "pull_request", pullRequestEvent(1, "a".repeat(40)))).toBe(
      "",
    )
    expect(baseRefOf("stored", "main", "push", {})).toBe("")
  })

  test("a pull request: the payload's base sha", () => {
    const event = pullRequestEvent(1, "a".repeat(40), false, BASE)
    expect(baseRefOf("worktree", "main", "pull_request", event)).toBe(BASE)
    const sha256 = "d".repeat(64)
    expect(
      baseRefOf("worktree", "main", "pull_request", pullRequestEvent(1, "a", true, sha256)),
    ).toBe(sha256)
  })

  test("any other event: origin/<base-branch>", () => {
    expect(baseRefOf("worktree", "main", "push", {})).toBe("origin/main")
    expect(baseRefOf("worktree", "release/2.x", "schedule", {})).toBe("origin/release/2.x")
    expect(baseRefOf("worktree", "trunk", undefined, {})).toBe("origin/trunk")
  })

  test("a pull request payload without a usable base sha is refused", () => {
    const event = (sha: string | undefined) => ({ pull_request: { number: 1, base: { sha } } })
    const refuse = (sha: string | undefined, message: string) => {
      expect(() => baseRefOf("worktree", "main", "pull_request", event(sha))).toThrow(BaseRefError)
      expect(() => baseRefOf("worktree", "main", "pull_request", event(sha))).toThrow(message)
    }
    refuse(undefined, "pull_request.base.sha in the event payload: missing")
    refuse("--upload-pack=x", `"--upload-pack=x" starts with '-' and would be read as an option`)
    refuse(`${BASE} --upload-pack=x`, "contains whitespace or control characters")
    refuse("main", '"main" is not a full commit id')
    refuse("C".repeat(40), "is not a full commit id")
  })
})

describe("checkRef", () => {
  test("plain refs pass", () => {
    for (const ref of ["origin/main", "origin/release/2.x", BASE, "origin/feature-1_x.y"]) {
      expect(checkRef(ref, "t")).toBe(ref)
    }
  })

  test("options, whitespace, control characters and revision syntax are refused", () => {
    const refused: Record<string, string> = {
      "": "is empty",
      "--upload-pack=x": "would be read as an option",
      "-x": "would be read as an option",
      "origin/a b": "whitespace",
      "origin/a\tb": "whitespace",
      "origin/a\nb": "whitespace",
      "origin/a\u0000b": "control characters",
      "origin/main~1": "git does not allow",
      "origin/main^{tree}": "git does not allow",
      "origin/a..b": "git does not allow",
      "origin/main@{1}": "git does not allow",
      "origin/a:b": "git does not allow",
      "origin/a*": "git does not allow",
      "origin/a[1]": "git does not allow",
      "origin/a\\b": "git does not allow",
    }
    for (const [ref, problem] of Object.entries(refused)) {
      expect(() => checkRef(ref, "input base-branch")).toThrow(problem)
      expect(() => checkRef(ref, "input base-branch")).toThrow(/^input base-branch: /)
    }
  })
})

describe("baseCommitIn", () => {
  const repo = mkdtempSync(join(tmpdir(), "benchgate-baseref-"))
  afterAll(() => rmSync(repo, { recursive: true, force: true }))
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

  test("resolves a commit in the clone; a missing one is refused with the way out", () => {
    git(repo, "init", "-q", "-b", "main")
    git(repo, "commit", "-q", "--allow-empty", "-m", "one")
    const first = git(repo, "rev-parse", "HEAD")
    writeFileSync(join(repo, "x"), "x")
    git(repo, "add", "x")
    git(repo, "commit", "-q", "-m", "two")
    expect(baseCommitIn(first, repo)).toBe(first)
    expect(baseCommitIn("main", repo)).toBe(git(repo, "rev-parse", "HEAD"))

    // What a default (depth 1) checkout gives: the head only.
    const shallow = join(repo, "..", `${repo.split("/").pop()}-shallow`)
    try {
      git(repo, "clone", "-q", "--depth", "1", `file://${repo}`, shallow)
      expect(() => baseCommitIn(first, shallow)).toThrow(
        `base-mode worktree measures the base commit ${first}, which is not in the clone at ${shallow}`,
      )
      expect(() => baseCommitIn("origin/trunk", shallow)).toThrow("fetch-depth: 0")
    } finally {
      rmSync(shallow, { recursive: true, force: true })
    }
  })
})
