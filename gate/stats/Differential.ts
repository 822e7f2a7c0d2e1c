/**
 * Which functions a change of cost went to: the differential of two profiles taken in the
 * same paired rounds (base and head, or a baseline and its target). Per round and per side,
 * each function's share of the samples times the side's CPU time per unit of work (a
 * request, a run) estimates its CPU cost per unit; a
 * function's contribution is the head's cost minus the base's, relative to the base's whole
 * cost, so the contributions of all leaves add up to the total change. Its interval is
 * Student's t across the rounds' paired differences: a function whose cost moved by chance
 * between rounds gets an interval around zero.
 *
 * The rows a reader sees (`ranked`, ADR 27) are the program's functions — its own code and its
 * libraries, with the runtime, libc and kernel work each called counted as its own
 * (profile/Frames.ts) — ranked by the change of the work under them (their inclusive cost),
 * each the most specific function that carries its change: a caller whose change one callee
 * carries is left out for that callee.
 */
import { programFrames } from "../../profile/Frames.ts"
import { workKeys } from "../../profile/SameWork.ts"
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

/**
 * A function of the program as the reports show it: the change of the work under it (it and
 * everything it calls; rankedRows says how work that only moved under it is counted) with its
 * inclusive shares of the samples, and beside it the change of its self cost (where it is the
 * innermost function of the program: its own code and the runtime, libc and kernel work it
 * called directly) with its self shares.
 */
export interface ProfileRow extends FunctionChange {
  readonly self: Omit<FunctionChange, "name">
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
  /**
   * The rows reports show: the program's functions by the change of the work under them,
   * those that moved first, each caller whose change one callee carries left out (ADR 27).
   * Absent in reports written before the ranking.
   */
  readonly ranked?: ReadonlyArray<ProfileRow>
  /** The program's functions seen on either side, and how many rows of `ranked` moved. */
  readonly programFunctions?: number
  readonly programMoved?: number
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

/**
 * What may be left of a caller's change besides one callee's part, as a share of it, for the
 * callee to carry it even when the rest is a move the rounds can tell from zero: a quarter.
 * `net/http.(*conn).serve` kept +5.6% of its +29.7% beside the middleware's +24.1% in a Go
 * check on a busy machine (the allocations' GC and the scheduler, spread thin); a middleware
 * whose cost is spread over fmt, json and a write keeps over half of its change besides any
 * one of them.
 */
const IMMATERIAL = 0.25

/**
 * The share of the profile's whole change a function the head added must carry to lead the rows
 * (rankedRows): a quarter. A validation library a Bun handler now calls carried 0.27–0.65 of
 * the change (ten trials each of two days), while the handler around it and an unchanged
 * function beside it grew as much or more from the engine's work for its objects; a helper the
 * head added with a sliver of the change does not lead the function whose own work grew.
 */
const ADDED_SHARE = 1 / 4

/** Whether an interval excludes zero: the rounds tell the move apart from noise. */
const movedOf = (c: Change): boolean => c.low > 0 || c.high < 0

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
  return out.sort(
    (a, b) =>
      Number(movedOf(b)) - Number(movedOf(a)) ||
      Math.abs(b.change) - Math.abs(a.change) ||
      a.name.localeCompare(b.name),
  )
}

/** A side's samples per stack of program frames (the machinery folded into its caller). */
const programStacks = (stacks: Stacks): Map<string, number> => {
  const out = new Map<string, number>()
  for (const [key, n] of stacks) {
    const path = programFrames(key).join(";")
    out.set(path, (out.get(path) ?? 0) + n)
  }
  return out
}

/** Sums per key over rounds. */
const pooledCounts = (maps: ReadonlyArray<Map<string, number>>): Map<string, number> => {
  const out = new Map<string, number>()
  for (const m of maps) for (const [key, n] of m) out.set(key, (out.get(key) ?? 0) + n)
  return out
}

/** For each function on a path, once: the program frame below its innermost call, if any. */
const calleesOn = (frames: ReadonlyArray<string>): Map<string, string | undefined> => {
  const out = new Map<string, string | undefined>()
  for (const [i, frame] of frames.entries()) out.set(frame, frames[i + 1])
  return out
}

/** Adds `weight` times a per-round vector into a map of vectors. */
const addInto = (
  into: Map<string, number[]>,
  key: string,
  v: ReadonlyArray<number>,
  weight: number,
) => {
  const sum = into.get(key) ?? v.map(() => 0)
  for (const [i, x] of v.entries()) sum[i] = (sum[i] ?? 0) + x * weight
  into.set(key, sum)
}

