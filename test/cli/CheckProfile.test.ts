/**
 * Where the time went, end to end: a head commit adds work in one named function of a Bun
 * service (profiled by bun's own --cpu-prof) and of a Go service (profiled by perf record);
 * `bench check --base` fails the regression, profiles both sides after the measured rounds,
 * and names the function in the terminal, the PR comment, the JSON report and the HTML
 * report's differential flame graph, and writes the profiles in formats pprof and speedscope
 * open.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Either } from "effect"
import { decodeJsonReport } from "../../report/json/JsonReport.ts"
import { gitRepository } from "../support/GitRepository.ts"
import { perf } from "../support/Perf.ts"
import {
  bunServer,
  goFunctions,
  goMiddlewareServer,
  goServer,
} from "../support/ProfiledServices.ts"
import { printed } from "../support/Running.ts"

const bench = resolve(import.meta.dir, "../../bench")
const repos: string[] = []
afterAll(() => {
  for (const repo of repos) rmSync(repo, { recursive: true, force: true })
})

const spec = (cmd: string, rounds = 4) => `package bench
targets: svc: {
	http: url: "http://127.0.0.1:{port}"
	start: {cmd: ${cmd}, timeout: "120s", ready: http: "/"}
}
scenarios: hello: {
	request: path: "/"
	load: {concurrency: 4, duration: "150ms", rounds: ${rounds}, warmup: "100ms"}
	thresholds: [{metric: "p50", regression: "<= 10%"}]
}
`

/** A repo whose second commit adds `encodeTask` work to the service. */
const repoWith = (files: (work: number) => Record<string, string>, work: number) => {
  const repo = mkdtempSync(join(tmpdir(), "benchgate-profile-repo-"))
  repos.push(repo)
  const git = gitRepository(repo)
  writeFileSync(join(repo, ".gitignore"), ".bench/\nsvc\njob\n*.json\n*.md\n*.html\n")
  for (const [name, text] of Object.entries(files(0))) writeFileSync(join(repo, name), text)
  git("add", ".")
  git("commit", "-q", "-m", "base")
  for (const [name, text] of Object.entries(files(work))) writeFileSync(join(repo, name), text)
  git("commit", "-q", "-am", "head: encodeTask does work")
  return repo
}

const check = (repo: string, ...args: string[]) => {
  const r = Bun.spawnSync(
    [
      bench,
      "check",
      "spec.cue",
      "--json",
      "report.json",
      "--markdown",
      "report.md",
      "--html",
      "report.html",
      ...args,
    ],
    { cwd: repo, env: { ...process.env, NO_COLOR: "1" }, timeout: 300_000 },
  )
  const report = existsSync(join(repo, "report.json"))
    ? Either.getOrThrow(decodeJsonReport(readFileSync(join(repo, "report.json"), "utf8")))
    : undefined
  return { code: r.exitCode, stdout: r.stdout.toString(), stderr: r.stderr.toString(), report }
}

const escaped = (name: string) => name.replace(/[.*()[\]\\]/g, "\\$&")

const expectNamed = (repo: string, result: ReturnType<typeof check>, name: string) => {
  expect(result.stderr).not.toContain("internal error")
  // A Go service's p50 moves 5–35% per slice on two cores (docs/verdict-quality.md §6): its
  // verdict may stay inconclusive, so its checks ask for the profile with --profile.
  expect([0, 1]).toContain(result.code ?? -1)
  const profile = result.report?.profiles[0]
  expect(profile?.skipped).toBeUndefined()
  expect(profile?.head).toBe("svc")
  expect(profile?.base).toBe("svc@base")
  const top = profile?.differential?.ranked?.[0]
  expect(top?.name).toBe(name)
  expect(top?.low).toBeGreaterThan(0)
  expect(result.stdout).toContain("where the time went  spec › hello › svc against svc@base")
  // The headline names it, with its change with callees and its self time.
  expect(result.stdout).toMatch(
    new RegExp(
      `\\n {2}${escaped(name)}: \\+[\\d.]+% \\[.*\\] of the [+−][\\d.]+% change in CPU per request \\(self `,
    ),
  )
  const markdown = readFileSync(join(repo, "report.md"), "utf8")
  expect(markdown).toContain("#### Where the time went")
  expect(markdown).toContain(`| \`${name}\` | +`)
  const html = readFileSync(join(repo, "report.html"), "utf8")
  expect(html).toContain('class="flame"')
  expect(html).toMatch(new RegExp(`<title>${escaped(name)}: head `))
  // Folded stacks (speedscope, inferno) and pprof, per side; nothing of the supervisor's.
  const dir = join(repo, ".bench/profiles/spec/hello")
  for (const file of ["svc.folded", "svc@base.folded", "svc.pb.gz", "svc@base.pb.gz"]) {
    expect(existsSync(join(dir, file))).toBe(true)
  }
  expect(profile?.files).toContain(".bench/profiles/spec/hello/svc.folded")
  expect(result.report?.profiles[0]?.differential?.functions).toBeGreaterThan(1)
  const folded = readFileSync(join(dir, "svc.folded"), "utf8")
  expect(folded).toContain(name)
  expect(folded).not.toContain("[eval]")
  return profile
}

