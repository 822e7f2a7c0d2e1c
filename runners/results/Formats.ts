/**
 * The formats a `results` target reads (ADR 17), each a module beside this one that exports
 * its name, metrics and parser. This list is the one place that names them: the spec's
 * `format` values (schema.cue's `#ResultsFormat`, decode), one runner per format
 * (ResultsRunner.ts, in runners/Registry.ts) and the reading of files (ReadResults.ts) all come
 * from it. A new format is its module, one line here, and its tests.
 */
import { bmfFormat } from "./Bmf.ts"
import { criterionFormat } from "./Criterion.ts"
import { gobenchFormat } from "./GoBench.ts"
import { googleBenchmarkFormat } from "./GoogleBenchmark.ts"
import { hyperfineFormat } from "./Hyperfine.ts"
import { jmhFormat } from "./Jmh.ts"
import { pyperfFormat } from "./Pyperf.ts"
import { pytestBenchmarkFormat } from "./PytestBenchmark.ts"
import { vitestBenchFormat } from "./VitestBench.ts"

export const FORMATS = [
  hyperfineFormat,
  gobenchFormat,
  pytestBenchmarkFormat,
  criterionFormat,
  bmfFormat,
  googleBenchmarkFormat,
  vitestBenchFormat,
  jmhFormat,
  pyperfFormat,
] as const

export type ResultsFormatName = (typeof FORMATS)[number]["name"]

/** The names a results target's `format` takes, in the order listed. */
export const RESULTS_FORMATS: ReadonlyArray<ResultsFormatName> = FORMATS.map((f) => f.name)

/** The format named `name`, if benchgate reads it. */
export const formatNamed = (name: string) => FORMATS.find((format) => format.name === name)
