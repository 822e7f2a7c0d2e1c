/**
 * Seed 001 as a before/after: `bench check --base` on a real change, the tasks API's gRPC backend
 * moving from the string schema to the binary one.
 *
 *   bun examples/tasks/base-demo.ts [--keep] [CHECK-FLAGS…]      e.g. --json out.json
 *
 * Builds a scratch git repository holding this example (examples/tasks, examples/shared) and a
 * spec, commits it with the string schema ("before"), commits the switch to the binary schema
 * ("after"), and runs `bench check specs/tasks.cue --base HEAD~1` there: the base commit's
 * targets run from a git worktree in the same interleaved rounds as the head's, so every
 * regression threshold compares before and after side by side. The table's "vs base" column is
 * the seed's "Improvement" column. Prints the check's output and exits with its exit code; the
 * repository is deleted afterwards unless --keep is given. Every other flag is the check's (a
 * `--` before them is optional: bun drops a leading one). BASE_DEMO_LOAD overrides the load
 * (CUE, e.g. '{concurrency: 4, duration: "200ms", rounds: 4, warmup: "1s"}').
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

const ROOT = resolve(import.meta.dir, "../..")
const LOAD =
  process.env.BASE_DEMO_LOAD ?? '{concurrency: 16, duration: "300ms", warmup: "5s", rounds: 12}'

/** The spec at one commit: the HTTP API over the gRPC backend, and that backend's service alone. */
const spec = (schema: "string" | "binary") => `package bench

// Seed 001's before/after: the tasks API (examples/tasks) calling its gRPC backend in the
// ${schema === "string" ? "string" : "binary-optimised"} schema, and that gRPC service measured alone with ghz.
targets: {
	api: {
		http: url: "http://127.0.0.1:{port}"
		start: {
			cmd: ["bun", "../examples/tasks/server.ts", "--backend=grpc-${schema}", "--port={port}"]
			ready: http: "/health"
		}
	}
	wire: {
		grpc: {address: "127.0.0.1:{port}", service: "tasks.${schema === "string" ? "strings" : "binary"}.v1.TaskService"}
		start: {
			cmd: ["bun", "../examples/tasks/grpc-server.ts", "--port={port}"]
			ready: grpc: ""
		}
	}
}

scenarios: "list tasks": {
	request: path: "/api/tasks?limit=20"
	call: {method: "tasks.strings.v1.TaskService/ListTasks", data: {limit: 20}}
	// One response carries 20 tasks: bytes_per_item is the seed's "bytes per task".
	items: 20
	load: ${LOAD}
	thresholds: [
		// The change is for the wire: a task must not grow by a byte.
		{target: "wire", metric: "bytes_per_item", regression: "<= 0%"},
		// And it must not cost the API's latency or throughput more than 25%.
		{target: "api", metric: "p50", regression: "<= 25%"},
		{target: "api", metric: "rps", regression: "<= 25%"},
		{metric: "error_rate", max: "0%"},
	]
}
`

const args = process.argv.slice(2)
const keep = args.includes("--keep")
const checkFlags = args.filter((arg) => arg !== "--keep" && arg !== "--")

const repo = mkdtempSync(join(tmpdir(), "benchgate-seed001-"))
const git = (...gitArgs: string[]) => {
  const result = Bun.spawnSync(["git", ...gitArgs], { cwd: repo, stderr: "pipe" })
  if (result.exitCode !== 0) {
    throw new Error(`git ${gitArgs.join(" ")}: ${result.stderr.toString()}`)
  }
}

let exitCode = 3
try {
  for (const dir of ["examples/tasks", "examples/shared"]) {
    cpSync(join(ROOT, dir), join(repo, dir), { recursive: true })
  }
  // The example's packages (@grpc/grpc-js and friends) are this repository's.
  symlinkSync(join(ROOT, "node_modules"), join(repo, "node_modules"), "dir")
  writeFileSync(join(repo, ".gitignore"), "node_modules\n.bench/\n")
  mkdirSync(join(repo, "specs"))
  writeFileSync(join(repo, "specs/tasks.cue"), spec("string"))
  git("init", "-q", "-b", "main")
  git("config", "user.email", "demo@example.com")
  git("config", "user.name", "demo")
  git("add", ".")
  git("commit", "-q", "-m", "tasks API over gRPC, string schema")
  writeFileSync(join(repo, "specs/tasks.cue"), spec("binary"))
  git("commit", "-q", "-am", "tasks API over gRPC: the binary-optimised schema")

  const check = Bun.spawn(
    [
      join(ROOT, "bench"),
      "check",
      "specs/tasks.cue",
      "--base",
      "HEAD~1",
      "--db",
      ".bench/results.db",
      ...checkFlags,
    ],
    { cwd: repo, stdout: "inherit", stderr: "inherit" },
  )
  const stop = () => check.kill("SIGINT")
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
  exitCode = await check.exited
} finally {
  if (keep) console.error(`base-demo: the repository is kept at ${repo}`)
  else rmSync(repo, { recursive: true, force: true })
}
process.exit(exitCode)