test("a Bun service: bun --cpu-prof names the function the head made costly", () => {
  const repo = repoWith(
    (work) => ({
      // Six rounds: the head's +180% must fail even if one round is disturbed, which at four
      // rounds (t with 3 degrees of freedom) can leave it inconclusive.
      "spec.cue": spec('["bun", "server.ts", "--port={port}"]', 6),
      "server.ts": bunServer(work),
    }),
    60_000,
  )
  const result = check(repo, "--base", "HEAD~1", "--profile-budget", "30s")
  // Profiled because the verdict failed, not because it was asked.
  expect(result.code, printed(result)).toBe(1)
  expect(result.report?.profiles[0]?.why).toBe("svc p50 regression <= 10% fail")
  const profile = expectNamed(repo, result, "encodeTask server.ts")
  expect(profile?.profilers?.join()).toContain("--cpu-prof")
  expect(existsSync(join(repo, ".bench/profiles/spec/hello/svc.1.cpuprofile"))).toBe(true)
}, 300_000)

const COMMAND_SPEC = (cmd: string) => `package bench
targets: job: command: cmd: ${cmd}
scenarios: run: {
	load: {rounds: 6, warmup: "1ms"}
	thresholds: [{metric: "user_cpu", regression: "<= 10%"}]
}
`

/** A program whose run calls encodeTask (empty at the base) 1,000 times. */
const BUN_COMMAND = (work: number) => `function respond(): number {
  let h = 0
  for (let i = 0; i < 50000; i++) h = (h * 31 + i) | 0
  return h
}
function encodeTask(): number {
  let h = 0
  for (let i = 0; i < ${work}; i++) h = (h * 17 + i) | 0
  return h
}
let sum = 0
for (let n = 0; n < 1000; n++) sum += respond() + encodeTask()
console.log(sum)
`

test("a bun command: each profiled run writes its own profile, and the function is named", () => {
  const repo = repoWith(
    (work) => ({ "spec.cue": COMMAND_SPEC('["bun", "work.ts"]'), "work.ts": BUN_COMMAND(work) }),
    50_000,
  )
  const result = check(repo, "--base", "HEAD~1", "--profile-budget", "30s")
  expect(result.stderr).not.toContain("internal error")
  expect(result.code, printed(result)).toBe(1)
  const profile = result.report?.profiles[0]
  expect(profile?.skipped).toBeUndefined()
  expect(profile?.head).toBe("job")
  expect(profile?.profilers?.join()).toContain("--cpu-prof")
  expect(profile?.differential?.ranked?.[0]?.name).toBe("encodeTask work.ts")
  expect(profile?.differential?.ranked?.[0]?.low).toBeGreaterThan(0)

  // --no-profile never profiles, a failed verdict's neither (cli/Profiles.test.ts: passing
  // verdicts ask for none).
  const off = check(repo, "--base", "HEAD~1", "--no-profile")
  expect(off.code, printed(off)).toBe(1)
  expect(off.report?.profiles).toEqual([])
}, 300_000)

