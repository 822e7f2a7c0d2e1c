/**
 * `overheadRegression` with `bench check --base REF`: did the layer's overhead grow? A two-commit
 * repository of the cost server (benchmarks/cost-server.ts) as `direct` (the backend's work per
 * request) and as `layered` (the backend's work and a layer's on top). A head commit that makes
 * the shared backend 60% costlier on both paths passes: the layer costs what it did, so its
 * overhead ratio did not grow (it shrank, the backend being a larger share). One that makes only
 * the layer twice as costly fails. Real servers, real oha.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { gitRepository } from "../support/GitRepository.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const server = join(root, "benchmarks/cost-server.ts")
const work = mkdtempSync(join(tmpdir(), "benchgate-overhead-regression-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** The spec at one commit: the backend's work per request and the layer's work on top. */
const spec = (backend: number, layer: number) => `package bench
_target: {
	_work: number
	http: url: "http://127.0.0.1:{port}"
	start: {cmd: ["bun", ${JSON.stringify(server)}, "--port={port}", "--work=\\(_work)"], ready: http: "/health"}
}
targets: {
	direct: _target & {_work: ${backend}}
	layered: _target & {_work: ${backend + layer}}
}
scenarios: hello: {
	request: path: "/"
	load: {concurrency: 2, duration: "250ms", rounds: 8, firstLook: 4, warmup: "200ms", budget: "60s"}
	baseline: "direct"
	thresholds: [{target: "layered", metric: "cpu_per_request", overheadRegression: "<= 10%"}]
}
`

/** A repository whose HEAD~1 has the base spec and HEAD the head spec. */
const repository = (name: string, head: string) => {
  const repo = join(work, name)
  mkdirSync(repo)
  const git = gitRepository(repo)
  writeFileSync(join(repo, ".gitignore"), "results.db*\nlogs/\n*.json\n")
  writeFileSync(join(repo, "spec.cue"), spec(100_000, 50_000))
  git("add", ".")
  git("commit", "-q", "-m", "base")
  writeFileSync(join(repo, "spec.cue"), head)
  git("commit", "-q", "-am", "head")
  return repo
}

interface Report {
  scenarios: Array<{
    verdicts: Array<{ kind: string; status: string; reason: string; measured?: { value: number } }>
  }>
}

const check = (repo: string) => {
  const result = Bun.spawnSync(
    [
      bench,
      "check",
      "spec.cue",
      "--base",
      "HEAD~1",
      "--db",
      "results.db",
      "--json",
      "r.json",
      "--no-profile",
    ],
    {
      cwd: repo,
      env: { ...process.env, NO_COLOR: "1", BENCHGATE_BUSY_LIMIT: "100%" },
      timeout: 180_000,
    },
  )
  const report = JSON.parse(readFileSync(join(repo, "r.json"), "utf8")) as Report
  return {
    code: result.exitCode,
    stdout: result.stdout.toString(),
    verdict: report.scenarios[0]?.verdicts[0],
  }
}

describe("overhead regression against --base", () => {
  test("the shared backend 60% costlier on both paths: the layer's overhead did not grow", () => {
    const { code, verdict } = check(repository("backend", spec(160_000, 50_000)))
    expect(verdict?.kind).toBe("overhead-regression")
    expect(verdict?.status).toBe("pass")
    expect(code).toBe(0)
    expect(verdict?.reason).toContain("at the base")
  }, 200_000)

  test("only the layer twice as costly: its overhead grew, and the check fails", () => {
    // The layered path does 1.5x the backend's work at the base and 2x at head.
    const { code, stdout, verdict } = check(repository("layer", spec(100_000, 100_000)))
    expect(verdict?.status).toBe("fail")
    expect(code).toBe(1)
    expect(verdict?.measured?.value).toBeGreaterThan(0.1)
    expect(stdout).toContain("layered cpu_per_request overhead regression <= 10% vs direct")
  }, 200_000)
})
