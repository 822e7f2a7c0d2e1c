/**
 * Folded stacks: each distinct call stack, root first, its frames joined by `;`, with the
 * samples that landed in it. The format flamegraph.pl, inferno and speedscope read, and the
 * one every profiler's output is turned into here, so the differential and the flame graph
 * do not care which profiler took the samples.
 */
export type Stacks = ReadonlyMap<string, number>

/** A frame's name as a folded line can carry it: no `;` (the separator), no line breaks. */
export const frameName = (name: string): string =>
  name
    .replace(/;/g, ":")
    .replace(/[\r\n]+/g, " ")
    .trim() || "(anonymous)"

/** Adds `count` samples of a stack (frames root first) to `into`. */
export const addStack = (
  into: Map<string, number>,
  frames: ReadonlyArray<string>,
  count = 1,
): void => {
  if (frames.length === 0 || count <= 0) return
  const key = frames.map(frameName).join(";")
  into.set(key, (into.get(key) ?? 0) + count)
}

export const mergeStacks = (all: Iterable<Stacks>): Stacks => {
  const merged = new Map<string, number>()
  for (const stacks of all)
    for (const [key, n] of stacks) merged.set(key, (merged.get(key) ?? 0) + n)
  return merged
}

export const totalSamples = (stacks: Stacks): number => {
  let total = 0
  for (const n of stacks.values()) total += n
  return total
}

/** The folded text: one `frame;frame;frame N` line per stack, sorted. */
export const foldedText = (stacks: Stacks): string =>
  [...stacks]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, n]) => `${key} ${n}\n`)
    .join("")

/** Samples per function: where it is the leaf (self) and where it is anywhere (total, once). */
export const functionSamples = (
  stacks: Stacks,
): { readonly self: Map<string, number>; readonly total: Map<string, number> } => {
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  for (const [key, n] of stacks) {
    const frames = key.split(";")
    const leaf = frames[frames.length - 1] as string
    self.set(leaf, (self.get(leaf) ?? 0) + n)
    for (const name of new Set(frames)) total.set(name, (total.get(name) ?? 0) + n)
  }
  return { self, total }
}
