/**
 * A scenario's `load`: durations parsed, defaults filled in, and each field checked against the
 * runners of the scenario's targets (runners/Runner.ts `loadFields`, `checkLoad`).
 */

import { parseBoundedDuration } from "../core/Quantity.ts"
import type { Load } from "../core/Spec.ts"
import { type AnyRunner, allRunners, metricsOf, runnerOf } from "../runners/Registry.ts"
import type { Path } from "../targets/IssueSink.ts"
import { kindOf, type Target } from "../targets/Registry.ts"
import type { Issues } from "./Issues.ts"
import type { RawLoad } from "./RawSpec.ts"

const DEFAULT_DURATION_MS = 1000
/**
 * A counted slice's duration when none is given: the native time whose operations a counted
 * go or bun run repeats under callgrind (50–150 times slower). Enough operations that a run's
 * start-up noise is well below 0.1% of their count.
 */
const DEFAULT_COUNTED_DURATION_MS = 20
const DEFAULT_CONCURRENCY = 16
/** Rounds when `load.rounds` is not given (schema.cue), but for results targets only. */
const DEFAULT_ROUNDS = 5
/** `warmup: "steady"`: each warm-up slice as long as the default warm-up (schema.cue). */
const STEADY_WARMUP_SLICE_MS = 500

const names = (runners: ReadonlyArray<AnyRunner>) => runners.map((r) => r.name).join(", ")

/**
 * The load fields the scenario's runners use: a field none of them uses is an error (it would
 * be ignored), as is `requests` beside a runner that needs a duration; then each runner's own
 * checks. Undefined runners: some target did not decode, so nothing is known.
 */
export const checkLoadUse = (
  raw: RawLoad,
  path: Path,
  runners: ReadonlyArray<AnyRunner> | undefined,
  issues: Issues,
) => {
  if (runners === undefined) return
  for (const field of ["concurrency", "connections", "rate", "requests", "duration"] as const) {
    if (raw[field] === undefined || runners.some((r) => r.loadFields.includes(field))) continue
    const users = allRunners.filter((r) => r.loadFields.includes(field))
    issues.add(
      [...path, field],
      runners.every((r) => r.loadFields.length === 0)
        ? `${field} does not apply to ${names(runners)} targets: a round runs each of them once, as long as it takes`
        : `${field} only applies to targets loaded by ${names(users)}; this scenario's targets are loaded by ${names(runners)}`,
    )
  }
  const timed = runners.filter(
    (r) => r.loadFields.includes("duration") && !r.loadFields.includes("requests"),
  )
  const counted = runners.filter((r) => r.loadFields.includes("requests"))
  if (raw.requests !== undefined && timed.length > 0 && counted.length > 0) {
    issues.add(
      [...path, "requests"],
      `requests replaces the duration only for ${names(counted)}; ${names(timed)} targets need a duration`,
    )
  }
  const settings = {
    concurrency: raw.concurrency ?? DEFAULT_CONCURRENCY,
    ...(raw.connections === undefined ? {} : { connections: raw.connections }),
    ...(raw.rate === undefined ? {} : { rate: raw.rate }),
  }
  for (const runner of runners) {
    for (const [field, message] of runner.checkLoad?.(settings) ?? []) {
      issues.add([...path, field], message)
    }
  }
}

