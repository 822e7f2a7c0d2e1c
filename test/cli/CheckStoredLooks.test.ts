/**
 * A regression against the base branch's stored run is decided at the looks between rounds too:
 * the stored bases are read (read-only) before the first round, so an open one adds rounds like
 * any other verdict, and one that no planned round can decide (a stored base with too few rounds
 * for the confidence, or one whose own rounds are too spread for the limit) adds none. In process against a scripted world
 * (test/support/InProcessCli.ts): what matters is how many rounds each check ran.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gitRepository } from "../support/GitRepository.ts"
import { runCliInProcess } from "../support/InProcessCli.ts"
import { printed } from "../support/Running.ts"
import { jitter, scriptedWorld } from "../support/ScriptedWorld.ts"

const work = mkdtempSync(join(tmpdir(), "benchgate-stored-looks-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const spec = (load: string) => `package bench
targets: api: {
	http: url: "http://127.0.0.1:{port}"
	start: {
		cmd: ["true", "--port={port}"]
		ready: http: "/health"
	}
}
scenarios: "get": {
	request: path: "/"
	load: {concurrency: 2, duration: "100ms", warmup: "100ms", ${load}}
	thresholds: [{metric: "p50", regression: "<= 5%"}]
}
`

/** A repository on main with one spec: the checks store their runs as main's. */
const project = (name: string, load: string) => {
  const dir = join(work, name)
  mkdirSync(join(dir, "specs"), { recursive: true })
  const git = gitRepository(dir)
  writeFileSync(join(dir, ".gitignore"), "*.db*\nlogs/\n*.json\n")
  writeFileSync(join(dir, "specs", "api.cue"), spec(load))
  git("add", ".")
  git("commit", "-q", "-m", "spec")
  return dir
}

interface Scenario {
  adaptive: { looks: number; stopped: string } | null
  targets: Array<{ rounds: number }>
  verdicts: Array<{ status: string; reason: string }>
}

/** A check of the project on its store; the API answers 1 ms, ±1% from round to round. */
const check = async (dir: string, json: string, seed: number, spread = 0.01) => {
  const noisy = jitter(seed, spread)
  const ran = await runCliInProcess(["check", "specs", "--db", "bench.db", "--json", json], {
    cwd: dir,
    world: scriptedWorld(() => ({ p50: noisy(1), rps: 1000, error_rate: 0 })).world,
  })
  expect(ran.stderr).not.toContain("internal error")
  expect(ran.code, printed(ran)).toBe(0)
  const doc = JSON.parse(readFileSync(join(dir, json), "utf8")) as { scenarios: Scenario[] }
  return doc.scenarios[0] as Scenario
}

describe("looks between rounds against a stored run of the base branch", () => {
  test("an open regression adds rounds and is decided", async () => {
    const dir = project("adds", "rounds: 12, firstLook: 4")
    // No stored run: nothing to decide, the first look ends it.
    const first = await check(dir, "first.json", 1)
    expect(first.verdicts[0]?.status).toBe("skipped")
    expect(first.targets[0]?.rounds).toBe(4)
    // Against the first check's 4 rounds, 4 here reach 97.1% at most where the first look
    // needs 98.33%: rounds are added, and the second look decides.
    const second = await check(dir, "second.json", 2)
    expect(second.verdicts[0]?.status, second.verdicts[0]?.reason).toBe("pass")
    expect(second.targets[0]?.rounds).toBe(8)
    expect(second.adaptive?.stopped).toBe("every threshold decided after 8 rounds")
  })

  test("a regression no planned round can decide adds none, and says what would", async () => {
    const dir = project("cannot", "rounds: 3, firstLook: 2")
    const first = await check(dir, "first.json", 3)
    expect(first.targets[0]?.rounds).toBe(2)
    // Against 2 stored rounds a 97.5% rank interval needs 12 here; the last look has 3.
    const second = await check(dir, "second.json", 4)
    expect(second.targets[0]?.rounds).toBe(2)
    expect(second.verdicts[0]?.status).toBe("inconclusive")
    expect(second.verdicts[0]?.reason).toContain(
      "the stored base has 2 rounds, too few for this confidence: it takes 12 rounds here to reach it at all",
    )
    expect(second.adaptive?.stopped).toBe(
      "every threshold decided after 2 rounds but 1 that the planned rounds cannot decide (their reasons say why)",
    )
  })

  test("a stored base too spread for the limit adds no rounds, and says what bounds it", async () => {
    const dir = project("spread", "rounds: 12, firstLook: 4")
    // The base branch's run was noisy: ±20% from round to round.
    const first = await check(dir, "first.json", 5, 0.2)
    expect(first.targets[0]?.rounds).toBe(4)
    // A quiet head: rounds here narrow only its side, and the base's four spread rounds keep
    // even fifty of them across the 5% limit. Without the bound the looks went on to 12.
    const second = await check(dir, "second.json", 6)
    expect(second.targets[0]?.rounds).toBe(4)
    expect(second.verdicts[0]?.status).toBe("inconclusive")
    expect(second.verdicts[0]?.reason).toContain(
      "the stored base's 4 rounds hold it open: 50 rounds here like these would still give",
    )
    expect(second.adaptive?.stopped).toBe(
      "every threshold decided after 4 rounds but 1 that the planned rounds cannot decide (their reasons say why)",
    )
  })
})
