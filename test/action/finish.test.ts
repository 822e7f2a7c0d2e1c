/**
 * The action's last step end to end: dist/finish.js under node, with a pull_request event and a
 * loopback stand-in for the GitHub REST API, on reports written by the real CLI (`bench check`
 * in process against a scripted world, test/support/InProcessCli.ts) and by the real renderers
 * (report/Json.ts, report/Markdown.ts) for verdicts the CLI cannot produce on demand
 * (inconclusive, a regression).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { CheckResult } from "../../gate/Result.ts"
import { renderJson } from "../../report/Json.ts"
import { MARKER, renderMarkdown } from "../../report/Markdown.ts"
import {
  absolute,
  outcome,
  overhead,
  regression,
  result,
  target,
  verdict,
} from "../support/build.ts"
import {
  type FakeGitHub,
  pullRequestEvent,
  REPO,
  ROOT,
  runEntry,
  seedComments,
  startFakeGitHub,
  TOKEN,
  workflowCommands,
} from "../support/github.ts"
import { runCliInProcess } from "../support/InProcessCli.ts"
import { printed } from "../support/Running.ts"
import { jitter, scriptedWorld } from "../support/ScriptedWorld.ts"

const work = mkdtempSync(join(tmpdir(), "benchgate-finish-"))
const SHA = "c0ffee0000000000000000000000000000000000"
const PR = 5
let github: FakeGitHub

interface Reports {
  readonly dir: string
  readonly json: string
  readonly markdown: string
}

const writeReports = (name: string, check: CheckResult): Reports => {
  const dir = join(work, name)
  mkdirSync(dir, { recursive: true })
  const reports = { dir, json: join(dir, "report.json"), markdown: join(dir, "report.md") }
  writeFileSync(reports.json, renderJson(check))
  writeFileSync(reports.markdown, renderMarkdown(check))
  return reports
}

/** A threshold failure, measured by the real CLI: layered can never be half of direct's p50. */
let measured: Reports
/** Only an inconclusive overhead verdict (and a pass): rendered by the real renderers. */
let inconclusive: Reports
/** A failed regression threshold only. */
let regressed: Reports

const server = join(ROOT, "examples/users/server.ts")
const usersTarget = (mode: string) => `{
		http: url: "http://127.0.0.1:{port}"
		start: {
			cmd: ["bun", ${JSON.stringify(server)}, "--mode=${mode}", "--port={port}", "--db=${join(work, `${mode}.db`)}"]
			ready: http: "/health"
		}
	}`

beforeAll(async () => {
  github = startFakeGitHub()

  writeFileSync(
    join(work, "gate.cue"),
    `package bench
targets: {
	direct: ${usersTarget("direct")}
	layered: ${usersTarget("layered")}
}
scenarios: "get user": {
	request: path: "/users/42"
	load: {concurrency: 4, duration: "300ms", rounds: 4, warmup: "100ms"}
	baseline: "direct"
	thresholds: [
		{target: "layered", metric: "p50", overhead: "<= 0.5x"},
		{metric: "error_rate", max: "1%"},
	]
}
`,
  )
  const dir = join(work, "measured")
  measured = { dir, json: join(dir, "report.json"), markdown: join(dir, "report.md") }
  // The real CLI in process against a scripted world: what the action reads is the CLI's
  // report, not which server measured it (ADR 37). Layered answers in twice direct's time.
  const noisy = jitter(1, 0.01)
  const ran = await runCliInProcess(
    [
      "check",
      "gate.cue",
      "--json",
      measured.json,
      "--markdown",
      measured.markdown,
      "--db",
      join(work, "store", "results.db"),
      "--quiet",
      "--no-color",
    ],
    {
      cwd: work,
      world: scriptedWorld((name) => ({
        p50: noisy(name === "layered" ? 2 : 1),
        p99: noisy(name === "layered" ? 8 : 4),
        rps: noisy(name === "layered" ? 2_000 : 4_000),
        error_rate: 0,
      })).world,
    },
  )
  if (ran.code !== 1)
    throw new Error(`bench check exited ${ran.code}, expected 1:\n${printed(ran)}`)

  const targets = [
    target("direct", { rps: 20_000, p50: 0.5, p99: 2 }),
    target("layered", { rps: 9_000, p50: 1.01, p99: 4 }, { overhead: { p50: 2.02 } }),
  ]
  inconclusive = writeReports(
    "inconclusive",
    result([
      outcome({
        spec: "gate",
        specFile: "gate.cue",
        scenario: "get user",
        baseline: "direct",
        targets,
        verdicts: [
          verdict(
            overhead("layered", "p50", 2),
            "inconclusive",
            "p50 ratio 2.02x straddles 2x (95% CI 1.95x–2.09x) after 16 rounds",
            2.02,
          ),
          verdict(
            absolute("layered", "error_rate", 0.01, "error_rate <= 1%"),
            "pass",
            "0% <= 1%",
            0,
          ),
        ],
      }),
    ]),
  )
  regressed = writeReports(
    "regressed",
    result([
      outcome({
        spec: "gate",
        specFile: "gate.cue",
        scenario: "get user",
        baseline: "direct",
        targets,
        verdicts: [verdict(regression("layered", "rps", 0.05), "fail", "rps −12% > −5%", -0.12)],
      }),
    ]),
  )
}, 150_000)

