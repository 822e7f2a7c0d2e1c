/**
 * What valgrind's callgrind writes (`callgrind.out`, format version 1, as callgrind 3.19
 * writes it): the instructions a process executed (`events: Ir`), in total and per function —
 * the function's own (self) instructions, and for every call it made the callee's inclusive
 * instructions. Read here into the part's total and into folded stacks (profile/Stacks.ts), so
 * the differential and the flame graph treat exact counts as they treat samples.
 *
 * The format, as far as it is read: `fn=`, `fl=`/`fi=`/`fe=` and `ob=` switch the current
 * function, file and object, each name written once as `(id) name` and later as `(id)`;
 * `cfn=` (and `cfi=`/`cob=`) name a callee; `calls=COUNT TARGET` is followed by one cost line
 * that is the call's inclusive cost; every other line starting with a position (a number,
 * `+N`, `-N` or `*`) is a cost line of the current function: its position, then one number
 * per event. `totals:` (or `summary:`) is the part's total per event.
 *
 * Folded stacks from a call graph: callgrind keeps no stacks, only who called whom at what
 * inclusive cost. The stacks are rebuilt top down: a function's inclusive cost flows to its
 * callees in proportion to what each call cost, and its self cost stays with the path that
 * reached it. For a call graph without recursion this gives every function exactly its self
 * cost as a leaf and its inclusive cost anywhere on a stack (the differential's two tables);
 * a cycle is cut where a function would call itself again, and what the rebuild cannot place
 * (cut cycles, paths too deep or too small to follow) is added as a stack of the function
 * alone, so self costs always add up to the part's total.
 */
import { addStack, type Stacks } from "./Stacks.ts"

/**
 * One part of a callgrind output: a dump, from the start or the last dump to this one. A
 * function is keyed by its object and its name (keyOf), so that two functions of one name in
 * different objects — `(below main)` is in the program and in libc — stay two.
 */
export interface CallgrindPart {
  /** What triggered the dump: `Program termination`, `Client Request: NAME`, … */
  readonly trigger: string
  /** Instructions executed in the part. */
  readonly instructions: number
  /** Self instructions per function key. */
  readonly self: ReadonlyMap<string, number>
  /** Calls as caller → callee → inclusive instructions of those calls, by function key. */
  readonly calls: ReadonlyMap<string, ReadonlyMap<string, number>>
}

const SEPARATOR = "\u0000"

/** A function's key: its object and its name. */
export const keyOf = (object: string, name: string): string => `${object}${SEPARATOR}${name}`

/** The name of a function key, as reports show it. */
export const nameOfKey = (key: string): string => key.slice(key.indexOf(SEPARATOR) + 1)

/** Code valgrind has no name for (JIT-compiled code): one frame, whatever its address. */
export const UNNAMED_CODE = "[unnamed code]"

/**
 * A function's name: callgrind names code without a symbol by its address, and marks a
 * function it believes was entered again while active with `'2`, `'3`, … (it sees Go's
 * goroutine switches as calls): one function either way.
 */
