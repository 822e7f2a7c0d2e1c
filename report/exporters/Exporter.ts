/**
 * A report format written to a file: its name, which is its flag (`--NAME FILE` on bench
 * check, merge and report), the flag's help, and its renderer (hyperfine's `Exporter` is the
 * model). One module per format beside this one, listed once in ./Registry.ts; the CLI's
 * flags, their help, the paths tried before a run and the files written all come from there.
 */
import type { CheckResult, ScenarioRun } from "../../gate/Result.ts"

/** What a renderer may need beyond the result, the same for every format. */
export interface ExportContext {
  /** Inconclusive verdicts fail the run (`--fail-on-inconclusive`). */
  readonly failOnInconclusive: boolean
  /** Every round measured, when the command has them. */
  readonly runs?: ReadonlyArray<ScenarioRun>
}

export interface Exporter {
  /** The format's flag without its dashes: `json` is `--json FILE`. */
  readonly name: string
  /** The flag's help, said the same on every command that has it. */
  readonly help: string
  readonly render: (result: CheckResult, context: ExportContext) => string
}
