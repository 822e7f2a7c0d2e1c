/**
 * How well benchgate says where the time went. Each trial makes a git repository whose head
 * commit adds work in one named function, `encodeTask`, of a Bun or Go HTTP service, and runs
 * `bench check spec.cue --base HEAD~1 --profile` (A/B) or `--base HEAD --profile` (A/A: both
 * sides the same code). Per trial it records:
 *
 * - the top row of the differential (self time) and whether it is the named function;
 * - the named function's share of the head's samples (the "≥ 5% of the request's CPU" the goal
 *   asks for) and its change with interval;
 * - how many of all the functions sampled moved in self time (an interval that excludes
 *   zero): on A/A, the false moves;
 * - the check's wall time, and the profile's (`elapsedMs`): profiling's share of a check.
 *
 * Usage: bun benchmarks/profile-quality.ts --server bun|go --trials 10 [--aa] [--work N]
 *          [--budget 20%] [--rounds 6] [--duration 500ms] [--out FILE]
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { bunServer, goServer } from "../test/support/ProfiledServices.ts"

const root = resolve(import.meta.dir, "..")
const { values } = parseArgs({
  options: {
    server: { type: "string", default: "bun" },
    trials: { type: "string", default: "10" },
    aa: { type: "boolean", default: false },
    work: { type: "string" },
    budget: { type: "string", default: "20%" },
    rounds: { type: "string", default: "6" },
    duration: { type: "string", default: "500ms" },
    out: { type: "string" },
  },
})
const server = values.server === "go" ? "go" : "bun"
const work = Number(values.work ?? (server === "go" ? 4000 : 4000))

const cmd =
  server === "go"
    ? '["sh", "-c", "go build -o svc . && exec ./svc \\"$0\\"", "{port}"]'
    : '["bun", "server.ts", "--port={port}"]'
const SPEC = `package bench
targets: svc: {
	http: url: "http://127.0.0.1:{port}"
	start: {cmd: ${cmd}, timeout: "120s", ready: http: "/"}
}
scenarios: hello: {
	request: path: "/"
	load: {concurrency: 4, duration: "${values.duration}", rounds: ${values.rounds}, warmup: "${values.duration}"}
	thresholds: [{metric: "p50", regression: "<= 2%"}]
}
`
const named = server === "go" ? "main.encodeTask" : "encodeTask server.ts"

const files = (extra: number): Record<string, string> =>
  server === "go"
    ? { "main.go": goServer(extra), "go.mod": "module svc\n\ngo 1.22\n", "spec.cue": SPEC }
    : { "server.ts": bunServer(extra), "spec.cue": SPEC }

const trial = (i: number) => {
  const repo = mkdtempSync(join(tmpdir(), "benchgate-profile-quality-"))
  try {
    const git = (...args: string[]) => {
      const r = Bun.spawnSync(["git", ...args], { cwd: repo })
      if (r.exitCode !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`)
    }
    git("init", "-q", "-b", "main")
    git("config", "user.email", "bench@example.com")
    git("config", "user.name", "bench")
    writeFileSync(join(repo, ".gitignore"), ".bench/\nsvc\nreport.json\n")
    for (const [name, text] of Object.entries(files(0))) writeFileSync(join(repo, name), text)
    git("add", ".")
    git("commit", "-q", "-m", "base")
    for (const [name, text] of Object.entries(files(work))) writeFileSync(join(repo, name), text)
    git("commit", "-q", "-am", "head")
    const started = performance.now()
    const r = Bun.spawnSync(
      [
        join(root, "bench"),
        "check",
        "spec.cue",
        "--quiet",
        "--json",
        "report.json",
        "--base",
        values.aa ? "HEAD" : "HEAD~1",
        "--profile",
        "--profile-budget",
        values.budget as string,
      ],
      { cwd: repo, timeout: 600_000 },
    )
    const wallMs = performance.now() - started
    const report = JSON.parse(readFileSync(join(repo, "report.json"), "utf8"))
    const profile = report.profiles?.[0]
    const d = profile?.differential
    const rows: Array<{
      name: string
      change: number
      low: number | null
      high: number | null
      headShare: number
    }> = d?.self ?? []
    const own = rows.find((r) => r.name === named)
    // Over every function seen, not the top rows: those are ranked moves first.
    const excluding: number = d?.moved ?? 0
    const row = {
      trial: i,
      server,
      aa: values.aa,
      work,
      exit: r.exitCode,
      rounds: d?.rounds ?? 0,
      top: rows[0]?.name ?? null,
      topIsNamed: rows[0]?.name === named,
      namedShare: own?.headShare ?? null,
      namedChange: own ? [own.change, own.low, own.high] : null,
      total: d ? [d.total.change, d.total.low, d.total.high] : null,
      rows: d?.functions ?? 0,
      rowsExcludingZero: excluding,
      wallMs: Math.round(wallMs),
      profileMs: Math.round(profile?.elapsedMs ?? 0),
      skipped: profile?.skipped ?? null,
    }
    if (values.out) appendFileSync(values.out, `${JSON.stringify(row)}\n`)
    console.log(JSON.stringify(row))
    return row
  } finally {
    rmSync(repo, { recursive: true, force: true })
  }
}

const trials = Array.from({ length: Number(values.trials) }, (_, i) => trial(i + 1))
const share = (n: number, of: number) => `${n}/${of}`
const profileShare = trials.map((t) => t.profileMs / Math.max(1, t.wallMs - t.profileMs))
console.log(
  `\n| server | ${values.aa ? "A/A" : "A/B"} | trials | top row is ${named} | functions that moved (all trials) | named share of head samples (median) | profiled rounds | profiling / rest of check (median, max) |`,
)
const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN
console.log(
  `| ${server} | work ${work} | ${trials.length} | ${share(trials.filter((t) => t.topIsNamed).length, trials.length)} | ${share(
    trials.reduce((s, t) => s + t.rowsExcludingZero, 0),
    trials.reduce((s, t) => s + t.rows, 0),
  )} | ${(median(trials.map((t) => t.namedShare ?? 0)) * 100).toFixed(1)}% | ${median(trials.map((t) => t.rounds))} | ${(median(profileShare) * 100).toFixed(0)}%, ${(Math.max(...profileShare) * 100).toFixed(0)}% |`,
)
