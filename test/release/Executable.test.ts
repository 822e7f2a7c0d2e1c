/**
 * The single executable (release/executables.ts) for this machine's platform: built, then run
 * with a PATH that holds no bun, checking a spec whose targets need the executable to be its
 * own bun (the target supervisor's `bun -e`, the bun runner's `bun test`) next to oha and a
 * command; and the action's steps running it (its `executable` input). The other platform's
 * build is only compiled (it cannot run here).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import {
  checksums,
  compile,
  executableName,
  type Platform,
  TARGETS,
} from "../../release/executables.ts"
import { runEntry } from "../support/github.ts"
import { printed } from "../support/Running.ts"

const root = resolve(import.meta.dir, "../..")
/** This machine's platform name, when there is an executable for it. */
const host = `${process.platform}-${process.arch}`
const platform = Object.hasOwn(TARGETS, host) ? (host as Platform) : undefined
const work = mkdtempSync(join(tmpdir(), "benchgate-executable-"))
let executable: string

beforeAll(() => {
  if (platform !== undefined) executable = compile(platform, work)
}, 120_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

const SPEC = `package bench

targets: {
	direct: {
		http: url: "http://127.0.0.1:{port}"
		start: {
			cmd: [${JSON.stringify(process.execPath)}, ${JSON.stringify(join(root, "examples/users/server.ts"))}, "--mode=direct", "--port={port}", "--db=${join(work, "users.db")}"]
			ready: http: "/health"
		}
	}
	loop: bun: {file: "sum.bench.ts", group: "sum", variant: "loop"}
	reduce: bun: {file: "sum.bench.ts", group: "sum", variant: "reduce"}
	"true": command: cmd: ["true"]
}
scenarios: {
	"get user": {
		targets: ["direct"]
		request: path: "/users/42"
		load: {concurrency: 2, duration: "200ms", rounds: 2, warmup: "50ms"}
		thresholds: [{metric: "error_rate", max: "0%"}]
	}
	"sum": {
		targets: ["loop", "reduce"]
		baseline: "loop"
		load: {duration: "30ms", warmup: "30ms", rounds: 2}
		thresholds: [{target: "reduce", metric: "time_per_op", overhead: "<= 1000x"}]
	}
	"true": {
		targets: ["true"]
		load: {warmup: "1ms", rounds: 3}
		thresholds: [{metric: "wall", max: "10s"}]
	}
}
`

const BENCH_FILE = `import { group } from ${JSON.stringify(join(root, "runners/bun/harness.ts"))}
const numbers = Array.from({ length: 100 }, (_, i) => i)
group("sum", {
  baseline: "loop",
  variants: {
    loop: () => { let t = 0; for (const n of numbers) t += n; return t },
    reduce: () => numbers.reduce((a, b) => a + b, 0),
  },
})
`

const run = async (argv: ReadonlyArray<string>) => {
  const child = Bun.spawn([...argv], {
    cwd: work,
    stdout: "pipe",
    stderr: "pipe",
    // No bun on PATH: /usr/bin and /bin only (tools come from the cache, as for every user).
    env: { HOME: process.env.HOME ?? "/root", PATH: "/usr/bin:/bin", NO_COLOR: "1" },
    timeout: 120_000,
  })
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ])
  return { code, stdout, stderr }
}

describe.skipIf(platform === undefined)("the single executable", () => {
  test("is named by version and platform, and says its version", async () => {
    const version = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version
    expect(executable).toEndWith(executableName(platform ?? "linux-x64"))
    expect(executable).toContain(version)
    const said = await run([executable, "--version"])
    expect(said.stdout.trim()).toBe(`benchgate ${version}`)
    // Its help names it as it is run.
    const help = await run([executable, "check", "--help"])
    expect(help.stdout).toStartWith("usage: benchgate check PATH… [options]")
  })

  test("checks HTTP, bun and command targets with no bun on PATH", async () => {
    expect(
      Bun.spawnSync(["sh", "-c", "command -v bun"], { env: { PATH: "/usr/bin:/bin" } }).exitCode,
    ).not.toBe(0)
    writeFileSync(join(work, "spec.cue"), SPEC)
    writeFileSync(join(work, "sum.bench.ts"), BENCH_FILE)
    const report = join(work, "report.json")
    const checked = await run([executable, "check", "spec.cue", "--json", report])
    expect(checked.stderr).not.toContain("internal error")
    expect(checked.code, printed(checked)).toBe(0)
    const scenarios = JSON.parse(readFileSync(report, "utf8")).scenarios
    const statuses = scenarios.flatMap((s: { verdicts: { status: string }[] }) =>
      s.verdicts.map((v) => v.status),
    )
    expect(statuses).toEqual(["pass", "pass", "pass"])
  }, 120_000)

  test("the action runs it: prepare checks it, the check step runs it with no bun on PATH", async () => {
    writeFileSync(join(work, "spec.cue"), SPEC)
    writeFileSync(join(work, "sum.bench.ts"), BENCH_FILE)
    const prepared = await runEntry(
      "prepare",
      { INPUT_EXECUTABLE: executable, GITHUB_EVENT_NAME: "push", GITHUB_WORKSPACE: work },
      {},
    )
    expect(prepared.code, printed(prepared)).toBe(0)
    expect(prepared.outputs.bench).toBe(executable)

    const action = Bun.YAML.parse(readFileSync(join(root, "action.yml"), "utf8")) as {
      runs: { steps: { id?: string; run?: string }[] }
    }
    const script = action.runs.steps.find((step) => step.id === "check")?.run ?? "exit 99"
    writeFileSync(join(work, "specs.txt"), "spec.cue\n")
    writeFileSync(join(work, "output"), "")
    const report = join(work, "action-report.json")
    const checked = Bun.spawnSync(["bash", "-e", "-c", script], {
      cwd: work,
      env: {
        HOME: process.env.HOME ?? "/root",
        PATH: "/usr/bin:/bin",
        GITHUB_OUTPUT: join(work, "output"),
        BENCHGATE_BIN: prepared.outputs.bench ?? "",
        BENCHGATE_SPECS_FILE: join(work, "specs.txt"),
        BENCHGATE_JSON: report,
        BENCHGATE_MARKDOWN: join(work, "action-report.md"),
        BENCHGATE_HTML: join(work, "action-report.html"),
        BENCHGATE_DB: join(work, "action.db"),
        BENCHGATE_BASE_BRANCH: "main",
        BENCHGATE_BASE_REF: "",
        BENCHGATE_SHARD: "",
        BENCHGATE_MERGE: "",
      },
      stderr: "pipe",
      timeout: 120_000,
    })
    expect({ code: checked.exitCode, output: readFileSync(join(work, "output"), "utf8") }).toEqual({
      code: 0,
      output: "exit-code=0\n",
    })
    expect(JSON.parse(readFileSync(report, "utf8")).status).toBe("pass")
  }, 120_000)

  test("SHA256SUMS lines verify with sha256sum -c", () => {
    writeFileSync(join(work, "SHA256SUMS"), checksums([executable]))
    const verified = Bun.spawnSync(["sha256sum", "-c", "SHA256SUMS"], { cwd: work, stdout: "pipe" })
    expect(verified.exitCode).toBe(0)
    expect(verified.stdout.toString()).toContain(`${executableName(platform ?? "linux-x64")}: OK`)
  })
})
