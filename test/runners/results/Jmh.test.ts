/**
 * JMH's `-rf json` as JMH 1.37 on OpenJDK 17 wrote it (test/fixtures/results/README.md): 2 forks
 * × 3 measurement iterations of a throughput and an average-time benchmark, each at two params.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseJmh } from "../../../runners/results/Jmh.ts"
import { readSamples } from "../../../runners/results/ReadResults.ts"
import { left, right } from "./either.ts"

const FIXTURES = join(import.meta.dir, "../../fixtures/results")
const text = readFileSync(join(FIXTURES, "jmh.json"), "utf8")
const entries: {
  benchmark: string
  mode: string
  params: Record<string, string>
  primaryMetric: { scoreUnit: string; rawData: number[][] }
}[] = JSON.parse(text)
const entry = (method: string, size: string) =>
  entries.find((e) => e.benchmark === `bench.SortBench.${method}` && e.params.size === size)

const scratch = mkdtempSync(join(tmpdir(), "benchgate-jmh-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe("jmh", () => {
  const samples = right(parseJmh(text))

  test("a benchmark is its name with its params, with or without the package", () => {
    const full = [...samples.keys()].filter((k) => k.startsWith("bench."))
    expect(full).toEqual([
      "bench.SortBench.sortThroughput(size=100)",
      "bench.SortBench.sortThroughput(size=1000)",
      "bench.SortBench.sortAverage(size=100)",
      "bench.SortBench.sortAverage(size=1000)",
    ])
    expect(samples.get("SortBench.sortAverage(size=100)")).toBe(
      samples.get("bench.SortBench.sortAverage(size=100)"),
    )
  })

  test("every iteration of every fork is a sample, forks in order", () => {
    const raw = entry("sortAverage", "1000")?.primaryMetric.rawData ?? []
    expect(raw).toHaveLength(2)
    const mine = samples.get("bench.SortBench.sortAverage(size=1000)") ?? []
    expect(mine).toHaveLength(6)
    raw.flat().forEach((us, i) => {
      expect(mine[i]?.time_per_op).toBeCloseTo(us / 1000, 15)
    })
  })

  test("ops/s is ops_per_s and its inverse in ms; us/op is time_per_op in ms and its inverse", () => {
    const thrpt = entry("sortThroughput", "100")
    expect(thrpt?.primaryMetric.scoreUnit).toBe("ops/s")
    const first = thrpt?.primaryMetric.rawData[0]?.[0] ?? 0
    const sample = samples.get("bench.SortBench.sortThroughput(size=100)")?.[0]
    expect(sample?.ops_per_s).toBe(first)
    expect(sample?.time_per_op).toBeCloseTo(1000 / first, 12)
    const avgt = entry("sortAverage", "100")
    expect(avgt?.primaryMetric.scoreUnit).toBe("us/op")
    const us = avgt?.primaryMetric.rawData[0]?.[0] ?? 0
    expect(samples.get("SortBench.sortAverage(size=100)")?.[0]?.ops_per_s).toBeCloseTo(1e6 / us, 6)
  })

  test("other time units are scaled; sample mode and unknown units are refused naming them", () => {
    const one = (mode: string, scoreUnit: string) =>
      JSON.stringify([{ benchmark: "b.C.m", mode, primaryMetric: { scoreUnit, rawData: [[4]] } }])
    expect(right(parseJmh(one("thrpt", "ops/ms"))).get("b.C.m")).toEqual([
      { ops_per_s: 4000, time_per_op: 0.25 },
    ])
    expect(right(parseJmh(one("ss", "s/op"))).get("b.C.m")?.[0]?.time_per_op).toBe(4000)
    expect(left(parseJmh(one("sample", "us/op")))).toBe(
      "[0].mode: b.C.m ran in sample mode, which records a histogram, not iterations: use -bm thrpt, avgt or ss",
    )
    expect(left(parseJmh(one("thrpt", "B/op")))).toBe(
      '[0].primaryMetric.scoreUnit: b.C.m has "B/op"; ops/<time> or <time>/op is read',
    )
  })

  test("a file of another shape is refused naming the file and what is wrong", () => {
    const object = join(scratch, "object.json")
    writeFileSync(object, '{"benchmarks": []}')
    expect(left(readSamples("jmh", object, scratch))).toBe(
      `${object}: the document: expected a list of benchmarks (JMH's -rf json), got {"benchmarks":[]}`,
    )
    const noRaw = join(scratch, "no-raw.json")
    writeFileSync(
      noRaw,
      '[{"benchmark": "b.C.m", "mode": "avgt", "primaryMetric": {"scoreUnit": "ns/op"}}]',
    )
    expect(left(readSamples("jmh", noRaw, scratch))).toBe(
      `${noRaw}: [0].primaryMetric.rawData: is missing`,
    )
    const twice = join(scratch, "twice.json")
    const avgt = {
      benchmark: "b.C.m",
      mode: "avgt",
      primaryMetric: { scoreUnit: "ns/op", rawData: [[1]] },
    }
    writeFileSync(twice, JSON.stringify([avgt, { ...avgt, mode: "ss" }]))
    expect(left(readSamples("jmh", twice, scratch))).toBe(
      `${twice}: [1]: b.C.m appears twice (modes run together?): run one mode per file (-bm)`,
    )
  })
})
