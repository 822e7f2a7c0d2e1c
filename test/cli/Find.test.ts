/**
 * `bench find GOOD BAD SPEC` end to end through ./bench, on git repositories made here: eight
 * commits after GOOD, the fifth of which doubles the time measured. With a results target (the
 * numbers each commit recorded) the search is exact and fast; with a command target it times
 * real processes checked out from each commit. Also what ends a search before it starts: no
 * shift between the two ends, a ref that is no commit, the ends given the wrong way round.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { gitRepository } from "../support/GitRepository.ts"
import { printed, runBench } from "../support/Running.ts"

const bench = resolve(import.meta.dir, "../../bench")
/** The repositories and the searches' own TMPDIR, where the worktrees go. */
const work = mkdtempSync(join(tmpdir(), "benchgate-find-test-"))
const temp = join(work, "tmp")
mkdirSync(temp)
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** The commit whose change the searches must name: the fifth after GOOD. */
const SLOW = 5

/**
 * A repository with GOOD and eight commits after it; `files(k)` is what commit k (0 = GOOD)
 * writes. Returns each commit's full id, GOOD first.
 */
const repository = (name: string, spec: string, files: (k: number) => Record<string, string>) => {
  const repo = join(work, name)
  mkdirSync(repo)
  const git = gitRepository(repo)
  writeFileSync(join(repo, ".gitignore"), ".bench/\n")
  writeFileSync(join(repo, "spec.cue"), spec)
  const shas: string[] = []
  for (let k = 0; k <= 8; k++) {
    // Every commit changes something, if only its number.
    writeFileSync(join(repo, "version"), `${k}\n`)
    for (const [file, text] of Object.entries(files(k))) writeFileSync(join(repo, file), text)
    git("add", ".")
    git(
      "commit",
      "-q",
      "-m",
      k === 0 ? "first version" : `change ${k}${k === SLOW ? ": no more cache" : ""}`,
    )
    shas.push(git("rev-parse", "HEAD"))
  }
  const find = (...args: string[]) =>
    runBench(bench, ["find", ...args], repo, 240_000, { TMPDIR: temp })
  return { repo, git, shas, find, spec }
}

/** hyperfine's --export-json with 12 runs around `ms`, each commit's jitter its own (±3%). */
const hyperfine = (ms: number, salt: number) => {
  const times = Array.from({ length: 12 }, (_, r) => {
    const u = Math.abs(Math.sin(r * 127.1 + salt * 311.7) * 43758.5453) % 1
    return (ms * (1 + 0.03 * (2 * u - 1))) / 1000
  })
  return JSON.stringify({ results: [{ command: "tool", times }] })
}

const recorded = repository(
  "recorded",
  `package bench
targets: tool: results: {format: "hyperfine", file: "bench.json"}
scenarios: run: {
	targets: ["tool"]
	thresholds: [{metric: "wall", regression: "<= 10%"}]
}
`,
  (k) => ({ "bench.json": hyperfine(k >= SLOW ? 20 : 10, k) }),
)

