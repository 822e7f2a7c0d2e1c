/**
 * Seed 001 as a before/after (examples/tasks/base-demo.ts): a scratch repository whose head
 * commit moves the tasks API's gRPC backend from the string schema to the binary one, checked
 * with `--base HEAD~1`. The wire's bytes per task must be judged against the base commit's, in
 * the same run, as the exact 52.4% saving the two schemas give for the seeded tasks. Short
 * load: the latency verdicts are not what this test is about.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { GHZ, GRPCURL, present } from "../support/grpcTools.ts"
import { runBench } from "../support/Running.ts"

const root = resolve(import.meta.dir, "../..")
const demo = join(root, "examples/tasks/base-demo.ts")
const work = mkdtempSync(join(tmpdir(), "benchgate-base-demo-test-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

interface Verdict {
  readonly target: string
  readonly metric: string
  readonly kind: string
  readonly status: string
  readonly measured: { readonly value: number } | null
}

const tools = present("ghz", GHZ) && present("grpcurl", GRPCURL)

describe.skipIf(!tools)("seed 001's --base demo", () => {
  test("the binary schema's bytes per task, judged against the string schema's", async () => {
    const json = join(work, "demo.json")
    const { code, stdout, stderr } = await runBench(
      process.execPath,
      [demo, "--json", json],
      work,
      150_000,
      { BASE_DEMO_LOAD: '{concurrency: 4, duration: "200ms", warmup: "500ms", rounds: 4}' },
    )
    // 0 or 1: the short load may judge the latency limits either way; never a spec or run error.
    expect({ code: code <= 1, stderr: code <= 1 ? "" : stderr }).toEqual({ code: true, stderr: "" })
    // The head's size per task in the table, and the base's beside it in the verdict.
    expect(stdout).toMatch(/wire\s.*\s1,812 B\s+90\.6 B\s/)
    expect(stdout).toContain("wire bytes_per_item 90.6 B vs 190.3 B on the base (−52.4%)")

    const report = JSON.parse(readFileSync(json, "utf8"))
    const [scenario] = report.scenarios
    const bytes = (scenario.verdicts as Verdict[]).find((v) => v.metric === "bytes_per_item")
    expect(bytes).toMatchObject({ target: "wire", kind: "regression", status: "pass" })
    expect(bytes?.measured?.value).toBeCloseTo(1812 / 3806 - 1, 9)
    expect(
      (scenario.verdicts as Verdict[]).filter((v) => v.kind === "regression").map((v) => v.metric),
    ).toEqual(["bytes_per_item", "p50", "rps"])
  }, 160_000)
})
