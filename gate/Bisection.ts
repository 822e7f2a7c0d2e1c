/**
 * `bench find`'s search, pure: the commits between GOOD and BAD (first-parent, oldest first),
 * narrowed one measured midpoint at a time until the first commit like BAD sits right after
 * one like GOOD. What "like" means is a regression verdict against GOOD at a limit halfway
 * between GOOD's level and BAD's (halfwayTolerance), so each step is decided like any other
 * threshold (gate/Compare.ts) and may stay undecided.
 */
import type { Better } from "../core/Metric.ts"
import type { Status } from "./Result.ts"

/** One commit of the range. */
export interface RangeCommit {
  readonly sha: string
  readonly subject: string
}

/**
 * Where the search stands: `commits[good]` was found like GOOD (-1: GOOD itself, which is not
 * in the list) and `commits[bad]` like BAD (at first BAD, the last of the list).
 */
export interface Bisection {
  readonly commits: ReadonlyArray<RangeCommit>
  readonly good: number
  readonly bad: number
}

/** The search over GOOD..BAD: nothing measured inside the range yet. */
export const startBisection = (commits: ReadonlyArray<RangeCommit>): Bisection => {
  if (commits.length === 0) throw new RangeError("a bisection needs at least one commit")
  return { commits, good: -1, bad: commits.length - 1 }
}

/** The commit to measure next, or undefined when the first bad commit is known. */
export const midpoint = (state: Bisection): number | undefined =>
  state.bad - state.good > 1 ? Math.floor((state.good + state.bad) / 2) : undefined

/** The search after commit `index` was found like one end. */
export const narrow = (state: Bisection, index: number, like: "good" | "bad"): Bisection => {
  if (!(index > state.good && index < state.bad)) {
    throw new RangeError(`commit ${index} is outside the open range (${state.good}, ${state.bad})`)
  }
  return like === "good" ? { ...state, good: index } : { ...state, bad: index }
}

/** The first commit like BAD, once the search has narrowed to it. */
export const firstBad = (state: Bisection): RangeCommit | undefined =>
  midpoint(state) === undefined ? state.commits[state.bad] : undefined

/** The commits that may still hold the change: after the last like GOOD, up to the first like BAD. */
export const candidates = (state: Bisection): ReadonlyArray<RangeCommit> =>
  state.commits.slice(state.good + 1, state.bad + 1)

/** Steps a range of `count` candidates takes at most: each halves it. */
export const stepsFor = (count: number): number => (count <= 1 ? 0 : Math.ceil(Math.log2(count)))

/**
 * The regression tolerance halfway between GOOD and BAD, on the ratio scale the intervals are
 * built on (the geometric middle: a 2x shift puts it at +41.4%, a halving of rps at −29.3%).
 * `shift` is BAD's relative change against GOOD (+1.0: twice as slow), a worsening of a
 * metric where `better` is better.
 */
export const halfwayTolerance = (shift: number, better: Better): number => {
  const middle = Math.sqrt(1 + shift)
  return better === "lower" ? middle - 1 : 1 - middle
}

/**
 * A step's verdict as the search reads it: within the halfway limit is like GOOD, past it like
 * BAD; anything else (straddling, skipped) leaves the step undecided.
 */
export const likeness = (status: Status): "good" | "bad" | "undecided" =>
  status === "pass" ? "good" : status === "fail" ? "bad" : "undecided"