export const decodeLoad = (raw: RawLoad, path: Path, issues: Issues): Load | undefined => {
  if (raw.duration !== undefined && raw.requests !== undefined) {
    issues.add([...path, "requests"], "set either duration or requests, not both")
    return undefined
  }
  const duration = (field: "duration" | "warmup" | "budget", text: string) =>
    issues.take([...path, field], parseBoundedDuration(text, field))
  const counted = raw.measure === "instructions"
  const durationMs =
    raw.requests === undefined
      ? raw.duration === undefined
        ? counted
          ? DEFAULT_COUNTED_DURATION_MS
          : DEFAULT_DURATION_MS
        : duration("duration", raw.duration)
      : undefined
  const steady = raw.warmup === "steady"
  const warmupMs = steady ? STEADY_WARMUP_SLICE_MS : duration("warmup", raw.warmup)
  const budgetMs = raw.budget === undefined ? undefined : duration("budget", raw.budget)
  if (warmupMs === undefined || (raw.requests === undefined && durationMs === undefined)) {
    return undefined
  }
  if (durationMs === 0) {
    issues.add([...path, "duration"], "a measurement needs a duration above 0")
    return undefined
  }
  if (raw.budget !== undefined && budgetMs === undefined) return undefined
  const rounds = raw.rounds ?? DEFAULT_ROUNDS
  if (raw.firstLook !== undefined && raw.firstLook >= rounds) {
    issues.add(
      [...path, "firstLook"],
      `the first look (${raw.firstLook} rounds) must come before the last of the ${rounds} rounds; remove it to look once, after all of them`,
    )
    return undefined
  }
  if (raw.firstLook !== undefined && raw.forks > 1) {
    issues.add(
      [...path, "firstLook"],
      `firstLook cannot be combined with forks: each of the ${raw.forks} launches is measured for all of its rounds`,
    )
    return undefined
  }
  return {
    concurrency: raw.concurrency ?? DEFAULT_CONCURRENCY,
    ...(raw.connections === undefined ? {} : { connections: raw.connections }),
    ...(durationMs === undefined ? {} : { durationMs }),
    ...(raw.requests === undefined ? {} : { requests: raw.requests }),
    ...(raw.rate === undefined ? {} : { rate: raw.rate }),
    warmupMs,
    ...(steady ? { warmupUntilSteady: true as const } : {}),
    rounds,
    ...(raw.firstLook === undefined ? {} : { firstLook: raw.firstLook }),
    ...(raw.forks === 1 ? {} : { forks: raw.forks }),
    ...(budgetMs === undefined ? {} : { budgetMs }),
    ...(counted ? { measure: "instructions" as const } : {}),
  }
}

/**
 * `warmup: "steady"` watches each target's CPU per request, which only a process benchgate
 * starts has (an http or grpc target with `start`); a counted scenario has no warm-up to size.
 */
export const checkSteadyWarmup = (
  raw: RawLoad,
  path: Path,
  targets: ReadonlyArray<Target> | undefined,
  issues: Issues,
) => {
  if (raw.warmup !== "steady" || targets === undefined) return
  if (raw.measure === "instructions") {
    issues.add(
      [...path, "warmup"],
      'a counted scenario is not timed, so there is no warm-up to size: remove warmup: "steady"',
    )
    return
  }
  const unwatched = targets.filter((t) => !metricsOf(t, raw.measure).includes("cpu_per_request"))
  if (unwatched.length === 0) return
  issues.add(
    [...path, "warmup"],
    `"steady" warms each target until its CPU per request stops falling, read from the processes of an http or grpc target benchgate starts; ${unwatched.map((t) => `"${t.name}" (${t.kind})`).join(", ")} ${unwatched.length === 1 ? "has" : "have"} none: give the warm-up a duration, e.g. "3s"`,
  )
}

/**
 * `measure: "instructions"` needs every target's runner to count (runners/Runner.ts `counts`);
 * the kind says why its targets are not counted. Undefined targets: some did not decode.
 */
export const checkMeasure = (
  raw: RawLoad,
  path: Path,
  targets: ReadonlyArray<Target> | undefined,
  issues: Issues,
) => {
  if (raw.measure !== "instructions" || targets === undefined) return
  const uncounted = targets.filter((t) => runnerOf(t).counts === undefined)
  if (uncounted.length === 0) return
  const counting = [...new Set(allRunners.filter((r) => r.counts).map((r) => r.kind))]
  const kinds = [...new Set(uncounted.map(kindOf))]
  const why = kinds.map((kind) => {
    const mine = uncounted.filter((t) => kindOf(t) === kind)
    const names = mine.map((t) => `"${t.name}"`).join(", ")
    return `${names} (${kind.name}): ${kind.uncounted ?? `${runnerOf(mine[0] as Target).name} cannot count`}`
  })
  issues.add(
    [...path, "measure"],
    `instructions are counted for ${counting.join(", ")} targets, whose processes benchgate runs under callgrind; ${why.join("; ")}`,
  )
}
