/**
 * `results` targets end to end through ./bench: files the real tools wrote (test/fixtures/
 * results/) judged with benchgate's verdicts, one row per format, a `command` that runs real
 * `go test -bench` first, and the failures a user can make, each exit 3 naming the target, or
 * exit 2.
 */
import { afterAll, describe, expect, test } from "bun:test"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { RESULTS_FORMATS } from "../../runners/results/Formats.ts"
import { printed, runBench } from "../support/Running.ts"

const root = resolve(import.meta.dir, "../..")
const bench = join(root, "bench")
const work = mkdtempSync(join(tmpdir(), "benchgate-results-"))
cpSync(join(root, "test/fixtures/results"), join(work, "results"), { recursive: true })
cpSync(join(root, "test/fixtures/go/benchmod"), join(work, "benchmod"), { recursive: true })
afterAll(() => rmSync(work, { recursive: true, force: true }))

const fixture = (file: string) => JSON.parse(readFileSync(join(work, "results", file), "utf8"))

const check = async (name: string, spec: string) => {
  writeFileSync(join(work, `${name}.cue`), spec)
  const json = join(work, `${name}.json`)
  const ran = await runBench(
    bench,
    ["check", `${name}.cue`, "--db", join(work, `${name}.db`), "--json", json],
    work,
    120_000,
  )
  return { ...ran, report: ran.code <= 1 ? JSON.parse(readFileSync(json, "utf8")) : undefined }
}

const verdictsOf = (report: {
  scenarios: {
    verdicts: { threshold: string; status: string; measured: { value: number } | null }[]
  }[]
}) => Object.fromEntries(report.scenarios.flatMap((s) => s.verdicts.map((v) => [v.threshold, v])))

/** What a check of one format's recorded files must show. */
interface FormatRow {
  readonly format: string
  /** What the row shows, for the test's title. */
  readonly what: string
  /** The spec after its package clause: targets reading the fixtures, and scenarios. */
  readonly spec: string
  /** How many verdicts pass (all of them). */
  readonly passed: number
  /** Rounds of each target of the first scenario: the samples judged. */
  readonly rounds: ReadonlyArray<number>
  /** An absolute threshold, and the samples of its target in the metric's unit, from the file. */
  readonly judged: string
  readonly samples: () => ReadonlyArray<number>
}

