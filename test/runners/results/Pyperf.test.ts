/**
 * pyperf's JSON as pyperf 2.11.0 wrote it (test/fixtures/results/README.md): `pyperf timeit -o`
 * (one benchmark), `--append` (two), and a `pyperf.Runner` script's suite (three). Every value
 * of every worker run is a sample; warmups and the calibration run are not.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parsePyperf } from "../../../runners/results/Pyperf.ts"
import { readSamples, sampleCount, sampleFor } from "../../../runners/results/ReadResults.ts"
import { left, right } from "./either.ts"

const FIXTURES = join(import.meta.dir, "../../fixtures/results")

interface PyperfFile {
  version: string
  metadata?: Record<string, unknown>
  benchmarks: {
    metadata?: Record<string, unknown>
    runs: { values?: number[]; warmups?: [number, number][]; metadata?: Record<string, unknown> }[]
  }[]
}
const textOf = (file: string) => readFileSync(join(FIXTURES, "pyperf", file), "utf8")
const fileOf = (file: string): PyperfFile => JSON.parse(textOf(file))
/** The values pyperf kept for a benchmark of the file, runs in order (no warmups). */
const valuesOf = (file: string, i: number) =>
  fileOf(file).benchmarks[i]?.runs.flatMap((run) => run.values ?? []) ?? []

const scratch = mkdtempSync(join(tmpdir(), "benchgate-pyperf-"))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe("pyperf", () => {
  test("a benchmark is its name, from its own metadata or the file's when it is alone", () => {
    // timeit -o: one benchmark, whose name pyperf keeps in the file's metadata.
    const single = fileOf("timeit.json")
    expect(single.benchmarks[0]?.metadata?.name).toBeUndefined()
    expect(single.metadata?.name).toBe("timeit")
    expect([...right(parsePyperf(textOf("timeit.json"))).keys()]).toEqual(["timeit"])
    expect([...right(parsePyperf(textOf("timeit-append.json"))).keys()]).toEqual([
      "sorted",
      "list.sort",
    ])
    expect([...right(parsePyperf(textOf("suite.json"))).keys()]).toEqual([
      "sorted",
      "list.sort",
      "str.join",
    ])
  })

  test("every value of every run is a sample, runs in order; warmups and calibration are not", () => {
    const suite = fileOf("suite.json")
    const samples = right(parsePyperf(textOf("suite.json")))
    for (const [i, name] of ["sorted", "list.sort", "str.join"].entries()) {
      const runs = suite.benchmarks[i]?.runs ?? []
      // -p 3 -n 4: a calibration run (warmups only), then 3 workers of 4 values.
      expect(runs).toHaveLength(4)
      expect(runs[0]?.values).toBeUndefined()
      expect(runs[0]?.metadata?.calibrate_loops).toBeGreaterThan(0)
      expect(
        runs.slice(1).every((run) => run.values?.length === 4 && run.warmups?.length === 1),
      ).toBe(true)
      expect(samples.get(name)).toHaveLength(12)
      expect(samples.get(name)?.map((s) => s.time_per_op)).toEqual(
        valuesOf("suite.json", i).map((s) => s * 1000),
      )
    }
    // -p 4 -n 5
    expect(right(parsePyperf(textOf("timeit.json"))).get("timeit")).toHaveLength(20)
  })

  test("values are seconds per loop: time_per_op in ms, and ops_per_s", () => {
    const unit = fileOf("timeit-append.json").metadata?.unit
    expect(unit).toBe("second")
    const seconds = valuesOf("timeit-append.json", 1)
    const mine = right(parsePyperf(textOf("timeit-append.json"))).get("list.sort") ?? []
    expect(mine).toHaveLength(seconds.length)
    mine.forEach((sample, i) => {
      expect(sample.time_per_op).toBeCloseTo((seconds[i] ?? 0) * 1000, 15)
      expect(sample.ops_per_s).toBeCloseTo(1 / (seconds[i] ?? 1), 6)
    })
  })

  test("several benchmarks need `benchmark`; one that is not there names those that are", () => {
    const suite = right(readSamples("pyperf", "pyperf/suite.json", FIXTURES))
    expect(left(sampleCount(suite, undefined))).toBe(
      "the files hold 3 benchmarks (sorted, list.sort, str.join); set benchmark",
    )
    expect(left(sampleFor(suite, "timeit", 1))).toBe(
      'no benchmark "timeit"; the files hold sorted, list.sort, str.join',
    )
    expect(right(sampleCount(suite, "str.join"))).toBe(12)
    // One benchmark in the files: no name needed.
    const single = right(readSamples("pyperf", "pyperf/timeit.json", FIXTURES))
    expect(right(sampleFor(single, undefined, 20)).time_per_op).toBeCloseTo(
      (valuesOf("timeit.json", 0)[19] ?? 0) * 1000,
      15,
    )
  })

  test("other units, versions and shapes are refused naming what is wrong", () => {
    const suite = fileOf("suite.json")
    const write = (name: string, json: unknown) => {
      const path = join(scratch, name)
      writeFileSync(path, JSON.stringify(json))
      return path
    }
    const bytes = write("memory.json", { ...suite, metadata: { ...suite.metadata, unit: "byte" } })
    expect(left(readSamples("pyperf", bytes, scratch))).toBe(
      `${bytes}: metadata.unit: sorted has unit "byte" (--track-memory or --tracemalloc?); only times, unit "second", are read`,
    )
    const old = write("old.json", { ...suite, version: 6 })
    expect(left(readSamples("pyperf", old, scratch))).toBe(
      `${old}: version: is 6; version "1.0" (pyperf 1.0 and later) is read`,
    )
    const other = write("other.json", { results: [] })
    expect(left(readSamples("pyperf", other, scratch))).toBe(
      `${other}: benchmarks: is missing: is it pyperf's JSON (-o FILE)?; version: is missing`,
    )
    const calibration = write("calibration.json", {
      ...suite,
      benchmarks: [{ ...suite.benchmarks[0], runs: suite.benchmarks[0]?.runs.slice(0, 1) }],
    })
    expect(left(readSamples("pyperf", calibration, scratch))).toBe(
      `${calibration}: benchmarks[0].runs: sorted has no values, only warmups or calibration runs`,
    )
    const gz = write("out.json.gz", suite)
    expect(left(readSamples("pyperf", gz, scratch))).toBe(
      `${gz}: pyperf wrote it compressed: write -o FILE.json, or gunzip it first`,
    )
  })
})
