/**
 * runners/results/Formats.ts is the one list of results formats: the runners, the spec's
 * `format` names and the reading of files come from it, and each format is documented where
 * users look (README, the results kind's part of the schema: targets/results/schema.cue).
 */
import { describe, expect, test } from "bun:test"
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { Either } from "effect"
import {
  RESULTS_FORMATS as REGISTRY_FORMATS,
  runnerNamed,
  runnersFor,
} from "../../../runners/Registry.ts"
import { FORMATS, RESULTS_FORMATS } from "../../../runners/results/Formats.ts"
import { readSamples } from "../../../runners/results/ReadResults.ts"

const root = resolve(import.meta.dir, "../../..")

describe("the list of results formats", () => {
  test("names are unique and can be written as a runner's name", () => {
    expect(new Set(RESULTS_FORMATS).size).toBe(FORMATS.length)
    for (const name of RESULTS_FORMATS) expect(name).toMatch(/^[a-z][a-z0-9-]*$/)
  })

  test("each format is a results runner of the registry, with the format's metrics", () => {
    expect(runnersFor("results").map((runner) => runner.name)).toEqual([...RESULTS_FORMATS])
    expect(REGISTRY_FORMATS).toEqual(RESULTS_FORMATS)
    for (const format of FORMATS) {
      const runner = runnerNamed(format.name)
      expect(runner?.kind).toBe("results")
      expect(runner?.metrics).toEqual(format.metrics)
    }
  })

  test("a name that is not listed is refused, naming the ones that are", () => {
    const read = readSamples("jmeter", "*.json", root)
    expect(Either.isLeft(read) && read.left).toBe(
      `no results format "jmeter"; benchgate reads ${RESULTS_FORMATS.join(", ")}`,
    )
  })

  test("each format is documented in the README and in the results kind's schema", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8")
    const schema = readFileSync(join(root, "targets/results/schema.cue"), "utf8")
    for (const name of RESULTS_FORMATS) {
      expect(readme).toContain(`\`${name}\``)
      expect(schema).toContain(`// - "${name}": `)
    }
  })
})
