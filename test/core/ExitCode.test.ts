/**
 * Every error that can end the program carries its exit code from where it is defined (ADR 13);
 * this is the contract README's exit code table states. The CLI reads the code from the error,
 * so a wrong one here is a wrong exit code for users.
 */
import { describe, expect, test } from "bun:test"
import { OutputUnwritable } from "../../cli/OutputPaths.ts"
import { SpecInvalid } from "../../compiler/SpecInvalid.ts"
import { ExitCode, type Exiting } from "../../core/ExitCode.ts"
import { SecretMissing } from "../../core/Secrets.ts"
import { UsageError } from "../../core/UsageError.ts"
import { MigrationError } from "../../gate/Migrations.ts"
import { StoreError } from "../../gate/store/StoreError.ts"
import { PreflightFailed, PreflightInvalid } from "../../run/Preflight.ts"
import { TargetFailed } from "../../run/TargetFailed.ts"
import { RunnerFailed } from "../../runners/RunnerFailed.ts"
import { ToolMissing } from "../../tools/ToolMissing.ts"

const cases: ReadonlyArray<readonly [Exiting, number]> = [
  [new SpecInvalid({ issues: [] }), 2],
  [new UsageError({ message: "unknown flag --x" }), 2],
  [new OutputUnwritable({ flag: "--json", path: "/x", reason: "read-only" }), 2],
  [new PreflightInvalid({ problems: [] }), 2],
  [new PreflightFailed({ problems: [] }), 3],
  [
    new TargetFailed({ spec: "s", target: "t", reason: "Exited", detail: "exited", logTail: "" }),
    3,
  ],
  [new RunnerFailed({ runner: "oha", target: "t", detail: "crashed" }), 3],
  [new SecretMissing({ spec: "s", variable: "TOKEN", field: "targets.a.http.headers.x" }), 3],
  [new ToolMissing({ tool: "oha", version: "1.16.0", remedy: "install it" }), 3],
  [new StoreError({ path: "db", reason: "NewerSchema", detail: "newer" }), 3],
  [new MigrationError({ reason: "NewerSchema", found: 9, detail: "newer" }), 3],
]

describe("exit codes are attached where errors are born", () => {
  test.each(cases.map(([error, code]) => [error._tag, error, code] as const))(
    "%s",
    (_tag, error, code) => {
      expect<number>(error.exitCode).toBe(code)
    },
  )

  test("only the documented codes are used", () => {
    const documented = new Set<number>([ExitCode.Invalid, ExitCode.RunFailed])
    for (const [error] of cases) expect(documented.has(error.exitCode)).toBe(true)
  })
})
