/**
 * The tree a differential flame graph draws: the call stacks of base and head merged, each
 * node's cost on both sides in the same unit — samples per unit of work, relative to the
 * base's whole cost (the base's root is 1) — so a node's width and its change read alike on
 * every profile. Nodes too thin to see are left out; their time stays in their parent's.
 */
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

const add = (root: Building, stacks: Stacks, side: "base" | "head", scale: number) => {
  for (const [key, n] of stacks) {
    let at = root
    at[side] += n * scale
    for (const frame of key.split(";")) {
      let next = at.children.get(frame)
      if (!next) {
        next = node(frame)
        at.children.set(frame, next)
      }
      next[side] += n * scale
      at = next
    }
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
  add(root, base.stacks, "base", 1 / baseSamples)
  add(root, head.stacks, "head", costPerUnit(head) / baseCost / headSamples)
  return prune(root, minShare)
}
