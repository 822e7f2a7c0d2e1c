import { afterEach, beforeEach, describe, expect, test } from "bun:test"
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import {
  cpuModelFromCpuinfo,
  currentEnvironment,
  fingerprintOf,
  gitInfo,
} from "../../gate/Environment.ts"

describe("cpuModelFromCpuinfo", () => {
  test.each([
    [
      "x86",
      "processor\t: 0\nvendor_id\t: GenuineIntel\nmodel\t\t: 85\nmodel name\t: Intel(R) Xeon(R)  Platinum 8370C CPU @ 2.80GHz\n",
      "Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz",
    ],
    [
      "Raspberry Pi",
      "processor\t: 0\nBogoMIPS\t: 108.00\nCPU part\t: 0xd08\n\nHardware\t: BCM2835\nModel\t\t: Raspberry Pi 4 Model B Rev 1.4\n",
      "Raspberry Pi 4 Model B Rev 1.4",
    ],
    [
      "old ARM",
      "Processor\t: ARMv7 Processor rev 4 (v7l)\nprocessor\t: 0\n",
      "ARMv7 Processor rev 4 (v7l)",
    ],
  ])("%s", (_, cpuinfo, model) => {
    expect(cpuModelFromCpuinfo(cpuinfo)).toBe(model)
  })

  test("undefined when no line names the CPU (arm64 servers)", () => {
    expect(cpuModelFromCpuinfo("processor\t: 0\nCPU implementer\t: 0x41\n")).toBeUndefined()
  })
})

describe("fingerprint", () => {
  const fields = {
    cpuModel: "CPU X",
    cores: 2,
    os: "linux 6.8 x64",
    tools: { oha: "1.16.0", bun: "1.4.5" },
  }

  test("short hex, stable, and blind to the order tools were listed in", () => {
    const fingerprint = fingerprintOf(fields)
    expect(fingerprint).toMatch(/^[0-9a-f]{12}$/)
    expect(fingerprintOf({ ...fields, tools: { bun: "1.4.5", oha: "1.16.0" } })).toBe(fingerprint)
    // Pinned: a change here orphans every stored history, so it must be deliberate.
    expect(fingerprint).toBe("1cdadd65aefa")
  })

  test.each([
    ["cpu", { cpuModel: "CPU Y" }],
    ["cores", { cores: 4 }],
    ["os", { os: "linux 6.9 x64" }],
    ["a tool version", { tools: { oha: "1.17.0", bun: "1.4.5" } }],
    ["a tool more", { tools: { oha: "1.16.0", bun: "1.4.5", ghz: "0.120.0" } }],
  ])("changes with %s", (_, change) => {
    expect(fingerprintOf({ ...fields, ...change })).not.toBe(fingerprintOf(fields))
  })

  test("currentEnvironment describes this machine and agrees with itself", () => {
    const env = currentEnvironment({ oha: "1.16.0" })
    expect(env.cpuModel.length).toBeGreaterThan(0)
    expect(env.cores).toBeGreaterThan(0)
    expect(env.os).toContain(process.platform)
    expect(env.os).toContain(process.arch)
    expect(env.tools).toEqual({ oha: "1.16.0" })
    expect(env.fingerprint).toBe(fingerprintOf(env))
    expect(currentEnvironment({ oha: "1.16.0" })).toEqual(env)
    expect(currentEnvironment({ oha: "1.17.0" }).fingerprint).not.toBe(env.fingerprint)
  })
})

describe("gitInfo", () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "benchgate-git-"))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const git = (...args: Array<string>) => {
    const result = spawnSync(
      "git",
      [
        "-c",
        "user.name=t",
        "-c",
        "user.email=t@example.com",
        "-c",
        "commit.gpgsign=false",
        ...args,
      ],
      { cwd: dir, encoding: "utf8" },
    )
    if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`)
    return result.stdout.trim()
  }

  /** gitInfo run to its answer. */
  const infoOf = (cwd: string, env: Readonly<Record<string, string>>) =>
    Effect.runPromise(gitInfo(cwd, env))

  test("commit and branch of a repository", async () => {
    git("init", "-q", "-b", "feature/fast-path")
    git("commit", "-q", "--allow-empty", "-m", "one")
    const sha = git("rev-parse", "HEAD")
    expect(await infoOf(dir, {})).toEqual({ commit: sha, branch: "feature/fast-path" })
  })

  test("a repository without commits has a branch but no commit", async () => {
    git("init", "-q", "-b", "main")
    expect(await infoOf(dir, {})).toEqual({ commit: "unknown", branch: "main" })
  })

  test("a detached HEAD has a commit but no branch", async () => {
    git("init", "-q", "-b", "main")
    git("commit", "-q", "--allow-empty", "-m", "one")
    git("checkout", "-q", "--detach")
    expect((await infoOf(dir, {})).branch).toBe("unknown")
  })

  test("outside a repository, or in a missing directory: unknown, never a throw", async () => {
    // GIT_CEILING_DIRECTORIES is not ours to set, so rely on the temp dir not being a repo.
    if (spawnSync("git", ["rev-parse"], { cwd: dir }).status !== 0) {
      expect(await infoOf(dir, {})).toEqual({ commit: "unknown", branch: "unknown" })
    }
    expect(await infoOf(join(dir, "missing"), {})).toEqual({ commit: "unknown", branch: "unknown" })
  })

  test("GitHub Actions variables win: the PR's head branch, else the ref name", async () => {
    git("init", "-q", "-b", "main")
    git("commit", "-q", "--allow-empty", "-m", "one")
    const pr = {
      GITHUB_SHA: "f".repeat(40),
      GITHUB_HEAD_REF: "feature",
      GITHUB_REF_NAME: "7/merge",
    }
    expect(await infoOf(dir, pr)).toEqual({ commit: "f".repeat(40), branch: "feature" })
    const push = { GITHUB_SHA: "e".repeat(40), GITHUB_HEAD_REF: "", GITHUB_REF_NAME: "main" }
    expect(await infoOf(dir, push)).toEqual({ commit: "e".repeat(40), branch: "main" })
  })
})