const nameOf = (name: string): string => {
  const plain = name.replace(/'\d+$/, "")
  return /^0x[0-9a-f]+$/i.test(plain) ? UNNAMED_CODE : plain
}

/** `(12) name` defines id 12; `(12)` refers to it; a bare name has no id. */
const compressed = (value: string, names: Map<string, string>): string => {
  const match = /^\((\d+)\)(?:\s(.*))?$/.exec(value)
  if (!match) return value
  const id = match[1] as string
  if (match[2] !== undefined) names.set(id, match[2])
  return names.get(id) ?? value
}

const POSITION = /^[+\-*0-9]/

/**
 * The instructions of a cost line: the first number after the position(s). With `positions:
 * line` there is one position; with `instr line`, two.
 */
const costOf = (fields: ReadonlyArray<string>, positions: number, column: number): number =>
  Number(fields[positions + column] ?? 0) || 0

/** Every part of one callgrind output file (one file holds one part unless dumps are combined). */
export const parseCallgrind = (text: string): CallgrindPart[] => {
  const parts: CallgrindPart[] = []
  const fnNames = new Map<string, string>()
  const obNames = new Map<string, string>()
  let object = ""
  let calleeObject: string | undefined
  let positions = 1
  let column = 0
  let trigger = ""
  let total: number | undefined
  let self = new Map<string, number>()
  let calls = new Map<string, Map<string, number>>()
  let current = ""
  let callee: string | undefined
  let inCall = false
  let started = false
  const finish = () => {
    if (!started) return
    let sum = 0
    for (const n of self.values()) sum += n
    parts.push({ trigger, instructions: total ?? sum, self, calls })
    self = new Map()
    calls = new Map()
    total = undefined
    trigger = ""
    current = ""
    started = false
  }
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue
    if (inCall) {
      inCall = false
      if (POSITION.test(line) && callee !== undefined) {
        const cost = costOf(line.trim().split(/\s+/), positions, column)
        const out = calls.get(current) ?? new Map<string, number>()
        out.set(callee, (out.get(callee) ?? 0) + cost)
        calls.set(current, out)
        continue
      }
    }
    if (POSITION.test(line)) {
      started = true
      const cost = costOf(line.trim().split(/\s+/), positions, column)
      if (cost !== 0) self.set(current, (self.get(current) ?? 0) + cost)
      continue
    }
    const colon = line.indexOf(":")
    const equals = line.indexOf("=")
    if (equals > 0 && (colon < 0 || equals < colon)) {
      const key = line.slice(0, equals)
      const value = line.slice(equals + 1)
      if (key === "ob") {
        object = compressed(value, obNames)
      } else if (key === "cob") {
        calleeObject = compressed(value, obNames)
      } else if (key === "fn") {
        started = true
        current = keyOf(object, nameOf(compressed(value, fnNames)))
        calleeObject = undefined
        if (!self.has(current)) self.set(current, 0)
      } else if (key === "cfn" || key === "cfunc") {
        // A callee in the caller's object unless `cob=` said otherwise, just before.
        callee = keyOf(calleeObject ?? object, nameOf(compressed(value, fnNames)))
        calleeObject = undefined
      } else if (key === "calls") {
        inCall = true
      }
      continue
    }
    if (colon > 0) {
      const key = line.slice(0, colon)
      const value = line.slice(colon + 1).trim()
      if (key === "part" && started) finish()
      else if (key === "positions") positions = value.split(/\s+/).length
      else if (key === "events") column = Math.max(0, value.split(/\s+/).indexOf("Ir"))
      else if (key === "desc" && value.startsWith("Trigger:")) {
        trigger = value.slice("Trigger:".length).trim()
      } else if (key === "totals" || (key === "summary" && total === undefined)) {
        total = Number(value.split(/\s+/)[column] ?? 0) || 0
        started = true
      }
    }
  }
  finish()
  return parts
}

/** Deepest stack the rebuild follows; deeper costs stand alone. */
const MAX_DEPTH = 128
/** Flows below this share of the part are not followed further. */
const SMALLEST_SHARE = 1e-5
/** Calls followed in all: a graph with very many paths is rebuilt this far. */
const MAX_VISITS = 2_000_000

/** The part's cost as folded stacks, one instruction one "sample": see the file comment. */
export const callgrindStacks = (part: CallgrindPart): Stacks => {
  const inclusive = new Map<string, number>()
  const incoming = new Map<string, number>()
  for (const [fn, own] of part.self) inclusive.set(fn, own)
  for (const [caller, callees] of part.calls) {
    let out = inclusive.get(caller) ?? 0
    for (const [target, cost] of callees) {
      out += cost
      if (target !== caller) incoming.set(target, (incoming.get(target) ?? 0) + cost)
    }
    inclusive.set(caller, out)
  }
  const stacks = new Map<string, number>()
  const placed = new Map<string, number>()
  const smallest = part.instructions * SMALLEST_SHARE
  const path: string[] = []
  let visits = 0
  const expand = (fn: string, amount: number) => {
    const whole = inclusive.get(fn) ?? 0
    if (!(whole > 0) || amount < smallest || path.length >= MAX_DEPTH || path.includes(fn)) return
    if (++visits > MAX_VISITS) return
    const share = Math.min(1, amount / whole)
    path.push(fn)
    const own = (part.self.get(fn) ?? 0) * share
    if (own > 0) {
      addStack(stacks, path.map(nameOfKey), own)
      placed.set(fn, (placed.get(fn) ?? 0) + own)
    }
    for (const [target, cost] of part.calls.get(fn) ?? []) expand(target, cost * share)
    path.pop()
  }
  // A function's cost that no caller accounts for starts a stack of its own: thread entry
  // points, and functions whose callers valgrind did not see.
  for (const [fn, whole] of inclusive) {
    const unexplained = whole - (incoming.get(fn) ?? 0)
    if (unexplained > 0) expand(fn, unexplained)
  }
  for (const [fn, own] of part.self) {
    const left = own - (placed.get(fn) ?? 0)
    if (left > 0) addStack(stacks, [nameOfKey(fn)], left)
  }
  // Whole instructions, as folded-stack tools expect.
  const whole = new Map<string, number>()
  for (const [key, n] of stacks) if (Math.round(n) > 0) whole.set(key, Math.round(n))
  return whole
}
