/**
 * Where a run happened: the machine kind, the OS and the tool versions, summed up in a short
 * fingerprint, plus the commit and branch. Numbers from runs with different fingerprints are
 * not compared as regressions: a different CPU or oha version is not a code change.
 *
 * Nothing here fails: a probe that fails yields "unknown".
 */
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import os from "node:os"
import { Effect } from "effect"
import { gitOutput } from "../core/Git.ts"
import type { Environment } from "./Result.ts"

interface GitInfo {
  readonly commit: string
  readonly branch: string
}

/** What a probe that failed records: the commit and branch of a run outside a git repository. */
export const UNKNOWN = "unknown"

/**
 * The CPU model from /proc/cpuinfo: `model name` on x86, `Model`/`Hardware` or the first
 * `Processor` line on ARM boards; undefined when the text names none.
 */
export const cpuModelFromCpuinfo = (cpuinfo: string): string | undefined => {
  const fields = new Map<string, string>()
  for (const line of cpuinfo.split("\n")) {
    const colon = line.indexOf(":")
    if (colon < 0) continue
    const key = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (value !== "" && !fields.has(key)) fields.set(key, value)
  }
  for (const key of ["model name", "model", "hardware", "processor", "cpu model"]) {
    const value = fields.get(key)
    // `processor : 0` is the CPU index on x86, not a name.
    if (value !== undefined && !/^\d+$/.test(value)) return value.replace(/\s+/g, " ")
  }
  return undefined
}

const cpuModel = (): string => {
  try {
    const fromProc = cpuModelFromCpuinfo(readFileSync("/proc/cpuinfo", "utf8"))
    if (fromProc !== undefined) return fromProc
  } catch {
    // Not Linux, or /proc hidden: fall through to what the runtime reports.
  }
  const model = os.cpus()[0]?.model.trim().replace(/\s+/g, " ")
  return model === undefined || model === "" ? UNKNOWN : model
}

/**
 * sha256 over the fields in a fixed order (tools sorted by name), first 12 hex digits: stable
 * across processes and runtimes, unlike a seeded or runtime-specific hash.
 */
export const fingerprintOf = (fields: Omit<Environment, "fingerprint">): string => {
  const tools = Object.keys(fields.tools)
    .sort()
    .map((name) => [name, fields.tools[name]])
  const canonical = JSON.stringify([fields.cpuModel, fields.cores, fields.os, tools])
  return createHash("sha256").update(canonical).digest("hex").slice(0, 12)
}

/** This machine, with the tool versions the caller resolved (`{ oha: "1.16.0", … }`). */
export const currentEnvironment = (tools: Readonly<Record<string, string>>): Environment => {
  const fields = {
    cpuModel: cpuModel(),
    // Cores this process may use (affinity-aware), which is what the load and target share.
    cores: os.availableParallelism(),
    os: `${os.platform()} ${os.release()} ${os.arch()}`,
    tools: { ...tools },
  }
  return { fingerprint: fingerprintOf(fields), ...fields }
}

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === "" ? undefined : value.trim()

/**
 * Commit and branch of `cwd`. In GitHub Actions the checkout is often a detached merge commit,
 * so the workflow's variables win: GITHUB_HEAD_REF (the PR's branch, set only on pull
 * requests), then GITHUB_REF_NAME (the pushed branch or tag), and GITHUB_SHA for the commit.
 * `env` is a parameter so tests (and runs inside Actions) choose what is honoured.
 */
export const gitInfo = (
  cwd: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Effect.Effect<GitInfo> =>
  Effect.gen(function* () {
    const commit =
      nonEmpty(env.GITHUB_SHA) ??
      (yield* gitOutput(cwd, ["rev-parse", "--verify", "-q", "HEAD"])) ??
      UNKNOWN
    const branch =
      nonEmpty(env.GITHUB_HEAD_REF) ??
      nonEmpty(env.GITHUB_REF_NAME) ??
      // symbolic-ref names the branch even before the first commit, and fails when detached.
      (yield* gitOutput(cwd, ["symbolic-ref", "--short", "-q", "HEAD"])) ??
      UNKNOWN
    return { commit, branch }
  })

/**
 * The commit HEAD forked from `branch` (`git merge-base HEAD branch`, trying `origin/branch`
 * too), or undefined outside a repo or without that branch. Never fails.
 */
export const gitMergeBase = (cwd: string, branch: string): Effect.Effect<string | undefined> =>
  Effect.gen(function* () {
    return (
      (yield* gitOutput(cwd, ["merge-base", "HEAD", branch])) ??
      (yield* gitOutput(cwd, ["merge-base", "HEAD", `origin/${branch}`]))
    )
  })
