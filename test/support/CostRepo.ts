/**
 * A git repository of results targets for end-to-end checks (the action's, `--accept`'s): two
 * targets, `plain` and `secure`, whose hyperfine samples the test writes or each commit carries
 * (so every level is exact), and one overhead limit on `secure` over `plain`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

export interface CostRepo {
  /** The test's scratch directory; the repository is `repo` inside it. */
  readonly work: string
  readonly repo: string
  /** git in the repository, as the CI user; its trimmed stdout. */
  readonly git: (...args: string[]) => string
  /** hyperfine's --export-json in the working tree: each command at `ms` (±1%), 8 runs. */
  readonly samples: (levels: Record<string, number>) => void
  /** A commit on main whose samples put `secure` at `ms`, `plain` at 10 ms; its sha. */
  readonly commitAt: (ms: number) => string
  readonly remove: () => void
}

/** A repository with cost.cue staged (limit: `secure`'s wall overhead, e.g. `<= 1.2x`). */
export const costRepo = (prefix: string, limit: string): CostRepo => {
  const work = mkdtempSync(join(tmpdir(), prefix))
  const repo = join(work, "repo")
  const git = (...args: string[]) => {
    const ran = Bun.spawnSync(
      ["git", "-c", "user.name=ci", "-c", "user.email=ci@example.com", ...args],
      { cwd: repo, stderr: "pipe" },
    )
    if (ran.exitCode !== 0) throw new Error(`git ${args.join(" ")}: ${ran.stderr}`)
    return ran.stdout.toString().trim()
  }
  const samples = (levels: Record<string, number>) =>
    writeFileSync(
      join(repo, "times.json"),
      JSON.stringify({
        results: Object.entries(levels).map(([command, ms]) => ({
          command,
          times: [1, 1.01, 0.99, 1, 1.005, 0.995, 1.01, 0.99].map((f) => (ms * f) / 1000),
        })),
      }),
    )
  const commitAt = (ms: number) => {
    samples({ plain: 10, secure: ms })
    git("add", "times.json")
    git("commit", "-q", "--allow-empty", "-m", `secure at ${ms} ms`)
    return git("rev-parse", "HEAD")
  }
  mkdirSync(repo)
  git("init", "-q", "-b", "main")
  writeFileSync(
    join(repo, "cost.cue"),
    `package bench
targets: {
	plain: results: {format: "hyperfine", file: "times.json", benchmark: "plain"}
	secure: results: {format: "hyperfine", file: "times.json", benchmark: "secure"}
}
scenarios: "sign request": {
	baseline: "plain"
	load: rounds: 8
	thresholds: [{target: "secure", metric: "wall", overhead: ${JSON.stringify(limit)}}]
}
`,
  )
  git("add", "cost.cue")
  return {
    work,
    repo,
    git,
    samples,
    commitAt,
    remove: () => rmSync(work, { recursive: true, force: true }),
  }
}
