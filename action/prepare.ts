/**
 * Step 1 of the action (action.yml): check the inputs, refuse unsafe events, decide where the
 * reports and the store go and, in worktree mode, which base commit is measured (it must be in
 * the clone), and install the pinned tools that have verified release archives into the
 * runner's tool cache. Tools without one are left to `./bench setup` (next steps).
 *
 * Outputs: bench (the program the later steps run: the action's launcher, or the `executable`
 * input), dir, json, markdown, html, specs-file, db, base-ref, tools-key, history-cache,
 * history-path, history-key, history-restore-keys, history-save, shard, replica, merge,
 * accept-file (the reviewers' acceptances for `bench check --accept`; empty when there are none).
 */
import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { mkdirSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import * as core from "@actions/core"
import { reportedVersion, TOOL_VERSIONS } from "../tools/Versions.ts"
import { acceptFile, mergedPullRequest, readAcceptances } from "./Acceptances.ts"
import { baseCommitIn, baseRefOf } from "./BaseRef.ts"
import { benchProgram } from "./Executable.ts"
import { fail } from "./Fail.ts"
import { GitHubApi } from "./GitHubApi.ts"
import type { EventPayload } from "./GitHubData.ts"
import { type Inputs, readInputs } from "./Inputs.ts"
import { pullRequestOf, readEvent } from "./PullRequest.ts"
import { historyPlan } from "./StoreCache.ts"
import { installRelease, ToolInstallError } from "./ToolDownload.ts"
import { PINNED_VERSIONS, PINS, RELEASE_PINS, releaseChoice } from "./ToolPins.ts"

const UNSAFE_EVENT =
  "benchgate runs the code it measures (it starts the spec's targets). Under pull_request_target that would run a pull request's code with a write token and the repository's secrets. Run it on pull_request, and post comments for forks from a workflow_run workflow (docs/action.md)."

/** Release installs for the tools that have verified checksums; the rest is left to bench setup. */
const installTools = async (toolCache: string): Promise<void> => {
  const platform = `${process.platform}-${process.arch}`
  for (const pin of Object.values(RELEASE_PINS)) {
    const choice = releaseChoice(pin, PINNED_VERSIONS[pin.tool], platform)
    if (choice.kind === "registry") {
      core.info(`${pin.tool}: ${choice.why}; bench setup installs it from the package registry`)
      continue
    }
    try {
      const installed = await installRelease({
        tool: pin.tool,
        version: pin.version,
        asset: choice.asset,
        toolCache,
        arch: process.arch,
      })
      const tool = TOOL_VERSIONS[pin.tool]
      const out = spawnSync(installed.path, [...tool.versionArgs], { encoding: "utf8" })
      if (reportedVersion(tool, out.stdout ?? "", out.stderr ?? "") !== pin.version) {
        throw new ToolInstallError(
          "extract",
          `${installed.path} does not report version ${pin.version} (got: ${`${out.stdout}${out.stderr}`.trim().slice(0, 200)})`,
        )
      }
      core.info(
        `${pin.tool} ${pin.version}: ${installed.downloaded ? `downloaded ${choice.asset.url}, sha256 verified,` : "found"} in ${installed.path}`,
      )
      // The CLI takes BENCHGATE_<TOOL> before its own cache (tools/Toolchain.ts).
      core.exportVariable(`BENCHGATE_${pin.tool.toUpperCase()}`, installed.path)
    } catch (error) {
      // A checksum mismatch is a security signal: stop. A network or archive problem is not:
      // the registry install gives the same pinned version.
      if (error instanceof ToolInstallError && error.reason !== "checksum") {
        core.warning(
          `${pin.tool}: ${error.message}; bench setup installs it from the package registry instead`,
        )
        continue
      }
      throw error
    }
  }
}

/**
 * Which pull request's acceptances this run honours: a pull request's own, or on a push to the
 * base branch the pull request it merged, so the acceptance is stored with the merge's run.
 */
const acceptingPullRequest = async (
  api: GitHubApi,
  repo: string,
  inputs: Inputs,
  eventName: string | undefined,
  event: EventPayload,
): Promise<number | undefined> => {
  const pr = pullRequestOf(eventName, event)
  if (pr !== undefined) return pr.number
  const sha = process.env.GITHUB_SHA ?? ""
  if (eventName !== "push" || process.env.GITHUB_REF_NAME !== inputs.baseBranch) return undefined
  if (!/^[0-9a-f]{40}$/.test(sha)) return undefined
  return mergedPullRequest(api, repo, sha, inputs.baseBranch)
}

/**
 * Writes the accept file for `bench check --accept` and returns its path, or "" when nothing
 * is accepted. The acceptances come from GitHub (write access checked there); an API failure
 * accepts nothing and says so, so the gate is never weaker than without acceptances.
 */
const writeAcceptances = async (
  inputs: Inputs,
  eventName: string | undefined,
  event: EventPayload,
  dir: string,
): Promise<string> => {
  const repo = process.env.GITHUB_REPOSITORY ?? ""
  if (inputs.token === "" || repo === "") return ""
  try {
    const api = new GitHubApi({
      baseUrl: process.env.GITHUB_API_URL ?? "https://api.github.com",
      token: inputs.token,
    })
    const number = await acceptingPullRequest(api, repo, inputs, eventName, event)
    if (number === undefined) return ""
    const { accepted, refused } = await readAcceptances(api, repo, number)
    for (const line of refused) core.notice(`benchgate: ${line}`)
    if (accepted.length === 0) return ""
    for (const a of accepted) {
      core.info(`benchgate: ${a.scenario} ${a.metric} accepted by @${a.by} on #${number}`)
    }
    const file = join(dir, "accept.txt")
    writeFileSync(file, acceptFile(accepted))
    return file
  } catch (error) {
    core.warning(
      `benchgate: the acceptances could not be read, so none apply: ${error instanceof Error ? error.message : String(error)}`,
    )
    return ""
  }
}

/** The program the later steps run (the action's launcher, or the `executable` input). */
const benchOutput = (inputs: Inputs): void => {
  const bench = benchProgram(
    inputs.executable,
    // Without GITHUB_ACTION_PATH (outside Actions): the folder above dist/prepare.js.
    process.env.GITHUB_ACTION_PATH ?? join(dirname(process.argv[1] ?? "."), ".."),
    process.env.GITHUB_WORKSPACE ?? process.cwd(),
  )
  if (bench.version !== undefined) core.info(`executable: ${bench.path} (${bench.version})`)
  core.setOutput("bench", bench.path)
}

/**
 * Worktree mode's base ref ("" otherwise). The base commit is measured in this job, so it must
 * be in the clone: say so now rather than after minutes of tool installs. A merge job measures
 * nothing: no base to check out.
 */
const worktreeBase = (inputs: Inputs, eventName: string | undefined): string => {
  const baseRef =
    inputs.merge !== undefined
      ? ""
      : baseRefOf(
          inputs.baseMode,
          inputs.baseBranch,
          eventName,
          readEvent(process.env.GITHUB_EVENT_PATH),
        )
  if (baseRef !== "") {
    const commit = baseCommitIn(baseRef, process.cwd())
    core.info(`base-mode worktree: measuring the base ${baseRef} (${commit}) in the same rounds`)
  }
  return baseRef
}

/** The run's directory with the specs file, and where the reports go; the directory. */
const reportOutputs = (inputs: Inputs, baseRef: string): string => {
  const dir = join(process.env.RUNNER_TEMP ?? "/tmp", "benchgate")
  mkdirSync(dir, { recursive: true })
  const specsFile = join(dir, "specs.txt")
  writeFileSync(specsFile, `${inputs.specs.join("\n")}\n`)
  core.setOutput("dir", dir)
  core.setOutput("json", join(dir, "report.json"))
  core.setOutput("markdown", join(dir, "report.md"))
  core.setOutput("html", join(dir, "report.html"))
  core.setOutput("specs-file", specsFile)
  core.setOutput("base-ref", baseRef)
  return dir
}

/** The store and its history cache; this job's part of a sharded, replicated or merged check. */
const historyOutputs = (inputs: Inputs): void => {
  const history = historyPlan(inputs.history, inputs.baseBranch, process.env)
  core.setOutput("db", history.db)
  core.setOutput("history-cache", history.cache === undefined ? "false" : "true")
  core.setOutput("history-path", history.cache?.path ?? "")
  core.setOutput("history-key", history.cache?.key ?? "")
  core.setOutput("history-restore-keys", history.cache?.restoreKeys.join("\n") ?? "")
  // A shard or a replica saves no history: the merge job stores the check as one run and saves it.
  const save =
    history.cache?.save === true && inputs.shard === undefined && inputs.replica === undefined
  core.setOutput("history-save", save ? "true" : "false")
  core.setOutput(
    "shard",
    inputs.shard === undefined ? "" : `${inputs.shard.index}/${inputs.shard.count}`,
  )
  core.setOutput(
    "replica",
    inputs.replica === undefined ? "" : `${inputs.replica.index}/${inputs.replica.count}`,
  )
  core.setOutput("merge", inputs.merge ?? "")
}

const main = async (): Promise<void> => {
  const inputs = readInputs((name) => core.getInput(name))
  const eventName = process.env.GITHUB_EVENT_NAME
  if (eventName === "pull_request_target") throw new Error(UNSAFE_EVENT)
  benchOutput(inputs)
  const baseRef = worktreeBase(inputs, eventName)
  const dir = reportOutputs(inputs, baseRef)
  historyOutputs(inputs)
  // A shard or replica's verdicts are decided again by the merge job, which takes none.
  const accepting =
    inputs.shard === undefined && inputs.replica === undefined && inputs.merge === undefined
  core.setOutput(
    "accept-file",
    accepting
      ? await writeAcceptances(inputs, eventName, readEvent(process.env.GITHUB_EVENT_PATH), dir)
      : "",
  )

  // The registry-installed tools (bun, oha, and cue without a release pin) are cached by this key.
  const pinsHash = createHash("sha256").update(JSON.stringify(PINS)).digest("hex")
  core.setOutput(
    "tools-key",
    `benchgate-tools-${process.env.RUNNER_OS ?? process.platform}-${process.arch}-${pinsHash.slice(0, 16)}`,
  )

  await installTools(process.env.RUNNER_TOOL_CACHE ?? join(dir, "tools"))
}

main().catch(fail)
