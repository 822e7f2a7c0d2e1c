/**
 * A sharded check through the CLI: the same specs checked whole and as 2 shards, the shards
 * merged; the merged report equals the whole check's in content (scenarios, verdicts and their
 * kinds and statuses, exit code), and the merge is stored as one run. What is measured does not
 * matter here, so the commands run in process against a scripted world
 * (test/support/InProcessCli.ts): the direct target answers in 0.1 ms, the layered one in
 * 0.3 ms, neither at 10⁹ requests a second. test/cli/MergeReplicas.test.ts merges reports of
 * real servers.
 */

import { Database } from "bun:sqlite"
import { afterAll, describe, expect, test } from "bun:test"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { runCliInProcess } from "../support/InProcessCli.ts"
import { printed } from "../support/Running.ts"
import { jitter, scriptedWorld } from "../support/ScriptedWorld.ts"

const root = resolve(import.meta.dir, "../..")
const server = join(root, "examples/users/server.ts")
const work = mkdtempSync(join(tmpdir(), "benchgate-merge-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const LOAD = `{concurrency: 2, duration: "200ms", rounds: 4, warmup: "100ms"}`

const target = (mode: string, marker: string) => `{
		http: url: "http://127.0.0.1:{port}"
		start: {
			cmd: ["bun", ${JSON.stringify(server)}, "--mode=${mode}", "--port={port}", "--db=${join(work, `${marker}-${mode}.db`)}"]
			ready: http: "/health"
		}
	}`

// Three scenarios in two specs: two that pass, one that cannot (no server does 10⁹ req/s).
const specs = {
  "alpha.cue": `package bench
targets: {
	direct: ${target("direct", "alpha")}
	layered: ${target("layered", "alpha")}
}
scenarios: "get user": {
	request: path: "/users/42"
	load: ${LOAD}
	baseline: "direct"
	thresholds: [{target: "layered", metric: "p50", overhead: "<= 50x"}, {metric: "error_rate", max: "1%"}]
}
scenarios: "impossible": {
	request: path: "/users/42"
	load: ${LOAD}
	targets: ["direct"]
	thresholds: [{target: "direct", metric: "rps", min: "1000000000/s"}]
}
`,
  "beta.cue": `package bench
targets: direct: ${target("direct", "beta")}
scenarios: "get user": {
	request: path: "/users/7"
	load: ${LOAD}
	thresholds: [{metric: "error_rate", max: "1%"}]
}
`,
}

const specDir = join(work, "specs")
mkdirSync(specDir)
for (const [name, text] of Object.entries(specs)) writeFileSync(join(specDir, name), text)

/** Each target's figures, a little noisy from round to round. */
const noisy = jitter(20261129, 0.05)
const run = (args: ReadonlyArray<string>) =>
  runCliInProcess(args, {
    cwd: work,
    world: scriptedWorld((target) => {
      const p50 = noisy(target === "layered" ? 0.3 : 0.1)
      return { p50, rps: 16 / (p50 / 1000), error_rate: 0 }
    }).world,
  })

interface Doc {
  scenarios: Array<{
    spec: string
    scenario: string
    verdicts: Array<{ threshold: string; kind: string; status: string }>
  }>
}
const content = (file: string) =>
  (JSON.parse(readFileSync(join(work, file), "utf8")) as Doc).scenarios.map((s) => ({
    scenario: `${s.spec}/${s.scenario}`,
    verdicts: s.verdicts.map((v) => [v.threshold, v.kind, v.status]),
  }))

describe("bench check --shard and bench merge", () => {
  test("2 shards merged equal the whole check: scenarios, verdicts, exit code; one stored run", async () => {
    const whole = await run([
      "check",
      "specs",
      "--db",
      "whole.db",
      "--json",
      "whole.json",
      "--quiet",
    ])
    expect(whole.stderr).not.toContain("internal error")
    expect(whole.code, printed(whole)).toBe(1)

    const first = await run([
      "check",
      "specs",
      "--shard",
      "1/2",
      "--db",
      "s1.db",
      "--json",
      "s1.json",
    ])
    const second = await run([
      "check",
      "specs",
      "--shard",
      "2/2",
      "--db",
      "s2.db",
      "--json",
      "s2.json",
    ])
    expect(first.stderr).toMatch(/shard 1\/2: \d of 3 scenarios/)
    expect(second.stderr).toMatch(/shard 2\/2: \d of 3 scenarios/)
    // Each shard measured part of the check, and together all of it.
    const s1 = content("s1.json").map((s) => s.scenario)
    const s2 = content("s2.json").map((s) => s.scenario)
    expect(s1.length).toBeGreaterThan(0)
    expect(s2.length).toBeGreaterThan(0)
    expect([...s1, ...s2].sort()).toEqual(
      content("whole.json")
        .map((s) => s.scenario)
        .sort(),
    )

    const merged = await run([
      "merge",
      "s2.json",
      "s1.json",
      "--db",
      "merged.db",
      "--json",
      "merged.json",
      "--junit",
      "merged.xml",
    ])
    expect(merged.stderr).not.toContain("internal error")
    expect(merged.code, printed(merged)).toBe(whole.code)
    expect(content("merged.json")).toEqual(content("whole.json"))
    expect(merged.stdout).toContain("FAIL")
    expect(readFileSync(join(work, "merged.xml"), "utf8")).toContain('failures="1"')

    const db = new Database(join(work, "merged.db"), { readonly: true })
    const runs = db.query("select count(*) as n from runs").get() as { n: number }
    const scenarios = db
      .query("select count(distinct spec || '/' || scenario) as n from measurements")
      .get() as { n: number }
    db.close()
    expect(runs.n).toBe(1)
    expect(scenarios.n).toBe(3)
  }, 300_000)

  test("a missing shard, or a report that is not one, is refused with exit 2 naming it", async () => {
    const missing = await run(["merge", "s1.json", "--db", "refused.db"])
    expect(missing.code, printed(missing)).toBe(2)
    expect(missing.stderr).toContain("shard 2/2 missing")
    const plain = await run(["merge", "whole.json", "s1.json", "--db", "refused.db"])
    expect(plain.code, printed(plain)).toBe(2)
    expect(plain.stderr).toContain("whole.json: not a shard's report")
    writeFileSync(join(work, "junk.json"), "[]")
    const junk = await run(["merge", "junk.json", "--db", "refused.db"])
    expect(junk.code, printed(junk)).toBe(2)
    expect(junk.stderr).toContain(
      "junk.json: not a benchgate JSON report: the document: expected an object",
    )
    // A store renders its newest run again, as its JSON report would.
    const fromStore = await run(["report", "whole.db"])
    const fromJson = await run(["report", "whole.json"])
    expect(fromStore.code, printed(fromStore)).toBe(0)
    expect(fromStore.stdout).toBe(fromJson.stdout)
    const gone = await run(["report", "whole.db", "--run", "999"])
    expect(gone.code, printed(gone)).toBe(2)
    expect(gone.stderr).toContain("whole.db: run 999 has no stored report")
    // A shard's report rendered again, without measuring: the table, and HTML with its rounds.
    const again = await run(["report", "s1.json", "--html", "again.html"])
    expect(again.code, printed(again)).toBe(0)
    expect(again.stdout).toContain("get user")
    expect(readFileSync(join(work, "again.html"), "utf8")).toContain('class="round"')
    const unreadable = await run(["report", "junk.json"])
    expect(unreadable.code, printed(unreadable)).toBe(2)
    expect(unreadable.stderr).toContain("junk.json: not a benchgate JSON report")
    const bad = await run(["check", "specs", "--shard", "3/2"])
    expect(bad.code, printed(bad)).toBe(2)
    expect(bad.stderr).toContain('--shard takes I/N with 1 <= I <= N <= 256, got "3/2"')
  })
})