/** One row per format of runners/results/Formats.ts, each on files the real tool wrote. */
const FORMAT_ROWS: ReadonlyArray<FormatRow> = [
  {
    format: "hyperfine",
    what: "each run a round; the wall of exactly the file's 8 runs",
    spec: `targets: {
	"sort small": results: {format: "hyperfine", file: "results/hyperfine.json", benchmark: "sort small"}
	"sort big": results: {format: "hyperfine", file: "results/hyperfine.json", benchmark: "sort big"}
}
scenarios: hyperfine: {
	targets: ["sort small", "sort big"]
	baseline: "sort small"
	load: rounds: 8
	thresholds: [{target: "sort big", metric: "wall", overhead: "<= +200%"}, {metric: "wall", max: "1s"}]
}`,
    passed: 3,
    rounds: [8, 8],
    judged: "sort small wall <= 1s",
    samples: () => fixture("hyperfine.json").results[0].times.map((t: number) => t * 1000),
  },
  {
    format: "gobench",
    what: "each -count row a round",
    spec: `targets: {
	join: results: {format: "gobench", file: "results/gobench.txt", benchmark: "BenchmarkJoin"}
	format: results: {format: "gobench", file: "results/gobench.txt", benchmark: "BenchmarkFormat/n=10"}
}
scenarios: go: {
	targets: ["format", "join"]
	baseline: "format"
	thresholds: [{target: "join", metric: "time_per_op", overhead: "<= 100x"}, {target: "join", metric: "time_per_op", max: "1ms"}]
}`,
    passed: 2,
    rounds: [3, 3],
    judged: "join time_per_op <= 1ms",
    samples: () =>
      [
        ...readFileSync(join(work, "results/gobench.txt"), "utf8").matchAll(
          /^BenchmarkJoin-\d+\s+\d+\s+([\d.]+) ns\/op/gm,
        ),
      ].map((m) => Number(m[1]) / 1e6),
  },
  {
    format: "pytest-benchmark",
    what: "each round a round, by name or by fullname",
    spec: `targets: {
	sorted: results: {format: "pytest-benchmark", file: "results/pytest-benchmark.json", benchmark: "test_sorted"}
	"list sort": results: {format: "pytest-benchmark", file: "results/pytest-benchmark.json", benchmark: "test_sort.py::test_list_sort"}
}
scenarios: pytest: {
	targets: ["sorted", "list sort"]
	baseline: "sorted"
	load: rounds: 12
	thresholds: [{target: "list sort", metric: "time_per_op", overhead: "<= 5x"}, {target: "sorted", metric: "time_per_op", max: "1s"}]
}`,
    passed: 2,
    rounds: [12, 12],
    judged: "sorted time_per_op <= 1s",
    samples: () =>
      fixture("pytest-benchmark.json")
        .benchmarks.find((b: { name: string }) => b.name === "test_sorted")
        .stats.data.map((s: number) => s * 1000),
  },
  {
    format: "criterion",
    what: "each sample a round, a benchmark by its full id",
    spec: `targets: {
	iter: results: {format: "criterion", file: "results/criterion/*/*/new/sample.json", benchmark: "sum/iter"}
	fold: results: {format: "criterion", file: "results/criterion/*/*/new/sample.json", benchmark: "sum/fold"}
}
scenarios: criterion: {
	targets: ["iter", "fold"]
	baseline: "iter"
	load: rounds: 10
	thresholds: [{target: "fold", metric: "time_per_op", overhead: "<= 100x"}, {target: "iter", metric: "time_per_op", max: "1s"}]
}`,
    passed: 2,
    rounds: [10, 10],
    judged: "iter time_per_op <= 1s",
    samples: () => {
      const { iters, times } = fixture("criterion/sum/iter/new/sample.json")
      return times.map((ns: number, i: number) => ns / iters[i] / 1e6)
    },
  },
  {
    format: "bmf",
    what: "one file per run, each a round",
    spec: `targets: b: results: {format: "bmf", file: "results/bmf/*.json", benchmark: "a/s/b"}
scenarios: bmf: {
	targets: ["b"]
	load: rounds: 3
	thresholds: [{metric: "wall", max: "1s"}]
}`,
    passed: 1,
    rounds: [3],
    judged: "b wall <= 1s",
    samples: () => [1, 2, 3].map((i) => fixture(`bmf/run-${i}.json`)["a/s/b"].wall.value),
  },
  {
    format: "google-benchmark",
    what: "the repetitions are the rounds, the aggregate rows are not",
    spec: `targets: {
	small: results: {format: "google-benchmark", file: "results/google-benchmark.json", benchmark: "BM_Sort/64"}
	large: results: {format: "google-benchmark", file: "results/google-benchmark.json", benchmark: "BM_Sort/4096"}
}
scenarios: sort: {
	targets: ["small", "large"]
	baseline: "small"
	thresholds: [{target: "large", metric: "time_per_op", overhead: "<= 100x"}, {target: "small", metric: "time_per_op", max: "1ms"}]
}`,
    passed: 2,
    // 5 repetitions each: the 4 aggregate rows per benchmark are not samples.
    rounds: [5, 5],
    judged: "small time_per_op <= 1ms",
    samples: () =>
      fixture("google-benchmark.json")
        .benchmarks.filter(
          (r: { run_name: string; run_type: string }) =>
            r.run_name === "BM_Sort/64" && r.run_type === "iteration",
        )
        .map((r: { real_time: number }) => r.real_time / 1e6),
  },
  {
    format: "vitest-bench",
    what: "one file per run, each run's mean a round",
    spec: `targets: {
	toSorted: results: {format: "vitest-bench", file: "results/vitest/run-*.json", benchmark: "sort.bench.ts > sort > toSorted"}
	copy: results: {format: "vitest-bench", file: "results/vitest/run-*.json", benchmark: "copy and sort"}
}
scenarios: sort: {
	targets: ["toSorted", "copy"]
	baseline: "toSorted"
	thresholds: [{target: "copy", metric: "time_per_op", overhead: "<= 10x"}, {target: "toSorted", metric: "time_per_op", max: "10ms"}]
}`,
    passed: 2,
    rounds: [3, 3],
    judged: "toSorted time_per_op <= 10ms",
    samples: () =>
      [1, 2, 3].map(
        (i) =>
          fixture(`vitest/run-${i}.json`)
            .files[0].groups.find(
              (g: { fullName: string }) => g.fullName === "sort.bench.ts > sort",
            )
            .benchmarks.find((b: { name: string }) => b.name === "toSorted").mean,
      ),
  },
  {
    format: "jmh",
    what: "every iteration of every fork is a round, in the catalogue's units",
    spec: `targets: {
	small: results: {format: "jmh", file: "results/jmh.json", benchmark: "SortBench.sortAverage(size=100)"}
	large: results: {format: "jmh", file: "results/jmh.json", benchmark: "bench.SortBench.sortAverage(size=1000)"}
	rate: results: {format: "jmh", file: "results/jmh.json", benchmark: "SortBench.sortThroughput(size=100)"}
}
scenarios: {
	sort: {
		targets: ["small", "large"]
		baseline: "small"
		thresholds: [{target: "large", metric: "time_per_op", overhead: "<= 1000x"}, {target: "small", metric: "time_per_op", max: "10ms"}]
	}
	rate: {targets: ["rate"], thresholds: [{metric: "ops_per_s", min: 1}]}
}`,
    passed: 3,
    // 2 forks × 3 iterations.
    rounds: [6, 6],
    judged: "small time_per_op <= 10ms",
    samples: () =>
      fixture("jmh.json")
        .find(
          (e: { benchmark: string; params: { size: string } }) =>
            e.benchmark === "bench.SortBench.sortAverage" && e.params.size === "100",
        )
        .primaryMetric.rawData.flat()
        .map((us: number) => us / 1000),
  },
  {
    format: "pyperf",
    what: "every value of every worker run is a round; one benchmark needs no name",
    spec: `targets: {
	sorted: results: {format: "pyperf", file: "results/pyperf/suite.json", benchmark: "sorted"}
	"list sort": results: {format: "pyperf", file: "results/pyperf/suite.json", benchmark: "list.sort"}
	timeit: results: {format: "pyperf", file: "results/pyperf/timeit.json"}
}
scenarios: {
	sort: {
		targets: ["sorted", "list sort"]
		baseline: "sorted"
		thresholds: [{target: "list sort", metric: "time_per_op", overhead: "<= 10x"}, {target: "sorted", metric: "time_per_op", max: "10ms"}]
	}
	timeit: {targets: ["timeit"], thresholds: [{metric: "ops_per_s", min: 1}]}
}`,
    passed: 3,
    // 3 worker runs × 4 values; the calibration run has none.
    rounds: [12, 12],
    judged: "sorted time_per_op <= 10ms",
    samples: () =>
      fixture("pyperf/suite.json")
        .benchmarks[0].runs.flatMap((run: { values?: number[] }) => run.values ?? [])
        .map((s: number) => s * 1000),
  },
]

