/**
 * When is a started service warm? A JIT-compiled server gets cheaper per request for a while
 * after it starts: its hot paths compiled, then compiled again with what they saw, its heap
 * grown to the load. Measured here (docs/verdict-quality.md §11): a Node service's layered path
 * cost 2.0–2.4× its later rounds in the first round after the default 500 ms warm-up, and still
 * 1.2× after 10 s of warm-up; rounds taken during that fall are not rounds of the same thing,
 * and an interval over them is wide, or off.
 *
 * A `load.warmup: "steady"` scenario warms each started target in slices until its CPU per
 * request stops falling: until two slices in a row make no new low by more than STEADY_DROP
 * against every slice before them. Falling is what warming looks like; a slice that costs more
 * than the one before is noise, a neighbour, or a collection, and is not waited out. Pure.
 */

/** The longest a target is warmed until steady: past it, it is measured as it is. */
export const STEADY_WARMUP_MAX_MS = 30_000

/** Fewest warm-up slices: one to compare against, two to find no new low in. */
export const STEADY_MIN_SLICES = 3

/**
 * A new low by more than this (a fraction of the lowest cost before) means the target is
 * still getting cheaper. Slices of 500 ms of the same warm process read within about 5–10% of
 * each other here, so a single noisy slice may pass as a new low; two in a row rarely do.
 */
export const STEADY_DROP = 0.05

/** Whether a target whose warm-up slices cost `costs` (per request, in order) is still warming. */
export const stillWarming = (costs: ReadonlyArray<number>): boolean => {
  if (costs.some((c) => !(Number.isFinite(c) && c > 0))) return false
  if (costs.length < STEADY_MIN_SLICES) return true
  const lowestBefore = Math.min(...costs.slice(0, -2))
  return costs.slice(-2).some((c) => c < lowestBefore * (1 - STEADY_DROP))
}
