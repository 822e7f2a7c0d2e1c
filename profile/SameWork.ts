/**
 * The same work on both sides of a comparison, wherever its stack sits. A head that wraps a
 * handler in a middleware runs the base's handler under one more frame: `serve;handler;respond`
 * becomes `serve;wrap;handler;respond`. Compared stack by stack, the handler's whole cost would
 * read as new work under the wrapper and as work gone from its old place. Compared by what the
 * stacks do, it is the same work, and the wrapper carries only what it added.
 *
 * A stack's work is its frames without the functions the other side never ran (its leaf kept),
 * and a function calling itself counted once: gin's `Next;Logger;Next;handler` is the base's
 * `Next;handler`. Two handlers that traded calls of one function keep distinct stacks (both
 * sides run both), so each keeps its own move.
 */

/** The functions on any of the stacks (folded, `;`-joined). */
const functionsOf = (stacks: Iterable<string>): Set<string> => {
  const out = new Set<string>()
  for (const stack of stacks) for (const frame of stack.split(";")) out.add(frame)
  return out
}

/** A stack's work as a side running the functions `other` would have it. */
const workOf = (stack: string, other: ReadonlySet<string>): string => {
  const frames = stack.split(";")
  const kept = frames.filter((f, i) => i === frames.length - 1 || other.has(f))
  return kept.filter((f, i) => f !== kept[i - 1]).join(";")
}

/**
 * Each stack of each side, keyed by its work: equal keys are the same work; and the functions
 * each side ran.
 */
export const workKeys = (
  base: Iterable<string>,
  head: Iterable<string>,
): {
  readonly base: Map<string, string>
  readonly head: Map<string, string>
  readonly functions: { readonly base: ReadonlySet<string>; readonly head: ReadonlySet<string> }
} => {
  const baseStacks = [...base]
  const headStacks = [...head]
  const inBase = functionsOf(baseStacks)
  const inHead = functionsOf(headStacks)
  return {
    base: new Map(baseStacks.map((s) => [s, workOf(s, inHead)])),
    head: new Map(headStacks.map((s) => [s, workOf(s, inBase)])),
    functions: { base: inBase, head: inHead },
  }
}