describe("bench find", () => {
  test("names the fifth of eight commits, which doubled the time, with its change", async () => {
    const { shas, find, git } = recorded
    const result = await find(shas[0] as string, shas[8] as string, "spec.cue")
    expect(result.stderr).not.toContain("internal error")
    expect(result.code, printed(result)).toBe(0)
    const out = result.stdout
    expect(out).toContain(
      `find: 8 commits after GOOD ${shas[0]?.slice(0, 8)} up to BAD ${shas[8]?.slice(0, 8)}`,
    )
    expect(out).toMatch(
      /BAD against GOOD {2}tool wall regression <= 10%: tool wall \+\d+\.\d% \[.*\], 12 rounds: shift confirmed/,
    )
    // Halving eight commits: 4 is like GOOD, 6 like BAD, 5 like BAD.
    const steps = [
      ...out.matchAll(
        /step (\d) \(of at most 3\) {2}(\w{8}) .*, against GOOD\n\s+like (GOOD|BAD)/g,
      ),
    ].map((m) => [m[2], m[3]])
    expect(steps).toEqual([
      [shas[4]?.slice(0, 8), "GOOD"],
      [shas[6]?.slice(0, 8), "BAD"],
      [shas[5]?.slice(0, 8), "BAD"],
    ])
    expect(out).toContain(`first bad commit: ${shas[SLOW]} change 5: no more cache`)
    // Its own change, against its parent: twice the time, within a few percent.
    const size = out.match(
      /tool wall \+(\d+\.\d)% \[\+(\d+\.\d)%, \+(\d+\.\d)%\], 12 rounds against its parent (\w{8})/,
    )
    expect(size?.[4]).toBe(shas[SLOW - 1]?.slice(0, 8))
    const [estimate, lower, upper] = [size?.[1], size?.[2], size?.[3]].map(Number)
    expect(estimate).toBeGreaterThan(90)
    expect(estimate).toBeLessThan(110)
    expect(lower).toBeLessThan(estimate as number)
    expect(upper).toBeGreaterThan(estimate as number)
    // Every worktree is gone, and every scratch folder with it.
    expect(git("worktree", "list").split("\n")).toHaveLength(1)
    expect(readdirSync(temp)).toEqual([])
  }, 240_000)

  test("a commit halfway between the levels stops the search at the commits it could not tell apart", async () => {
    // 10 ms up to the fourth commit, about the geometric middle at the fifth, 20 ms from the sixth.
    const gradual = repository("gradual", recorded.spec, (k) => ({
      "bench.json": hyperfine(k < SLOW ? 10 : k === SLOW ? 10 * Math.SQRT2 : 20, k),
    }))
    const { shas, find } = gradual
    const result = await find(shas[0] as string, shas[8] as string, "spec.cue")
    expect(result.stderr).not.toContain("internal error")
    expect(result.code, printed(result)).toBe(1)
    expect(result.stdout).toMatch(
      /step 3 \(of at most 3\) {2}\w{8} change 5.*\n\s+undecided {2}tool wall \+4\d\.\d% .* straddles the \+42\.\d+% limit/,
    )
    expect(result.stdout).toContain("the change is in one of these 2 commits:")
    const listed = result.stdout
      .split("commits:\n")[1]
      ?.trim()
      .split("\n")
      .map((line) => line.trim().slice(0, 8))
    expect(listed ?? []).toEqual([shas[5], shas[6]].map((sha) => (sha ?? "").slice(0, 8)))
    expect(result.stdout).not.toContain("first bad commit")
    expect(readdirSync(temp)).toEqual([])
  }, 240_000)

  test("two ends without a shift between them: nothing to search, exit 1", async () => {
    const { shas, find } = recorded
    const result = await find(shas[0] as string, shas[SLOW - 1] as string, "spec.cue")
    expect(result.code, printed(result)).toBe(1)
    expect(result.stdout).toMatch(/tool wall regression <= 10%: .*: no shift past its limit/)
    expect(result.stdout).toContain("no shift between GOOD and BAD: BAD is within every limit")
    expect(result.stdout).not.toContain("step 1")
    expect(readdirSync(temp)).toEqual([])
  }, 120_000)

  test("a ref that is no commit is a usage error naming it", async () => {
    const result = await recorded.find(recorded.shas[0] as string, "no-such-ref", "spec.cue")
    expect(result.code, printed(result)).toBe(2)
    expect(result.stderr).toContain('find: BAD "no-such-ref" is not a commit')
    expect(readdirSync(temp)).toEqual([])
  })

  test("GOOD after BAD is a usage error that says which comes first", async () => {
    const result = await recorded.find(
      recorded.shas[8] as string,
      recorded.shas[0] as string,
      "spec.cue",
    )
    expect(result.code, printed(result)).toBe(2)
    expect(result.stderr).toContain("is not an ancestor of BAD")
    expect(result.stderr).toContain("give the older commit first")
  })

  test("a scenario the spec does not have is a usage error listing those it has", async () => {
    const { shas, find } = recorded
    const result = await find(
      shas[0] as string,
      shas[8] as string,
      "spec.cue",
      "--scenario",
      "walk",
    )
    expect(result.code, printed(result)).toBe(2)
    expect(result.stderr).toContain("--scenario walk: no such scenario")
    expect(result.stderr).toContain('it has "run"')
    expect(readdirSync(temp)).toEqual([])
  })
})

describe("bench find on real processes", () => {
  /** A shell loop of `spins` iterations: the fifth commit makes it four times as long. */
  const loop = (spins: number) => `i=0\nwhile [ "$i" -lt ${spins} ]; do i=$((i + 1)); done\n`
  const timed = repository(
    "timed",
    `package bench
targets: work: command: cmd: ["sh", "work.sh"]
scenarios: loop: {
	targets: ["work"]
	load: {rounds: 8, warmup: "0s"}
	thresholds: [{metric: "wall", regression: "<= 20%"}]
}
`,
    (k) => ({ "work.sh": loop(k >= SLOW ? 80_000 : 20_000) }),
  )

  test("names the commit that made a command four times as slow, each commit timed from its checkout", async () => {
    const { shas, find, git } = timed
    const result = await find(shas[0] as string, shas[8] as string, "spec.cue", "--quiet")
    expect(result.stderr).not.toContain("internal error")
    expect(result.code, printed(result)).toBe(0)
    expect(result.stdout).toContain(`first bad commit: ${shas[SLOW]} change 5: no more cache`)
    const size = result.stdout.match(/work wall \+(\d+\.\d)% .* against its parent (\w{8})/)
    expect(size?.[2]).toBe(shas[SLOW - 1]?.slice(0, 8))
    // Four times the loop is well over twice the process, whatever the machine's speed.
    expect(Number(size?.[1])).toBeGreaterThan(100)
    expect(git("worktree", "list").split("\n")).toHaveLength(1)
    expect(readdirSync(temp)).toEqual([])
  }, 240_000)
})
