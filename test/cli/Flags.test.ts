/**
 * Flags are written once (cli/Flags.ts): what `bench COMMAND --help` prints and what the parser
 * accepts both come from that table. Checked through the real CLI: every flag of every command
 * is listed in its help with its default, is accepted by its command, and a flag of another
 * command is refused with exit 2 naming it.
 */
import { describe, expect, test } from "bun:test"
import { resolve } from "node:path"
import { given } from "../../cli/Args.ts"
import { type CommandName, FLAGS, type Flag, type Values } from "../../cli/Flags.ts"
import { EXPORTERS } from "../../report/exporters/Registry.ts"
import { printed, runBench } from "../support/Running.ts"

const bench = resolve(import.meta.dir, "../../bench")
const root = resolve(import.meta.dir, "../..")
const commands = Object.keys(FLAGS) as CommandName[]

describe("flags, written once", () => {
  test.each(commands)("bench %s --help lists each of its flags with its default", async (name) => {
    const result = await runBench(bench, [name, "--help"], root)
    expect(result.code, printed(result)).toBe(0)
    for (const flag of FLAGS[name] as ReadonlyArray<Flag>) {
      const row = result.stdout.indexOf(`  --${flag.name}${flag.value ? ` ${flag.value}` : ""}`)
      expect(row).toBeGreaterThan(-1)
      if (flag.default !== undefined) {
        // The default is said in the flag's own row, before the next flag's.
        const rest = result.stdout.slice(row + 3)
        const next = rest.search(/\n {2}--/)
        const own = (next === -1 ? rest : rest.slice(0, next)).replace(/\s+/g, " ")
        expect(own).toContain(`(default ${flag.default})`)
      }
    }
  })

  test.each(["check", "merge", "report"] as const)(
    "bench %s has one --NAME FILE flag per report format, with the format's help",
    (name) => {
      const flags = FLAGS[name] as ReadonlyArray<Flag>
      for (const exporter of EXPORTERS) {
        expect(flags.find((flag) => flag.name === exporter.name)).toEqual({
          name: exporter.name,
          kind: "string",
          value: "FILE",
          help: exporter.help,
        })
      }
    },
  )

  test("a flag of the table is accepted by its command, one of another is refused", async () => {
    // compile takes --out; check does not: exit 2 naming it, before anything loads.
    const refused = await runBench(bench, ["check", "--out", "x", "specs/users.cue"], root)
    expect(refused.code, printed(refused)).toBe(2)
    expect(refused.stderr).toContain("--out")
    // calibrate's --db is in the table (and was missing from its help before the table).
    const help = await runBench(bench, ["calibrate", "--help"], root)
    expect(help.stdout).toContain("--db FILE")
  })

  test("an unknown command's usage line names every command", async () => {
    const result = await runBench(bench, ["frobnicate"], root)
    expect(result.code, printed(result)).toBe(2)
    for (const name of ["check", "compile", "calibrate", "doctor", "setup"]) {
      expect(result.stderr).toContain(`bench ${name}`)
    }
  })

  test("an unknown flag shows its command's usage, not every command's", async () => {
    const result = await runBench(bench, ["check", "--frobnicate"], root)
    expect(result.code, printed(result)).toBe(2)
    expect(result.stderr).toContain("usage: bench check PATH… [options]")
    expect(result.stderr).not.toContain("bench compile")
  })
})

describe("flags, typed by their table", () => {
  test("a command's values hold its flags by name; a misspelt name does not compile", () => {
    const values: Values<"check"> = { "busy-limit": "20%", quiet: true }
    expect(given(values, "check", "busy-limit")).toBe("20%")
    // The default comes from the table too.
    expect(given(values, "check", "confidence")).toBe("95%")
    // @ts-expect-error: there is no --busy-limt (scripts/test type-checks this file)
    expect(values["busy-limt"]).toBeUndefined()
    // @ts-expect-error: --branch is history's and site's, not check's
    expect(given(values, "check", "branch")).toBeUndefined()
  })
})
