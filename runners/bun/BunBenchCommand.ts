/**
 * The argv (without the bun binary) and environment for one process that runs one harness group
 * of a `*.bench.ts` file under `bun test`.
 *
 * Pure, like OhaCommand: the same input gives the same argv and env, for the runner and for the
 * emitted scripts alike.
 *
 * | part                     | why                                                             |
 * |--------------------------|-----------------------------------------------------------------|
 * | `test`                   | bun's test runner loads the file; the harness registers a test  |
 * | FILE as `./x` or `/abs`  | bun treats a bare `x.bench.ts` as a name filter and finds no    |
 * |                          | test file (it only discovers `.test`/`.spec` names by itself)  |
 * | `--timeout 0`            | no per-test limit from bun (its default is 5 s); the harness    |
 * |                          | sets its own, and the runner bounds the whole process           |
 * | `-t ^NAME$`              | run only that group (regex-escaped, anchored); other tests in   |
 * |                          | the file are skipped                                            |
 * | BENCHGATE_GROUP=NAME     | the harness also checks the exact name, so a regex subtlety     |
 * |                          | can never run a second group                                    |
 * | BENCHGATE_RESULTS=FILE   | where the harness appends its JSON line                         |
 * | BENCHGATE_SAMPLES …      | settings from the spec, overriding the file's                   |
 *
 * Exit codes of `bun test`: 0 when the group ran and passed; 1 when it failed (its error is in
 * the results file) or when the file did not load (then only stderr says why).
 */
import { isAbsolute } from "node:path"
import { ENV } from "./BunBenchRecord.ts"

interface BunBenchInput {
  /** The `*.bench.ts` file; absolute, or relative to the process's cwd. */
  readonly file: string
  /** The group's name, as passed to `group(...)`. */
  readonly group: string
  /** File the harness appends its result line to (the runner reads and deletes it). */
  readonly resultsFile: string
  readonly samples?: number
  readonly batchMs?: number
  readonly warmupMs?: number
  /** 0 turns the retained-heap pass off. */
  readonly heapMs?: number
}

interface BunBenchCommand {
  /** Arguments after the bun binary. */
  readonly args: ReadonlyArray<string>
  /** Variables to add to the inherited environment. */
  readonly env: Readonly<Record<string, string>>
}

/** A regex that matches exactly `text` (JavaScript syntax; bun's `-t` is a JS RegExp). */
const exactPattern = (text: string): string => `^${text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`

/** `x.bench.ts` → `./x.bench.ts`, so bun reads it as a path rather than a name filter. */
const testFileArg = (file: string): string =>
  isAbsolute(file) || file.startsWith("./") || file.startsWith("../") ? file : `./${file}`

const setting = (name: string, value: number | undefined): ReadonlyArray<[string, string]> => {
  if (value === undefined) return []
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`bun bench command: ${name} must be a non-negative number, got ${value}`)
  }
  return [[name, String(value)]]
}

export const bunBenchCommand = (input: BunBenchInput): BunBenchCommand => ({
  args: ["test", testFileArg(input.file), "--timeout", "0", "-t", exactPattern(input.group)],
  env: Object.fromEntries([
    [ENV.results, input.resultsFile],
    [ENV.group, input.group],
    ...setting(ENV.samples, input.samples),
    ...setting(ENV.batchMs, input.batchMs),
    ...setting(ENV.warmupMs, input.warmupMs),
    ...setting(ENV.heapMs, input.heapMs),
  ]),
})