/**
 * The program's functions, ranked for a reader (ADR 27).
 *
 * A function's change is the change of the work under it. The work is matched across the two
 * sides by what it does, not where it sits (profile/SameWork.ts): the work a head's new wrapper encloses
 * is the same work as the base's, so the wrapper gets what it added, not the work it now
 * encloses, and two handlers that traded calls of one function each keep their own move. Each
 * work's change per round goes to the head's stacks that do it, in proportion to their samples
 * (the base's, for work the head no longer does), and a function's change is that of the stacks
 * it is on, once each — for work the base did too, of the functions the base ran: the wrapper
 * is not credited with the noise of the handler it encloses. Where the call tree kept its
 * shape, this is its inclusive cost's change.
 *
 * A function is left out when one callee carries its change: the part of it that runs through
 * that callee moved the same way and is at least half of it, what is left moved by no more
 * than the rounds can tell from zero or by under a quarter of the change (IMMATERIAL), and
 * the callee's own change (a row of its own) is as large, the same way, and moved if the
 * function's did. So
 * `net/http.(*conn).serve` gives way to the handler, the handler to the middleware it added,
 * and the middleware stays when its change is spread over the fmt, json and write calls it
 * makes. The rest rank as the other rows do: moves first, then by size — after the functions the
 * head added that carry a quarter or more of the whole change, which lead.
 */
