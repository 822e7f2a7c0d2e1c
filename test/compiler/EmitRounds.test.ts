/**
 * A slice's lines are written once and reused for its later rounds with the results file
 * replaced (compiler/Emit.ts roundSliceLines). Reuse must never show: a user string that holds
 * the marker text stays as written, and a slice that numbers private files (a secret body)
 * numbers its own in every round.
 */
import { describe, expect, test } from "bun:test"
import { Either } from "effect"
import { decodeSpec } from "../../compiler/Decode.ts"
import { emitSpec } from "../../compiler/Emit.ts"
import { planSpec } from "../../compiler/Plan.ts"
import { loadSource } from "../support/load.ts"

const scriptOf = async (cue: string): Promise<string> => {
  const loaded = await loadSource(cue)
  if (Either.isLeft(loaded)) throw new Error(JSON.stringify(loaded.left))
  const spec = decodeSpec(loaded.right)
  if (Either.isLeft(spec)) throw new Error(JSON.stringify(spec.left))
  const files = emitSpec(planSpec(spec.right), { specDirFromScript: ".", tools: new Map() })
  const script = files.find((f) => f.path.endsWith(".sh") && f.content.includes("round 1/"))
  if (script === undefined) throw new Error(`no scenario script in ${files.map((f) => f.path)}`)
  return script.content
}

const spec = (header: string, body: string) => `
targets: api: http: url: "http://127.0.0.1:8080"
scenarios: post: {
	request: {method: "POST", path: "/x", headers: {"X-Note": ${JSON.stringify(header)}}, body: ${JSON.stringify(body)}}
	load: {concurrency: 1, duration: "100ms", rounds: 3}
	thresholds: [{target: "api", metric: "p50", max: "1s"}]
}
`

const count = (text: string, part: string) => text.split(part).length - 1

describe("a slice's lines across rounds", () => {
  test("a user string holding the marker text is written as it is, in the warm-up and every round", async () => {
    const header = "BENCHGATEresultsFILE and BENCHGATEresultsCHECK"
    const script = await scriptOf(spec(header, "plain body"))
    expect(count(script, header)).toBe(4)
    for (const round of [1, 2, 3]) {
      expect(count(script, `"$out/round-${round}-api.json"`)).toBe(1)
    }
  })

  test("a secret body takes its own private file in every round", async () => {
    const script = await scriptOf(spec("note", "token={env.BENCH_TOKEN}"))
    const numbers = [...script.matchAll(/secret_file_(\d+)=/g)].map((m) => m[1])
    // The warm-up's, then one per round.
    expect(numbers).toEqual(["0", "1", "2", "3"])
    for (const round of [1, 2, 3]) {
      expect(count(script, `"$out/round-${round}-api.json"`)).toBe(1)
    }
  })
})
