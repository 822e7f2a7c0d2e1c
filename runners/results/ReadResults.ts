/**
 * Reads a results target's files: the glob's matches in name order, each parsed by its format,
 * joined, and one benchmark's sample for one round picked out. Every failure is a sentence
 * naming the file or the benchmark, for the run's exit-3 message.
 */
import { existsSync, readFileSync } from "node:fs"
import { dirname, isAbsolute, join } from "node:path"
import { Either } from "effect"
import type { MetricValues } from "../../core/Metric.ts"
import { parseBmf } from "./Bmf.ts"
import { criterionId, parseCriterion } from "./Criterion.ts"
import { parseGoBench } from "./GoBench.ts"
import { parseGoogleBenchmark } from "./GoogleBenchmark.ts"
import { parseHyperfine } from "./Hyperfine.ts"
import { parseJmh } from "./Jmh.ts"
import { parsePytestBenchmark } from "./PytestBenchmark.ts"
import { joinSamples, type ParseResults, type Samples } from "./Samples.ts"
import { parseVitestBench } from "./VitestBench.ts"

/** The formats a `results` target reads; each is a runner of its own (ResultsRunner.ts). */
export const RESULTS_FORMATS = [
  "hyperfine",
  "gobench",
  "pytest-benchmark",
  "criterion",
  "bmf",
  "google-benchmark",
  "vitest-bench",
  "jmh",
] as const
export type ResultsFormat = (typeof RESULTS_FORMATS)[number]

/** The parser of a format for one file (criterion names its benchmark from beside the file). */
const parserFor = (format: ResultsFormat, path: string): ParseResults => {
  switch (format) {
    case "hyperfine":
      return parseHyperfine
    case "gobench":
      return parseGoBench
    case "pytest-benchmark":
      return parsePytestBenchmark
    case "bmf":
      return parseBmf
    case "google-benchmark":
      return parseGoogleBenchmark
    case "vitest-bench":
      return parseVitestBench
    case "jmh":
      return parseJmh
    case "criterion": {
      // target/criterion/<id>/new/sample.json beside benchmark.json
      const meta = join(dirname(path), "benchmark.json")
      return parseCriterion(existsSync(meta) ? criterionId(readFileSync(meta, "utf8")) : undefined)
    }
  }
}

/** The files `pattern` matches under `base`, in name order. */
export const matchingFiles = (pattern: string, base: string): ReadonlyArray<string> => {
  const [cwd, relative] = isAbsolute(pattern) ? ["/", pattern.slice(1)] : [base, pattern]
  return [...new Bun.Glob(relative).scanSync({ cwd, onlyFiles: true, dot: true })]
    .sort()
    .map((file) => join(cwd, file))
}

export const readSamples = (
  format: ResultsFormat,
  pattern: string,
  base: string,
): Either.Either<Samples, string> => {
  const files = matchingFiles(pattern, base)
  if (files.length === 0) return Either.left(`no file matches ${pattern} (in ${base})`)
  const parts: Samples[] = []
  for (const file of files) {
    const parsed = parserFor(format, file)(readFileSync(file, "utf8"))
    if (Either.isLeft(parsed)) return Either.left(`${file}: ${parsed.left}`)
    parts.push(parsed.right)
  }
  return Either.right(joinSamples(parts))
}

const listed = (names: ReadonlyArray<string>): string =>
  names.length <= 8
    ? names.join(", ")
    : `${names.slice(0, 8).join(", ")} and ${names.length - 8} more`

/** The samples of `benchmark` (or of the only benchmark), or why there are none. */
const samplesOf = (
  samples: Samples,
  benchmark: string | undefined,
): Either.Either<ReadonlyArray<MetricValues>, string> => {
  const names = [...samples.keys()]
  const name = benchmark ?? (names.length === 1 ? names[0] : undefined)
  if (name === undefined) {
    return Either.left(
      `the files hold ${names.length} benchmarks (${listed(names)}); set benchmark`,
    )
  }
  const list = samples.get(name)
  return list === undefined
    ? Either.left(`no benchmark ${JSON.stringify(name)}; the files hold ${listed(names)}`)
    : Either.right(list)
}

/** How many samples `benchmark` (or the only benchmark) has: the rounds it can give. */
export const sampleCount = (
  samples: Samples,
  benchmark: string | undefined,
): Either.Either<number, string> => Either.map(samplesOf(samples, benchmark), (l) => l.length)

/** The sample of `benchmark` (or the only benchmark) for `round` (1-based). */
export const sampleFor = (
  samples: Samples,
  benchmark: string | undefined,
  round: number,
): Either.Either<MetricValues, string> =>
  Either.flatMap(samplesOf(samples, benchmark), (list) => {
    const sample = list[round - 1]
    if (sample !== undefined) return Either.right(sample)
    const name = benchmark ?? [...samples.keys()][0] ?? ""
    return Either.left(
      `${JSON.stringify(name)} has ${list.length} sample${list.length === 1 ? "" : "s"}; round ${round} needs more: set load.rounds to at most ${list.length}, or record more`,
    )
  })