afterAll(() => {
  github?.stop()
  rmSync(work, { recursive: true, force: true })
})

beforeEach(() => {
  github.comments.clear()
  github.requests.length = 0
  github.denyWrites = undefined
})

const finish = (
  reports: Reports,
  inputs: Record<string, string> = {},
  more: { readonly exitCode?: string; readonly event?: unknown; readonly html?: string } = {},
) =>
  runEntry(
    "finish",
    {
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_API_URL: github.url,
      GITHUB_WORKSPACE: work,
      BENCHGATE_EXIT_CODE: more.exitCode ?? "1",
      BENCHGATE_DIR: reports.dir,
      BENCHGATE_JSON: reports.json,
      BENCHGATE_MARKDOWN: reports.markdown,
      ...(more.html === undefined ? {} : { BENCHGATE_HTML_URL: more.html }),
      INPUT_TOKEN: TOKEN,
      ...Object.fromEntries(
        Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v]),
      ),
    },
    more.event ?? pullRequestEvent(PR, SHA),
  )

/** The annotations (error, warning, notice) a run printed. */
const annotations = (stdout: string) =>
  workflowCommands(stdout).filter((c) => ["error", "warning", "notice"].includes(c.command))

const stickies = () => (github.comments.get(PR) ?? []).filter((c) => c.body.startsWith(MARKER))
const writes = () => github.requests.filter((r) => r.method !== "GET")

