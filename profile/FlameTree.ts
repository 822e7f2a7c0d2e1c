/**
 * The tree a differential flame graph draws: the call stacks of base and head merged, each
 * node's cost on both sides in the same unit — samples per unit of work, relative to the
 * base's whole cost (the base's root is 1) — so a node's width and its change read alike on
 * every profile. The base's work is drawn where the head does the same work (profile/SameWork.ts):
 * under a wrapper the head added, the handler it encloses keeps its base cost and reads as
 * unchanged, not as new. Nodes too thin to see are left out; their time stays in their
 * parent's.
 */
import { workKeys } from "./SameWork.ts"
import type { Stacks } from "./Stacks.ts"
import { totalSamples } from "./Stacks.ts"

export interface FlameNode {
  readonly name: string
  /** Cost in the base, relative to the base's whole cost. */
  readonly base: number
  readonly head: number
  readonly children: ReadonlyArray<FlameNode>
}

interface Building {
  name: string
  base: number
  head: number
  children: Map<string, Building>
}

const node = (name: string): Building => ({ name, base: 0, head: 0, children: new Map() })

/** Adds `cost` to every node on a stack's path, making the nodes it needs. */
const addPath = (root: Building, stack: string, side: "base" | "head", cost: number) => {
  let at = root
  at[side] += cost
  for (const frame of stack.split(";")) {
    let next = at.children.get(frame)
    if (!next) {
      next = node(frame)
      at.children.set(frame, next)
    }
    next[side] += cost
    at = next
  }
}

const prune = (b: Building, minShare: number): FlameNode => ({
  name: b.name,
  base: b.base,
  head: b.head,
  children: [...b.children.values()]
    .filter((c) => Math.max(c.base, c.head) >= minShare)
    .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0))
    .map((c) => prune(c, minShare)),
})

/**
 * The merged tree of pooled base and head stacks with the work each did (requests, runs);
 * nodes below `minShare` of the base's whole cost on both sides are left out. Undefined
 * when the base has no samples.
 */
interface PooledSide {
  readonly stacks: Stacks
  /** Work done: requests or runs. */
  readonly units: number
  /** CPU time meanwhile (ns), when measured: each sample is then worth its share of it. */
  readonly cpuNs?: number
}

const costPerUnit = (side: PooledSide): number =>
  side.units > 0 ? (side.cpuNs ?? totalSamples(side.stacks)) / side.units : 0

export const flameTree = (
  base: PooledSide,
  head: PooledSide,
  minShare = 0.005,
): FlameNode | undefined => {
  const baseSamples = totalSamples(base.stacks)
  const headSamples = totalSamples(head.stacks)
  const baseCost = costPerUnit(base)
  if (!(baseSamples > 0) || !(baseCost > 0) || !(headSamples > 0)) return undefined
  const root = node("all")
  // A sample's worth: its side's cost per unit spread over its samples, in base-cost units.
  const headWorth = costPerUnit(head) / baseCost / headSamples
  for (const [stack, n] of head.stacks) addPath(root, stack, "head", n * headWorth)
  // The base's samples where the head does the same work, shared by the head's samples there.
  const keys = workKeys(base.stacks.keys(), head.stacks.keys())
  const doers = new Map<string, [string, number][]>()
  for (const [stack, n] of head.stacks) {
    const key = keys.head.get(stack) as string
    doers.set(key, [...(doers.get(key) ?? []), [stack, n]])
  }
  for (const [stack, n] of base.stacks) {
    const there = doers.get(keys.base.get(stack) as string) ?? [[stack, 1]]
    const all = there.reduce((sum, [, m]) => sum + m, 0)
    for (const [at, m] of there) addPath(root, at, "base", (n / baseSamples) * (m / all))
  }
  return prune(root, minShare)
}