describe("results targets", () => {
  test("every format of runners/results/Formats.ts has a row below", () => {
    expect(FORMAT_ROWS.map((row) => row.format).sort()).toEqual([...RESULTS_FORMATS].sort())
  })

  test.each(FORMAT_ROWS.map((row) => [`${row.format}: ${row.what}`, row] as const))(
    "%s",
    async (_title, row) => {
      const { code, stdout, stderr, report } = await check(
        row.format,
        `package bench\n${row.spec}\n`,
      )
      expect(stderr).not.toContain("internal error")
      expect(code).toBe(0)
      expect(stdout).toContain(`${row.passed} passed, 0 failed`)
      expect(report.scenarios[0].targets.map((t: { rounds: number }) => t.rounds)).toEqual(
        row.rounds,
      )
      // The verdict is decided on the file's samples: its median lies among them.
      const samples = row.samples()
      expect(samples.length).toBeGreaterThan(0)
      const measured = verdictsOf(report)[row.judged]?.measured?.value
      expect(measured).toBeGreaterThanOrEqual(Math.min(...samples))
      expect(measured).toBeLessThanOrEqual(Math.max(...samples))
    },
    120_000,
  )

  test("an undecided verdict asks for more recorded samples, not for seconds of rounds", async () => {
    // The file's 8 runs put sort big at about 1.05x sort small, 95% CI about 0.97x–1.15x.
    const { code, stdout, report } = await check(
      "undecided",
      `package bench
targets: {
	"sort small": results: {format: "hyperfine", file: "results/hyperfine.json", benchmark: "sort small"}
	"sort big": results: {format: "hyperfine", file: "results/hyperfine.json", benchmark: "sort big"}
}
scenarios: hyperfine: {
	targets: ["sort small", "sort big"]
	baseline: "sort small"
	load: rounds: 8
	thresholds: [{target: "sort big", metric: "wall", overhead: "<= 1.1x"}]
}
`,
    )
    expect(code).toBe(0)
    expect(report.scenarios[0].verdicts[0].status).toBe("inconclusive")
    expect(stdout).toMatch(
      /about \d+ samples would decide it: record that many in the benchmark's output/,
    )
    expect(stdout).not.toContain("s of rounds")
    // Samples another tool recorded cannot be profiled, and no profile was asked for: no word.
    expect(report.profiles).toEqual([])
    expect(stdout).not.toContain("no profile")
  }, 120_000)

  test("a command runs the user's benchmark once, then its output is read: real go test -bench", async () => {
    const { code, stdout, stderr } = await check(
      "gocommand",
      `package bench
_go: {
	format: "gobench"
	file: "go-out.txt"
	command: ["sh", "-c", "cd benchmod && go test -run '^$' -bench 'Join|Format/n=10$' -benchtime 2000x -benchmem -count 4 > ../go-out.txt"]
}
targets: {
	join: results: _go & {benchmark: "BenchmarkJoin"}
	format: results: _go & {benchmark: "BenchmarkFormat/n=10"}
}
scenarios: go: {
	baseline: "format"
	load: rounds: 4
	thresholds: [{target: "join", metric: "allocs_per_op", max: 1}, {target: "join", metric: "time_per_op", overhead: ">= 1x"}]
}
`,
    )
    expect(stderr).not.toContain("internal error")
    expect(code).toBe(0)
    expect(stdout).toContain("2 passed, 0 failed")
    expect(readFileSync(join(work, "go-out.txt"), "utf8").match(/^BenchmarkJoin/gm)).toHaveLength(4)
  }, 120_000)

  test("more rounds than samples: exit 3 naming the target and how many there are", async () => {
    const { code, stderr } = await check(
      "toofew",
      `package bench
targets: big: results: {format: "hyperfine", file: "results/hyperfine.json", benchmark: "sort big"}
scenarios: s: {load: rounds: 9, thresholds: [{metric: "wall", max: "1s"}]}
`,
    )
    expect(code).toBe(3)
    expect(stderr).toContain('against target "big"')
    expect(stderr).toContain('"sort big" has 8 samples; round 9 needs more')
  }, 60_000)

  test("a command that fails: exit 3 with its output, nothing judged", async () => {
    const { code, stderr } = await check(
      "failing",
      `package bench
targets: x: results: {format: "bmf", file: "none.json", command: ["sh", "-c", "echo no benchmarks here >&2; exit 4"]}
scenarios: s: {thresholds: [{metric: "wall", max: "1s"}]}
`,
    )
    expect(code).toBe(3)
    expect(stderr).toContain("exited with code 4")
    expect(stderr).toContain("no benchmarks here")
  }, 60_000)

  test("a runner beside the format, and an unknown format: exit 2 naming the line", async () => {
    const runner = await check(
      "runner",
      `package bench
targets: x: {results: {format: "bmf", file: "results/bencher.json"}, runner: "oha"}
scenarios: s: {thresholds: [{metric: "time_per_op", max: "1s"}]}
`,
    )
    expect(runner.code, printed(runner)).toBe(2)
    expect(runner.stderr).toContain("runner.cue:2")
    expect(runner.stderr).toContain("leave runner out")
    const format = await check(
      "format",
      `package bench
targets: x: results: {format: "jmeter", file: "results/bencher.json"}
scenarios: s: {thresholds: [{metric: "time_per_op", max: "1s"}]}
`,
    )
    expect(format.code, printed(format)).toBe(2)
    // As cue words every enumeration of the schema, with the names of Formats.ts.
    const known = [...RESULTS_FORMATS].sort().map((name) => JSON.stringify(name))
    expect(format.stderr).toContain(
      `format.cue:2:31: targets.x.results.format: invalid value "jmeter": must be one of ${known.join(", ")}`,
    )
  }, 60_000)
})