describe("finish (dist/finish.js)", () => {
  test("creates the comment, then updates the same one; summary, outputs, annotations, exit status", async () => {
    // 130 comments by people first: benchgate's lands on the second page of the list.
    seedComments(github, PR, 130)

    const first = await finish(measured)
    expect(first.code, printed(first)).toBe(1)
    expect(stickies()).toHaveLength(1)
    const sticky = stickies()[0]
    expect(sticky?.body).toBe(readFileSync(measured.markdown, "utf8"))
    expect(writes().map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /repos/${REPO}/issues/${PR}/comments`,
    ])
    expect(first.outputs).toMatchObject({
      verdict: "fail",
      json: measured.json,
      markdown: measured.markdown,
      dir: measured.dir,
      "comment-url": sticky?.html_url,
    })
    // The job summary is the report.
    expect(first.summary).toContain("| target | rps | p50 | p99 | overhead p50 | verdict |")
    expect(first.summary).toContain("layered p50 \\<= 0.5x")
    // One error annotation for the failed threshold, at its line in the spec (the report's
    // `location`: line 23 of gate.cue above), the reason as the message; then the job's failure.
    const failed = JSON.parse(readFileSync(measured.json, "utf8")).scenarios[0].verdicts[0]
    expect(failed.location).toEqual({ file: "gate.cue", line: 23 })
    expect(annotations(first.stdout)).toEqual([
      {
        command: "error",
        properties: {
          title: `benchgate: gate › get user: ${failed.threshold} failed`,
          file: "gate.cue",
          line: "23",
        },
        message: failed.reason,
      },
      {
        command: "error",
        properties: {},
        message: "benchgate: 1 threshold failed (fail-on: threshold)",
      },
    ])
    // The record the two-step fork workflow needs.
    expect(JSON.parse(readFileSync(join(measured.dir, "pull-request.json"), "utf8"))).toEqual({
      number: PR,
      headSha: SHA,
    })

    // Second push: new results, the same comment edited in place.
    github.requests.length = 0
    const second = await finish(inconclusive, {}, { exitCode: "0" })
    expect(second.code, printed(second)).toBe(0)
    expect(stickies()).toHaveLength(1)
    expect(stickies()[0]?.id).toBe(sticky?.id as number)
    expect(stickies()[0]?.body).toBe(readFileSync(inconclusive.markdown, "utf8"))
    expect(writes().map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /repos/${REPO}/issues/comments/${sticky?.id}`,
    ])
    // Both pages were read to find it.
    expect(github.requests.filter((r) => r.method === "GET").map((r) => r.query)).toEqual([
      "?per_page=100",
      "?per_page=100&page=2",
    ])
    expect(second.outputs.verdict).toBe("inconclusive")
    // Inconclusive, not in fail-on: a warning on the spec file (no location in this report).
    expect(annotations(second.stdout)).toEqual([
      {
        command: "warning",
        properties: {
          title: "benchgate: gate › get user: layered p50 <= 2x inconclusive",
          file: "gate.cue",
        },
        message: "p50 ratio 2.02x straddles 2x (95% CI 1.95x–2.09x) after 16 rounds",
      },
    ])

    // Third run, same report: nothing to write.
    github.requests.length = 0
    const third = await finish(inconclusive, {}, { exitCode: "0" })
    expect(third.code, printed(third)).toBe(0)
    expect(writes()).toEqual([])
    expect(github.comments.get(PR)).toHaveLength(131)
  }, 30_000)

  test("the uploaded HTML report is linked from the comment and the summary", async () => {
    const url = "https://github.com/o/r/actions/runs/7/artifacts/99"
    const ran = await finish(regressed, {}, { exitCode: "1", html: url })
    expect(ran.code, printed(ran)).toBe(1)
    const body = stickies().at(-1)?.body ?? ""
    expect(body).toContain(`📊 [Charts: the HTML report](${url})`)
    expect(ran.summary).toContain(`[Charts: the HTML report](${url})`)
    // Anything but an https URL (an upload that failed, a hostile value) is not linked.
    const none = await finish(regressed, {}, { exitCode: "1", html: "javascript:alert(1)" })
    expect(none.code, printed(none)).toBe(1)
    expect(stickies().at(-1)?.body ?? "").not.toContain("Charts: the HTML report")
  }, 30_000)

  test("a shard job: summary and outputs, no annotations, no comment, its failures decided later", async () => {
    const ran = await finish(regressed, { shard: "1/2" }, { exitCode: "1" })
    expect(ran.code, printed(ran)).toBe(0)
    expect(ran.outputs.verdict).toBe("fail")
    expect(annotations(ran.stdout)).toEqual([])
    expect(writes()).toEqual([])
    expect(ran.stdout).toContain("shard 1/2 measured (fail)")
    // A shard whose run failed still fails its job: there is no report to merge.
    expect((await finish(regressed, { shard: "1/2" }, { exitCode: "3" })).code).toBe(1)
  }, 30_000)

  test("a replica job: summary and outputs, no annotations, no comment, decided by the merge", async () => {
    const ran = await finish(regressed, { replica: "2/2" }, { exitCode: "1" })
    expect(ran.code, printed(ran)).toBe(0)
    expect(ran.outputs.verdict).toBe("fail")
    expect(annotations(ran.stdout)).toEqual([])
    expect(writes()).toEqual([])
    expect(ran.stdout).toContain("replica 2/2 measured (fail)")
    expect((await finish(regressed, { replica: "2/2" }, { exitCode: "3" })).code).toBe(1)
  }, 30_000)

  test("fail-on: inconclusive fails the job only when listed", async () => {
    expect((await finish(inconclusive, { comment: "off" }, { exitCode: "0" })).code).toBe(0)
    const strict = await finish(
      inconclusive,
      { comment: "off", "fail-on": "threshold,regression,inconclusive" },
      { exitCode: "0" },
    )
    expect(strict.code, printed(strict)).toBe(1)
    expect(
      annotations(strict.stdout).map((a) => [a.command, a.properties.title ?? a.message]),
    ).toEqual([
      ["error", "benchgate: gate › get user: layered p50 <= 2x inconclusive"],
      ["error", "benchgate: 1 verdict inconclusive (fail-on: inconclusive)"],
    ])
  }, 30_000)

  test("fail-on: a failed regression is a warning when only thresholds fail the job", async () => {
    const lenient = await finish(regressed, { comment: "off", "fail-on": "threshold" })
    expect(lenient.code, printed(lenient)).toBe(0)
    expect(lenient.outputs.verdict).toBe("fail")
    expect(annotations(lenient.stdout)).toEqual([
      {
        command: "warning",
        properties: {
          title: "benchgate: gate › get user: layered rps regression <= 5% failed",
          file: "gate.cue",
        },
        message: "rps −12% > −5%",
      },
    ])
    expect(lenient.stdout).toContain("1 regression threshold failed, not in fail-on")
    expect((await finish(regressed, { comment: "off" })).code).toBe(1)
  }, 30_000)

  test("comment: on-change posts nothing for a passing-or-skipped report, off never calls the API", async () => {
    const passing = writeReports("passing", result([]))
    const quiet = await finish(passing, { comment: "on-change" }, { exitCode: "0" })
    expect(quiet.code, printed(quiet)).toBe(0)
    expect(writes()).toEqual([])
    github.requests.length = 0
    await finish(measured, { comment: "off" })
    expect(github.requests).toEqual([])
  }, 30_000)

  test("a pull request from a fork gets no comment attempt, only a notice", async () => {
    const ran = await finish(
      inconclusive,
      {},
      { exitCode: "0", event: pullRequestEvent(PR, SHA, true) },
    )
    expect(ran.code, printed(ran)).toBe(0)
    expect(github.requests).toEqual([])
    expect(ran.stdout).toContain("::notice::Pull request #5 comes from a fork (someone/service)")
  }, 30_000)

  test("a token without write access: a warning naming the permission; the verdict decides", async () => {
    github.denyWrites = 403
    const ran = await finish(inconclusive, {}, { exitCode: "0" })
    expect(ran.code, printed(ran)).toBe(0)
    expect(ran.stdout).toContain("::warning::The PR comment could not be written: GitHub API POST")
    expect(ran.stdout).toContain('The token needs "pull-requests: write"')
  }, 30_000)

  test("no report (bench check exited 3): the job fails with the meaning, nothing is commented", async () => {
    const ran = await finish(
      { dir: work, json: join(work, "none.json"), markdown: join(work, "none.md") },
      {},
      { exitCode: "3" },
    )
    expect(ran.code, printed(ran)).toBe(1)
    expect(ran.outputs.verdict).toBe("error")
    expect(ran.stdout).toContain("::error::bench check exited with code 3: the run failed")
    expect(ran.summary).toContain("the check did not run to the end")
    expect(github.requests).toEqual([])
  }, 30_000)

  test("a bad input fails before anything else, naming the input", async () => {
    const ran = await finish(measured, { comment: "sometimes" })
    expect(ran.code, printed(ran)).toBe(1)
    expect(ran.stdout).toContain('::error::input comment: "sometimes" is not one of')
    expect(github.requests).toEqual([])
  }, 30_000)
})
