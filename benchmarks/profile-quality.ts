/**
 * How well benchgate says where the time went. Each trial makes a git repository whose head
 * commit adds a change to a Bun or Go HTTP service, and runs `bench check spec.cue --base
 * HEAD~1 --profile` (A/B) or `--base HEAD --profile` (A/A: both sides the same code). The
 * change is one of:
 *
 * - `--case self`: work in one named function, `encodeTask`, that burns its own time;
 * - `--case wrapper`: a wrapper whose cost is spread over what it calls — in Go an access-log
 *   middleware (`main.accessLog.func1`: JSON marshalled, decoded and marshalled again, written
 *   through fmt), in Bun a validation library's call (`validate validator.ts`, walking the
 *   order through small checks) — test/support/ProfiledServices.ts.
 *
 * Per trial it records:
 *
 * - the top row the reports show (`ranked`, ADR 27) and whether it is the named function; the
 *   top row of the self-time ranking beside it, for comparison;
 * - the named function's share of the head's samples and its change with interval;
 * - how many of the program's functions moved in the ranked rows (an interval that excludes
 *   zero, callers a callee carries left out): on A/A, the false moves; and the same for self
 *   time over every function sampled;
 * - the profile's total change and the check's own measurement of the pair, and whether they
 *   agree;
 * - the check's wall time, and the profile's (`elapsedMs`): profiling's share of a check.
 *
 * Usage: bun benchmarks/profile-quality.ts --server bun|go --trials 10 [--case self|wrapper]
 *          [--aa] [--work N] [--budget 20%] [--rounds 6] [--duration 500ms] [--out FILE]
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import {
  bunServer,
  bunValidatedServer,
  goMiddlewareServer,
  goServer,
} from "../test/support/ProfiledServices.ts"

const root = resolve(import.meta.dir, "..")
const { values } = parseArgs({
  options: {
    server: { type: "string", default: "bun" },
    case: { type: "string", default: "self" },
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
const wrapper = values.case === "wrapper"
// self: encodeTask's iterations; wrapper (bun): the order's items and tags.
const work = Number(values.work ?? (wrapper ? 20 : 4000))

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
const named = wrapper
  ? server === "go"
    ? "main.accessLog.func1"
    : "validate validator.ts"
  : server === "go"
    ? "main.encodeTask"
    : "encodeTask server.ts"

/** The service's files at the base (head false) or the head. */
const files = (head: boolean): Record<string, string> => {
  if (server === "go") {
    const main = wrapper ? goMiddlewareServer(head) : goServer(head ? work : 0)
    return { "main.go": main, "go.mod": "module svc\n\ngo 1.22\n", "spec.cue": SPEC }
  }
  const code = wrapper
    ? bunValidatedServer(head, work)
    : { "server.ts": bunServer(head ? work : 0) }
  return { ...code, "spec.cue": SPEC }
}

interface Row {
  readonly name: string
  readonly change: number
  readonly low: number | null
  readonly high: number | null
  readonly baseShare: number
  readonly headShare: number
  readonly self?: {
    readonly change: number
    readonly low: number | null
    readonly high: number | null
  }
}

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
    for (const [name, text] of Object.entries(files(false))) writeFileSync(join(repo, name), text)
    git("add", ".")
    git("commit", "-q", "-m", "base")
    for (const [name, text] of Object.entries(files(true))) writeFileSync(join(repo, name), text)
    git("add", ".")
    git("commit", "-q", "-m", "head")
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
    const ranked: Row[] = d?.ranked ?? []
    const self: Row[] = d?.self ?? []
    const own = ranked.find((r) => r.name === named)
    const measured = profile?.measured
    const row = {
      trial: i,
      server,
      case: wrapper ? "wrapper" : "self",
      aa: values.aa,
      work,
      exit: r.exitCode,
      rounds: d?.rounds ?? 0,
      top: ranked[0]?.name ?? null,
      // The first rows as the reader sees them: name, change and its interval, base's share.
      topRows: ranked.slice(0, 4).map((r) => [r.name, r.change, r.low, r.high, r.baseShare]),
      topIsNamed: ranked[0]?.name === named,
      selfTop: self[0]?.name ?? null,
      namedShare: own?.headShare ?? null,
      namedChange: own ? [own.change, own.low, own.high] : null,
      namedSelf: own?.self ? [own.self.change, own.self.low, own.self.high] : null,
      total: d ? [d.total.change, d.total.low, d.total.high] : null,
      measured: measured
        ? [measured.metric, measured.change, measured.low ?? null, measured.high ?? null]
        : null,
      agrees: measured?.agrees ?? null,
      // Over every function seen, not the top rows: those are ranked moves first.
      rows: d?.programFunctions ?? 0,
      rowsExcludingZero: d?.programMoved ?? 0,
      selfRows: d?.functions ?? 0,
      selfRowsExcludingZero: d?.moved ?? 0,
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
  `\n| server | ${values.aa ? "A/A" : "A/B"} | trials | top row is ${named} | program functions that moved (all trials) | named share of head samples (median) | profile and check agree | profiled rounds | profiling / rest of check (median, max) |`,
)
const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN
console.log(
  `| ${server} | ${wrapper ? "wrapper" : "self"}, work ${work} | ${trials.length} | ${share(trials.filter((t) => t.topIsNamed).length, trials.length)} | ${share(
    trials.reduce((s, t) => s + t.rowsExcludingZero, 0),
    trials.reduce((s, t) => s + t.rows, 0),
  )} | ${(median(trials.map((t) => t.namedShare ?? 0)) * 100).toFixed(1)}% | ${share(
    trials.filter((t) => t.agrees === true).length,
    trials.filter((t) => t.agrees !== null).length,
  )} | ${median(trials.map((t) => t.rounds))} | ${(median(profileShare) * 100).toFixed(0)}%, ${(Math.max(...profileShare) * 100).toFixed(0)}% |`,
)
