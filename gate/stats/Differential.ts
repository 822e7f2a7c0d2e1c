/**
 * Which functions a change of cost went to: the differential of two profiles taken in the
 * same paired rounds (base and head, or a baseline and its target). Per round and per side,
 * each function's share of the samples times the side's CPU time per unit of work (a
 * request, a run) estimates its CPU cost per unit; a
 * function's contribution is the head's cost minus the base's, relative to the base's whole
 * cost, so the contributions of all leaves add up to the total change. Its interval is
 * Student's t across the rounds' paired differences: a function whose cost moved by chance
 * between rounds gets an interval around zero.
 */
import { functionSamples, type Stacks, totalSamples } from "../../profile/Stacks.ts"
import { tMeanInterval } from "./OneSample.ts"
import { mean } from "./Sample.ts"

interface ProfiledSide {
  readonly stacks: Stacks
  /** Work done while the samples were taken: requests answered, or runs. */
  readonly units: number
  /**
   * CPU time the side's processes used meanwhile, as the kernel counts it (ns). When known,
   * a function's cost is its share of the samples times this, so a sampler that fell behind
   * on a busy machine (fewer samples, same shares) does not read as cheaper code.
   */
  readonly cpuNs?: number
}

export interface ProfiledRound {
  readonly base: ProfiledSide
  readonly head: ProfiledSide
}

export interface Change {
  /** Relative to the base's whole cost per unit: 0.05 = 5% of it. */
  readonly change: number
  readonly low: number
  readonly high: number
}

export interface FunctionChange extends Change {
  readonly name: string
  /** Share of all samples of the base (pooled over rounds), 0..1. */
  readonly baseShare: number
  readonly headShare: number
}

export interface ProfileDifferential {
  readonly rounds: number
  readonly level: number
  readonly baseSamples: number
  readonly headSamples: number
  /** The change of the whole profile's cost per unit, head against base. */
  readonly total: Change
  /** Functions seen on either side, and how many of them moved in self time (interval clear of 0). */
  readonly functions: number
  readonly moved: number
  /**
   * Self time (the function is the leaf): first the functions whose interval excludes zero,
   * then the others, each group by the size of its contribution.
   */
  readonly self: ReadonlyArray<FunctionChange>
  /** Total time (the function is anywhere on the stack, once per sample), ranked alike. */
  readonly inclusive: ReadonlyArray<FunctionChange>
}

/** The side's whole cost per unit of work: CPU ns when measured, else samples. */
const costPerUnit = (side: ProfiledSide): number => {
  if (!(side.units > 0)) return 0
  return (side.cpuNs ?? totalSamples(side.stacks)) / side.units
}

/** The cost per unit of work of `samples` of the side's samples. */
const perUnit = (side: ProfiledSide, samples: number): number => {
  const all = totalSamples(side.stacks)
  return all > 0 ? (samples / all) * costPerUnit(side) : 0
}

const interval = (values: ReadonlyArray<number>, level: number): Change => {
  const i = tMeanInterval(values, level)
  return { change: i.estimate, low: i.lower, high: i.upper }
}

/** The rows of one kind (self or total), every function seen on either side, ranked. */
const rows = (
  rounds: ReadonlyArray<ProfiledRound>,
  pick: (counts: ReturnType<typeof functionSamples>) => Map<string, number>,
  scale: number,
  level: number,
): FunctionChange[] => {
  const base = rounds.map((r) => pick(functionSamples(r.base.stacks)))
  const head = rounds.map((r) => pick(functionSamples(r.head.stacks)))
  const baseAll = rounds.reduce((sum, r) => sum + totalSamples(r.base.stacks), 0)
  const headAll = rounds.reduce((sum, r) => sum + totalSamples(r.head.stacks), 0)
  const names = new Set([...base, ...head].flatMap((m) => [...m.keys()]))
  const out: FunctionChange[] = []
  for (const name of names) {
    const diffs = rounds.map(
      (r, i) =>
        (perUnit(r.head, head[i]?.get(name) ?? 0) - perUnit(r.base, base[i]?.get(name) ?? 0)) /
        scale,
    )
    const sum = (side: ReadonlyArray<Map<string, number>>) =>
      side.reduce((s, m) => s + (m.get(name) ?? 0), 0)
    out.push({
      name,
      ...interval(diffs, level),
      baseShare: baseAll > 0 ? sum(base) / baseAll : 0,
      headShare: headAll > 0 ? sum(head) / headAll : 0,
    })
  }
  // A move the rounds cannot tell from zero is not a contribution yet: the moves they can come
  // first, largest first, then the rest by size.
  const certain = (c: Change) => (c.low > 0 || c.high < 0 ? 1 : 0)
  return out.sort(
    (a, b) =>
      certain(b) - certain(a) ||
      Math.abs(b.change) - Math.abs(a.change) ||
      a.name.localeCompare(b.name),
  )
}

/**
 * The differential of paired profiled rounds; undefined when the base has no samples to
 * measure against. At least two rounds give an interval; one gives an unbounded one.
 */
export const profileDifferential = (
  rounds: ReadonlyArray<ProfiledRound>,
  level: number,
): ProfileDifferential | undefined => {
  const baseCost = rounds.map((r) => (totalSamples(r.base.stacks) > 0 ? costPerUnit(r.base) : 0))
  const scale = mean(baseCost)
  if (!(scale > 0)) return undefined
  const total = interval(
    rounds.map((r, i) => (costPerUnit(r.head) - (baseCost[i] ?? 0)) / scale),
    level,
  )
  const self = rows(rounds, (c) => c.self, scale, level)
  return {
    rounds: rounds.length,
    level,
    baseSamples: rounds.reduce((sum, r) => sum + totalSamples(r.base.stacks), 0),
    headSamples: rounds.reduce((sum, r) => sum + totalSamples(r.head.stacks), 0),
    total,
    functions: self.length,
    moved: self.filter((r) => r.low > 0 || r.high < 0).length,
    self,
    inclusive: rows(rounds, (c) => c.total, scale, level),
  }
}

/** The first `n` rows, for reports: the ones that moved most. */
export const topChanges = (d: ProfileDifferential, n: number): ProfileDifferential => ({
  ...d,
  self: d.self.slice(0, n),
  inclusive: d.inclusive.slice(0, n),
})
