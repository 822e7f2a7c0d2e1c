/**
 * The results kind: numbers a benchmark benchgate does not run has written (ADR 17), read by
 * the runner of its `format` (runners/results/), one sample per round.
 */
import { Schema } from "effect"
import type { TargetBase } from "../../core/Spec.ts"
import type { TargetKind } from "../Kind.ts"
import SCHEMA from "./schema.cue" with { type: "text" }

/**
 * Its samples, from the files a glob matches (in name order), after `command` has run once when
 * set.
 */
export interface ResultsTarget extends TargetBase {
  readonly kind: "results"
  /** The format of the files: the name of the runner that reads them (runners/results/). */
  readonly format: string
  /** A glob relative to the spec's directory (or `dir`): `bench/out.json`, `runs/*.json`. */
  readonly file: string
  /** The benchmark's name in the files; absent: the files hold exactly one. */
  readonly benchmark?: string
  /** Run once per check before the files are read, in the spec's directory (or `dir`). */
  readonly command?: ReadonlyArray<string>
}

const RawResults = Schema.Struct({
  format: Schema.String,
  file: Schema.String,
  benchmark: Schema.optional(Schema.String),
  command: Schema.optional(Schema.NonEmptyArray(Schema.String)),
})

export const resultsKind: TargetKind<ResultsTarget, typeof RawResults.Type> = {
  name: "results",
  schema: SCHEMA,
  raw: RawResults,
  decode({ format, file, benchmark, command }, { name, path, runner, issues }) {
    if (file === "") issues.add([...path, "file"], "file is empty")
    if (command?.[0] === "") issues.add([...path, "command", 0], "the program name is empty")
    if (runner !== undefined) {
      issues.add(
        [...path.slice(0, -1), "runner"],
        `a results target is read by its format's runner (${format}); leave runner out`,
      )
    }
    return {
      kind: "results",
      name,
      // The format is the runner: one runner per format (runners/results/).
      runner: format,
      format,
      file,
      ...(benchmark === undefined ? {} : { benchmark }),
      ...(command === undefined ? {} : { command }),
    }
  },
  startable: false,
  uncounted:
    "its samples were recorded by another tool before the check: nothing runs that could be counted",
  runnerField: "format",
  secretPaths: [],
  secrets: () => [],
  serviceValues: () => [],
  recorded: true,
  tools: [],
}
