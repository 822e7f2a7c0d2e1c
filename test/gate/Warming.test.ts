import { describe, expect, test } from "bun:test"
import { WARMING_RATIO, warmingTargets } from "../../gate/Warming.ts"

/** Rounds 1..n of `target` at these CPU per request values (other CPU 0 unless given). */
const rounds = (target: string, costs: ReadonlyArray<number>, otherCpu: number[] = []) =>
  costs.map((cost, i) => ({
    round: i + 1,
    target,
    values: { cpu_per_request: cost, other_cpu: otherCpu[i] ?? 0 },
  }))

describe("warmingTargets", () => {
  test("a first round past the ratio of the later rounds' median is named, with its ratio", () => {
    const run = {
      targets: ["direct", "layered"],
      rounds: [
        ...rounds("direct", [0.08, 0.06, 0.06, 0.07]),
        ...rounds("layered", [0.44, 0.19, 0.2, 0.18]),
      ],
    }
    const found = warmingTargets(run, 0.15)
    expect(found.map((w) => w.target)).toEqual(["layered"])
    expect(found[0]?.firstRound).toBeCloseTo(0.44 / 0.19, 9)
  })

  test("just under the ratio is not", () => {
    const run = { targets: ["t"], rounds: rounds("t", [WARMING_RATIO * 0.999, 1, 1]) }
    expect(warmingTargets(run, 0.15)).toEqual([])
  })

  test("a first round the machine disturbed is not read as warming", () => {
    const run = { targets: ["t"], rounds: rounds("t", [3, 1, 1], [0.4]) }
    expect(warmingTargets(run, 0.15)).toEqual([])
    expect(warmingTargets(run, 0.5).map((w) => w.target)).toEqual(["t"])
  })

  test("fewer than three rounds, or no CPU per request: nothing to tell", () => {
    expect(warmingTargets({ targets: ["t"], rounds: rounds("t", [3, 1]) }, 0.15)).toEqual([])
    const timed = [1, 2, 3].map((round) => ({ round, target: "t", values: { p50: 4 - round } }))
    expect(warmingTargets({ targets: ["t"], rounds: timed }, 0.15)).toEqual([])
  })

  test("a base copy is not named apart from its head", () => {
    const run = {
      targets: ["svc", "svc@base"],
      copies: { "svc@base": { of: "svc", kind: "base" as const } },
      rounds: [...rounds("svc", [1, 1, 1]), ...rounds("svc@base", [3, 1, 1])],
    }
    expect(warmingTargets(run, 0.15)).toEqual([])
  })

  test("only the first launch's rounds: not a fresh launch's, nor a later fork's", () => {
    const confirmed = {
      targets: ["t"],
      rounds: [
        ...rounds("t", [1, 1, 1]),
        ...rounds("t", [3, 1, 1]).map((r) => ({ ...r, round: r.round + 3 })),
      ],
      confirmation: { fromRound: 4 },
    }
    expect(warmingTargets(confirmed, 0.15)).toEqual([])
    const forked = {
      targets: ["t"],
      rounds: [
        ...rounds("t", [1, 1, 1]).map((r) => ({ ...r, fork: 0 })),
        ...rounds("t", [3, 1, 1]).map((r) => ({ ...r, round: r.round + 3, fork: 1 })),
      ],
    }
    expect(warmingTargets(forked, 0.15)).toEqual([])
  })
})