describe("recorded samples without load.rounds", () => {
  test("every sample the files hold is judged, and the progress says how many", async () => {
    const runs = fixture("hyperfine.json").results[0].times.length as number
    const { code, stderr, report } = await check(
      "every-sample",
      `package bench
targets: {
	"sort small": results: {format: "hyperfine", file: "results/hyperfine.json", benchmark: "sort small"}
	"sort big": results: {format: "hyperfine", file: "results/hyperfine.json", benchmark: "sort big"}
}
scenarios: all: {
	targets: ["sort small", "sort big"]
	baseline: "sort small"
	thresholds: [{target: "sort big", metric: "wall", overhead: "<= +200%"}]
}
`,
    )
    expect(code).toBe(0)
    // More than the default 5: the files' samples, all of them.
    expect(runs).toBeGreaterThan(5)
    expect(report.scenarios[0].targets.map((t: { rounds: number }) => t.rounds)).toEqual([
      runs,
      runs,
    ])
    expect(stderr).toContain(
      `every-sample › all  reading ${runs} recorded samples per target (every sample the files hold)`,
    )
    // Nothing is built and no round runs: the lines must not say so.
    expect(stderr).not.toContain("building")
    expect(stderr).not.toMatch(/round \d+\/\d+/)
  }, 120_000)

  test("load.rounds still chooses how many, and says so", async () => {
    const { code, stderr, report } = await check(
      "some-samples",
      `package bench
targets: "sort small": results: {format: "hyperfine", file: "results/hyperfine.json", benchmark: "sort small"}
scenarios: some: {
	load: rounds: 3
	thresholds: [{metric: "wall", max: "1s"}]
}
`,
    )
    expect(code).toBe(0)
    expect(report.scenarios[0].targets[0].rounds).toBe(3)
    expect(stderr).toContain("reading 3 recorded samples per target (load.rounds)")
  }, 120_000)
})
