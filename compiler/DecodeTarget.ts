/**
 * A target of the spec, decoded by its kind (targets/Registry.ts): exactly one kind field, a
 * `start` only where its kind is started, and the runner it names or its kind's default
 * (runners/Registry.ts).
 */
import { runnerNamed, runnersFor } from "../runners/Registry.ts"
import type { Path } from "../targets/IssueSink.ts"
import { KINDS, type Target } from "../targets/Registry.ts"
import type { Issues } from "./Issues.ts"
import { decodeOwned, type RawTarget } from "./RawSpec.ts"

const KIND_NAMES = KINDS.map((k) => k.name)

/** The kinds benchgate may start, for the message when another kind has `start`. */
const startable = (): string =>
  KINDS.filter((k) => k.startable)
    .map((k) => k.name)
    .join(" and ")

/**
 * The target with the runner it names, when that runner loads its kind (runners/Registry.ts);
 * without `runner`, its kind's default runner loads it.
 */
const withRunner = (target: Target, runner: string | undefined, at: Path, issues: Issues) => {
  if (runner === undefined) return target
  const fitting = runnersFor(target.kind).map((r) => r.name)
  if (runnerNamed(runner)?.kind !== target.kind) {
    issues.add(
      at,
      `${JSON.stringify(runner)} is not a runner of ${target.kind} targets; ${fitting.length === 1 ? "the only one is" : "they are"} ${fitting.join(", ")}`,
    )
    return undefined
  }
  return { ...target, runner }
}

export const decodeTarget = (
  name: string,
  raw: RawTarget,
  services: ReadonlyArray<string>,
  issues: Issues,
): Target | undefined => {
  const path = ["targets", name]
  const set = KINDS.filter((kind) => raw[kind.name] !== undefined)
  const [kind] = set
  if (kind === undefined || set.length !== 1) {
    issues.add(
      path,
      set.length === 0
        ? `set exactly one of ${KIND_NAMES.join(", ")}: what kind of target "${name}" is`
        : `set exactly one of ${KIND_NAMES.join(", ")}; ${set.map((k) => k.name).join(" and ")} are both set`,
    )
    return undefined
  }
  if (raw.start !== undefined && !kind.startable) {
    issues.add(
      [...path, "start"],
      `start is for ${startable()} targets only: benchgate runs a ${kind.name} target itself (a server it needs is a service)`,
    )
  }
  const fieldPath = [...path, kind.name]
  const value = decodeOwned(kind.raw, raw[kind.name], fieldPath, (p, m) => issues.add(p, m))
  if (value === undefined) return undefined
  const target = kind.decode(value, {
    name,
    path: fieldPath,
    ...(kind.startable && raw.start !== undefined ? { start: raw.start } : {}),
    ...(raw.runner === undefined ? {} : { runner: raw.runner }),
    services,
    issues,
  })
  if (target === undefined) return undefined
  // A kind that picks its runner by a field of its own (results: format) has it set already.
  if (kind.runnerField === undefined)
    return withRunner(target, raw.runner, [...path, "runner"], issues)
  const { runner, ...unchosen } = target
  return withRunner(unchosen as Target, runner, [...fieldPath, kind.runnerField], issues)
}