describe("a Go service", () => {
  const found = perf()
  test.skipIf(found.path === undefined)(
    `perf record names the function the head made costly${found.path === undefined ? ` (${found.why})` : ""}`,
    () => {
      const repo = repoWith(
        (work) => ({
          "spec.cue": spec('["sh", "-c", "go build -o svc . && exec ./svc \\"$0\\"", "{port}"]'),
          "main.go": goServer(work),
          "go.mod": "module svc\n\ngo 1.22\n",
        }),
        200_000,
      )
      const result = check(repo, "--base", "HEAD~1", "--profile", "--profile-budget", "30s")
      const profile = expectNamed(repo, result, "main.encodeTask")
      expect(profile?.profilers?.join()).toContain("perf record")
    },
    300_000,
  )
  test.skipIf(found.path === undefined)(
    "a logging middleware the head adds is named first, not the fmt, json, runtime and kernel work under it",
    () => {
      const repo = repoWith(
        (work) => ({
          "spec.cue": spec('["sh", "-c", "go build -o svc . && exec ./svc \\"$0\\"", "{port}"]'),
          "main.go": goMiddlewareServer(work > 0),
          "go.mod": "module svc\n\ngo 1.22\n",
        }),
        1,
      )
      const result = check(repo, "--base", "HEAD~1", "--profile", "--profile-budget", "30s")
      const profile = expectNamed(repo, result, "main.accessLog.func1")
      // Its cost is spread: its own self time is a small part of its change.
      const top = profile?.differential?.ranked?.[0]
      expect(top?.self.change ?? 1).toBeLessThan((top?.change ?? 0) / 2)
      for (const row of profile?.differential?.ranked ?? []) {
        expect(row.name).not.toMatch(/_\[k\]$|^runtime\.|^syscall\.|^internal\//)
      }
      // The PR comment says it before its folded table.
      const markdown = readFileSync(join(repo, "report.md"), "utf8")
      const section = markdown.slice(markdown.indexOf("#### Where the time went"))
      expect(section.split("\n")[2]).toStartWith("main.accessLog.func1: +")
    },
    300_000,
  )
  test.skipIf(found.path === undefined)(
    "a native command runs under perf record, each run a file of its own",
    () => {
      const program = (work: number) =>
        `${goFunctions("main", work).replace("package main\n", 'package main\n\nimport "fmt"\n')}
func main() {
	var s uint64
	for n := 0; n < 3000; n++ {
		s += respond() + encodeTask()
	}
	fmt.Println(s)
}
`
      const repo = repoWith(
        (work) => ({
          // Not `go run`: its binary is deleted when it exits, before perf can read its symbols.
          "spec.cue": COMMAND_SPEC('["sh", "-c", "go build -o job . && exec ./job"]'),
          "main.go": program(work),
          "go.mod": "module job\n\ngo 1.22\n",
        }),
        40_000,
      )
      const result = check(repo, "--base", "HEAD~1", "--profile-budget", "60s")
      expect(result.stderr).not.toContain("internal error")
      const profile = result.report?.profiles[0]
      expect(profile?.skipped).toBeUndefined()
      expect(profile?.profilers?.join()).toContain("perf record")
      expect(profile?.differential?.ranked?.[0]?.name).toBe("main.encodeTask")
    },
    300_000,
  )
  test.skipIf(found.path === undefined)(
    "a go benchmark: its test binary, built again, runs under perf record",
    () => {
      const code = (work: number) => goFunctions("job", work)
      const bench = `package job

import "testing"

var sink uint64

func BenchmarkJob(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += respond() + encodeTask()
	}
}
`
      const repo = repoWith(
        (work) => ({
          "spec.cue": `package bench
targets: job: go: {package: ".", benchmark: "BenchmarkJob"}
scenarios: run: {
	load: {duration: "200ms", rounds: 4, warmup: "100ms"}
	thresholds: [{metric: "time_per_op", regression: "<= 10%"}]
}
`,
          "job.go": code(work),
          "job_test.go": bench,
          "go.mod": "module job\n\ngo 1.22\n",
        }),
        20_000,
      )
      const result = check(repo, "--base", "HEAD~1", "--profile", "--profile-budget", "60s")
      expect(result.stderr).not.toContain("internal error")
      const profile = result.report?.profiles[0]
      expect(profile?.skipped).toBeUndefined()
      expect(profile?.profilers?.join()).toContain("perf record")
      expect(profile?.differential?.ranked?.[0]?.name).toBe("job.encodeTask")
      expect(profile?.differential?.ranked?.[0]?.low).toBeGreaterThan(0)
    },
    300_000,
  )
})
