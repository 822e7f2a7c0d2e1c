/**
 * Reads a results target's files: the glob's matches in name order, each parsed by its format,
 * joined, and one benchmark's sample for one round picked out. Every failure is a sentence
 * naming the file or the benchmark, for the run's exit-3 message.
 */
import { readFileSync } from "node:fs"
import { isAbsolute, join } from "node:path"
import { Either } from "effect"
import type { MetricValues } from "../../core/Metric.ts"
import { formatNamed, RESULTS_FORMATS } from "./Formats.ts"
import { joinSamples, type Samples } from "./Samples.ts"

/** The files `pattern` matches under `base`, in name order. */
export const matchingFiles = (pattern: string, base: string): ReadonlyArray<string> => {
  const [cwd, relative] = isAbsolute(pattern) ? ["/", pattern.slice(1)] : [base, pattern]
  return [...new Bun.Glob(relative).scanSync({ cwd, onlyFiles: true, dot: true })]
    .sort()
    .map((file) => join(cwd, file))
}

/** The samples of the files `pattern` matches under `base`, read as the format `name` names. */
export const readSamples = (
  name: string,
  pattern: string,
  base: string,
): Either.Either<Samples, string> => {
  const format = formatNamed(name)
  // decode accepts only the names of Formats.ts; this is for callers that skip it.
  if (format === undefined) {
    return Either.left(
      `no results format ${JSON.stringify(name)}; benchgate reads ${RESULTS_FORMATS.join(", ")}`,
    )
  }
  const files = matchingFiles(pattern, base)
  if (files.length === 0) return Either.left(`no file matches ${pattern} (in ${base})`)
  const parts: Samples[] = []
  for (const file of files) {
    const parsed = format.parse(readFileSync(file, "utf8"), file)
    if (Either.isLeft(parsed)) return Either.left(`${file}: ${parsed.left.message}`)
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
