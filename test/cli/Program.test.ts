/**
 * Help under the name the CLI was run by (cli/Program.ts): `bench` from a clone, `benchgate`
 * from the npm package or a single executable (those two are run in test/release/).
 */
import { describe, expect, test } from "bun:test"
import { HELP, USAGE } from "../../cli/Help.ts"
import { asProgram } from "../../cli/Program.ts"

describe("help under the program's name", () => {
  test("every `bench COMMAND` becomes `benchgate COMMAND`", () => {
    const usage = asProgram(USAGE, "benchgate")
    expect(usage).toStartWith("usage: benchgate check PATH… | benchgate compile PATH…")
    expect(usage).toEndWith("(benchgate help for more)")
    expect(usage).not.toMatch(/\bbench /)
    const main = asProgram(HELP.main, "benchgate")
    expect(main).toContain("usage: benchgate COMMAND [options]")
    expect(main).toContain("`benchgate COMMAND --help`")
    expect(asProgram(HELP.check, "benchgate")).toStartWith("usage: benchgate check PATH… [options]")
  })

  test("other words stay: the tool's name, spec paths, prose", () => {
    const text = "benchgate: x. bench: y. bench/specs/a.cue; a bench check; the bench harness"
    expect(asProgram(text, "benchgate")).toBe(
      "benchgate: x. bench: y. bench/specs/a.cue; a benchgate check; the bench harness",
    )
  })

  test("from a clone the text is unchanged", () => {
    expect(asProgram(HELP.main, "bench")).toBe(HELP.main)
  })
})
