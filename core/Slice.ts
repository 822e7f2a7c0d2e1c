/**
 * A slice is what one runner invocation measures — one target, or several a runner measures in
 * one process (a bun group's variants) — and a round runs every slice of its scenario once.
 * The invocation is the runner's own data (runners/<kind>/); everything else sees its `runner`.
 */
import type { MetricValues } from "./Metric.ts"

/** What every runner's invocation has: the name of the runner that carries it out. */
export interface InvocationBase {
  readonly runner: string
  /**
   * Directory the target's relative paths resolve against, when it is not the spec's own (the
   * base commit's worktree for `check --base`).
   */
  readonly dir?: string
  /**
   * Set when the slice counts instructions under callgrind instead of timing its process
   * (`load.measure: "instructions"`, ADR 31): it needs valgrind, and its runner reports
   * `instructions`.
   */
  readonly counted?: true
}

/** One runner invocation and the targets it measures, in the order it reports them. */
export interface SliceOf<I extends InvocationBase> {
  readonly targets: ReadonlyArray<string>
  readonly invocation: I
}

/** What one slice measured: each target's metric values, and the time the runner ran. */
export interface SliceResult {
  readonly values: ReadonlyMap<string, MetricValues>
  /** Wall time the runner ran, for benchgate's own overhead accounting. */
  readonly elapsedMs: number
  /**
   * Successful requests (calls) each target answered in the slice, where a load runner counts
   * them: what the target's CPU time is divided by for cpu_per_request.
   */
  readonly requests?: ReadonlyMap<string, number>
  /**
   * Set when the values are instruction counts (a counted slice, ADR 31): the machine's load
   * does not move them, so the run records no other_cpu beside them (run/SliceMeter.ts) and no
   * round of theirs is judged disturbed.
   */
  readonly counted?: true
}

/** What a runner measured of one target in one slice, before it is keyed by the target. */
export interface TargetValues {
  readonly values: MetricValues
  /** Wall time the runner ran. */
  readonly elapsedMs: number
  /** Successful requests (calls), for a load runner. */
  readonly requests?: number
}

/** The result of a slice that measured one target. */
export const oneTarget = (
  target: string,
  values: MetricValues,
  elapsedMs: number,
  requests?: number,
): SliceResult => ({
  values: new Map([[target, values]]),
  elapsedMs,
  ...(requests === undefined ? {} : { requests: new Map([[target, requests]]) }),
})