const rankedRows = (
  rounds: ReadonlyArray<ProfiledRound>,
  scale: number,
  level: number,
  total: number,
): { rows: ProfileRow[]; functions: number } => {
  const base = rounds.map((r) => programStacks(r.base.stacks))
  const head = rounds.map((r) => programStacks(r.head.stacks))
  const worth = rounds.map((r) => ({ base: perUnit(r.base, 1), head: perUnit(r.head, 1) }))
  const basePooled = pooledCounts(base)
  const headPooled = pooledCounts(head)
  const keys = workKeys(basePooled.keys(), headPooled.keys())
  const { base: baseKey, head: headKey } = keys

  // Each work's change per round, relative to the base's whole cost.
  const work = new Map<string, number[]>()
  const at = (
    side: "base" | "head",
    i: number,
    keys: Map<string, string>,
    counts: Map<string, number>,
  ) => {
    for (const [path, n] of counts) {
      const key = keys.get(path) as string
      const v = work.get(key) ?? rounds.map(() => 0)
      v[i] = (v[i] ?? 0) + ((side === "head" ? 1 : -1) * n * (worth[i]?.[side] ?? 0)) / scale
      work.set(key, v)
    }
  }
  for (let i = 0; i < rounds.length; i++) {
    at("base", i, baseKey, base[i] ?? new Map())
    at("head", i, headKey, head[i] ?? new Map())
  }
  // Which stacks do each work: the head's, or the base's for work the head no longer does.
  const doers = new Map<string, { path: string; samples: number }[]>()
  const add = (key: string, path: string, samples: number) =>
    doers.set(key, [...(doers.get(key) ?? []), { path, samples }])
  for (const [path, n] of headPooled) add(headKey.get(path) as string, path, n)
  const doneInHead = new Set(doers.keys())
  for (const [path, n] of basePooled) {
    const key = baseKey.get(path) as string
    if (!doneInHead.has(key)) add(key, path, n)
  }
  const change = new Map<string, number[]>()
  const through = new Map<string, number[]>()
  // Work the base did too is the change of the functions it ran: a wrapper the head added
  // around it is not credited with the noise of the work it encloses.
  const baseDid = new Set(baseKey.values())
  for (const [key, v] of work) {
    const all = (doers.get(key) ?? []).reduce((n, d) => n + d.samples, 0)
    for (const doer of doers.get(key) ?? []) {
      const weight = doer.samples / all
      const frames = doer.path.split(";")
      const credited = baseDid.has(key) ? frames.filter((f) => keys.functions.base.has(f)) : frames
      for (const [name, callee] of calleesOn(credited)) {
        addInto(change, name, v, weight)
        if (callee !== undefined) addInto(through, `${name}\n${callee}`, v, weight)
      }
    }
  }

  // Shares and self time, by name: samples with the function on the stack (once), and with it
  // the innermost program frame.
  const byName = (counts: Map<string, number>) => {
    const inclusive = new Map<string, number>()
    const self = new Map<string, number>()
    for (const [path, n] of counts) {
      const frames = path.split(";")
      for (const name of new Set(frames)) inclusive.set(name, (inclusive.get(name) ?? 0) + n)
      const leaf = frames[frames.length - 1] as string
      self.set(leaf, (self.get(leaf) ?? 0) + n)
    }
    return { inclusive, self }
  }
  const baseRounds = base.map(byName)
  const headRounds = head.map(byName)
  const basePooledNames = byName(basePooled)
  const headPooledNames = byName(headPooled)
  const baseAll = rounds.reduce((n, r) => n + totalSamples(r.base.stacks), 0)
  const headAll = rounds.reduce((n, r) => n + totalSamples(r.head.stacks), 0)
  const names = new Set([...basePooledNames.inclusive.keys(), ...headPooledNames.inclusive.keys()])
  const rows = new Map<string, ProfileRow>()
  for (const name of names) {
    const selfChanges = rounds.map(
      (_, i) =>
        ((headRounds[i]?.self.get(name) ?? 0) * (worth[i]?.head ?? 0) -
          (baseRounds[i]?.self.get(name) ?? 0) * (worth[i]?.base ?? 0)) /
        scale,
    )
    rows.set(name, {
      name,
      ...interval(change.get(name) ?? rounds.map(() => 0), level),
      baseShare: baseAll > 0 ? (basePooledNames.inclusive.get(name) ?? 0) / baseAll : 0,
      headShare: headAll > 0 ? (headPooledNames.inclusive.get(name) ?? 0) / headAll : 0,
      self: {
        ...interval(selfChanges, level),
        baseShare: baseAll > 0 ? (basePooledNames.self.get(name) ?? 0) / baseAll : 0,
        headShare: headAll > 0 ? (headPooledNames.self.get(name) ?? 0) / headAll : 0,
      },
    })
  }

  const carriedByOneCallee = (row: ProfileRow): boolean => {
    const direction = Math.sign(row.change)
    if (direction === 0) return false
    let best: { callee: string; part: number[]; size: number } | undefined
    for (const [edge, part] of through) {
      const [caller, callee] = edge.split("\n") as [string, string]
      if (caller !== row.name) continue
      const size = mean(part) * direction
      if (!best || size > best.size) best = { callee, part, size }
    }
    if (!best || best.size < Math.abs(row.change) / 2) return false
    const { part, callee } = best
    const whole = change.get(row.name) ?? []
    const rest = interval(
      whole.map((d, i) => d - (part[i] ?? 0)),
      level,
    )
    // What is left must not be a move of its own: within noise, or under IMMATERIAL of it
    // (work sampled on one side only leaves a steady sliver the rounds can tell from zero).
    if (movedOf(rest) && Math.abs(rest.change) > Math.abs(row.change) * IMMATERIAL) return false
    // The callee is a row that shows the change: its own moved the same way, as far.
    const carrier = rows.get(callee)
    if (!carrier || carrier.change * direction < Math.abs(row.change) / 2) return false
    return !movedOf(row) || movedOf(carrier)
  }
  const kept = [...rows.values()]
    .filter((row) => !carriedByOneCallee(row))
    .sort(
      (a, b) =>
        Number(movedOf(b)) - Number(movedOf(a)) ||
        Math.abs(b.change) - Math.abs(a.change) ||
        a.name.localeCompare(b.name),
    )
  // A function the head added, called by one the base ran, that moved and carries a quarter of
  // the whole change or more leads: it is the code the change brought in, and what the functions
  // around it do more (an engine's allocation and inline-cache work, charged to the running
  // frame) follows from it.
  const whole = Math.abs(total)
  const callers = new Map<string, string[]>()
  for (const edge of through.keys()) {
    const [caller, callee] = edge.split("\n") as [string, string]
    callers.set(callee, [...(callers.get(callee) ?? []), caller])
  }
  const added = (row: ProfileRow): boolean =>
    row.baseShare === 0 &&
    movedOf(row) &&
    Math.sign(row.change) === Math.sign(total) &&
    Math.abs(row.change) >= whole * ADDED_SHARE &&
    (callers.get(row.name) ?? []).some((caller) => (rows.get(caller)?.baseShare ?? 0) > 0)
  const ordered = [...kept.filter(added), ...kept.filter((row) => !added(row))]
  return { rows: ordered, functions: names.size }
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
  const ranked = rankedRows(rounds, scale, level, total.change)
  return {
    rounds: rounds.length,
    level,
    baseSamples: rounds.reduce((sum, r) => sum + totalSamples(r.base.stacks), 0),
    headSamples: rounds.reduce((sum, r) => sum + totalSamples(r.head.stacks), 0),
    total,
    functions: self.length,
    moved: self.filter(movedOf).length,
    self,
    inclusive: rows(rounds, (c) => c.total, scale, level),
    ranked: ranked.rows,
    programFunctions: ranked.functions,
    programMoved: ranked.rows.filter(movedOf).length,
  }
}

/** The first `n` rows, for reports: the ones that moved most. */
export const topChanges = (d: ProfileDifferential, n: number): ProfileDifferential => ({
  ...d,
  self: d.self.slice(0, n),
  inclusive: d.inclusive.slice(0, n),
  ...(d.ranked ? { ranked: d.ranked.slice(0, n) } : {}),
})
