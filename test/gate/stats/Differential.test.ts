import { expect, test } from "bun:test"
import { type ProfiledRound, profileDifferential } from "../../../gate/stats/Differential.ts"
import { seededRandom } from "../../../gate/stats/Random.ts"

/** A request's stacks: `handle` calls `parse` and `render`, and `encode` when given. */
const side = (
  costs: { parse: number; render: number; encode?: number },
  requests: number,
  jitter: () => number,
) => {
  const stacks = new Map<string, number>()
  const put = (key: string, perRequest: number) => {
    const n = Math.round(perRequest * requests * jitter())
    if (n > 0) stacks.set(key, n)
  }
  put("main;handle;parse", costs.parse)
  put("main;handle;render", costs.render)
  if (costs.encode) put("main;handle;encode", costs.encode)
  return { stacks, units: requests }
}

const rounds = (seed: number, encode: number, n = 6): ProfiledRound[] => {
  const random = seededRandom(seed).uniform
  const jitter = () => 1 + (random() - 0.5) * 0.1
  return Array.from({ length: n }, () => ({
    base: side({ parse: 0.4, render: 0.6 }, 1000 + Math.floor(random() * 200), jitter),
    head: side({ parse: 0.4, render: 0.6, encode }, 1000 + Math.floor(random() * 200), jitter),
  }))
}

test("the function the head added is the top row, its interval clear of zero", () => {
  const d = profileDifferential(rounds(1, 0.1), 0.95)
  expect(d).toBeDefined()
  const top = d?.self[0]
  expect(top?.name).toBe("encode")
  expect(top?.change).toBeCloseTo(0.1, 1)
  expect(top?.low).toBeGreaterThan(0)
  expect(top?.baseShare).toBe(0)
  expect(top?.headShare).toBeCloseTo(0.1 / 1.1, 1)
  expect(d?.total.change).toBeCloseTo(0.1, 1)
  // Total time: every ancestor carries the same change as the leaf.
  expect(d?.inclusive.find((r) => r.name === "handle")?.change).toBeCloseTo(0.1, 1)
})

test("without a change, the rows' intervals hold zero", () => {
  let moved = 0
  let rows = 0
  for (let seed = 1; seed <= 40; seed++) {
    const d = profileDifferential(rounds(seed, 0), 0.95)
    for (const row of d?.self ?? []) {
      rows++
      if (row.low > 0 || row.high < 0) moved++
    }
  }
  expect(rows).toBe(80)
  // 95% intervals: about 5% of rows exclude zero by chance.
  expect(moved / rows).toBeLessThan(0.12)
})

test("measured CPU time, not the count of samples, sets the cost", () => {
  // Same shares, but the head's sampler fell behind: half the samples for the same CPU time.
  const stacks = new Map([["main;work", 100]])
  const fewer = new Map([["main;work", 50]])
  const paired = (head: Map<string, number>): ProfiledRound[] =>
    [0, 1, 2].map(() => ({
      base: { stacks, units: 100, cpuNs: 1e9 },
      head: { stacks: head, units: 100, cpuNs: 1e9 },
    }))
  expect(profileDifferential(paired(fewer), 0.95)?.total.change).toBeCloseTo(0, 9)
  const bySamples = [0, 1, 2].map(() => ({
    base: { stacks, units: 100 },
    head: { stacks: fewer, units: 100 },
  }))
  expect(profileDifferential(bySamples, 0.95)?.total.change).toBeCloseTo(-0.5, 9)
})

test("a base without samples gives no differential", () => {
  const empty = { stacks: new Map<string, number>(), units: 10 }
  expect(profileDifferential([{ base: empty, head: empty }], 0.95)).toBeUndefined()
})

test("a move the rounds can tell from zero ranks above a larger one they cannot", () => {
  // `noisy` swings by ±30% of the cost between rounds; `encode` adds a steady 3%.
  const swings = [0.3, -0.3, 0.25, -0.2, 0.35, -0.1]
  const paired: ProfiledRound[] = swings.map((swing) => ({
    base: {
      stacks: new Map([
        ["main;work", 700],
        ["main;noisy", 300],
      ]),
      units: 1000,
    },
    head: {
      stacks: new Map([
        ["main;work", 700],
        ["main;noisy", Math.round(300 * (1 + swing * 3))],
        ["main;encode", 30],
      ]),
      units: 1000,
    },
  }))
  const d = profileDifferential(paired, 0.95)
  expect(d?.self[0]?.name).toBe("encode")
  expect(Math.abs(d?.self[1]?.change ?? 0)).toBeGreaterThan(d?.self[0]?.change ?? 0)
})
