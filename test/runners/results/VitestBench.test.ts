/**
 * vitest bench's `--outputJson` as vitest 4.1.12 wrote it, three runs of one file
 * (test/fixtures/results/README.md): vitest keeps no per-iteration samples there, so each
 * file is one sample per benchmark, and the glob over the runs gives the rounds.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { readSamples } from "../../../runners/results/ReadResults.ts"
import { parseVitestBench } from "../../../runners/results/VitestBench.ts"
import { left, right } from "./either.ts"

const FIXTURES = join(import.meta.dir, "../../fixtures/results")
interface Recorded {
  name: string
  mean: number
  hz: number
  samples: number[]
}
const run = (i: number): { files: { groups: { fullName: string; benchmarks: Recorded[] }[] }[] } =>
  JSON.parse(readFileSync(join(FIXTURES, `vitest/run-${i}.json`), "utf8"))
const recorded = (i: number, group: string, name: string): Recorded | undefined =>
  run(i)
    .files[0]?.groups.find((g) => g.fullName === group)
    ?.benchmarks.find((b) => b.name === name)

const scratch = mkdtempSync(join(tmpdir(), "benchgate-vitest-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe("vitest-bench", () => {
  test("the recorded files keep no per-iteration samples, only each run's summary", () => {
    const joinBench = recorded(1, "sort.bench.ts", "join")
    expect(joinBench?.samples).toEqual([])
    expect(joinBench).toMatchObject({ sampleCount: 20 })
  })

  test("one file: one sample per benchmark, its mean in ms and its hz", () => {
    const samples = right(
      parseVitestBench(readFileSync(join(FIXTURES, "vitest/run-1.json"), "utf8")),
    )
    const toSorted = recorded(1, "sort.bench.ts > sort", "toSorted")
    expect(samples.get("sort.bench.ts > sort > toSorted")).toEqual([
      { time_per_op: toSorted?.mean ?? 0, ops_per_s: toSorted?.hz ?? 0 },
    ])
    // Bare names find a benchmark too when only one group has it.
    expect(samples.get("toSorted")).toBe(samples.get("sort.bench.ts > sort > toSorted"))
    expect(samples.get("sort.bench.ts > join")).toBe(samples.get("join"))
  })

  test("a glob over the runs' files gives one round per file, in name order", () => {
    const samples = right(readSamples("vitest-bench", "vitest/run-*.json", FIXTURES))
    expect(samples.get("sort.bench.ts > sort > copy and sort")?.map((s) => s.time_per_op)).toEqual(
      [1, 2, 3].map((i) => recorded(i, "sort.bench.ts > sort", "copy and sort")?.mean),
    )
  })

  test("kept per-iteration samples are the samples; a name two groups share needs its group", () => {
    const file = {
      files: [
        {
          filepath: "a.bench.ts",
          groups: [
            { fullName: "a > x", benchmarks: [{ name: "run", mean: 3, hz: 333, samples: [2, 4] }] },
            { fullName: "a > y", benchmarks: [{ name: "run", mean: 5, hz: 200, samples: [] }] },
          ],
        },
      ],
    }
    const samples = right(parseVitestBench(JSON.stringify(file)))
    expect(samples.get("a > x > run")).toEqual([
      { time_per_op: 2, ops_per_s: 500 },
      { time_per_op: 4, ops_per_s: 250 },
    ])
    expect(samples.get("a > y > run")).toEqual([{ time_per_op: 5, ops_per_s: 200 }])
    expect(samples.has("run")).toBe(false)
  })

  test("a file of another shape is refused naming the file and what is wrong", () => {
    const other = join(scratch, "bench.json")
    writeFileSync(other, '{"benchmarks": []}')
    expect(left(readSamples("vitest-bench", other, scratch))).toBe(
      `${other}: files: is missing: is it vitest bench --outputJson?`,
    )
    const noMean = join(scratch, "no-mean.json")
    writeFileSync(
      noMean,
      '{"files": [{"groups": [{"fullName": "f", "benchmarks": [{"name": "b", "samples": []}]}]}]}',
    )
    expect(left(readSamples("vitest-bench", noMean, scratch))).toBe(
      `${noMean}: files[0].groups[0].benchmarks[0].mean: f > b has neither "samples" nor a "mean"`,
    )
  })
})
