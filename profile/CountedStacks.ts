/**
 * The per-function instruction counts of counted slices (ADR 31), kept from the measured rounds
 * for the profile after the verdicts: callgrind counted every function in every measured run,
 * so "where the time went" needs no profiled rounds of its own, and it is exact. A counting
 * runner records each target's stacks per round; the profile (run/Profile.ts) reads a pair's.
 *
 * Kept in this process, by what identifies a slice's work — the spec's directory, the runner's
 * invocation and the target — so two scenarios that run the same invocation share their rounds
 * (the same work, counted). Each key keeps its newest rounds only, and a check forgets them all
 * when it is done.
 */
import type { Stacks } from "./Stacks.ts"

/** One counted run of one target: its stacks and the work they cover. */
export interface CountedRound {
  readonly round: number
  /** Instructions per stack, over `units` units of work. */
  readonly stacks: Stacks
  /** Operations (a go or bun benchmark) or runs (a command) the stacks cover. */
  readonly units: number
}

/** Rounds kept per key: more than the profile takes (6), fewer than a long check measures. */
const KEPT_ROUNDS = 12

const kept = new Map<string, CountedRound[]>()

const keyOf = (specDir: string, invocation: unknown, target: string): string =>
  JSON.stringify([specDir, invocation, target])

/** Records a measured round's counts of `target`. */
export const recordCounted = (
  specDir: string,
  invocation: unknown,
  target: string,
  round: CountedRound,
): void => {
  const key = keyOf(specDir, invocation, target)
  const rounds = kept.get(key) ?? []
  rounds.push(round)
  kept.set(key, rounds.slice(-KEPT_ROUNDS))
}

/** The counted rounds of `target` in a slice of `invocation`, oldest first. */
export const countedRounds = (
  specDir: string,
  invocation: unknown,
  target: string,
): ReadonlyArray<CountedRound> => kept.get(keyOf(specDir, invocation, target)) ?? []

/** Forgets every kept round (a check is done with them). */
export const forgetCounted = (): void => kept.clear()

/**
 * `more` minus `less`, stack by stack, nothing below zero: the counts of the work between two
 * runs that differ only in how much of it they did (a go benchmark run for N and for M
 * operations).
 */
export const subtractStacks = (more: Stacks, less: Stacks): Stacks => {
  const out = new Map<string, number>()
  for (const [key, n] of more) {
    const left = n - (less.get(key) ?? 0)
    if (left > 0) out.set(key, left)
  }
  return out
}
