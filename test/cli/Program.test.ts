/**
 * Help under the name the CLI was run by (cli/Program.ts): `bench` from a clone, `benchgate`
 * from the npm package or a single executable (those two are run in test/release/).
 */
import { describe, expect, test } from "bun:test"
import { HELP, USAGE } from "../../cli/Help.ts"
import { asProgram } from "../../cli/Program.ts"
import { printed } from "../support/Running.ts"

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

describe("messages under the program's name", () => {
  const bench = new URL("../../bench", import.meta.url).pathname
  const run = (args: string[], env: Record<string, string> = {}) => {
    const r = Bun.spawnSync([bench, ...args], { env: { ...process.env, ...env } })
    return { code: r.exitCode, stderr: r.stderr.toString() }
  }

  test("a usage error names the program it was run as, and the command's usage", () => {
    const r = run(["compile", "specs/"], { BENCHGATE_PROGRAM: "benchgate" })
    expect(r.code, printed(r)).toBe(2)
    expect(r.stderr).toStartWith("benchgate: compile needs --out DIR\n")
    // compile's usage, not every command's.
    expect(r.stderr).toContain("usage: benchgate compile PATH… --out DIR")
    expect(r.stderr).not.toContain("benchgate history")
    expect(r.stderr).not.toMatch(/\bbench /)
  })

  test("an unknown flag shows that command's usage", () => {
    const r = run(["check", "--no-such-flag", "specs/"])
    expect(r.code, printed(r)).toBe(2)
    expect(r.stderr).toStartWith("bench: ")
    expect(r.stderr).toContain("usage: bench check PATH… [options]")
  })
})
